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
    private final int[][] optionItems;

    private SudokuExactCover(Grid puzzle) {
        this.puzzle = puzzle;
        this.shape = puzzle.shape();
        int n = shape.size();
        int cells = shape.cellCount();
        // Which unit-values the givens already hold.
        long[] rowUsed = new long[n];
        long[] columnUsed = new long[n];
        long[] boxUsed = new long[n];
        for (int cell = 0; cell < cells; cell++) {
            int v = puzzle.get(cell);
            if (v != 0) {
                long bit = 1L << (v - 1);
                rowUsed[shape.row(cell)] |= bit;
                columnUsed[shape.column(cell)] |= bit;
                boxUsed[shape.box(cell)] |= bit;
            }
        }
        // Items: numbered on the fly, only those still to be covered.
        int[] cellItem = new int[cells];
        int[] rowItem = new int[n * n];
        int[] columnItem = new int[n * n];
        int[] boxItem = new int[n * n];
        int count = 0;
        int capacity = 4 * cells;
        int[] kind = new int[capacity];
        int[] index = new int[capacity];
        int[] value = new int[capacity];
        for (int cell = 0; cell < cells; cell++) {
            cellItem[cell] = -1;
            if (puzzle.get(cell) == 0) {
                cellItem[cell] = count;
                kind[count] = CELL;
                index[count] = cell;
                count++;
            }
        }
        count = numberUnitItems(ROW, rowUsed, rowItem, kind, index, value, count);
        count = numberUnitItems(COLUMN, columnUsed, columnItem, kind, index, value, count);
        count = numberUnitItems(BOX, boxUsed, boxItem, kind, index, value, count);
        this.itemKind = java.util.Arrays.copyOf(kind, count);
        this.itemIndex = java.util.Arrays.copyOf(index, count);
        this.itemValue = java.util.Arrays.copyOf(value, count);
        // Options: blank cells and the values no given peer holds.
        List<int[]> options = new ArrayList<>();
        int optionCount = 0;
        int[] cellOf = new int[cells * n];
        int[] valueOf = new int[cells * n];
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.get(cell) != 0) {
                continue;
            }
            int r = shape.row(cell);
            int c = shape.column(cell);
            int b = shape.box(cell);
            long free = shape.allValues() & ~(rowUsed[r] | columnUsed[c] | boxUsed[b]);
            while (free != 0) {
                int d = Long.numberOfTrailingZeros(free);
                free &= free - 1;
                options.add(new int[] {cellItem[cell], rowItem[r * n + d], columnItem[c * n + d], boxItem[b * n + d]});
                cellOf[optionCount] = cell;
                valueOf[optionCount] = d + 1;
                optionCount++;
            }
        }
        this.optionItems = options.toArray(new int[0][]);
        this.optionCell = java.util.Arrays.copyOf(cellOf, optionCount);
        this.optionValue = java.util.Arrays.copyOf(valueOf, optionCount);
    }

    private int numberUnitItems(int kindOfUnit, long[] used, int[] itemOf, int[] kind, int[] index, int[] value,
                                int count) {
        int n = shape.size();
        for (int u = 0; u < n; u++) {
            for (int d = 0; d < n; d++) {
                if ((used[u] >>> d & 1) != 0) {
                    itemOf[u * n + d] = -1;
                } else {
                    itemOf[u * n + d] = count;
                    kind[count] = kindOfUnit;
                    index[count] = u;
                    value[count] = d + 1;
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
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(Math.max(1, itemKind.length), 0);
        for (int[] option : optionItems) {
            b.addOption(option);
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
        for (int[] option : optionItems) {
            b.addOption(option);
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
