package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A cage of as many cells as there are digits, with no sum or the sum of all digits, compiles to one
 * more house (each digit once in it): random boards with such cages, spread over the board and read
 * off a random solution (now and then one with a repeated digit, which no filling keeps), and random
 * givens, count as brute force counts, and the compiled board has the house. Seeded, so a failure
 * repeats.
 */
class FullCagesTest {

    private static final long LIMIT = 2000;

    @Test
    void fullCagesAreHousesAndCountAsBruteForce() {
        RandomVariants rv = new RandomVariants(2026);
        Random random = rv.random();
        VariantSolver solver = new VariantSolver();
        int compared = 0;
        int none = 0;
        int promoted = 0;
        for (int round = 0; round < 120; round++) {
            Board board = rv.board();
            int[] solution = rv.fill(board);
            if (solution == null) {
                continue;
            }
            int n = board.digits();
            List<Constraint> constraints = new ArrayList<>();
            for (int k = 0; k < 1 + random.nextInt(2); k++) {
                int[] cage = oneCellOfEachDigit(board, solution, random, random.nextInt(8) == 0);
                if (cage != null) {
                    constraints.add(new Constraint.Cage(cage, random.nextBoolean() ? 0 : n * (n + 1) / 2));
                }
            }
            if (constraints.isEmpty()) {
                continue;
            }
            if (random.nextBoolean()) {
                Constraint other = rv.constraint(random.nextInt(RandomVariants.KINDS), board, solution, false);
                if (other != null) {
                    constraints.add(other);
                }
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, constraints, rv.givens(board, solution, 0.1));
            long expected = BruteForce.count(puzzle, LIMIT);
            assertThat(solver.count(puzzle, LIMIT).solutionCount()).as("round %d: %s %s", round, board, constraints)
                    .isEqualTo(expected);
            CoverModel model = CoverModel.compile(puzzle);
            if (!model.isImpossible() && model.plan() != null && model.plan().houses.length > board.houses().size()) {
                promoted++;
            }
            compared++;
            none += expected == 0 ? 1 : 0;
        }
        assertThat(compared).isGreaterThan(80);
        assertThat(none).as("puzzles without a solution").isGreaterThan(3);
        assertThat(promoted).as("puzzles whose cages became houses the propagator reads").isGreaterThan(20);
    }

    /**
     * One random cell for each digit of {@code solution} ({@code repeat}: one digit twice, another
     * left out); null when a digit is nowhere or the cells are already a house.
     */
    private static int[] oneCellOfEachDigit(Board board, int[] solution, Random random, boolean repeat) {
        int n = board.digits();
        int[] cells = new int[n];
        java.util.Set<Integer> taken = new java.util.HashSet<>();
        for (int d = 1; d <= n; d++) {
            int want = repeat && d == n ? 1 : d;
            List<Integer> holding = new ArrayList<>();
            for (int p = 0; p < solution.length; p++) {
                if (board.isCell(p) && solution[p] == want && !taken.contains(p)) {
                    holding.add(p);
                }
            }
            if (holding.isEmpty()) {
                return null;
            }
            cells[d - 1] = holding.get(random.nextInt(holding.size()));
            taken.add(cells[d - 1]);
        }
        int[] sorted = cells.clone();
        java.util.Arrays.sort(sorted);
        for (House h : board.houses()) {
            if (java.util.Arrays.equals(h.cells(), sorted)) {
                return null;
            }
        }
        return cells;
    }
}
