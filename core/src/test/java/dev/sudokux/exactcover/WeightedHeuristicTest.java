package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.examples.NQueens;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Heuristic#WEIGHTED} only changes the order: random problems, with and without a propagator
 * that vetoes random pairs of options, count the same under it as under {@link Heuristic#FORCED_FIRST}
 * (whose counts {@link PropagatorTest} checks against brute force), on one thread and on two.
 */
class WeightedHeuristicTest {

    /** Dead end where two chosen options are a forbidden pair. */
    private static Propagator vetoing(boolean[][] forbidden) {
        return state -> {
            for (int l = 0; l < state.level(); l++) {
                for (int k = 0; k < l; k++) {
                    if (forbidden[state.chosen(l)][state.chosen(k)]) {
                        return false;
                    }
                }
            }
            return true;
        };
    }

    @Test
    void countsAreTheSameAsForcedFirstWithAndWithoutAPropagator() {
        Random random = new Random(1414);
        int differentTrees = 0;
        for (int trial = 0; trial < 400; trial++) {
            ExactCoverProblem problem = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            int m = problem.optionCount();
            boolean[][] forbidden = new boolean[m][m];
            for (int a = 0; a < m; a++) {
                for (int b = a + 1; b < m; b++) {
                    forbidden[a][b] = forbidden[b][a] = random.nextInt(3) == 0;
                }
            }
            for (Propagator p : new Propagator[] {null, vetoing(forbidden)}) {
                SearchResult expected = new DancingLinks(problem).withPropagator(p).count();
                DancingLinks weighted = new DancingLinks(problem).withPropagator(p).withHeuristic(Heuristic.WEIGHTED);
                SearchResult r = weighted.findAll(Long.MAX_VALUE);
                assertThat(r.solutionCount()).as("trial %d: %s", trial, DlxFormat.toString(problem))
                        .isEqualTo(expected.solutionCount());
                assertThat(r.solutions()).allMatch(Solution::isExactCover);
                assertThat(weighted.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(expected.solutionCount());
                differentTrees += r.stats().nodes() != expected.stats().nodes() ? 1 : 0;
            }
        }
        assertThat(differentTrees).as("the weights changed some trees").isPositive();
    }

    @Test
    void queensLearnAnotherOrderAndCountTheSame() {
        ExactCoverProblem queens = NQueens.problem(8);
        SearchResult plain = new DancingLinks(queens).count();
        SearchResult weighted = new DancingLinks(queens).withHeuristic(Heuristic.WEIGHTED).count();
        assertThat(weighted.solutionCount()).isEqualTo(92).isEqualTo(plain.solutionCount());
        assertThat(weighted.stats().nodes()).isNotEqualTo(plain.stats().nodes());
    }

    @Test
    void theNameIsWeighted() {
        assertThat(Heuristic.byName("weighted")).isEqualTo(Heuristic.WEIGHTED);
        assertThat(Heuristic.WEIGHTED.cliName()).isEqualTo("weighted");
    }
}
