package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sudokux.exactcover.examples.Pentominoes;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class SearchProgressTest {

    private static final SearchStats NONE = new SearchStats(0, 0, 0, 0, 0, 0);

    @Test
    void knuthsFractionIsTheSumOverLevelsPlusHalfTheLastSubtree() {
        // Choice 2 of 3, then 1 of 2: 1/3 + 0/6 + (1/2)(1/6).
        SearchProgress p = new SearchProgress(NONE, new int[] {2, 1}, new int[] {3, 2});
        assertThat(p.fractionDone()).isCloseTo(1.0 / 3 + 0.5 / 6, within(1e-12));
        assertThat(p.path(10)).isEqualTo("23 12");
        assertThat(new SearchProgress(NONE, new int[0], new int[0]).fractionDone()).isNaN();
        assertThat(new SearchProgress(NONE, new int[] {61, 1}, new int[] {62, 1}).path(1)).isEqualTo("Z* ...");
    }

    @Test
    void theFractionGrowsAsTheSearchGoesOn() {
        List<Double> seen = new ArrayList<>();
        ProgressListener listener = atEachLook(p -> seen.add(p.fractionDone()));
        SearchResult r = new DancingLinks(Pentominoes.problem(3, 20)).withProgress(listener).count();
        assertThat(r.solutionCount()).isEqualTo(8);
        assertThat(seen).hasSizeGreaterThan(10).allMatch(f -> f > 0 && f < 1);
        for (int k = 1; k < seen.size(); k++) {
            assertThat(seen.get(k)).isGreaterThanOrEqualTo(seen.get(k - 1) - 1e-12);
        }
    }

    @Test
    void eachSearchReportsItsCountsAndTimeAtEachLook() {
        // Pentominoes 3x20 on links (Algorithm X) and cells; 8 queens with rows 0:1 on links (Algorithm M).
        StringBuilder queens = new StringBuilder();
        for (int r = 0; r < 8; r++) {
            queens.append("0:1|r").append(r).append(' ');
        }
        for (int c = 0; c < 8; c++) {
            queens.append('c').append(c).append(' ');
        }
        queens.append("|\n");
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                queens.append("r" + r + " c" + c + "\n");
            }
        }
        ExactCoverProblem rooks = DlxFormat.parse(queens.toString());
        assertThat(rooks.hasMultiplicities()).isTrue();
        List<SearchProgress> seen = new ArrayList<>();
        ProgressListener listener = atEachLook(seen::add);
        for (ExactCoverEngine engine : List.of(new DancingLinks(Pentominoes.problem(3, 20)).withProgress(listener),
                new DancingCells(Pentominoes.problem(3, 20)).withProgress(listener),
                new DancingLinks(rooks).withProgress(listener))) {
            seen.clear();
            long before = System.nanoTime();
            SearchResult r = engine.count(SearchLimits.NONE, 1);
            long took = System.nanoTime() - before;
            assertThat(seen).hasSizeGreaterThan(2);
            for (int k = 0; k < seen.size(); k++) {
                SearchStats s = seen.get(k).stats();
                // The look at node 1,024 k: that many nodes counted, the time since the search began.
                assertThat(s.nodes()).isEqualTo(1024L * (k + 1));
                assertThat(s.solutions()).isBetween(0L, r.solutionCount());
                assertThat(s.updates()).isBetween(0L, r.stats().updates());
                assertThat(s.elapsedNanos()).isBetween(0L, Math.min(took, r.stats().elapsedNanos()));
                if (k > 0) {
                    assertThat(s.elapsedNanos()).isGreaterThanOrEqualTo(seen.get(k - 1).stats().elapsedNanos());
                }
            }
        }
    }

    /** A listener that hands {@code seen} the progress at each look of a search (every 1,024 nodes). */
    private static ProgressListener atEachLook(Consumer<SearchProgress> seen) {
        return new ProgressListener() {
            @Override
            public void progress(SearchStats soFar) {
            }

            @Override
            public void progress(SearchProgress soFar) {
                seen.accept(soFar);
            }

            @Override
            public long intervalNanos() {
                return 0;
            }
        };
    }
}
