package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.solve.DlxSolver;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A classic puzzle is the model with its default houses: the model's compiled exact cover gives the
 * classic solvers' answers (status, count, solution) on classic fixtures of every size. (The default
 * solver takes classic 9x9 puzzles to the {@code fast} solver, {@link PencilmarkRouteTest}; a
 * heuristic named keeps them on the model.)
 */
class ClassicAgreementTest {

    private final VariantSolver model = new VariantSolver().withHeuristic(Heuristic.FORCED_FIRST);
    private final Solver dlx = new DlxSolver();

    @Test
    void agreesOnHardAndMultipleNineByNines() {
        int compared = 0;
        for (String fixture : List.of("hard-9x9.txt", "multiple-9x9.txt", "seeds-9x9.txt")) {
            for (TestGrids.Entry e : TestGrids.fixture(fixture)) {
                compareCounts(e.puzzle(), 20);
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(100);
    }

    @Test
    void agreesOnSudopediaTestCasesIncludingBrokenGivens() {
        for (TestGrids.Entry e : TestGrids.fixture("sudopedia.txt")) {
            compareCounts(e.puzzle(), 200);
        }
    }

    @Test
    void agreesOnOtherShapes() {
        compareCounts(TestGrids.line("1...3....2......", Shape.of(2, 2)), 1000);
        compareCounts(TestGrids.line("................", Shape.of(2, 2)), 1000);
        compareCounts(TestGrids.line("1.....2.....3.....4.....5.....6.....", Shape.of(2, 3)), 1000);
        for (TestGrids.Entry e : TestGrids.fixture("hexadoku-16x16.txt").subList(0, 2)) {
            Result r = Solvers.byName("bitset").check(e.puzzle());
            VariantResult v = model.check(VariantPuzzle.classic(e.puzzle()));
            assertThat(v.status()).isEqualTo(r.status());
            assertThat(v.first().values()).isEqualTo(r.first().toArray());
        }
    }

    private void compareCounts(Grid puzzle, long limit) {
        Result expected = dlx.count(puzzle, limit);
        VariantResult actual = model.count(VariantPuzzle.classic(puzzle), limit);
        assertThat(actual.solutionCount()).as(puzzle.toString()).isEqualTo(expected.solutionCount());
        Result first = dlx.check(puzzle);
        VariantResult check = model.check(VariantPuzzle.classic(puzzle));
        assertThat(check.status()).isEqualTo(first.status());
        if (first.first() != null) {
            assertThat(check.first().values()).isEqualTo(first.first().toArray());
        }
    }
}
