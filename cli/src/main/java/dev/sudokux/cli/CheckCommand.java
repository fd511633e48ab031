package dev.sudokux.cli;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import java.io.IOException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code sudokux check}: one word a puzzle: unique, multiple or none. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {
            "Say for each puzzle, one word a line, whether it has exactly one solution (unique), several "
                    + "(multiple) or none (none); 'invalid' for a bad puzzle (with the reason on stderr), "
                    + "'unknown' when a budget ran out first.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle has a solution, 1 some puzzle has none, 2 some input was bad, "
                    + "3 a budget left some puzzle unanswered, 130 interrupted."
        })
final class CheckCommand extends PuzzleCommand<Result> {

    @Mixin
    ThreadsOption threads;

    @Override
    protected int threads() {
        return threads.validated();
    }

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.CHECK;
    }

    @Override
    protected Result work(Puzzle puzzle, Solver solver) {
        return solver.solve(puzzle.grid(), options.withBudgets(SolveRequest.uniqueness()));
    }

    @Override
    protected StopReason stoppedBy(Result value) {
        return value.stopReason();
    }

    @Override
    protected String answer(Puzzle puzzle, Result result) throws IOException {
        return answers.check(puzzle, result);
    }
}
