package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Crossings of full houses (a box and a row, a window and a column, two rows of a layout's grids)
 * keep the same digits outside their common cells; the propagator reads them on boards whose only
 * rules are houses. Random boards of every kind {@link RandomVariants} makes (jigsaw, diagonals,
 * windows, disjoint groups, small layouts), with random givens read off a solution and now and then
 * one wrong given, count as brute force counts, with and without the rule, and most compiled boards
 * have crossings to read. Seeded, so a failure repeats.
 */
class CrossingsTest {

    private static final long LIMIT = 500;

    @Test
    void boardsOfHousesCountAsBruteForce() {
        RandomVariants rv = new RandomVariants(1357);
        Random random = rv.random();
        VariantSolver solver = new VariantSolver();
        VariantSolver plain = new VariantSolver(false);
        int compared = 0;
        int none = 0;
        int crossed = 0;
        for (int round = 0; round < 600; round++) {
            Board board = rv.board();
            if (board.isClassic()) {
                continue; // classic boards keep the classic search
            }
            int[] solution = rv.fill(board);
            if (solution == null) {
                continue;
            }
            int[] givens = rv.givens(board, solution, 0.15 + 0.25 * random.nextDouble());
            for (int wrong = random.nextInt(3) == 0 ? 2 : 0; wrong > 0; wrong--) {
                int p = random.nextInt(givens.length);
                if (board.isCell(p) && givens[p] == 0) {
                    givens[p] = 1 + random.nextInt(board.digits()); // perhaps no solution now
                }
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, java.util.List.of(), givens);
            if (puzzle.givenConflict() != null) {
                continue;
            }
            long expected = BruteForce.count(puzzle, LIMIT);
            assertThat(solver.count(puzzle, LIMIT).solutionCount()).as("round %d: %s", round, puzzle)
                    .isEqualTo(expected);
            assertThat(plain.count(puzzle, LIMIT).solutionCount()).as("round %d, plain", round).isEqualTo(expected);
            CoverModel model = CoverModel.compile(puzzle);
            if (!model.isImpossible() && model.plan() != null && model.plan().crossings.length > 0) {
                crossed++;
            }
            compared++;
            none += expected == 0 ? 1 : 0;
        }
        assertThat(compared).isGreaterThan(300);
        assertThat(none).as("puzzles without a solution").isGreaterThan(15);
        assertThat(crossed).as("puzzles whose crossings the propagator reads").isGreaterThan(compared / 2);
    }
}
