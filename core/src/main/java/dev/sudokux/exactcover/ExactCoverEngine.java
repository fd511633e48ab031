package dev.sudokux.exactcover;

import java.util.Optional;

/**
 * A search engine for one {@link ExactCoverProblem}: what every engine offers, whatever its data
 * structure ({@link DancingLinks}: Knuth's linked lists; others may follow, such as dancing cells).
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
    String[] NAMES = {"links"};

    /**
     * A new engine of the kind called {@code name} for {@code problem}.
     *
     * @param name one of {@link #NAMES}: {@code links} (Dancing Links, {@link DancingLinks})
     * @throws IllegalArgumentException for an unknown name
     */
    static ExactCoverEngine create(String name, ExactCoverProblem problem) {
        return switch (name) {
            case "links" -> new DancingLinks(problem);
            default -> throw new IllegalArgumentException("unknown exact cover engine '" + name
                    + "' (known: " + String.join(", ", NAMES) + ")");
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
