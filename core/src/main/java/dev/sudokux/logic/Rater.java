package dev.sudokux.logic;

import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Conflict;
import dev.sudokux.sudoku.Grid;
import java.util.List;

/**
 * Rates puzzles as Sudoku Explainer does: solve by logic, at every point the first step of the
 * first technique in Sudoku Explainer's order that finds one, and take the difficulty of the
 * hardest step. With the standard techniques that is Sudoku Explainer's own number for most puzzles
 * (docs/rating.md says how often).
 *
 * <p>A puzzle that logic cannot finish (it <em>stalls</em>) is rated {@link #stalledRating()}: one
 * point above the highest {@link Technique#maxDifficulty()} of the explainer's techniques, and
 * graded {@link Grade#EXTREME}, so it always rates above every puzzle the techniques finish. (With
 * the techniques up to BUG at 5.6 that is about 7; with the forcing chains it is above any rating
 * they give.) Its
 * {@link Rating#hardest()} is the hardest step done before it stalled.
 *
 * <p>Assumes the puzzle has exactly one solution (check with a solver first): uniqueness-based
 * techniques rely on it. Thread-safe when its explainer's techniques are (the standard ones are
 * stateless), so one rater can rate on every core.
 *
 * <p>Grades are cut at 2.3 / 3.4 / 4.5 / 6.5 ({@link Grade}).
 */
public final class Rater {

    private final Explainer explainer;
    private final double stalledRating;

    /** A rater using {@code explainer}'s techniques. */
    public Rater(Explainer explainer) {
        this.explainer = explainer;
        double max = 0;
        for (Technique t : explainer.techniques()) {
            max = Math.max(max, Math.max(t.difficulty(), t.maxDifficulty()));
        }
        this.stalledRating = Math.round((max + 1.0) * 10) / 10.0;
    }

    /** A rater with every technique sudokux knows. */
    public static Rater standard() {
        return new Rater(Explainer.standard());
    }

    /** The explainer. */
    public Explainer explainer() {
        return explainer;
    }

    /** The rating of a puzzle logic cannot finish: 1.0 above the hardest technique's maximum. */
    public double stalledRating() {
        return stalledRating;
    }

    /**
     * Explains {@code puzzle} and rates it.
     *
     * @throws IllegalArgumentException when {@code puzzle} is not a puzzle logic can rate: its givens
     *                                  break a rule, or it has no solution or several (the
     *                                  uniqueness-based techniques would give wrong steps)
     */
    public Rating rate(Grid puzzle) {
        return rate(puzzle, Budget.UNLIMITED);
    }

    /**
     * Explains {@code puzzle} and rates it within {@code budget} (which the check of its solutions
     * counts against too): when the budget runs out, the hardest step so far, the rating
     * {@linkplain Rating#isComplete() incomplete}.
     *
     * @throws IllegalArgumentException when {@code puzzle} is not a puzzle logic can rate: its givens
     *                                  break a rule, or it has no solution or several
     */
    public Rating rate(Grid puzzle, Budget budget) {
        Budget.Meter meter = budget.start();
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            throw new IllegalArgumentException("not a puzzle: " + conflicts.get(0).describe(puzzle.shape()));
        }
        Result check;
        Budget left;
        try {
            check = Solvers.best(puzzle.shape()).solve(puzzle, meter.bound(SolveRequest.uniqueness()));
            meter.step(check.stats().nodes());
            left = meter.remaining();
        } catch (BudgetExceededException e) {
            return new Rating(0, null, Grade.EASY, false, 0, e.reason());
        }
        switch (check.status()) {
            case NONE -> throw new IllegalArgumentException("not a puzzle: it has no solution");
            case MULTIPLE -> throw new IllegalArgumentException(
                    "not a puzzle: it has several solutions, and logic rates puzzles with exactly one");
            case LIMIT_REACHED -> {
                return new Rating(0, null, Grade.EASY, false, 0, check.stopReason());
            }
            default -> {
                // unique: rate it
            }
        }
        return rate(explainer.explain(puzzle, left));
    }

    /**
     * Rates an explanation (made by this rater's explainer, or one with the same techniques). An
     * explanation a budget stopped gives an {@linkplain Rating#isComplete() incomplete} rating: its
     * hardest step so far.
     */
    public Rating rate(Explanation explanation) {
        Step hardest = explanation.hardestStep();
        Technique technique = hardest == null ? null : hardest.technique();
        int steps = explanation.steps().size();
        if (!explanation.isComplete()) {
            double value = explanation.rating();
            return new Rating(value, technique, Grade.of(value, false), false, steps, explanation.stopReason());
        }
        if (!explanation.solved()) {
            double value = Math.max(stalledRating, hardest == null ? 0 : hardest.difficulty() + 1.0);
            return new Rating(value, technique, Grade.EXTREME, true, steps);
        }
        double value = explanation.rating();
        return new Rating(value, technique, Grade.of(value, false), false, steps);
    }
}
