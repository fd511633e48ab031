package dev.sudokux.format;

import dev.sudokux.sudoku.Conflict;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.Arrays;

/**
 * One puzzle while it is being read: its values, where each cell was written, and the first thing
 * found wrong with it. A parser fills it and {@link #finish} turns it into a {@link Puzzle} or a
 * {@link PuzzleError}. The arrays are reused from puzzle to puzzle of the same size.
 */
final class PuzzleDraft {

    private Shape shape;
    private int[] values = new int[0];
    private int[] cellLine = new int[0];
    private int[] cellColumn = new int[0];
    private long[] seen = new long[0];
    /** Set when every cell is on one line, at column {@code firstColumn + cell}: no per-cell arrays. */
    private int oneLine;
    private int firstColumn;

    private String problem;
    private int errorLine;
    private int errorColumn;

    /** Starts a puzzle of {@code shape}, or of no known shape (null) when its size is already wrong. */
    void begin(Shape shape) {
        this.shape = shape;
        problem = null;
        oneLine = 0;
        if (shape != null && values.length != shape.cellCount()) {
            values = new int[shape.cellCount()];
            cellLine = new int[shape.cellCount()];
            cellColumn = new int[shape.cellCount()];
        }
        if (shape != null && seen.length != 2 * shape.size()) {
            seen = new long[2 * shape.size()];
        }
    }

    /** The shape being read, null when unknown. */
    Shape shape() {
        return shape;
    }

    /** The values, row by row, for a parser to fill directly (with {@link #onOneLine}). */
    int[] values() {
        return values;
    }

    /** Says that cell {@code k} was read at {@code line}, column {@code firstColumn + k}. */
    void onOneLine(int line, int firstColumn) {
        this.oneLine = line;
        this.firstColumn = firstColumn;
    }

    /** Sets {@code cell} to {@code value}, read at {@code line} and {@code column}. */
    void set(int cell, int value, int line, int column) {
        values[cell] = value;
        cellLine[cell] = line;
        cellColumn[cell] = column;
    }

    /** Records a problem at {@code line}, {@code column}, unless one was found before (the first one wins). */
    void fail(int line, int column, String message) {
        if (problem == null) {
            problem = message;
            errorLine = line;
            errorColumn = column;
        }
    }

    /** Whether a problem was recorded. */
    boolean failed() {
        return problem != null;
    }

    /**
     * The puzzle, or its error: the first problem recorded, else the first pair of equal givens in a
     * unit, found reading the cells row by row (the error is at the later cell of the pair).
     */
    PuzzleItem finish(int number, int startLine, Format format, String trailing) {
        if (problem != null) {
            return new PuzzleError(number, errorLine, errorColumn, problem);
        }
        int later = firstRepeat();
        Grid grid = Grid.of(shape, values);
        if (later >= 0) {
            Conflict conflict = conflictAt(grid, later);
            return new PuzzleError(number, oneLine > 0 ? oneLine : cellLine[later],
                    oneLine > 0 ? firstColumn + later : cellColumn[later], conflict.describe(shape));
        }
        return new Puzzle(grid, number, startLine, format, trailing);
    }

    /** The first cell, row by row, whose value an earlier cell of its row, column or box holds; -1 for none. */
    private int firstRepeat() {
        // Branch-free over the cells (blanks are frequent and random, so a test per cell mispredicts):
        // a blank's bit is 0. Only a row that repeats a value goes through the exact search.
        int n = shape.size();
        int boxRows = shape.boxRows();
        int boxColumns = shape.boxColumns();
        int stacks = n / boxColumns;
        long[] s = seen; // s[column], then s[n + box]
        Arrays.fill(s, 0);
        int[] v = values;
        for (int row = 0, cell = 0; row < n; row++) {
            long rowSeen = 0;
            long clash = 0;
            int firstBox = n + (row / boxRows) * stacks;
            for (int stack = 0, column = 0; stack < stacks; stack++) {
                long boxSeen = s[firstBox + stack];
                for (int k = 0; k < boxColumns; k++, column++, cell++) {
                    int value = v[cell];
                    long bit = (1L << (value - 1)) & ((long) -value >> 63);
                    clash |= (rowSeen | boxSeen | s[column]) & bit;
                    rowSeen |= bit;
                    boxSeen |= bit;
                    s[column] |= bit;
                }
                s[firstBox + stack] = boxSeen;
            }
            if (clash != 0) {
                return firstRepeatExactly();
            }
        }
        return -1;
    }

    /** {@link #firstRepeat()} one cell at a time. */
    private int firstRepeatExactly() {
        int n = shape.size();
        long[] s = new long[3 * n];
        for (int cell = 0; cell < values.length; cell++) {
            int value = values[cell];
            if (value == 0) {
                continue;
            }
            long bit = 1L << (value - 1);
            int row = cell / n;
            int column = n + cell % n;
            int box = 2 * n + shape.box(cell);
            if (((s[row] | s[column] | s[box]) & bit) != 0) {
                return cell;
            }
            s[row] |= bit;
            s[column] |= bit;
            s[box] |= bit;
        }
        throw new IllegalStateException("no repeat");
    }

    /** The conflict whose later cell is {@code later}, with the earliest first cell. */
    private static Conflict conflictAt(Grid grid, int later) {
        for (Conflict c : grid.conflicts()) {
            if (c.second() == later) {
                return c;
            }
        }
        throw new IllegalStateException("no conflict at cell " + later);
    }
}
