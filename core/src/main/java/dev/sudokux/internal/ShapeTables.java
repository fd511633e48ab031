package dev.sudokux.internal;

import dev.sudokux.sudoku.Shape;

/**
 * A shape's unit, cell and peer tables without copying, for sudokux's own loops. {@link Shape}'s
 * public {@code unitCells}, {@code unitsOf} and {@code peers} hand out copies, because shapes are
 * interned and shared: a caller that wrote into a shared table would break every grid of that shape.
 * The library's searches read the tables millions of times, so they read the shared arrays here,
 * and must never write into them. This package is not exported.
 *
 * <p>{@code Shape} hands its tables over once, when its class is initialised ({@link #grant}), the
 * way the JDK's own packages share internals.
 */
public final class ShapeTables {

    /** What {@code Shape} hands over: its tables, shared, not copied. */
    public interface Access {
        /** The cells of {@code unit} (shared: never modify). */
        int[] unitCells(Shape shape, int unit);

        /** The row, column and box units of {@code cell} (shared: never modify). */
        int[] unitsOf(Shape shape, int cell);

        /** The peers of {@code cell} (shared: never modify). */
        int[] peers(Shape shape, int cell);
    }

    private static Access access;

    private ShapeTables() {
    }

    /**
     * Called by {@code Shape}'s class initialiser, once.
     *
     * @throws IllegalStateException when called again
     */
    public static synchronized void grant(Access tables) {
        if (access != null) {
            throw new IllegalStateException("Shape's tables were already handed over");
        }
        access = tables;
    }

    /** {@link Shape#unitCells(int)} without the copy (shared: never modify). */
    public static int[] unitCells(Shape shape, int unit) {
        return access.unitCells(shape, unit);
    }

    /** {@link Shape#unitsOf(int)} without the copy (shared: never modify). */
    public static int[] unitsOf(Shape shape, int cell) {
        return access.unitsOf(shape, cell);
    }

    /** {@link Shape#peers(int)} without the copy (shared: never modify). */
    public static int[] peers(Shape shape, int cell) {
        return access.peers(shape, cell);
    }
}
