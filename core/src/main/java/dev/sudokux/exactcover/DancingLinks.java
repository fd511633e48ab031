package dev.sudokux.exactcover;

import java.util.Objects;

/**
 * Knuth's Algorithm X on Dancing Links, for exact cover problems with primary and secondary items
 * and colours (his programs DLX1 and DLX2): the links engine.
 *
 * <p>Where to read it: {@link Links} holds the links, laid out in primitive arrays as in
 * {@code dlx1.w}, and their moves (cover, uncover, hide, unhide; commit and purify for colours);
 * {@link Search} is Algorithm X itself, steps X1..X8, written once; {@link ParallelCount} spreads a
 * count over threads; {@link CompactLinks} builds the links of what a partial solution leaves. This
 * class ties them together behind {@link ExactCoverEngine}.
 *
 * <p>The item to branch on is a primary item with the fewest options left, the first such in item
 * order ({@link Heuristic}); the recursion is unrolled into arrays, so the depth is limited only by
 * memory.
 *
 * <p>One instance holds one problem's links and may run any number of searches one after another
 * (not at the same time: an instance is not thread-safe; give each thread its own). Every search
 * leaves the links as it found them, even when stopped early.
 *
 * <pre>{@code
 * DancingLinks dlx = new DancingLinks(problem);
 * Optional<Solution> first = dlx.findFirst();
 * long total = dlx.count().solutionCount();
 * dlx.search(SearchLimits.NONE, solution -> { System.out.println(solution); return true; });
 * }</pre>
 */
public final class DancingLinks implements ExactCoverEngine {

    private final ExactCoverProblem problem;
    private final Links links;
    /** For {@link #searchFrom} without colours; made when first needed. */
    private CompactLinks compact;
    private ProgressListener progress;
    private SearchObserver observer;
    private Propagator propagator;
    private Heuristic heuristic = Heuristic.FORCED_FIRST;

    /** Builds the links of {@code problem}: time and space linear in its size. */
    public DancingLinks(ExactCoverProblem problem) {
        this.problem = problem;
        this.links = new Links(problem);
    }

    @Override
    public String name() {
        return "links";
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    /** Sets the listener told how later searches are going (null for none), and returns this. */
    @Override
    public DancingLinks withProgress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Sets the observer told of every step of later searches (null for none), and returns this.
     * Parallel counts do not report steps.
     */
    @Override
    public DancingLinks withObserver(SearchObserver observer) {
        this.observer = observer;
        return this;
    }

    @Override
    public DancingLinks withPropagator(Propagator propagator) {
        this.propagator = propagator;
        return this;
    }

    /**
     * Sets how later searches choose the item to branch on, and returns this: {@link Heuristic#KNUTH}
     * builds the very tree of Knuth's programs (the same nodes and updates).
     */
    public DancingLinks withHeuristic(Heuristic heuristic) {
        this.heuristic = Objects.requireNonNull(heuristic);
        return this;
    }

    /** A new engine on the same problem with the same heuristic and propagator. */
    @Override
    public DancingLinks sibling() {
        return new DancingLinks(problem).withHeuristic(heuristic).withPropagator(propagator);
    }

    /** The heuristic later searches use. */
    public Heuristic heuristic() {
        return heuristic;
    }

    @Override
    public SearchResult search(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        if (problem.hasMultiplicities()) {
            return multiplicitySearch(limits, visitor, keep).runFrom(new int[0], new int[0]);
        }
        return newSearch(links, false, limits, visitor, keep).run();
    }

    /**
     * Searches for the solutions that contain every option of {@code chosen} (a partial solution to
     * extend: the givens of a puzzle, the pieces already placed). The chosen options are applied
     * first, in order, as if the search had picked them (they count as levels but not as nodes or
     * guesses), then the search runs as {@link #search(SearchLimits, SolutionVisitor, boolean)} does;
     * every solution reported includes them. When two chosen options clash (share a primary item, or
     * a secondary item without both giving it the same colour) there is no solution.
     *
     * <p>Without colours or a propagator the search runs on links built for it ({@link CompactLinks}):
     * only the items the chosen options leave and the options that clash with none of them, in the
     * same order (the same tree, in a compact block of memory; one pass over the problem's nodes
     * instead of covering and uncovering), kept by this instance for the next such search. Otherwise
     * the chosen options are covered and uncovered. Either way these links are left as they were.
     *
     * @param chosen option numbers (problem numbering), each at most once
     */
    @Override
    public SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        for (int option : chosen) {
            Objects.checkIndex(option, problem.optionCount());
        }
        if (problem.hasMultiplicities()) {
            return multiplicitySearch(limits, visitor, keep).runFrom(chosen, new int[0]);
        }
        if (links.color != null || propagator != null) {
            return newSearch(links, false, limits, visitor, keep).runFrom(chosen, new int[0]);
        }
        if (compact == null) {
            compact = new CompactLinks(links);
        }
        int[] chosenNodes = new int[chosen.length];
        Links built = compact.build(chosen, chosenNodes);
        if (built == null) {
            return newSearch(links, false, limits, visitor, keep).result(StopReason.EXHAUSTED);
        }
        return newSearch(built, true, limits, visitor, keep).runAfter(chosenNodes);
    }

