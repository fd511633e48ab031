package dev.sudokux.logic;

import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.sudoku.Grid;
import java.util.Optional;

/**
 * Hints for the next step a person can take, at three levels:
 * <ol>
 *   <li>where to look: "Look at box 5." (the step's {@link Step#focus() focus});</li>
 *   <li>where and with which technique: "Look at box 5: Hidden Single.";</li>
 *   <li>the step itself: its {@link Step#text() sentence}, such as "In box 5, 7 can only go in
 *       r4c6, so r4c6 is 7.".</li>
 * </ol>
 * The step is the one the {@link Explainer} would take next: the first step of the first technique that finds one.
 *
 * <p>Assumes the grid is consistent with exactly one solution: check it with a solver first (a
 * wrong value already placed leads to unsound hints or none).
 */
public final class Hints {

    private final Explainer explainer;

    /** Hints from {@code explainer}'s techniques. */
    public Hints(Explainer explainer) {
        this.explainer = explainer;
    }

    /** Hints from every technique sudokux knows. */
    public static Hints standard() {
        return new Hints(Explainer.standard());
    }

    /**
     * The hint at {@code level} for the grid as a person has it, without pencil marks: candidates
     * are every value no peer holds. Empty when the grid is full or logic finds no step.
     *
     * @throws IllegalArgumentException unless {@code level} is 1, 2 or 3
     */
    public Optional<Hint> next(Grid grid, int level) {
        return next(CandidateGrid.of(grid), level);
    }

    /**
     * The hint at {@code level} for a grid with its candidates (pencil marks). Empty when the grid is
     * full or logic finds no step.
     *
     * @throws IllegalArgumentException unless {@code level} is 1, 2 or 3
     */
    public Optional<Hint> next(CandidateGrid grid, int level) {
        return next(grid, level, Budget.UNLIMITED);
    }

    /**
     * {@link #next(Grid, int)} within {@code budget}.
     *
     * @throws BudgetExceededException when the budget runs out before a step is found
     * @throws IllegalArgumentException unless {@code level} is 1, 2 or 3
     */
    public Optional<Hint> next(Grid grid, int level, Budget budget) {
        return next(CandidateGrid.of(grid), level, budget);
    }

    /**
     * {@link #next(CandidateGrid, int)} within {@code budget}.
     *
     * @throws BudgetExceededException when the budget runs out before a step is found
     * @throws IllegalArgumentException unless {@code level} is 1, 2 or 3
     */
    public Optional<Hint> next(CandidateGrid grid, int level, Budget budget) {
        if (level < 1 || level > 3) {
            throw new IllegalArgumentException("hint levels are 1, 2 and 3, not " + level);
        }
        if (grid.isSolved()) {
            return Optional.empty();
        }
        return explainer.nextStep(grid, budget).map(step -> new Hint(level, text(step, level), step));
    }

    /** The hint text of {@code step} at {@code level}. */
    public static String text(Step step, int level) {
        return switch (level) {
            case 1 -> "Look at " + step.focus() + ".";
            case 2 -> "Look at " + step.focus() + ": " + step.technique().name() + ".";
            case 3 -> step.text();
            default -> throw new IllegalArgumentException("hint levels are 1, 2 and 3, not " + level);
        };
    }
}
