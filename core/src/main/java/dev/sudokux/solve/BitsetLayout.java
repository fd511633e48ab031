package dev.sudokux.solve;

import dev.sudokux.sudoku.Shape;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tables {@link BitsetSearch} reads, built once per shape into primitive arrays and masks:
 * where each cell sits (row, column, box, position in its box), which cell sits at each position of
 * each box, and the masks that cut a row, column or box word into the lanes that box boundaries
 * make. Immutable and shared between threads.
 *
 * <p>Lanes: a word of N bits indexed by column (a row's places for a value) is cut into the
 * {@code N / boxColumns} box stacks, each {@code boxColumns} bits wide; a word indexed by row (a
 * column's places) into the bands, {@code boxRows} bits wide; a word indexed by position in a box
 * (row by row) into the box's rows, {@code boxColumns} bits wide, the same lanes as the stacks.
 * With the highest bit of each lane in {@code high} and the others in {@code low},
 * {@code (((x & low) + low) | x) & high} has the high bit of every lane where {@code x} has a bit:
 * no carry leaves a lane.
 */
final class BitsetLayout {

    private static final ConcurrentHashMap<Shape, BitsetLayout> LAYOUTS = new ConcurrentHashMap<>();

    final Shape shape;
    /** N: values, and cells in a unit. */
    final int size;
    final int cellCount;
    final int unitCount;
    final int boxRows;
    final int boxColumns;
    /** Boxes side by side in a band (N / boxColumns). */
    final int stacks;
    /** Every value (bit v-1 for value v), and likewise every column, row or position. */
    final long allValues;
    /** Words of a bit set with one bit a cell. */
    final int cellWords;
    /** The row, column and box of a cell (from 0), and its position in the box, row by row from 0. */
    final int[] rowOf;
    final int[] columnOf;
    final int[] boxOf;
    final int[] positionOf;
    /** {@code boxCells[b * size + p]}: the cell at position p of box b. */
    final int[] boxCells;
    /** The first row and the first column of a box. */
    final int[] boxTop;
    final int[] boxLeft;
    /** The columns of a box, and its rows, as masks. */
    final long[] boxColumnsMask;
    final long[] boxRowsMask;
    /** {@code boxColumns} one bits: one stack's columns, or one box row's positions, at the bottom. */
    final long rowLane;
    /** The positions of a box's first column (a later column's: shifted left by its offset). */
    final long firstColumnPositions;
    /** Lanes of columns by stack (and of box positions by box row): high bits and the others. */
    final long laneHigh;
    final long laneLow;
    /** Lanes of rows by band: high bits and the others. */
    final long bandHigh;
    final long bandLow;

    private BitsetLayout(Shape shape) {
        this.shape = shape;
        size = shape.size();
        cellCount = shape.cellCount();
        unitCount = shape.unitCount();
        boxRows = shape.boxRows();
        boxColumns = shape.boxColumns();
        stacks = size / boxColumns;
        allValues = shape.allValues();
        cellWords = (cellCount + 63) >>> 6;
        rowOf = new int[cellCount];
        columnOf = new int[cellCount];
        boxOf = new int[cellCount];
        positionOf = new int[cellCount];
        boxCells = new int[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            int r = cell / size;
            int c = cell % size;
            int b = shape.box(cell);
            int p = (r % boxRows) * boxColumns + c % boxColumns;
            rowOf[cell] = r;
            columnOf[cell] = c;
            boxOf[cell] = b;
            positionOf[cell] = p;
            boxCells[b * size + p] = cell;
        }
        rowLane = ones(boxColumns);
        long columnLane = ones(boxRows);
        boxTop = new int[size];
        boxLeft = new int[size];
        boxColumnsMask = new long[size];
        boxRowsMask = new long[size];
        for (int b = 0; b < size; b++) {
            boxTop[b] = (b / stacks) * boxRows;
            boxLeft[b] = (b % stacks) * boxColumns;
            boxColumnsMask[b] = rowLane << boxLeft[b];
            boxRowsMask[b] = columnLane << boxTop[b];
        }
        long first = 0;
        for (int k = 0; k < boxRows; k++) {
            first |= 1L << (k * boxColumns);
        }
        firstColumnPositions = first;
        laneHigh = lastOfEachLane(boxColumns);
        laneLow = allValues & ~laneHigh;
        bandHigh = lastOfEachLane(boxRows);
        bandLow = allValues & ~bandHigh;
    }

    private static long ones(int bits) {
        return bits == 64 ? -1L : (1L << bits) - 1;
    }

    private long lastOfEachLane(int width) {
        long high = 0;
        for (int bit = width - 1; bit < size; bit += width) {
            high |= 1L << bit;
        }
        return high;
    }

    /** The layout of {@code shape}, built on first use. */
    static BitsetLayout of(Shape shape) {
        return LAYOUTS.computeIfAbsent(shape, BitsetLayout::new);
    }
}
