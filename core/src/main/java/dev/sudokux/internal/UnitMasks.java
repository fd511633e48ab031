package dev.sudokux.internal;

import dev.sudokux.sudoku.Shape;
import java.util.Arrays;

/**
 * The values used in each row, column and box of a grid being filled, as bit sets (bit {@code v-1}
 * for value {@code v}), so that a cell's candidates are three array reads and an OR. The searches
 * and the generator keep one each, place and remove values as they go, and ask for candidates.
 * Nothing is checked: placing a value its units already hold, or removing one they do not, leaves
 * the masks wrong (callers place only candidates).
 */
public final class UnitMasks {
    private final int size;
    private final long all;
    private final long[] row;
    private final long[] column;
    private final long[] box;
    private final int[] rowOf;
    private final int[] columnOf;
    private final int[] boxOf;

    /** Empty masks for a grid of {@code shape} (every value free everywhere). */
    public UnitMasks(Shape shape) {
        size = shape.size();
        int cells = shape.cellCount();
        all = shape.allValues();
        row = new long[size];
        column = new long[size];
        box = new long[size];
        rowOf = new int[cells];
        columnOf = new int[cells];
        boxOf = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            rowOf[cell] = shape.row(cell);
            columnOf[cell] = shape.column(cell);
            boxOf[cell] = shape.box(cell);
        }
    }

    /** Frees every value everywhere. */
    public void clear() {
        Arrays.fill(row, 0);
        Arrays.fill(column, 0);
        Arrays.fill(box, 0);
    }

    /** Takes the state of {@code other}, masks of the same shape. */
    public void copyFrom(UnitMasks other) {
        System.arraycopy(other.row, 0, row, 0, size);
        System.arraycopy(other.column, 0, column, 0, size);
        System.arraycopy(other.box, 0, box, 0, size);
    }

    /** Records every filled cell of {@code values} (0 blank); the values must keep the rules. */
    public void placeAll(byte[] values) {
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != 0) {
                place(cell, values[cell]);
            }
        }
    }

    /** The values no unit of {@code cell} holds yet. */
    public long candidates(int cell) {
        return all & ~used(cell);
    }

    /** The values the row, column or box of {@code cell} holds. */
    public long used(int cell) {
        return row[rowOf[cell]] | column[columnOf[cell]] | box[boxOf[cell]];
    }

    /** The values unit {@code unit} holds, units numbered as {@link Shape#unitCells(int)} numbers them. */
    public long usedInUnit(int unit) {
        return unit < size ? row[unit] : unit < 2 * size ? column[unit - size] : box[unit - 2 * size];
    }

    /** Marks {@code value} used in the three units of {@code cell}. */
    public void place(int cell, int value) {
        placeBit(cell, 1L << (value - 1));
    }

    /** Undoes {@link #place(int, int)}. */
    public void remove(int cell, int value) {
        removeBit(cell, 1L << (value - 1));
    }

    /** {@link #place(int, int)} with the value as its bit. */
    public void placeBit(int cell, long bit) {
        row[rowOf[cell]] |= bit;
        column[columnOf[cell]] |= bit;
        box[boxOf[cell]] |= bit;
    }

    /** {@link #remove(int, int)} with the value as its bit. */
    public void removeBit(int cell, long bit) {
        row[rowOf[cell]] &= ~bit;
        column[columnOf[cell]] &= ~bit;
        box[boxOf[cell]] &= ~bit;
    }
}
