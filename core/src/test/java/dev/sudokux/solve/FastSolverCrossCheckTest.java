package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link FastSolver} against {@link DlxSolver} on real puzzle sets and random puzzles, and its
 * {@link FastSolver.Kernel} against its {@link Solver} API.
 */
class FastSolverCrossCheckTest {

    private final Solver fast = new FastSolver();
    private final Solver dlx = new DlxSolver();

    private static List<Grid> puzzles(String fixture) {
        List<Grid> list = new ArrayList<>();
        for (TestGrids.Entry e : TestGrids.fixture(fixture)) {
            list.add(e.puzzle());
        }
        return list;
    }

    private static byte[] bytes(Grid grid) {
        byte[] values = new byte[81];
        grid.copyTo(values);
        return values;
    }

    private void sameAsDlx(Grid puzzle) {
        Result f = fast.check(puzzle);
        Result d = dlx.check(puzzle);
        assertThat(f.status()).as("%s", puzzle).isEqualTo(d.status());
        assertThat(f.solutionCount()).as("%s", puzzle).isEqualTo(d.solutionCount());
        if (d.status() == Status.UNIQUE) {
            assertThat(f.solutions()).as("%s", puzzle).isEqualTo(d.solutions());
        }
        for (Grid s : f.solutions()) {
            assertThat(s.isSolutionOf(puzzle)).isTrue();
        }
    }

    @Test
    void seventeenCluePuzzlesHaveDlxsSolution() {
        List<Grid> list = puzzles("17-clue-every-50th.txt");
        assertThat(list).hasSizeGreaterThan(900);
        list.forEach(this::sameAsDlx);
    }

    @Test
    void forumHardestPuzzlesHaveDlxsSolution() {
        List<Grid> list = puzzles("forum-hardest-every-50th.txt");
        assertThat(list).hasSizeGreaterThan(900);
        list.forEach(this::sameAsDlx);
    }

    @Test
    void sergsPuzzlesHaveTheSameSetOfSolutionsAsDlx() {
        List<Grid> list = puzzles("serg-every-100th.txt");
        assertThat(list).hasSize(100);
        for (Grid puzzle : list) {
            Set<Grid> fromFast = new HashSet<>();
            Result f = fast.solve(puzzle, SolveRequest.enumerate(g -> fromFast.add(g) || true));
            Set<Grid> fromDlx = new HashSet<>();
            dlx.solve(puzzle, SolveRequest.enumerate(g -> fromDlx.add(g) || true));
            assertThat(fromDlx).hasSizeGreaterThan(1);
            assertThat(f.solutionCount()).as("each solution once: %s", puzzle).isEqualTo(fromFast.size());
            assertThat(fromFast).as("%s", puzzle).isEqualTo(fromDlx);
            assertThat(fast.check(puzzle).status()).isEqualTo(Status.MULTIPLE);
            // counted, not kept: the solutions are checked on the band words, not written out
            assertThat(fast.solve(puzzle, SolveRequest.count(Long.MAX_VALUE)).solutionCount())
                    .as("%s", puzzle).isEqualTo(fromDlx.size());
            Result kept1 = fast.solve(puzzle, SolveRequest.uniqueness().withKeep(1));
            assertThat(kept1.status()).isEqualTo(Status.MULTIPLE);
            assertThat(kept1.solutions()).hasSize(1);
            assertThat(fromDlx).contains(kept1.solutions().get(0));
        }
    }

    @Test
    void countsAgreeOnRandomPuzzlesWithFewGivens() {
        Random random = new Random(17);
        for (int i = 0; i < 60; i++) {
            Grid solution = TestGrids.randomSolution(Shape.CLASSIC, random);
            Grid puzzle = TestGrids.blank(solution, 0.70 + 0.15 * random.nextDouble(), random);
            long limit = 1 + random.nextInt(3000);
            Result f = fast.count(puzzle, limit);
            Result d = dlx.count(puzzle, limit);
            assertThat(f.solutionCount()).as("%s up to %d", puzzle, limit).isEqualTo(d.solutionCount());
            assertThat(f.status()).isEqualTo(d.status());
            assertThat(f.stopReason()).isEqualTo(d.stopReason());
        }
    }

