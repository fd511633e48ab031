package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.examples.NQueens;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Heuristic#SCORED} only changes the order: random problems, with and without a propagator
 * that vetoes random pairs of options and gives random item priorities (zeros among them), count the
 * same under it as under {@link Heuristic#FORCED_FIRST} (whose counts {@link PropagatorTest} checks
 * against brute force), on one thread and on two.
 */
class ScoredHeuristicTest {

    @Test
    void countsAreTheSameAsForcedFirstWithAndWithoutPriorities() {
        Random random = new Random(2525);
        int differentTrees = 0;
        for (int trial = 0; trial < 400; trial++) {
            ExactCoverProblem problem = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            boolean[][] forbidden = PropagatorTest.randomPairs(random, problem.optionCount());
            Propagator vetoing = PropagatorTest.checkingChosen(forbidden);
            int[] priorities = new int[problem.itemCount()];
            for (int i = 0; i < priorities.length; i++) {
                priorities[i] = random.nextInt(3) == 0 ? 0 : random.nextInt(40);
            }
            Propagator prioritized = prioritized(vetoing, priorities);
            for (Propagator p : new Propagator[] {null, vetoing, prioritized}) {
                SearchResult expected = new DancingLinks(problem).withPropagator(p).count();
                DancingLinks scored = new DancingLinks(problem).withPropagator(p).withHeuristic(Heuristic.SCORED);
                SearchResult r = scored.findAll(Long.MAX_VALUE);
                assertThat(r.solutionCount()).as("trial %d: %s", trial, DlxFormat.toString(problem))
                        .isEqualTo(expected.solutionCount());
                assertThat(r.solutions()).allMatch(Solution::isExactCover);
                assertThat(scored.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(expected.solutionCount());
                differentTrees += r.stats().nodes() != expected.stats().nodes() ? 1 : 0;
            }
        }
        assertThat(differentTrees).as("the scores changed some trees").isPositive();
    }

    @Test
    void queensCountTheSame() {
        ExactCoverProblem queens = NQueens.problem(8);
        SearchResult scored = new DancingLinks(queens).withHeuristic(Heuristic.SCORED).count();
        assertThat(scored.solutionCount()).isEqualTo(92);
    }

    @Test
    void prioritiesMustFitTheProblem() {
        ExactCoverProblem queens = NQueens.problem(4);
        Propagator none = state -> true;
        DancingLinks shorter = new DancingLinks(queens).withHeuristic(Heuristic.SCORED)
                .withPropagator(prioritized(none, new int[queens.itemCount() - 1]));
        assertThatThrownBy(shorter::count).isInstanceOf(IllegalArgumentException.class)
                .hasMessage((queens.itemCount() - 1) + " item priorities for " + queens.itemCount() + " items");
        int[] negative = new int[queens.itemCount()];
        negative[2] = -1;
        DancingLinks below = new DancingLinks(queens).withHeuristic(Heuristic.SCORED)
                .withPropagator(prioritized(none, negative));
        assertThatThrownBy(below::count).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("item 2 has priority -1 (at least 0 expected)");
    }

    @Test
    void theNameIsScored() {
        assertThat(Heuristic.byName("scored")).isEqualTo(Heuristic.SCORED);
        assertThat(Heuristic.SCORED.cliName()).isEqualTo("scored");
    }

    private static Propagator prioritized(Propagator inner, int[] priorities) {
        return new Propagator() {
            @Override
            public boolean propagate(SearchState state) {
                return inner.propagate(state);
            }

            @Override
            public int[] itemPriorities() {
                return priorities;
            }
        };
    }
}
