package dev.sudokux.generate;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * A second opinion on how many solutions a puzzle has, written apart from every solver: plain
 * recursive backtracking on value bit sets, choosing the blank cell with the fewest candidates and,
 * when no cell is forced, placing any value with a single place in a unit (a value with none is a
 * dead end). Fine up to 25x25 for puzzles the generator makes.
 */
final class OracleCounter {
    private final Shape shape;
    private final int n;
    private final int[] values;
    private final long[] rows;
    private final long[] columns;
    private final long[] boxes;
    private long found;
    private long limit;

    private OracleCounter(Grid puzzle) {
        this.shape = puzzle.shape();
        this.n = shape.size();
        this.values = new int[shape.cellCount()];
        this.rows = new long[n];
        this.columns = new long[n];
        this.boxes = new long[n];
        for (int cell = 0; cell < values.length; cell++) {
            if (puzzle.get(cell) != 0) {
                set(cell, puzzle.get(cell));
            }
        }
    }

    /** The number of solutions of {@code puzzle}, counted up to {@code limit}. */
    static long count(Grid puzzle, long limit) {
        if (!puzzle.isValid()) {
            return 0;
        }
        OracleCounter counter = new OracleCounter(puzzle);
        counter.limit = limit;
        counter.search();
        return counter.found;
    }

    private void set(int cell, int v) {
        long bit = 1L << (v - 1);
        values[cell] = v;
        rows[shape.row(cell)] |= bit;
        columns[shape.column(cell)] |= bit;
        boxes[shape.box(cell)] |= bit;
    }

    private void unset(int cell) {
        long bit = 1L << (values[cell] - 1);
        values[cell] = 0;
        rows[shape.row(cell)] &= ~bit;
        columns[shape.column(cell)] &= ~bit;
        boxes[shape.box(cell)] &= ~bit;
    }

    private long candidates(int cell) {
        return shape.allValues() & ~(rows[shape.row(cell)] | columns[shape.column(cell)] | boxes[shape.box(cell)]);
    }

    private void search() {
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                int k = Long.bitCount(candidates(cell));
                if (k < fewest) {
                    fewest = k;
                    best = cell;
                }
            }
        }
        if (best < 0) {
            found++;
            return;
        }
        if (fewest == 0) {
            return;
        }
        if (fewest > 1) {
            // A value with one place in a unit is forced there; with none, a dead end.
            for (int unit = 0; unit < 3 * n; unit++) {
                long present = 0;
                for (int cell : shape.unitCells(unit)) {
                    if (values[cell] != 0) {
                        present |= 1L << (values[cell] - 1);
                    }
                }
                for (int v = 1; v <= n; v++) {
                    if ((present >>> (v - 1) & 1) != 0) {
                        continue;
                    }
                    int places = 0;
                    int where = -1;
                    for (int cell : shape.unitCells(unit)) {
                        if (values[cell] == 0 && (candidates(cell) >>> (v - 1) & 1) != 0) {
                            places++;
                            where = cell;
                        }
                    }
                    if (places == 0) {
                        return;
                    }
                    if (places == 1) {
                        set(where, v);
                        search();
                        unset(where);
                        return;
                    }
                }
            }
        }
        for (long c = candidates(best); c != 0 && found < limit; c &= c - 1) {
            set(best, Long.numberOfTrailingZeros(c) + 1);
            search();
            unset(best);
        }
    }
}
