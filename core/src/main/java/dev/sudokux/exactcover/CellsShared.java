package dev.sudokux.exactcover;

import java.util.concurrent.atomic.AtomicLong;

/** What the threads of a parallel dancing-cells count share: the solution total, the stop signal, progress. */
final class CellsShared {
    final long startNanos;
    final long maxSolutions;
    final ProgressListener progress;
    final AtomicLong solutions = new AtomicLong();
    final AtomicLong nodes = new AtomicLong();
    final AtomicLong updates = new AtomicLong();
    volatile StopReason stop;
    private long nextReportNanos;

    CellsShared(long startNanos, long maxSolutions, ProgressListener progress) {
        this.startNanos = startNanos;
        this.maxSolutions = maxSolutions;
        this.progress = progress;
        this.nextReportNanos = progress == null ? 0 : startNanos + progress.intervalNanos();
    }

    void stop(StopReason reason) {
        if (stop == null) {
            stop = reason;
        }
    }

    /** Adds a thread's counts since its last report; one thread at a time tells the listener. */
    void report(long moreNodes, long moreUpdates, long now) {
        long n = nodes.addAndGet(moreNodes);
        long u = updates.addAndGet(moreUpdates);
        if (progress != null && now - nextReportNanos >= 0) {
            synchronized (this) {
                if (now - nextReportNanos >= 0) {
                    nextReportNanos = now + progress.intervalNanos();
                    progress.progress(new SearchStats(n, u, solutions.get(), 0, 0, now - startNanos));
                }
            }
        }
    }
}
