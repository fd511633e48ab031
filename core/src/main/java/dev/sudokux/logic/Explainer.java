package dev.sudokux.logic;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.sudoku.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Solves a puzzle as a person would: at every point, the first step of the first technique (in the
 * order given; {@link Techniques#all()} is Sudoku Explainer's) that finds one, applied, until the grid is full or no technique finds anything.
 *
 * <p>Assumes the puzzle has exactly one solution (check it with a solver first): uniqueness-based
 * techniques rely on it, and a puzzle without a solution has no sound explanation.
 *
 * <p>Work can be bounded by a {@link Budget}: each technique tried, each assumption a forcing chain
 * propagates and each node of a chain search counts one node, and the clock and the thread's
 * interruption are looked at as it goes, so the CPU work stops soon after the budget runs out.
 * Thread-safe when its techniques are (the standard ones are stateless).
 */
public final class Explainer {

    private final List<Technique> techniques;

    /** An explainer using {@code techniques}, tried in the order given. */
    public Explainer(List<Technique> techniques) {
        this.techniques = List.copyOf(techniques);
    }

    /** An explainer with every technique sudokux knows. */
    public static Explainer standard() {
        return new Explainer(Techniques.all());
    }

    /** The techniques, in the order tried. */
    public List<Technique> techniques() {
        return techniques;
    }

    /**
     * The next step on {@code grid}: the first step of the first technique (in the order given) that
     * finds one, as in Sudoku Explainer. A technique that finds several steps gives its own choice
     * (the chains give their easiest).
     */
    public Optional<Step> nextStep(CandidateGrid grid) {
        Budget.Meter meter = grid.meter();
        for (Technique t : techniques) {
            if (!t.supports(grid.shape())) {
                continue;
            }
            if (meter != null) {
                meter.step();
            }
            Optional<Step> step = t.find(grid);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /**
     * {@link #nextStep(CandidateGrid)} within {@code budget}.
     *
     * @throws BudgetExceededException when the budget runs out before the step is found
     */
    public Optional<Step> nextStep(CandidateGrid grid, Budget budget) {
        Budget.Meter old = grid.meter();
        Budget.Meter meter = budget.start();
        meter.check();
        grid.meter(meter);
        try {
            return nextStep(grid);
        } finally {
            grid.meter(old);
        }
    }

    /**
     * {@link #nextStep(CandidateGrid)} counting its work on {@code meter}, a meter the caller already
     * runs (a longer search that uses these techniques as one of its steps, such as the variant
     * explainer): each technique tried and each node of its search is charged to it, so the caller's
     * budget bounds this work too.
     *
     * @throws BudgetExceededException when the meter's budget runs out before the step is found
     */
    public Optional<Step> nextStep(CandidateGrid grid, Budget.Meter meter) {
        Budget.Meter old = grid.meter();
        meter.check();
        grid.meter(meter);
        try {
            return nextStep(grid);
        } finally {
            grid.meter(old);
        }
    }

    /**
     * The steps that solve {@code puzzle}, as far as logic goes; stopped early (with the steps so
     * far, {@link Explanation#isComplete()} false) only when the thread is interrupted.
     */
    public Explanation explain(Grid puzzle) {
        return explain(puzzle, Budget.UNLIMITED);
    }

    /**
     * The steps that solve {@code puzzle}, as far as logic goes within {@code budget}: when the budget
     * runs out, the steps found so far, with the {@link Explanation#stopReason() reason} it stopped.
     */
    public Explanation explain(Grid puzzle, Budget budget) {
        Budget.Meter meter = budget.start();
        CandidateGrid grid = CandidateGrid.of(puzzle);
        grid.meter(meter);
        List<Step> steps = new ArrayList<>();
        StopReason stop = StopReason.EXHAUSTED;
        try {
            while (!grid.isSolved() && !grid.isBroken()) {
                meter.check();
                Optional<Step> step = nextStep(grid);
                if (step.isEmpty()) {
                    break;
                }
                grid.apply(step.get());
                steps.add(step.get());
            }
        } catch (BudgetExceededException e) {
            stop = e.reason();
        }
        return new Explanation(puzzle, steps, grid.isSolved(), grid.toGrid(), stop);
    }
}
