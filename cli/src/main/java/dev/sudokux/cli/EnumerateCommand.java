package dev.sudokux.cli;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokux enumerate}: every solution of each puzzle, then {@code TOTAL SOLUTION : k}. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = {
            "Print every solution of each puzzle as it is found, then 'TOTAL SOLUTION : k', or "
                    + "'NO SOLUTION' when there is none. In the sized format each solution stands between "
                    + "'==================' lines, as the classic judge programs print them; in the line format "
                    + "one solution a line; in grid and letters formats a blank line between solutions. "
                    + "With --limit N, a total that stopped there is printed N+.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle has a solution, 1 some puzzle has none, 2 some input was bad, "
                    + "3 a budget stopped some enumeration, 130 interrupted."
        })
final class EnumerateCommand extends PuzzleCommand<Result> {

    @Option(names = "--limit", paramLabel = "N", description = "Stop after N solutions of a puzzle.")
    Long limit;

    @Option(names = "--trace", description = "Print the search step by step as well (on stderr when the "
            + "answers are JSON).")
    boolean trace;

    private long printed;

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.ENUMERATE;
    }

    @Override
    protected Long limit() {
        return limit;
    }

    @Override
    protected void validate() {
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
    }

    @Override
    protected Result work(Puzzle puzzle, Solver solver) throws IOException {
        answers.begin(puzzle);
        printed = 0;
        long max = limit == null ? Long.MAX_VALUE : limit + 1;
        SolveRequest request = options.withBudgets(SolveRequest.count(max)).withListener(solution -> {
            if (limit != null && printed >= limit) {
                return true; // the one beyond the limit: counted, not printed
            }
            printed++;
            try {
                answers.enumerated(puzzle, solution, printed);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if ((printed & 63) == 0) {
                stdout.flush();
            }
            return true;
        });
        if (trace) {
            request = request.withTracer(new TracePrinter(traceWriter(puzzle), puzzle.grid().shape()));
        }
        return solver.solve(puzzle.grid(), request);
    }

    /** Solutions are written as they are found: the answers must know the item's input first. */
    @Override
    protected java.util.function.Function<PuzzleSource.Item, Outcome<Result>> wrap(
            java.util.function.Function<PuzzleSource.Item, Outcome<Result>> worker) {
        return item -> {
            answers.from(item.nameIfNamed(), item.format());
            return worker.apply(item);
        };
    }

    @Override
    protected StopReason stoppedBy(Result value) {
        return value.stopReason();
    }

    @Override
    protected String answer(Puzzle puzzle, Result result) throws IOException {
        return answers.total(puzzle, result, limit == null ? Long.MAX_VALUE : limit);
    }
}
