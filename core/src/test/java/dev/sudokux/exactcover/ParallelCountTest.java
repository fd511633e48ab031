package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
import java.time.Duration;
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