    @Test
    void sudopediaPuzzlesWithoutSolutionGiveNone() {
        int none = 0;
        for (TestGrids.Entry e : TestGrids.fixture("sudopedia.txt")) {
            if (e.fields().get(0).equals("none")) {
                assertThat(fast.count(e.puzzle(), 10).status()).as(e.fields().get(2)).isEqualTo(Status.NONE);
                assertThat(new FastSolver.Kernel().solve(bytes(e.puzzle()), 10, null)).isZero();
                none++;
            }
        }
        assertThat(none).isEqualTo(7);
    }

    @Test
    void randomPuzzlesWithAWrongGivenAgreeWithDlx() {
        Random random = new Random(5);
        int none = 0;
        for (int i = 0; i < 300; i++) {
            Grid solution = TestGrids.randomSolution(Shape.CLASSIC, random);
            Grid puzzle = TestGrids.blank(solution, 0.55 + 0.2 * random.nextDouble(), random);
            int cell;
            do {
                cell = random.nextInt(81);
            } while (puzzle.get(cell) == 0);
            long allowed = puzzle.with(cell, 0).candidates(cell) & ~(1L << (puzzle.get(cell) - 1));
            if (allowed == 0) {
                continue;
            }
            int value = 1 + Long.numberOfTrailingZeros(allowed);
            Grid changed = puzzle.with(cell, value); // givens keep the rules; the solution does not fit
            Result f = fast.count(changed, 100);
            Result d = dlx.count(changed, 100);
            assertThat(f.status()).as("%s", changed).isEqualTo(d.status());
            assertThat(f.solutionCount()).isEqualTo(d.solutionCount());
            if (d.status() == Status.NONE) {
                none++;
            }
        }
        assertThat(none).as("puzzles without solution among them").isGreaterThan(50);
    }

    /**
     * Without a tracer FastSolver skips the common frame's up-front check of the givens and lets
     * the search find the clash: the answer must be the frame's (no solution, no node visited).
     */
    @Test
    void clashingGivensGiveNoSolutionAndNoNodeWithOrWithoutATracer() {
        Random random = new Random(15);
        for (int i = 0; i < 300; i++) {
            Grid solution = TestGrids.randomSolution(Shape.CLASSIC, random);
            Grid puzzle = TestGrids.blank(solution, 0.3 + 0.6 * random.nextDouble(), random);
            int cell = random.nextInt(81);
            int peer = random.nextInt(3) == 0 ? cell / 9 * 9 + (cell + 1 + random.nextInt(8)) % 9 // same row
                    : random.nextInt(2) == 0 ? (cell + 9 * (1 + random.nextInt(8))) % 81 // same column
                    : cell / 27 * 27 + (cell / 9 % 3 + 1) % 3 * 9 + cell % 9 / 3 * 3 + random.nextInt(3); // same box
            int value = 1 + random.nextInt(9);
            Grid clash = puzzle.with(cell, value).with(peer, value);
            assertThat(clash.isValid()).as("%s", clash).isFalse();
            List<String> deadEnds = new ArrayList<>();
            SearchTracer tracer = new SearchTracer() {
                @Override
                public void deadEnd(int depth, String reason) {
                    deadEnds.add(reason);
                }
            };
            for (Result r : List.of(fast.check(clash), fast.solve(clash, SolveRequest.uniqueness().withTracer(tracer)),
                    dlx.check(clash))) {
                assertThat(r.status()).as("%s", clash).isEqualTo(Status.NONE);
                assertThat(r.solutionCount()).isZero();
                assertThat(r.stats().nodes()).isZero();
            }
            assertThat(deadEnds).singleElement().asString().startsWith("the givens break the rules");
        }
    }

