package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fuzz target: both engines against brute force on small problems built from the fuzz bytes: 1-5
 * primary items, 0-3 secondary, up to 12 options (so that all 4096 subsets of options can be
 * tried), colours on secondary items, multiplicities on primary items. Properties: the links engine
 * (and the cells engine, when the problem has no multiplicities, which it does not take) counts as
 * many solutions as there are subsets of options that are exact covers ({@link Solution#isExactCover}),
 * alone and on two threads; every solution it enumerates is an exact cover, none twice; and a
 * second search on the same engine gives the same count (the search restored its state).
 *
 * <p>Inputs: {@code src/test/resources/dev/sudokux/exactcover/EngineFuzzTestInputs/agreesWithBruteForce/}
 * (bytes, as the builder below reads them).
 */
class EngineFuzzTest {

    private static final int MAX_OPTIONS = 12;

    @FuzzTest(maxDuration = "2m")
    void agreesWithBruteForce(FuzzedDataProvider data) {
        ExactCoverProblem problem = problem(data);
        long expected = bruteForceCount(problem);
        String text = DlxFormat.toString(problem);
        for (String name : ExactCoverEngine.NAMES) {
            if (name.equals("cells") && problem.hasMultiplicities()
                    || name.equals("bits") && !BitsEngine.takes(problem)) {
                continue;
            }
            ExactCoverEngine engine = ExactCoverEngine.create(name, problem);
            SearchResult all = engine.findAll(Long.MAX_VALUE);
            assertThat(all.solutionCount()).as("%s on%n%s", name, text).isEqualTo(expected);
            assertThat(all.solutions()).as("%s on%n%s", name, text).hasSize((int) expected)
                    .allMatch(Solution::isExactCover);
            Set<List<Integer>> distinct = new HashSet<>();
            for (Solution s : all.solutions()) {
                int[] options = s.optionIndices().clone();
                Arrays.sort(options);
                distinct.add(Arrays.stream(options).boxed().toList());
            }
            assertThat(distinct).as("%s: no solution twice on%n%s", name, text).hasSize((int) expected);
            assertThat(engine.count().solutionCount()).as("%s counting on%n%s", name, text).isEqualTo(expected);
            assertThat(engine.count(SearchLimits.NONE, 2).solutionCount()).as("%s on 2 threads on%n%s", name, text)
                    .isEqualTo(expected);
        }
    }

    /** A problem read from the bytes; every choice is bounded, so any bytes give a valid problem. */
    static ExactCoverProblem problem(FuzzedDataProvider data) {
        int primary = data.consumeInt(1, 5);
        int secondary = data.consumeInt(0, 3);
        int items = primary + secondary;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        if (data.consumeBoolean()) {
            for (int i = 0; i < primary; i++) {
                if (data.consumeBoolean()) {
                    int max = data.consumeInt(1, 3);
                    b.multiplicity(i, data.consumeInt(0, max), max);
                }
            }
        }
        int options = data.consumeInt(0, MAX_OPTIONS);
        for (int o = 0; o < options && data.remainingBytes() > 0; o++) {
            int mask = data.consumeInt(1, (1 << items) - 1);
            if ((mask & ((1 << primary) - 1)) == 0) {
                mask |= 1 << data.consumeInt(0, primary - 1); // every option needs a primary item
            }
            int size = Integer.bitCount(mask);
            int[] chosen = new int[size];
            int[] colours = new int[size];
            int k = 0;
            for (int i = 0; i < items; i++) {
                if ((mask >> i & 1) != 0) {
                    chosen[k] = i;
                    colours[k] = i >= primary ? data.consumeInt(0, 2) : 0;
                    k++;
                }
            }
            // The order of an option's items is the fuzzer's too: rotate them.
            int shift = data.consumeInt(0, size - 1);
            b.addOption(rotate(chosen, shift), rotate(colours, shift));
        }
        return b.build();
    }

    private static int[] rotate(int[] a, int shift) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            r[i] = a[(i + shift) % a.length];
        }
        return r;
    }

    /** The number of subsets of options that are exact covers (with colours and multiplicities). */
    static long bruteForceCount(ExactCoverProblem problem) {
        return DancingLinksTest.bruteForceCount(problem);
    }
}
