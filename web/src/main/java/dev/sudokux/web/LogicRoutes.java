package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.sudokux.logic.CandidateGrid;
import dev.sudokux.logic.Explainer;
import dev.sudokux.logic.Explanation;
import dev.sudokux.logic.Hint;
import dev.sudokux.logic.Hints;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.logic.Step;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The routes that solve like a person: explain, rate and hint. Logic needs a puzzle with exactly one
 * solution, so each checks that first and answers {@code "status": "none"} or {@code "multiple"}
 * (or {@code "unknown"} when the check ran out of time) otherwise.
 */
final class LogicRoutes {
    private final Rater rater = Rater.standard();
    private final Explainer explainer = rater.explainer();
    private final Hints hints = new Hints(explainer);

    /** The one solution of {@code puzzle}, or the answer that says there is not exactly one. */
    private static Object solutionOrAnswer(Grid puzzle, Deadline deadline) {
        Result r = Solvers.best(puzzle.shape()).solve(puzzle, SolveRequest.uniqueness().withBudget(budget(deadline)));
        if (r.status() == Status.UNIQUE) {
            return r.first();
        }
        JsonObject o = Answers.about(puzzle);
        o.addProperty("status", r.status().word());
        Answers.stopped(o, r.status() == Status.LIMIT_REACHED ? "time" : null);
        return o;
    }

    /** What is left of the request's time, as the logic's budget. */
    static Budget budget(Deadline deadline) {
        return Budget.ofTime(deadline.remaining());
    }

    /** {@code explain}: every step, the rating, and whether logic finished. */
    JsonObject explain(Members request, Grid puzzle, Deadline deadline) {
        Object checked = solutionOrAnswer(puzzle, deadline);
        if (checked instanceof JsonObject notUnique) {
            return notUnique;
        }
        Explanation explanation = explainer.explain(puzzle, budget(deadline));
        JsonObject o = Answers.about(puzzle);
        o.addProperty("status", "unique");
        o.addProperty("solved", explanation.solved());
        if (!explanation.isComplete() || deadline.expired() && !explanation.solved()) {
            o.addProperty("stopped", "time");
        } else {
            Answers.rating(o, rater.rate(explanation));
        }
        JsonArray steps = new JsonArray(explanation.steps().size());
        for (Step step : explanation.steps()) {
            steps.add(Answers.step(step, puzzle.shape()));
        }
        o.add("steps", steps);
        o.add("solution", Json.cells((Grid) checked));
        return o;
    }

    /** {@code rate}: rating, grade, hardest technique. */
    JsonObject rate(Members request, Grid puzzle, Deadline deadline) {
        Object checked = solutionOrAnswer(puzzle, deadline);
        if (checked instanceof JsonObject notUnique) {
            return notUnique;
        }
        Explanation explanation = explainer.explain(puzzle, budget(deadline));
        Rating rating = rater.rate(explanation);
        JsonObject o = Answers.about(puzzle);
        if (!rating.isComplete() || !explanation.isComplete() || deadline.expired() && rating.stalled()) {
            o.addProperty("status", "unknown");
            o.addProperty("stopped", "time");
            return o;
        }
        o.addProperty("status", "unique");
        Answers.rating(o, rating);
        return o;
    }

