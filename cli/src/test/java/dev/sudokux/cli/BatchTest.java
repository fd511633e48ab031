package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class BatchTest {

    @Test
    void resultsComeInInputOrderWhateverTheThreadCount() {
        Random random = new Random(9);
        List<Integer> input = IntStream.range(0, 20_000).boxed().toList();
        for (int threads : new int[] {1, 2, 3, 8}) {
            List<Integer> out = new ArrayList<>();
            boolean done = Batch.run(source(input.iterator()), threads, () -> i -> {
                if (random.nextInt(1000) == 0) {
                    Thread.onSpinWait();
                }
                return i * 2;
            }, out::add, () -> { });
            assertThat(done).isTrue();
            assertThat(out).hasSize(input.size());
            for (int i = 0; i < out.size(); i++) {
                assertThat(out.get(i)).isEqualTo(2 * i);
            }
        }
    }

    @Test
    void eachWorkerThreadGetsItsOwnFunction() {
        AtomicInteger made = new AtomicInteger();
        List<String> out = new ArrayList<>();
        Batch.run(source(IntStream.range(0, 1000).boxed().iterator()), 3, () -> {
            made.incrementAndGet();
            String me = Thread.currentThread().getName();
            return (Function<Integer, String>) i -> me;
        }, out::add, () -> { });
        assertThat(made.get()).isBetween(1, 3);
        assertThat(out).hasSize(1000);
    }

    @Test
    void memoryStaysBoundedOnAnEndlessSourceUntilTheSinkStops() {
        // An endless source: the batch must pull lazily; the sink interrupts after 100,000 results.
        Iterator<Integer> endless = new Iterator<>() {
            int next;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public Integer next() {
                return next++;
            }
        };
        int[] seen = {0};
        boolean done = Batch.run(source(endless), 2, () -> i -> i, i -> {
            assertThat(i).isEqualTo(seen[0]);
            if (++seen[0] == 100_000) {
                Thread.currentThread().interrupt();
            }
        }, () -> { });
        assertThat(done).isFalse();
        assertThat(Thread.interrupted()).isTrue(); // clear the flag for the next test
        assertThat(seen[0]).isGreaterThanOrEqualTo(100_000);
    }

    @Test
    void aFailureInAWorkerReachesTheCaller() {
        assertThatThrownBy(() -> Batch.run(source(IntStream.range(0, 100).boxed().iterator()), 2, () -> i -> {
            if (i == 57) {
                throw new IllegalStateException("boom at 57");
            }
            return i;
        }, i -> { }, () -> { })).hasMessage("boom at 57");
    }

    /**
     * A source that waits for input before items 10 and 500 (as a program feeding puzzles one at a
     * time would make it): every result before the wait is delivered, and flushed, before it.
     */
    @Test
    void beforeWaitingForInputEveryResultSoFarIsDeliveredThenFlushed() {
        for (int threads : new int[] {1, 2, 3}) {
            List<String> events = new ArrayList<>();
            Batch.Source<Integer> waiting = new Batch.Source<>() {
                private final Iterator<Integer> items = IntStream.range(0, 1000).boxed().iterator();
                private Runnable beforeWait = () -> { };
                private int read;

                @Override
                public void beforeWait(Runnable action) {
                    beforeWait = action == null ? () -> { } : action;
                }

                @Override
                public boolean hasNext() {
                    if (read == 10 || read == 500) {
                        beforeWait.run();
                    }
                    return items.hasNext();
                }

                @Override
                public Integer next() {
                    read++;
                    return items.next();
                }
            };
            Batch.run(waiting, threads, () -> i -> i, i -> events.add("result " + i), () -> events.add("flush"));
            // Results 0..9 come, then a flush, before result 10; the same before 500.
            for (int waitAt : new int[] {10, 500}) {
                int next = events.indexOf("result " + waitAt);
                int flush = events.subList(0, next).lastIndexOf("flush");
                assertThat(flush).as("%d threads, a flush before result %d", threads, waitAt).isPositive();
                assertThat(events.subList(0, flush)).contains("result " + (waitAt - 1));
            }
            assertThat(events.stream().filter(e -> e.startsWith("result"))).hasSize(1000);
        }
    }

    /** An iterator as a source that never waits for input. */
    static <I> Batch.Source<I> source(Iterator<I> items) {
        return new Batch.Source<>() {
            @Override
            public void beforeWait(Runnable action) {
            }

            @Override
            public boolean hasNext() {
                return items.hasNext();
            }

            @Override
            public I next() {
                return items.next();
            }
        };
    }
}
