package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.examples.Examples;
import dev.sudokux.exactcover.examples.Langford;
import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The bits engine's choices made before a search: its order's narrow fronts, and auto's rule ({@link BitsEngine#beats}). */
class BitsChoiceTest {

    /**
     * The narrow front by its definition, step by step: each step counts, for every unordered item,
     * the fresh items (neither ordered nor in the front) tied to it (O(n^3)); {@link BitsOrder#front}
     * keeps those counts as items leave the fresh set.
     */
    private static int[] frontByDefinition(int n, boolean[][] tied, int[] degree, int start) {
        int[] order = new int[n];
        boolean[] ordered = new boolean[n];
        boolean[] inFront = new boolean[n];
        int[] toOrdered = new int[n];
        int next = start;
        for (int r = 0; r < n; r++) {
            order[r] = next;
            ordered[next] = true;
            inFront[next] = false;
            for (int j = 0; j < n; j++) {
                if (tied[next][j]) {
                    toOrdered[j]++;
                    if (!ordered[j]) {
                        inFront[j] = true;
                    }
                }
            }
            if (r + 1 == n) {
                break;
            }
            int best = -1;
            int bestNew = Integer.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                if (ordered[i]) {
                    continue;
                }
                int added = 0;
                for (int j = 0; j < n; j++) {
                    if (tied[i][j] && !ordered[j] && !inFront[j] && j != i) {
                        added++;
                    }
                }
                if (!inFront[i]) {
                    added += n;
                }
                if (best < 0 || added < bestNew
                        || added == bestNew && (toOrdered[i] > toOrdered[best]
                        || toOrdered[i] == toOrdered[best] && degree[i] < degree[best])) {
                    best = i;
                    bestNew = added;
                }
            }
            next = best;
        }
        return order;
    }

    @Test
    void theNarrowFrontIsTheOneOfItsDefinition() {
        Random random = new Random(3);
        int compared = 0;
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + random.nextInt(trial < 200 ? 20 : 128);
            double density = random.nextDouble() * 0.5;
            boolean[][] tied = new boolean[n][n];
            int[] ties = new int[n];
            int[] degree = new int[n];
            for (int i = 0; i < n; i++) {
                degree[i] = random.nextInt(5);
                for (int j = 0; j < i; j++) {
                    if (random.nextDouble() < density) {
                        tied[i][j] = true;
                        tied[j][i] = true;
                        ties[i]++;
                        ties[j]++;
                    }
                }
            }
            for (int start = 0; start < n; start += 1 + n / 8) {
                assertThat(BitsOrder.front(n, tied, ties, degree, start)).as("n %d, start %d", n, start)
                        .containsExactly(frontByDefinition(n, tied, degree, start));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }

    /** The MRV tree's updates as auto estimated them before its early answer: all paths in one run. */
    private static double allPathsUpdates(ExactCoverEngine mrv) {
        try (SearchCursor cursor = mrv.cursor(Prefix.ROOT)) {
            return Estimator.randomPaths(cursor, BitsEngine.MRV_PATHS, new Random(1)).updates();
        }
    }

    @Test
    void autosEarlyAnswerIsTheAnswerOfAllItsPaths() {
        List<ExactCoverProblem> problems = new ArrayList<>();
        Random random = new Random(5);
        for (int trial = 0; trial < 60; trial++) {
            problems.add(RandomProblemsTest.randomProblem(random, false));
        }
        for (int n = 5; n <= 10; n++) {
            problems.add(NQueens.problem(n));
        }
        problems.add(Langford.problem(7));
        problems.add(Langford.problem(8));
        problems.add(Pentominoes.problem(3, 20));
        problems.add(Pentominoes.problem(4, 15));
        int bits = 0;
        for (ExactCoverProblem problem : problems) {
            ExactCoverEngine mrv = new DancingCells(problem);
            BitsEngine engine = new BitsEngine(problem);
            boolean all = engine.estimatedCost() <= BitsEngine.UPDATE_COST * allPathsUpdates(mrv);
            assertThat(engine.beats(mrv)).as("%s", problem).isEqualTo(all);
            assertThat(engine.beats(new DancingLinks(problem)))
                    .isEqualTo(engine.estimatedCost() <= BitsEngine.UPDATE_COST * allPathsUpdates(new DancingLinks(problem)));
            bits += all ? 1 : 0;
        }
        assertThat(bits).as("problems where bits wins").isBetween(1, problems.size() - 1);
    }

    /**
     * The chosen order's cost is a fresh estimate, not the lowest of the candidates' first ones, which
     * came out at 0.05 of the true cost on the 4 x 15 box (and 0.34 on Scott's puzzle, where auto then
     * took bits, the slower engine): within a factor of two of the true cost of the tree (options
     * tested plus {@link BitsOrder#NODE_COST} a node, as the bits engine's own count reports them).
     */
    @Test
    void theChosenOrdersCostIsNearTheTrueCost() {
        List<ExactCoverProblem> problems = List.of(Pentominoes.problem(4, 15), NQueens.problem(10),
                Langford.problem(11), Examples.make("soma", List.of(), false));
        for (ExactCoverProblem problem : problems) {
            BitsEngine engine = new BitsEngine(problem);
            SearchStats stats = engine.count(SearchLimits.NONE, 1).stats();
            double truth = stats.updates() + BitsOrder.NODE_COST * stats.nodes();
            assertThat(engine.estimatedCost() / truth).as("%s: estimated / true cost", problem).isBetween(0.5, 2.0);
        }
    }

    /**
     * Auto's picks on the problems behind {@link BitsEngine#UPDATE_COST} (their {@code --make} forms):
     * cells on Scott's puzzle (bits' tree costs 1.4 times more time there), bits on the 6 x 10 box and
     * on Langford 12.
     */
    @Test
    void autoPicksTheFasterEngineOnTheMeasuredProblems() {
        assertThat(ExactCoverEngine.create("auto", Examples.make("scott", List.of(), false)))
                .isInstanceOf(DancingCells.class);
        assertThat(ExactCoverEngine.create("auto", Pentominoes.problem(6, 10))).isInstanceOf(BitsEngine.class);
        assertThat(ExactCoverEngine.create("auto", Langford.problem(12))).isInstanceOf(BitsEngine.class);
    }
}
