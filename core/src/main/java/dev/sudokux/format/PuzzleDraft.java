package dev.sudokux.format;

import dev.sudokux.internal.ShapeTables;
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
    /** The filled cells, in the order they were set (row by row): the only cells the rules check. */
    private int[] givens = new int[0];
    private int givenCount;
    /** unitOf[3 * cell + k]: the row, column and box units of each cell of the shape. */
    private int[] unitOf = new int[0];
    private Shape unitsShape;
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
        givenCount = 0;
        if (shape == null) {
            return;
        }
        int cells = shape.cellCount();
        if (values.length != cells) {
            values = new int[cells];
            cellLine = new int[cells];
            cellColumn = new int[cells];
            givens = new int[cells];
        }
        if (unitsShape != shape) {
            unitsShape = shape;
            seen = new long[shape.unitCount()];
            unitOf = new int[3 * cells];
            for (int cell = 0; cell < cells; cell++) {
                System.arraycopy(ShapeTables.unitsOf(shape, cell), 0, unitOf, 3 * cell, 3);
            }
        }
    }

    /** The shape being read, null when unknown. */
    Shape shape() {
        return shape;
    }

    /**
     * The values, row by row, for a parser to fill directly, with {@link #givens()},
     * {@link #givenCount(int)} and {@link #onOneLine}.
     */
    int[] values() {
        return values;
    }

    /**
     * The list of filled cells, for a parser that fills {@link #values()} directly: it appends each
     * filled cell, in increasing order, and then says how many with {@link #givenCount(int)}.
     */
    int[] givens() {
        return givens;
    }

    /** Says how many cells of {@link #givens()} were filled in. */
    void givenCount(int count) {
        givenCount = count;
    }

    /** Says that cell {@code k} was read at {@code line}, column {@code firstColumn + k}. */
    void onOneLine(int line, int firstColumn) {
        this.oneLine = line;
        this.firstColumn = firstColumn;
    }

    /**
     * Sets {@code cell} to {@code value}, read at {@code line} and {@code column}. Cells are set in
     * increasing order (row by row), each once.
     */
    void set(int cell, int value, int line, int column) {
        values[cell] = value;
        cellLine[cell] = line;
        cellColumn[cell] = column;
        givens[givenCount] = cell;
        givenCount += isFilled(value);
    }

    /** 1 for a filled cell's value (1..64), 0 for a blank, without a branch (blanks come at random). */
    static int isFilled(int value) {
        return (value + 63) >>> 6;
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

    /**
     * The first cell, row by row, whose value an earlier cell of its row, column or box holds; -1
     * for none. Only the filled cells are visited: most cells of a puzzle are blank.
     */
    private int firstRepeat() {
        long[] s = seen; // one bit set per value, for each unit
        Arrays.fill(s, 0);
        int[] v = values;
        int[] g = givens;
        int[] u = unitOf;
        for (int i = 0, count = givenCount; i < count; i++) {
            int cell = g[i];
            long bit = 1L << (v[cell] - 1);
            int row = u[3 * cell];
            int column = u[3 * cell + 1];
            int box = u[3 * cell + 2];
            long rowSeen = s[row];
            long columnSeen = s[column];
            long boxSeen = s[box];
            if (((rowSeen | columnSeen | boxSeen) & bit) != 0) {
                return cell;
            }
            s[row] = rowSeen | bit;
            s[column] = columnSeen | bit;
            s[box] = boxSeen | bit;
        }
        return -1;
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
