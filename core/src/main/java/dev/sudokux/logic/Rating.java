package dev.sudokux.logic;

import dev.sudokux.exactcover.StopReason;
import java.util.Locale;
import java.util.Objects;

/**
 * How hard a puzzle is, as {@link Rater} measures it.
 *
 * @param value      the rating: the difficulty of the hardest step (as Sudoku Explainer rates), 0 for
 *                   a puzzle with nothing to fill; for a stalled puzzle, the rater's
 *                   {@link Rater#stalledRating() stalled rating}, above every technique it knows; when
 *                   a budget stopped the rating, the hardest step so far (a lower bound)
 * @param hardest    the technique of the hardest step, or null when there was no step
 * @param grade      the grade of {@code value} ({@link Grade#EXTREME} when stalled)
 * @param stalled    whether logic could not finish the puzzle (the rating is then a lower bound)
 * @param steps      the number of steps applied
 * @param stopReason {@link StopReason#EXHAUSTED} when logic went as far as it can; TIME_LIMIT,
 *                   NODE_LIMIT or INTERRUPTED when a {@link dev.sudokux.solve.Budget} stopped it first
 */
public record Rating(double value, Technique hardest, Grade grade, boolean stalled, int steps, StopReason stopReason)
        implements Comparable<Rating> {

    /** Checks that there is a grade and a stop reason. */
    public Rating {
        Objects.requireNonNull(grade, "grade");
        Objects.requireNonNull(stopReason, "stopReason");
    }

    /** A rating that went as far as logic goes. */
    public Rating(double value, Technique hardest, Grade grade, boolean stalled, int steps) {
        this(value, hardest, grade, stalled, steps, StopReason.EXHAUSTED);
    }

    /** Whether logic went as far as it can, rather than being stopped by a budget. */
    public boolean isComplete() {
        return !stopReason.isBudget();
    }

    /** Orders by {@link #value()}: easier first; a stalled puzzle after every finished one. */
    @Override
    public int compareTo(Rating other) {
        if (stalled != other.stalled) {
            return stalled ? 1 : -1;
        }
        return Double.compare(value, other.value);
    }

    /** The hardest technique's name, "stalled" appended when logic could not finish; "none" without steps. */
    public String describe() {
        String name = hardest == null ? "none" : hardest.name();
        return stalled ? name + ", then stalled" : name;
    }

    /**
     * As {@code sudokux rate} prints it: {@code 4.2 hard XY-Wing} (rating, grade, hardest technique),
     * with {@code , stopped: time limit reached} (or the budget's other reason) when a budget stopped it.
     */
    @Override
    public String toString() {
        String text = String.format(Locale.ROOT, "%.1f %s %s", value, grade.name().toLowerCase(Locale.ROOT), describe());
        return switch (stopReason) {
            case TIME_LIMIT -> text + ", stopped: time limit reached";
            case NODE_LIMIT -> text + ", stopped: node limit reached";
            case INTERRUPTED -> text + ", stopped: interrupted";
            default -> text;
        };
    }
}