    /**
     * {@code hint}: given the puzzle (its givens), the person's grid ({@code grid}: values, 0 blank)
     * and pencil marks ({@code candidates}: for each cell an array of digits, or null where there are
     * none, meaning every value no peer holds), a wrong entry or a true value pencilled out first;
     * else the next step at {@code level} 1 (where to look), 2 (which technique) or 3 (the step).
     */
    JsonObject hint(Members request, Grid puzzle, Deadline deadline) {
        int level = request.integer("level", 1, 1, 3);
        Shape shape = puzzle.shape();
        Grid current = request.has("grid") ? grid(request, puzzle) : puzzle;
        Marks marks = request.has("candidates") ? candidates(request, shape) : null;
        Object checked = solutionOrAnswer(puzzle, deadline);
        if (checked instanceof JsonObject notUnique) {
            return noHint(notUnique);
        }
        Grid solution = (Grid) checked;
        JsonObject mistake = mistake(current, marks, solution, level);
        if (mistake != null) {
            return mistake;
        }
        JsonObject o = Answers.about(puzzle);
        if (current.isFilled()) {
            o.addProperty("kind", "solved");
            o.addProperty("text", "The grid is solved.");
            return o;
        }
        CandidateGrid grid = CandidateGrid.of(current);
        if (marks != null) {
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                if (marks.pencilled[cell] && grid.isBlank(cell)) {
                    long out = grid.candidates(cell) & ~marks.bits[cell];
                    while (out != 0) {
                        grid.eliminate(cell, Long.numberOfTrailingZeros(out) + 1);
                        out &= out - 1;
                    }
                }
            }
        }
        Optional<Hint> hint;
        try {
            hint = hints.next(grid, level, budget(deadline));
        } catch (BudgetExceededException timeUp) {
            hint = Optional.empty();
        }
        if (hint.isEmpty()) {
            return noStep(o, deadline);
        }
        Step step = hint.get().step();
        o.addProperty("kind", "step");
        o.addProperty("level", level);
        o.addProperty("text", hint.get().text());
        o.addProperty("focus", step.focus());
        o.add("units", Answers.numbers(step.units()));
        if (level >= 2) {
            o.addProperty("technique", step.technique().name());
        }
        if (level >= 3) {
            o.add("step", Answers.step(step, shape));
        }
        return o;
    }

    /**
     * A hint's answer when logic found no next step, because the time ran out or every technique is
     * stuck: {@code kind} none, a sentence saying which, and {@code stopped} when it was the time.
     */
    static JsonObject noStep(JsonObject o, Deadline deadline) {
        o.addProperty("kind", "none");
        o.addProperty("text", deadline.expired() ? "No step was found in time."
                : "Logic finds no step from here: every technique sudokux knows is stuck.");
        Answers.stopped(o, deadline.expired() ? "time" : null);
        return o;
    }

    /**
     * A hint's answer for a puzzle without one solution ({@code status} none, multiple or unknown):
     * {@code kind} none and a sentence saying why. Variant hints answer the same way.
     */
    static JsonObject noHint(JsonObject notUnique) {
        notUnique.addProperty("kind", "none");
        notUnique.addProperty("text", switch (notUnique.get("status").getAsString()) {
            case "none" -> "The puzzle has no solution: check its givens.";
            case "multiple" -> "The puzzle has more than one solution, so logic cannot decide between them.";
            default -> "The puzzle could not be checked in time.";
        });
        return notUnique;
    }

    /** A wrong value in the grid, or a cell whose pencil marks leave out its value; null when none. */
    private static JsonObject mistake(Grid current, Marks marks, Grid solution, int level) {
        Shape shape = current.shape();
        List<Integer> wrong = new ArrayList<>();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (current.get(cell) != 0 && current.get(cell) != solution.get(cell)) {
                wrong.add(cell);
            }
        }
        JsonObject o = Answers.about(current);
        if (!wrong.isEmpty()) {
            int cell = wrong.get(0);
            o.addProperty("kind", "mistake");
            o.addProperty("mistake", "wrong-value");
            o.add("cells", Answers.numbers(wrong));
            String name = shape.cellName(cell);
            String others = wrong.size() > 1 ? " (and " + (wrong.size() - 1) + " more)" : "";
            o.addProperty("text", level >= 3
                    ? name + " holds " + current.get(cell) + ", but the solution has " + solution.get(cell) + " there" + others + "."
                    : name + " holds a value the solution does not have there" + others + ".");
            return o;
        }
        if (marks == null) {
            return null;
        }
        List<Integer> missing = new ArrayList<>();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (current.get(cell) == 0 && marks.pencilled[cell] && (marks.bits[cell] >>> (solution.get(cell) - 1) & 1) == 0) {
                missing.add(cell);
            }
        }
        if (missing.isEmpty()) {
            return null;
        }
        int cell = missing.get(0);
        o.addProperty("kind", "mistake");
        o.addProperty("mistake", "missing-candidate");
        o.add("cells", Answers.numbers(missing));
        String name = shape.cellName(cell);
        String others = missing.size() > 1 ? " (and " + (missing.size() - 1) + " more)" : "";
        o.addProperty("text", level >= 3
                ? "The pencil marks of " + name + " leave out " + solution.get(cell) + ", its value in the solution" + others + "."
                : "The pencil marks of " + name + " leave out the value it needs" + others + ".");
        return o;
    }

    /** The person's grid: the givens kept, values in range. */
    private static Grid grid(Members request, Grid puzzle) {
        Shape shape = puzzle.shape();
        JsonElement e = request.get("grid");
        if (!e.isJsonArray() || e.getAsJsonArray().size() != shape.cellCount()) {
            throw request.bad("grid", "must be an array of " + shape.cellCount() + " numbers (0 for blank), row by row");
        }
        JsonArray a = e.getAsJsonArray();
        int[] values = new int[shape.cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            int v = number(a.get(cell), 0, shape.size());
            if (v < 0) {
                throw request.bad("grid", "cell " + cell + " must be a number from 0 to " + shape.size());
            }
            if (puzzle.get(cell) != 0 && v != puzzle.get(cell)) {
                throw request.bad("grid", "cell " + cell + " (" + shape.cellName(cell) + ") is a given, "
                        + puzzle.get(cell) + ", but the grid has " + v + " there");
            }
            values[cell] = v;
        }
        return Grid.of(shape, values);
    }

    /**
     * A person's pencil marks.
     *
     * @param bits      a bit set a cell, bit v-1 for value v
     * @param pencilled whether the cell has pencil marks (an empty set is pencil marks too: none left)
     */
    private record Marks(long[] bits, boolean[] pencilled) {
    }

    /** The person's pencil marks. */
    private static Marks candidates(Members request, Shape shape) {
        JsonElement e = request.get("candidates");
        if (!e.isJsonArray() || e.getAsJsonArray().size() != shape.cellCount()) {
            throw request.bad("candidates", "must be an array of " + shape.cellCount()
                    + " entries, each an array of digits or null");
        }
        JsonArray a = e.getAsJsonArray();
        long[] marks = new long[shape.cellCount()];
        boolean[] pencilled = new boolean[shape.cellCount()];
        for (int cell = 0; cell < marks.length; cell++) {
            JsonElement c = a.get(cell);
            if (c == null || c.isJsonNull()) {
                continue;
            }
            pencilled[cell] = true;
            if (!c.isJsonArray()) {
                throw request.bad("candidates", "entry " + cell + " must be an array of digits or null");
            }
            for (JsonElement d : c.getAsJsonArray()) {
                int v = number(d, 1, shape.size());
                if (v < 0) {
                    throw request.bad("candidates", "entry " + cell + " holds something other than a digit from 1 to " + shape.size());
                }
                marks[cell] |= 1L << (v - 1);
            }
        }
        return new Marks(marks, pencilled);
    }

    /** A whole number in {@code min..max}, or -1. */
    private static int number(JsonElement e, int min, int max) {
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            return -1;
        }
        double d = e.getAsDouble();
        if (d != Math.rint(d) || d < min || d > max) {
            return -1;
        }
        return (int) d;
    }
}
