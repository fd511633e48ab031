package dev.sudokux.exactcover;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A search engine for one {@link ExactCoverProblem}: what every engine offers, whatever its data
 * structure ({@link DancingLinks}: Knuth's linked lists; {@link DancingCells}: his sparse sets).
 * Engines return the same {@link SearchResult}s: the same solutions (as sets of options) and the
 * same counts on the same problem, though their trees, and so their statistics, may differ.
 *
 * <p>One instance holds one problem's working state and runs any number of searches one after
 * another, not at the same time: an engine is not thread-safe (give each thread its own, or use
 * {@link #count(SearchLimits, int)}, which does). Every search leaves the engine as it found it, even
 * when a limit, the visitor or an interruption stops it early.
 *
 * <pre>{@code
 * ExactCoverEngine engine = ExactCoverEngine.create("links", problem);
 * Optional<Solution> first = engine.findFirst();
 * long total = engine.count().solutionCount();
 * SearchResult counted = engine.count(SearchLimits.NONE.withTimeLimit(Duration.ofMinutes(1)), 4);
 * engine.search(SearchLimits.NONE, solution -> { System.out.println(solution.options()); return true; });
 * engine.searchFrom(new int[] {2, 7}, SearchLimits.NONE, null, true);   // the solutions with options 2 and 7
 * }</pre>
 */
public interface ExactCoverEngine {

    /** The engines {@link #create} knows, by name. */
    String[] NAMES = {"links", "cells", "bits"};

    /**
     * A new engine of the kind called {@code name} for {@code problem}; {@code auto} picks the one
     * likely to be faster: first between the two engines of Knuth's MRV tree by the problem's shape
     * ({@link DancingCells#suits}; a problem with multiplicities always gets the links engine), then,
     * when the bits engine takes the problem ({@link BitsEngine#takes}: at most 128 items, no colours,
     * no multiplicities), bits if the estimate of its tree costs no more than that of the MRV tree
     * ({@link BitsEngine#beats}: both estimated by random paths, a few milliseconds).
     *
     * @param name one of {@link #NAMES}: {@code links} (Dancing Links, {@link DancingLinks}),
     *             {@code cells} (dancing cells, {@link DancingCells}), {@code bits} (bit masks,
     *             {@link BitsEngine}), or {@code auto}
     * @throws IllegalArgumentException for an unknown name, or a problem the engine named does not take
     */
    static ExactCoverEngine create(String name, ExactCoverProblem problem) {
        return switch (name) {
            case "links" -> new DancingLinks(problem);
            case "cells" -> new DancingCells(problem);
            case "bits" -> new BitsEngine(problem);
            // Multiplicities: only the links engine runs Knuth's Algorithm M (DLX3) so far.
            case "auto" -> {
                ExactCoverEngine mrv = !problem.hasMultiplicities() && DancingCells.suits(problem)
                        ? new DancingCells(problem) : new DancingLinks(problem);
                if (!BitsEngine.takes(problem)) {
                    yield mrv;
                }
                BitsEngine bits = new BitsEngine(problem);
                yield bits.beats(mrv) ? bits : mrv;
            }
            default -> throw new IllegalArgumentException("unknown exact cover engine '" + name
                    + "' (known: " + String.join(", ", NAMES) + ", auto)");
        };
    }

    /** The engine's name, as {@link #create} takes it. */
    String name();

    /** The problem this engine searches. */
    ExactCoverProblem problem();

    /**
     * Sets the listener told how later searches are going (null for none), a few times a second at
     * most; returns this engine.
     */
    ExactCoverEngine withProgress(ProgressListener listener);

    /**
     * Sets the observer told of every step of later searches (null for none); returns this engine.
     * Parallel counts report no steps.
     */
    ExactCoverEngine withObserver(SearchObserver observer);

    /**
     * Sets the propagator consulted at every node of later searches (null for none), which may
     * remove options from the subtree below the node or declare the node a dead end; returns this
     * engine. See {@link Propagator}.
     */
    ExactCoverEngine withPropagator(Propagator propagator);

    /**
     * Searches within {@code limits}: hands each solution to {@code visitor} (when not null) and keeps
     * it in the result when {@code keep} is set.
     */
    SearchResult search(SearchLimits limits, SolutionVisitor visitor, boolean keep);

    /**
     * Searches for the solutions that contain every option of {@code chosen} (a partial solution to
     * extend: a puzzle's givens, pieces already placed), within {@code limits}, as
     * {@link #search(SearchLimits, SolutionVisitor, boolean)} does; every solution reported includes
     * them. Chosen options that clash (share a primary item, or a secondary item with different
     * colours or none) leave no solution.
     *
     * @param chosen option numbers (problem numbering), each at most once
     */
    SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep);

    /**
     * Counts the solutions within {@code limits} on {@code threads} threads (this one among them),
     * without keeping them; the same count as {@link #count(SearchLimits)}. A node limit is exact on
     * one thread only, so with one the count runs on this thread alone, as it does for
     * {@code threads <= 1}. Interrupting this thread stops every thread.
     */
    SearchResult count(SearchLimits limits, int threads);

    /**
     * Searches the subproblem {@code prefix} names: the solutions that contain its chosen options and
     * none of its excluded ones, as {@link #searchFrom(int[], SearchLimits, SolutionVisitor, boolean)}
     * does. The counts of the prefixes of a {@link #split} add up to the count of the whole problem.
     */
    SearchResult searchFrom(Prefix prefix, SearchLimits limits, SolutionVisitor visitor, boolean keep);

    /**
     * Counts the solutions of the subproblem {@code from} within {@code limits} on {@code threads}
     * threads, as {@link #count(SearchLimits, int)} counts the whole problem. Unless overridden, a
     * prefix other than the root is counted on this thread.
     */
    default SearchResult count(Prefix from, SearchLimits limits, int threads) {
        return from.isRoot() ? count(limits, threads) : searchFrom(from, limits, null, false);
    }

    /**
     * A cursor on this engine's search tree, starting at the node of {@code from}
     * ({@link Prefix#ROOT} for the root). It changes this engine's state: close it before searching
     * again.
     */
    SearchCursor cursor(Prefix from);

    /**
     * Cuts the subtree of {@code from} at {@code depth} levels below it and hands each open node to
     * {@code out}, in the order the search would meet them, as a prefix: the nodes at that depth that
     * are not dead ends, and the solutions met above it. Every solution below {@code from} lies below
     * exactly one of them, so their counts add up to the count of {@code from}. Goes through the tree
     * above the cut once, on this thread.
     */
    default void split(Prefix from, int depth, Consumer<Prefix> out) {
        if (depth < 0) {
            throw new IllegalArgumentException("the depth of a split must be at least 0, not " + depth);
        }
        try (SearchCursor cursor = cursor(from)) {
            splitBelow(cursor, depth, out);
        }
    }

    private static void splitBelow(SearchCursor cursor, int depth, Consumer<Prefix> out) {
        if (cursor.isSolution()) {
            out.accept(cursor.prefix());
            return;
        }
        int branches = cursor.branches();
        if (cursor.depth() == depth) {
            if (branches > 0) {
                out.accept(cursor.prefix());
            }
            return;
        }
        for (int k = 0; k < branches; k++) {
            cursor.down(k);
            splitBelow(cursor, depth, out);
            cursor.up();
        }
    }

    /**
     * Knuth's estimate of the subtree of {@code from}, on this thread: about {@code samples} random
     * paths (chosen with generators seeded from {@code seed}) below an exactly counted top of the tree
     * give estimated nodes, updates and solutions, each with its spread ({@link Estimator#estimate});
     * the sampling's own speed turns them into the time of a one-thread count. When the top of the
     * tree is the whole tree, the estimate is the exact result.
     */
    default Estimate estimate(Prefix from, long samples, long seed) {
        return estimate(from, samples, 0, seed, 1);
    }

    /**
     * Knuth's estimate as {@link #estimate(Prefix, long, long)}, in rounds of {@code samples} paths
     * until the standard error of the node estimate is at most {@code targetError} of it (0.03: 3 %),
     * {@link Estimator#MAX_ROUNDS} first rounds' paths at most ({@code targetError} 0: one round; else
     * the first round grows up to 16 times {@code samples} where paths are cheap against the count), on
     * {@code threads} threads (the others on {@link #sibling siblings} of this engine). The same seed
     * gives the same figures (but the time) on the same number of threads.
     */
    default Estimate estimate(Prefix from, long samples, double targetError, long seed, int threads) {
        return estimate(from, Estimator.Method.STRATIFIED, samples, targetError, seed, threads);
    }

    /**
     * As {@link #estimate(Prefix, long, double, long, int)}, by {@code method}: the stratified
     * estimate, or Knuth's plain one (every path from {@code from}), which his programs give.
     */
    default Estimate estimate(Prefix from, Estimator.Method method, long samples, double targetError, long seed,
                              int threads) {
        return Estimator.ofEngine(this, from, method, samples, targetError, seed, threads);
    }

    /**
     * A new engine of the same kind and settings (heuristic, propagator; not the listener or
     * observer) for the same problem, to search the same tree on another thread; null when this
     * engine cannot make one (then work that would share it stays on one thread).
     */
    default ExactCoverEngine sibling() {
        return null;
    }

    /** The first solution, if there is one. */
    default Optional<Solution> findFirst() {
        return Optional.ofNullable(search(SearchLimits.NONE.withMaxSolutions(1), null, true).first());
    }

    /** Every solution, up to {@code limit} of them, kept in the result. */
    default SearchResult findAll(long limit) {
        return search(SearchLimits.NONE.withMaxSolutions(limit), null, true);
    }

    /** Counts all solutions without keeping them, on this thread. */
    default SearchResult count() {
        return count(SearchLimits.NONE);
    }

    /** Counts solutions within {@code limits} without keeping them, on this thread. */
    default SearchResult count(SearchLimits limits) {
        return search(limits, null, false);
    }

    /**
     * Searches within {@code limits}, handing each solution to {@code visitor} (which may be null);
     * solutions are not kept in the result.
     */
    default SearchResult search(SearchLimits limits, SolutionVisitor visitor) {
        return search(limits, visitor, false);
    }
}
