package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.examples.NQueens;
import java.util.List;
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
            Propagator paired = prioritized(vetoing, priorities, true);
            for (Propagator p : new Propagator[] {null, vetoing, prioritized, paired}) {
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

    /**
     * A digit's two places in a house beat a hot cell of three options (the Interactive Sudoku
     * Solver's house candidates): B and C (priority 30, three options each) score 10 an option; H
     * (priority 0, two options, filling B or C) scores half of 30, so the search branches on H first.
     * Without house candidates, or with H given a priority of its own (an item as any other, score 1
     * over 2), B goes first.
     */
    @Test
    void aDigitWithTwoPlacesIsBranchedOnWhenItsCellsAreHot() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(List.of("A", "B", "C", "H"), List.of("x", "y", "z"));
        b.addOption("A", "x"); // 0
        b.addOption("A", "y"); // 1
        b.addOption("A", "z"); // 2
        b.addOption("B", "H"); // 3
        b.addOption("B"); // 4
        b.addOption("B"); // 5
        b.addOption("C", "H"); // 6
        b.addOption("C"); // 7
        b.addOption("C"); // 8
        ExactCoverProblem problem = b.build();
        assertThat(firstChoice(problem, new int[] {3, 30, 30, 0, 0, 0, 0}, true)).isIn(3, 6);
        assertThat(firstChoice(problem, new int[] {3, 30, 30, 0, 0, 0, 0}, false)).isIn(3, 4, 5);
        assertThat(firstChoice(problem, new int[] {3, 30, 30, 1, 0, 0, 0}, true)).isIn(3, 4, 5);
        SearchResult all = new DancingLinks(problem).withHeuristic(Heuristic.SCORED)
                .withPropagator(prioritized(state -> true, new int[] {3, 30, 30, 0, 0, 0, 0}, true)).count();
        assertThat(all.solutionCount()).isEqualTo(new DancingLinks(problem).count().solutionCount()).isEqualTo(12);
    }

    /** The option the search chose first under {@link Heuristic#SCORED} with {@code priorities}. */
    private static int firstChoice(ExactCoverProblem problem, int[] priorities, boolean pairs) {
        int[] first = {-1};
        Propagator watching = state -> {
            if (state.level() == 1 && first[0] < 0) {
                first[0] = state.chosen(0);
            }
            return true;
        };
        new DancingLinks(problem).withHeuristic(Heuristic.SCORED).withPropagator(prioritized(watching, priorities, pairs))
                .count(SearchLimits.NONE, 1);
        return first[0];
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
        return prioritized(inner, priorities, false);
    }

    private static Propagator prioritized(Propagator inner, int[] priorities, boolean pairs) {
        return new Propagator() {
            @Override
            public boolean pairCandidates() {
                return pairs;
            }

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
