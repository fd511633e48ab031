package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * How the search branches changes no answer: random variant puzzles (every kind, and killers whose
 * cages tile the board, now and then with a false clue) count the same under each {@link Heuristic},
 * and a unique one gives the same grid. Seeded, so a failure repeats.
 */
class VariantHeuristicTest {

    private static final long LIMIT = 200;

    @Test
    void mixedKindsCountTheSameUnderEveryHeuristic() {
        RandomVariants rv = new RandomVariants(2614);
        VariantSolver plain = new VariantSolver();
        int unique = 0;
        for (int round = 0; round < 120; round++) {
            Board board = rv.board();
            int[] solution = rv.fill(board);
            if (solution == null) {
                continue;
            }
            VariantPuzzle puzzle = rv.mixed(board, solution);
            unique += agree(plain, puzzle, "round " + round + ": " + board + " " + puzzle.constraints()) ? 1 : 0;
        }
        assertThat(unique).as("unique puzzles came up").isGreaterThan(5);
    }

    @Test
    void killersCountTheSameUnderEveryHeuristic() {
        RandomVariants rv = new RandomVariants(4546);
        Random random = rv.random();
        VariantSolver plain = new VariantSolver();
        for (int round = 0; round < 100; round++) {
            Board board = Board.classic(round % 2 == 0 ? Shape.of(2, 2) : Shape.of(2, 3));
            int[] solution = rv.fill(board);
            List<Constraint> cages = KillerReasoningTest.tiling(board, solution, random, 1 + random.nextInt(4),
                    random.nextInt(5) == 0);
            VariantPuzzle puzzle = new VariantPuzzle(board, cages, rv.givens(board, solution, random.nextDouble() * 0.15));
            agree(plain, puzzle, "round " + round + ": " + cages);
        }
        for (int round = 0; round < 6; round++) {
            Board board = Board.classic(Shape.of(3, 3));
            int[] solution = rv.fill(board);
            List<Constraint> cages = KillerReasoningTest.tiling(board, solution, random, 2 + random.nextInt(3),
                    round % 3 == 2);
            VariantPuzzle puzzle = new VariantPuzzle(board, cages, rv.givens(board, solution, 0.2));
            agree(plain, puzzle, "9x9 round " + round + ": " + cages);
        }
    }

    /**
     * Lines (thermometers, arrows, whispers, renbans, sandwiches) on 4x4 and 6x6 with few givens, where
     * the search branches on a digit's two places in a house as often as on cells: counts under every
     * heuristic, and on 4x4 as brute force.
     */
    @Test
    void linesCountTheSameUnderEveryHeuristicAndAsBruteForce() {
        RandomVariants rv = new RandomVariants(1414);
        Random random = rv.random();
        VariantSolver plain = new VariantSolver();
        int[] kinds = {8, 8, 9, 10, 11, 11, 13};
        for (int round = 0; round < 80; round++) {
            Board board = Board.classic(round % 2 == 0 ? Shape.of(2, 2) : Shape.of(2, 3));
            int[] solution = rv.fill(board);
            List<Constraint> lines = new java.util.ArrayList<>();
            for (int k = 0; k < 2 + random.nextInt(6); k++) {
                Constraint c = rv.constraint(kinds[random.nextInt(kinds.length)], board, solution, random.nextInt(12) == 0);
                if (c != null) {
                    lines.add(c);
                }
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, lines, rv.givens(board, solution, random.nextDouble() * 0.1));
            agree(plain, puzzle, "round " + round + ": " + lines);
            if (board.digits() == 4) {
                assertThat(plain.count(puzzle, LIMIT).solutionCount()).as("round %d, brute force", round)
                        .isEqualTo(BruteForce.count(puzzle, LIMIT));
            }
        }
    }

    /** Asserts every heuristic's count (and unique grid) is the default's; returns whether it is unique. */
    private static boolean agree(VariantSolver plain, VariantPuzzle puzzle, String what) {
        VariantResult expected = plain.count(puzzle, LIMIT);
        VariantResult check = plain.check(puzzle);
        for (Heuristic h : Heuristic.values()) {
            VariantSolver solver = plain.withHeuristic(h);
            assertThat(solver.count(puzzle, LIMIT).solutionCount()).as("%s, %s", h, what)
                    .isEqualTo(expected.solutionCount());
            VariantResult c = solver.check(puzzle);
            assertThat(c.status()).as("%s, %s", h, what).isEqualTo(check.status());
            if (c.status() == Status.UNIQUE) {
                assertThat(c.first().values()).isEqualTo(check.first().values());
            }
        }
        return check.status() == Status.UNIQUE;
    }
}
