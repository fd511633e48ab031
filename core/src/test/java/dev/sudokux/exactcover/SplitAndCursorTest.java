package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Cursors walk the search's own tree; splits cut it into prefixes whose counts add up. */
class SplitAndCursorTest {

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
    void theCursorWalksTheSearchTreeNodeForNodeAndUpdateForUpdate() {
        Random random = new Random(21);
        List<ExactCoverProblem> problems = new ArrayList<>();
        for (int trial = 0; trial < 300; trial++) {
            problems.add(RandomProblemsTest.randomProblem(random, trial % 2 == 0));
        }
        problems.add(NQueens.problem(7));
        problems.add(Pentominoes.problem(3, 12));
        for (ExactCoverProblem p : problems) {
            for (Heuristic h : Heuristic.values()) {
                DancingLinks dlx = new DancingLinks(p).withHeuristic(h);
                SearchResult r = dlx.count();
                long[] counts;
                long updates;
                try (SearchCursor c = dlx.cursor(Prefix.ROOT)) {
                    counts = walk(c);
                    updates = c.updates();
                }
                assertThat(counts[0]).as("nodes, %s", h).isEqualTo(r.stats().nodes());
                assertThat(counts[1]).isEqualTo(r.solutionCount());
                assertThat(updates).isEqualTo(r.stats().updates());
                assertThat(dlx.count().solutionCount()).isEqualTo(r.solutionCount());
            }
        }
    }

    @Test
    void theCountsOfASplitAddUpAtEveryDepth() {
        Random random = new Random(22);
        for (int trial = 0; trial < 300; trial++) {
            ExactCoverProblem p = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            DancingLinks dlx = new DancingLinks(p);
            List<Solution> all = dlx.findAll(Long.MAX_VALUE).solutions();
            for (int depth = 0; depth <= 4; depth++) {
                List<Prefix> prefixes = new ArrayList<>();
                dlx.split(Prefix.ROOT, depth, prefixes::add);
                Set<Solution> seen = new HashSet<>();
                long total = 0;
                for (Prefix prefix : prefixes) {
                    assertThat(prefix.depth()).isLessThanOrEqualTo(depth);
                    // The line format reads back to the same prefix.
                    assertThat(Prefix.parse(prefix.toLine(), p.optionCount())).isEqualTo(prefix);
                    SearchResult r = dlx.searchFrom(prefix, SearchLimits.NONE, null, true);
                    total += r.solutionCount();
                    seen.addAll(r.solutions());
                }
                assertThat(total).as("trial %d depth %d", trial, depth).isEqualTo(all.size());
                assertThat(seen).containsExactlyInAnyOrderElementsOf(all);
            }
        }
    }

    @Test
    void aSplitOfAPrefixRefinesIt() {
        DancingLinks dlx = new DancingLinks(Pentominoes.problem(3, 20));
        List<Prefix> top = new ArrayList<>();
        dlx.split(Prefix.ROOT, 2, top::add);
        long total = 0;
        for (Prefix prefix : top) {
            List<Prefix> deeper = new ArrayList<>();
            dlx.split(prefix, 3, deeper::add);
            for (Prefix d : deeper) {
                assertThat(Arrays.copyOf(d.chosen(), prefix.depth())).isEqualTo(prefix.chosen());
                total += dlx.searchFrom(d, SearchLimits.NONE, null, false).solutionCount();
            }
        }
        assertThat(total).isEqualTo(8);
        assertThat(dlx.count().solutionCount()).isEqualTo(8);
    }

    @Test
    void excludedOptionsAreLeftOut() {
        Random random = new Random(23);
        for (int trial = 0; trial < 400; trial++) {
            ExactCoverProblem p = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            int m = p.optionCount();
            if (m < 2) {
                continue;
            }
            int[] picked = random.ints(0, m).distinct().limit(2 + random.nextInt(Math.min(3, m - 1))).toArray();
            int split = 1 + random.nextInt(picked.length - 1);
            int[] chosen = random.nextBoolean() ? Arrays.copyOf(picked, split - 1) : new int[0];
            int[] excluded = Arrays.copyOfRange(picked, split, picked.length);
            DancingLinks dlx = new DancingLinks(p);
            long expected = dlx.findAll(Long.MAX_VALUE).solutions().stream()
                    .filter(s -> Arrays.stream(chosen).allMatch(o -> contains(s, o))
                            && Arrays.stream(excluded).noneMatch(o -> contains(s, o)))
                    .count();
            SearchResult r = dlx.searchFrom(new Prefix(chosen, excluded), SearchLimits.NONE, null, false);
            assertThat(r.solutionCount()).isEqualTo(expected);
            try (SearchCursor c = dlx.cursor(new Prefix(chosen, excluded))) {
                assertThat(walk(c)[1]).isEqualTo(expected);
            }
            assertThat(dlx.count().solutionCount()).isEqualTo(dlx.findAll(Long.MAX_VALUE).solutionCount());
        }
    }