    @Test
    void kernelGivesTheSolverApisAnswers() {
        FastSolver.Kernel kernel = new FastSolver.Kernel();
        List<Grid> list = new ArrayList<>();
        list.addAll(puzzles("17-clue-every-50th.txt").subList(0, 200));
        list.addAll(puzzles("forum-hardest-every-50th.txt").subList(0, 200));
        list.addAll(puzzles("serg-every-100th.txt"));
        list.addAll(puzzles("sudopedia.txt"));
        byte[] out = new byte[81];
        for (Grid puzzle : list) {
            for (int max : new int[] {1, 2, 7}) {
                Result api = fast.solve(puzzle, SolveRequest.count(max).withKeep(1));
                java.util.Arrays.fill(out, (byte) 0);
                byte[] given = bytes(puzzle);
                int n = kernel.solve(given, max, out);
                assertThat((long) n).as("%s, %d", puzzle, max).isEqualTo(api.solutionCount());
                assertThat(given).as("the puzzle is not touched").isEqualTo(bytes(puzzle));
                if (n > 0) {
                    Grid first = Grid.of(Shape.CLASSIC, out);
                    assertThat(first.isSolutionOf(puzzle)).isTrue();
                    assertThat(first).isEqualTo(api.first());
                    assertThat(kernel.nodes()).isGreaterThanOrEqualTo(1 + kernel.guesses());
                } else {
                    assertThat(out).containsOnly(0);
                }
            }
        }
    }

    @Test
    void kernelCountsGuessesAndSolvesEasyPuzzlesWithoutAny() {
        FastSolver.Kernel kernel = new FastSolver.Kernel();
        Grid full = TestGrids.randomSolution(Shape.CLASSIC, new Random(3));
        Grid easy = TestGrids.blank(full, 0.3, new Random(4)); // singles suffice
        byte[] out = new byte[81];
        assertThat(kernel.solve(bytes(easy), 2, out)).isEqualTo(1);
        assertThat(kernel.guesses()).isZero();
        assertThat(kernel.binaryGuesses()).isZero();
        assertThat(Grid.of(Shape.CLASSIC, out)).isEqualTo(full);
        Grid hard = puzzles("forum-hardest-every-50th.txt").get(0);
        assertThat(kernel.solve(bytes(hard), 2, out)).isEqualTo(1);
        assertThat(kernel.guesses()).isPositive();
        assertThat(kernel.binaryGuesses()).isPositive().isLessThanOrEqualTo(kernel.guesses());
        assertThat(fast.check(hard).stats().guesses()).isEqualTo(kernel.guesses());
    }

