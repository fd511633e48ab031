package dev.sudokux.logic;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import java.util.List;

/**
 * How a puzzle is solved by logic: the steps, in order, at every point the first step of the first technique that finds one.
 *
 * @param puzzle     the puzzle
 * @param steps      the steps applied
 * @param solved     whether the steps fill the grid; false when logic alone stalls, or when a budget
 *                   stopped it (the steps so far are still given)
 * @param result     the grid after the last step (the solution when solved)
 * @param stopReason {@link StopReason#EXHAUSTED} when logic went as far as it can (solved, or stalled);
 *                   TIME_LIMIT, NODE_LIMIT or INTERRUPTED when a {@link dev.sudokux.solve.Budget}
 *                   stopped it first
 */
public record Explanation(Grid puzzle, List<Step> steps, boolean solved, Grid result, StopReason stopReason) {

    /** Copies the steps. */
    public Explanation {
        steps = List.copyOf(steps);
        java.util.Objects.requireNonNull(stopReason, "stopReason");
    }

    /** An explanation that went as far as logic goes. */
    public Explanation(Grid puzzle, List<Step> steps, boolean solved, Grid result) {
        this(puzzle, steps, solved, result, StopReason.EXHAUSTED);
    }

    /** Whether logic went as far as it can (solved, or stalled), rather than being stopped by a budget. */
    public boolean isComplete() {
        return !stopReason.isBudget();
    }

    /** Whether logic stalled: it found no further step, and no budget stopped it. */
    public boolean stalled() {
        return !solved && isComplete();
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
