package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.solve.Status;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The exact cover model counts what brute force counts: random 4x4 and 6x6 boards (classic, jigsaw,
 * X, windows, disjoint groups, twodoku, butterfly) with random constraints of every kind, read off a
 * random solution (and now and then a false one), and random givens. Seeded, so a failure repeats.
 */
class CompiledCountsTest {

    private static final long LIMIT = 3000;

    @Test
    void everyKindAloneCountsAsBruteForce() {
        RandomVariants rv = new RandomVariants(14);
        VariantSolver solver = new VariantSolver();
        int compared = 0;
        int none = 0;
        for (int kind = 0; kind < RandomVariants.KINDS; kind++) {
            for (int round = 0; round < 40; round++) {
                Board board = rv.board();
                int[] solution = rv.fill(board);
                if (solution == null) {
                    continue;
                }
                List<Constraint> constraints = new ArrayList<>();
                for (int k = 0; k < 1 + rv.random().nextInt(3); k++) {
                    Constraint c = rv.constraint(kind, board, solution, rv.random().nextInt(6) == 0);
                    if (c != null) {
                        constraints.add(c);
                    }
                }
                double density = board.cellCount() > 20 ? 0.15 + 0.3 * rv.random().nextDouble() : 0.1;
                VariantPuzzle puzzle = new VariantPuzzle(board, constraints, rv.givens(board, solution, density));
                long expected = BruteForce.count(puzzle, LIMIT);
                VariantResult r = solver.count(puzzle, LIMIT);
                assertThat(r.solutionCount()).as("kind %d round %d: %s %s", kind, round, board, constraints)
                        .isEqualTo(expected);
                compared++;
                none += expected == 0 ? 1 : 0;
            }
        }
        assertThat(compared).isGreaterThan(300);
        assertThat(none).as("puzzles without a solution came up").isGreaterThan(5);
    }

    @Test
    void mixedKindsCountAsBruteForce() {
        RandomVariants rv = new RandomVariants(1414);
        VariantSolver solver = new VariantSolver();
        for (int round = 0; round < 150; round++) {
            Board board = rv.board();
            int[] solution = rv.fill(board);
            if (solution == null) {
                continue;
            }
            VariantPuzzle puzzle = rv.mixed(board, solution);
            long expected = BruteForce.count(puzzle, LIMIT);
            VariantResult r = solver.count(puzzle, LIMIT);
            assertThat(r.solutionCount()).as("round %d: %s %s", round, board, puzzle.constraints()).isEqualTo(expected);
            if (expected > 0 && expected < LIMIT) {
                assertThat(r.isComplete()).isTrue();
            }
            VariantResult check = solver.check(puzzle);
            assertThat(check.status()).isEqualTo(expected == 0 ? Status.NONE : expected == 1 ? Status.UNIQUE
                    : Status.MULTIPLE);
        }
    }
}
