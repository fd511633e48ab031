package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;

/**
 * Turbot Fish: the four-cell X-Chains that are neither a Skyscraper nor a 2-String Kite (a strong link
 * in a box, or a weak link through a box between parallel lines). Difficulty 6.6.
 */
public final class TurbotFish extends StrongLinkPair {

    private static final Skyscraper SKYSCRAPER = new Skyscraper();
    private static final TwoStringKite KITE = new TwoStringKite();

    @Override
    public String name() {
        return "Turbot Fish";
    }

    @Override
    boolean accepts(Shape shape, int unitA, int unitB, int b, int c) {
        return !SKYSCRAPER.accepts(shape, unitA, unitB, b, c) && !KITE.accepts(shape, unitA, unitB, b, c);
    }
}
