package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.DlxFormatException;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchObserver;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.SudokuExactCover;
import java.util.concurrent.Callable;

/**
 * {@code xc}: an exact cover problem in Knuth's format ({@code problem}), or a Sudoku's reduction to
 * exact cover ({@code puzzle}), solved by the Dancing Links engine; optionally the matrix and a
 * bounded trace of the search, as the engine's {@link SearchObserver} reports it (item chosen, option
 * tried, dead end, backtrack, solution), for the page to replay.
 */
final class XcRoute {
    /** The largest Sudoku whose exact cover the route takes (a 9x9 has up to 729 options). */
    static final int MAX_SUDOKU_SIZE = 9;

    private final ServerConfig config;

    XcRoute(ServerConfig config) {
        this.config = config;
    }

    /** Reads the problem and options (bad ones are answered before any work) and returns the work. */
    Callable<JsonObject> prepare(Members request, Deadline deadline) {
        boolean hasProblem = request.has("problem");
        boolean hasPuzzle = request.has("puzzle");
        if (hasProblem == hasPuzzle) {
            throw Problem.badRequest("send either \"problem\" (an exact cover problem in Knuth's format) or "
                    + "\"puzzle\" (a Sudoku up to " + MAX_SUDOKU_SIZE + "x" + MAX_SUDOKU_SIZE + "), not "
                    + (hasProblem ? "both" : "neither")).with("pointer", hasProblem ? "/puzzle" : "/problem");
        }
        ExactCoverProblem problem;
        SudokuExactCover sudoku = null;
        if (hasProblem) {
            String text = request.string("problem", "");
            try {
                problem = DlxFormat.parse(text);
            } catch (DlxFormatException bad) {
                throw new Problem(422, "bad-problem", "The exact cover problem cannot be read", bad.problem())
                        .with("pointer", "/problem").with("line", bad.line()).with("column", bad.column());
            }
        } else {
            Grid puzzle = PuzzleInput.read(request, config.maxSize());
            if (puzzle.shape().size() > MAX_SUDOKU_SIZE) {
                throw new Problem(413, "too-large", "Puzzle too large", "the exact cover of a " + puzzle.shape()
                        + " puzzle is too large to show: this route takes Sudoku up to "
                        + MAX_SUDOKU_SIZE + "x" + MAX_SUDOKU_SIZE).with("pointer", "/puzzle");
            }
            if (!puzzle.isValid()) {
                throw PuzzleInput.badPuzzle("the givens break a rule: " + puzzle.conflicts().get(0).describe(puzzle.shape()));
            }
            sudoku = SudokuExactCover.of(puzzle);
            problem = sudoku.namedProblem();
        }
        if (problem.optionCount() > config.maxXcOptions()) {
            throw new Problem(413, "too-large", "Problem too large", "the problem has " + problem.optionCount()
                    + " options; this server takes up to " + config.maxXcOptions()).with("pointer", "/problem");
        }
        int limit = request.integer("limit", 1, 0, config.maxSolutions());
        boolean count = request.bool("count", false);
        int traceLimit = request.integer("trace", 0, 0, config.maxTrace());
        boolean matrix = request.bool("matrix", traceLimit > 0);
        SudokuExactCover reduction = sudoku;
        return () -> solve(problem, reduction, limit, count, traceLimit, matrix, deadline);
    }

    private static JsonObject solve(ExactCoverProblem problem, SudokuExactCover sudoku, int limit, boolean count,
                                    int traceLimit, boolean matrix, Deadline deadline) {
        JsonObject o = new JsonObject();
        if (matrix) {
            matrix(o, problem, sudoku);
        }
        if (sudoku != null && sudoku.isSolved()) {
            // Nothing to cover: the one solution is the empty set of options.
            o.add("solutions", new JsonArray());
            o.addProperty("count", 1);
            o.addProperty("complete", true);
            return o;
        }
        Trace trace = traceLimit > 0 ? new Trace(problem, traceLimit) : null;
        DancingLinks links = new DancingLinks(problem).withObserver(trace);
        SearchLimits limits = SearchLimits.NONE.withTimeLimit(deadline.remaining());
        if (!count) {
            limits = limits.withMaxSolutions(Math.max(1, limit));
        }
        if (trace != null) {
            // Every event is at most one node's: the search ends soon after the trace is full.
            limits = limits.withMaxNodes(traceLimit);
        }
        JsonArray solutions = new JsonArray();
        SearchResult result = links.search(limits, solution -> {
            if (solutions.size() < limit) {
                solutions.add(Answers.numbers(solution.optionIndices()));
            }
            return true;
        }, false);
        o.add("solutions", solutions);
        o.addProperty("count", result.solutionCount());
        o.addProperty("complete", result.isComplete());
        Answers.stopped(o, Answers.stopped(result.stopReason()));
        JsonObject stats = new JsonObject();
        stats.addProperty("nodes", result.stats().nodes());
        stats.addProperty("updates", result.stats().updates());
        stats.addProperty("guesses", result.stats().guesses());
        stats.addProperty("micros", result.stats().elapsedNanos() / 1000);
        o.add("stats", stats);
        if (trace != null) {
            o.add("trace", trace.events);
            o.addProperty("traceComplete", !trace.full && result.isComplete());
        }
        return o;
    }

