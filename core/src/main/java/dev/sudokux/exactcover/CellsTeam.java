package dev.sudokux.exactcover;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the threads of a parallel dancing-cells count share: the shares of the tree given and not yet
 * taken, the solution total, the stop signal and progress. The protocol is {@link ParallelCount}'s:
 * one thread starts at the root; a thread out of work waits in {@link #take()}; a busy one, looking
 * every 1,024 nodes, sees {@link #wantsWork()} and {@link #give gives} a share; the count ends when
 * every thread waits and no share is left.
 */
final class CellsTeam {

    /**
     * A share of the tree: choose the options of {@code prefix} (problem numbering, one a level), then
     * at the next level branch on item {@code item} (problem numbering), trying only {@code options}.
     *
     * @param degree how many options the item had when the giver chose it (for the guess count)
     */
    record Share(int[] prefix, int item, int[] options, int degree) {
    }

    final long startNanos;
    private final long maxSolutions;
    private final ProgressListener progress;
    private final int threads;
    private final AtomicLong solutions = new AtomicLong();
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong updates = new AtomicLong();
    volatile StopReason stop;
    private final ArrayDeque<Share> shares = new ArrayDeque<>();
    private volatile int waiting;
    private volatile int queued;
    private boolean finished;
    private long nextReportNanos;

    CellsTeam(long startNanos, long maxSolutions, ProgressListener progress, int threads) {
        this.startNanos = startNanos;
        this.maxSolutions = maxSolutions;
        this.progress = progress;
        this.threads = threads;
        this.nextReportNanos = progress == null ? 0 : startNanos + progress.intervalNanos();
    }

    /** Whether some thread waits for a share that no one has given yet. */
    boolean wantsWork() {
        return waiting > queued && stop == null;
    }

    synchronized void give(Share share) {
        shares.add(share);
        queued++;
        notifyAll();
    }

    /**
     * The next share; waits while other threads still work (one may give some); null when every
     * thread waits and no share is left, or the count was stopped.
     */
    synchronized Share take() {
        waiting++;
        try {
            while (true) {
                if (stop != null || finished) {
                    return null;
                }
                Share share = shares.poll();
                if (share != null) {
                    queued--;
                    return share;
                }
                if (waiting == threads) {
                    finished = true;
                    notifyAll();
                    return null;
                }
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    stop(StopReason.INTERRUPTED);
                }
            }
        } finally {
            waiting--;
        }
    }

    synchronized void stop(StopReason reason) {
        if (stop == null) {
            stop = reason;
        }
        notifyAll();
    }

    /** Counts a solution; the reason to stop when the solution limit is reached, else null. */
    StopReason solutionFound() {
        if (solutions.incrementAndGet() >= maxSolutions) {
            stop(StopReason.SOLUTION_LIMIT);
            return StopReason.SOLUTION_LIMIT;
        }
        return null;
    }

    /** Adds a thread's counts since its last report; one thread at a time tells the listener. */
    void report(long moreNodes, long moreUpdates, long now) {
        long n = nodes.addAndGet(moreNodes);
        long u = updates.addAndGet(moreUpdates);
        if (progress != null && now - nextReportNanos >= 0) {
            synchronized (this) {
                if (now - nextReportNanos >= 0) {
                    nextReportNanos = now + progress.intervalNanos();
                    progress.progress(SearchProgress.countsOnly(
                            new SearchStats(n, u, solutions.get(), 0, 0, now - startNanos)));
                }
            }
        }
    }
}
