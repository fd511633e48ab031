package dev.sudokux.exactcover;

import java.util.Objects;
import java.util.Random;

/**
 * The bits engine: exact cover on bit masks, for small problems (at most {@value BitsLayout#MAX_ITEMS}
 * items, primary and secondary together; no colours, no multiplicities). Every option is the mask
 * of its items in two longs, and a node of the search is the mask of the items covered on the path
 * to it. The search branches on the first uncovered primary item of a <em>static</em> order, chosen
 * once before the search ({@code BitsOrder}: a few candidate orders, each scored by Knuth's estimate
 * of its tree), trying the options whose first item in that order it is, one mask test each. Nothing
 * is unlinked or saved, so a node costs a few nanoseconds; the tree is not Knuth's MRV tree (no item
 * has the fewest options here, only the first in the order), and may be larger or smaller.
 *
 * <p>The answers are those of {@link DancingLinks} and {@link DancingCells}: the same solutions (as
 * sets of options), the same counts, limits, stop reasons. The statistics are this engine's own:
 * its nodes are its tree's, and its "updates" are the options tested (the size of the item's group
 * at every node that branches). Propagators are consulted at every node as the other engines do.
 *
 * <p>One instance may run any number of searches one after another, not two at once: give each
 * thread its own ({@link #sibling()}, which shares the masks), or use {@link #count(SearchLimits, int)}.
 *
 * <pre>{@code
 * BitsEngine bits = new BitsEngine(problem);   // refuses problems it does not take
 * long total = bits.count().solutionCount();
 * }</pre>
 */
public final class BitsEngine implements ExactCoverEngine {

    private final ExactCoverProblem problem;
    private final BitsLayout layout;
    private final String orderRule;
    private final double estimatedCost;
    private BitsSearch search;
    private ProgressListener progress;
    private SearchObserver observer;
    private Propagator propagator;

    /**
     * Builds the masks of {@code problem}, in the order {@code BitsOrder} finds cheapest (a few
     * milliseconds).
     *
     * @throws IllegalArgumentException when the problem does not fit: more than
     *                                  {@value BitsLayout#MAX_ITEMS} items, colours or multiplicities
     *                                  (the message says which, and which engine to use)
     */
    public BitsEngine(ExactCoverProblem problem) {
        this.problem = Objects.requireNonNull(problem, "problem");
        String refusal = BitsLayout.refusal(problem);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        BitsOrder.Scored order = BitsOrder.choose(problem);
        this.layout = order.layout();
        this.orderRule = order.rule();
        this.estimatedCost = order.cost();
    }

    /**
     * Builds the masks of {@code problem} with its primary items in {@code order} (a permutation of
     * the primary item numbers): the tree of that order.
     *
     * @throws IllegalArgumentException when the problem does not fit, or the order is not a permutation
     */
    public BitsEngine(ExactCoverProblem problem, int[] order) {
        this(problem, new BitsLayout(Objects.requireNonNull(problem, "problem"), order), "given", Double.NaN);
    }

    private BitsEngine(ExactCoverProblem problem, BitsLayout layout, String orderRule, double cost) {
        this.problem = problem;
        this.layout = layout;
        this.orderRule = orderRule;
        this.estimatedCost = cost;
    }

    /**
     * What an estimated update of the MRV engines ({@link DancingCells}, {@link DancingLinks}) is
     * worth against a unit of this engine's estimated cost (an option tested, {@link BitsOrder#NODE_COST}
     * a node): 2.6, the time of a true update of the cells engine over that of a true unit of this
     * one, which measured 2.48 to 2.90 on Knuth's files (6 x 10 2.48, Scott 2.48, Soma 2.79, Langford
     * 12 2.85, queens 13 2.90; one thread, in process, docs/bits-engine.md). The ratio of the
     * estimates then picks the faster engine on each: 6 x 10 1.68, Soma 1.25, queens 13 2.23 and
     * Langford 12 2.43 (bits, 1.85, 2.52, 1.26 and 1.18 times faster), Scott 5.13 and Langford 15
     * 3.73 (cells). It was 2.2, fitted to ratios whose bits side was the luckiest of seven
     * estimates ({@link BitsOrder#choose} now estimates the chosen order again), and before that
     * 3.5.
     */
    static final double UPDATE_COST = 2.6;

    /** Random paths of the MRV engine's tree that {@link #beats} takes when the first ones do not decide. */
    static final int MRV_PATHS = 300;

    /** The first random paths of the MRV engine's tree, which decide alone when the answer is clear. */
    static final int MRV_FIRST_PATHS = 100;

