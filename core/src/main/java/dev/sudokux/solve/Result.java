package dev.sudokux.solve;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import java.util.List;

/**
 * What a solver found: the status, the solutions it kept, how many it found, why it stopped and
 * what it did. Every solution in it was checked against the rules and the puzzle's givens.
 *
 * @param status        NONE, UNIQUE, MULTIPLE or LIMIT_REACHED
 * @param solutions     the solutions kept (see {@link SolveRequest#keep()}), in the order found
 * @param solutionCount how many were found; the total only when {@link #isComplete()}
 * @param stopReason    why the search ended
 * @param stats         nodes, guesses, time
 */
public record Result(Status status, List<Grid> solutions, long solutionCount, StopReason stopReason,
                     SolveStats stats) {

    /** Copies the list. */
    public Result {
        solutions = List.copyOf(solutions);
    }

    /** The status that {@code count} solutions and a search that ended for {@code reason} add up to. */
    public static Status statusOf(long count, StopReason reason) {
        if (count >= 2) {
            return Status.MULTIPLE;
        }
        if (reason == StopReason.EXHAUSTED) {
            return count == 0 ? Status.NONE : Status.UNIQUE;
        }
        return Status.LIMIT_REACHED;
    }

    /** Whether every branch was searched, so {@link #solutionCount()} is the number of solutions. */
    public boolean isComplete() {
        return stopReason == StopReason.EXHAUSTED;
    }

    /** Whether a node or time budget, or an interruption, cut the search short. */
    public boolean isIncomplete() {
        return stopReason.isBudget();
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
