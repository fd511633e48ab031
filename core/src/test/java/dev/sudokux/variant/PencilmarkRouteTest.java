package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The default solver takes a classic 9x9 puzzle whose only constraints are cells' candidates
 * (pencilmarks) to the {@code fast} solver: on random such puzzles it gives the compiled model's
 * answers (status and count; a heuristic named keeps a puzzle on the model), and every grid it
 * returns keeps the candidates, the givens and the rules.
 */
class PencilmarkRouteTest {

    private final VariantSolver route = new VariantSolver();
    private final VariantSolver model = new VariantSolver().withHeuristic(Heuristic.FORCED_FIRST);

    @Test
    void takesOnlyClassicNineByNinesWithCandidates() {
        Grid blank = Grid.of(Shape.CLASSIC, new int[81]);
        assertThat(VariantSolver.classicCandidates(VariantPuzzle.classic(blank))).hasSize(81).containsOnly(511);
        VariantPuzzle marked = VariantPuzzle.classic(blank)
                .withConstraints(List.of(new Constraint.Digits(4, 0b110), new Constraint.Digits(4, 0b011)));
        assertThat(VariantSolver.classicCandidates(marked)[4]).isEqualTo(0b010);
        VariantPuzzle anti = VariantPuzzle.classic(blank).withConstraints(List.of(new Constraint.AntiKnight()));
        assertThat(VariantSolver.classicCandidates(anti)).isNull();
        Grid small = Grid.of(Shape.of(2, 2), new int[16]);
        assertThat(VariantSolver.classicCandidates(VariantPuzzle.classic(small))).isNull();
    }

    @Test
    void agreesWithTheModelOnRandomPencilmarkPuzzles() {
        Random random = new Random(20261207);
        int unique = 0;
        int multiple = 0;
        int none = 0;
        for (int round = 0; round < 300; round++) {
            VariantPuzzle puzzle = randomPencilmarks(random);
            VariantResult fast = route.count(puzzle, 30);
            VariantResult exact = model.count(puzzle, 30);
            assertThat(fast.solutionCount()).as("round %d", round).isEqualTo(exact.solutionCount());
            assertThat(fast.status()).as("round %d", round).isEqualTo(exact.status());
            VariantResult check = route.solve(puzzle, SolveRequest.uniqueness().withKeep(2));
            for (VariantGrid g : check.solutions()) {
                assertThat(puzzle.violation(g.values())).as("round %d", round).isNull();
            }
            switch (check.status()) {
                case UNIQUE -> unique++;
                case MULTIPLE -> multiple++;
                case NONE -> none++;
                default -> throw new AssertionError("round " + round + ": " + check.status());
            }
        }
        // The generator reaches every answer, so the comparison above could fail on each of them.
        assertThat(unique).isGreaterThan(20);
        assertThat(multiple).isGreaterThan(20);
        assertThat(none).isGreaterThan(20);
    }

    @Test
    void aGivenOutsideItsCandidatesLeavesNoSolution() {
        Grid solution = TestGrids.randomSolution(Shape.CLASSIC, new Random(7));
        int[] givens = new int[81];
        givens[0] = solution.get(0);
        long other = 511L & ~(1L << (givens[0] - 1));
        VariantPuzzle puzzle = VariantPuzzle.classic(Grid.of(Shape.CLASSIC, givens))
                .withConstraints(List.of(new Constraint.Digits(0, other)));
        assertThat(route.check(puzzle).status()).isEqualTo(Status.NONE);
        assertThat(model.check(puzzle).status()).isEqualTo(Status.NONE);
    }

    /**
     * A solved grid, some cells given, the others narrowed to their digit and a few more; now and
     * then a cell loses its own digit (often no solution then) or keeps every digit (often several).
     */
    private static VariantPuzzle randomPencilmarks(Random random) {
        Grid solution = TestGrids.randomSolution(Shape.CLASSIC, random);
        int[] givens = new int[81];
        List<Constraint> marks = new ArrayList<>();
        double givenShare = random.nextDouble() * 0.3;
        double extra = 0.1 + random.nextDouble() * 0.5;
        double wide = random.nextDouble() * 0.4;
        for (int cell = 0; cell < 81; cell++) {
            int digit = solution.get(cell);
            double r = random.nextDouble();
            if (r < givenShare) {
                givens[cell] = digit;
                continue;
            }
            if (random.nextDouble() < wide) {
                continue; // every digit
            }
            long allowed = 1L << (digit - 1);
            for (int d = 1; d <= 9; d++) {
                if (random.nextDouble() < extra) {
                    allowed |= 1L << (d - 1);
                }
            }
            if (random.nextInt(400) == 0) {
                allowed &= ~(1L << (digit - 1));
            }
            marks.add(new Constraint.Digits(cell, allowed));
        }
        return VariantPuzzle.classic(Grid.of(Shape.CLASSIC, givens)).withConstraints(marks);
    }
}
