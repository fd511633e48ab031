package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Arrows and pill arrows as weighted sums bounded by groups of distinct digits ({@link LinearSum}):
 * the bounds never take a digit some filling needs (checked against every filling of small random
 * sums), and random arrow puzzles, long ones left to the bounds alone, count the same with them and
 * without (the automaton only), and as brute force on 4x4. Seeded, so a failure repeats.
 */
class ArrowSumsTest {

    private static final long LIMIT = 500;

    @Test
    void boundsKeepEveryDigitSomeFillingUses() {
        Random random = new Random(1414);
        Board board = Board.classic(Shape.of(3, 3));
        int pruned = 0;
        int dead = 0;
        for (int round = 0; round < 3000; round++) {
            int m = 2 + random.nextInt(4);
            int[] cells = new int[m];
            int[] weights = new int[m];
            int area = random.nextInt(3); // a box, a row, or anywhere: more or fewer cells see each other
            for (int i = 0; i < m; i++) {
                int p;
                do {
                    p = area == 0 ? board.position(random.nextInt(3), random.nextInt(3))
                            : area == 1 ? board.position(random.nextInt(2), random.nextInt(9)) : random.nextInt(81);
                } while (contains(cells, i, p));
                cells[i] = p;
                int[] choices = {1, 1, 1, -1, -1, 10, -10, 2, 100};
                weights[i] = choices[random.nextInt(choices.length)];
            }
            long[] mask = new long[81];
            for (int i = 0; i < m; i++) {
                long bits = 0;
                while (bits == 0) {
                    bits = random.nextLong() & 0x1ff;
                }
                mask[cells[i]] = bits;
            }
            int[] any = new int[m];
            for (int i = 0; i < m; i++) {
                long bits = mask[cells[i]];
                int k = random.nextInt(Long.bitCount(bits));
                for (int j = 0; j < k; j++) {
                    bits &= bits - 1;
                }
                any[i] = Long.numberOfTrailingZeros(bits) + 1;
            }
            int target = 0;
            for (int i = 0; i < m; i++) {
                target += weights[i] * any[i];
            }
            target += random.nextInt(4) == 0 ? random.nextInt(5) - 2 : 0;
            long[] support = new long[m];
            boolean some = fillings(board, cells, weights, target, mask, new int[m], 0, support);
            LinearSum sum = LinearSum.of(board, cells, weights, target);
            long[] narrowed = mask.clone();
            boolean ok = sum.propagate(narrowed, (cell, digits) -> {
                narrowed[cell] = digits;
                return digits != 0;
            });
            String what = Arrays.toString(cells) + " x " + Arrays.toString(weights) + " = " + target;
            if (!some) {
                dead += ok ? 0 : 1;
                continue;
            }
            assertThat(ok).as("round %d: %s has a filling", round, what).isTrue();
            for (int i = 0; i < m; i++) {
                assertThat(narrowed[cells[i]] & support[i]).as("round %d: %s, cell %d", round, what, i).isEqualTo(support[i]);
                pruned += narrowed[cells[i]] != mask[cells[i]] ? 1 : 0;
            }
        }
        assertThat(pruned).as("the bounds took digits").isGreaterThan(500);
        assertThat(dead).as("the bounds saw sums without a filling").isGreaterThan(30);
    }

