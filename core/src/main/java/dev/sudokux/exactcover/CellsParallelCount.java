package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A dancing-cells count on several threads: the top of the tree is cut into subtrees, each named by
 * its prefix (the options chosen on the way down), deepened until there are enough to keep every
 * thread busy to the end; the threads then take subtrees until none is left, each on sets of its
 * own. A subtree holds exactly the solutions that contain its prefix, so the counts add up.
 */
final class CellsParallelCount {
    private static final int SUBTREES_PER_THREAD = 64;
    private static final int MAX_SPLIT_DEPTH = 16;

    private final CellsLayout layout;
    private final CellsSearch split;
    private final SearchLimits limits;
    private final int threads;
    private final CellsShared shared;

    CellsParallelCount(CellsLayout layout, CellsSearch split, SearchLimits limits, int threads,
                       ProgressListener progress) {
        this.layout = layout;
        this.split = split;
        this.limits = limits;
        this.threads = threads;
        this.shared = new CellsShared(System.nanoTime(), limits.maxSolutions(), progress);
    }

    SearchResult run() {
        // Deepen the cut until there are enough subtrees to keep every thread busy to the end.
        List<int[]> subtrees = new ArrayList<>();
        StopReason reason = null;
        for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
            int before = subtrees.size();
            subtrees = new ArrayList<>();
            shared.solutions.set(0);
            split.reset();
            split.prepare(limits, null, false, null, null, shared);
            split.recordPrefixes(depth, subtrees);
            reason = split.search(0);
            if (reason != StopReason.EXHAUSTED || subtrees.size() >= SUBTREES_PER_THREAD * threads
                    || subtrees.size() <= before) {
                break;
            }
        }
        split.recordPrefixes(-1, null);
        CellsSearch[] workers = new CellsSearch[threads];
        if (reason == StopReason.EXHAUSTED && !subtrees.isEmpty()) {
            List<int[]> work = subtrees;
            AtomicInteger next = new AtomicInteger();
            Thread[] helpers = new Thread[threads - 1];
            Throwable[] failure = new Throwable[1];
            for (int t = 1; t < threads; t++) {
                int slot = t;
                helpers[t - 1] = new Thread(() -> {
                    try {
                        workers[slot] = new CellsSearch(layout);
                        work(workers[slot], work, next);
                    } catch (RuntimeException | Error e) {
                        shared.stop(StopReason.INTERRUPTED);
                        synchronized (failure) {
                            failure[0] = e;
                        }
                    }
                }, "sudokux-cells-" + t);
                helpers[t - 1].setDaemon(true);
                helpers[t - 1].start();
            }
            workers[0] = new CellsSearch(layout);
            work(workers[0], work, next);
            for (Thread helper : helpers) {
                boolean joined = false;
                while (!joined) {
                    try {
                        helper.join();
                        joined = true;
                    } catch (InterruptedException e) {
                        shared.stop(StopReason.INTERRUPTED);
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
            reason = shared.stop != null ? shared.stop : StopReason.EXHAUSTED;
        }
        long nodes = split.nodes;
        long updates = split.updates;
        long solutions = split.solutions;
        long guesses = split.guesses;
        int maxLevel = split.maxLevel;
        for (CellsSearch w : workers) {
            if (w != null) {
                nodes += w.nodes;
                updates += w.updates;
                solutions += w.solutions;
                guesses += w.guesses;
                maxLevel = Math.max(maxLevel, w.maxLevel);
            }
        }
        solutions = Math.min(solutions, limits.maxSolutions());
        SearchStats stats = new SearchStats(nodes, updates, solutions, guesses, maxLevel,
                System.nanoTime() - shared.startNanos);
        return new SearchResult(solutions, List.of(), reason, stats);
    }

    /** Takes subtrees until none is left or the count stops. */
    private void work(CellsSearch worker, List<int[]> subtrees, AtomicInteger next) {
        worker.prepare(limits, null, false, null, null, shared);
        int t;
        while (shared.stop == null && (t = next.getAndIncrement()) < subtrees.size()) {
            int[] prefix = subtrees.get(t);
            worker.reset();
            if (worker.choose(prefix)) {
                StopReason reason = worker.search(prefix.length);
                if (reason != StopReason.EXHAUSTED) {
                    shared.stop(reason);
                }
            }
        }
    }
}
