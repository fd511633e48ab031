package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The propagator's house rules (singles over every house, a cage's digits confined to a house, the
 * 45 rule's innies and outies) only prune: random killer puzzles whose cages tile the whole board
 * (so that the 45 rule applies), on 4x4, 6x6 and a few 9x9 boards, with sums read off a random
 * solution and now and then one false sum, count the same with the rules and without them, and as
 * brute force where it is quick. Seeded, so a failure repeats.
 */
class KillerReasoningTest {

    private static final long LIMIT = 500;

    @Test
    void smallKillersCountTheSameWithAndWithoutTheHouseRules() {
        int[] found = tiledKillersCountTheSame(4545, 160, 5, 0.15, model -> model.plan().sums.length);
        assertThat(found[0]).as("puzzles without a solution came up").isGreaterThan(5);
        assertThat(found[1]).as("the 45 rule derived sums").isGreaterThan(100);
    }

    @Test
    void classicKillersSolveTheSameWithAndWithoutTheHouseRules() {
        RandomVariants rv = new RandomVariants(99);
        Random random = rv.random();
        VariantSolver with = new VariantSolver(true);
        VariantSolver without = new VariantSolver(false);
        for (int round = 0; round < 12; round++) {
            Board board = Board.classic(Shape.of(3, 3));
            int[] solution = rv.fill(board);
            boolean lie = round % 4 == 3;
            List<Constraint> cages = tiling(board, solution, random, 2 + random.nextInt(3), lie);
            VariantPuzzle puzzle = new VariantPuzzle(board, cages, rv.givens(board, solution, 0.2));
            VariantResult a = with.count(puzzle, 20);
            VariantResult b = without.count(puzzle, 20);
            assertThat(a.solutionCount()).as("round %d: %s", round, cages).isEqualTo(b.solutionCount());
            if (!lie) {
                assertThat(a.solutionCount()).isPositive();
            }
            VariantResult check = with.check(puzzle);
            if (check.status() == Status.UNIQUE) {
                assertThat(check.first().values()).isEqualTo(solution);
            }
        }
    }

    /**
     * The 45 rule's larger sums ({@link ImpliedSums}: more cells than the propagator lists, target
     * near an end of their range) only prune: killers tiled by cages of 1 to 4 cells, some with
     * givens, a few with one false sum, on 4x4 and 6x6, count the same with the propagator's rules
     * and without, and as brute force on 4x4; and such sums were planned (a test that could not meet one proves
     * nothing).
     */
    @Test
    void impliedSumsCountTheSameWithAndWithout() {
        int[] found = tiledKillersCountTheSame(4646, 200, 6, 0.2, model -> model.isSolved() ? 0 : model.plan().implied.size());
        assertThat(found[0]).as("puzzles without a solution came up").isGreaterThan(5);
        assertThat(found[1]).as("implied sums were planned").isGreaterThan(50);
    }

    /**
     * {@code rounds} killers tiled by cages of 1 to 4 cells (4x4 and 6x6 in turn), one cage's sum one
     * too many in one of {@code lieOneIn}, up to {@code givens} of the cells given: see
     * {@link #countTheSame}.
     */
    private static int[] tiledKillersCountTheSame(long seed, int rounds, int lieOneIn, double givens,
            java.util.function.ToIntFunction<CoverModel> counted) {
        return countTheSame(seed, rounds, 2, givens, (rv, board, solution, random) -> tiling(board, solution, random,
                1 + random.nextInt(4), random.nextInt(lieOneIn) == 0), (made, model) -> counted.applyAsInt(model));
    }

    /** Little killers' diagonal sums (bounds before the automaton) only prune: same counts with and without, as brute force. */
    @Test
    void littleKillersCountTheSameWithAndWithoutTheirSums() {
        int[] found = countTheSameWithAndWithout(4747, 0.2, (rv, board, solution, random) -> {
            List<Constraint> clues = new ArrayList<>();
            for (int k = 0; k < 2 + random.nextInt(4); k++) {
                clues.add(rv.constraint(7, board, solution, random.nextInt(8) == 0));
            }
            return clues;
        }, (clues, sum) -> sum.early());
        assertThat(found[0]).as("puzzles without a solution came up").isGreaterThan(3);
        assertThat(found[1]).as("diagonal sums were planned").isGreaterThan(100);
    }

    /**
     * The solver bounds little killers as weighted sums (no automaton: the solution check keeps
     * them), while the exact cover problem {@code cover} prints reads them exactly; both count the
     * same (the solver's way is compared with the automaton above, with brute force on 4x4).
     */
    @Test
    void littleKillersAreSumsForTheSolverAndExactInTheProblem() {
        RandomVariants rv = new RandomVariants(4949);
        Random random = rv.random();
        int bounded = 0;
        for (int round = 0; round < 30; round++) {
            Board board = Board.classic(Shape.of(2, 2));
            int[] solution = rv.fill(board);
            List<Constraint> clues = new ArrayList<>();
            for (int k = 0; k < 2 + random.nextInt(3); k++) {
                clues.add(rv.constraint(7, board, solution, false));
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, clues, rv.givens(board, solution, 0.1));
            CoverModel solver = CoverModel.compile(puzzle);
            CoverModel exact = CoverModel.exact(puzzle);
            assertThat(exact.unchecked()).as("round %d: %s", round, clues).isEmpty();
            if (!solver.isImpossible() && !solver.isSolved()) {
                assertThat(solver.plan().linearSums.length).as("round %d", round).isEqualTo(solver.unchecked().size());
                bounded += solver.unchecked().size();
            }
            assertThat(new VariantSolver(true).count(puzzle, LIMIT).solutionCount()).as("round %d: %s", round, clues)
                    .isEqualTo(BruteForce.count(puzzle, LIMIT));
        }
        assertThat(bounded).as("little killers bounded as sums").isGreaterThan(30);
    }

