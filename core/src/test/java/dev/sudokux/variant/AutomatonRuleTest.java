package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link AutomatonRule} against brute force: for random automata of several kinds (zipper lines,
 * between lines, quadruples, sums with weights, equal segments) over short lines, and random digit
 * sets on their cells, the rule keeps exactly the digits that some sequence the automaton accepts
 * puts there, and says there is none exactly when there is none. The transitions it is built from
 * are read off every accepted sequence over all digits, as the compiler keeps them (those on a path
 * from the start to an accepting state), independently of the compiler's own listing. Seeded, so a
 * failure repeats.
 */
class AutomatonRuleTest {

    private static final int ROUNDS = 800;

    @Test
    void keepsExactlyTheDigitsOfAcceptedSequences() {
        Random random = new Random(41);
        int none = 0;
        int narrowed = 0;
        int kinds = 0;
        for (int round = 0; round < ROUNDS; round++) {
            int n = 4 + random.nextInt(3);
            Automaton a = automaton(round % 5, n, random);
            int m = a.cells().length;
            List<long[]>[] steps = transitions(a, n);
            AutomatonRule rule = AutomatonRule.of(a.cells(), TransitionLayers.of(steps), n);
            long[] mask = new long[m];
            for (int i = 0; i < m; i++) {
                mask[i] = randomDigits(n, random);
            }
            long[] expected = new long[m];
            boolean any = accepted(a, mask, 0, a.start(), new int[m], expected);
            long[] got = mask.clone();
            boolean fits = rule.propagate(mask.clone(), (cell, digits) -> {
                got[cell] = digits;
                return digits != 0;
            }, new long[rule.scratchLength()]);
            assertThat(fits).as("round %d: %s over %s", round, a, Arrays.toString(mask)).isEqualTo(any);
            if (!any) {
                none++;
                continue;
            }
            for (int i = 0; i < m; i++) {
                assertThat(got[i]).as("round %d: %s over %s, cell %d", round, a, Arrays.toString(mask), i)
                        .isEqualTo(expected[i]);
                narrowed += got[i] != mask[i] ? 1 : 0;
            }
            kinds |= 1 << (round % 5);
        }
        assertThat(none).as("rounds without a sequence").isGreaterThan(40);
        assertThat(narrowed).as("digits the rule took out").isGreaterThan(300);
        assertThat(kinds).as("kinds with a sequence").isEqualTo(31);
    }

    /** A random automaton of {@code kind} over cells 0 .. m-1 (the cell numbers are the positions). */
    private static Automaton automaton(int kind, int n, Random random) {
        int m = 2 + random.nextInt(4);
        int[] cells = new int[m];
        for (int i = 0; i < m; i++) {
            cells[i] = i;
        }
        switch (kind) {
            case 0:
                return Automaton.Zipper.of(cells);
            case 1:
                return new Automaton.Between(cells);
            case 2: {
                int need = 1 + random.nextInt(Math.min(3, m));
                Set<Integer> digits = new LinkedHashSet<>();
                while (digits.size() < need) {
                    digits.add(1 + random.nextInt(n));
                }
                int[] ds = digits.stream().mapToInt(Integer::intValue).toArray();
                int[] counts = new int[ds.length];
                Arrays.fill(counts, 1);
                return new Automaton.Count(cells, ds, counts);
            }
            case 3: {
                int[] weights = new int[m];
                long target = 0;
                for (int i = 0; i < m; i++) {
                    weights[i] = i == 0 ? (random.nextBoolean() ? 10 : 1) : -1;
                    target += (long) weights[i] * (1 + random.nextInt(n));
                }
                return new Automaton.Sum(cells, weights, random.nextInt(3) == 0 ? target + 1 : 0);
            }
            default: {
                boolean[] ends = new boolean[m];
                for (int i = 0; i < m; i++) {
                    ends[i] = i == m - 1 || random.nextInt(3) == 0;
                }
                return new Automaton.EqualSegments(cells, ends);
            }
        }
    }

    /** The transitions of every accepted sequence over digits 1 .. n, step by step, without repeats. */
    @SuppressWarnings("unchecked")
    private static List<long[]>[] transitions(Automaton a, int n) {
        int m = a.cells().length;
        List<Set<List<Long>>> seen = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            seen.add(new LinkedHashSet<>());
        }
        long[] all = new long[m];
        Arrays.fill(all, (1L << n) - 1);
        walk(a, all, 0, new long[m + 1], new int[m], seen, a.start());
        List<long[]>[] steps = new List[m];
        for (int i = 0; i < m; i++) {
            steps[i] = new ArrayList<>();
            for (List<Long> t : seen.get(i)) {
                steps[i].add(new long[] {t.get(0), t.get(1), t.get(2)});
            }
        }
        return steps;
    }

    private static void walk(Automaton a, long[] mask, int i, long[] states, int[] digits,
                             List<Set<List<Long>>> seen, long state) {
        states[i] = state;
        if (i == digits.length) {
            if (a.accepts(state)) {
                for (int k = 0; k < digits.length; k++) {
                    seen.get(k).add(List.of(states[k], (long) digits[k], states[k + 1]));
                }
            }
            return;
        }
        for (long bits = mask[i]; bits != 0; bits &= bits - 1) {
            int d = Long.numberOfTrailingZeros(bits) + 1;
            long next = a.step(i, state, d);
            if (next != Automaton.REJECT) {
                digits[i] = d;
                walk(a, mask, i + 1, states, digits, seen, next);
            }
        }
    }

    /**
     * Adds to {@code kept} the digits of every sequence within {@code mask} (per cell) the automaton
     * accepts, read in its cells' order; whether there is one.
     */
    private static boolean accepted(Automaton a, long[] mask, int i, long state, int[] digits, long[] kept) {
        int[] cells = a.cells();
        if (i == digits.length) {
            if (!a.accepts(state)) {
                return false;
            }
            for (int k = 0; k < digits.length; k++) {
                kept[cells[k]] |= 1L << (digits[k] - 1);
            }
            return true;
        }
        boolean any = false;
        for (long bits = mask[cells[i]]; bits != 0; bits &= bits - 1) {
            int d = Long.numberOfTrailingZeros(bits) + 1;
            long next = a.step(i, state, d);
            if (next != Automaton.REJECT) {
                digits[i] = d;
                any |= accepted(a, mask, i + 1, next, digits, kept);
            }
        }
        return any;
    }

    private static long randomDigits(int n, Random random) {
        long digits = 0;
        while (digits == 0) {
            for (int d = 0; d < n; d++) {
                if (random.nextInt(3) == 0) {
                    digits |= 1L << d;
                }
            }
        }
        return digits;
    }
}
