package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Puzzles without a solution whose givens keep the rules: every solver must find out, and answer
 * NONE with no grid, never a "solution" with a value twice in a unit.
 */
class UnsolvablePuzzlesTest {
    private static final Set<String> PLAIN = Set.of("naive", "pruned");
    private static final long PLAIN_BUDGET = 1_000_000;

    /** Row 1 holds 1..8, column 9 holds the 9 lower down: r1c9 has no candidate. */
    static final Grid CELL_WITHOUT_CANDIDATE = TestGrids.line(
            "12345678." + "........." + "........." + "........." + "........9"
            + "........." + "........." + "........." + ".........");

    /**
     * The 1s in rows 1 and 2, columns 1 and 2 and the 2 at r3c3 leave 1 no place in box 1 (nor in
     * row 3), while every blank cell keeps candidates.
     */
    static final Grid VALUE_WITHOUT_PLACE = TestGrids.line(
            "...1....." + "......1.." + "..2......" + "1........" + "........."
            + "........." + ".1......." + "........." + ".........");

    @Test
    void sudopediaUnsolvableCases() {
        int cases = 0;
        for (TestGrids.Entry e : TestGrids.fixture("sudopedia.txt")) {
            if (e.fields().get(0).equals("none")) {
                assertNoSolutionFromEverySolver(e.puzzle());
                cases++;
            }
        }
        assertThat(cases).isEqualTo(7);
    }

    @Test
    void aCellWithoutCandidate() {
        assertThat(CELL_WITHOUT_CANDIDATE.isValid()).isTrue();
        assertNoSolutionFromEverySolver(CELL_WITHOUT_CANDIDATE, PLAIN_BUDGET);
        assertThat(deadEnds(CELL_WITHOUT_CANDIDATE)).containsExactly("0: r1c9 has no candidate");
    }

    @Test
    void aValueWithoutPlace() {
        assertThat(VALUE_WITHOUT_PLACE.isValid()).isTrue();
        for (int cell = 0; cell < 81; cell++) {
            if (VALUE_WITHOUT_PLACE.get(cell) == 0) {
                assertThat(VALUE_WITHOUT_PLACE.candidates(cell)).isNotZero();
            }
        }
        // Few givens: the plain searches would have to try every filling of rows 1 and 2 first.
        assertNoSolutionFromEverySolver(VALUE_WITHOUT_PLACE, PLAIN_BUDGET);
        assertThat(deadEnds(VALUE_WITHOUT_PLACE)).hasSize(1).first().isIn(
                "0: no place for 1 in box 1", "0: no place for 1 in row 3");
    }

    @Test
    void randomPuzzlesWithOneWrongGiven() {
        // A solution, half of it blanked, and one blank given a value its peers allow but the
        // solution does not have: most such puzzles have no solution left, and no visible clash.
        Random random = new Random(404);
        Shape[] shapes = {Shape.of(2, 3), Shape.of(3, 2), Shape.of(2, 4), Shape.CLASSIC, Shape.of(3, 4)};
        Solver reference = new DlxSolver();
        int tested = 0;
        for (int k = 0; k < 150; k++) {
            Shape shape = shapes[k % shapes.length];
            Grid solution = TestGrids.randomSolution(shape, random);
            Grid puzzle = TestGrids.blank(solution, 0.5, random);
            List<int[]> wrong = new ArrayList<>();
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                if (puzzle.get(cell) != 0) {
                    continue;
                }
                long others = puzzle.candidates(cell) & ~(1L << (solution.get(cell) - 1));
                for (int v = 1; v <= shape.size(); v++) {
                    if ((others >>> (v - 1) & 1) != 0) {
                        wrong.add(new int[] {cell, v});
                    }
                }
            }
            if (wrong.isEmpty()) {
                continue;
            }
            int[] pick = wrong.get(random.nextInt(wrong.size()));
            Grid broken = puzzle.with(pick[0], pick[1]);
            assertThat(broken.isValid()).isTrue();
            if (reference.count(broken, 1).solutionCount() == 0) {
                assertNoSolutionFromEverySolver(broken);
                tested++;
            }
        }
        assertThat(tested).isGreaterThan(50);
    }

    private static void assertNoSolutionFromEverySolver(Grid puzzle) {
        assertNoSolutionFromEverySolver(puzzle, 0);
    }

    /**
     * Every solver says NONE, with no grid; with a {@code plainBudget}, the plain searches (no cell
     * choice, no propagation) get that many nodes, and may give up instead, but with no grid either.
     */
    private static void assertNoSolutionFromEverySolver(Grid puzzle, long plainBudget) {
        for (Solver solver : Solvers.all()) {
            if (!solver.supports(puzzle.shape())) {
                continue;
            }
            SolveRequest request = SolveRequest.count(10).withKeep(10);
            boolean plain = PLAIN.contains(solver.name()) && plainBudget > 0;
            Result r = solver.solve(puzzle, plain ? request.withMaxNodes(plainBudget) : request);
            assertThat(r.solutionCount()).as("%s on %s", solver.name(), puzzle).isZero();
            assertThat(r.solutions()).isEmpty();
            if (plain && r.isIncomplete()) {
                assertThat(r.status()).isEqualTo(Status.LIMIT_REACHED);
                continue;
            }
            assertThat(r.status()).as("%s on %s", solver.name(), puzzle).isEqualTo(Status.NONE);
            assertThat(r.solutionCount()).isZero();
            assertThat(r.solutions()).isEmpty();
            assertThat(r.first()).isNull();
            assertThat(r.isComplete()).isTrue();
        }
    }

    /** The dead ends the propagation solver reports, as "depth: reason". */
    private static List<String> deadEnds(Grid puzzle) {
        List<String> found = new ArrayList<>();
        new PropagationSolver().solve(puzzle, SolveRequest.first().withTracer(new SearchTracer() {
            @Override
            public void deadEnd(int depth, String reason) {
                found.add(depth + ": " + reason);
            }
        }));
        return found;
    }
}
