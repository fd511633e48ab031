package dev.sudokux.generate;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * A second opinion on how many solutions a puzzle has, written apart from every solver: plain
 * backtracking on value bit sets, choosing the blank cell with the fewest candidates and, when no
 * cell is forced, any value with a single place in a unit. Recursive; fine up to 25x25 for puzzles
 * the generator makes.
 */
final class OracleCounter {
    private final Shape shape;
    private final int n;
    private final int[] values;
    private long found;
    private long limit;

    private OracleCounter(Grid puzzle) {
        this.shape = puzzle.shape();
        this.n = shape.size();
        this.values = puzzle.toArray();
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

    private long candidates(int cell) {
        long used = 0;
        for (int peer : shape.peers(cell)) {
            if (values[peer] != 0) {
                used |= 1L << (values[peer] - 1);
            }
        }
        return shape.allValues() & ~used;
    }

    private void search() {
        long[] cand = new long[values.length];
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                cand[cell] = candidates(cell);
                int k = Long.bitCount(cand[cell]);
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
                        if (values[cell] == 0 && (cand[cell] >>> (v - 1) & 1) != 0) {
                            places++;
                            where = cell;
                        }
                    }
                    if (places == 0) {
                        return;
                    }
                    if (places == 1) {
                        values[where] = v;
                        search();
                        values[where] = 0;
                        return;
                    }
                }
            }
        }
        for (long c = cand[best]; c != 0 && found < limit; c &= c - 1) {
            values[best] = Long.numberOfTrailingZeros(c) + 1;
            search();
        }
        values[best] = 0;
    }
}
