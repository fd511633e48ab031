package dev.sudokux.exactcover;

import java.util.List;

/**
 * The outcome of a search: how many solutions it found, the ones it kept, why it stopped and what it
 * did.
 *
 * @param solutionCount solutions found; the total only when {@link #isComplete()}
 * @param solutions     the solutions kept (those asked for), in the order found
 * @param stopReason    why the search ended
 * @param stats         nodes, updates and time
 */
public record SearchResult(long solutionCount, List<Solution> solutions, StopReason stopReason, SearchStats stats) {

    /** Copies the list of solutions. */
    public SearchResult {
        solutions = List.copyOf(solutions);
    }

    /** Whether every branch was explored, so that {@link #solutionCount()} is the number of solutions. */
    public boolean isComplete() {
        return stopReason.isComplete();
    }

    /** Whether a node or time budget, or an interruption, cut the search short. */
    public boolean isIncomplete() {
        return stopReason.isBudget();
    }

    /** The first solution found, or null. */
    public Solution first() {
        return solutions.isEmpty() ? null : solutions.get(0);
    }
}
