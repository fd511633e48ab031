package dev.sudokux.logic;

/**
 * How hard a puzzle is, as {@link Rater} measures it.
 *
 * @param value   the rating: the difficulty of the hardest step (as Sudoku Explainer rates), 0 for
 *                a puzzle with nothing to fill; for a stalled puzzle, the rater's
 *                {@link Rater#stalledRating() stalled rating}, above every technique it knows
 * @param hardest the technique of the hardest step, or null when there was no step
 * @param grade   the grade of {@code value} ({@link Grade#EXTREME} when stalled)
 * @param stalled whether logic could not finish the puzzle (the rating is then a lower bound)
 * @param steps   the number of steps applied
 */
public record Rating(double value, Technique hardest, Grade grade, boolean stalled, int steps)
        implements Comparable<Rating> {

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
}