    /** Arrows and pill arrows (long ones left to the bounds alone) count the same with the bounds and without, as brute force. */
    @Test
    void arrowsCountTheSameWithAndWithoutTheirBounds() {
        RandomVariants rv = new RandomVariants(1515);
        Random random = rv.random();
        VariantSolver with = new VariantSolver(true);
        VariantSolver without = new VariantSolver(false);
        int none = 0;
        int boundsOnly = 0;
        int pills = 0;
        for (int round = 0; round < 150; round++) {
            Board board = Board.classic(round % 3 == 2 ? Shape.of(2, 3) : Shape.of(2, 2));
            int[] solution = rv.fill(board);
            List<Constraint> arrows = new ArrayList<>();
            for (int k = 0; k < 1 + random.nextInt(3); k++) {
                Constraint.Arrow a = arrow(rv, board, solution, random);
                if (a != null) {
                    arrows.add(a);
                    pills += a.circle().length > 1 ? 1 : 0;
                }
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, arrows, rv.givens(board, solution, random.nextDouble() * 0.15));
            long expected = without.count(puzzle, LIMIT).solutionCount();
            assertThat(with.count(puzzle, LIMIT).solutionCount()).as("round %d: %s", round, arrows).isEqualTo(expected);
            if (board.digits() == 4) {
                assertThat(expected).as("round %d, brute force", round).isEqualTo(BruteForce.count(puzzle, LIMIT));
            }
            none += expected == 0 ? 1 : 0;
            CoverModel model = CoverModel.compile(puzzle, true);
            boundsOnly += model.isImpossible() ? 0 : model.unchecked().size();
        }
        assertThat(none).as("puzzles without a solution came up").isGreaterThan(5);
        assertThat(boundsOnly).as("arrows left to the bounds alone").isGreaterThan(20);
        assertThat(pills).as("pill arrows").isGreaterThan(20);
    }

    /**
     * An arrow along a random walk of 1 to 9 cells, its circle one cell or a pill of two (across or
     * down, read in that order) holding the shaft's sum in {@code solution}; a random circle when
     * none does (then the solution breaks it); null when no circle is left.
     */
    private static Constraint.Arrow arrow(RandomVariants rv, Board board, int[] solution, Random random) {
        int[] shaft = rv.walk(board, 1 + random.nextInt(9), true);
        int sum = Geometry.sum(shaft, solution);
        boolean pill = random.nextBoolean();
        List<int[]> fits = new ArrayList<>();
        List<int[]> all = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (!board.isCell(p) || contains(shaft, shaft.length, p)) {
                continue;
            }
            if (!pill) {
                all.add(new int[] {p});
                if (solution[p] == sum) {
                    fits.add(new int[] {p});
                }
                continue;
            }
            for (int q : new int[] {p + 1, p + board.columns()}) {
                boolean across = q == p + 1 && board.column(p) + 1 < board.columns();
                boolean down = q == p + board.columns() && q < board.size();
                if ((across || down) && board.isCell(q) && !contains(shaft, shaft.length, q)) {
                    all.add(new int[] {p, q});
                    if (10 * solution[p] + solution[q] == sum) {
                        fits.add(new int[] {p, q});
                    }
                }
            }
        }
        List<int[]> from = fits.isEmpty() || random.nextInt(12) == 0 ? all : fits;
        return from.isEmpty() ? null : new Constraint.Arrow(from.get(random.nextInt(from.size())), shaft);
    }

    /** Every filling of the cells (distinct where they see each other) that makes the target; marks the digits used. */
    private static boolean fillings(Board board, int[] cells, int[] weights, int target, long[] mask, int[] value, int i,
            long[] support) {
        if (i == cells.length) {
            int total = 0;
            for (int j = 0; j < cells.length; j++) {
                total += weights[j] * value[j];
            }
            if (total != target) {
                return false;
            }
            for (int j = 0; j < cells.length; j++) {
                support[j] |= 1L << (value[j] - 1);
            }
            return true;
        }
        boolean any = false;
        for (long bits = mask[cells[i]]; bits != 0; bits &= bits - 1) {
            int d = Long.numberOfTrailingZeros(bits) + 1;
            boolean clash = false;
            for (int j = 0; j < i; j++) {
                clash |= value[j] == d && board.seeEachOther(cells[i], cells[j]);
            }
            if (!clash) {
                value[i] = d;
                any |= fillings(board, cells, weights, target, mask, value, i + 1, support);
            }
        }
        return any;
    }

    private static boolean contains(int[] cells, int length, int p) {
        for (int i = 0; i < length; i++) {
            if (cells[i] == p) {
                return true;
            }
        }
        return false;
    }
}
