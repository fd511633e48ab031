package dev.sudokux.exactcover;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * What the threads of a parallel count share: the shares of the tree given away and not yet taken
 * (of type {@code S}: whatever an engine needs to find a subtree again on its own data), the solution
 * total, the stop signal, and progress. The protocol, for any engine: one thread starts at the root,
 * the others {@link #take}; a busy thread looks at {@link #wantsWork} every so often (the links engine:
 * every 1,024 nodes) and, when it is true, {@link #give}s away part of its untried work; a thread
 * whose work is done takes again; {@link #take} returns null when every thread waits and nothing is
 * left, or when the count was stopped ({@link #stop}: a limit, an interruption, a failure).
 *
 * @param <S> a share of the tree
 */
final class WorkTeam<S> {

    final long startNanos;
    private final long maxSolutions;
    private final ProgressListener progress;
    private final int threads;
    private final AtomicLong solutions = new AtomicLong();
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong updates = new AtomicLong();
    volatile StopReason stop;
    private final ArrayDeque<S> tasks = new ArrayDeque<>();
    /** Threads waiting for a share, and shares given but not taken (written under the lock). */
    private volatile int waiting;
    private volatile int queued;
    private boolean finished;
    private long nextReportNanos;

    WorkTeam(long startNanos, long maxSolutions, ProgressListener progress, int threads) {
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

    synchronized void give(S task) {
        tasks.add(task);
        queued++;
        notifyAll();
    }

    /**
     * The next share; waits while other threads still work (one may give some); null when every
     * thread waits and no share is left, or the count was stopped.
     */
    synchronized S take() {
        waiting++;
        try {
            while (true) {
                if (stop != null || finished) {
                    return null;
                }
                S task = tasks.poll();
                if (task != null) {
                    queued--;
                    return task;
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
    /**
     * Runs the threads of a count: {@code worker.accept(t)} for {@code t = 1 .. threads-1} on helper
     * threads (daemons, named {@code name + t}) and {@code worker.accept(0)} on this one; then waits
     * for every helper. A helper that fails stops the team, and its failure is thrown here once all
     * have ended (an {@link Error} such as running out of memory stays what it is).
     */
    void runThreads(String name, IntConsumer worker) {
        runThreads(threads, name, worker, () -> stop(StopReason.INTERRUPTED));
    }

    /**
     * Runs {@code worker.accept(t)} for {@code t = 1 .. threads-1} on helper threads (daemons, named
     * {@code name + t}) and {@code worker.accept(0)} on this one; then waits for every helper, running
     * {@code onFailure} when a helper fails or this thread is interrupted while it waits (the interrupt
     * is kept). A helper's failure is thrown here once all have ended, an {@link Error} as it is.
     */
    static void runThreads(int threads, String name, IntConsumer worker, Runnable onFailure) {
        // The helpers' names without '+': the first string concatenation of a run spins its method
        // handles (about 10 ms in a fresh JVM), and here that delays every thread of a short count.
        Thread[] helpers = new Thread[threads - 1];
        Throwable[] failure = new Throwable[1];
        for (int t = 1; t < threads; t++) {
            int slot = t;
            helpers[t - 1] = new Thread(() -> {
                try {
                    worker.accept(slot);
                } catch (RuntimeException | Error e) {
                    onFailure.run();
                    synchronized (failure) {
                        failure[0] = e;
                    }
                }
            }, name.concat(Integer.toString(t)));
            helpers[t - 1].setDaemon(true);
            helpers[t - 1].start();
        }
        worker.accept(0);
        for (Thread helper : helpers) {
            boolean joined = false;
            while (!joined) {
                try {
                    helper.join();
                    joined = true;
                } catch (InterruptedException e) {
                    onFailure.run();
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
    }

    /**
     * The result of the count from what each thread did ({@code searches}: null for a thread that never
     * started; {@code stats} reads a search's counts): nodes, updates, solutions and guesses added up,
     * the deepest level, the time since the start; the solutions no more than the limit; the reason the
     * team stopped, or exhausted.
     */
    <T> SearchResult result(T[] searches, Function<T, SearchStats> stats) {
        List<SearchStats> parts = new ArrayList<>(searches.length);
        for (T s : searches) {
            parts.add(s == null ? null : stats.apply(s));
        }
        return result(parts);
    }

    private SearchResult result(List<SearchStats> parts) {
        long nodes = 0;
        long updates = 0;
        long found = 0;
        long guesses = 0;
        int maxLevel = 0;
        for (SearchStats s : parts) {
            if (s != null) {
                nodes += s.nodes();
                updates += s.updates();
                found += s.solutions();
                guesses += s.guesses();
                maxLevel = Math.max(maxLevel, s.maxLevel());
            }
        }
        found = Math.min(found, maxSolutions);
        StopReason reason = stop != null ? stop : StopReason.EXHAUSTED;
        return new SearchResult(found, List.of(), reason,
                new SearchStats(nodes, updates, found, guesses, maxLevel, System.nanoTime() - startNanos));
    }
}
