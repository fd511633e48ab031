package dev.sudokux.logic;

import dev.sudokux.sudoku.Grid;

/**
 * Rates puzzles as Sudoku Explainer does: solve by logic, the easiest step first at every point,
 * and take the difficulty of the hardest step.
 *
 * <p>A puzzle that logic cannot finish (it <em>stalls</em>) is rated {@link #stalledRating()}: one
 * point above the highest {@link Technique#maxDifficulty()} of the explainer's techniques, and
 * graded {@link Grade#EXTREME}, so it always rates above every puzzle the techniques finish. (With
 * the techniques up to BUG+1 at 5.6 that is 6.6; adding harder techniques raises it.) Its
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

    /** Explains {@code puzzle} and rates it. */
    public Rating rate(Grid puzzle) {
        return rate(explainer.explain(puzzle));
    }

    /** Rates an explanation (made by this rater's explainer, or one with the same techniques). */
    public Rating rate(Explanation explanation) {
        Step hardest = explanation.hardestStep();
        Technique technique = hardest == null ? null : hardest.technique();
        if (!explanation.solved()) {
            double value = Math.max(stalledRating, hardest == null ? 0 : hardest.difficulty() + 1.0);
            return new Rating(value, technique, Grade.EXTREME, true, explanation.steps().size());
        }
        double value = explanation.rating();
        return new Rating(value, technique, Grade.of(value, false), false, explanation.steps().size());
    }
}