    /** The matrix: items (name, primary, and for Sudoku the group) and options (their items). */
    private static void matrix(JsonObject o, ExactCoverProblem problem, SudokuExactCover sudoku) {
        JsonArray items = new JsonArray(problem.itemCount());
        for (int i = 0; i < problem.itemCount(); i++) {
            JsonObject item = new JsonObject();
            item.addProperty("name", problem.itemName(i));
            item.addProperty("primary", problem.isPrimary(i));
            if (sudoku != null && !sudoku.isSolved()) {
                String name = problem.itemName(i);
                item.addProperty("group", sudoku.isCellItem(i) ? "cell"
                        : name.startsWith("r") ? "row" : name.startsWith("c") ? "column" : "box");
            }
            items.add(item);
        }
        o.add("items", items);
        JsonArray options = new JsonArray(problem.optionCount());
        JsonArray names = new JsonArray(problem.optionCount());
        for (int k = 0; k < problem.optionCount(); k++) {
            options.add(Answers.numbers(problem.optionItems(k)));
            names.add(problem.optionText(k));
        }
        o.add("options", options);
        o.add("optionNames", names);
        if (sudoku != null) {
            JsonArray placements = new JsonArray(problem.optionCount());
            for (int k = 0; k < problem.optionCount(); k++) {
                JsonObject p = new JsonObject();
                p.addProperty("cell", sudoku.cell(k));
                p.addProperty("digit", sudoku.value(k));
                placements.add(p);
            }
            o.add("placements", placements);
        }
    }

    /**
     * The engine's steps as JSON events, up to a limit. Each {@code try} also says what choosing the
     * option does to the matrix, worked out from the matrix alone: the items it covers (its own) and
     * the rows it hides (the options still in play that clash with it: a primary item in common, or
     * a secondary one they colour differently), so that a client can replay the search without
     * knowing how cover works.
     */
    private static final class Trace implements SearchObserver {
        private final ExactCoverProblem problem;
        private final int limit;
        final JsonArray events = new JsonArray();
        boolean full;
        /** For each item, the options that contain it. */
        private final int[][] itemOptions;
        /** The level that hid each option, or -1 while it is in play. */
        private final int[] hiddenAt;
        /** The options hidden at each level, to put back when the search returns there. */
        private final java.util.ArrayList<int[]> hiddenBy = new java.util.ArrayList<>();

        Trace(ExactCoverProblem problem, int limit) {
            this.problem = problem;
            this.limit = limit;
            int[] counts = new int[problem.itemCount()];
            for (int o = 0; o < problem.optionCount(); o++) {
                for (int k = 0; k < problem.optionSize(o); k++) {
                    counts[problem.optionItem(o, k)]++;
                }
            }
            itemOptions = new int[problem.itemCount()][];
            for (int i = 0; i < counts.length; i++) {
                itemOptions[i] = new int[counts[i]];
                counts[i] = 0;
            }
            for (int o = 0; o < problem.optionCount(); o++) {
                for (int k = 0; k < problem.optionSize(o); k++) {
                    int item = problem.optionItem(o, k);
                    itemOptions[item][counts[item]++] = o;
                }
            }
            hiddenAt = new int[problem.optionCount()];
            java.util.Arrays.fill(hiddenAt, -1);
        }

        private JsonObject event(String kind, int level) {
            if (events.size() >= limit) {
                full = true;
                return null;
            }
            JsonObject e = new JsonObject();
            e.addProperty("event", kind);
            e.addProperty("level", level);
            events.add(e);
            return e;
        }

        @Override
        public void choose(int level, int item, int options) {
            JsonObject e = event("choose", level);
            if (e != null) {
                e.addProperty("item", item);
                e.addProperty("options", options);
            }
        }

        @Override
        public void tryOption(int level, int option) {
            JsonObject e = event("try", level);
            if (e == null) {
                return;
            }
            e.addProperty("option", option);
            e.add("covers", Answers.numbers(problem.optionItems(option)));
            e.add("hides", Answers.numbers(hide(level, option)));
        }

        /** Puts back what levels {@code level} and deeper hid, then hides what {@code option} clashes with. */
        private int[] hide(int level, int option) {
            while (hiddenBy.size() > level) {
                for (int o : hiddenBy.remove(hiddenBy.size() - 1)) {
                    hiddenAt[o] = -1;
                }
            }
            while (hiddenBy.size() < level) {
                hiddenBy.add(new int[0]);
            }
            java.util.ArrayList<Integer> hidden = new java.util.ArrayList<>();
            for (int k = 0; k < problem.optionSize(option); k++) {
                int item = problem.optionItem(option, k);
                int colour = problem.optionColor(option, k);
                for (int other : itemOptions[item]) {
                    if (other == option || hiddenAt[other] >= 0 || (colour != 0 && colourOn(other, item) == colour)) {
                        continue;
                    }
                    hiddenAt[other] = level;
                    hidden.add(other);
                }
            }
            int[] list = hidden.stream().mapToInt(Integer::intValue).sorted().toArray();
            hiddenBy.add(list);
            return list;
        }

        private int colourOn(int option, int item) {
            for (int k = 0; k < problem.optionSize(option); k++) {
                if (problem.optionItem(option, k) == item) {
                    return problem.optionColor(option, k);
                }
            }
            return 0;
        }

        @Override
        public void deadEnd(int level, int item) {
            JsonObject e = event("deadEnd", level);
            if (e != null) {
                e.addProperty("item", item);
            }
        }

        @Override
        public void backtrack(int level) {
            event("backtrack", level);
        }

        @Override
        public void solution(int level) {
            event("solution", level);
        }
    }
}
