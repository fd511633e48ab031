package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.internal.batch.GenerateSettings;
import dev.sudokux.logic.Grade;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code generate}: new puzzles with exactly one solution, of a shape ({@code box}), optionally
 * symmetric, minimal and of a grade or rating range; each with its rating, grade, seed and solution.
 */
final class GenerateRoute {
    private final ServerConfig config;
    private final Rater rater = Rater.standard();

    GenerateRoute(ServerConfig config) {
        this.config = config;
    }

    /** The shape asked for ({@code box}, default 3x3), checked against the server's size limit. */
    Shape shape(Members request) {
        Shape shape = PuzzleInput.shape(request);
        if (shape == null) {
            return Shape.CLASSIC;
        }
        if (shape.size() > config.maxSize()) {
            throw new Problem(413, "too-large", "Puzzle too large", "a " + shape + " grid is larger than this "
                    + "server takes (up to " + config.maxSize() + "x" + config.maxSize() + ")")
                    .with("pointer", "/box").with("maxSize", config.maxSize());
        }
        return shape;
    }

    /**
     * Reads the options (so that bad ones are answered before any work, each naming its member) into
     * core's {@link GenerateSettings}, as {@code sudokux generate} reads its own, and returns the work.
     */
    java.util.concurrent.Callable<JsonObject> prepare(Members request, Deadline deadline) {
        Shape shape = shape(request);
        int count = request.integer("count", 1, 1, config.maxGenerate());
        Symmetry symmetry;
        try {
            symmetry = Symmetry.parse(request.string("symmetry", "none"));
        } catch (IllegalArgumentException bad) {
            throw request.bad("symmetry", bad.getMessage());
        }
        boolean strict = request.bool("strictMinimal", false);
        boolean minimal = request.bool("minimal", false) || strict;
        String gradeText = request.string("grade", null);
        String rangeText = request.string("rating", null);
        if (gradeText != null && rangeText != null) {
            throw request.bad("rating", "and \"grade\" cannot both be given: choose one");
        }
        Grade grade = null;
        double[] range = null;
        try {
            if (gradeText != null) {
                grade = GenerateSettings.grade(gradeText);
            }
        } catch (IllegalArgumentException bad) {
            throw request.bad("grade", bad.getMessage());
        }
        try {
            if (rangeText != null) {
                range = GenerateSettings.ratingRange(rangeText);
            }
        } catch (IllegalArgumentException bad) {
            throw request.bad("rating", bad.getMessage());
        }
        // The settings' time limit is the request's (Deadline.remaining() is at least a nanosecond:
        // 0 would mean none).
        GenerateSettings settings = GenerateSettings.of(shape, symmetry, minimal, strict, grade, range, null,
                deadline.remaining(), null);
        long seed = request.has("seed") ? seed(request) : new SecureRandom().nextLong();
        // The ratings the filter found, for the puzzles it kept (generation runs on one thread).
        Map<Grid, Rating> ratings = new HashMap<>();
        Generator generator = settings.generator(ratings);
        return () -> {
            JsonArray puzzles = new JsonArray();
            int[] notFound = {0};
            boolean interrupted = false;
            try {
                generator.generate(seed, count, 1, g -> {
                    if (!g.found()) {
                        notFound[0]++;
                        return !g.budgetExceeded() && !deadline.expired();
                    }
                    JsonObject p = Answers.about(g.puzzle());
                    p.add("cells", Json.cells(g.puzzle()));
                    p.addProperty("clues", g.clues());
                    p.addProperty("seed", g.seed());
                    p.addProperty("seedText", Long.toString(g.seed()));
                    Rating r = ratings.get(g.puzzle());
                    if (r == null) {
                        r = rater.rate(g.puzzle(), LogicRoutes.budget(deadline));
                    }
                    if (r.isComplete()) {
                        p.addProperty("rating", Answers.round(r.value()));
                        p.addProperty("grade", r.grade().name().toLowerCase(Locale.ROOT));
                        p.addProperty("hardest", r.hardest() == null ? null : r.hardest().name());
                    }
                    p.add("solution", Json.cells(g.solution()));
                    puzzles.add(p);
                    return !deadline.expired();
                });
            } catch (InterruptedException timeUp) {
                interrupted = true;
            }
            JsonObject o = new JsonObject();
            o.add("puzzles", puzzles);
            o.addProperty("seed", seed);
            o.addProperty("seedText", Long.toString(seed));
            o.addProperty("complete", puzzles.size() == count);
            if (puzzles.size() < count) {
                o.addProperty("stopped", interrupted || deadline.expired() ? "time" : "attempts");
                o.addProperty("notFound", notFound[0]);
            }
            return o;
        };
    }

    /**
     * The {@code seed}: a whole number, or a string of digits (JavaScript reads a number past 2^53
     * rounded, so a page sends a big seed as text; answers give it both ways, {@code seedText} too).
     */
    private static long seed(Members request) {
        com.google.gson.JsonElement e = request.get("seed");
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            try {
                return Long.parseLong(e.getAsString().trim());
            } catch (NumberFormatException notANumber) {
                throw request.bad("seed", "must be a whole number (or its digits as a string), not '" + e.getAsString() + "'");
            }
        }
        return request.number("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE);
    }
}
