package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link BitsetSolver} against {@link DlxSolver}, two searches that share nothing but the rules: the
 * same counts, statuses and sets of solutions on seeded random puzzles of every box shape, on hard
 * 16x16 puzzles, and no solution where there is none.
 */
class BitsetSolverCrossCheckTest {

    private final Solver bitset = new BitsetSolver();
    private final Solver dlx = new DlxSolver();

    /** Both solvers count up to {@code limit}, keeping every solution; the results must agree. */
    private long assertAgree(Grid puzzle, long limit) {
        SolveRequest request = SolveRequest.count(limit).withKeep((int) limit);
        Result mine = bitset.solve(puzzle, request);
        Result theirs = dlx.solve(puzzle, request);
        assertThat(mine.solutionCount()).as("count of %s", puzzle).isEqualTo(theirs.solutionCount());
        assertThat(mine.status()).as("status of %s", puzzle).isEqualTo(theirs.status());
        assertThat(mine.stopReason()).as("stop reason for %s", puzzle).isEqualTo(theirs.stopReason());
        assertThat(mine.solutions()).doesNotHaveDuplicates().allMatch(s -> s.isSolutionOf(puzzle));
        if (mine.isExhaustive()) {
            // Every solution found: the same set, whatever the order.
            assertThat(new HashSet<>(mine.solutions())).as("solutions of %s", puzzle)
                    .isEqualTo(new HashSet<>(theirs.solutions()));
        }
        return mine.solutionCount();
    }

    @Test
    void randomPuzzlesOfEveryShapeHaveTheSameSolutions() {
        Random random = new Random(20241122);
        // Box shape, and the range of the fraction blanked: few givens, so that most puzzles have
        // several solutions, but not so few that DLX wanders for seconds (25x25 above half blank).
        Object[][] cases = {
            {Shape.of(2, 2), 0.5, 0.75}, {Shape.of(2, 3), 0.5, 0.7}, {Shape.of(3, 2), 0.5, 0.7},
            {Shape.of(2, 4), 0.5, 0.65}, {Shape.of(3, 3), 0.5, 0.62}, {Shape.of(3, 4), 0.5, 0.6},
            {Shape.of(4, 4), 0.45, 0.52}, {Shape.of(5, 5), 0.4, 0.46},
        };
        int completeAndSeveral = 0;
        for (Object[] c : cases) {
            Shape shape = (Shape) c[0];
            double low = (double) c[1];
            double high = (double) c[2];
            int several = 0;
            int trials = shape.size() >= 16 ? 8 : 30;
            for (int k = 0; k < trials; k++) {
                Grid solution = TestGrids.randomSolution(shape, random);
                Grid puzzle = TestGrids.blank(solution, low + (high - low) * random.nextDouble(), random);
                long count = assertAgree(puzzle, 200);
                assertThat(count).isPositive();
                several += count > 1 ? 1 : 0;
                completeAndSeveral += count > 1 && count < 200 ? 1 : 0;
            }
            assertThat(several).as("puzzles of %s with several solutions", shape).isGreaterThan(trials / 4);
        }
        assertThat(completeAndSeveral).as("puzzles whose every solution was compared").isGreaterThan(100);
    }

    @Test
    void emptyGridsOfSmallShapesCountAlike() {
        for (Shape shape : List.of(Shape.of(1, 1), Shape.of(1, 2), Shape.of(2, 1), Shape.of(2, 2), Shape.of(1, 4),
                Shape.of(3, 1))) {
            assertAgree(Grid.empty(shape), 1000);
        }
    }

    @Test
    void hexadokuFixture() {
        for (TestGrids.Entry e : TestGrids.fixture("hexadoku-16x16.txt")) {
            Result mine = bitset.check(e.puzzle());
            Result theirs = dlx.check(e.puzzle());
            assertThat(mine.status()).as(e.fields().get(0)).isEqualTo(Status.UNIQUE).isEqualTo(theirs.status());
            assertThat(mine.first()).isEqualTo(theirs.first());
            assertThat(mine.first().isSolutionOf(e.puzzle())).isTrue();
        }
    }

    @Test
    void sixtyFourBySixtyFourWithThirtyPercentBlank() {
        Random random = new Random(64);
        Shape shape = Shape.of(8, 8);
        Grid solution = TestGrids.randomSolution(shape, random);
        Grid puzzle = TestGrids.blank(solution, 0.3, random);
        Result mine = bitset.first(puzzle);
        assertThat(mine.hasSolution()).isTrue();
        assertThat(mine.first().isSolutionOf(puzzle)).isTrue();
        assertAgree(puzzle, 2);
    }

    @Test
    void puzzlesWithNoSolutionButNoClashAreNone() {
        Random random = new Random(7);
        int checked = 0;
        for (Shape shape : List.of(Shape.of(2, 3), Shape.of(3, 3), Shape.of(3, 4), Shape.of(4, 4))) {
            for (int k = 0; k < 10; k++) {
                // A puzzle with one solution, and a given added that no peer forbids but the solution does.
                Grid solution = TestGrids.randomSolution(shape, random);
                Grid puzzle = TestGrids.blank(solution, shape.size() >= 16 ? 0.45 : 0.5, random);
                if (dlx.check(puzzle).status() != Status.UNIQUE) {
                    continue;
                }
                Grid broken = addWrongGiven(puzzle, solution, random);
                if (broken == null) {
                    continue;
                }
                assertThat(broken.isValid()).as("no visible clash in %s", broken).isTrue();
                Result r = bitset.count(broken, 10);
                assertThat(r.status()).as("%s", broken).isEqualTo(Status.NONE);
                assertThat(r.solutions()).isEmpty();
                assertAgree(broken, 10);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10);
    }

    /** {@code puzzle} with a value in one blank cell that its given peers allow but the solution does not. */
    private static Grid addWrongGiven(Grid puzzle, Grid solution, Random random) {
        int cells = puzzle.shape().cellCount();
        for (int tries = 0; tries < 100; tries++) {
            int cell = random.nextInt(cells);
            if (puzzle.get(cell) != 0) {
                continue;
            }
            long allowed = puzzle.candidates(cell) & ~(1L << (solution.get(cell) - 1));
            if (allowed != 0) {
                return puzzle.with(cell, Long.numberOfTrailingZeros(allowed) + 1);
            }
        }
        return null;
    }

    /** The 15 hard test3.16 hexadokus, uniqueness proved: a few seconds since the bitset search. */
    @Test
    void bluesUltimateSixteenBySixteensAreUnique() {
        List<TestGrids.Entry> entries = TestGrids.fixture("hexadoku-test3-16x16.txt");
        assertThat(entries).hasSize(15);
        Set<Grid> solutions = new HashSet<>();
        for (TestGrids.Entry e : entries) {
            Result r = bitset.check(e.puzzle());
            assertThat(r.status()).as(e.fields().get(0)).isEqualTo(Status.UNIQUE);
            assertThat(r.first().isSolutionOf(e.puzzle())).isTrue();
            solutions.add(r.first());
        }
        assertThat(solutions).hasSize(15);
    }
}
