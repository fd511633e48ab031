package dev.sudokux.spark;

import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.Prefix;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.StopReason;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * The tasks of a distributed count: each counts the solutions of a run of consecutive pieces of the
 * cut ({@link XcSplitter}), one after the other on one core, and sends back its sums.
 */
final class XcCount {

    private XcCount() {
    }

    /**
     * A task's pieces: their prefix lines and the work the splitter estimated for them.
     *
     * @param index the task's place in the job (its partition)
     */
    record Task(int index, List<String> lines, double work) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * What a task counted.
     *
     * @param solutions solutions below its pieces (up to the job's limit a piece)
     * @param nodes     search nodes
     * @param updates   link updates
     * @param nanos     the time it counted
     * @param stop      why the last count stopped: EXHAUSTED, or SOLUTION_LIMIT when a piece reached
     *                  the job's limit
     */
    record Counted(long solutions, long nodes, long updates, long nanos, StopReason stop) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * Groups consecutive pieces into tasks of about {@code total / target} estimated work each (a
     * piece above that is a task alone), keeping their order.
     */
    static List<Task> tasks(List<XcSplitter.Piece> pieces, int target) {
        double total = 0;
        for (XcSplitter.Piece p : pieces) {
            total += p.work();
        }
        double share = total / Math.max(1, target);
        List<Task> tasks = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        double work = 0;
        for (XcSplitter.Piece p : pieces) {
            if (!lines.isEmpty() && work + p.work() > share) {
                tasks.add(new Task(tasks.size(), lines, work));
                lines = new ArrayList<>();
                work = 0;
            }
            lines.add(p.line());
            work += p.work();
        }
        if (!lines.isEmpty()) {
            tasks.add(new Task(tasks.size(), lines, work));
        }
        return tasks;
    }

    /**
     * On an executor: counts the solutions below each of the task's pieces, each up to
     * {@code maxSolutions}. Stops when the task is killed (its thread interrupted): a killed attempt
     * sends nothing back, and Spark runs the task again.
     */
    static Counted count(String text, XcSpec spec, Task task, long maxSolutions) {
        ExactCoverProblem problem = spec.problem(text);
        ExactCoverEngine engine = spec.engineFor(problem);
        SearchLimits limits = SearchLimits.NONE.withMaxSolutions(maxSolutions);
        long start = System.nanoTime();
        long solutions = 0;
        long nodes = 0;
        long updates = 0;
        StopReason stop = StopReason.EXHAUSTED;
        for (String line : task.lines()) {
            SearchResult r = engine.count(Prefix.parse(line, problem.optionCount()), limits, 1);
            if (r.stopReason() == StopReason.INTERRUPTED) {
                PuzzleWork.stopIfKilled();
                throw new IllegalStateException("a count was interrupted"); // not reached: the flag is set
            }
            solutions += r.solutionCount();
            nodes += r.stats().nodes();
            updates += r.stats().updates();
            if (r.stopReason() == StopReason.SOLUTION_LIMIT) {
                stop = StopReason.SOLUTION_LIMIT;
            }
            if (solutions >= maxSolutions) {
                stop = StopReason.SOLUTION_LIMIT;
                break;
            }
        }
        PuzzleWork.stopIfKilled();
        return new Counted(solutions, nodes, updates, System.nanoTime() - start, stop);
    }
}
