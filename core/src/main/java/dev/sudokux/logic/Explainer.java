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

    /** An explainer using {@code techniques}, tried in the order given. */
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
     * The next step on {@code grid}: the first step of the first technique (in the order given) that
     * finds one, as in Sudoku Explainer. A technique that finds several steps gives its own choice
     * (the chains give their easiest).
     */
    public Optional<Step> nextStep(CandidateGrid grid) {
        for (Technique t : techniques) {
            if (!t.supports(grid.shape())) {
                continue;
            }
            Optional<Step> step = t.find(grid);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
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
