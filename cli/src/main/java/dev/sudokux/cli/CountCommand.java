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
import picocli.CommandLine.Option;

/** {@code sudokux count}: the number of solutions of each puzzle, one a line. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {
            "Count the solutions of each puzzle: one number a line. A count that stopped at --limit, or "
                    + "at a budget, is printed N+ (there may be more); 'invalid' for a bad puzzle.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle has a solution, 1 some puzzle has none, 2 some input was bad, "
                    + "3 a budget left some count unfinished, 130 interrupted."
        })
final class CountCommand extends PuzzleCommand<Result> {

    @Mixin
    ThreadsOption threads;

    @Option(names = "--limit", paramLabel = "N",
            description = "Stop counting a puzzle at N solutions and print N+ when there are more.")
    Long limit;

    @Override
    protected Long limit() {
        return limit;
    }

    @Override
    protected int threads() {
        return threads.validated();
    }

    @Override
    protected void validate() {
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
    }

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.COUNT;
    }

    @Override
    protected Result work(Puzzle puzzle, Solver solver) {
        // One more than the limit, to tell "exactly N" from "more than N".
        long max = limit == null ? Long.MAX_VALUE : limit + 1;
        return solver.solve(puzzle.grid(), options.withBudgets(SolveRequest.count(max)));
    }

    @Override
    protected StopReason stoppedBy(Result value) {
        return value.stopReason();
    }

    @Override
    protected String answer(Puzzle puzzle, Result result) throws IOException {
        return answers.count(puzzle, result, limit == null ? Long.MAX_VALUE : limit);
    }
}