    /**
     * How many standard errors of the first paths' estimate must separate it from the break-even
     * point for them to decide alone: 2. On Knuth's files (16 seeds of the MRV paths each,
     * docs/bits-engine.md) no early answer differed from the one of all {@value #MRV_PATHS} paths.
     */
    static final double CLEAR = 2;

    /**
     * Whether this engine's tree is likely to be searched no slower than {@code mrv}'s: Knuth's
     * estimate of this tree's cost (options tested, and a few for each node; made when the order was
     * chosen) against his estimate of {@code mrv}'s updates (random paths through its cursor, a fixed
     * seed), each update weighed {@value #UPDATE_COST} of this engine's units. The first
     * {@value #MRV_FIRST_PATHS} paths decide alone when the break-even point lies more than
     * {@value #CLEAR} standard errors from their estimate (pentominoes 6x10 and Soma: bits; Langford 12:
     * the MRV engine); otherwise {@value #MRV_PATHS} paths in all decide (the same estimate as one run
     * of that many). The rule behind {@code ExactCoverEngine.create("auto", problem)}.
     */
    public boolean beats(ExactCoverEngine mrv) {
        try (SearchCursor cursor = mrv.cursor(Prefix.ROOT)) {
            // The root's cost once: the rounds below then start at a node whose branches are known.
            double rootCost = Estimator.rootCost(cursor);
            Random random = new Random(1);
            Estimate first = Estimator.randomPaths(cursor, MRV_FIRST_PATHS, random);
            double updates = rootCost + first.updates();
            double margin = CLEAR * first.updatesSpread();
            if (estimatedCost > UPDATE_COST * (updates + margin)) {
                return false;
            }
            if (estimatedCost <= UPDATE_COST * (updates - margin)) {
                return true;
            }
            int rest = MRV_PATHS - MRV_FIRST_PATHS;
            Estimate more = Estimator.randomPaths(cursor, rest, random);
            updates = rootCost + (MRV_FIRST_PATHS * first.updates() + rest * more.updates()) / MRV_PATHS;
            return estimatedCost <= UPDATE_COST * updates;
        }
    }

    /** Knuth's estimate of the cost of this engine's tree (options tested plus a few a node), or NaN for a given order. */
    public double estimatedCost() {
        return estimatedCost;
    }

    /**
     * Whether the bits engine takes {@code problem}: at most {@value BitsLayout#MAX_ITEMS} items, no
     * colours, no multiplicities.
     */
    public static boolean takes(ExactCoverProblem problem) {
        return BitsLayout.refusal(problem) == null;
    }

    /** {@code "bits"}. */
    @Override
    public String name() {
        return "bits";
    }

    /** The primary items (problem numbering) in the order the search branches on them (a copy). */
    public int[] order() {
        return layout.order.clone();
    }

    /** How the order was found: {@code input}, {@code reverse}, {@code fewest}, {@code front from ITEM}, or {@code given}. */
    public String orderRule() {
        return orderRule;
    }

    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    @Override
    public BitsEngine withProgress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    @Override
    public BitsEngine withObserver(SearchObserver observer) {
        this.observer = observer;
        return this;
    }

    /**
     * Sets the propagator consulted at every node of later searches (null for none), and returns
     * this. The options it removes are left out of the masks' tests below the node.
     */
    @Override
    public BitsEngine withPropagator(Propagator propagator) {
        this.propagator = propagator;
        return this;
    }

    /** A new engine on the same problem, order and propagator, sharing these masks. */
    @Override
    public BitsEngine sibling() {
        return new BitsEngine(problem, layout, orderRule, estimatedCost).withPropagator(propagator);
    }

    @Override
    public SearchResult search(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return searchFrom(new int[0], new int[0], limits, visitor, keep);
    }

