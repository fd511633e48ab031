package dev.sudokux.exactcover;

/**
 * A dancing-cells count on several threads, split by work as {@link ParallelCount} splits the links
 * engine's: one thread starts at the root (or the node of a prefix); whenever a thread runs out of work, a busy one (looking
 * every 1,024 nodes) hands it the later half of the options it has not yet tried at its shallowest
 * branching level, as a {@link CellsShare}: the options chosen above that level, which the taker
 * chooses again on sets of its own, and the options to try there. Every node is entered by one
 * thread, so the node count is the one-thread count (the replayed prefixes are not nodes).
 */
final class CellsParallelCount {

    private final CellsLayout layout;
    private final CellsSearch first;
    private final Prefix from;
    private final SearchLimits limits;
    private final Propagator propagator;
    private final int threads;
    private final WorkTeam<CellsShare> team;

    CellsParallelCount(CellsLayout layout, CellsSearch first, Prefix from, SearchLimits limits,
                       Propagator propagator, ProgressListener progress, int threads) {
        this.layout = layout;
        this.first = first;
        this.from = from;
        this.limits = limits;
        this.propagator = propagator;
        this.threads = threads;
        this.team = new WorkTeam<>(System.nanoTime(), limits.maxSolutions(), progress, threads);
    }

    SearchResult run() {
        CellsSearch[] searches = new CellsSearch[threads];
        team.runThreads("sudokux-cells-", t -> {
            searches[t] = t == 0 ? first : new CellsSearch(layout);
            work(searches[t], t == 0);
        });
        return team.result(searches, CellsSearch::stats);
    }

    /** Searches the root (the first thread), then takes shares until there are none. */
    private void work(CellsSearch search, boolean root) {
        search.prepare(limits, null, false, null, null, propagator, team);
        int[] excluded = from.excluded();
        if (root) {
            search.reset();
            StopReason reason = StopReason.EXHAUSTED;
            if (search.choose(from.chosen())) {
                search.exclude(excluded);
                reason = search.search();
            }
            if (reason != StopReason.EXHAUSTED) {
                team.stop(reason);
            }
        }
        CellsShare share;
        while ((share = team.take()) != null) {
            search.reset();
            StopReason reason = search.search(share, excluded);
            if (reason != StopReason.EXHAUSTED) {
                team.stop(reason);
            }
        }
    }
}
