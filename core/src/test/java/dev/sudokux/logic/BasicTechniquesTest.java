package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BasicTechniquesTest {

    @Test
    void singlesSolveTheEasySeedsAndEveryStepIsSound() {
        Explainer singles = new Explainer(List.of(new FullHouse(), new HiddenSingle(), new NakedSingle()));
        // The Sudopedia "naked singles" and "hidden singles" cases are solved by singles alone.
        for (TestGrids.Entry e : TestGrids.fixture("sudopedia.txt")) {
            String name = e.fields().get(2);
            if (name.equals("naked_singles") || name.equals("hidden_singles") || name.equals("last_empty_square")) {
                Explanation x = StepCheck.explainChecked(singles, e.puzzle());
                assertThat(x.solved()).as(name).isTrue();
                assertThat(x.steps()).hasSize(e.puzzle().shape().cellCount() - e.puzzle().filledCount());
            }
        }
    }

    @Test
    void fullHouseIsTheOnlyStepForALastEmptySquare() {
        Grid solved = TestGrids.randomSolution(Shape.CLASSIC, new Random(5));
        Grid puzzle = solved.with(40, 0);
        Step step = Explainer.standard().nextStep(CandidateGrid.of(puzzle)).orElseThrow();
        assertThat(step.technique().name()).isEqualTo("Full House");
        assertThat(step.difficulty()).isEqualTo(1.0);
        assertThat(step.placements()).containsExactly(new Placement(40, solved.get(40)));
        assertThat(step.text()).contains("r5c5");
    }

    @Test
    void singlesAreSoundOnEveryShape() {
        Random random = new Random(17);
        Explainer explainer = Explainer.standard();
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.of(2, 4), Shape.CLASSIC,
                Shape.of(3, 4), Shape.of(4, 4))) {
            for (int k = 0; k < 20; k++) {
                Grid solution = TestGrids.randomSolution(shape, random);
                Grid puzzle = TestGrids.blank(solution, 0.45, random);
                if (new dev.sudokux.solve.DlxSolver().check(puzzle).status() != dev.sudokux.solve.Status.UNIQUE) {
                    continue;
                }
                Explanation x = StepCheck.explainChecked(explainer, puzzle);
                assertThat(x.steps()).isNotEmpty();
            }
        }
    }

    @Test
    void hiddenSinglesInBoxesRateLowerThanInLines() {
        Explainer explainer = Explainer.standard();
        for (TestGrids.Entry e : TestGrids.fixture("hard-9x9.txt").subList(0, 10)) {
            for (Step s : explainer.explain(e.puzzle()).steps()) {
                if (s.technique() instanceof HiddenSingle) {
                    int unit = s.units().get(0);
                    assertThat(s.difficulty()).isEqualTo(unit >= 18 ? 1.2 : 1.5);
                }
            }
        }
    }
}
