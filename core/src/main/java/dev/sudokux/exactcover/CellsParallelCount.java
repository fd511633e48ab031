package dev.sudokux.exactcover;

import java.util.List;

/**
 * A dancing-cells count on several threads, split by work as {@link ParallelCount} splits the links
 * engine's: one thread starts at the root (or the node of a prefix); whenever a thread runs out of work, a busy one (looking
 * every 64 nodes) hands it the later half of the options it has not yet tried at its shallowest
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
        Thread[] helpers = new Thread[threads - 1];
        Throwable[] failure = new Throwable[1];
        for (int t = 1; t < threads; t++) {
            int slot = t;
            helpers[t - 1] = new Thread(() -> {
                try {
                    searches[slot] = new CellsSearch(layout);
                    work(searches[slot], false);
                } catch (RuntimeException | Error e) {
                    team.stop(StopReason.INTERRUPTED);
                    synchronized (failure) {
                        failure[0] = e;
                    }
                }
            }, "sudokux-cells-" + t);
            helpers[t - 1].setDaemon(true);
            helpers[t - 1].start();
        }
        searches[0] = first;
        work(first, true);
        for (Thread helper : helpers) {
            boolean joined = false;
            while (!joined) {
                try {
                    helper.join();
                    joined = true;
                } catch (InterruptedException e) {
                    team.stop(StopReason.INTERRUPTED);
                    Thread.currentThread().interrupt();
                }
            }
        }
        synchronized (failure) {
            if (failure[0] instanceof RuntimeException e) {
                throw e;
            } else if (failure[0] instanceof Error e) {
                throw e;
            }
        }
        long nodes = 0;
        long updates = 0;
        long solutions = 0;
        long guesses = 0;
        int maxLevel = 0;
        for (CellsSearch s : searches) {
            if (s != null) {
                nodes += s.nodes;
                updates += s.updates;
                solutions += s.solutions;
                guesses += s.guesses;
                maxLevel = Math.max(maxLevel, s.maxLevel);
            }
        }
        solutions = Math.min(solutions, limits.maxSolutions());
        StopReason reason = team.stop != null ? team.stop : StopReason.EXHAUSTED;
        SearchStats stats = new SearchStats(nodes, updates, solutions, guesses, maxLevel,
                System.nanoTime() - team.startNanos);
        return new SearchResult(solutions, List.of(), reason, stats);
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
