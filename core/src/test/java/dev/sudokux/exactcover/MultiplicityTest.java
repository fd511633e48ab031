package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Knuth's Algorithm M (DLX3): items covered between a and b times, against brute force. */
class MultiplicityTest {

    /** A random problem with multiplicities on some primary items, colours when asked. */
    static ExactCoverProblem randomProblem(Random random, boolean colours) {
        int primary = 1 + random.nextInt(5);
        int secondary = random.nextInt(3);
        int items = primary + secondary;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        for (int i = 0; i < primary; i++) {
            if (random.nextInt(3) > 0) {
                int min = random.nextInt(3);
                int max = Math.max(1, min + random.nextInt(3));
                b.multiplicity(i, min, max);
            }
        }
        int options = random.nextInt(13);
        for (int o = 0; o < options; o++) {
            int size = 1 + random.nextInt(Math.min(items, 3));
            int[] chosen = random.ints(0, items).distinct().limit(size).toArray();
            if (Arrays.stream(chosen).noneMatch(i -> i < primary)) {
                chosen[0] = random.nextInt(primary);
                chosen = Arrays.stream(chosen).distinct().toArray();
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

    @Test
    void countsAndSolutionsEqualBruteForce() {
        Random random = new Random(31);
        int withMultiplicities = 0;
        int solved = 0;
        for (int trial = 0; trial < 2000; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            withMultiplicities += p.hasMultiplicities() ? 1 : 0;
            long expected = DancingLinksTest.bruteForceCount(p);
            DancingLinks dlx = new DancingLinks(p);
            SearchResult all = dlx.findAll(Long.MAX_VALUE);
            assertThat(all.solutionCount()).as("trial %d: %s", trial, DlxFormat.toString(p)).isEqualTo(expected);
            assertThat(all.solutions()).allMatch(Solution::isExactCover);
            Set<Solution> distinct = new HashSet<>(all.solutions());
            assertThat(distinct).hasSize((int) expected);
            // The links are put back, also after a search stopped at its first solution.
            dlx.findFirst();
            assertThat(dlx.count().solutionCount()).as("after findFirst, trial %d: %s", trial, DlxFormat.toString(p))
                    .isEqualTo(expected);
            solved += expected > 0 ? 1 : 0;
        }
        assertThat(withMultiplicities).isGreaterThan(1000);
        assertThat(solved).isGreaterThan(500);
    }

    @Test
    void searchFromAndPrefixesWithMultiplicities() {
        Random random = new Random(32);
        for (int trial = 0; trial < 800; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 1);
            int m = p.optionCount();
            if (m < 2) {
                continue;
            }
            DancingLinks dlx = new DancingLinks(p);
            List<Solution> all = dlx.findAll(Long.MAX_VALUE).solutions();
            int[] picked = random.ints(0, m).distinct().limit(2).toArray();
            int[] chosen = {picked[0]};
            int[] excluded = random.nextBoolean() ? new int[] {picked[1]} : new int[0];
            long expected = all.stream().filter(s -> has(s, chosen[0])
                    && Arrays.stream(excluded).noneMatch(o -> has(s, o))).count();
            SearchResult r = dlx.searchFrom(new Prefix(chosen, excluded), SearchLimits.NONE, null, true);
            assertThat(r.solutionCount()).as("trial %d: %s from %s -%s", trial, DlxFormat.toString(p),
                    Arrays.toString(chosen), Arrays.toString(excluded)).isEqualTo(expected);
            assertThat(r.solutions()).allMatch(s -> s.isExactCover() && has(s, chosen[0]));
            assertThat(dlx.count().solutionCount()).isEqualTo(all.size());
        }
    }

    private static boolean has(Solution s, int option) {
        return Arrays.stream(s.optionIndices()).anyMatch(o -> o == option);
    }

    @Test
    void knuthsExampleFromDlx3() {
        // dlx3.w: "The unique solution consists of options A C X:1 Y:1, B X:1, C Y:1."
        ExactCoverProblem p = DlxFormat.parse("""
                | A simple example of color controls
                A B 2:3|C | X Y
                A B X:0 Y:0
                A C X:1 Y:1
                C X:0
                B X:1
                C Y:1
                """);
        assertThat(p.hasMultiplicities()).isTrue();
        assertThat(p.minCount(2)).isEqualTo(2);
        assertThat(p.maxCount(2)).isEqualTo(3);
        SearchResult all = new DancingLinks(p).findAll(Long.MAX_VALUE);
        assertThat(all.solutionCount()).isEqualTo(1);
        assertThat(all.first().options()).containsExactly(List.of("A", "C", "X:1", "Y:1"), List.of("B", "X:1"),
                List.of("C", "Y:1"));
    }

    @Test
    void theFormatReadsAndWritesMultiplicities() {
        ExactCoverProblem p = DlxFormat.parse("2|a 0:1|b 1:3|c d | x\na b\na c\nc d x\n");
        assertThat(p.minCount(0)).isEqualTo(2);
        assertThat(p.maxCount(0)).isEqualTo(2);
        assertThat(p.minCount(1)).isZero();
        assertThat(p.maxCount(2)).isEqualTo(3);
        assertThat(p.minCount(3)).isEqualTo(1);
        assertThat(p.maxCount(4)).isEqualTo(1);
        String text = DlxFormat.toString(p);
        assertThat(text).startsWith("2|a 0:1|b 1:3|c d | x\n");
        assertThat(DlxFormat.toString(DlxFormat.parse(text))).isEqualTo(text);
        assertThatThrownBy(() -> DlxFormat.parse("a | 2|x\na\n")).isInstanceOf(DlxFormatException.class)
                .hasMessage("line 1, column 5: secondary item 'x' can't have a multiplicity (only primary items can)");
        assertThatThrownBy(() -> DlxFormat.parse("3:2|a\na\n"))
                .hasMessage("line 1, column 1: multiplicity '3:2' must be min:max with min <= max and max at least 1");
        assertThatThrownBy(() -> DlxFormat.parse("0|a\na\n"))
                .hasMessage("line 1, column 1: multiplicity '0' must be min:max with min <= max and max at least 1");
        assertThatThrownBy(() -> DlxFormat.parse("2|\na\n"))
                .hasMessage("line 1, column 3: an item name is missing after '2|'");
        assertThatThrownBy(() -> DlxFormat.parse("x2|a\na\n")).hasMessageContaining("'|' in item name");
    }

    @Test
    void theBuilderChecksMultiplicities() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(List.of("a"), List.of("x"));
        assertThatThrownBy(() -> b.multiplicity("x", 1, 2)).hasMessageContaining("secondary item 'x'");
        assertThatThrownBy(() -> b.multiplicity("a", 2, 1)).hasMessageContaining("not 0 <= min <= max");
        assertThat(b.multiplicity("a", 1, 1).build().hasMultiplicities()).isFalse();
    }

    @Test
    void aPropagatorWorksWithMultiplicities() {
        Random random = new Random(33);
        for (int trial = 0; trial < 500; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            DancingLinks dlx = new DancingLinks(p);
            List<Solution> all = dlx.findAll(Long.MAX_VALUE).solutions();
            // Forbid option 0: removed at the root.
            long expected = all.stream().filter(s -> !has(s, 0)).count();
            if (p.optionCount() == 0) {
                continue;
            }
            SearchResult r = dlx.withPropagator(state -> {
                state.remove(0);
                return true;
            }).findAll(Long.MAX_VALUE);
            assertThat(r.solutionCount()).isEqualTo(expected);
            assertThat(dlx.withPropagator(null).count().solutionCount()).isEqualTo(all.size());
        }
    }

    /** Walks the whole tree below the cursor: {nodes, solutions}. */
    private static long[] walk(SearchCursor c) {
        long[] counts = {1, 0};
        if (c.isSolution()) {
            counts[1] = 1;
            return counts;
        }
        int d = c.branches();
        for (int k = 0; k < d; k++) {
            c.down(k);
            long[] below = walk(c);
            c.up();
            counts[0] += below[0];
            counts[1] += below[1];
        }
        return counts;
    }

    @Test
    void theCursorWalksAlgorithmMsTreeAndSplitsAddUp() {
        Random random = new Random(34);
        for (int trial = 0; trial < 600; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            DancingLinks dlx = new DancingLinks(p);
            SearchResult r = dlx.count();
            try (SearchCursor c = dlx.cursor(Prefix.ROOT)) {
                long[] counts = walk(c);
                assertThat(counts[0]).as("nodes, trial %d: %s", trial, DlxFormat.toString(p)).isEqualTo(r.stats().nodes());
                assertThat(counts[1]).isEqualTo(r.solutionCount());
                assertThat(c.updates()).as("updates, trial %d", trial).isEqualTo(r.stats().updates());
            }
            List<Solution> all = dlx.findAll(Long.MAX_VALUE).solutions();
            for (int depth = 1; depth <= 3; depth++) {
                List<Prefix> prefixes = new java.util.ArrayList<>();
                dlx.split(Prefix.ROOT, depth, prefixes::add);
                Set<Solution> seen = new HashSet<>();
                long total = 0;
                for (Prefix prefix : prefixes) {
                    SearchResult part = dlx.searchFrom(prefix, SearchLimits.NONE, null, true);
                    total += part.solutionCount();
                    seen.addAll(part.solutions());
                    assertThat(Prefix.parse(prefix.toLine(), p.optionCount())).isEqualTo(prefix);
                }
                assertThat(total).as("split %d, trial %d: %s, %s", depth, trial, DlxFormat.toString(p), prefixes)
                        .isEqualTo(all.size());
                assertThat(seen).hasSize(all.size());
            }
            // Random paths down and up, in any order, leave the links as they were.
            try (SearchCursor c = dlx.cursor(Prefix.ROOT)) {
                Estimator.randomPaths(c, 20, new Random(trial));
            }
            assertThat(dlx.count().stats()).extracting(SearchStats::nodes, SearchStats::updates)
                    .containsExactly(r.stats().nodes(), r.stats().updates());
        }
    }

    @Test
    void theAutomaticEngineSendsMultiplicitiesToTheLinks() throws Exception {
        // The five tetrominoes twice each in a 5 x 8 box: 3,106 tilings (Knuth's dlx3 agrees).
        ExactCoverProblem p = DancingCellsTest.read("tetromino-pairs-5x8.dlx");
        assertThat(p.hasMultiplicities()).isTrue();
        ExactCoverEngine auto = ExactCoverEngine.create("auto", p);
        assertThat(auto.name()).isEqualTo("links");
        assertThat(auto.count().solutionCount()).isEqualTo(3106);
        assertThat(auto.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(3106);
    }
}
