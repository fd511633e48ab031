package dev.sudokux.sudoku;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * The reduction of a Sudoku puzzle to exact cover, in one place.
 *
 * <p>Items, all primary: {@code cell(r,c)} (the cell holds one value), {@code row(r,d)},
 * {@code column(c,d)} and {@code box(b,d)} (the unit holds value d once). Options: {@code (r,c,d)},
 * value d in cell (r,c), covering its four items. The givens are applied before any search: an item a
 * given already satisfies is left out, and only the options of blank cells whose value no given peer
 * holds are built. A puzzle whose givens break the rules gets the problem of the grid without them
 * (callers check {@link Grid#isValid()} first).
 *
 * <p>Item names, in {@link #namedProblem()}: {@code r1c2} (cell), {@code r1#5} (row 1 holds 5),
 * {@code c2#5}, {@code b1#5}, rows, columns, boxes and values from 1. Option {@code k} places
 * {@link #value(int)} in {@link #cell(int)}.
 */
public final class SudokuExactCover {

    private static final int CELL = 0;
    private static final int ROW = 1;
    private static final int COLUMN = 2;
    private static final int BOX = 3;

    private final Grid puzzle;
    private final Shape shape;
    private final int[] itemKind; // CELL, ROW, COLUMN, BOX
    private final int[] itemIndex; // cell, or r/c/b
    private final int[] itemValue; // value for unit items, 0 for cells
    private final int[] optionCell;
    private final int[] optionValue;
    private final int[] optionItems; // four items an option, option k at 4k..4k+3

    private SudokuExactCover(Grid puzzle) {
        this.puzzle = puzzle;
        this.shape = puzzle.shape();
        int n = shape.size();
        int cells = shape.cellCount();
        // Which unit-values the givens already hold.
        long[] rowUsed = new long[n];
        long[] columnUsed = new long[n];
        long[] boxUsed = new long[n];
        int blanks = 0;
        for (int cell = 0; cell < cells; cell++) {
            int v = puzzle.get(cell);
            if (v != 0) {
                long bit = 1L << (v - 1);
                rowUsed[shape.row(cell)] |= bit;
                columnUsed[shape.column(cell)] |= bit;
                boxUsed[shape.box(cell)] |= bit;
            } else {
                blanks++;
            }
        }
        // Items: numbered on the fly, only those still to be covered: blank cells, then the
        // row-values, column-values and box-values no given holds.
        int count = blanks;
        for (int u = 0; u < n; u++) {
            count += 3 * n - Long.bitCount(rowUsed[u]) - Long.bitCount(columnUsed[u]) - Long.bitCount(boxUsed[u]);
        }
        itemKind = new int[count];
        itemIndex = new int[count];
        itemValue = new int[count];
        int[] cellItem = new int[cells];
        int[] rowItem = new int[n * n];
        int[] columnItem = new int[n * n];
        int[] boxItem = new int[n * n];
        int next = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.get(cell) == 0) {
                cellItem[cell] = next;
                itemKind[next] = CELL;
                itemIndex[next] = cell;
                next++;
            }
        }
        next = numberUnitItems(ROW, rowUsed, rowItem, next);
        next = numberUnitItems(COLUMN, columnUsed, columnItem, next);
        numberUnitItems(BOX, boxUsed, boxItem, next);
        // Options: blank cells and the values no given peer holds.
        int optionCount = 0;
        long[] free = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.get(cell) == 0) {
                free[cell] = shape.allValues()
                        & ~(rowUsed[shape.row(cell)] | columnUsed[shape.column(cell)] | boxUsed[shape.box(cell)]);
                optionCount += Long.bitCount(free[cell]);
            }
        }
        optionCell = new int[optionCount];
        optionValue = new int[optionCount];
        optionItems = new int[4 * optionCount];
        int k = 0;
        for (int cell = 0; cell < cells; cell++) {
            long f = free[cell];
            int r = shape.row(cell);
            int c = shape.column(cell);
            int b = shape.box(cell);
            while (f != 0) {
                int d = Long.numberOfTrailingZeros(f);
                f &= f - 1;
                optionItems[4 * k] = cellItem[cell];
                optionItems[4 * k + 1] = rowItem[r * n + d];
                optionItems[4 * k + 2] = columnItem[c * n + d];
                optionItems[4 * k + 3] = boxItem[b * n + d];
                optionCell[k] = cell;
                optionValue[k] = d + 1;
                k++;
            }
        }
    }

    private int numberUnitItems(int kindOfUnit, long[] used, int[] itemOf, int count) {
        int n = shape.size();
        for (int u = 0; u < n; u++) {
            for (int d = 0; d < n; d++) {
                if ((used[u] >>> d & 1) != 0) {
                    itemOf[u * n + d] = -1;
                } else {
                    itemOf[u * n + d] = count;
                    itemKind[count] = kindOfUnit;
                    itemIndex[count] = u;
                    itemValue[count] = d + 1;
                    count++;
                }
            }
        }
        return count;
    }

    /** The reduction of {@code puzzle}. */
    public static SudokuExactCover of(Grid puzzle) {
        return new SudokuExactCover(puzzle);
    }

    /** The puzzle reduced. */
    public Grid puzzle() {
        return puzzle;
    }

    /**
     * The exact cover problem, items numbered without names (fast to build). A puzzle with no blank
     * cell has nothing to cover: see {@link #isSolved()}.
     */
    public ExactCoverProblem problem() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(Math.max(1, itemKind.length), 0)
                .expect(optionCell.length, optionItems.length);
        for (int k = 0; k < optionCell.length; k++) {
            b.addOption(optionItems, 4 * k, 4);
        }
        return b.build();
    }

    /** The same problem with readable item names ({@code r1c2}, {@code r1#5}, {@code c2#5}, {@code b1#5}). */
    public ExactCoverProblem namedProblem() {
        List<String> names = new ArrayList<>(itemKind.length);
        for (int i = 0; i < itemKind.length; i++) {
            names.add(itemName(i));
        }
        if (names.isEmpty()) {
            names.add("solved");
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(names, List.of());
        for (int k = 0; k < optionCell.length; k++) {
            b.addOption(optionItems, 4 * k, 4);
        }
        return b.build();
    }

    /**
     * Whether the puzzle has no blank cell, so there is nothing to cover (the problem then has a
     * single dummy item that no option covers, and callers should not search it).
     */
    public boolean isSolved() {
        return itemKind.length == 0;
    }

    /** Number of items. */
    public int itemCount() {
        return itemKind.length;
    }

    /** Number of options. */
    public int optionCount() {
        return optionCell.length;
    }

    /** The cell option {@code k} fills. */
    public int cell(int option) {
        return optionCell[option];
    }

    /**
     * The option that puts {@code value} in {@code cell}, or -1 when there is none (the cell is a
     * given, or a given peer holds the value).
     */
    public int option(int cell, int value) {
        int lo = 0;
        int hi = optionCell.length - 1;
        // Options are in order of cell, then value: binary search.
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = optionCell[mid] != cell ? Integer.compare(optionCell[mid], cell)
                    : Integer.compare(optionValue[mid], value);
            if (c == 0) {
                return mid;
            }
            if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /** The value option {@code k} puts there, from 1. */
    public int value(int option) {
        return optionValue[option];
    }

    /** The name of item {@code k}: {@code r1c2}, {@code r1#5}, {@code c2#5} or {@code b1#5}. */
    public String itemName(int item) {
        return switch (itemKind[item]) {
            case CELL -> shape.cellName(itemIndex[item]);
            case ROW -> "r" + (itemIndex[item] + 1) + "#" + itemValue[item];
            case COLUMN -> "c" + (itemIndex[item] + 1) + "#" + itemValue[item];
            default -> "b" + (itemIndex[item] + 1) + "#" + itemValue[item];
        };
    }

    /**
     * What item {@code k} asks, in words, for traces: {@code r3c4} (a cell) or {@code 5 in row 3}.
     */
    public String describeItem(int item) {
        return switch (itemKind[item]) {
            case CELL -> shape.cellName(itemIndex[item]);
            case ROW -> itemValue[item] + " in row " + (itemIndex[item] + 1);
            case COLUMN -> itemValue[item] + " in column " + (itemIndex[item] + 1);
            default -> itemValue[item] + " in box " + (itemIndex[item] + 1);
        };
    }

    /** Whether item {@code k} is a cell item (the others are unit-value items). */
    public boolean isCellItem(int item) {
        return itemKind[item] == CELL;
    }

    /** The grid the options {@code chosen} make: the puzzle with each option's value in its cell. */
    public Grid apply(int[] chosen) {
        int[] values = puzzle.toArray();
        for (int option : chosen) {
            values[optionCell[option]] = optionValue[option];
        }
        return Grid.of(shape, values);
    }

    /** Writes the values of the options {@code chosen} into {@code values} (puzzle values elsewhere). */
    public void apply(int[] chosen, byte[] values) {
        puzzle.copyTo(values);
        for (int option : chosen) {
            values[optionCell[option]] = (byte) optionValue[option];
        }
    }
}
