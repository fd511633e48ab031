package dev.sudokux.solve;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import java.util.List;

/**
 * What a solver found: the status, the solutions it kept, how many it found, why it stopped and
 * what it did. Every solution in it was checked against the rules and the puzzle's givens.
 *
 * <p>Every result is either {@linkplain #isComplete() complete} (the search answered what was asked:
 * it searched everything, or stopped at the solutions asked for) or {@linkplain #isIncomplete()
 * incomplete} (a node or time budget, or an interruption, cut it short), never both, never neither.
 *
 * @param status        NONE, UNIQUE, MULTIPLE, FOUND or LIMIT_REACHED (see {@link #statusOf})
 * @param solutions     the solutions kept (see {@link SolveRequest#keep()}), in the order found
 * @param solutionCount how many were found; the total only when {@link #isExhaustive()}
 * @param stopReason    why the search ended
 * @param stats         nodes, guesses, time
 */
public record Result(Status status, List<Grid> solutions, long solutionCount, StopReason stopReason,
                     SolveStats stats) {

    /** Copies the list. */
    public Result {
        solutions = List.copyOf(solutions);
    }

    /**
     * The status that {@code count} solutions and a search that ended for {@code reason} add up to:
     * MULTIPLE for two or more; after a search of every branch, NONE or UNIQUE; after a budget or an
     * interruption, LIMIT_REACHED (whether there are more is not known); otherwise (one solution, and
     * the search stopped there because no more were asked for) FOUND.
     */
    public static Status statusOf(long count, StopReason reason) {
        if (count >= 2) {
            return Status.MULTIPLE;
        }
        if (reason == StopReason.EXHAUSTED) {
            return count == 0 ? Status.NONE : Status.UNIQUE;
        }
        if (reason.isBudget()) {
            return Status.LIMIT_REACHED;
        }
        return count == 0 ? Status.NONE : Status.FOUND;
    }

    /**
     * Whether the search answered what the request asked: it searched every branch, or stopped
     * because it had the solutions asked for (or the listener said stop). Exactly one of this and
     * {@link #isIncomplete()} holds.
     */
    public boolean isComplete() {
        return !stopReason.isBudget();
    }

    /** Whether a node or time budget, or an interruption, cut the search short: the opposite of {@link #isComplete()}. */
    public boolean isIncomplete() {
        return stopReason.isBudget();
    }

    /** Whether every branch was searched, so {@link #solutionCount()} is the number of solutions. */
    public boolean isExhaustive() {
        return stopReason == StopReason.EXHAUSTED;
    }

    /** The first solution found and kept, or null. */
    public Grid first() {
        return solutions.isEmpty() ? null : solutions.get(0);
    }

    /** Whether at least one solution was found. */
    public boolean hasSolution() {
        return solutionCount > 0;
    }
}
