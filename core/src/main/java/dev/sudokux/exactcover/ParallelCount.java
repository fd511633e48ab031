package dev.sudokux.exactcover;

/**
 * Counts solutions on several threads, the tree split by work, not by a fixed depth: one thread
 * starts at the root; whenever a thread runs out of work, a busy one (looking every 1,024 nodes)
 * hands it the later half of the options it has not yet tried at its shallowest level that has some,
 * as a {@link Task}: the options chosen above that level (a prefix, which the taker chooses again on
 * links of its own) and the stretch of the level's list to try. A tree of any shape keeps every
 * thread busy to the end, and a prefix is chosen again only when a thread needed work, so an item
 * with 20,000 options costs a few dozen replays, not 20,000.
 *
 * <p>Every node of the tree is entered by exactly one thread, so the node count is the one-thread
 * count; the updates also count the replayed prefixes.
 */
final class ParallelCount {

    /**
     * A share of the tree: choose the options of {@code prefix} (nodes, one a level), then at the next
     * level cover the item of node {@code first} and try its options from {@code first} up to, not
     * including, {@code stop} (a node, or the item's header for the rest of its list).
     *
     * @param degree how many options the item had when first chosen (for the guess count)
     */
    record Task(int[] prefix, int first, int stop, int degree) {
    }

    private final Links links;
    private final Heuristic heuristic;
    private final SearchLimits limits;
    private final Propagator propagator;
    private final int threads;
    private final WorkTeam<Task> team;
    /** The options the count starts from (a prefix), chosen by the first thread. */
    private final int[] start;

    ParallelCount(Links links, Heuristic heuristic, SearchLimits limits, Propagator propagator,
                  ProgressListener progress, int threads, int[] start) {
        this.start = start;
        this.links = links;
        this.heuristic = heuristic;
        this.limits = limits;
        this.propagator = propagator;
        this.threads = threads;
        this.team = new WorkTeam<>(System.nanoTime(), limits.maxSolutions(), progress, threads);
    }

    SearchResult run() {
        Search[] searches = new Search[threads];
        team.runThreads("sudokux-xc-", t -> {
            searches[t] = newSearch(t == 0 ? links : new Links(links.problem));
            work(searches[t], t == 0);
        });
        return team.result(searches, Search::stats);
    }

    private Search newSearch(Links own) {
        return new Search(own, heuristic, false, limits, null, false, null, propagator, null, team);
    }

    /** Searches the root (the first thread), then takes shares until there are none. */
    private void work(Search search, boolean root) {
        if (root) {
            StopReason reason = search.runFrom(start, new int[0]).stopReason();
            if (reason != StopReason.EXHAUSTED) {
                team.stop(reason);
            }
        }
        Task task;
        while ((task = team.take()) != null) {
            StopReason reason = search.runTask(task);
            if (reason != StopReason.EXHAUSTED) {
                team.stop(reason);
            }
        }
    }
}
