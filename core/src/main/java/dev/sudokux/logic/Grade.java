package dev.sudokux.logic;

/**
 * A puzzle's difficulty in words, from its {@link Rating}. The thresholds, on the rating (the
 * hardest step's difficulty):
 * <table>
 *   <caption>Grades</caption>
 *   <tr><th>grade</th><th>rating</th><th>what it takes</th></tr>
 *   <tr><td>EASY</td><td>up to 2.3</td><td>singles (full house, hidden and naked singles), and the direct pointing, claiming and hidden pair that lead straight to one</td></tr>
 *   <tr><td>MEDIUM</td><td>up to 3.4</td><td>direct hidden triple, locked candidates, naked and hidden pairs, X-Wing</td></tr>
 *   <tr><td>HARD</td><td>up to 4.5</td><td>triples, Swordfish, Skyscraper, 2-String Kite, Turbot Fish, XY- and XYZ-Wing, unique rectangles</td></tr>
 *   <tr><td>EXPERT</td><td>up to 6.5</td><td>unique loops, quads, Jellyfish, longer strong-link chains, WXYZ- and VWXYZ-Wings, BUG, Aligned Pair Exclusion, the shortest cycles</td></tr>
 *   <tr><td>EXTREME</td><td>above 6.5, or stalled</td><td>chains and cycles, Aligned Triplet Exclusion, Nishio, multiple, dynamic and nested forcing chains, or beyond what sudokux knows</td></tr>
 * </table>
 * The cuts follow Sudoku Explainer's scale where the technique families change. Checked on rated
 * sets: QQWing's "simple" and "easy" puzzles all grade EASY, its "intermediate" ones all MEDIUM, its
 * "expert" ones HARD or harder; Sudoku Exchange puzzles that Sukaku Explainer rates 2.5 to 3.4 grade
 * MEDIUM (99%), 3.6 and 3.8 HARD (100%); the forum's hardest (SE 9.7 to 11.9) all EXTREME.
 */
public enum Grade {
    /** Singles only: rating up to 2.3. */
    EASY(2.3),
    /** Locked candidates, pairs, X-Wing: up to 3.4. */
    MEDIUM(3.4),
    /** Triples, Swordfish, wings, unique rectangles of types 1, 2 and 4: up to 4.5. */
    HARD(4.5),
    /** Unique loops, quads, Jellyfish, strong-link chains, wings of 4 and 5 cells, BUG, Aligned Pair Exclusion: up to 6.5. */
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