    private static boolean contains(Solution s, int option) {
        return Arrays.stream(s.optionIndices()).anyMatch(o -> o == option);
    }

    @Test
    void prefixLinesAreCheckedWithTheirColumn() {
        assertThat(Prefix.parse("", 5)).isEqualTo(Prefix.ROOT);
        assertThat(Prefix.parse(" 3  1 -5", 5)).isEqualTo(new Prefix(new int[] {2, 0}, new int[] {4}));
        assertThat(new Prefix(new int[] {2, 0}, new int[] {4}).toLine()).isEqualTo("3 1 -5");
        assertThatThrownBy(() -> Prefix.parse("3 x", 5)).hasMessage("column 3: expected an option number (1..5, '-' before one to exclude it)");
        assertThatThrownBy(() -> Prefix.parse("3 6", 5)).hasMessage("column 3: option 6 is out of range 1..5");
        assertThatThrownBy(() -> Prefix.parse("3 -3", 5)).hasMessage("column 3: option 3 is given twice");
        assertThatThrownBy(() -> Prefix.parse("3-", 5)).hasMessageStartingWith("column 2:");
        assertThatThrownBy(() -> Prefix.parse("0", 5)).hasMessage("column 1: option 0 is out of range 1..5");
    }

    @Test
    void knuthsEstimatesAreUnbiased() {
        // The mean of many random paths comes close to the true size of the tree, plain or stratified.
        for (ExactCoverProblem p : List.of(NQueens.problem(10), Pentominoes.problem(3, 20))) {
            DancingLinks dlx = new DancingLinks(p);
            SearchResult truth = dlx.count();
            for (boolean stratified : new boolean[] {false, true}) {
                Estimate e;
                try (SearchCursor c = dlx.cursor(Prefix.ROOT)) {
                    e = stratified ? Estimator.estimate(c, 2_000, new Random(5))
                            : Estimator.randomPaths(c, 20_000, new Random(5));
                }
                assertThat(e.exact()).as("a tree larger than the cut: %s", truth.stats()).isFalse();
                assertThat(Math.abs(e.nodes() - truth.stats().nodes())).as("nodes, stratified %s: %s", stratified, e)
                        .isLessThan(4 * e.nodesSpread() + 1);
                assertThat(Math.abs(e.updates() - truth.stats().updates())).as("updates: %s", e)
                        .isLessThan(4 * e.updatesSpread() + 1);
                if (e.solutionsSpread() > 0) { // rare solutions may be missed by every path
                    assertThat(Math.abs(e.solutions() - truth.solutionCount())).isLessThan(4 * e.solutionsSpread() + 1);
                }
                assertThat(e.nodesSpread()).isPositive();
            }
            assertThat(dlx.count().stats().nodes()).isEqualTo(truth.stats().nodes());
        }
    }

    @Test
    void theStratifiedEstimateIsExactWhenTheTreeIsSmallerThanTheCut() {
        Random random = new Random(24);
        for (int trial = 0; trial < 200; trial++) {
            ExactCoverProblem p = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            DancingLinks dlx = new DancingLinks(p);
            SearchResult truth = dlx.count();
            Estimate e;
            try (SearchCursor c = dlx.cursor(Prefix.ROOT)) {
                e = Estimator.estimate(c, 1_000_000, new Random(trial));
            }
            assertThat(e.exact()).isTrue();
            assertThat(e.nodes()).isEqualTo(truth.stats().nodes());
            assertThat(e.updates()).isEqualTo(truth.stats().updates());
            assertThat(e.solutions()).isEqualTo(truth.solutionCount());
        }
    }

    @Test
    void anEstimateOfAShortSearchIsExact() {
        DancingLinks dlx = new DancingLinks(NQueens.problem(6));
        Estimate e = dlx.estimate(Prefix.ROOT, 100, 1);
        assertThat(e.exact()).isTrue();
        assertThat(e.solutions()).isEqualTo(4);
        assertThat(e.nodes()).isEqualTo(dlx.count().stats().nodes());
    }
}
