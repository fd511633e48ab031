package dev.sudokux.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Explanation;
import dev.sudokux.logic.Placement;
import dev.sudokux.logic.Rating;
import dev.sudokux.logic.Step;
import dev.sudokux.solve.Result;
import dev.sudokux.sudoku.Shape;
import java.io.PrintWriter;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokux explain}: the steps that solve each puzzle, as a person would find them. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {
            "Explain how to solve each puzzle: the steps a person would take, the easiest technique first at "
                    + "every point; each names the technique, the cells (r1c2), what it places or eliminates, "
                    + "and why, in one sentence. When logic alone stalls, the steps so far are given and the "
                    + "puzzle is marked stalled.",
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
    protected void validate() {
        if (json) {
            options.outputFormat = Style.JSON;
        }
    }

    @Override
    protected Explained logic(Puzzle puzzle, Result check) {
        Explanation x = RATER.explainer().explain(puzzle.grid());
        return new Explained(x, RATER.rate(x));
    }

    @Override
    protected String logicAnswer(Output out, PuzzleSource.Item item, Puzzle puzzle, Explained e) {
        Explanation x = e.explanation();
        Rating rating = e.rating();
        Shape shape = puzzle.grid().shape();
        String grade = rating.grade().name().toLowerCase(Locale.ROOT);
        if (out.styleFor(item).json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("puzzle", puzzle.grid().toString());
            o.addProperty("solved", x.solved());
            o.addProperty("rating", rating.value());
            o.addProperty("grade", grade);
            o.addProperty("hardest", rating.hardest() == null ? null : rating.hardest().name());
            JsonArray steps = new JsonArray();
            for (Step s : x.steps()) {
                JsonObject step = new JsonObject();
                step.addProperty("technique", s.technique().name());
                step.addProperty("difficulty", s.difficulty());
                JsonArray placements = new JsonArray();
                for (Placement p : s.placements()) {
                    JsonObject c = new JsonObject();
                    c.addProperty("cell", shape.cellName(p.cell()));
                    c.addProperty("digit", p.value());
                    placements.add(c);
                }
                step.add("placements", placements);
                JsonArray eliminations = new JsonArray();
                for (Elimination el : s.eliminations()) {
                    JsonObject c = new JsonObject();
                    c.addProperty("cell", shape.cellName(el.cell()));
                    c.addProperty("digit", el.value());
                    eliminations.add(c);
                }
                step.add("eliminations", eliminations);
                JsonArray cells = new JsonArray();
                s.cells().forEach(c -> cells.add(shape.cellName(c)));
                step.add("cells", cells);
                JsonArray units = new JsonArray();
                s.units().forEach(u -> units.add(shape.unitName(u)));
                step.add("units", units);
                step.addProperty("text", s.text());
                steps.add(step);
            }
            o.add("steps", steps);
            if (x.solved()) {
                o.addProperty("solution", x.result().toString());
            }
            out.json(o);
        } else {
            PrintWriter w = out.writer();
            w.println(String.format(Locale.ROOT, "puzzle %d: rating %.1f (%s), %s, %d steps%s", puzzle.number(),
                    rating.value(), rating.describe(), grade, x.steps().size(), x.solved() ? ", solved" : ", stalled"));
            int k = 0;
            for (Step s : x.steps()) {
                w.println(String.format(Locale.ROOT, "%4d. %s (%.1f): %s", ++k, s.technique().name(), s.difficulty(), s.text()));
            }
            if (!x.solved()) {
                w.println("      stalled: no technique sudokux knows finds a step here; the grid so far:");
            }
            w.println("      " + x.result());
        }
        return x.solved() ? "solved" : "stalled";
    }
}
