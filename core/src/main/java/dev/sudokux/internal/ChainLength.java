package dev.sudokux.internal;

/**
 * What a chain's length adds to a step's difficulty, as Sudoku Explainer adds it: nothing up to a
 * length of 4, then 0.1 each time the length passes a ceiling that grows by 3/2 and 4/3 in turn
 * (4, 6, 8, 12, 16, ...). The classic rater's chains and the variant explainer's alternating
 * inference chains both rate by it.
 */
public final class ChainLength {
    private ChainLength() {
    }

    /** The extra difficulty of a chain of {@code complexity} (its nodes; the length is two less). */
    public static double difficulty(int complexity) {
        double added = 0.0;
        int ceiling = 4;
        int length = complexity - 2;
        boolean odd = false;
        while (length > ceiling) {
            added += 0.1;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return added;
    }
}
