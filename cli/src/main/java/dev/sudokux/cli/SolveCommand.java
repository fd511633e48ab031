package dev.sudokux.cli;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudokux solve}: the first solution of each puzzle. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {
            "Solve each puzzle: print its first solution in the format it came in (or --output-format). "
                    + "A puzzle without a solution gives 'no solution' (line format) or 'NO SOLUTION' "
                    + "(grid formats); a bad puzzle gives 'invalid' and one line on stderr saying where and why.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 all solved, 1 some puzzle has no solution, 2 some input was bad, "
                    + "3 a budget left some puzzle unanswered, 130 interrupted."
        })
final class SolveCommand extends PuzzleCommand<Result> {

    @Mixin
    ThreadsOption threads;

    @Option(names = "--trace", description = "Print the search step by step before each answer: "
            + "forced placements, guesses (cell, value, how many candidates), dead ends and backtracks, "
            + "indented by depth; on stderr when the answers are JSON. Runs on one thread.")
    boolean trace;

    @Override
    protected int threads() {
        return trace ? 1 : threads.validated();
    }

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.SOLVE;
    }

    @Override
    protected Result work(Puzzle puzzle, Solver solver) {
        SolveRequest request = options.withBudgets(SolveRequest.first());
        if (trace) {
            PrintWriter w = traceWriter(puzzle);
            w.println("puzzle " + puzzle.number() + ": " + puzzle.grid().shape() + ", "
                    + puzzle.grid().filledCount() + " givens, solver " + solver.name());
            request = request.withTracer(new TracePrinter(w, puzzle.grid().shape()));
        }
        return solver.solve(puzzle.grid(), request);
    }

    @Override
    protected StopReason stoppedBy(Result value) {
        return value.stopReason();
    }

    @Override
    protected String answer(Puzzle puzzle, Result result) throws IOException {
        return answers.solution(puzzle, result);
    }
}
