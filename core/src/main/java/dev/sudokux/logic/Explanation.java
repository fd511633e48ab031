package dev.sudokux.logic;

import dev.sudokux.sudoku.Grid;
import java.util.List;

/**
 * How a puzzle is solved by logic: the steps, in order, easiest technique first at every point.
 *
 * @param puzzle the puzzle
 * @param steps  the steps applied
 * @param solved whether the steps fill the grid; false when logic alone stalls (the steps so far
 *               are still given)
 * @param result the grid after the last step (the solution when solved)
 */
public record Explanation(Grid puzzle, List<Step> steps, boolean solved, Grid result) {

    /** Copies the steps. */
    public Explanation {
        steps = List.copyOf(steps);
    }

    /** The hardest step's difficulty (0 for a puzzle with no blank cell). */
    public double rating() {
        double max = 0;
        for (Step s : steps) {
            max = Math.max(max, s.difficulty());
        }
        return max;
    }

    /** The hardest step, or null when there are none. */
    public Step hardestStep() {
        Step hardest = null;
        for (Step s : steps) {
            if (hardest == null || s.difficulty() > hardest.difficulty()) {
                hardest = s;
            }
        }
        return hardest;
    }
}
