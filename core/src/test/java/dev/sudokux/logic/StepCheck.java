package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

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
        for (Placement p : step.placements()) {
            if (!grid.isBlank(p.cell()) || p.value() != solution.get(p.cell())) {
                fail("placement " + p + " is not the solution's value " + solution.get(p.cell()) + " in a blank cell: "
                        + where(step, grid));
            }
        }
        for (Elimination e : step.eliminations()) {
            if (!grid.hasCandidate(e.cell(), e.value())) {
                fail("eliminates a candidate that is not there, " + e + ": " + where(step, grid));
            }
            if (e.value() == solution.get(e.cell())) {
                fail("eliminates the solution's value, " + e + ": " + where(step, grid));
            }
        }
        if (step.text().isBlank() || step.focus().isBlank()) {
            fail("a step needs a sentence and a focus: " + where(step, grid));
        }
        if (step.difficulty() < step.technique().difficulty()) {
            fail("a step rates at least its technique's difficulty: " + where(step, grid));
        }
        if (step.difficulty() > step.technique().maxDifficulty()) {
            fail("a step rates at most its technique's maxDifficulty(): " + where(step, grid));
        }
    }

    private static String where(Step step, CandidateGrid grid) {
        return step.technique().name() + ": " + step.text() + "\non " + grid.toGrid() + "\ncandidates:\n" + grid;
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
        return checkTechnique(technique, puzzle, solutionOf(puzzle), helper);
    }

    /**
     * Checks one technique alone against a known solution: at every state the technique is tried
     * first and each step it finds is checked and applied; when it finds none, {@code helper}'s next
     * step moves on. Returns the number of steps the technique found.
     */
    public static int checkTechnique(Technique technique, Grid puzzle, Grid solution, Explainer helper) {
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
