package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;

/**
 * Skyscraper: two parallel strong links on one value (two rows, or two columns), joined at one end by
 * a shared column (or row); the two free ends see every cell that loses the value. A four-cell
 * X-Chain; difficulty 6.6.
 */
public final class Skyscraper extends StrongLinkPair {

    @Override
    public String name() {
        return "Skyscraper";
    }

    @Override
    boolean accepts(Shape shape, int unitA, int unitB, int b, int c) {
        return (isRow(shape, unitA) && isRow(shape, unitB) && shape.column(b) == shape.column(c))
                || (isColumn(shape, unitA) && isColumn(shape, unitB) && shape.row(b) == shape.row(c));
    }
}
