package dev.sudokux.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs a function over a stream of items on several threads and hands the results to a sink in input
 * order, with memory bounded whatever the length of the stream.
 *
 * <p>One thread reads the items (the source need not be thread-safe) and cuts them into chunks; the
 * workers process chunks, each worker with its own function from the factory (so solvers can keep
 * per-thread state); the calling thread takes the chunks back in order and feeds the sink. At most a
 * few chunks a thread are in flight. Chunks are sized so that one takes about a millisecond: single
 * items while items are slow, up to {@value #MAX_CHUNK} when they are fast.
 *
 * <p><b>Waiting for input.</b> When the source is about to wait for input (a program writing puzzles
 * one at a time and reading each answer), every item read so far is processed and delivered, and
 * then {@code flush} runs on the calling thread: the program gets its answer before it writes the
 * next puzzle. A batch whose input is all there never waits, and never flushes early.
 *
 * <p>Interrupting the calling thread stops the batch: workers are interrupted, results not yet
 * delivered are dropped, and {@link #run} returns false.
 */
final class Batch {
    private static final int MAX_CHUNK = 256;
    private static final long TARGET_CHUNK_NANOS = 1_000_000;

    /** Items to process, which say when reading the next one is about to wait for input. */
    interface Source<I> extends Iterator<I> {
        /** Runs {@code action} on the reading thread before each read that may wait for input. */
        void beforeWait(Runnable action);
    }

    private Batch() {
    }

    /**
     * Processes every item of {@code source} with functions made by {@code factory} on {@code threads}
     * threads, passing each result to {@code sink} in input order; runs {@code flush} on this thread
     * when the source is about to wait for input, after delivering everything read before.
     *
     * @return true when every item was processed and delivered; false when interrupted
     */
    static <I, O> boolean run(Source<I> source, int threads, Supplier<Function<I, O>> factory, Consumer<O> sink,
                              Runnable flush) {
        if (threads <= 1) {
            source.beforeWait(flush);
            try {
                Function<I, O> work = factory.get();
                while (source.hasNext()) {
                    if (Thread.currentThread().isInterrupted()) {
                        return false;
                    }
                    sink.accept(work.apply(source.next()));
                }
                return !Thread.currentThread().isInterrupted();
            } finally {
                source.beforeWait(null);
            }
        }
        return new Parallel<I, O>(threads, factory).run(source, sink, flush);
    }

    /** The marker a reader about to wait for input queues: deliver what came before it, then flush. */
    @SuppressWarnings("rawtypes")
    private static final Future FLUSH = CompletableFuture.completedFuture(List.of());

    private static final class Parallel<I, O> {
        private final ExecutorService workers;
        private final ThreadLocal<Function<I, O>> work;
        private final BlockingQueue<Future<List<O>>> inFlight;
        private final AtomicLong itemNanos = new AtomicLong(); // running average of the time an item takes
        private volatile boolean stopped;
        /** The chunk the reader is filling (the reader thread's alone). */
        private List<I> chunk;

        Parallel(int threads, Supplier<Function<I, O>> factory) {
            int[] number = {0};
            this.workers = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "sudokux-worker-" + (++number[0]));
                t.setDaemon(true);
                return t;
            });
            this.work = ThreadLocal.withInitial(factory);
            this.inFlight = new ArrayBlockingQueue<>(4 * threads);
        }

        boolean run(Source<I> source, Consumer<O> sink, Runnable flush) {
            source.beforeWait(this::waiting);
            Thread reader = new Thread(() -> read(source), "sudokux-reader");
            reader.setDaemon(true);
            reader.start();
            try {
                while (true) {
                    Future<List<O>> next = inFlight.take();
                    if (next == FLUSH) {
                        flush.run();
                        continue;
                    }
                    List<O> results;
                    try {
                        results = next.get();
                    } catch (ExecutionException e) {
                        Throwable cause = e.getCause();
                        if (cause instanceof RuntimeException r) {
                            throw r;
                        }
                        if (cause instanceof Error err) {
                            throw err;
                        }
                        throw new IllegalStateException(cause);
                    } catch (CancellationException e) {
                        return false;
                    }
                    if (results == null) {
                        return true; // the end of the input
                    }
                    for (O result : results) {
                        sink.accept(result);
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            } finally {
                stopped = true;
                source.beforeWait(null);
                reader.interrupt();
                workers.shutdownNow();
                inFlight.clear();
            }
        }

        /** The reader thread: chunks the input and queues the work, then an end marker. */
        private void read(Iterator<I> source) {
            try {
                while (!stopped && source.hasNext()) {
                    int size = chunkSize();
                    chunk = new ArrayList<>(size);
                    while (chunk.size() < size && source.hasNext()) {
                        chunk.add(source.next());
                    }
                    submitChunk();
                }
                inFlight.put(CompletableFuture.completedFuture(null));
            } catch (InterruptedException e) {
                // stopped by the consumer
            } catch (RuntimeException | Error e) {
                try {
                    inFlight.put(CompletableFuture.failedFuture(e));
                } catch (InterruptedException ignored) {
                    // stopped by the consumer
                }
            }
        }

        /** Queues the work on the chunk being filled, if it has items. */
        private void submitChunk() throws InterruptedException {
            List<I> work = chunk;
            chunk = new ArrayList<>();
            if (!work.isEmpty()) {
                inFlight.put(workers.submit(() -> process(work)));
            }
        }

        /**
         * On the reader thread, when the input is about to wait: the items read so far go to work at
         * once, and a marker tells the consumer to flush once it has delivered them.
         */
        @SuppressWarnings("unchecked")
        private void waiting() {
            if (stopped) {
                return;
            }
            try {
                if (chunk != null) {
                    submitChunk();
                }
                inFlight.put(FLUSH);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        private List<O> process(List<I> chunk) {
            Function<I, O> f = work.get();
            List<O> out = new ArrayList<>(chunk.size());
            long start = System.nanoTime();
            for (I item : chunk) {
                out.add(f.apply(item));
            }
            long perItem = (System.nanoTime() - start) / chunk.size();
            long old = itemNanos.get();
            itemNanos.set(old == 0 ? perItem : (old * 7 + perItem) / 8);
            return out;
        }

        private int chunkSize() {
            long perItem = itemNanos.get();
            if (perItem == 0) {
                return 1;
            }
            return (int) Math.max(1, Math.min(MAX_CHUNK, TARGET_CHUNK_NANOS / Math.max(1, perItem)));
        }
    }
}
