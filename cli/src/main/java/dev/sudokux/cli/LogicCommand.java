package dev.sudokux.cli;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Rater;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Status;
import java.io.IOException;
import picocli.CommandLine.Mixin;

/**
 * The frame of the commands that solve like a person ({@code explain}, {@code rate}, {@code hint}):
 * each puzzle is first checked with a solver, since logic needs a puzzle with exactly one solution;
 * a puzzle with none or several is answered {@code none} or {@code multiple}, with a line on stderr.
 * The check and the logic share the puzzle's budget ({@code --time-limit}, {@code --node-limit}).
 *
 * @param <L> what the logic makes of a puzzle with one solution
 */
abstract class LogicCommand<L> extends PuzzleCommand<LogicCommand.Answer<L>> {

    /**
     * The check, the logic's answer when the puzzle has one solution and the budget lasted, the
     * budget's reason when it ran out (in the check or in the logic), and what more can be said of a
     * grid with no solution (or null).
     */
    record Answer<L>(Result check, L logic, StopReason stopped, String whyNone) {
        Answer(Result check, L logic, StopReason stopped) {
            this(check, logic, stopped, null);
        }
    }

    static final Rater RATER = Rater.standard();

    @Mixin
    ThreadsOption threads;

    @Override
    protected int threads() {
        return threads.validated();
    }

    /**
     * The logic's work on a puzzle with exactly one solution, within what is left of its budget.
     *
     * @throws BudgetExceededException when the budget runs out
     */
    protected abstract L logic(Puzzle puzzle, Result check, Budget left);

    /** Why the logic stopped early (a budget), or null when it went as far as it can. */
    protected StopReason stopped(L logic) {
        return null;
    }

    /** Writes the logic's answer; returns the word it is counted under. */
    protected abstract String logicAnswer(Puzzle puzzle, L logic) throws IOException;

    /**
     * What more can be said of {@code puzzle}, which has no solution, for the line on stderr (null:
     * nothing), within what is left of its budget.
     */
    protected String whyNone(Puzzle puzzle, Solver solver, Budget left) {
        return null;
    }

    /** Whether an answer the budget stopped is still written by {@link #logicAnswer} (explain: the steps so far). */
    protected boolean answersWhenStopped() {
        return false;
    }

    @Override
    protected final Answer<L> work(Puzzle puzzle, Solver solver) {
        Budget.Meter meter = options.budget().start();
        Result check = solver.solve(puzzle.grid(), meter.bound(SolveRequest.uniqueness()));
        if (check.status() == Status.NONE) {
            String why;
            try {
                meter.step(check.stats().nodes());
                why = whyNone(puzzle, solver, meter.remaining());
            } catch (BudgetExceededException e) {
                why = null;
            }
            return new Answer<>(check, null, null, why);
        }
        if (check.status() != Status.UNIQUE) {
            return new Answer<>(check, null, check.isIncomplete() ? check.stopReason() : null);
        }
        try {
            meter.step(check.stats().nodes());
            L logic = logic(puzzle, check, meter.remaining());
            return new Answer<>(check, logic, stopped(logic));
        } catch (BudgetExceededException e) {
            return new Answer<>(check, null, e.reason());
        }
    }

    @Override
    protected final StopReason stoppedBy(Answer<L> value) {
        return value.stopped();
    }

    @Override
    protected final String answer(Puzzle puzzle, Answer<L> value) throws IOException {
        if (value.logic() != null && (value.stopped() == null || answersWhenStopped())) {
            return logicAnswer(puzzle, value.logic());
        }
        if (value.check().status() == Status.UNIQUE) {
            return answers.stopped(puzzle);
        }
        String why = answers.noLogicalPath(puzzle, value.check());
        if (why != null) {
            stdout.flush();
            stderr.println(spec.qualifiedName() + ": " + why + (value.whyNone() == null ? "" : "; " + value.whyNone()));
        }
        return answers.notUnique(puzzle, value.check());
    }
}
