package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Link;
import dev.sudokux.logic.Placement;
import dev.sudokux.logic.Rating;
import dev.sudokux.logic.Step;
import dev.sudokux.solve.SolveStats;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Locale;

/** The pieces answers are made of: a grid's shape, a search's statistics, a step, a rating. */
final class Answers {
    private Answers() {
    }

    /** An answer about {@code puzzle}: its {@code box} and {@code size}. */
    static JsonObject about(Grid puzzle) {
        JsonObject o = new JsonObject();
        o.add("box", Json.box(puzzle));
        o.addProperty("size", puzzle.shape().size());
        return o;
    }

    /** Nodes, guesses and time of a search. */
    static JsonObject stats(SolveStats stats) {
        JsonObject o = new JsonObject();
        o.addProperty("nodes", stats.nodes());
        o.addProperty("guesses", stats.guesses());
        o.addProperty("micros", Math.round(stats.micros() * 10) / 10.0);
        return o;
    }

    /**
     * Why a search that did not see everything stopped: {@code limit} (the solution limit asked for),
     * {@code time}, {@code nodes} or {@code interrupted}; null when it searched everything.
     */
    static String stopped(StopReason reason) {
        return switch (reason) {
            case EXHAUSTED -> null;
            case SOLUTION_LIMIT, STOPPED_BY_VISITOR -> "limit";
            case NODE_LIMIT -> "nodes";
            case TIME_LIMIT, INTERRUPTED -> "time";
        };
    }

    /** Adds {@code "stopped": why} when there is a why. */
    static void stopped(JsonObject o, String why) {
        if (why != null) {
            o.addProperty("stopped", why);
        }
    }

    /**
     * A step of an explanation: technique, rating, text, focus, placements and eliminations (cell,
     * digit and the cell's name), the cells and units of its pattern, and a chain's links
     * ({@code {"from": candidate, "to": candidate, "strong": bool}}, empty for a step that is not a chain).
     */
    static JsonObject step(Step step, Shape shape) {
        JsonObject o = new JsonObject();
        o.addProperty("technique", step.technique().name());
        o.addProperty("rating", round(step.difficulty()));
        o.addProperty("text", step.text());
        o.addProperty("focus", step.focus());
        JsonArray placements = new JsonArray();
        for (Placement p : step.placements()) {
            placements.add(candidate(p.cell(), p.value(), shape));
        }
        o.add("placements", placements);
        JsonArray eliminations = new JsonArray();
        for (Elimination e : step.eliminations()) {
            eliminations.add(candidate(e.cell(), e.value(), shape));
        }
        o.add("eliminations", eliminations);
        o.add("cells", numbers(step.cells()));
        o.add("units", numbers(step.units()));
        JsonArray links = new JsonArray();
        for (Link l : step.links()) {
            JsonObject link = new JsonObject();
            link.add("from", candidate(l.fromCell(), l.fromValue(), shape));
            link.add("to", candidate(l.toCell(), l.toValue(), shape));
            link.addProperty("strong", l.strong());
            links.add(link);
        }
        o.add("links", links);
        return o;
    }

    /** {@code {"cell": 12, "digit": 5, "name": "r2c4"}}. */
    static JsonObject candidate(int cell, int digit, Shape shape) {
        JsonObject o = new JsonObject();
        o.addProperty("cell", cell);
        o.addProperty("digit", digit);
        o.addProperty("name", shape.cellName(cell));
        return o;
    }

    /** The rating's members: rating, grade, hardest technique, stalled, steps. */
    static void rating(JsonObject o, Rating rating) {
        o.addProperty("rating", round(rating.value()));
        o.addProperty("grade", rating.grade().name().toLowerCase(Locale.ROOT));
        o.addProperty("hardest", rating.hardest() == null ? null : rating.hardest().name());
        o.addProperty("stalled", rating.stalled());
        o.addProperty("steps", rating.steps());
    }

    static JsonArray numbers(List<Integer> list) {
        JsonArray a = new JsonArray(list.size());
        for (int x : list) {
            a.add(x);
        }
        return a;
    }

    static JsonArray numbers(int[] list) {
        JsonArray a = new JsonArray(list.length);
        for (int x : list) {
            a.add(x);
        }
        return a;
    }

    /** A rating to one decimal, as people write them (4.2). */
    static double round(double rating) {
        return Math.round(rating * 10) / 10.0;
    }
}
