package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The propagator extension point: removals and dead ends, checked against brute force. */
class PropagatorTest {

    /** Pairs of options that may not be in one solution: {@code forbidden[a][b]}. */
    static boolean[][] randomPairs(Random random, int options) {
        boolean[][] forbidden = new boolean[options][options];
        for (int a = 0; a < options; a++) {
            for (int b = a + 1; b < options; b++) {
                if (random.nextInt(4) == 0) {
                    forbidden[a][b] = forbidden[b][a] = true;
                }
            }
        }
        return forbidden;
    }

    private static long bruteForce(ExactCoverProblem problem, boolean[][] forbidden) {
        int m = problem.optionCount();
        long count = 0;
        for (long mask = 0; mask < (1L << m); mask++) {
            List<Integer> chosen = new ArrayList<>();
            for (int o = 0; o < m; o++) {
                if ((mask >> o & 1) != 0) {
                    chosen.add(o);
                }
            }
            boolean clash = false;
            for (int a : chosen) {
                for (int b : chosen) {
                    clash |= forbidden[a][b];
                }
            }
            if (!clash && new Solution(problem, chosen.stream().mapToInt(Integer::intValue).toArray()).isExactCover()) {
                count++;
            }
        }
        return count;
    }

    /** Removes every live option forbidden with a chosen one. */
    private static Propagator removingPartners(boolean[][] forbidden) {
        return state -> {
            for (int l = 0; l < state.level(); l++) {
                int a = state.chosen(l);
                for (int b = 0; b < forbidden.length; b++) {
                    if (forbidden[a][b]) {
                        state.remove(b);
                    }
                }
            }
            return true;
        };
    }

