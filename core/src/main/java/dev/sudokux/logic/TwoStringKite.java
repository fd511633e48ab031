package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;

/**
 * 2-String Kite: a strong link on one value in a row and one in a column, with an end of each in the
 * same box; the cell seeing both free ends loses the value. A four-cell X-Chain; difficulty 6.6.
 */
public final class TwoStringKite extends StrongLinkPair {

    @Override
    public String name() {
        return "2-String Kite";
    }

    @Override
    boolean accepts(Shape shape, int unitA, int unitB, int b, int c) {
        return ((isRow(shape, unitA) && isColumn(shape, unitB)) || (isColumn(shape, unitA) && isRow(shape, unitB)))
                && shape.box(b) == shape.box(c);
    }
}
