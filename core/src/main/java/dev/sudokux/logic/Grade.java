package dev.sudokux.logic;

/**
 * A puzzle's difficulty in words, from its {@link Rating}. The thresholds, on the rating (the
 * hardest step's difficulty):
 * <table>
 *   <caption>Grades</caption>
 *   <tr><th>grade</th><th>rating</th><th>what it takes</th></tr>
 *   <tr><td>EASY</td><td>up to 2.3</td><td>singles only (full house, hidden and naked singles)</td></tr>
 *   <tr><td>MEDIUM</td><td>up to 3.4</td><td>locked candidates, naked and hidden pairs, X-Wing</td></tr>
 *   <tr><td>HARD</td><td>up to 4.6</td><td>triples, Swordfish, XY- and XYZ-Wing, most unique rectangles</td></tr>
 *   <tr><td>EXPERT</td><td>up to 6.5</td><td>quads, Jellyfish, BUG+1, the shortest chains</td></tr>
 *   <tr><td>EXTREME</td><td>above 6.5, or stalled</td><td>chains and forcing chains, or beyond what sudokux knows</td></tr>
 * </table>
 * The cuts follow the steps of Sudoku Explainer's scale where the technique families change, and
 * were checked against rated data sets (see {@link Rater}).
 */
public enum Grade {
    /** Singles only: rating up to 2.3. */
    EASY(2.3),
    /** Locked candidates, pairs, X-Wing: up to 3.4. */
    MEDIUM(3.4),
    /** Triples, Swordfish, wings, unique rectangles: up to 4.6. */
    HARD(4.6),
    /** Quads, Jellyfish, BUG+1, short chains: up to 6.5. */
    EXPERT(6.5),
    /** Harder chains, or a puzzle logic cannot finish. */
    EXTREME(Double.POSITIVE_INFINITY);

    private final double upTo;

    Grade(double upTo) {
        this.upTo = upTo;
    }

    /** The highest rating of this grade (infinite for EXTREME). */
    public double upTo() {
        return upTo;
    }

    /** The grade of a puzzle rated {@code rating}; a stalled puzzle is always EXTREME. */
    public static Grade of(double rating, boolean stalled) {
        if (stalled) {
            return EXTREME;
        }
        for (Grade g : values()) {
            if (rating <= g.upTo + 1e-9) {
                return g;
            }
        }
        return EXTREME;
    }
}