    /** Declares a dead end where two chosen options are forbidden together. */
    static Propagator checkingChosen(boolean[][] forbidden) {
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
    void removalsAndDeadEndsGiveTheBruteForceCount() {
        Random random = new Random(11);
        for (int trial = 0; trial < 600; trial++) {
            ExactCoverProblem problem = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            boolean[][] forbidden = randomPairs(random, problem.optionCount());
            long expected = bruteForce(problem, forbidden);
            DancingLinks dlx = new DancingLinks(problem);
            long plain = dlx.count().solutionCount();
            for (Propagator p : List.of(removingPartners(forbidden), checkingChosen(forbidden))) {
                SearchResult r = dlx.withPropagator(p).findAll(Long.MAX_VALUE);
                assertThat(r.solutionCount()).as("trial %d: %s", trial, DlxFormat.toString(problem)).isEqualTo(expected);
                assertThat(r.solutions()).allMatch(Solution::isExactCover);
                // Searching from an option goes through the propagator too.
                if (problem.optionCount() > 0) {
                    SearchResult from = dlx.searchFrom(new int[] {0}, SearchLimits.NONE, null, true);
                    assertThat(from.solutions()).allMatch(s -> s.isExactCover() && r.solutions().contains(s));
                    assertThat(from.solutionCount()).isEqualTo(r.solutions().stream()
                            .filter(s -> s.optionsInChosenOrder().length > 0
                                    && java.util.Arrays.stream(s.optionIndices()).anyMatch(o -> o == 0)).count());
                }
                // Stopped early, the links are still put back.
                dlx.search(SearchLimits.NONE.withMaxSolutions(1), null);
            }
            // Without the propagator, and with the removals undone, the plain count is back.
            assertThat(dlx.withPropagator(null).count().solutionCount()).isEqualTo(plain);
        }
    }

    @Test
    void liveOptionsAndCoveredItemsAreWhatTheChosenOptionsLeave() {
        Random random = new Random(12);
        int[] checked = {0};
        for (int trial = 0; trial < 300; trial++) {
            ExactCoverProblem problem = RandomProblemsTest.randomProblem(random, trial % 2 == 1);
            DancingLinks dlx = new DancingLinks(problem);
            long plain = dlx.count().solutionCount();
            SearchResult r = dlx.withPropagator(state -> {
                int[] chosen = new int[state.level()];
                for (int l = 0; l < chosen.length; l++) {
                    chosen[l] = state.chosen(l);
                }
                for (int item = 0; item < problem.itemCount(); item++) {
                    int it = item;
                    boolean covered = java.util.Arrays.stream(chosen)
                            .anyMatch(o -> java.util.Arrays.stream(problem.optionItems(o)).anyMatch(i -> i == it));
                    assertThat(state.isCovered(item)).isEqualTo(covered);
                    int live = 0;
                    for (int o = 0; o < problem.optionCount(); o++) {
                        int[] items = problem.optionItems(o);
                        if (java.util.Arrays.stream(items).anyMatch(i -> i == it) && state.isLive(o)) {
                            live++;
                        }
                    }
                    if (!covered) {
                        assertThat(state.liveOptions(item)).isEqualTo(live);
                    }
                    java.util.List<Integer> walked = new java.util.ArrayList<>();
                    state.forEachLive(item, walked::add);
                    assertThat(walked).hasSize(covered ? 0 : live).allMatch(state::isLive)
                            .allMatch(o -> java.util.Arrays.stream(problem.optionItems(o)).anyMatch(i -> i == it));
                }
                for (int option = 0; option < problem.optionCount(); option++) {
                    int o = option;
                    int[] together = java.util.Arrays.copyOf(chosen, chosen.length + 1);
                    together[chosen.length] = o;
                    boolean isChosen = java.util.Arrays.stream(chosen).anyMatch(c -> c == o);
                    assertThat(state.isChosen(o)).isEqualTo(isChosen);
                    assertThat(state.isLive(o)).as("option %d after %s", o, java.util.Arrays.toString(chosen))
                            .isEqualTo(!isChosen && consistent(problem, together));
                    checked[0]++;
                }
                return true;
            }).count();
            assertThat(r.solutionCount()).isEqualTo(plain);
        }
        assertThat(checked[0]).isGreaterThan(1000);
    }

    /** Whether the options could be in one solution: no primary item twice, secondary ones only with one colour. */
    private static boolean consistent(ExactCoverProblem problem, int[] options) {
        int[] uses = new int[problem.itemCount()];
        int[] colour = new int[problem.itemCount()];
        for (int o : options) {
            for (int k = 0; k < problem.optionSize(o); k++) {
                int item = problem.optionItem(o, k);
                int c = problem.optionColor(o, k);
                if (uses[item] > 0 && (c == 0 || colour[item] != c)) {
                    return false;
                }
                uses[item]++;
                colour[item] = c;
            }
        }
        return true;
    }

    @Test
    void theSumExampleOfTheJavadoc() {
        // Items A, B (a digit in each cell); options 0..8 put 1..9 in A, 9..17 put 1..9 in B.
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(List.of("A", "B"), List.of());
        for (int d = 0; d < 9; d++) {
            b.addOption("A");
        }
        for (int d = 0; d < 9; d++) {
            b.addOption("B");
        }
        Propagator sumIsTen = state -> {
            for (int a = 0; a < 9; a++) {
                int partner = 9 + (8 - a);
                if (state.isLive(a) && !state.isLive(partner) && !state.isChosen(partner)) {
                    state.remove(a);
                }
                if (state.isChosen(a) && !state.isLive(partner) && !state.isChosen(partner)) {
                    return false;
                }
            }
            return true;
        };
        SearchResult r = new DancingLinks(b.build()).withPropagator(sumIsTen).findAll(100);
        assertThat(r.solutionCount()).isEqualTo(9);
        assertThat(r.solutions()).allMatch(s -> s.option(0) + 1 + s.option(1) - 9 + 1 == 10);
    }

    @Test
    void removingEveryOptionOfAnItemMakesItADeadEnd() {
        ExactCoverProblem queens = dev.sudokux.exactcover.examples.NQueens.problem(6);
        DancingLinks dlx = new DancingLinks(queens);
        // Remove every option at the root: no solution, one node.
        SearchResult r = dlx.withPropagator(state -> {
            for (int o = 0; o < queens.optionCount(); o++) {
                state.remove(o);
            }
            return true;
        }).count();
        assertThat(r.solutionCount()).isZero();
        assertThat(r.stats().nodes()).isEqualTo(1);
        assertThat(dlx.withPropagator(null).count().solutionCount()).isEqualTo(4);
    }
}
