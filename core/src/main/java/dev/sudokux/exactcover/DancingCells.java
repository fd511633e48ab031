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

    /**
     * Builds the sparse sets of {@code problem}: time and space linear in its size.
     *
     * @throws IllegalArgumentException when the problem has multiplicities (items to cover other than
     *                                  exactly once), which this engine does not search: use
     *                                  {@link DancingLinks} (Knuth's Algorithm M)
     */
    public DancingCells(ExactCoverProblem problem) {
        this.problem = Objects.requireNonNull(problem, "problem");
        if (problem.hasMultiplicities()) {
            throw new IllegalArgumentException(multiplicityMessage(problem));
        }
        this.layout = new CellsLayout(problem);
    }

    /** An engine on {@code problem} over sets already built for it (they are read, never changed). */
    private DancingCells(ExactCoverProblem problem, CellsLayout layout) {
        this.problem = problem;
        this.layout = layout;
    }

    private static String multiplicityMessage(ExactCoverProblem problem) {
        for (int i = 0; i < problem.primaryCount(); i++) {
            int min = problem.minCount(i);
            int max = problem.maxCount(i);
            if (min != 1 || max != 1) {
                return "the cells engine does not take multiplicities (item " + problem.itemName(i)
                        + " is to be covered " + (min == max ? min + "" : min + " to " + max)
                        + " times); use links";
            }
        }
        return "the cells engine does not take multiplicities; use links";
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
     * measurements are in docs/dancing-cells.md. Problems with multiplicities always go to links,
     * the only engine that searches them.
     */
    public static boolean suits(ExactCoverProblem problem) {
        if (problem.hasMultiplicities()) {
            return false; // Algorithm M is the links engine's alone
        }
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
     * A cursor on this engine's own tree ({@link #search}'s: the same item choice and option order),
     * starting at the node of {@code from}. A child whose option leaves an item with no option at
     * once is a leaf the search does not count as a node ({@link SearchCursor#isNode()}). Close it
     * before searching again.
     */
    @Override
    public SearchCursor cursor(Prefix from) {
        return new CellsCursor(search(), propagator, from);
    }

    /**
     * The solutions of the subproblem {@code prefix}: those that contain its chosen options (taken
     * first, as {@link #searchFrom(int[], SearchLimits, SolutionVisitor, boolean)} takes them) and
     * none of its excluded ones (left out of every set before the search goes on).
     */
    @Override
    public SearchResult searchFrom(Prefix prefix, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        for (int option : prefix.excluded()) {
            Objects.checkIndex(option, problem.optionCount());
        }
        return searchFrom(prefix.chosen(), prefix.excluded(), limits, visitor, keep);
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

    /** A new engine on the same problem with the same propagator, sharing these sets (as a parallel count's threads do). */
    @Override
    public DancingCells sibling() {
        return new DancingCells(problem, layout).withPropagator(propagator);
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
        return searchFrom(chosen, new int[0], limits, visitor, keep);
    }

    private SearchResult searchFrom(int[] chosen, int[] excluded, SearchLimits limits, SolutionVisitor visitor,
                                    boolean keep) {
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
        s.exclude(excluded);
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
        return count(Prefix.ROOT, limits, threads);
    }

    /**
     * Counts the solutions of the subproblem {@code from} as {@link #count(SearchLimits, int)} counts
     * the whole problem, on {@code threads} threads: every share of the work starts from its options.
     */
    @Override
    public SearchResult count(Prefix from, SearchLimits limits, int threads) {
        if (threads <= 1 || limits.maxNodes() != Long.MAX_VALUE) {
            return searchFrom(from, limits, null, false);
        }
        for (int option : from.chosen()) {
            Objects.checkIndex(option, problem.optionCount());
        }
        for (int option : from.excluded()) {
            Objects.checkIndex(option, problem.optionCount());
        }
        return new CellsParallelCount(layout, search(), from, limits, propagator, progress, threads).run();
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
