package dev.sudokux.web;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The time budget of one piece of work. Solvers and the exact cover engine take it as their own time
 * limit and stop by themselves; {@link #run} also interrupts the thread doing the work when the budget
 * is spent, which stops the work that has no budget of its own (the explainer between steps, the
 * generator), and tells afterwards whether that happened ({@link #expired()}).
 */
final class Deadline {
    private final long end;
    private final Object lock = new Object();
    private Thread worker;
    private volatile boolean expired;

    private Deadline(long end) {
        this.end = end;
    }

    /** A budget of {@code budget} from now. */
    static Deadline after(Duration budget) {
        long now = System.nanoTime();
        long nanos;
        try {
            nanos = budget.toNanos();
        } catch (ArithmeticException tooLong) {
            nanos = Long.MAX_VALUE / 4;
        }
        return new Deadline(now + Math.min(nanos, Long.MAX_VALUE / 4));
    }

    /** Nanoseconds left (0 when spent). */
    long remainingNanos() {
        return Math.max(0, end - System.nanoTime());
    }

    /** What is left, at least a nanosecond (solvers take no zero budget). */
    Duration remaining() {
        return Duration.ofNanos(Math.max(1, remainingNanos()));
    }

    /** Whether the budget is spent (or the work was interrupted for it). */
    boolean expired() {
        return expired || System.nanoTime() - end >= 0;
    }

    /**
     * Runs {@code work} on this thread, interrupting the thread if it is still at it when the budget
     * is spent. The interruption never outlives the work: the thread's interrupt flag is cleared
     * before this returns.
     */
    <T> T run(Timer timer, Callable<T> work) throws Exception {
        synchronized (lock) {
            worker = Thread.currentThread();
        }
        ScheduledFuture<?> alarm = timer.executor.schedule(this::expire, remainingNanos(), TimeUnit.NANOSECONDS);
        try {
            return work.call();
        } finally {
            synchronized (lock) {
                worker = null;
            }
            alarm.cancel(false);
            if (expired) {
                Thread.interrupted();
            }
        }
    }

    private void expire() {
        synchronized (lock) {
            if (worker != null) {
                expired = true;
                worker.interrupt();
            }
        }
    }

    /** The one thread that fires the deadlines of a server. */
    static final class Timer implements AutoCloseable {
        private final ScheduledThreadPoolExecutor executor;

        Timer() {
            executor = new ScheduledThreadPoolExecutor(1, new Workers.Named("sudokux-deadline"));
            executor.setRemoveOnCancelPolicy(true);
        }

        /** The executor, for other timed events of the server. */
        java.util.concurrent.ScheduledExecutorService executor() {
            return executor;
        }

        @Override
        public void close() {
            executor.shutdownNow();
        }
    }
}