    /**
     * Hidden cages (a full house less the little killers and cages with a sum inside it) and the
     * digit-set rule of sums of distinct cells only prune: random little killers and cages, as brute
     * force on 4x4 and the same with and without the propagator's rules on 6x6.
     */
    @Test
    void hiddenCagesCountTheSameWithAndWithout() {
        int[] found = countTheSameWithAndWithout(4848, 0.1, (rv, board, solution, random) -> {
            List<Constraint> clues = new ArrayList<>();
            for (int k = 0; k < 3 + random.nextInt(6); k++) {
                Constraint c = rv.constraint(random.nextInt(3) == 0 ? 6 : 7, board, solution, random.nextInt(10) == 0);
                if (c != null) {
                    clues.add(c);
                }
            }
            return clues;
        }, (clues, sum) -> sum.early() && clues.stream().noneMatch(c -> c instanceof Constraint.LittleKiller lk
                && Arrays.equals(lk.cells(), sum.cells())));
        assertThat(found[0]).as("puzzles without a solution came up").isGreaterThan(3);
        assertThat(found[1]).as("hidden cages were planned").isGreaterThan(50);
    }

    /** Random clues on a board with its solution. */
    private interface Clues {
        List<Constraint> make(RandomVariants rv, Board board, int[] solution, Random random);
    }

    /**
     * 120 random puzzles (4x4, and 6x6 every third) with {@code clues}: see {@link #countTheSame};
     * counts the planned sums that are {@code counted}.
     */
    private static int[] countTheSameWithAndWithout(long seed, double givens, Clues clues,
            java.util.function.BiPredicate<List<Constraint>, Plan.Sum> counted) {
        return countTheSame(seed, 120, 3, givens, clues, (made, model) -> {
            int sums = 0;
            for (Plan.Sum sum : model.isSolved() ? new Plan.Sum[0] : model.plan().sums) {
                sums += counted.test(made, sum) ? 1 : 0;
            }
            return sums;
        });
    }

    /**
     * {@code rounds} random puzzles (4x4, and 6x6 every {@code sixBySixEvery}-th) with {@code clues}
     * and up to {@code givens} of the cells given count the same with the propagator's rules and
     * without them, and as brute force on 4x4; returns the puzzles without a solution and the sum of
     * {@code counted} over the compiled models that are not impossible.
     */
    private static int[] countTheSame(long seed, int rounds, int sixBySixEvery, double givens, Clues clues,
            java.util.function.ToIntBiFunction<List<Constraint>, CoverModel> counted) {
        RandomVariants rv = new RandomVariants(seed);
        Random random = rv.random();
        VariantSolver with = new VariantSolver(true);
        VariantSolver without = new VariantSolver(false);
        int none = 0;
        int total = 0;
        for (int round = 0; round < rounds; round++) {
            Board board = Board.classic(round % sixBySixEvery == sixBySixEvery - 1 ? Shape.of(2, 3) : Shape.of(2, 2));
            int[] solution = rv.fill(board);
            List<Constraint> made = clues.make(rv, board, solution, random);
            VariantPuzzle puzzle = new VariantPuzzle(board, made, rv.givens(board, solution, random.nextDouble() * givens));
            long expected = without.count(puzzle, LIMIT).solutionCount();
            assertThat(with.count(puzzle, LIMIT).solutionCount()).as("round %d: %s", round, made).isEqualTo(expected);
            if (board.digits() == 4) {
                assertThat(expected).as("round %d, brute force", round).isEqualTo(BruteForce.count(puzzle, LIMIT));
            }
            none += expected == 0 ? 1 : 0;
            CoverModel model = CoverModel.compile(puzzle, true);
            total += model.isImpossible() ? 0 : counted.applyAsInt(made, model);
        }
        return new int[] {none, total};
    }

    /**
     * Cages of 1 to {@code most} connected cells covering every cell, each with the sum of
     * {@code solution} over it (one of them one more when {@code lie}); a cage never holds a digit
     * twice.
     */
    static List<Constraint> tiling(Board board, int[] solution, Random random, int most, boolean lie) {
        int[] cageOf = new int[board.size()];
        Arrays.fill(cageOf, -1);
        List<Constraint> cages = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (!board.isCell(p) || cageOf[p] >= 0) {
                continue;
            }
            List<Integer> cells = new ArrayList<>(List.of(p));
            cageOf[p] = cages.size();
            int size = 1 + random.nextInt(most);
            while (cells.size() < size) {
                List<Integer> next = new ArrayList<>();
                for (int c : cells) {
                    for (int q : new int[] {c + 1, c - 1, c + board.columns(), c - board.columns()}) {
                        if (q >= 0 && q < board.size() && board.isCell(q) && cageOf[q] < 0
                                && Math.abs(board.column(q) - board.column(c)) + Math.abs(board.row(q) - board.row(c)) == 1
                                && cells.stream().noneMatch(x -> solution[x] == solution[q])) {
                            next.add(q);
                        }
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                int q = next.get(random.nextInt(next.size()));
                cageOf[q] = cages.size();
                cells.add(q);
            }
            int[] cs = cells.stream().mapToInt(Integer::intValue).toArray();
            cages.add(new Constraint.Cage(cs, Geometry.sum(cs, solution)));
        }
        if (lie) {
            int k = random.nextInt(cages.size());
            Constraint.Cage c = (Constraint.Cage) cages.get(k);
            cages.set(k, new Constraint.Cage(c.cells(), c.sum() + 1));
        }
        return cages;
    }
}
