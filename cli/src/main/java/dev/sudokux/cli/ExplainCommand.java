package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Explanation;
import dev.sudokux.logic.Rating;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.Result;
import java.io.IOException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokux explain}: the steps that solve each puzzle, as a person would find them. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {
            "Explain how to solve each puzzle: the steps a person would take, at every point the first "
                    + "step of the first technique in Sudoku Explainer's order; each names the technique, the "
                    + "cells (r1c2), what it places or eliminates, and why, in one sentence. When logic alone "
                    + "stalls, the steps so far are given and the puzzle is marked stalled.",
            "With --json, one object a puzzle: {\"puzzle\": \"...\", \"solved\": true, \"rating\": 4.2, "
                    + "\"steps\": [{\"technique\": ..., \"placements\": [{\"cell\": \"r1c2\", \"digit\": 5}], "
                    + "\"eliminations\": [...], \"text\": ...}]}.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle explained, 1 some puzzle has no solution, 2 some input was bad, "
                    + "3 a budget left some puzzle unchecked, 130 interrupted."
        })
final class ExplainCommand extends LogicCommand<ExplainCommand.Explained> {

    record Explained(Explanation explanation, Rating rating) {
    }

    @Option(names = "--json", description = "One JSON object a puzzle (the same as --output-format json).")
    boolean json;

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.EXPLAIN;
    }

    @Override
    protected void validate() {
        if (json) {
            options.outputFormat = Format.JSON;
        }
    }

    @Override
    protected Explained logic(Puzzle puzzle, Result check, Budget left) {
        Explanation x = RATER.explainer().explain(puzzle.grid(), left);
        return new Explained(x, RATER.rate(x));
    }

    @Override
    protected StopReason stopped(Explained e) {
        return e.explanation().isComplete() ? null : e.explanation().stopReason();
    }

    @Override
    protected boolean answersWhenStopped() {
        return true;
    }

    @Override
    protected String logicAnswer(Puzzle puzzle, Explained e) throws IOException {
        return answers.explanation(puzzle, e.explanation(), e.rating());
    }
}
