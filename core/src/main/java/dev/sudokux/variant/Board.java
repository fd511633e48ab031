package dev.sudokux.variant;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where the digits go: a frame of {@code rows x columns} positions, some of them cells (the others
 * holes, as in the middle of a samurai's frame), the digits {@code 1..digits}, and the houses. A
 * position is {@code row * columns + column}, from 0; a cell is named {@code r1c1} from 1.
 *
 * <p>Boards are immutable. The classic boards come from {@link #classic(Shape)}, jigsaw boards from
 * {@link #jigsaw(int, int[])}, the multi-grid layouts from {@link #layout(Layout, Shape)}; houses are
 * added with {@link #withDiagonals(boolean, boolean)}, {@link #withWindows()},
 * {@link #withDisjointGroups()} and {@link #withHouse(House)}.
 *
 * <pre>{@code
 * Board x = Board.classic(Shape.CLASSIC).withDiagonals(true, true);     // X-Sudoku
 * Board samurai = Board.layout(Layout.SAMURAI, Shape.CLASSIC);        // 21 x 21, 369 cells
 * }</pre>
 */
public final class Board {

    /** The most digits a board may have: candidates are bits of a {@code long}. */
    public static final int MAX_DIGITS = Shape.MAX_SIZE;

    private final int rows;
    private final int columns;
    private final int digits;
    private final boolean[] present;
    private final int cellCount;
    private final List<House> houses;
    private final int[][] gridCorners; // the grids the frame is made of (null: not made of grids)
    private final Shape gridShape; // their box shape (null when their regions are irregular)
    private final int[][] housesOfCell;
    private volatile int[][] peers;

    private Board(int rows, int columns, int digits, boolean[] present, List<House> houses, int[][] gridCorners,
                  Shape gridShape) {
        if (rows < 1 || columns < 1 || (long) rows * columns > 1 << 20) {
            throw new IllegalArgumentException("a board is 1x1 to 1024x1024 cells, not " + rows + "x" + columns);
        }
        if (digits < 1 || digits > MAX_DIGITS) {
            throw new IllegalArgumentException("a board has 1 to " + MAX_DIGITS + " digits, not " + digits);
        }
        if (present.length != rows * columns) {
            throw new IllegalArgumentException("the cell map has " + present.length + " positions, not " + rows * columns);
        }
        this.rows = rows;
        this.columns = columns;
        this.digits = digits;
        this.present = present.clone();
        int count = 0;
        for (boolean p : present) {
            if (p) {
                count++;
            }
        }
        this.cellCount = count;
        // Houses with the same cells are one house (samurai grids share their corner boxes).
        Map<String, House> byCells = new LinkedHashMap<>();
        for (House h : houses) {
            for (int cell : h.cells()) {
                if (cell < 0 || cell >= present.length || !present[cell]) {
                    throw new IllegalArgumentException(h.name() + " holds " + positionName(cell, columns)
                            + ", which is not a cell of the board");
                }
            }
            if (h.size() > digits) {
                throw new IllegalArgumentException(h.name() + " has " + h.size() + " cells, more than the "
                        + digits + " digits");
            }
            byCells.putIfAbsent(Arrays.toString(h.cells()), h);
        }
        this.houses = List.copyOf(byCells.values());
        this.gridCorners = gridCorners;
        this.gridShape = gridShape;
        int[] n = new int[present.length];
        for (House h : this.houses) {
            for (int cell : h.cells()) {
                n[cell]++;
            }
        }
        housesOfCell = new int[present.length][];
        for (int p = 0; p < present.length; p++) {
            housesOfCell[p] = new int[n[p]];
            n[p] = 0;
        }
        for (int k = 0; k < this.houses.size(); k++) {
            for (int cell : this.houses.get(k).cells()) {
                housesOfCell[cell][n[cell]++] = k;
            }
        }
    }

    /**
     * A board of {@code rows x columns} positions, those marked in {@code present} being cells, with
     * the digits {@code 1..digits} and the houses given (houses with the same cells are kept once).
     *
     * @throws IllegalArgumentException when a house holds a hole or more cells than there are digits
     */
    public static Board of(int rows, int columns, int digits, boolean[] present, List<House> houses) {
        return new Board(rows, columns, digits, present, houses, null, null);
    }

    /** This board with the houses {@code extra} besides its own (its grids kept). */
    Board withHouses(List<House> extra) {
        List<House> all = new java.util.ArrayList<>(houses);
        all.addAll(extra);
        return new Board(rows, columns, digits, present, all, gridCorners, gridShape);
    }

    /** The classic board of {@code shape}: N x N cells, its rows, columns and boxes. */
    public static Board classic(Shape shape) {
        return layout(Layout.CLASSIC, shape);
    }

    /**
     * An N x N board whose boxes are the jigsaw regions {@code regionOfCell} (region numbers from 0,
     * one for each cell, row by row; -1 for a cell in no region), with its rows and columns.
     *
     * @throws IllegalArgumentException when a region has more than N cells or a number is out of range
     */
    public static Board jigsaw(int n, int[] regionOfCell) {
        if (regionOfCell.length != n * n) {
            throw new IllegalArgumentException("a " + n + "x" + n + " board has " + n * n + " cells, not "
                    + regionOfCell.length + " region numbers");
        }
        List<House> houses = rowsAndColumns(n, 0, 0, n, "");
        houses.addAll(regions(n, regionOfCell));
        boolean[] present = new boolean[n * n];
        Arrays.fill(present, true);
        return new Board(n, n, n, present, houses, new int[][] {{0, 0}}, null);
    }

    /**
     * The multi-grid {@code layout} of grids of {@code shape} (square boxes, except for
     * {@link Layout#CLASSIC}): every grid's rows, columns and boxes; the cells outside every grid
     * are holes.
     */
    public static Board layout(Layout layout, Shape shape) {
        int n = shape.size();
        if (layout != Layout.CLASSIC && !shape.isSquare()) {
            throw new IllegalArgumentException("a " + layout.optionName() + " layout needs square boxes, not "
                    + shape.boxText());
        }
        int b = shape.boxRows();
        int[][] corners = layout.corners(n, b);
        int side = layout.side(n, b);
        return grids(side, side, shape, corners);
    }

    /**
     * A frame of {@code rows x columns} positions holding grids of {@code shape} with their top-left
     * corners at {@code corners} ({row, column} each): every grid's rows, columns and boxes; the
     * positions outside every grid are holes.
     */
    public static Board grids(int rows, int columns, Shape shape, int[][] corners) {
        int n = shape.size();
        boolean[] present = new boolean[rows * columns];
        List<House> houses = new ArrayList<>();
        for (int g = 0; g < corners.length; g++) {
            int r0 = corners[g][0];
            int c0 = corners[g][1];
            if (r0 < 0 || c0 < 0 || r0 + n > rows || c0 + n > columns) {
                throw new IllegalArgumentException("grid " + (g + 1) + " at r" + (r0 + 1) + "c" + (c0 + 1)
                        + " does not fit in " + rows + "x" + columns);
            }
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    present[(r0 + r) * columns + c0 + c] = true;
                }
            }
        }
        for (int g = 0; g < corners.length; g++) {
            String prefix = corners.length == 1 ? "" : "grid " + (g + 1) + " ";
            int r0 = corners[g][0];
            int c0 = corners[g][1];
            houses.addAll(rowsAndColumns(n, r0, c0, columns, prefix));
            houses.addAll(boxes(n, n, shape.boxRows(), shape.boxColumns(), r0, c0, columns, prefix));
        }
        int[][] copy = new int[corners.length][];
        for (int g = 0; g < corners.length; g++) {
            copy[g] = corners[g].clone();
        }
        return new Board(rows, columns, n, present, houses, copy, shape);
    }

    /**
     * The rows ({@code row 1}...) and then the columns ({@code column 1}...) of a {@code rows x columns}
     * grid whose positions are numbered row by row: the houses of a grid of any shape, before its
     * boxes or regions.
     */
    public static List<House> rowsAndColumns(int rows, int columns) {
        return rowsAndColumns(rows, columns, 0, 0, columns, "");
    }

    private static List<House> rowsAndColumns(int n, int r0, int c0, int columns, String prefix) {
        return rowsAndColumns(n, n, r0, c0, columns, prefix);
    }

    /**
     * The boxes ({@code box 1}..., row by row, each box's cells row by row) of {@code boxRows x
     * boxColumns} cells that tile a {@code rows x columns} grid whose positions are numbered row by
     * row; {@code boxRows} must divide {@code rows} and {@code boxColumns} divide {@code columns}.
     */
    public static List<House> boxes(int rows, int columns, int boxRows, int boxColumns) {
        if (boxRows < 1 || boxColumns < 1 || rows % boxRows != 0 || columns % boxColumns != 0) {
            throw new IllegalArgumentException("boxes of " + boxRows + "x" + boxColumns + " do not tile a "
                    + rows + "x" + columns + " grid");
        }
        return boxes(rows, columns, boxRows, boxColumns, 0, 0, columns, "");
    }

    /** The boxes of a {@code rows x width} grid at (r0, c0) of a frame {@code columns} wide. */
    private static List<House> boxes(int rows, int width, int boxRows, int boxColumns, int r0, int c0, int columns,
                                     String prefix) {
        List<House> houses = new ArrayList<>();
        int perRow = width / boxColumns;
        int count = rows / boxRows * perRow;
        for (int box = 0; box < count; box++) {
            int br = r0 + (box / perRow) * boxRows;
            int bc = c0 + (box % perRow) * boxColumns;
            int[] cells = new int[boxRows * boxColumns];
            int k = 0;
            for (int r = 0; r < boxRows; r++) {
                for (int c = 0; c < boxColumns; c++) {
                    cells[k++] = (br + r) * columns + bc + c;
                }
            }
            houses.add(new House(House.Kind.BOX, prefix + "box " + (box + 1), cells));
        }
        return houses;
    }

    /** The rows and columns of a {@code rows x width} grid at (r0, c0) of a frame {@code columns} wide. */
    private static List<House> rowsAndColumns(int rows, int width, int r0, int c0, int columns, String prefix) {
        List<House> houses = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            int[] cells = new int[width];
            for (int c = 0; c < width; c++) {
                cells[c] = (r0 + r) * columns + c0 + c;
            }
            houses.add(new House(House.Kind.ROW, prefix + "row " + (r + 1), cells));
        }
        for (int c = 0; c < width; c++) {
            int[] cells = new int[rows];
            for (int r = 0; r < rows; r++) {
                cells[r] = (r0 + r) * columns + c0 + c;
            }
            houses.add(new House(House.Kind.COLUMN, prefix + "column " + (c + 1), cells));
        }
        return houses;
    }

    private static List<House> regions(int n, int[] regionOfCell) {
        List<List<Integer>> members = new ArrayList<>();
        for (int p = 0; p < regionOfCell.length; p++) {
            int region = regionOfCell[p];
            if (region < -1 || region >= n) {
                throw new IllegalArgumentException("r" + (p / n + 1) + "c" + (p % n + 1) + " is in region "
                        + (region + 1) + "; a " + n + "x" + n + " board has regions 1 to " + n);
            }
            if (region >= 0) {
                while (members.size() <= region) {
                    members.add(new ArrayList<>());
                }
                members.get(region).add(p);
            }
        }
        List<House> houses = new ArrayList<>();
        for (int region = 0; region < members.size(); region++) {
            List<Integer> cells = members.get(region);
            if (!cells.isEmpty()) {
                houses.add(new House(House.Kind.REGION, "region " + (region + 1),
                        cells.stream().mapToInt(Integer::intValue).toArray()));
            }
        }
        return houses;
    }

    /** This board with {@code house} added. */
    public Board withHouse(House house) {
        List<House> list = new ArrayList<>(houses);
        list.add(house);
        return new Board(rows, columns, digits, present, list, gridCorners, gridShape);
    }

    /** This board with every house of {@code kind} taken away. */
    public Board without(House.Kind kind) {
        List<House> list = new ArrayList<>(houses);
        list.removeIf(h -> h.kind() == kind);
        return new Board(rows, columns, digits, present, list, gridCorners, gridShape);
    }

    /**
     * This board with the main diagonal ({@code down}: r1c1 to rNcN) and the anti-diagonal
     * ({@code up}: rNc1 to r1cN) of each grid as houses (X-Sudoku).
     */
    public Board withDiagonals(boolean down, boolean up) {
        List<House> list = new ArrayList<>(houses);
        int n = digits;
        int[][] corners = gridCornersOrOrigin();
        for (int g = 0; g < corners.length; g++) {
            String prefix = corners.length == 1 ? "" : "grid " + (g + 1) + " ";
            int[] d = new int[n];
            int[] a = new int[n];
            for (int i = 0; i < n; i++) {
                d[i] = (corners[g][0] + i) * columns + corners[g][1] + i;
                a[i] = (corners[g][0] + n - 1 - i) * columns + corners[g][1] + i;
            }
            if (down) {
                list.add(new House(House.Kind.DIAGONAL_DOWN, prefix + "diagonal down", d));
            }
            if (up) {
                list.add(new House(House.Kind.DIAGONAL_UP, prefix + "diagonal up", a));
            }
        }
        return new Board(rows, columns, digits, present, list, gridCorners, gridShape);
    }

    /**
     * This board with the windows of windoku (hyper Sudoku) as houses: in each grid, the boxes that
     * start one cell in from the grid's corner and are one cell apart (four on 9x9).
     *
     * @throws IllegalStateException when the grids have no boxes
     */
    public Board withWindows() {
        Shape shape = requireGridShape("windows");
        List<House> list = new ArrayList<>(houses);
        int[][] corners = gridCornersOrOrigin();
        int br = shape.boxRows();
        int bc = shape.boxColumns();
        int n = digits;
        for (int g = 0; g < corners.length; g++) {
            String prefix = corners.length == 1 ? "" : "grid " + (g + 1) + " ";
            int k = 0;
            for (int top = 1; top + br <= n - 1; top += br + 1) {
                for (int left = 1; left + bc <= n - 1; left += bc + 1) {
                    int[] cells = new int[br * bc];
                    int i = 0;
                    for (int r = 0; r < br; r++) {
                        for (int c = 0; c < bc; c++) {
                            cells[i++] = (corners[g][0] + top + r) * columns + corners[g][1] + left + c;
                        }
                    }
                    list.add(new House(House.Kind.WINDOW, prefix + "window " + (++k), cells));
                }
            }
        }
        return new Board(rows, columns, digits, present, list, gridCorners, gridShape);
    }

    /**
     * This board with the disjoint groups as houses: in each grid, the cells at the same place in
     * every box (N groups of N cells).
     *
     * @throws IllegalStateException when the grids have no boxes
     */
    public Board withDisjointGroups() {
        Shape shape = requireGridShape("disjoint groups");
        List<House> list = new ArrayList<>(houses);
        int[][] corners = gridCornersOrOrigin();
        int n = digits;
        for (int g = 0; g < corners.length; g++) {
            String prefix = corners.length == 1 ? "" : "grid " + (g + 1) + " ";
            for (int place = 0; place < n; place++) {
                int pr = place / shape.boxColumns();
                int pc = place % shape.boxColumns();
                int[] cells = new int[n];
                for (int box = 0; box < n; box++) {
                    int r = (box / (n / shape.boxColumns())) * shape.boxRows() + pr;
                    int c = (box % (n / shape.boxColumns())) * shape.boxColumns() + pc;
                    cells[box] = (corners[g][0] + r) * columns + corners[g][1] + c;
                }
                list.add(new House(House.Kind.DISJOINT, prefix + "disjoint group " + (place + 1), cells));
            }
        }
        return new Board(rows, columns, digits, present, list, gridCorners, gridShape);
    }

    private Shape requireGridShape(String what) {
        if (gridShape == null) {
            throw new IllegalStateException(what + " need grids with boxes; this board's regions are irregular");
        }
        return gridShape;
    }

    private int[][] gridCornersOrOrigin() {
        return gridCorners != null ? gridCorners : new int[][] {{0, 0}};
    }

    /** Rows of the frame. */
    public int rows() {
        return rows;
    }

    /** Columns of the frame. */
    public int columns() {
        return columns;
    }

    /** The digits are {@code 1..digits()}. */
    public int digits() {
        return digits;
    }

    /** All digits as a bit set: bit {@code d-1} for digit {@code d}. */
    public long allDigits() {
        return digits == 64 ? -1L : (1L << digits) - 1;
    }

    /** The number of positions, cells and holes: {@code rows * columns}. */
    public int size() {
        return present.length;
    }

    /** The number of cells. */
    public int cellCount() {
        return cellCount;
    }

    /** Whether {@code position} is a cell (not a hole, and inside the frame). */
    public boolean isCell(int position) {
        return position >= 0 && position < present.length && present[position];
    }

    /** The position at {@code row}, {@code column} (from 0). */
    public int position(int row, int column) {
        return row * columns + column;
    }

    /** The row of a position, from 0. */
    public int row(int position) {
        return position / columns;
    }

    /** The column of a position, from 0. */
    public int column(int position) {
        return position % columns;
    }

    /** The houses, each once. */
    public List<House> houses() {
        return houses;
    }

    /** The numbers (in {@link #houses()}) of the houses holding {@code cell} (shared array: do not modify). */
    public int[] housesOf(int cell) {
        return housesOfCell[cell];
    }

    /** The top-left corners of the grids the frame is made of, or null when it is not made of grids. */
    public int[][] gridCorners() {
        if (gridCorners == null) {
            return null;
        }
        int[][] copy = new int[gridCorners.length][];
        for (int g = 0; g < copy.length; g++) {
            copy[g] = gridCorners[g].clone();
        }
        return copy;
    }

    /** The box shape of the grids, or null when the board has irregular regions or no grids. */
    public Shape gridShape() {
        return gridShape;
    }

    /** Whether this is a single N x N grid whose houses are exactly its rows, columns and boxes. */
    public boolean isClassic() {
        return gridShape != null && gridCorners != null && gridCorners.length == 1 && rows == digits
                && columns == digits && houses.size() == 3 * digits
                && houses.stream().allMatch(h -> h.kind() == House.Kind.ROW || h.kind() == House.Kind.COLUMN
                        || h.kind() == House.Kind.BOX);
    }

    /** The cells that share a house with {@code cell}, in increasing order (shared array: do not modify). */
    public int[] peers(int cell) {
        int[][] p = peers;
        if (p == null) {
            p = new int[present.length][];
            boolean[] mark = new boolean[present.length];
            for (int c = 0; c < present.length; c++) {
                int count = 0;
                for (int h : housesOfCell[c]) {
                    for (int other : houses.get(h).cellArray()) {
                        if (other != c && !mark[other]) {
                            mark[other] = true;
                            count++;
                        }
                    }
                }
                int[] list = new int[count];
                int k = 0;
                for (int other = 0; other < present.length && k < count; other++) {
                    if (mark[other]) {
                        list[k++] = other;
                        mark[other] = false;
                    }
                }
                p[c] = list;
            }
            peers = p;
        }
        return p[cell];
    }

    /** Whether the cells are distinct and every two share a house (their digits all differ). */
    boolean allSeeEachOther(int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (cells[i] == cells[j] || !seeEachOther(cells[i], cells[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether two cells share a house. */
    public boolean seeEachOther(int a, int b) {
        for (int h : housesOfCell[a]) {
            if (houses.get(h).contains(b)) {
                return true;
            }
        }
        return false;
    }

    /** A position as people name it: {@code r1c2} (row and column from 1). */
    public String cellName(int position) {
        return positionName(position, columns);
    }

    private static String positionName(int position, int columns) {
        return "r" + (position / columns + 1) + "c" + (position % columns + 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.rows == rows && b.columns == columns && b.digits == digits
                && Arrays.equals(b.present, present) && b.houses.equals(houses);
    }

    @Override
    public int hashCode() {
        return Objects.hash(rows, columns, digits, houses) * 31 + Arrays.hashCode(present);
    }

    @Override
    public String toString() {
        return rows + "x" + columns + " board, " + cellCount + " cells, digits 1-" + digits + ", "
                + houses.size() + " houses";
    }
}
