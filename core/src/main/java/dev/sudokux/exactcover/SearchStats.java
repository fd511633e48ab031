package dev.sudokux.exactcover;

/**
 * What a search did, in Knuth's terms.
 *
 * @param nodes        nodes of the search tree (times a level was entered)
 * @param updates      link updates: nodes removed from an item's list (each is undone once)
 * @param solutions    solutions found
 * @param guesses      options tried at levels whose item had two or more options (forced choices
 *                     are not guesses)
 * @param maxLevel     the deepest level reached (the size of the largest partial solution)
 * @param elapsedNanos wall-clock time of the search, not counting building the links
 */
public record SearchStats(long nodes, long updates, long solutions, long guesses, int maxLevel,
                          long elapsedNanos) {

    /** Elapsed time in seconds. */
    public double seconds() {
        return elapsedNanos / 1e9;
    }

    /** Link updates per second, or 0 for a search too short to time. */
    public double updatesPerSecond() {
        return elapsedNanos == 0 ? 0 : updates * 1e9 / elapsedNanos;
    }

    @Override
    public String toString() {
        return String.format("%d solutions, %d nodes, %d updates, max level %d, %.3f s (%.1f M updates/s)",
                solutions, nodes, updates, maxLevel, seconds(), updatesPerSecond() / 1e6);
    }
}
