package dev.sudokux.web;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the work of requests runs, and how much of it may run at once.
 *
 * <p>Two lanes. <b>Quick</b> work (solving or checking a puzzle up to 9x9 with a fast solver: well
 * under a millisecond, bounded by the request's time limit all the same) runs on the thread that
 * serves the request, at most {@link ServerConfig#quickRequests()} at once. <b>Long</b> work (counts,
 * enumerations, explanations, ratings, hints, generation, exact cover, big grids, batches) runs on
 * {@link ServerConfig#workers()} worker threads, with at most {@link ServerConfig#queue()} requests
 * waiting for one. Work beyond either bound is refused at once with 503 and {@code Retry-After}: the
 * server sheds load instead of queueing without end, and because quick work never waits behind long
 * work, a server whose workers are all busy with minute-long requests still answers quick ones (the
 * operating system shares the cores between the threads).
 *
 * <p>Long work is asynchronous: the thread that took the request hands it to a worker and is free
 * again; the answer is written when the work is done. So the server's HTTP threads, few on purpose
 * (see {@link WebServer}), never wait for long work.
 *
 * <p>Each piece of long work gets a {@link Deadline}: the time limit of its request, enforced by
 * interrupting the worker thread if the work has not stopped by itself (the solvers, the exact cover
 * engine, the explainer and the generator all stop when interrupted).
 */
final class Workers implements AutoCloseable {

    /** Seconds a client is told to wait before trying again when the server is full. */
    static final int RETRY_AFTER_SECONDS = 1;

    private final Semaphore quick;
    private final ThreadPoolExecutor pool;
    private final Deadline.Timer timer = new Deadline.Timer();

    Workers(ServerConfig config) {
        this.quick = new Semaphore(config.quickRequests());
        BlockingQueue<Runnable> waiting = config.queue() == 0 ? new SynchronousQueue<>()
                : new ArrayBlockingQueue<>(config.queue());
        this.pool = new ThreadPoolExecutor(config.workers(), config.workers(), 1, TimeUnit.MINUTES, waiting,
                new Named("sudokux-worker"), new ThreadPoolExecutor.AbortPolicy());
        pool.allowCoreThreadTimeOut(true);
    }

    /** Runs quick work on this thread, unless {@link ServerConfig#quickRequests()} are in flight already. */
    <T> T quick(Callable<T> work) throws Exception {
        if (!quick.tryAcquire()) {
            throw busy("too many requests in flight");
        }
        try {
            return work.call();
        } finally {
            quick.release();
        }
    }

    /**
     * Starts long work on a worker within {@code deadline}, or refuses it at once when every worker is
     * busy and the queue is full. The future completes with the answer, or exceptionally with what
     * the work threw; it completes with a 503 problem if the work has not stopped a second after its
     * deadline (the worker was interrupted at the deadline and goes on only as long as the work
     * ignores that). No thread waits for it: the request's thread is free as soon as this returns.
     *
     * @throws Problem 503 when refused
     */
    <T> CompletableFuture<T> submit(Deadline deadline, Callable<T> work) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        try {
            pool.execute(() -> {
                if (answer.isDone()) {
                    return; // timed out while it waited
                }
                try {
                    answer.complete(deadline.run(timer, work));
                } catch (Throwable t) {
                    answer.completeExceptionally(t);
                }
            });
        } catch (RejectedExecutionException full) {
            throw busy("every worker is busy and " + pool.getQueue().size() + " requests are waiting");
        }
        ScheduledFuture<?> late = timer.executor().schedule(() -> answer.completeExceptionally(overtime()),
                deadline.remainingNanos() + TimeUnit.SECONDS.toNanos(1), TimeUnit.NANOSECONDS);
        answer.whenComplete((done, error) -> late.cancel(false));
        return answer;
    }

    private static Problem overtime() {
        return new Problem(503, "overtime", "Time limit exceeded",
                "the work did not stop within its time limit; it was interrupted").retryAfter(RETRY_AFTER_SECONDS);
    }

    /**
     * Hands {@code task} to a worker if one is idle and nothing waits; false (and nothing done) otherwise.
     * For the parts of a batch, which its own thread does when no worker is free.
     */
    boolean tryIdle(Runnable task) {
        if (pool.getActiveCount() >= pool.getMaximumPoolSize() || !pool.getQueue().isEmpty()) {
            return false;
        }
        try {
            pool.execute(task);
            return true;
        } catch (RejectedExecutionException full) {
            return false;
        }
    }

    /** How many workers are busy now. */
    int busyWorkers() {
        return pool.getActiveCount();
    }

    private static Problem busy(String why) {
        return new Problem(503, "busy", "Server busy", "the server is full (" + why + "); try again shortly")
                .retryAfter(RETRY_AFTER_SECONDS);
    }

    @Override
    public void close() {
        pool.shutdownNow();
        timer.close();
    }

    /** Daemon threads with a name and a number. */
    static final class Named implements ThreadFactory {
        private final String name;
        private final AtomicInteger count = new AtomicInteger();

        Named(String name) {
            this.name = name;
        }

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, name + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    }
}