    @Override
    public SearchResult searchFrom(Prefix prefix, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        int[] excluded = prefix.excluded();
        if (excluded.length == 0) {
            return searchFrom(prefix.chosen(), limits, visitor, keep);
        }
        for (int option : excluded) {
            Objects.checkIndex(option, problem.optionCount());
        }
        if (problem.hasMultiplicities()) {
            return multiplicitySearch(limits, visitor, keep).runFrom(prefix.chosen(), excluded);
        }
        return newSearch(links, false, limits, visitor, keep).runFrom(prefix.chosen(), excluded);
    }

    @Override
    public SearchCursor cursor(Prefix from) {
        if (problem.hasMultiplicities()) {
            return new MultiplicityCursor(links, propagator, from);
        }
        return new LinksCursor(links, heuristic, propagator, from);
    }

    /**
     * Counts solutions within {@code limits} on {@code threads} threads (this one among them), the
     * tree shared out by work ({@link ParallelCount}); each thread has links of its own. The count is
     * the same as {@link #count(SearchLimits)}'s, and so is the number of nodes. A node limit is only
     * honoured exactly by one thread, so with one the search runs on this thread alone; so it does for
     * {@code threads <= 1}.
     *
     * @param limits  solution limit (the count stops at it, or a little beyond and then reports it),
     *                time limit; interrupting this thread stops all of them
     * @param threads how many threads to use, this one included
     */
    @Override
    public SearchResult count(SearchLimits limits, int threads) {
        return count(Prefix.ROOT, limits, threads);
    }

    /**
     * Counts the solutions of the subproblem {@code from} as {@link #count(SearchLimits, int)} counts
     * the whole problem; on this thread alone when {@code from} excludes options.
     */
    @Override
    public SearchResult count(Prefix from, SearchLimits limits, int threads) {
        if (threads <= 1 || limits.maxNodes() != Long.MAX_VALUE || from.excluded().length > 0
                || problem.hasMultiplicities()) {
            return searchFrom(from, limits, null, false);
        }
        int[] chosen = from.chosen();
        for (int option : chosen) {
            Objects.checkIndex(option, problem.optionCount());
        }
        return new ParallelCount(links, heuristic, limits, propagator, progress, threads, chosen).run();
    }

    private MultiplicitySearch multiplicitySearch(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return new MultiplicitySearch(links, limits, visitor, keep, observer, propagator, progress);
    }

    private Search newSearch(Links on, boolean scratch, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return new Search(on, heuristic, scratch, limits, visitor, keep, observer, propagator, progress, null);
    }

    @Override
    public String toString() {
        return "DancingLinks[" + problem + "]";
    }
}
