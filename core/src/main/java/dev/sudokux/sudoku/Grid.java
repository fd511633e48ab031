package dev.sudokux.sudoku;

import dev.sudokux.internal.ShapeTables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable Sudoku grid: a {@link Shape} and a value for every cell, 0 for a blank and
 * {@code 1..N} for a filled cell. A puzzle and a solution are both grids.
 *
 * <pre>{@code
 * Grid puzzle = Grid.of(Shape.CLASSIC, values);   // 81 values, row by row, 0 blank
 * long candidates = puzzle.candidates(cell);      // bit v-1 set when v may go there
 * List<Conflict> broken = puzzle.conflicts();     // equal values in a unit
 * boolean done = solution.isSolutionOf(puzzle);
 * }</pre>
 */
public final class Grid {

    private final Shape shape;
    private final byte[] cells;
    private int hash;

    private Grid(Shape shape, byte[] cells) {
        this.shape = shape;
        this.cells = cells;
    }

    /** The grid with every cell blank. */
    public static Grid empty(Shape shape) {
        return new Grid(shape, new byte[shape.cellCount()]);
    }

    /**
     * A grid from its values, row by row: 0 for blank, 1..N for filled.
     *
     * @throws IllegalArgumentException when there are not N*N values or one is out of range
     */
    public static Grid of(Shape shape, int[] values) {
        checkLength(shape, values.length);
        int size = shape.size();
        byte[] cells = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            int v = values[i];
            if (v < 0 || v > size) {
                throw outside(shape, i, v);
            }
            cells[i] = (byte) v;
        }
        return new Grid(shape, cells);
    }

    /** Like {@link #of(Shape, int[])} from bytes (copied). */
    public static Grid of(Shape shape, byte[] values) {
        checkLength(shape, values.length);
        int size = shape.size();
        byte[] cells = values.clone();
        for (int i = 0; i < cells.length; i++) {
            int v = cells[i];
            if (v < 0 || v > size) {
                throw outside(shape, i, v);
            }
        }
        return new Grid(shape, cells);
    }

    /** The length check of both {@code of} methods: N*N values. */
    private static void checkLength(Shape shape, int length) {
        if (length != shape.cellCount()) {
            throw new IllegalArgumentException("a " + shape + " grid has " + shape.cellCount() + " cells, not " + length);
        }
    }

    /**
     * The error of both {@code of} methods for a value outside 0..N at {@code cell}. Only the
     * message is shared: each loop keeps its own range test, which the compiler keeps tight.
     */
    private static IllegalArgumentException outside(Shape shape, int cell, int value) {
        return new IllegalArgumentException("value " + value + " at " + shape.cellName(cell) + " is outside 0.." + shape.size());
    }

    /** The shape. */
    public Shape shape() {
        return shape;
    }

    /** N, the side of the grid. */
    public int size() {
        return shape.size();
    }

    /** The value of {@code cell}: 0 blank, 1..N filled. */
    public int get(int cell) {
        return cells[cell];
    }

    /** The value at {@code row}, {@code column} (from 0). */
    public int get(int row, int column) {
        return cells[shape.cell(row, column)];
    }

    /** This grid with {@code cell} set to {@code value} (0 to blank it). */
    public Grid with(int cell, int value) {
        if (value < 0 || value > shape.size()) {
            throw new IllegalArgumentException("value " + value + " is outside 0.." + shape.size());
        }
        byte[] copy = cells.clone();
        copy[cell] = (byte) value;
        return new Grid(shape, copy);
    }

    /** The values, row by row (a copy). */
    public int[] toArray() {
        int[] values = new int[cells.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = cells[i];
        }
        return values;
    }

    /** Copies the values, row by row, into {@code target}. */
    public void copyTo(byte[] target) {
        System.arraycopy(cells, 0, target, 0, cells.length);
    }

    /** The number of filled cells (the givens of a puzzle). */
    public int filledCount() {
        int n = 0;
        for (byte v : cells) {
            if (v != 0) {
                n++;
            }
        }
        return n;
    }

    /** Whether every cell is filled. */
    public boolean isFilled() {
        for (byte v : cells) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The values that may go in {@code cell}: bit {@code v-1} is set when no peer holds {@code v}.
     * For a filled cell, only its own value's bit (or none, when a peer holds the same value).
     */
    public long candidates(int cell) {
        long used = 0;
        for (int peer : ShapeTables.peers(shape, cell)) {
            int v = cells[peer];
            if (v != 0) {
                used |= 1L << (v - 1);
            }
        }
        int own = cells[cell];
        if (own != 0) {
            return ((used >>> (own - 1)) & 1) == 0 ? 1L << (own - 1) : 0;
        }
        return shape.allValues() & ~used;
    }

    /**
     * Every pair of cells that hold the same value in a unit, in row-by-row order of the pairs' first
     * then second cell, each pair once (with the first unit they share).
     */
    public List<Conflict> conflicts() {
        List<Conflict> found = new ArrayList<>();
        for (int cell = 0; cell < cells.length; cell++) {
            int v = cells[cell];
            if (v == 0) {
                continue;
            }
            for (int peer : ShapeTables.peers(shape, cell)) {
                if (peer > cell && cells[peer] == v) {
                    int unit;
                    if (shape.row(peer) == shape.row(cell)) {
                        unit = shape.rowUnit(shape.row(cell));
                    } else if (shape.column(peer) == shape.column(cell)) {
                        unit = shape.columnUnit(shape.column(cell));
                    } else {
                        unit = shape.boxUnit(shape.box(cell));
                    }
                    found.add(new Conflict(cell, peer, unit, v));
                }
            }
        }
        return found;
    }

    /** Whether no unit holds a value twice (blanks allowed). */
    public boolean isValid() {
        int n = shape.size();
        for (int u = 0; u < 3 * n; u++) {
            long seen = 0;
            for (int cell : ShapeTables.unitCells(shape, u)) {
                int v = cells[cell];
                if (v != 0) {
                    long bit = 1L << (v - 1);
                    if ((seen & bit) != 0) {
                        return false;
                    }
                    seen |= bit;
                }
            }
        }
        return true;
    }

    /** Whether the grid is filled and keeps every rule. */
    public boolean isSolved() {
        return isFilled() && isValid();
    }

    /** Whether this grid is a solution of {@code puzzle}: solved, same shape, and agreeing on its givens. */
    public boolean isSolutionOf(Grid puzzle) {
        if (puzzle.shape != shape || !isSolved()) {
            return false;
        }
        for (int i = 0; i < cells.length; i++) {
            if (puzzle.cells[i] != 0 && puzzle.cells[i] != cells[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.shape == shape && Arrays.equals(g.cells, cells);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(shape.boxRows(), shape.boxColumns()) * 31 + Arrays.hashCode(cells);
            hash = h;
        }
        return h;
    }

    /**
     * The grid on one line, row by row: {@code .} for blank, values as {@link Symbols#LINE} writes
     * them (1-9, then A-Z, a-z); above 61x61, numbers separated by spaces. For logs and tests.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(cells.length);
        if (shape.size() > Symbols.MAX_VALUE) {
            for (byte v : cells) {
                sb.append(sb.length() == 0 ? "" : " ").append(v);
            }
            return sb.toString();
        }
        for (byte v : cells) {
            sb.append(v == 0 ? '.' : Symbols.LINE.symbol(v));
        }
        return sb.toString();
    }
}
