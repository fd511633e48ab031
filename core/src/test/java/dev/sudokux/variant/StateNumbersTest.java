package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StateNumbersTest {

    @Test
    void numbersStatesInTheOrderFirstMetAsAMapWould() {
        SplittableRandom random = new SplittableRandom(14);
        for (int round = 0; round < 50; round++) {
            StateNumbers numbers = new StateNumbers();
            Map<Long, Integer> expected = new LinkedHashMap<>();
            int distinct = 1 + random.nextInt(round < 25 ? 40 : 5000);
            for (int k = 0; k < 3 * distinct; k++) {
                // automaton states: a sum in the high half and packed digits in the low half, negatives too
                long state = ((long) (random.nextInt(distinct) - distinct / 2) << 32) | random.nextInt(16);
                int want = expected.computeIfAbsent(state, s -> expected.size() + 1);
                assertThat(numbers.numberOf(state)).isEqualTo(want);
            }
            assertThat(numbers.size()).isEqualTo(expected.size());
        }
    }

    @Test
    void addsAndFindsStatesAsASetWould() {
        SplittableRandom random = new SplittableRandom(7);
        StateNumbers numbers = new StateNumbers();
        java.util.Set<Long> expected = new java.util.HashSet<>();
        for (int k = 0; k < 20_000; k++) {
            long state = ((long) random.nextInt(90) << 32) | random.nextInt(1 << 12);
            if (random.nextBoolean()) {
                assertThat(numbers.add(state)).isEqualTo(expected.add(state));
            } else {
                assertThat(numbers.contains(state)).isEqualTo(expected.contains(state));
            }
        }
        assertThat(numbers.size()).isEqualTo(expected.size());
    }

    @Test
    void keepsZeroAndExtremeStatesApart() {
        StateNumbers numbers = new StateNumbers();
        long[] states = {0, -1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32, 1};
        for (int i = 0; i < states.length; i++) {
            assertThat(numbers.numberOf(states[i])).isEqualTo(i + 1);
        }
        for (int i = 0; i < states.length; i++) {
            assertThat(numbers.numberOf(states[i])).isEqualTo(i + 1);
        }
        assertThat(numbers.size()).isEqualTo(states.length);
    }
}
