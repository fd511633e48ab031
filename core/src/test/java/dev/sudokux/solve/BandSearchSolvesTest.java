package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link BandSearch#solves}: the check of a solution on the band words, which the {@code fast}
 * solver applies to solutions it only counts. It must accept the words of every solved grid and
 * reject any other words, as {@link BandSearch#isSolutionOf} does on the grid.
 */
class BandSearchSolvesTest {

    /** The band words of a grid: for value v and band b, word {@code (v - 1) * 3 + b}. */
    private static int[] words(byte[] grid) {
        int[] s = new int[27];
        for (int cell = 0; cell < 81; cell++) {
            if (grid[cell] != 0) {
                s[(grid[cell] - 1) * 3 + cell / 27] |= 1 << (cell % 27);
            }
        }
        return s;
    }

    private static byte[] bytes(Grid grid) {
        byte[] values = new byte[81];
        grid.copyTo(values);
        return values;
    }

    private static List<TestGrids.Entry> puzzles() {
        return TestGrids.fixture("17-clue-every-50th.txt").subList(0, 40);
    }

    @Test
    void acceptsTheWordsOfEverySolutionAndRejectsEveryGridTheGridCheckRejects() {
        Random random = new Random(15);
        FastSolver solver = new FastSolver();
        for (TestGrids.Entry e : puzzles()) {
            byte[] puzzle = bytes(e.puzzle());
            byte[] solution = bytes(solver.first(e.puzzle()).solutions().get(0));
            int[] givens = words(puzzle);
            assertThat(BandSearch.solves(words(solution), givens)).as("%s", e.puzzle()).isTrue();
            for (int trial = 0; trial < 200; trial++) {
                byte[] changed = solution.clone();
                int changes = 1 + random.nextInt(3);
                for (int c = 0; c < changes; c++) {
                    int a = random.nextInt(81);
                    int b = random.nextInt(81);
                    if (random.nextBoolean()) {
                        byte t = changed[a];
                        changed[a] = changed[b];
                        changed[b] = t;
                    } else {
                        changed[a] = (byte) (1 + random.nextInt(9));
                    }
                }
                boolean expected = BandSearch.isSolutionOf(changed, puzzle);
                assertThat(BandSearch.solves(words(changed), givens)).as("%s", Grid.of(e.puzzle().shape(), changed))
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void rejectsAnyWordWithOneBitMoreOrLess() {
        FastSolver solver = new FastSolver();
        for (TestGrids.Entry e : puzzles().subList(0, 5)) {
            int[] givens = words(bytes(e.puzzle()));
            int[] solved = words(bytes(solver.first(e.puzzle()).solutions().get(0)));
            for (int j = 0; j < 27; j++) {
                for (int bit = 0; bit < 27; bit++) {
                    int[] s = solved.clone();
                    s[j] ^= 1 << bit;
                    assertThat(BandSearch.solves(s, givens)).as("word %d bit %d", j, bit).isFalse();
                }
            }
        }
    }

    @Test
    void rejectsASolutionThatLosesAGiven() {
        FastSolver solver = new FastSolver();
        for (TestGrids.Entry e : puzzles().subList(0, 5)) {
            byte[] puzzle = bytes(e.puzzle());
            int[] solved = words(bytes(solver.first(e.puzzle()).solutions().get(0)));
            for (int cell = 0; cell < 81; cell++) {
                if (puzzle[cell] != 0) {
                    byte[] other = puzzle.clone();
                    other[cell] = (byte) (puzzle[cell] % 9 + 1);
                    assertThat(BandSearch.solves(solved, words(other))).as("given at %d", cell).isFalse();
                }
            }
        }
    }
}
