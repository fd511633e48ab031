package dev.sudokux.variant;

import java.util.Locale;

/**
 * The multi-grid layouts: several grids of the same size that overlap in whole boxes. Each places
 * grids of N x N (N = b x b, square boxes of side b) at fixed corners; for 9x9 grids:
 *
 * <ul>
 *   <li>{@link #SAMURAI}: five grids in a 21 x 21 frame, the middle one sharing a corner box with
 *       each of the four others (the gattai-5 of Japanese magazines);</li>
 *   <li>{@link #TWODOKU}: two grids in 15 x 15, sharing one box (double Sudoku);</li>
 *   <li>{@link #BUTTERFLY}: four grids in 12 x 12, each sharing four boxes with each neighbour;</li>
 *   <li>{@link #SOHEI}: four grids in 21 x 21 round a hole, each sharing a corner box with two;</li>
 *   <li>{@link #WINDMILL}: five grids in 21 x 21, four turning round the middle one and sharing two
 *       boxes with it.</li>
 * </ul>
 */
public enum Layout {
    /** One grid. */
    CLASSIC,
    /** Five grids, the middle one sharing a corner box with each of the four others. */
    SAMURAI,
    /** Two grids sharing one box. */
    TWODOKU,
    /** Four grids in a square, overlapping. */
    BUTTERFLY,
    /** Four grids round a hole, each sharing a corner box with two others. */
    SOHEI,
    /** Four grids turning round a fifth, each sharing two boxes with it. */
    WINDMILL;

    /**
     * The top-left corners (row, column) of the grids of side {@code n} with boxes of side {@code b},
     * in the order the grids are numbered.
     */
    public int[][] corners(int n, int b) {
        return switch (this) {
            case CLASSIC -> new int[][] {{0, 0}};
            case SAMURAI -> new int[][] {{0, 0}, {0, n + b}, {n - b, n - b}, {n + b, 0}, {n + b, n + b}};
            case TWODOKU -> new int[][] {{0, 0}, {n - b, n - b}};
            case BUTTERFLY -> new int[][] {{0, 0}, {0, b}, {b, 0}, {b, b}};
            case SOHEI -> new int[][] {{0, n - b}, {n - b, 0}, {n - b, 2 * n - 2 * b}, {2 * n - 2 * b, n - b}};
            case WINDMILL -> new int[][] {{0, b}, {b, 2 * n - 2 * b}, {n - b, n - b}, {2 * n - 2 * b, n}, {n, 0}};
        };
    }

    /** The side of the whole frame for grids of side {@code n}, boxes of side {@code b}. */
    public int side(int n, int b) {
        int side = 0;
        for (int[] corner : corners(n, b)) {
            side = Math.max(side, Math.max(corner[0], corner[1]) + n);
        }
        return side;
    }

    /** The name on the command line: {@code samurai}. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The layout called {@code name} ({@code samurai}, {@code butterfly}, ...).
     *
     * @throws IllegalArgumentException naming the layouts there are
     */
    public static Layout parse(String name) {
        for (Layout l : values()) {
            if (l.optionName().equals(name.trim().toLowerCase(Locale.ROOT))) {
                return l;
            }
        }
        throw new IllegalArgumentException("no layout '" + name
                + "': choose classic, samurai, twodoku, butterfly, sohei or windmill");
    }
}
