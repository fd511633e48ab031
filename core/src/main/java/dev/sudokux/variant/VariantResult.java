package dev.sudokux.variant;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveStats;
import dev.sudokux.solve.Status;
import java.util.List;

/**
 * What {@link VariantSolver} found, as {@link Result} says it for classic puzzles: the status, the
 * solutions kept, how many were found, why the search stopped and what it did. Every solution in
 * it keeps every house, constraint and given of the puzzle.
 *
 * @param status        NONE, UNIQUE, MULTIPLE or LIMIT_REACHED
 * @param solutions     the solutions kept, in the order found
 * @param solutionCount how many were found; the total only when {@link #isComplete()}
 * @param stopReason    why the search ended
 * @param stats         nodes, guesses, time
 */
public record VariantResult(Status status, List<VariantGrid> solutions, long solutionCount, StopReason stopReason,
                            SolveStats stats) {

    /** Copies the list. */
    public VariantResult {
        solutions = List.copyOf(solutions);
    }

    /** Whether every branch was searched, so {@link #solutionCount()} is the number of solutions. */
    public boolean isComplete() {
        return stopReason == StopReason.EXHAUSTED;
    }

    /** Whether a node or time budget, or an interruption, cut the search short. */
    public boolean isIncomplete() {
        return stopReason.isBudget();
    }

    /** The first solution kept, or null. */
    public VariantGrid first() {
        return solutions.isEmpty() ? null : solutions.get(0);
    }
}
