package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.solve.DlxSolver;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import java.util.Optional;

/**
 * Checks logical steps against a puzzle's solution: a placement must put the solution's value, an
 * elimination must not remove it, and every step must change something.
 */
public final class StepCheck {
    private StepCheck() {
    }

    /** The unique solution of {@code puzzle} (asserts there is exactly one). */
    public static Grid solutionOf(Grid puzzle) {
        Result r = new DlxSolver().check(puzzle);
        assertThat(r.status()).as("puzzle %s must have one solution", puzzle).isEqualTo(Status.UNIQUE);
        return r.first();
    }

    /** Asserts that {@code step}, found on {@code grid}, is sound for {@code solution} and makes progress. */
    public static void assertSound(Step step, CandidateGrid grid, Grid solution) {
        String where = step.technique().name() + ": " + step.text() + "\non " + grid.toGrid();
        for (Placement p : step.placements()) {
            assertThat(grid.isBlank(p.cell())).as("placement in a blank cell: %s", where).isTrue();
            assertThat(p.value()).as("placement agrees with the solution: %s", where).isEqualTo(solution.get(p.cell()));
        }
        for (Elimination e : step.eliminations()) {
            assertThat(grid.hasCandidate(e.cell(), e.value())).as("eliminates an existing candidate: %s", where).isTrue();
            assertThat(e.value()).as("never eliminates the solution's value: %s", where).isNotEqualTo(solution.get(e.cell()));
        }
        assertThat(step.text()).as("a sentence").isNotBlank();
        assertThat(step.focus()).as("a focus for hints").isNotBlank();
        assertThat(step.difficulty()).isGreaterThanOrEqualTo(step.technique().difficulty());
    }

    /**
     * Runs {@code explainer} on {@code puzzle}, checking every step against the solution; returns the
     * explanation.
     */
    public static Explanation explainChecked(Explainer explainer, Grid puzzle) {
        Grid solution = solutionOf(puzzle);
        CandidateGrid grid = CandidateGrid.of(puzzle);
        int guard = 0;
        while (!grid.isSolved()) {
            Optional<Step> step = explainer.nextStep(grid);
            if (step.isEmpty()) {
                break;
            }
            assertSound(step.get(), grid, solution);
            grid.apply(step.get());
            assertThat(guard++).as("progress").isLessThan(100_000);
        }
        Explanation explanation = explainer.explain(puzzle);
        assertThat(explanation.result()).isEqualTo(grid.toGrid());
        if (explanation.solved()) {
            assertThat(explanation.result()).isEqualTo(solution);
        }
        return explanation;
    }

    /** Checks one technique alone: every step it finds, applied until it finds none, is sound. */
    public static int checkTechnique(Technique technique, Grid puzzle, Explainer helper) {
        Grid solution = solutionOf(puzzle);
        CandidateGrid grid = CandidateGrid.of(puzzle);
        int found = 0;
        for (int round = 0; round < 10_000 && !grid.isSolved(); round++) {
            Optional<Step> own = technique.find(grid);
            if (own.isPresent()) {
                assertSound(own.get(), grid, solution);
                grid.apply(own.get());
                found++;
                continue;
            }
            Optional<Step> other = helper.nextStep(grid); // move on with easier/other techniques
            if (other.isEmpty()) {
                break;
            }
            grid.apply(other.get());
        }
        return found;
    }
}
