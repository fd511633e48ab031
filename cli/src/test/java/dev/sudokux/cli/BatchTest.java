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
            boolean done = Batch.run(input.iterator(), threads, () -> i -> {
                if (random.nextInt(1000) == 0) {
                    Thread.onSpinWait();
                }
                return i * 2;
            }, out::add);
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
        Batch.run(IntStream.range(0, 1000).boxed().iterator(), 3, () -> {
            made.incrementAndGet();
            String me = Thread.currentThread().getName();
            return (Function<Integer, String>) i -> me;
        }, out::add);
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
        boolean done = Batch.run(endless, 2, () -> i -> i, i -> {
            assertThat(i).isEqualTo(seen[0]);
            if (++seen[0] == 100_000) {
                Thread.currentThread().interrupt();
            }
        });
        assertThat(done).isFalse();
        assertThat(Thread.interrupted()).isTrue(); // clear the flag for the next test
        assertThat(seen[0]).isGreaterThanOrEqualTo(100_000);
    }

    @Test
    void aFailureInAWorkerReachesTheCaller() {
        assertThatThrownBy(() -> Batch.run(IntStream.range(0, 100).boxed().iterator(), 2, () -> i -> {
            if (i == 57) {
                throw new IllegalStateException("boom at 57");
            }
            return i;
        }, i -> { })).hasMessage("boom at 57");
    }
}
