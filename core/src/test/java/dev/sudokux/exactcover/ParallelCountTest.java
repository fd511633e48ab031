package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ParallelCountTest {

    @Test
    void countsAgreeWithTheSequentialSearch() {
        for (int n = 1; n <= 10; n++) {
            DancingLinks dlx = new DancingLinks(NQueens.problem(n));
            SearchResult alone = dlx.count();
            for (int threads = 2; threads <= 4; threads++) {
                SearchResult together = dlx.count(SearchLimits.NONE, threads);
                assertThat(together.solutionCount()).as("%d queens on %d threads", n, threads)
                        .isEqualTo(alone.solutionCount());
                assertThat(together.isComplete()).isTrue();
                // The same tree is searched: the same number of nodes.
                assertThat(together.stats().nodes()).isEqualTo(alone.stats().nodes());
            }
        }
        DancingLinks box = new DancingLinks(Pentominoes.problem(3, 20));
        assertThat(box.count(SearchLimits.NONE, 3).solutionCount()).isEqualTo(8);
    }

    @Test
    void randomProblemsWithAndWithoutColours() {
        Random random = new Random(7);
        for (int trial = 0; trial < 400; trial++) {
            ExactCoverProblem p = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            DancingLinks dlx = new DancingLinks(p);
            long expected = dlx.count().solutionCount();
            assertThat(dlx.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(expected);
            // The links are restored afterwards.
            assertThat(dlx.count().solutionCount()).isEqualTo(expected);
        }
    }

    @Test
    void manyCopiesOfOneOptionAreSharedByWorkNotReplayedOneByOne() {
        // Issue 10: 20,000 copies of the option "a b". One thread: cover a (20,001 updates), then
        // 20,000 solutions. Splitting at a fixed depth replayed the cover of a for each of the 20,000
        // subtrees (800 million updates); shared by work, a prefix is replayed only when a thread
        // runs dry, a few times.
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(List.of("a", "b"), List.of());
        for (int k = 0; k < 20_000; k++) {
            b.addOption("a", "b");
        }
        DancingLinks dlx = new DancingLinks(b.build());
        SearchResult alone = dlx.count();
        assertThat(alone.solutionCount()).isEqualTo(20_000);
        for (int threads = 2; threads <= 4; threads++) {
            SearchResult together = dlx.count(SearchLimits.NONE, threads);
            assertThat(together.solutionCount()).isEqualTo(20_000);
            assertThat(together.stats().nodes()).isEqualTo(alone.stats().nodes());
            assertThat(together.stats().updates()).as("%d threads", threads)
                    .isLessThan(50 * alone.stats().updates());
        }
    }

    @Test
    void lopsidedTreesAreSharedAsTheyGo() {
        // One deep chain with everything at the bottom: 100 items in a row, each with one option
        // (forced moves), then 10 queens' worth of branching. A fixed-depth split finds one subtree.
        ExactCoverProblem queens = NQueens.problem(10);
        int chain = 100;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(chain + queens.primaryCount(), queens.secondaryCount());
        for (int k = 0; k < chain; k++) {
            b.addOption(k);
        }
        for (int o = 0; o < queens.optionCount(); o++) {
            int[] items = queens.optionItems(o);
            for (int i = 0; i < items.length; i++) {
                items[i] += chain;
            }
            b.addOption(items);
        }
        DancingLinks dlx = new DancingLinks(b.build());
        SearchResult alone = dlx.count();
        assertThat(alone.solutionCount()).isEqualTo(724);
        SearchResult together = dlx.count(SearchLimits.NONE, 3);
        assertThat(together.solutionCount()).isEqualTo(724);
        assertThat(together.stats().nodes()).isEqualTo(alone.stats().nodes());
    }

    @Test
    void propagatorsWorkOnEveryThread() {
        Random random = new Random(8);
        for (int trial = 0; trial < 200; trial++) {
            ExactCoverProblem p = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            int options = p.optionCount();
            // No solution with both options 0 and 1: the propagator removes the other once one is chosen.
            Propagator apart = state -> {
                for (int l = 0; l < state.level(); l++) {
                    int o = state.chosen(l);
                    if (o == 0 && options > 1) {
                        state.remove(1);
                    } else if (o == 1) {
                        state.remove(0);
                    }
                }
                return true;
            };
            DancingLinks dlx = new DancingLinks(p).withPropagator(apart);
            long expected = dlx.count().solutionCount();
            assertThat(dlx.count(SearchLimits.NONE, 3).solutionCount()).isEqualTo(expected);
            long withBoth = new DancingLinks(p).findAll(Long.MAX_VALUE).solutions().stream()
                    .filter(s -> s.size() > 0 && java.util.Arrays.stream(s.optionIndices()).filter(o -> o <= 1).count() == 2)
                    .count();
            assertThat(expected + withBoth).isEqualTo(new DancingLinks(p).count().solutionCount());
        }
    }

    @Test
    void solutionLimitIsReportedAsSuch() {
        DancingLinks dlx = new DancingLinks(NQueens.problem(10));
        SearchResult r = dlx.count(SearchLimits.NONE.withMaxSolutions(100), 2);
        assertThat(r.solutionCount()).isEqualTo(100);
        assertThat(r.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
        assertThat(dlx.count().solutionCount()).isEqualTo(724);
    }

    @Test
    void timeLimitStopsEveryThread() {
        DancingLinks dlx = new DancingLinks(Pentominoes.problem(6, 10));
        SearchResult r = dlx.count(SearchLimits.NONE.withTimeLimit(Duration.ofMillis(20)), 2);
        assertThat(r.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(r.isIncomplete()).isTrue();
        assertThat(r.solutionCount()).isLessThan(9356);
    }

    @Test
    void interruptingTheCallerStopsEveryThread() {
        DancingLinks dlx = new DancingLinks(Pentominoes.problem(6, 10));
        Thread.currentThread().interrupt();
        SearchResult r;
        try {
            r = dlx.count(SearchLimits.NONE, 2);
        } finally {
            Thread.interrupted();
        }
        assertThat(r.stopReason()).isEqualTo(StopReason.INTERRUPTED);
        assertThat(r.solutionCount()).isLessThan(9356);
    }

    @Test
    void aNodeLimitFallsBackToOneThreadAndStaysExact() {
        DancingLinks dlx = new DancingLinks(NQueens.problem(8));
        SearchResult r = dlx.count(SearchLimits.NONE.withMaxNodes(100), 2);
        assertThat(r.stats().nodes()).isEqualTo(100);
        assertThat(r.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
    }
}
