package dev.sudokux.exactcover;

import java.util.Objects;

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
public final class DancingCells implements ExactCoverEngine {

    private final ExactCoverProblem problem;
    private final CellsLayout layout;
    private CellsSearch search;
    private ProgressListener progress;
    private SearchObserver observer;
    private Propagator propagator;

    /** Builds the sparse sets of {@code problem}: time and space linear in its size. */
    public DancingCells(ExactCoverProblem problem) {
        this.problem = Objects.requireNonNull(problem, "problem");
        this.layout = new CellsLayout(problem);
    }

    /**
     * Whether dancing cells are likely to search {@code problem} faster than dancing links: the
     * rule behind {@code ExactCoverEngine.create("auto", problem)}. Each branching node saves the
     * size of every active item (about {@code n}, the number of items), where links save nothing
     * but undo each update one at a time; choosing an option makes about {@code L (L-1) d} updates
     * ({@code L} items an option, {@code d} options an item, on average). Cells win when the updates
     * outweigh the saved sizes, {@code L (L-1) d >= n}: Knuth's puzzles (pentominoes, Soma, Langford,
     * queens, MacMahon's triangles: 0.7-1.0 of the links' time) are on that side, Sudoku-like
     * problems with many small items on the other (empty 16x16 grid: links 5.6 times faster). The
     * measurements are in docs/dancing-cells.md.
     */
    public static boolean suits(ExactCoverProblem problem) {
        int options = problem.optionCount();
        if (options == 0) {
            return true;
        }
        double nodes = problem.nodeCount();
        double length = nodes / options;
        double degree = nodes / problem.itemCount();
        return length * (length - 1) * degree >= problem.itemCount();
    }

    /** {@code "cells"}. */
    @Override
    public String name() {
        return "cells";
    }

    /** Sets the listener told how later searches are going (null for none), and returns this. */
    @Override
    public DancingCells withProgress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Sets the observer told of every step of later searches (null for none), and returns this.
     * Parallel counts do not report steps.
     */
    @Override
    public DancingCells withObserver(SearchObserver observer) {
        this.observer = observer;
        return this;
    }

    /**
     * A cursor on the search tree. For now it walks the links engine's tree of the same problem (a
     * prefix names options, so its subproblem is the same for both engines).
     */
    @Override
    public SearchCursor cursor(Prefix from) {
        return new DancingLinks(problem()).withPropagator(propagator).cursor(from);
    }

    /**
     * The solutions of the subproblem {@code prefix}. A prefix that excludes options (splits make them
     * only for problems with multiplicities) is searched by the links engine for now.
     */
    @Override
    public SearchResult searchFrom(Prefix prefix, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        if (prefix.excluded().length > 0) {
            return new DancingLinks(problem).withObserver(observer).withProgress(progress)
                    .withPropagator(propagator).searchFrom(prefix, limits, visitor, keep);
        }
        return searchFrom(prefix.chosen(), limits, visitor, keep);
    }

    /**
     * Sets the propagator consulted at every node of later searches (null for none), and returns
     * this. The options it removes leave their items' sets as hidden ones do, and come back with the
     * sizes saved above the node.
     */
    @Override
    public DancingCells withPropagator(Propagator propagator) {
        this.propagator = propagator;
        return this;
    }

    /** The problem whose sets these are. */
    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    /**
     * Searches within {@code limits}: hands each solution to {@code visitor} (when not null) and keeps
     * it in the result when {@code keep} is set.
     */
    @Override
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
    @Override
    public SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        Objects.requireNonNull(limits, "limits");
        for (int option : chosen) {
            Objects.checkIndex(option, problem.optionCount());
        }
        CellsSearch s = search();
        s.reset();
        s.prepare(limits, visitor, keep, observer, progress, propagator, null);
        if (!s.choose(chosen)) {
            return s.result(StopReason.EXHAUSTED);
        }
        return s.result(s.search());
    }

    /**
     * Counts solutions within {@code limits} on {@code threads} threads (this one among them): the
     * tree is split by work (a thread out of work is handed half of what a busy one has not yet
     * tried at its shallowest level), each thread on sets of its own. The count is the same as
     * {@link #count(SearchLimits)}'s.
     * A node limit is only honoured exactly by one thread, so with one the search runs on this thread
     * alone; so it does for {@code threads <= 1}.
     *
     * @param limits  solution limit (the count stops at it or a little beyond, then reports it), time
     *                limit; interrupting this thread stops all of them
     * @param threads how many threads to use, this one included
     */
    @Override
    public SearchResult count(SearchLimits limits, int threads) {
        if (threads <= 1 || limits.maxNodes() != Long.MAX_VALUE) {
            return count(limits);
        }
        return new CellsParallelCount(layout, search(), limits, propagator, progress, threads).run();
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
