package dev.sudokux.variant;

import java.util.Arrays;
import java.util.Objects;

/**
 * A filled (or partly filled) board: one value a position, row by row over the whole frame, 0 for a
 * blank cell and for holes. The solutions of a {@link VariantPuzzle} are such grids.
 */
public final class VariantGrid {

    private final Board board;
    private final int[] values;

    /** The grid of {@code values} (copied) on {@code board}. */
    public VariantGrid(Board board, int[] values) {
        this.board = Objects.requireNonNull(board, "board");
        if (values.length != board.size()) {
            throw new IllegalArgumentException(values.length + " values for a board of " + board.size() + " positions");
        }
        this.values = values.clone();
    }

    /** The board. */
    public Board board() {
        return board;
    }

    /** The value at {@code position}: 0 for blank or a hole. */
    public int get(int position) {
        return values[position];
    }

    /** The values, one a position (a copy). */
    public int[] values() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VariantGrid g && g.board.equals(board) && Arrays.equals(g.values, values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /**
     * The values of the cells, row by row, one character each ({@code 1}-{@code 9}, then {@code A}
     * for 10 and on; {@code .} for a blank), holes left out; numbers separated by spaces above 35.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        boolean wide = board.digits() > 35;
        for (int p = 0; p < values.length; p++) {
            if (!board.isCell(p)) {
                continue;
            }
            int v = values[p];
            if (wide) {
                sb.append(sb.length() == 0 ? "" : " ").append(v);
            } else {
                sb.append(v == 0 ? '.' : Character.forDigit(v, 36));
            }
        }
        return wide ? sb.toString() : sb.toString().toUpperCase(java.util.Locale.ROOT);
    }
}
