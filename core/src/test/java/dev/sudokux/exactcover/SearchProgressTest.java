package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sudokux.exactcover.examples.Pentominoes;
import java.util.ArrayList;
import java.util.List;
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
        ProgressListener listener = new ProgressListener() {
            @Override
            public void progress(SearchStats soFar) {
            }

            @Override
            public void progress(SearchProgress soFar) {
                seen.add(soFar.fractionDone());
            }

            @Override
            public long intervalNanos() {
                return 0;
            }
        };
        SearchResult r = new DancingLinks(Pentominoes.problem(3, 20)).withProgress(listener).count();
        assertThat(r.solutionCount()).isEqualTo(8);
        assertThat(seen).hasSizeGreaterThan(10).allMatch(f -> f > 0 && f < 1);
        for (int k = 1; k < seen.size(); k++) {
            assertThat(seen.get(k)).isGreaterThanOrEqualTo(seen.get(k - 1) - 1e-12);
        }
    }
}
