package dev.sudokux.exactcover;

import java.util.Objects;
import java.util.Optional;

/**
 * Knuth's dancing cells (his program SSXCC, after Christine Solnon): the same exact cover search as
 * {@link DancingLinks}, with primary and secondary items and colours, on sparse sets instead of
 * linked lists.
 *
 * <p>Each item keeps its active options in a block of one array, the active ones first; removing an
 * option from an item is a swap with the last active one and a shrink of the block. Going back up
 * the tree restores the sizes saved on a stack, so nothing is relinked one node at a time. An item
 * left with a single option is a forced move, taken at the next level without saving anything.
 * The search is laid out in {@code CellsSearch}, the arrays in {@code CellsLayout}.
 *
 * <p>The answers are those of {@link DancingLinks}: the same solutions (as sets of options), the same
 * counts, the same limits, statistics and stop reasons. The order in which solutions are found, the
 * number of nodes and the number of updates differ (here they are counted as SSXCC counts them, so
 * that on the same input the two report the same figures).
 *
 * <p>One instance may run any number of searches one after another, each from the problem's initial
 * state (so the same search gives the same answers in the same order), but not two at once: give
 * each thread its own, or use {@link #count(SearchLimits, int)}.
 *
 * <pre>{@code
 * DancingCells cells = new DancingCells(problem);
 * long total = cells.count().solutionCount();
 * Optional<Solution> first = cells.findFirst();
 * }</pre>
 */
public final class DancingCells {

    private final ExactCoverProblem problem;
    private final CellsLayout layout;
    private CellsSearch search;
    private ProgressListener progress;
    private SearchObserver observer;

    /** Builds the sparse sets of {@code problem}: time and space linear in its size. */
    public DancingCells(ExactCoverProblem problem) {
        this.problem = Objects.requireNonNull(problem, "problem");
        this.layout = new CellsLayout(problem);
    }

    /** Sets the listener told how later searches are going (null for none), and returns this. */
    public DancingCells withProgress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Sets the observer told of every step of later searches (null for none), and returns this.
     * Parallel counts do not report steps.
     */
    public DancingCells withObserver(SearchObserver observer) {
        this.observer = observer;
        return this;
    }

    /** The problem whose sets these are. */
    public ExactCoverProblem problem() {
        return problem;
    }

    /** The first solution, if there is one. */
    public Optional<Solution> findFirst() {
        return Optional.ofNullable(search(SearchLimits.NONE.withMaxSolutions(1), null, true).first());
    }

    /** Every solution, up to {@code limit} of them, kept in the result. */
    public SearchResult findAll(long limit) {
        return search(SearchLimits.NONE.withMaxSolutions(limit), null, true);
    }

    /** Counts all solutions without keeping them. */
    public SearchResult count() {
        return count(SearchLimits.NONE);
    }

    /** Counts solutions within {@code limits}, without keeping them. */
    public SearchResult count(SearchLimits limits) {
        return search(limits, null, false);
    }

    /**
     * Searches within {@code limits}, handing each solution to {@code visitor} (which may be null).
     * Solutions are not kept in the result.
     */
    public SearchResult search(SearchLimits limits, SolutionVisitor visitor) {
        return search(limits, visitor, false);
    }

    /**
     * Searches within {@code limits}: hands each solution to {@code visitor} (when not null) and keeps
     * it in the result when {@code keep} is set.
     */
    public SearchResult search(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return searchFrom(new int[0], limits, visitor, keep);
    }

    /**
     * Searches for the solutions that contain every option of {@code chosen} (a partial solution to
     * extend: the givens of a puzzle, the pieces already placed). The chosen options are taken first,
     * in order, as forced moves (they count as levels but not as nodes or guesses); every solution
     * reported starts with them. When they clash (share a primary item, give a secondary item two
     * colours, or leave a primary item no option) there is no solution.
     *
     * @param chosen option numbers (problem numbering)
     */
    public SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        Objects.requireNonNull(limits, "limits");
        for (int option : chosen) {
            Objects.checkIndex(option, problem.optionCount());
        }
        CellsSearch s = search();
        s.reset();
        s.prepare(limits, visitor, keep, observer, progress, null);
        if (!s.choose(chosen)) {
            return s.result(StopReason.EXHAUSTED);
        }
        return s.result(s.search(chosen.length));
    }

    /**
     * Counts solutions within {@code limits} on {@code threads} threads (this one among them): the
     * top of the search tree is cut into subtrees (prefixes of choices) that the threads take until
     * none is left, each on sets of its own. The count is the same as {@link #count(SearchLimits)}'s.
     * A node limit is only honoured exactly by one thread, so with one the search runs on this thread
     * alone; so it does for {@code threads <= 1}.
     *
     * @param limits  solution limit (the count stops at it or a little beyond, then reports it), time
     *                limit; interrupting this thread stops all of them
     * @param threads how many threads to use, this one included
     */
    public SearchResult count(SearchLimits limits, int threads) {
        if (threads <= 1 || limits.maxNodes() != Long.MAX_VALUE) {
            return count(limits);
        }
        return new CellsParallelCount(layout, search(), limits, threads, progress).run();
    }

    private CellsSearch search() {
        if (search == null) {
            search = new CellsSearch(layout);
        }
        return search;
    }

    @Override
    public String toString() {
        return "DancingCells[" + problem + "]";
    }
}
