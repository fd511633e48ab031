package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;

/**
 * The search shared by the locked candidates techniques, in Sudoku Explainer's order: for each pair
 * of unit kinds (box then column, box then row, column then box, row then box), each value, each
 * unit of the first kind where the value has at least two places, all of them in one unit of the
 * second kind.
 */
final class Locking {

    /** Kinds of units. */
    static final int BOX = 0;
    static final int ROW = 1;
    static final int COLUMN = 2;

    /** Box to line: pointing. */
    static final int[][] POINTING = {{BOX, COLUMN}, {BOX, ROW}};
    /** Line to box: claiming. */
    static final int[][] CLAIMING = {{COLUMN, BOX}, {ROW, BOX}};
    /** Both, in Sudoku Explainer's order. */
    static final int[][] ALL = {{BOX, COLUMN}, {BOX, ROW}, {COLUMN, BOX}, {ROW, BOX}};

    /** Receives each lock: the value's places in {@code from} all lie in {@code to}. */
    interface Visitor {
        /** Returns true to stop the search. */
        boolean lock(int value, int kindFrom, int indexFrom, int from, int to);
    }

    private Locking() {
    }

    /** The unit of {@code kind} numbered {@code index}. */
    static int unit(Shape shape, int kind, int index) {
        int n = shape.size();
        return kind == BOX ? 2 * n + index : kind == ROW ? index : n + index;
    }

    /** Visits every lock in order; returns whether a visitor stopped it. */
    static boolean search(CandidateGrid grid, int[][] pairs, Visitor visitor) {
        Shape shape = grid.shape();
        int n = shape.size();
        for (int[] pair : pairs) {
            for (int value = 1; value <= n; value++) {
                for (int i1 = 0; i1 < n; i1++) {
                    int from = unit(shape, pair[0], i1);
                    long places = grid.places(from, value);
                    if (Long.bitCount(places) < 2) {
                        continue;
                    }
                    int to = common(shape, pair[1], ShapeTables.unitCells(shape, from), places);
                    if (to >= 0 && visitor.lock(value, pair[0], i1, from, to)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The unit of {@code kind} holding every cell at {@code places}, or -1. */
    private static int common(Shape shape, int kind, int[] cells, long places) {
        int unit = -1;
        for (long p = places; p != 0; p &= p - 1) {
            int cell = cells[Long.numberOfTrailingZeros(p)];
            int u = kind == BOX ? shape.boxUnit(shape.box(cell))
                    : kind == ROW ? shape.rowUnit(shape.row(cell)) : shape.columnUnit(shape.column(cell));
            if (unit >= 0 && u != unit) {
                return -1;
            }
            unit = u;
        }
        return unit;
    }
}
