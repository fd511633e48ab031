package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Combined sums ({@link CombinedSums}) are sums of sums: each one holds on every grid the sums it
 * came from hold on, and a puzzle counts the same with them (the solver) and without (automata
 * alone). 9x9 only: on smaller boards no two sums have the six related cells a merge needs.
 * Seeded, so a failure repeats.
 */
class CombinedSumsTest {

    /**
     * Little killers read off random grids (the diagonals of at least four cells whose sums lie
     * furthest from the average, as setters pick them; disjoint): every combined sum holds on the
     * grid they came from.
     */
    @Test
    void combinedSumsHoldOnTheGridTheirSumsCameFrom() {
        RandomVariants rv = new RandomVariants(5151);
        Random random = rv.random();
        Board board = Board.classic(Shape.of(3, 3));
        int combined = 0;
        for (int round = 0; round < 600; round++) {
            int[] solution = rv.fill(board);
            List<int[]> cells = extremeDiagonals(board, solution, random);
            List<Integer> targets = cells.stream().map(d -> Geometry.sum(d, solution)).toList();
            long[] filled = new long[board.size()];
            for (int p = 0; p < filled.length; p++) {
                filled[p] = 1L << (solution[p] - 1);
            }
            for (LinearSum sum : CombinedSums.of(board, cells, targets)) {
                assertThat(sum.propagate(filled.clone(), (cell, digits) -> false)).as("round %d: %s", round, sum).isTrue();
                assertThat(sum.cells().length).isGreaterThanOrEqualTo(2 * CombinedSums.RELATED);
                combined++;
            }
        }
        assertThat(combined).as("sums were combined").isGreaterThan(5);
    }

    /**
     * Puzzles whose little killers combine (the grids of the test above where they did, with some
     * givens; one sum made false now and then) count the same with the combined sums (the solver)
     * and with automata alone.
     */
    @Test
    void puzzlesCountTheSameWithAndWithoutCombinedSums() {
        RandomVariants rv = new RandomVariants(5252);
        Random random = rv.random();
        Board board = Board.classic(Shape.of(3, 3));
        VariantSolver with = new VariantSolver(true);
        VariantSolver without = new VariantSolver(false);
        int compared = 0;
        for (int round = 0; round < 4000 && compared < 8; round++) {
            int[] solution = rv.fill(board);
            List<int[]> cells = extremeDiagonals(board, solution, random);
            List<Integer> targets = new ArrayList<>(cells.stream().map(d -> Geometry.sum(d, solution)).toList());
            if (CombinedSums.of(board, cells, targets).isEmpty()) {
                continue;
            }
            if (compared % 4 == 3) {
                targets.set(0, targets.get(0) + 1);
            }
            List<Constraint> clues = new ArrayList<>();
            for (int k = 0; k < cells.size(); k++) {
                clues.add(new Constraint.LittleKiller(cells.get(k), targets.get(k)));
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, clues, rv.givens(board, solution, 0.3));
            long expected = without.count(puzzle, 20).solutionCount();
            assertThat(with.count(puzzle, 20).solutionCount()).as("round %d: %s", round, clues).isEqualTo(expected);
            if (compared % 4 != 3) {
                assertThat(expected).isPositive();
            }
            compared++;
        }
        assertThat(compared).as("puzzles with combined sums").isEqualTo(8);
    }

    /** Disjoint diagonals of 4 cells or more, those whose sum on {@code solution} is furthest from the average first, at most 10. */
    private static List<int[]> extremeDiagonals(Board board, int[] solution, Random random) {
        List<int[]> all = new ArrayList<>();
        int n = board.rows();
        for (int start = 0; start < 3 * n; start++) {
            for (int dc = -1; dc <= 1; dc += 2) {
                int row = start < n ? 0 : start - n < n ? start - n : start - 2 * n;
                int col = start < n ? start : start - n < n ? 0 : n - 1;
                if (start >= n && start < 2 * n && dc < 0 || start >= 2 * n && dc > 0) {
                    continue;
                }
                List<Integer> line = new ArrayList<>();
                for (; row < n && col >= 0 && col < n; row++, col += dc) {
                    line.add(board.position(row, col));
                }
                if (line.size() >= 4) {
                    all.add(line.stream().mapToInt(Integer::intValue).toArray());
                }
            }
        }
        java.util.Collections.shuffle(all, random);
        double average = (n + 1) / 2.0;
        all.sort(java.util.Comparator.comparingDouble(d -> -Math.abs(Geometry.sum(d, solution) - average * d.length) / Math.sqrt(d.length)));
        List<int[]> chosen = new ArrayList<>();
        boolean[] used = new boolean[board.size()];
        for (int[] d : all) {
            if (chosen.size() < 10 && java.util.Arrays.stream(d).noneMatch(c -> used[c])) {
                java.util.Arrays.stream(d).forEach(c -> used[c] = true);
                chosen.add(d);
            }
        }
        return chosen;
    }

    /**
     * Two low diagonals that cross the same boxes (ISS's little killer snipe 15: 15 on R1C3's seven
     * cells down-right, 15 on R4C9's six down-left) are one sum of 30 over their 13 cells, which its
     * groups bound more tightly than the two apart.
     */
    @Test
    void twoLowDiagonalsThroughTheSameBoxesAreCombined() {
        Board board = Board.classic(Shape.of(3, 3));
        int[] first = {2, 12, 22, 32, 42, 52, 62};
        int[] second = {35, 43, 51, 59, 67, 75};
        List<LinearSum> sums = CombinedSums.of(board, List.of(first, second), List.of(15, 15));
        assertThat(sums).hasSize(1);
        assertThat(sums.get(0).cells()).containsExactlyInAnyOrder(2, 12, 22, 32, 42, 52, 62, 35, 43, 51, 59, 67, 75);
        assertThat(sums.get(0).toString()).endsWith("=30");
    }

    /** Sums that do not see each other enough, or overlap, are not combined. */
    @Test
    void unrelatedOrOverlappingSumsAreNotCombined() {
        Board board = Board.classic(Shape.of(3, 3));
        int[] topRowLeft = {0, 1, 2, 3, 4, 5};
        int[] bottomRowRight = {77, 78, 79, 80, 76, 75};
        assertThat(CombinedSums.of(board, List.of(topRowLeft, bottomRowRight), List.of(21, 39))).isEmpty();
        int[] overlapping = {5, 6, 7, 8, 14, 23};
        assertThat(CombinedSums.of(board, List.of(topRowLeft, overlapping), List.of(21, 30))).isEmpty();
    }
}
