package dev.sudokux.cli;

import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Rater;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Status;
import picocli.CommandLine.Mixin;

/**
 * The frame of the commands that solve like a person ({@code explain}, {@code rate}, {@code hint}):
 * each puzzle is first checked with a solver, since logic needs a puzzle with exactly one solution;
 * a puzzle with none or several is answered {@code none} or {@code multiple}, with a line on stderr.
 *
 * @param <L> what the logic makes of a puzzle with one solution
 */
abstract class LogicCommand<L> extends PuzzleCommand<LogicCommand.Answer<L>> {

    /** The check, and the logic's answer when the puzzle has one solution. */
    record Answer<L>(Result check, L logic) {
    }

    static final Rater RATER = Rater.standard();

    @Mixin
    ThreadsOption threads;

    @Override
    protected int threads() {
        return threads.validated();
    }

    /** The logic's work on a puzzle with exactly one solution. */
    protected abstract L logic(Puzzle puzzle, Result check);

    /** Writes the logic's answer; returns the word it is counted under. */
    protected abstract String logicAnswer(Output out, PuzzleSource.Item item, Puzzle puzzle, L logic);

    @Override
    protected final Answer<L> work(Puzzle puzzle, Solver solver, Output out) {
        Result check = solver.solve(puzzle.grid(), options.withBudgets(SolveRequest.uniqueness()));
        return new Answer<>(check, check.status() == Status.UNIQUE ? logic(puzzle, check) : null);
    }

    @Override
    protected final Result resultOf(Answer<L> value) {
        return value.check();
    }

    @Override
    protected final String answer(Output out, PuzzleSource.Item item, Puzzle puzzle, Answer<L> value) {
        if (value.logic() != null) {
            return logicAnswer(out, item, puzzle, value.logic());
        }
        String word = value.check().status().word();
        if (value.check().status() != Status.LIMIT_REACHED) {
            out.flush();
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + item.where() + "puzzle "
                    + puzzle.number() + ", line " + puzzle.line() + ": "
                    + (value.check().status() == Status.NONE ? "it has no solution" : "it has several solutions")
                    + ", so there is no logical path to follow");
        }
        if (out.styleFor(item).json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("puzzle", puzzle.grid().toString());
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
