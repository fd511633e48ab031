package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;

/** Whether cells see each other (share a row, a column or a box). */
final class Peers {

    private Peers() {
    }

    /** Whether {@code a} and {@code b} are different cells sharing a unit. */
    static boolean sees(Shape shape, int a, int b) {
        return a != b && (shape.row(a) == shape.row(b) || shape.column(a) == shape.column(b)
                || shape.box(a) == shape.box(b));
    }
}
