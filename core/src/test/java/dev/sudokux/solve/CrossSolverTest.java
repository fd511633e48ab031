package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every registered solver against every other: on the same puzzle they must find the same number
 * of solutions (counted up to {@value #LIMIT}), and when that number is below the limit, the same
 * solutions. The first registered solver that takes the puzzle is the reference.
 *
 * <p>The plain searches ({@code naive}, {@code pruned}: no choice of cell, no propagation) are left
 * out of the hard fixture and of 9x9 grids with fewer than 17 givens, and get a node budget elsewhere; a puzzle where the budget runs out is
 * skipped for that solver only, and each of them must still have been compared on most puzzles.
 */
class CrossSolverTest {
    private static final int LIMIT = 500;
    private static final Set<String> PLAIN = Set.of("naive", "pruned");
    private static final long PLAIN_BUDGET = 2_000_000;

    /** For each solver: puzzles it was compared on, puzzles it skipped (too hard for it), puzzles it was given. */
    private final Map<String, int[]> tally = new LinkedHashMap<>();

    @Test
    void fixturesHaveTheSameSolutionsWithEverySolver() {
        int puzzles = 0;
        for (String fixture : List.of("seeds-9x9.txt", "sudopedia.txt", "multiple-9x9.txt")) {
            for (TestGrids.Entry e : TestGrids.fixture(fixture)) {
                compareAll(e.puzzle(), false);
                puzzles++;
            }
        }
        assertEveryoneComparedOnMost(puzzles);
    }

    @Test
    void hardPuzzlesHaveTheSameSolutionWithEveryFastSolver() {
        List<TestGrids.Entry> hard = TestGrids.fixture("hard-9x9.txt");
        for (TestGrids.Entry e : hard) {
            compareAll(e.puzzle(), true);
        }
        for (Solver s : Solvers.all()) {
            if (!PLAIN.contains(s.name())) {
                assertThat(tally.get(s.name())[0]).as(s.name()).isEqualTo(hard.size());
            }
        }
    }

    @Test
    void randomSparsePuzzlesHaveTheSameSolutionsWithEverySolver() {
        Random random = new Random(20240611);
        // box shape, how many puzzles, fewest and most givens
        int[][] plan = {
            {2, 2, 40, 3, 6},
            {2, 3, 30, 8, 13},
            {3, 2, 30, 8, 13},
            {2, 4, 25, 19, 26},
            {3, 3, 30, 25, 30},
        };
        int puzzles = 0;
        int belowLimitWithSeveral = 0;
        for (int[] p : plan) {
            Shape shape = Shape.of(p[0], p[1]);
            for (int k = 0; k < p[2]; k++) {
                int givens = p[3] + random.nextInt(p[4] - p[3] + 1);
                Grid solution = TestGrids.randomSolution(shape, random);
                Grid puzzle = TestGrids.blank(solution, 1 - (double) givens / shape.cellCount(), random);
                long count = compareAll(puzzle, false);
                puzzles++;
                if (count > 1 && count < LIMIT) {
                    belowLimitWithSeveral++;
                }
            }
        }
        // The sets of solutions, not only the counts, were compared on most puzzles.
        assertThat(belowLimitWithSeveral).isGreaterThan(puzzles / 2);
        assertEveryoneComparedOnMost(puzzles);
    }

    /**
     * Solves {@code puzzle} with every solver that takes it, compares each with the reference and
     * returns the reference count.
     */
    private long compareAll(Grid puzzle, boolean hard) {
        Result reference = null;
        String referenceName = null;
        Set<Grid> referenceSolutions = null;
        for (Solver solver : Solvers.all()) {
            boolean plain = PLAIN.contains(solver.name());
            if (!solver.supports(puzzle.shape()) || (plain && hard)) {
                continue;
            }
            int[] t = tally.computeIfAbsent(solver.name(), k -> new int[3]);
            t[2]++;
            if (plain && nearlyEmpty(puzzle)) {
                t[1]++;
                continue;
            }
            SolveRequest request = SolveRequest.count(LIMIT).withKeep(LIMIT);
            Result r = solver.solve(puzzle, plain ? request.withMaxNodes(PLAIN_BUDGET) : request);
            if (r.isIncomplete()) {
                assertThat(plain).as("%s gave up on %s", solver.name(), puzzle).isTrue();
                t[1]++;
                continue;
            }
            t[0]++;
            assertThat(r.solutions()).hasSize((int) r.solutionCount());
            for (Grid s : r.solutions()) {
                assertThat(s.isSolutionOf(puzzle)).isTrue();
            }
            Set<Grid> solutions = new HashSet<>(r.solutions());
            assertThat(solutions).as("%s: each solution once", solver.name()).hasSize(r.solutions().size());
            if (reference == null) {
                reference = r;
                referenceName = solver.name();
                referenceSolutions = solutions;
                continue;
            }
            String what = solver.name() + " vs " + referenceName + " on " + puzzle;
            assertThat(r.solutionCount()).as(what).isEqualTo(reference.solutionCount());
            assertThat(r.status()).as(what).isEqualTo(reference.status());
            assertThat(r.stopReason()).as(what).isEqualTo(reference.stopReason());
            if (r.solutionCount() < LIMIT) {
                assertThat(solutions).as(what).isEqualTo(referenceSolutions);
            }
        }
        assertThat(reference).as("no solver took %s", puzzle).isNotNull();
        return reference.solutionCount();
    }

    /** A 9x9 with fewer than 17 givens: millions of solutions the plain searches wade through. */
    private static boolean nearlyEmpty(Grid puzzle) {
        return puzzle.size() == 9 && puzzle.filledCount() < 17;
    }

    /**
     * Every registered solver was compared on at least 80% of the puzzles it was given, and every
     * solver of all shapes was given all {@code puzzles}.
     */
    private void assertEveryoneComparedOnMost(int puzzles) {
        for (Solver s : Solvers.all()) {
            int[] t = tally.get(s.name());
            if (s.supports(Shape.of(2, 2)) && s.supports(Shape.of(2, 3)) && s.supports(Shape.CLASSIC)) {
                assertThat(t).as("%s never ran", s.name()).isNotNull();
                assertThat(t[2]).as(s.name()).isEqualTo(puzzles);
            }
            if (t != null) {
                assertThat(t[0]).as("%s compared (skipped %d)", s.name(), t[1]).isGreaterThanOrEqualTo(t[2] * 4 / 5);
            }
        }
    }
}
