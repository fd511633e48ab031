package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Property tests: the engine agrees with brute force on thousands of small random problems. */
class RandomProblemsTest {

    private static final long SEED = 0x5EED_D1C5L;

    @Test
    void countEqualsBruteForceOverAllOptionSubsets() {
        Random random = new Random(SEED);
        int withSolutions = 0;
        for (int trial = 0; trial < 3000; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 3 == 0);
            long expected = DancingLinksTest.bruteForceCount(problem);
            DancingLinks dlx = new DancingLinks(problem);
            SearchResult all = dlx.findAll(Long.MAX_VALUE);

            assertThat(all.solutionCount()).as("trial %d: %s", trial, DlxFormat.toString(problem))
                    .isEqualTo(expected);
            assertThat(all.solutions()).allMatch(Solution::isExactCover);
            Set<List<Integer>> distinct = new HashSet<>();
            for (Solution s : all.solutions()) {
                distinct.add(java.util.Arrays.stream(s.optionIndices()).boxed().toList());
            }
            assertThat(distinct).hasSize((int) expected);
            // Searching twice on the same links gives the same answer (the links were restored).
            assertThat(dlx.count().solutionCount()).isEqualTo(expected);
            if (expected > 0) {
                withSolutions++;
            }
        }
        // The generator must not be so sparse that most problems are trivially unsolvable.
        assertThat(withSolutions).isGreaterThan(500);
    }

    @Test
    void searchFromCountsTheCoversThatContainTheChosenOptions() {
        Random random = new Random(SEED + 2);
        for (int trial = 0; trial < 1500; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 2 == 0);
            int m = problem.optionCount();
            if (m == 0) {
                continue;
            }
            int[] chosen = random.ints(0, m).distinct().limit(1 + random.nextInt(Math.min(3, m))).toArray();
            long expected = 0;
            for (long mask = 0; mask < (1L << m); mask++) {
                boolean hasAll = true;
                for (int o : chosen) {
                    hasAll &= (mask >> o & 1) != 0;
                }
                if (!hasAll) {
                    continue;
                }
                long bits = mask;
                int[] options = java.util.stream.IntStream.range(0, m).filter(o -> (bits >> o & 1) != 0).toArray();
                if (new Solution(problem, options).isExactCover()) {
                    expected++;
                }
            }
            DancingLinks dlx = new DancingLinks(problem);
            long total = dlx.count().solutionCount();
            SearchResult r = dlx.searchFrom(chosen, SearchLimits.NONE, null, true);
            assertThat(r.solutionCount()).as("trial %d, chosen %s: %s", trial, java.util.Arrays.toString(chosen),
                    DlxFormat.toString(problem)).isEqualTo(expected);
            assertThat(r.solutions()).allMatch(Solution::isExactCover);
            assertThat(dlx.count().solutionCount()).isEqualTo(total);
        }
    }

    @Test
    void stoppingAtEveryPossibleLimitLeavesTheLinksIntact() {
        Random random = new Random(SEED + 1);
        for (int trial = 0; trial < 500; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 2 == 0);
            DancingLinks dlx = new DancingLinks(problem);
            long total = dlx.count().solutionCount();
            for (long limit = 1; limit <= total; limit++) {
                SearchResult r = dlx.findAll(limit);
                assertThat(r.solutionCount()).isEqualTo(limit);
            }
            for (long nodes = 1; nodes < 20; nodes++) {
                dlx.count(SearchLimits.NONE.withMaxNodes(nodes));
            }
            assertThat(dlx.count().solutionCount()).isEqualTo(total);
        }
    }

    /** A random problem: 1..6 primary, 0..3 secondary items, up to 14 options, colours if asked. */
    static ExactCoverProblem randomProblem(Random random, boolean colours) {
        int primary = 1 + random.nextInt(6);
        int secondary = random.nextInt(4);
        int items = primary + secondary;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        int options = random.nextInt(15);
        for (int o = 0; o < options; o++) {
            int size = 1 + random.nextInt(Math.min(items, 4));
            int[] chosen = random.ints(0, items).distinct().limit(size).toArray();
            if (java.util.Arrays.stream(chosen).noneMatch(i -> i < primary)) {
                chosen[0] = random.nextInt(primary);
                chosen = java.util.Arrays.stream(chosen).distinct().toArray();
            }
            int[] colors = new int[chosen.length];
            if (colours) {
                for (int k = 0; k < chosen.length; k++) {
                    if (chosen[k] >= primary && random.nextInt(3) > 0) {
                        colors[k] = 1 + random.nextInt(2);
                    }
                }
            }
            b.addOption(chosen, colors);
        }
        return b.build();
    }
}
