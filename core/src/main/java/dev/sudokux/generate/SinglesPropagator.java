package dev.sudokux.generate;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.internal.UnitMasks;

/**
 * Fills in what singles force on a grid: a blank cell with one candidate left (naked single) and a
 * value with one place left in a unit (hidden single), over and over until neither is found, or until
 * a contradiction shows (a blank cell with no candidate, a value with no place in a unit that misses
 * it). Every value it fills is one that every solution has, so a contradiction proves that the grid
 * it started from has no solution.
 *
 * <p>Values in a byte array, row by row; the values each row, column and box holds as bit sets
 * (bit {@code v-1} for value {@code v}). Working state for one thread.
 */
final class SinglesPropagator {

    private final Shape shape;
    private final int n;
    private final int cells;
    private final long all;
    private final int[][] unitCells;
    private final byte[] values;
    private final UnitMasks used;
    private final long[] seen;
    private int blanks;

    SinglesPropagator(Shape shape) {
        this.shape = shape;
        this.n = shape.size();
        this.cells = shape.cellCount();
        this.all = shape.allValues();
        this.unitCells = new int[3 * n][];
        for (int unit = 0; unit < 3 * n; unit++) {
            unitCells[unit] = ShapeTables.unitCells(shape, unit);
        }
        this.values = new byte[cells];
        this.used = new UnitMasks(shape);
        this.seen = new long[cells];
    }

    /** Starts from {@code grid} (values row by row, 0 blank), whose givens must keep the rules. */
    void load(byte[] grid) {
        System.arraycopy(grid, 0, values, 0, cells);
        used.clear();
        blanks = 0;
        for (int cell = 0; cell < cells; cell++) {
            int v = values[cell];
            if (v == 0) {
                blanks++;
            } else {
                used.place(cell, v);
            }
        }
    }

    /** Starts from the state of {@code other} (same shape). */
    void copyFrom(SinglesPropagator other) {
        System.arraycopy(other.values, 0, values, 0, cells);
        used.copyFrom(other.used);
        blanks = other.blanks;
    }

    /** The candidates of a blank {@code cell}: the values no peer holds. */
    long candidates(int cell) {
        return used.candidates(cell);
    }

    /** Puts {@code value} in the blank {@code cell}; false (and nothing done) when a peer holds it. */
    boolean place(int cell, int value) {
        long bit = 1L << (value - 1);
        if (values[cell] != 0 || (candidates(cell) & bit) == 0) {
            return false;
        }
        values[cell] = (byte) value;
        used.placeBit(cell, bit);
        blanks--;
        return true;
    }

    /**
     * Fills naked and hidden singles until none is left.
     *
     * @return false when a contradiction shows (the grid has no solution); the values are then
     *         partly filled and meaningless
     */
    boolean propagate() {
        boolean progress = true;
        while (progress && blanks > 0) {
            progress = false;
            for (int cell = 0; cell < cells; cell++) {
                if (values[cell] == 0) {
                    long c = candidates(cell);
                    if (c == 0) {
                        return false;
                    }
                    if ((c & (c - 1)) == 0) {
                        place(cell, Long.numberOfTrailingZeros(c) + 1);
                        progress = true;
                    }
                    seen[cell] = c;
                }
            }
            // Units, from the candidates seen in the sweep above: later placements only take
            // candidates away, so a value seen in one place has at most that place (place() checks).
            for (int unit = 0; unit < 3 * n; unit++) {
                int[] members = unitCells[unit];
                long once = 0;
                long twice = 0;
                for (int cell : members) {
                    if (values[cell] == 0) {
                        long c = seen[cell];
                        twice |= once & c;
                        once |= c;
                    }
                }
                long missing = all & ~used.usedInUnit(unit);
                if ((once & missing) != missing) {
                    return false;
                }
                long single = once & ~twice & missing;
                while (single != 0) {
                    long bit = Long.lowestOneBit(single);
                    single &= single - 1;
                    int value = Long.numberOfTrailingZeros(bit) + 1;
                    boolean placed = false;
                    for (int cell : members) {
                        if (values[cell] == 0 && (seen[cell] & bit) != 0) {
                            placed = place(cell, value);
                            break;
                        }
                    }
                    if (!placed) {
                        return false; // its one place is gone: taken, or a peer holds the value now
                    }
                    progress = true;
                }
            }
        }
        return true;
    }

    /** The value of {@code cell} (0 blank). */
    int get(int cell) {
        return values[cell];
    }

    /** Blank cells left. */
    int blanks() {
        return blanks;
    }

    /** Copies the values into {@code target} as ints. */
    void copyTo(int[] target) {
        for (int cell = 0; cell < cells; cell++) {
            target[cell] = values[cell];
        }
    }

    /** The shape. */
    Shape shape() {
        return shape;
    }
}