    @Test
    void kernelRefusesMalformedInput() {
        FastSolver.Kernel kernel = new FastSolver.Kernel();
        assertThatThrownBy(() -> kernel.solve(new byte[80], 1, null)).isInstanceOf(IllegalArgumentException.class);
        byte[] ten = new byte[81];
        ten[40] = 10;
        assertThatThrownBy(() -> kernel.solve(ten, 1, null)).isInstanceOf(IllegalArgumentException.class);
        byte[] negative = new byte[81];
        negative[3] = -1;
        assertThatThrownBy(() -> kernel.solve(negative, 1, null)).isInstanceOf(IllegalArgumentException.class);
        byte[] last = new byte[81];
        last[80] = 10; // the last cell is read on its own, after the 8-byte steps
        assertThatThrownBy(() -> kernel.solve(last, 1, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("value 10 at cell 80 is outside 0..9");
        assertThatThrownBy(() -> kernel.solve(new byte[81], 0, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> kernel.solve(new byte[81], 1, new byte[80])).isInstanceOf(IllegalArgumentException.class);
        // still usable afterwards
        assertThat(kernel.solve(new byte[81], 3, null)).isEqualTo(3);
    }

    @Test
    void traceOfAHardPuzzleFollowsTheSearch() {
        Grid hard = puzzles("forum-hardest-every-50th.txt").get(3);
        List<String> events = new ArrayList<>();
        int[] guessesAndDeadEnds = new int[2];
        Set<Integer> placedBeforeFirstGuess = new HashSet<>();
        Result traced = fast.solve(hard, SolveRequest.uniqueness().withTracer(new SearchTracer() {
            @Override
            public void place(int depth, int cell, int value, String reason) {
                assertThat(hard.get(cell)).as("givens are not placed").isZero();
                assertThat(value).isBetween(1, 9);
                assertThat(reason).isNotBlank();
                if (guessesAndDeadEnds[0] == 0) {
                    assertThat(depth).isZero();
                    assertThat(placedBeforeFirstGuess.add(cell)).as("each cell placed once").isTrue();
                }
                events.add("place");
            }

            @Override
            public void guess(int depth, int cell, int value, int candidates) {
                assertThat(candidates).isGreaterThan(1);
                guessesAndDeadEnds[0]++;
                events.add("guess");
            }

            @Override
            public void deadEnd(int depth, String reason) {
                assertThat(reason).matches("no place left for [1-9] in (rows|columns) [147]-[369]"
                        + "|a cell in rows [147]-[369] has no candidate");
                guessesAndDeadEnds[1]++;
                events.add("deadEnd");
            }

            @Override
            public void solution(int depth, Grid solution) {
                assertThat(solution.isSolutionOf(hard)).isTrue();
                events.add("solution");
            }
        }));
        Result plain = fast.check(hard);
        assertThat(traced.status()).isEqualTo(Status.UNIQUE);
        assertThat(traced.solutions()).isEqualTo(plain.solutions());
        assertThat((long) guessesAndDeadEnds[0]).isEqualTo(plain.stats().guesses());
        assertThat(guessesAndDeadEnds[1]).isPositive();
        assertThat(events).contains("solution");
    }

    @Test
    void solutionCheckRejectsBrokenGrids() {
        FastSolver.Kernel search = new FastSolver.Kernel();
        Grid full = TestGrids.randomSolution(Shape.CLASSIC, new Random(9));
        byte[] grid = bytes(full);
        byte[] none = new byte[81];
        assertThat(search.isSolutionOf(grid, none)).isTrue();
        assertThat(search.isSolutionOf(grid, grid)).isTrue();
        byte[] puzzle = bytes(full);
        puzzle[10] = (byte) (puzzle[10] % 9 + 1);
        assertThat(search.isSolutionOf(grid, puzzle)).as("disagrees with a given").isFalse();
        byte[] swapped = grid.clone();
        byte t = swapped[0];
        swapped[0] = swapped[1];
        swapped[1] = t; // rows still fine, columns and boxes broken
        assertThat(search.isSolutionOf(swapped, none)).isFalse();
        byte[] shifted = grid.clone();
        for (int c = 0; c < 9; c++) {
            shifted[c] = grid[9 + c]; // row 1 repeated in row 0: columns broken
        }
        assertThat(search.isSolutionOf(shifted, none)).isFalse();
        byte[] zero = grid.clone();
        zero[80] = 0;
        assertThat(search.isSolutionOf(zero, none)).isFalse();
        byte[] wild = grid.clone();
        wild[5] = (byte) -23; // 1 << -23 is bit 9: must still be refused
        assertThat(search.isSolutionOf(wild, none)).isFalse();
        wild[5] = (byte) 10;
        assertThat(search.isSolutionOf(wild, none)).isFalse();
        byte[] boxesBroken = grid.clone();
        for (int r = 0; r < 9; r++) {
            boxesBroken[r * 9] = grid[r * 9 + 3];
            boxesBroken[r * 9 + 3] = grid[r * 9];
        }
        // columns 0 and 3 swapped: rows and columns still hold 1..9 once, boxes do not
        assertThat(search.isSolutionOf(boxesBroken, none)).isFalse();
        assertThat(search.isSolutionOf(grid, new byte[80])).isFalse();
    }
}
