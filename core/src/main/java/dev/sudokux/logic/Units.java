package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;

/**
 * Units in the orders Sudoku Explainer scans them, and small helpers on units shared by the
 * techniques. Units are numbered as in {@link Shape}: rows {@code 0..N-1}, columns {@code N..2N-1},
 * boxes {@code 2N..3N-1}; a position in a unit is an index into {@link Shape#unitCells(int)}, the bit
 * that stands for the cell in {@link CandidateGrid#places(int, int)}.
 */
final class Units {

    private Units() {
    }

    /** Boxes, then columns, then rows: the order of singles and subsets. */
    static int[] boxesColumnsRows(Shape shape) {
        int n = shape.size();
        int[] order = new int[3 * n];
        for (int i = 0; i < n; i++) {
            order[i] = 2 * n + i;
            order[n + i] = n + i;
            order[2 * n + i] = i;
        }
        return order;
    }

    /** Boxes, then rows, then columns: the order of the chains' links. */
    static int[] boxesRowsColumns(Shape shape) {
        int n = shape.size();
        int[] order = new int[3 * n];
        for (int i = 0; i < n; i++) {
            order[i] = 2 * n + i;
            order[n + i] = i;
            order[2 * n + i] = n + i;
        }
        return order;
    }

    /** Whether {@code unit} is a box. */
    static boolean isBox(Shape shape, int unit) {
        return unit >= 2 * shape.size();
    }

    /** The number of blank cells of {@code unit}. */
    static int blanks(CandidateGrid grid, int unit) {
        return grid.size() - Long.bitCount(grid.unitValues(unit));
    }

    /** The cells of {@code unit} as a set of positions of {@code other}'s cells: which of them it holds. */
    static long positionsIn(Shape shape, int unit, int other) {
        long set = 0;
        int[] cells = ShapeTables.unitCells(shape, other);
        for (int k = 0; k < cells.length; k++) {
            if (contains(shape, unit, cells[k])) {
                set |= 1L << k;
            }
        }
        return set;
    }

    /** Whether {@code unit} holds {@code cell}. */
    static boolean contains(Shape shape, int unit, int cell) {
        int n = shape.size();
        if (unit < n) {
            return shape.row(cell) == unit;
        }
        if (unit < 2 * n) {
            return shape.column(cell) == unit - n;
        }
        return shape.box(cell) == unit - 2 * n;
    }

    /** Whether two different units share a cell. */
    static boolean crosses(Shape shape, int a, int b) {
        if (a == b) {
            return false;
        }
        for (int cell : ShapeTables.unitCells(shape, a)) {
            if (contains(shape, b, cell)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Steps {@code c} (indices {@code c[0] < c[1] < ...} below {@code m}) to the next combination in
     * co-lexicographic order, the order of increasing bit masks; returns false after the last.
     */
    static boolean nextCombination(int[] c, int m) {
        int k = c.length;
        for (int i = 0; i < k; i++) {
            int limit = i + 1 < k ? c[i + 1] : m;
            if (c[i] + 1 < limit) {
                c[i]++;
                for (int j = 0; j < i; j++) {
                    c[j] = j;
                }
                return true;
            }
        }
        return false;
    }

    /** The first combination of {@code k} indices: 0, 1, ..., k-1. */
    static int[] firstCombination(int k) {
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = i;
        }
        return c;
    }
}
