package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.logic.Grade;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiPredicate;

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

    /** Reads the options (so that bad ones are answered before any work) and returns the work. */
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
        // The filter's last rating: generation runs on one thread, so the puzzle handed to the sink is
        // the one the filter rated last.
        AtomicReference<Rated> ratings = new AtomicReference<>();
        BiPredicate<Grid, Budget> filter = filter(request, ratings);
        long seed = request.has("seed") ? seed(request) : new SecureRandom().nextLong();
        Generator.Builder builder = Generator.builder(shape).symmetry(symmetry).minimal(minimal).strictMinimal(strict)
                .budget(LogicRoutes.budget(deadline));
        if (filter != null) {
            builder.filter(filter);
        }
        builder.maxAttempts(filter != null ? 20_000 : Generator.DEFAULT_MAX_ATTEMPTS);
        Generator generator = builder.build();
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
                    Rated last = ratings.get();
                    Rating r = last != null && last.puzzle().equals(g.puzzle()) ? last.rating()
                            : rater.rate(g.puzzle(), LogicRoutes.budget(deadline));
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

    /** The difficulty filter of {@code grade} or {@code rating} ("A-B"), remembering each rating; null for none. */
    private BiPredicate<Grid, Budget> filter(Members request, AtomicReference<Rated> ratings) {
        String grade = request.string("grade", null);
        String range = request.string("rating", null);
        if (grade != null && range != null) {
            throw request.bad("rating", "and \"grade\" cannot both be given: choose one");
        }
        if (grade != null) {
            Grade wanted;
            try {
                wanted = Grade.valueOf(grade.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw request.bad("grade", "must be easy, medium, hard, expert or extreme, not '" + grade + "'");
            }
            return (p, budget) -> remember(ratings, p, budget).grade() == wanted;
        }
        if (range == null) {
            return null;
        }
        String[] parts = range.split("-");
        double low;
        double high;
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            low = Double.parseDouble(parts[0].trim());
            high = Double.parseDouble(parts[1].trim());
        } catch (NumberFormatException e) {
            throw request.bad("rating", "must be a range A-B, such as \"2.0-4.5\", not '" + range + "'");
        }
        if (low > high) {
            throw request.bad("rating", range + ": the low end is above the high end");
        }
        return (p, budget) -> {
            double v = remember(ratings, p, budget).value();
            return v >= low - 1e-9 && v <= high + 1e-9;
        };
    }

    /** Rates a puzzle within what is left of its budget (running out ends the puzzle), remembering it. */
    private Rating remember(AtomicReference<Rated> ratings, Grid puzzle, Budget budget) {
        Rating r = rater.rate(puzzle, budget);
        if (!r.isComplete()) {
            throw new BudgetExceededException(r.stopReason());
        }
        ratings.set(new Rated(puzzle, r));
        return r;
    }

    /** A puzzle and its rating. */
    private record Rated(Grid puzzle, Rating rating) {
    }
}
