package dev.sudokux.cli;

import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
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
    protected Result work(Puzzle puzzle, Solver solver, Output out) {
        return solver.solve(puzzle.grid(), options.withBudgets(SolveRequest.uniqueness()));
    }

    @Override
    protected Result resultOf(Result value) {
        return value;
    }

    @Override
    protected String answer(Output out, PuzzleSource.Item item, Puzzle puzzle, Result result) {
        String word = result.status().word();
        if (out.styleFor(item).json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("status", word);
            out.json(o);
        } else {
            out.writer().println(word);
        }
        return word;
    }

    @Override
    protected void invalid(Output out, PuzzleSource.Item item, String error) {
        if (out.styleFor(item).json()) {
            super.invalid(out, item, error);
        } else {
            out.writer().println("invalid");
        }
    }
}
