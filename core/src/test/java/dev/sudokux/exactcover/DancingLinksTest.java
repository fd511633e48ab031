package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class DancingLinksTest {

    /** The 6 x 7 matrix of Knuth's paper and TAOCP 7.2.2.1 (items a..g, all primary). */
    static final String KNUTH_6X7 = """
            | Knuth's example: the only cover is options 1, 4 and 5
            a b c d e f g
            c e f
            a d g
            b c f
            a d
            b g
            d e g
            """;

    @Test
    void knuthsExampleHasOneCoverMadeOfOptions1_4_5() {
        ExactCoverProblem problem = DlxFormat.parse(KNUTH_6X7);
        SearchResult all = new DancingLinks(problem).findAll(Long.MAX_VALUE);

        assertThat(all.isComplete()).isTrue();
        assertThat(all.solutionCount()).isEqualTo(1);
        Solution only = all.first();
        assertThat(only.optionIndices()).containsExactly(0, 3, 4);
        assertThat(only.options()).containsExactly(List.of("c", "e", "f"), List.of("a", "d"), List.of("b", "g"));
        assertThat(only.isExactCover()).isTrue();
    }

    @Test
    void knuthsExampleWithSecondaryItems() {
        // DLX1's own example: A..E primary, F and G secondary; its unique solution is A D, E F C, B G.
        ExactCoverProblem problem = DlxFormat.parse("""
                | A simple example
                A B C D E | F G
                C E F
                A D G
                B C F
                A D
                B G
                D E G
                """);
        SearchResult all = new DancingLinks(problem).findAll(Long.MAX_VALUE);

        assertThat(all.solutionCount()).isEqualTo(1);
        assertThat(all.first().optionIndices()).containsExactly(0, 3, 4);
    }

    @Test
    void secondaryItemsMayStayUncovered() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b | x
                a x
                b x
                a
                b
                """);
        // {a x, b} {a, b x} {a, b}: but not {a x, b x}.
        SearchResult all = new DancingLinks(problem).findAll(Long.MAX_VALUE);
        assertThat(all.solutionCount()).isEqualTo(3);
        assertThat(all.solutions()).extracting(s -> List.of(s.option(0), s.option(1)))
                .containsExactlyInAnyOrder(List.of(0, 3), List.of(1, 2), List.of(2, 3));
    }

    @Test
    void optionsMayShareASecondaryItemOnlyWithTheSameColour() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b c | x y
                a x:red
                b x:red
                b x:blue
                c x:blue y
                c y
                """);
        SearchResult all = new DancingLinks(problem).findAll(Long.MAX_VALUE);
        // a x:red + b x:red + c y   and   ... a x:red + b x:blue: no.  a + b x:blue + c x:blue y: no a-only option.
        assertThat(all.solutions()).allMatch(Solution::isExactCover);
        assertThat(all.solutions()).extracting(Solution::optionIndices)
                .containsExactly(new int[] {0, 1, 4});
    }

    @Test
    void colouredSearchLeavesTheLinksAsItFoundThem() {
        ExactCoverProblem problem = DlxFormat.parse("""
                p q r | s t
                p s:1 t:2
                q s:1
                q t:2
                r s:1 t:2
                r t:3
                p t:3
                q
                """);
        DancingLinks dlx = new DancingLinks(problem);
        long first = dlx.count().solutionCount();
        dlx.search(SearchLimits.NONE.withMaxSolutions(1), null);
        assertThat(dlx.count().solutionCount()).isEqualTo(first).isEqualTo(bruteForceCount(problem));
    }

    @Test
    void findFirstStopsAtOneAndIsEmptyWhenThereIsNone() {
        ExactCoverProblem queens8 = dev.sudokux.exactcover.examples.NQueens.problem(8);
        Optional<Solution> one = new DancingLinks(queens8).findFirst();
        assertThat(one).isPresent();
        assertThat(one.get().isExactCover()).isTrue();
        assertThat(one.get().size()).isEqualTo(8);

        ExactCoverProblem none = dev.sudokux.exactcover.examples.NQueens.problem(3);
        assertThat(new DancingLinks(none).findFirst()).isEmpty();
    }

    @Test
    void solutionLimitStopsTheSearchAndSaysThereMayBeMore() {
        DancingLinks dlx = new DancingLinks(dev.sudokux.exactcover.examples.NQueens.problem(8));
        SearchResult ten = dlx.findAll(10);
        assertThat(ten.solutionCount()).isEqualTo(10);
        assertThat(ten.solutions()).hasSize(10).doesNotHaveDuplicates().allMatch(Solution::isExactCover);
        assertThat(ten.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
        assertThat(ten.isComplete()).isFalse();
        assertThat(ten.isIncomplete()).isFalse();
        // And the links were restored: a full count still finds all 92.
        assertThat(dlx.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void visitorCanStopTheSearch() {
        DancingLinks dlx = new DancingLinks(dev.sudokux.exactcover.examples.NQueens.problem(8));
        List<Solution> seen = new ArrayList<>();
        SearchResult result = dlx.search(SearchLimits.NONE, s -> {
            seen.add(s);
            return seen.size() < 3;
        });
        assertThat(seen).hasSize(3);
        assertThat(result.solutionCount()).isEqualTo(3);
        assertThat(result.stopReason()).isEqualTo(StopReason.STOPPED_BY_VISITOR);
        assertThat(result.solutions()).isEmpty();
        assertThat(dlx.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void nodeBudgetMakesTheResultIncomplete() {
        DancingLinks dlx = new DancingLinks(dev.sudokux.exactcover.examples.NQueens.problem(10));
        SearchResult cut = dlx.count(SearchLimits.NONE.withMaxNodes(500));
        assertThat(cut.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(cut.isIncomplete()).isTrue();
        assertThat(cut.isComplete()).isFalse();
        assertThat(cut.stats().nodes()).isEqualTo(500);
        assertThat(cut.solutionCount()).isLessThan(724);

        SearchResult full = dlx.count();
        assertThat(full.isComplete()).isTrue();
        assertThat(full.solutionCount()).isEqualTo(724);
        assertThat(full.stats().nodes()).isGreaterThan(500);
    }

    @Test
    void timeBudgetMakesTheResultIncompleteAndLeavesTheLinksIntact() {
        DancingLinks dlx = new DancingLinks(dev.sudokux.exactcover.examples.Pentominoes.problem(6, 10));
        SearchResult cut = dlx.count(SearchLimits.NONE.withTimeLimit(Duration.ofMillis(1)));
        assertThat(cut.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(cut.isIncomplete()).isTrue();
        assertThat(cut.solutionCount()).isLessThan(9356);
        // Counting 3x20 after restoring is a cheap way to see the structure still works; on the
        // same instance, the first solution must still be an exact cover.
        assertThat(dlx.findFirst()).get().matches(Solution::isExactCover);
    }

    @Test
    void interruptionStopsTheSearch() {
        DancingLinks dlx = new DancingLinks(dev.sudokux.exactcover.examples.NQueens.problem(10));
        Thread.currentThread().interrupt();
        SearchResult cut;
        try {
            cut = dlx.count();
        } finally {
            Thread.interrupted();
        }
        assertThat(cut.stopReason()).isEqualTo(StopReason.INTERRUPTED);
        assertThat(cut.isIncomplete()).isTrue();
        assertThat(dlx.count().solutionCount()).isEqualTo(724);
    }

    @Test
    void statisticsCountNodesUpdatesAndSolutions() {
        SearchResult r = new DancingLinks(DlxFormat.parse(KNUTH_6X7)).count();
        assertThat(r.stats().solutions()).isEqualTo(1);
        assertThat(r.stats().nodes()).isGreaterThanOrEqualTo(4); // root + three levels at least
        assertThat(r.stats().updates()).isPositive();
        assertThat(r.stats().maxLevel()).isEqualTo(3);
        assertThat(r.stats().elapsedNanos()).isPositive();
    }

    @Test
    void deepSolutionsDoNotOverflowTheStack() {
        // 100,000 primary items; options {2k, 2k+1} and, as decoys, {2k+1, 2k+2}; the only solution
        // needs 50,000 options, so the search goes 50,000 levels deep.
        int items = 100_000;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(items, 0);
        for (int k = 0; k + 1 < items; k += 2) {
            b.addOption(k, k + 1);
            if (k + 2 < items) {
                b.addOption(k + 1, k + 2);
            }
        }
        ExactCoverProblem problem = b.build();
        SearchResult r = new DancingLinks(problem).findAll(Long.MAX_VALUE);
        assertThat(r.isComplete()).isTrue();
        assertThat(r.solutionCount()).isEqualTo(1);
        assertThat(r.first().size()).isEqualTo(50_000);
        assertThat(r.first().isExactCover()).isTrue();
        assertThat(r.stats().maxLevel()).isEqualTo(50_000);
    }

    @Test
    void searchFromExtendsAPartialSolution() {
        ExactCoverProblem queens = dev.sudokux.exactcover.examples.NQueens.problem(8);
        DancingLinks dlx = new DancingLinks(queens);
        // Option r*8+c places a queen on row r, column c. Of the 92 solutions, 4 have a queen in a corner square r0c0.
        SearchResult corner = dlx.searchFrom(new int[] {0}, SearchLimits.NONE, null, true);
        assertThat(corner.solutionCount()).isEqualTo(4);
        assertThat(corner.solutions()).allMatch(s -> s.isExactCover() && s.optionIndices()[0] == 0);
        // Two queens on one diagonal (r0c0 and r1c1) clash: no solution.
        assertThat(dlx.searchFrom(new int[] {0, 9}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        // Two queens on one row clash too.
        assertThat(dlx.searchFrom(new int[] {0, 1}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        // Every solution contains its own options: extending any of the 92 by all of it gives it back.
        for (Solution s : dlx.findAll(Long.MAX_VALUE).solutions()) {
            SearchResult again = dlx.searchFrom(s.optionIndices(), SearchLimits.NONE, null, true);
            assertThat(again.solutions()).containsExactly(s);
        }
        // And the links are intact.
        assertThat(dlx.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void searchFromWalksTheSameTreeAsTheSearchBelowTheChosenOptions() {
        // Option c places the queen of row 0 in column c: the 92 solutions split by that column.
        ExactCoverProblem queens = dev.sudokux.exactcover.examples.NQueens.problem(8);
        DancingLinks dlx = new DancingLinks(queens);
        List<Solution> all = dlx.findAll(Long.MAX_VALUE).solutions();
        long total = 0;
        for (int column = 0; column < 8; column++) {
            int c = column;
            SearchResult from = dlx.searchFrom(new int[] {column}, SearchLimits.NONE, null, true);
            long expected = all.stream().filter(s -> IntStream.of(s.optionIndices()).anyMatch(o -> o == c)).count();
            assertThat(from.solutionCount()).isEqualTo(expected);
            assertThat(from.solutions()).allMatch(all::contains);
            total += expected;
            // Every solution lists the chosen option first, as chosen, then the search's own.
            assertThat(from.solutions()).allMatch(s -> s.optionsInChosenOrder()[0] == c && s.isExactCover());
            // Searching again from the same option, after a plain search, gives the same counts.
            assertThat(dlx.searchFrom(new int[] {column}, SearchLimits.NONE, null, false).stats().nodes())
                    .isEqualTo(from.stats().nodes());
        }
        assertThat(total).isEqualTo(92);
        assertThat(dlx.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void searchFromWithColours() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b c | x y
                a x:red
                b x:red
                b x:blue
                c x:blue y
                c y
                """);
        DancingLinks dlx = new DancingLinks(problem);
        assertThat(dlx.searchFrom(new int[] {0, 1}, SearchLimits.NONE, null, false).solutionCount()).isEqualTo(1);
        assertThat(dlx.searchFrom(new int[] {0, 2}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        assertThat(dlx.searchFrom(new int[] {3, 4}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        assertThat(dlx.count().solutionCount()).isEqualTo(1);
    }

    @Test
    void aProblemWithNoOptionsHasNoSolution() {
        ExactCoverProblem problem = ExactCoverProblem.builder(3, 0).build();
        SearchResult r = new DancingLinks(problem).count();
        assertThat(r.solutionCount()).isZero();
        assertThat(r.isComplete()).isTrue();
    }

    /** Counts covers by trying every subset of options (for small problems). */
    static long bruteForceCount(ExactCoverProblem problem) {
        int m = problem.optionCount();
        long count = 0;
        for (long mask = 0; mask < (1L << m); mask++) {
            int[] chosen = new int[Long.bitCount(mask)];
            int k = 0;
            for (int o = 0; o < m; o++) {
                if ((mask >> o & 1) != 0) {
                    chosen[k++] = o;
                }
            }
            if (new Solution(problem, chosen).isExactCover()) {
                count++;
            }
        }
        return count;
    }
}
