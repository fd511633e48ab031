package dev.sudokux.cli;

import dev.sudokux.solve.SearchTracer;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.PrintWriter;

/**
 * Prints a search as a person can follow it ({@code --trace}), one event a line, indented by depth
 * (the number of guesses the state rests on):
 * <pre>
 *   r1c3 = 4 (only candidate of r1c3)
 *   guess r2c5 = 7 (one of 3 candidates)
 *     r4c4 = 1 (only place for 1 in row 4)
 *     dead end: r4c6 has no candidate
 *   backtrack: next candidate
 * </pre>
 */
final class TracePrinter implements SearchTracer {
    private final PrintWriter out;
    private final Shape shape;

    TracePrinter(PrintWriter out, Shape shape) {
        this.out = out;
        this.shape = shape;
    }

    private String indent(int depth) {
        return "  ".repeat(Math.max(0, depth) + 1);
    }

    @Override
    public void place(int depth, int cell, int value, String reason) {
        out.println(indent(depth) + shape.cellName(cell) + " = " + value + " (" + reason + ")");
    }

    @Override
    public void guess(int depth, int cell, int value, int candidates) {
        out.println(indent(depth) + "guess " + shape.cellName(cell) + " = " + value + " (one of " + candidates
                + " candidates)");
    }

    @Override
    public void deadEnd(int depth, String reason) {
        out.println(indent(depth) + "dead end: " + reason);
    }

    @Override
    public void backtrack(int depth) {
        out.println(indent(depth) + "backtrack: next candidate");
    }

    @Override
    public void solution(int depth, Grid solution) {
        out.println(indent(depth) + "solution found");
    }
}
