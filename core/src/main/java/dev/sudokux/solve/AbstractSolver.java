package dev.sudokux.solve;

import dev.sudokux.sudoku.Conflict;
import dev.sudokux.sudoku.Grid;
import java.util.List;

/**
 * The common frame of every solver: checks the shape, answers "no solution" at once for a puzzle
 * whose givens break the rules (telling the tracer which cells clash), and runs the search with a
 * {@link SearchContext}. A subclass writes only its search.
 */
abstract class AbstractSolver implements Solver {

    private final String name;
    private final String description;

    protected AbstractSolver(String name, String description) {
        this.name = name;
        this.description = description;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final Result solve(Grid puzzle, SolveRequest request) {
        if (!supports(puzzle.shape())) {
            throw new IllegalArgumentException("solver '" + name + "' does not solve " + puzzle.shape() + " puzzles");
        }
        SearchContext context = new SearchContext(this, puzzle, request);
        if (!puzzle.isValid()) {
            if (request.tracing()) {
                List<Conflict> conflicts = puzzle.conflicts();
                request.tracer().deadEnd(0, "the givens break the rules: " + conflicts.get(0).describe(puzzle.shape()));
            }
            return context.result();
        }
        search(puzzle, context);
        return context.result();
    }

    /**
     * Searches a puzzle whose givens keep the rules, reporting to {@code context}: nodes, guesses and
     * every solution; returns when the search space is exhausted or the context says stop.
     */
    protected abstract void search(Grid puzzle, SearchContext context);

    @Override
    public String toString() {
        return name;
    }
}
