package dev.sudokux.solve;

import dev.sudokux.sudoku.Shape;

/**
 * The values used in each row, column and box of a grid being filled, as bit sets (bit {@code v-1}
 * for value {@code v}), so that a cell's candidates are three array reads and an OR. One instance
 * serves one search; it does not check that a value is free before {@link #place(int, int)}.
 */
final class UnitMasks {
    private final long all;
    private final long[] row;
    private final long[] column;
    private final long[] box;
    private final int[] rowOf;
    private final int[] columnOf;
    private final int[] boxOf;

    /** Empty masks for a grid of {@code shape} (every value free everywhere). */
    UnitMasks(Shape shape) {
        int n = shape.size();
        int cells = shape.cellCount();
        all = shape.allValues();
        row = new long[n];
        column = new long[n];
        box = new long[n];
        rowOf = new int[cells];
        columnOf = new int[cells];
        boxOf = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            rowOf[cell] = shape.row(cell);
            columnOf[cell] = shape.column(cell);
            boxOf[cell] = shape.box(cell);
        }
    }

    /** Records every filled cell of {@code values} (0 blank); the values must keep the rules. */
    void placeAll(byte[] values) {
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != 0) {
                place(cell, values[cell]);
            }
        }
    }

    /** The values no unit of {@code cell} holds yet. */
    long candidates(int cell) {
        return all & ~(row[rowOf[cell]] | column[columnOf[cell]] | box[boxOf[cell]]);
    }

    /** Marks {@code value} used in the three units of {@code cell}. */
    void place(int cell, int value) {
        long bit = 1L << (value - 1);
        row[rowOf[cell]] |= bit;
        column[columnOf[cell]] |= bit;
        box[boxOf[cell]] |= bit;
    }

    /** Undoes {@link #place(int, int)}. */
    void remove(int cell, int value) {
        long bit = ~(1L << (value - 1));
        row[rowOf[cell]] &= bit;
        column[columnOf[cell]] &= bit;
        box[boxOf[cell]] &= bit;
    }
}
