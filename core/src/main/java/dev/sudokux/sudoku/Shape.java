package dev.sudokux.sudoku;

import dev.sudokux.internal.ShapeTables;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The shape of a Sudoku: an N x N grid cut into N boxes of {@code boxRows x boxColumns} cells, with
 * {@code N = boxRows * boxColumns}. Square boxes give 4x4, 9x9, 16x16, 25x25, 36x36 ... 64x64;
 * rectangular ones give 6x6 (2x3 boxes), 8x8 (2x4), 10x10 (2x5), 12x12 (3x4) and so on. N is at most
 * {@link #MAX_SIZE}, so a cell's candidates fit in one {@code long}.
 *
 * <p>Cells are numbered row by row from 0: {@code cell = row * N + column}. Units (the regions that
 * must hold every value once) are numbered {@code 0..N-1} for the rows, {@code N..2N-1} for the
 * columns and {@code 2N..3N-1} for the boxes; boxes are numbered row by row. Rows, columns and values
 * are from 0 in the API and from 1 when shown to people ({@code r1c1} is the top-left cell).
 *
 * <p>Shapes are immutable and interned: {@code Shape.of(3, 3) == Shape.of(3, 3)}.
 */
public final class Shape {

    /** The largest N: candidates are bits of a {@code long}. */
    public static final int MAX_SIZE = 64;

    private static final ConcurrentHashMap<Integer, Shape> SHAPES = new ConcurrentHashMap<>();

    static {
        // The library's own loops read the tables without copying them (see ShapeTables).
        ShapeTables.grant(new ShapeTables.Access() {
            @Override
            public int[] unitCells(Shape shape, int unit) {
                return shape.unitCells[unit];
            }

            @Override
            public int[] unitsOf(Shape shape, int cell) {
                return shape.cellUnits[cell];
            }

            @Override
            public int[] peers(Shape shape, int cell) {
                return shape.peers[cell];
            }
        });
    }

    /** The classic 9x9 shape with 3x3 boxes. */
    public static final Shape CLASSIC = of(3, 3);

    private final int boxRows;
    private final int boxColumns;
    private final int size;
    private final int cellCount;
    private final int[][] unitCells;
    private final int[][] cellUnits;
    private final int[][] peers;
    private final int[] boxOfCell;

    private Shape(int boxRows, int boxColumns) {
        this.boxRows = boxRows;
        this.boxColumns = boxColumns;
        this.size = boxRows * boxColumns;
        this.cellCount = size * size;
        int n = size;
        unitCells = new int[3 * n][n];
        cellUnits = new int[cellCount][3];
        boxOfCell = new int[cellCount];
        int[] filled = new int[3 * n];
        for (int cell = 0; cell < cellCount; cell++) {
            int r = cell / n;
            int c = cell % n;
            int b = (r / boxRows) * (n / boxColumns) + c / boxColumns;
            boxOfCell[cell] = b;
            int[] units = {r, n + c, 2 * n + b};
            cellUnits[cell] = units;
            for (int u : units) {
                unitCells[u][filled[u]++] = cell;
            }
        }
        peers = new int[cellCount][];
        boolean[] mark = new boolean[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            int count = 0;
            for (int u : cellUnits[cell]) {
                for (int other : unitCells[u]) {
                    if (other != cell && !mark[other]) {
                        mark[other] = true;
                        count++;
                    }
                }
            }
            int[] list = new int[count];
            int k = 0;
            for (int other = 0; other < cellCount; other++) {
                if (mark[other]) {
                    list[k++] = other;
                    mark[other] = false;
                }
            }
            peers[cell] = list;
        }
    }

    /**
     * The shape with boxes of {@code boxRows} rows and {@code boxColumns} columns.
     *
     * @throws IllegalArgumentException when either is below 1 or their product above {@link #MAX_SIZE}
     */
    public static Shape of(int boxRows, int boxColumns) {
        if (boxRows < 1 || boxColumns < 1 || (long) boxRows * boxColumns > MAX_SIZE) {
            throw new IllegalArgumentException("no Sudoku has " + boxRows + "x" + boxColumns
                    + " boxes: each side must be at least 1 and the grid at most " + MAX_SIZE + "x" + MAX_SIZE);
        }
        return SHAPES.computeIfAbsent(boxRows * 1000 + boxColumns, k -> new Shape(boxRows, boxColumns));
    }

    /** The square shape with {@code box x box} boxes: 2 gives 4x4, 3 gives 9x9, 4 gives 16x16. */
    public static Shape square(int box) {
        return of(box, box);
    }

    /**
     * The usual shape of an N x N Sudoku: square boxes when N is a square, otherwise the most nearly
     * square boxes with fewer rows than columns (6 gives 2x3, 8 gives 2x4, 10 gives 2x5, 12 gives 3x4).
     *
     * @throws IllegalArgumentException when N is outside 1..64 or prime above 3 (no boxes but 1xN)
     */
    public static Shape forSize(int n) {
        if (n < 1 || n > MAX_SIZE) {
            throw new IllegalArgumentException("a Sudoku is 1x1 to " + MAX_SIZE + "x" + MAX_SIZE + ", not " + n + "x" + n);
        }
        int best = 1;
        for (int r = 1; r * r <= n; r++) {
            if (n % r == 0) {
                best = r;
            }
        }
        if (best == 1 && n > 3) {
            throw new IllegalArgumentException(n + "x" + n + " has no boxes but 1x" + n
                    + " (" + n + " is prime): name the boxes, for example 1x" + n);
        }
        return of(best, n / best);
    }

    /**
     * Whether N x N, N not a square, has more than one box shape with at least two rows and two
     * columns a box (12: 2x6 or 3x4; 18: 2x9 or 3x6), so that {@link #forSize(int)} had to choose.
     * A square N is taken to have square boxes.
     */
    public static boolean isAmbiguous(int n) {
        int root = (int) Math.round(Math.sqrt(n));
        if (root * root == n) {
            return false;
        }
        int count = 0;
        for (int r = 2; r * r <= n; r++) {
            if (n % r == 0 && n / r >= 2) {
                count++;
            }
        }
        return count > 1;
    }

    /**
     * Reads a box shape written {@code RxC} (rows x columns of a box, such as {@code 2x3}) or a single
     * number {@code n} for square boxes.
     */
    public static Shape parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        try {
            int x = t.indexOf('x');
            if (x < 0) {
                return square(Integer.parseInt(t));
            }
            return of(Integer.parseInt(t.substring(0, x).trim()), Integer.parseInt(t.substring(x + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a box shape: write RxC, such as 3x3 or 2x3");
        }
    }

    /** Rows in a box. */
    public int boxRows() {
        return boxRows;
    }

    /** Columns in a box. */
    public int boxColumns() {
        return boxColumns;
    }

    /** N: the number of rows, of columns, of boxes and of values. */
    public int size() {
        return size;
    }

    /** N x N. */
    public int cellCount() {
        return cellCount;
    }

    /** 3N: rows, columns and boxes. */
    public int unitCount() {
        return 3 * size;
    }

    /** Whether the boxes are square. */
    public boolean isSquare() {
        return boxRows == boxColumns;
    }

    /** The cell at {@code row}, {@code column} (from 0). */
    public int cell(int row, int column) {
        return row * size + column;
    }

    /** The row of {@code cell}, from 0. */
    public int row(int cell) {
        return cell / size;
    }

    /** The column of {@code cell}, from 0. */
    public int column(int cell) {
        return cell % size;
    }

    /** The box of {@code cell}, from 0, boxes numbered row by row. */
    public int box(int cell) {
        return boxOfCell[cell];
    }

    /** The unit number of row {@code r}. */
    public int rowUnit(int r) {
        return r;
    }

    /** The unit number of column {@code c}. */
    public int columnUnit(int c) {
        return size + c;
    }

    /** The unit number of box {@code b}. */
    public int boxUnit(int b) {
        return 2 * size + b;
    }

    /** The N cells of a unit, in increasing order (a new array each call: the shape's own is never handed out). */
    public int[] unitCells(int unit) {
        return unitCells[unit].clone();
    }

    /** The three units of a cell: its row, its column and its box (a new array each call). */
    public int[] unitsOf(int cell) {
        return cellUnits[cell].clone();
    }

    /** The cells that share a unit with {@code cell}, in increasing order (a new array each call). */
    public int[] peers(int cell) {
        return peers[cell].clone();
    }

    /** A cell as people name it: {@code r1c2} (row and column from 1). */
    public String cellName(int cell) {
        return "r" + (row(cell) + 1) + "c" + (column(cell) + 1);
    }

    /** A unit as people name it: {@code row 3}, {@code column 5}, {@code box 7} (from 1). */
    public String unitName(int unit) {
        if (unit < size) {
            return "row " + (unit + 1);
        }
        if (unit < 2 * size) {
            return "column " + (unit - size + 1);
        }
        return "box " + (unit - 2 * size + 1);
    }

    /** All values as a bit set: bit {@code v-1} stands for value {@code v}. */
    public long allValues() {
        return size == 64 ? -1L : (1L << size) - 1;
    }

    @Override
    public String toString() {
        return size + "x" + size + " (" + boxRows + "x" + boxColumns + " boxes)";
    }

    /** The box shape as written on the command line: {@code RxC}. */
    public String boxText() {
        return boxRows + "x" + boxColumns;
    }

    // Shapes are interned, so identity equality is value equality.
}
