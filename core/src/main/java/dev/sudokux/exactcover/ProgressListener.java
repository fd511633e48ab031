package dev.sudokux.exactcover;

/**
 * Hears how a long search is going, a few times a second at most (the engine checks the clock
 * every 1,024 nodes and reports when {@link #intervalNanos()} has passed since the last report).
 */
@FunctionalInterface
public interface ProgressListener {
    /**
     * Called from a searching thread with the counts so far.
     *
     * @param soFar nodes, updates and solutions so far, and the time since the search began
     */
    void progress(SearchStats soFar);

    /**
     * Called from a searching thread with the counts so far and, on one thread, the path to the node
     * being searched (from which Knuth's estimate of the fraction done comes). Hands the counts to
     * {@link #progress(SearchStats)} unless overridden.
     */
    default void progress(SearchProgress soFar) {
        progress(soFar.stats());
    }

    /** How often to report, in nanoseconds: a quarter of a second unless overridden. */
    default long intervalNanos() {
        return 250_000_000L;
    }
}