    /**
     * Searches for the solutions that contain every option of {@code chosen}: taken first, in order,
     * as levels above the search (not nodes); every solution reported starts with them. When they
     * clash there is no solution.
     */
    @Override
    public SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return searchFrom(chosen, new int[0], limits, visitor, keep);
    }

    /** The solutions of the subproblem {@code prefix}: its chosen options taken first, its excluded ones never tried. */
    @Override
    public SearchResult searchFrom(Prefix prefix, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return searchFrom(prefix.chosen(), prefix.excluded(), limits, visitor, keep);
    }

    private SearchResult searchFrom(int[] chosen, int[] excluded, SearchLimits limits, SolutionVisitor visitor,
                                    boolean keep) {
        Objects.requireNonNull(limits, "limits");
        check(chosen);
        check(excluded);
        BitsSearch s = search();
        s.prepare(limits, visitor, keep, observer, progress, propagator, null);
        s.reset();
        if (!s.choose(chosen)) {
            return s.result(StopReason.EXHAUSTED);
        }
        s.exclude(excluded);
        return s.result(s.search());
    }

    private void check(int[] options) {
        for (int option : options) {
            Objects.checkIndex(option, problem.optionCount());
        }
    }

    /**
     * The estimated cost ({@link #estimatedCost()}, options tested plus {@link BitsOrder#NODE_COST} a
     * node) below which {@link #count(SearchLimits, int)} counts on the calling thread alone, whatever
     * the threads asked: 5e7, about 0.1-0.2 s of one thread's work. Below it, starting the team and
     * walking the top of the tree cost more than a second thread saves (wall times of {@code xc --count}
     * on two cores, one thread against two, 2026-11-25, estimates in brackets: Soma 0.24 s against
     * 0.32 s [2.2e7], queens 13 0.28 against 0.31 [3.3e7], Langford 12 0.48 against 0.39 [8.5e7], Scott
     * 0.74 against 0.47 [1.8e8]; docs/bits-engine.md). The estimate of an order is made with a fixed
     * seed, so the choice is the same on every run.
     */
    static final double ALONE_BELOW = 5e7;

    private double aloneBelow = ALONE_BELOW;

    /** Sets the threshold of {@link #countsAlone()} (tests: 0 makes every count with threads > 1 parallel). */
    BitsEngine aloneBelow(double cost) {
        this.aloneBelow = cost;
        return this;
    }

    /**
     * Whether {@link #count(SearchLimits, int)} counts on the calling thread alone whatever the threads
     * asked: the estimated cost of the tree is below {@link #ALONE_BELOW} (never for a given order,
     * which has no estimate).
     */
    boolean countsAlone() {
        return estimatedCost < aloneBelow;
    }

    /**
     * Counts solutions within {@code limits} on {@code threads} threads (this one among them): the top
     * of the tree is cut into prefixes that the threads take from one queue. The same count as
     * {@link #count(SearchLimits)}, the same nodes and updates. A node limit is exact on one thread
     * only, so with one the count runs on this thread alone, as it does for {@code threads <= 1}.
     * <b>A small tree is counted on this thread alone too</b>: when Knuth's estimate of its cost (made
     * when the order was chosen, {@link #estimatedCost()}) is below 5e7 units (options tested plus
     * {@link BitsOrder#NODE_COST} a node; about 0.1-0.2 s on one thread, e.g. Soma and 13 queens, not
     * Langford 12), since the team costs more to start than it saves there. The answer and the
     * statistics are the same either way.
     */
    @Override
    public SearchResult count(SearchLimits limits, int threads) {
        return count(Prefix.ROOT, limits, threads);
    }

    /**
     * Counts the subproblem {@code from} as {@link #count(SearchLimits, int)} counts the whole problem
     * (alone too when the whole tree's estimate is small: the subtree is no larger).
     */
    @Override
    public SearchResult count(Prefix from, SearchLimits limits, int threads) {
        if (threads <= 1 || limits.maxNodes() != Long.MAX_VALUE || countsAlone() || clashes(from.chosen())) {
            return searchFrom(from, limits, null, false);
        }
        check(from.chosen());
        check(from.excluded());
        return new BitsParallelCount(layout, search(), from, limits, propagator, progress, threads).run();
    }

    /**
     * Whether {@code chosen} (checked) share an item: a prefix with no node at all, which one thread
     * answers at once (0 nodes) where a cut would count its start as a node.
     */
    private boolean clashes(int[] chosen) {
        check(chosen);
        long lo = 0;
        long hi = 0;
        for (int o : chosen) {
            if ((layout.optionLo[o] & lo) != 0 || (layout.optionHi[o] & hi) != 0) {
                return true;
            }
            lo |= layout.optionLo[o];
            hi |= layout.optionHi[o];
        }
        return false;
    }

    /**
     * A cursor on this engine's tree (the same order, the same options in the same order, the same
     * propagator as its searches), starting at the node of {@code from}; every child is a node of the
     * search. Close it before searching again.
     */
    @Override
    public SearchCursor cursor(Prefix from) {
        check(from.chosen());
        check(from.excluded());
        BitsSearch s = search();
        s.prepare(SearchLimits.NONE, null, false, null, null, propagator, null);
        return new BitsCursor(s, from);
    }

    private BitsSearch search() {
        if (search == null) {
            search = new BitsSearch(layout);
        }
        return search;
    }

    @Override
    public String toString() {
        return "BitsEngine[" + problem + ", order " + orderRule + "]";
    }
}
