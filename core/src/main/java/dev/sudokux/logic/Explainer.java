package dev.sudokux.logic;

import dev.sudokux.sudoku.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Solves a puzzle as a person would: at every point, the easiest step any technique finds, applied,
 * until the grid is full or no technique finds anything.
 *
 * <p>Assumes the puzzle has exactly one solution (check it with a solver first): uniqueness-based
 * techniques rely on it, and a puzzle without a solution has no sound explanation.
 */
public final class Explainer {

    private final List<Technique> techniques;

    /** An explainer using {@code techniques}, tried in the order given (easiest first). */
    public Explainer(List<Technique> techniques) {
        this.techniques = List.copyOf(techniques);
    }

    /** An explainer with every technique sudokux knows. */
    public static Explainer standard() {
        return new Explainer(Techniques.all());
    }

    /** The techniques, in the order tried. */
    public List<Technique> techniques() {
        return techniques;
    }

    /**
     * The next step on {@code grid}: the easiest step the techniques find. Techniques are tried in
     * order; once one finds a step, the search goes on only while the next technique's
     * {@link Technique#difficulty()} is below that step's difficulty, and the easiest step wins (the
     * earlier one on a tie). So a
     * technique whose steps rate above its minimum (a long chain) never hides an easier step of the
     * next technique, as in Sudoku Explainer; with techniques whose steps all rate their minimum it
     * is the first step of the first technique that finds one.
     */
    public Optional<Step> nextStep(CandidateGrid grid) {
        Step best = null;
        for (Technique t : techniques) {
            if (best != null && t.difficulty() >= best.difficulty()) {
                break;
            }
            if (!t.supports(grid.shape())) {
                continue;
            }
            Optional<Step> step = t.find(grid);
            if (step.isPresent() && (best == null || step.get().difficulty() < best.difficulty())) {
                best = step.get();
            }
        }
        return Optional.ofNullable(best);
    }

    /** The steps that solve {@code puzzle}, as far as logic goes. */
    public Explanation explain(Grid puzzle) {
        CandidateGrid grid = CandidateGrid.of(puzzle);
        List<Step> steps = new ArrayList<>();
        while (!grid.isSolved() && !grid.isBroken()) {
            if (Thread.currentThread().isInterrupted()) {
                break;
            }
            Optional<Step> step = nextStep(grid);
            if (step.isEmpty()) {
                break;
            }
            grid.apply(step.get());
            steps.add(step.get());
        }
        return new Explanation(puzzle, steps, grid.isSolved(), grid.toGrid());
    }
}
