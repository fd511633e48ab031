package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * A Sudoku solver: finds the first solution of a puzzle, counts solutions up to a limit, or hands
 * every solution to a listener. Every implementation returns the same {@link Result}, and every
 * solution in it has been checked against the rules and the givens. A puzzle whose givens break the
 * rules has no solution.
 *
 * <p>Solvers are safe to share between threads (each call keeps its own state).
 */
public interface Solver {

    /** The name used on the command line ({@code --solver NAME}). */
    String name();

    /** One line saying how it works. */
    String description();

    /** Whether it can solve puzzles of this shape. */
    default boolean supports(Shape shape) {
        return true;
    }

    /**
     * Searches {@code puzzle} as {@code request} asks.
     *
     * @throws IllegalArgumentException when the solver does not support the puzzle's shape
     */
    Result solve(Grid puzzle, SolveRequest request);

    /** The first solution (status FOUND with it, or NONE; LIMIT_REACHED only when interrupted). */
    default Result first(Grid puzzle) {
        return solve(puzzle, SolveRequest.first());
    }

    /** Up to two solutions: status NONE, UNIQUE or MULTIPLE. */
    default Result check(Grid puzzle) {
        return solve(puzzle, SolveRequest.uniqueness());
    }

    /** Counts solutions, stopping at {@code limit}. */
    default Result count(Grid puzzle, long limit) {
        return solve(puzzle, SolveRequest.count(limit));
    }
}
