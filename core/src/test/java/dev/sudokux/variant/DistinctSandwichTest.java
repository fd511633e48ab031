package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Sandwich clues read with distinct digits between the ends (for the solver a {@link SandwichRule},
 * for the exact cover problem {@link DistinctSandwich}) only prune: random sandwich puzzles (true
 * clues and now and then a false one, with a few other constraints) count the same as with the
 * plain sum automaton and no propagator, and as brute force on 4x4. Seeded.
 */
class DistinctSandwichTest {

    private static final long LIMIT = 500;

    @Test
    void sandwichesCountTheSameWithDistinctDigitsAndWithout() {
        RandomVariants rv = new RandomVariants(1313);
        Random random = rv.random();
        VariantSolver with = new VariantSolver(true);
        VariantSolver without = new VariantSolver(false);
        int none = 0;
        int distinct = 0;
        for (int round = 0; round < 150; round++) {
            Board board = Board.classic(round % 3 == 2 ? Shape.of(2, 3) : Shape.of(2, 2));
            int[] solution = rv.fill(board);
            List<Constraint> clues = new ArrayList<>();
            for (int k = 0; k < 1 + random.nextInt(4); k++) {
                Constraint c = rv.constraint(13, board, solution, random.nextInt(8) == 0);
                if (c != null) {
                    clues.add(c);
                    distinct += DistinctSandwich.of((Constraint.Sandwich) c, board) != null ? 1 : 0;
                }
            }
            if (random.nextInt(3) == 0) {
                Constraint other = rv.constraint(random.nextInt(RandomVariants.KINDS), board, solution, false);
                if (other != null) {
                    clues.add(other);
                }
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, clues, rv.givens(board, solution, random.nextDouble() * 0.15));
            long expected = without.count(puzzle, LIMIT).solutionCount();
            assertThat(with.count(puzzle, LIMIT).solutionCount()).as("round %d: %s", round, clues).isEqualTo(expected);
            if (board.digits() == 4) {
                assertThat(expected).as("round %d, brute force", round).isEqualTo(BruteForce.count(puzzle, LIMIT));
            }
            none += expected == 0 ? 1 : 0;
        }
        assertThat(none).as("puzzles without a solution came up").isGreaterThan(5);
        assertThat(distinct).as("clues read with distinct digits").isGreaterThan(200);
    }

    /**
     * On 16x16 the sets of digits between the ends outgrow the compiler's listing of transitions:
     * for the exact cover problem alone the clue falls back to the plain sum automaton and stays
     * exact; for the solver it is a {@link SandwichRule}, unchecked (the solver checks it on each
     * solution), and still counts as the exact problem does.
     */
    @Test
    void aLargeGridsSandwichFallsBackToThePlainSumAndStaysExact() {
        Board board = Board.classic(Shape.of(4, 4));
        int[] row = new int[board.columns()];
        for (int c = 0; c < row.length; c++) {
            row[c] = board.position(0, c);
        }
        VariantPuzzle puzzle = new VariantPuzzle(board, List.of(new Constraint.Sandwich(row, 60)), new int[board.size()]);
        assertThat(DistinctSandwich.of((Constraint.Sandwich) puzzle.constraints().get(0), board)).isNotNull();
        CoverModel exact = CoverModel.exact(puzzle);
        assertThat(exact.unchecked()).isEmpty();
        assertThat(exact.isExact()).isTrue();
        assertThat(Compiler.compile(puzzle).unchecked()).containsExactlyElementsOf(puzzle.constraints());
    }
}
