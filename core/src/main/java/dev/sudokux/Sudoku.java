package dev.sudokux;

import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.util.Optional;

/**
 * The shortest way to use sudokux from code: static helpers over the default solver for each shape.
 *
 * <pre>{@code
 * Grid puzzle = Sudoku.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
 * Optional<Grid> solution = Sudoku.solve(puzzle);
 * Status status = Sudoku.check(puzzle);            // NONE, UNIQUE or MULTIPLE
 * long count = Sudoku.count(puzzle, 1000);         // stops at 1000
 *
 * char[][] board = ...;                            // LeetCode 37: 9x9, '.' for blanks
 * boolean solved = Sudoku.solveInPlace(board);
 * }</pre>
 */
public final class Sudoku {

    private Sudoku() {
    }

    /**
     * A puzzle from one line of N*N symbols ({@code 1-9}, then {@code A-Z}, {@code a-z}; {@code .} or
     * {@code 0} blank); square boxes when N is a square, otherwise the usual rectangular ones
     * ({@link Shape#forSize(int)}).
     *
     * @throws IllegalArgumentException naming the position of a bad symbol, or a bad length
     */
    public static Grid parse(String line) {
        String text = line.strip();
        int n = (int) Math.round(Math.sqrt(text.length()));
        if (n * n != text.length() || n < 1) {
            throw new IllegalArgumentException(text.length() + " symbols is no square grid (81 for 9x9, 256 for 16x16)");
        }
        return parse(text, Shape.forSize(n));
    }

    /** A puzzle of the given shape from one line of symbols. */
    public static Grid parse(String line, Shape shape) {
        String text = line.strip();
        if (text.length() != shape.cellCount()) {
            throw new IllegalArgumentException(text.length() + " symbols; a " + shape.size() + "x" + shape.size()
                    + " puzzle has " + shape.cellCount());
        }
        int[] values = new int[text.length()];
        for (int i = 0; i < values.length; i++) {
            int v = Symbols.LINE.value(text.charAt(i), shape.size());
            if (v < 0) {
                throw new IllegalArgumentException("unknown symbol '" + text.charAt(i) + "' at position " + (i + 1)
                        + " (expected " + Symbols.LINE.range(shape.size()) + " or '.' for blank)");
            }
            values[i] = v;
        }
        return Grid.of(shape, values);
    }

    /** The solver sudokux uses by default for this shape. */
    public static Solver solver(Shape shape) {
        return Solvers.best(shape);
    }

    /** The first solution of {@code puzzle}, if it has one. */
    public static Optional<Grid> solve(Grid puzzle) {
        return Optional.ofNullable(solver(puzzle.shape()).first(puzzle).first());
    }

    /** The solution of {@code puzzle} if it has exactly one; empty when it has none or several. */
    public static Optional<Grid> solveUnique(Grid puzzle) {
        Result r = solver(puzzle.shape()).check(puzzle);
        return r.status() == Status.UNIQUE ? Optional.of(r.first()) : Optional.empty();
    }

    /** Whether {@code puzzle} has no solution, exactly one, or several. */
    public static Status check(Grid puzzle) {
        return solver(puzzle.shape()).check(puzzle).status();
    }

    /**
     * The number of solutions of {@code puzzle}, counting stops at {@code limit}.
     *
     * @throws IllegalArgumentException when {@code limit} is below 1 (there is no count of 0 solutions to stop at)
     */
    public static long count(Grid puzzle, long limit) {
        return solver(puzzle.shape()).solve(puzzle, SolveRequest.count(limit)).solutionCount();
    }

    /**
     * LeetCode 37 ("Sudoku Solver"): fills a 9x9 board of {@code '1'..'9'} and {@code '.'} in place
     * with its first solution.
     *
     * @return true when solved; false when the board has no solution (the board is then unchanged)
     * @throws IllegalArgumentException when the board is not 9x9 or holds another character
     */
    public static boolean solveInPlace(char[][] board) {
        if (board == null || board.length != 9) {
            throw new IllegalArgumentException("the board must have 9 rows");
        }
        int[] values = new int[81];
        for (int r = 0; r < 9; r++) {
            if (board[r] == null || board[r].length != 9) {
                throw new IllegalArgumentException("row " + (r + 1) + " must have 9 cells");
            }
            for (int c = 0; c < 9; c++) {
                char ch = board[r][c];
                if (ch == '.') {
                    values[r * 9 + c] = 0;
                } else if (ch >= '1' && ch <= '9') {
                    values[r * 9 + c] = ch - '0';
                } else {
                    throw new IllegalArgumentException("r" + (r + 1) + "c" + (c + 1) + " holds '" + ch
                            + "' (expected '1'-'9' or '.')");
                }
            }
        }
        Optional<Grid> solution = solve(Grid.of(Shape.CLASSIC, values));
        if (solution.isEmpty()) {
            return false;
        }
        Grid g = solution.get();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                board[r][c] = (char) ('0' + g.get(r, c));
            }
        }
        return true;
    }
}
