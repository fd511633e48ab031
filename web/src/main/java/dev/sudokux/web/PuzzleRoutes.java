package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.format.Format;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.Set;

/** The routes that search a puzzle with a solver: solve, check, count, enumerate; and parse, format. */
final class PuzzleRoutes {

    /** Solvers that answer any 9x9 puzzle well within a millisecond: their requests are quick work. */
    private static final Set<String> QUICK_SOLVERS = Set.of("fast", "bitset", "dlx", "propagation");

    private final ServerConfig config;

    PuzzleRoutes(ServerConfig config) {
        this.config = config;
    }

    /**
     * Whether solving or checking {@code puzzle} as {@code request} asks is quick work (up to 9x9, a
     * fast solver, at most two solutions sought).
     */
    static boolean isQuick(Members request, Grid puzzle) {
        if (puzzle.shape().size() > 9) {
            return false;
        }
        String solver = request.string("solver", null);
        return solver == null || QUICK_SOLVERS.contains(solver);
    }

    /** The solver the request names ({@code solver}), or the best one for the shape. */
    static Solver solver(Members request, Shape shape) {
        String name = request.string("solver", null);
        if (name == null) {
            return Solvers.best(shape);
        }
        Solver solver;
        try {
            solver = Solvers.byName(name);
        } catch (IllegalArgumentException unknown) {
            throw request.bad("solver", unknown.getMessage());
        }
        if (!solver.supports(shape)) {
            throw request.bad("solver", "the " + name + " solver does not take " + shape + " puzzles: leave "
                    + "\"solver\" out for the best one");
        }
        return solver;
    }

    /** {@code solve}: the first solution. */
    JsonObject solve(Members request, Grid puzzle, Deadline deadline) {
        Solver solver = solver(request, puzzle.shape());
        Result r = solver.solve(puzzle, SolveRequest.first().withTimeLimit(deadline.remaining()));
        JsonObject o = Answers.about(puzzle);
        o.addProperty("status", r.hasSolution() ? "solved" : r.isComplete() ? "none" : "unknown");
        if (r.hasSolution()) {
            o.add("solution", Json.cells(r.first()));
        } else {
            Answers.stopped(o, Answers.stopped(r.stopReason()));
        }
        o.addProperty("solver", solver.name());
        o.add("stats", Answers.stats(r.stats()));
        return o;
    }

    /**
     * {@code check}: none, unique or multiple; with {@code limit}, the solutions counted up to it too.
     */
    JsonObject check(Members request, Grid puzzle, Deadline deadline) {
        Solver solver = solver(request, puzzle.shape());
        long limit = request.number("limit", 2, 2, Long.MAX_VALUE);
        Result r = solver.solve(puzzle, SolveRequest.count(limit).withTimeLimit(deadline.remaining()));
        JsonObject o = Answers.about(puzzle);
        o.addProperty("status", status(r));
        if (request.has("limit")) {
            o.addProperty("count", r.solutionCount());
            o.addProperty("complete", r.isExhaustive());
        }
        Answers.stopped(o, r.status() == Status.LIMIT_REACHED ? Answers.stopped(r.stopReason()) : null);
        o.addProperty("solver", solver.name());
        o.add("stats", Answers.stats(r.stats()));
        return o;
    }

    /** The word for a check: none, unique, multiple, or unknown when a budget cut it short. */
    static String status(Result r) {
        return r.status() == Status.FOUND ? "unknown" : r.status().word();
    }

    /** {@code count}: the solutions, up to {@code limit} (default: all, within the time limit). */
    JsonObject count(Members request, Grid puzzle, Deadline deadline) {
        Solver solver = solver(request, puzzle.shape());
        long limit = request.number("limit", Long.MAX_VALUE, 1, Long.MAX_VALUE);
        Result r = solver.solve(puzzle, SolveRequest.count(limit).withTimeLimit(deadline.remaining()));
        JsonObject o = Answers.about(puzzle);
        o.addProperty("count", r.solutionCount());
        o.addProperty("complete", r.isExhaustive());
        Answers.stopped(o, Answers.stopped(r.stopReason()));
        o.addProperty("solver", solver.name());
        o.add("stats", Answers.stats(r.stats()));
        return o;
    }

    /** {@code enumerate}: the solutions themselves, up to {@code limit} (default 100, at most the server's). */
    JsonObject enumerate(Members request, Grid puzzle, Deadline deadline) {
        Solver solver = solver(request, puzzle.shape());
        int max = config.maxSolutions();
        int limit = request.integer("limit", Math.min(100, max), 1, max);
        Result r = solver.solve(puzzle, SolveRequest.count(limit).withKeep(limit).withTimeLimit(deadline.remaining()));
        JsonObject o = Answers.about(puzzle);
        JsonArray solutions = new JsonArray(r.solutions().size());
        for (Grid g : r.solutions()) {
            solutions.add(Json.cells(g));
        }
        o.add("solutions", solutions);
        o.addProperty("count", r.solutionCount());
        o.addProperty("complete", r.isExhaustive());
        Answers.stopped(o, Answers.stopped(r.stopReason()));
        o.addProperty("solver", solver.name());
        o.add("stats", Answers.stats(r.stats()));
        return o;
    }

    /** {@code parse}: the first puzzle of a text, as the page draws it. */
    JsonObject parse(Members request) {
        PuzzleInput.Read read = PuzzleInput.readFirst(request, config.maxSize());
        Grid grid = read.grid();
        JsonObject o = Answers.about(grid);
        o.addProperty("format", read.format());
        o.add("cells", Json.cells(grid));
        o.addProperty("givens", grid.filledCount());
        o.addProperty("puzzles", read.count());
        return o;
    }

    /**
     * {@code format}: the puzzle written in the text format {@code to} ({@code line}, {@code grid},
     * {@code sized}, {@code letters}, {@code json}); {@code format}, as on every route, is the format
     * the puzzle comes in.
     */
    JsonObject format(Members request, Grid puzzle) {
        String name = request.string("to", null);
        if (name == null) {
            throw request.bad("to", "is missing: the format to write, line, grid, sized, letters or json");
        }
        JsonObject o = Answers.about(puzzle);
        if (name.equalsIgnoreCase("json")) {
            JsonObject p = new JsonObject();
            p.add("box", Json.box(puzzle));
            p.add("cells", Json.cells(puzzle));
            o.addProperty("text", Json.text(p) + "\n");
            return o;
        }
        Format format;
        try {
            format = Format.fromName(name);
        } catch (IllegalArgumentException bad) {
            throw request.bad("to", "must be line, grid, sized, letters or json, not '" + name + "'");
        }
        if (!format.supports(puzzle.shape())) {
            throw new Problem(422, "unsupported-shape", "The format cannot hold this puzzle",
                    "the " + format.optionName() + " format cannot hold a " + puzzle.shape() + " puzzle")
                    .with("pointer", "/to");
        }
        o.addProperty("text", format.toText(puzzle));
        return o;
    }
}
