package dev.sudokux.cli;

import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
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
            + "indented by depth. Runs on one thread.")
    boolean trace;

    @Override
    protected int threads() {
        return trace ? 1 : threads.validated();
    }

    @Override
    protected Result work(Puzzle puzzle, Solver solver, Output out) {
        SolveRequest request = options.withBudgets(SolveRequest.first());
        if (trace) {
            out.writer().println("puzzle " + puzzle.number() + ": " + puzzle.grid().shape() + ", "
                    + puzzle.grid().filledCount() + " givens, solver " + solver.name());
            request = request.withTracer(new TracePrinter(out.writer(), puzzle.grid().shape()));
        }
        return solver.solve(puzzle.grid(), request);
    }

    @Override
    protected Result resultOf(Result value) {
        return value;
    }

    @Override
    protected String answer(Output out, PuzzleSource.Item item, Puzzle puzzle, Result result) {
        String word = result.hasSolution() ? "solved" : result.isComplete() ? "none" : "unknown";
        if (out.styleFor(item).json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("status", word);
            if (result.hasSolution()) {
                JsonPuzzles.putGrid(o, "cells", result.first());
            }
            out.json(o);
        } else if (result.hasSolution()) {
            out.grid(item, result.first());
        } else if (result.isComplete()) {
            out.line(item, out.styleFor(item).format().noSolutionText());
        } else {
            out.line(item, "unknown");
        }
        return word;
    }
}
