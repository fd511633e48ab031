package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.sudokux.format.VariantJson;
import dev.sudokux.format.VariantReader;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Placement;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.House;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantExplainer;
import dev.sudokux.variant.VariantGrid;
import dev.sudokux.variant.VariantPuzzle;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static dev.sudokux.web.Answers.numbers;

/**
 * Variant puzzles (jigsaw, killer, thermometers, arrows, diagonals...: what core's
 * {@link VariantReader} reads, f-puzzles links and JSON, ISS strings, sudokux's variant JSON) on the
 * routes that take them: {@code parse} (the layout as data for the page to draw), {@code solve},
 * {@code check} and {@code count} (core's {@link VariantSolver}, every solution checked against
 * every constraint), {@code explain}, {@code rate} and {@code hint} (core's {@link VariantExplainer}).
 * The other routes (enumerate, format) answer 422 {@code unsupported-variant} for them.
 */
final class VariantRoutes {

    private static final VariantSolver SOLVER = new VariantSolver();
    private static final VariantExplainer EXPLAINER = new VariantExplainer();

    private VariantRoutes() {
    }

    /**
     * Whether the request's puzzle is a variant puzzle (rather than a classic one): a variant form, or
     * any text with a {@code layout} member (a multi-grid layout's whole text grid).
     */
    static boolean isVariant(Members request) {
        JsonElement e = request.get("puzzle");
        if (e == null) {
            return false;
        }
        if (request.has("layout")) {
            return true;
        }
        if (e.isJsonObject()) {
            return VariantJson.isVariantJson(e.getAsJsonObject()) || e.getAsJsonObject().has("grid");
        }
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            String text = e.getAsString();
            return mayBeVariant(text) && VariantReader.looksLike(text.length() > 4096 ? text.substring(0, 4096) : text);
        }
        return false;
    }

    /**
     * Whether the text holds a character that only variant forms use (the JSON braces, ISS's '~' and
     * ':', the short killer's arrows, f-puzzles' compressed "N4Ig..."): a classic puzzle (the solve
     * route's every request) is told apart with one pass over its characters.
     */
    private static boolean mayBeVariant(String text) {
        for (int i = 0; i < text.length(); i++) {
            switch (text.charAt(i)) {
                case '~', '{', ':', '<', '>', '^', '`', '\'', ',', 'v', 'N' -> {
                    return true;
                }
                default -> {
                }
            }
        }
        return false;
    }

    /** The one variant puzzle of the request. */
    static VariantPuzzle read(Members request, int maxSize) {
        return first(request, maxSize).puzzle();
    }

    private static VariantReader.Item first(Members request, int maxSize) {
        JsonElement e = request.get("puzzle");
        String text = e.isJsonObject() ? Json.text(e.getAsJsonObject()) : e.getAsString();
        Layout layout = layout(request);
        List<VariantReader.Item> items = layout == null ? VariantReader.read(text) : VariantReader.read(text, layout);
        if (items.isEmpty()) {
            throw PuzzleInput.badPuzzle("the text holds no puzzle");
        }
        if (items.size() > 1) {
            throw PuzzleInput.badPuzzle("the text holds " + items.size() + " puzzles; this route takes one");
        }
        VariantReader.Item item = items.get(0);
        if (item.puzzle() == null) {
            throw PuzzleInput.badPuzzle(item.where() + ": " + item.error()).with("line", item.line());
        }
        Board board = item.puzzle().board();
        int side = Math.max(board.rows(), board.columns());
        if (side > maxSize) {
            throw new Problem(413, "too-large", "Puzzle too large", "a " + board.rows() + "x" + board.columns()
                    + " board is larger than this server takes (up to " + maxSize + "x" + maxSize + ")")
                    .with("pointer", "/puzzle").with("maxSize", maxSize);
        }
        return item;
    }

    /**
     * The request's {@code layout} ({@code samurai}, {@code twodoku}, {@code butterfly}, {@code sohei},
     * {@code windmill}: the puzzle is then that layout's whole text grid, as the CLI's {@code --layout}
     * reads it), or null without one.
     */
    private static Layout layout(Members request) {
        String name = request.string("layout", null);
        if (name == null) {
            return null;
        }
        Layout layout;
        try {
            layout = Layout.parse(name);
        } catch (IllegalArgumentException unknown) {
            layout = Layout.CLASSIC;
        }
        if (layout == Layout.CLASSIC) {
            throw request.bad("layout", "must be samurai, twodoku, butterfly, sohei or windmill, not '" + name + "'");
        }
        return layout;
    }

    /** The answer for a route that takes no variant puzzle. */
    static Problem unsupported(String route) {
        return new Problem(422, "unsupported-variant", "Not available for variant puzzles",
                "the " + route + " route takes classic puzzles only; variant puzzles can be parsed, solved, checked,"
                        + " counted, explained, rated and hinted").with("pointer", "/puzzle");
    }

    /**
     * {@code parse}: the board as the page draws it: {@code rows}, {@code columns}, {@code digits},
     * {@code size} (a square board without holes), {@code box} (when the board has boxes), {@code cells}
     * (the givens, one a position, row by row), {@code regions} (the region of each position: boxes or
     * jigsaw regions; -1 for a hole), {@code houses} (the extra ones: diagonals, windows...; on a board
     * without {@code size}, made of several grids, every house: each grid's rows, columns and boxes,
     * then the extra ones, in the order a step's {@code units} number them), {@code holes} (the
     * positions that are no cell, when there are some), the constraints by how they
     * are drawn ({@link VariantLayout#addConstraints}: cages, lines, dots, clues outside the grid,
     * cell marks, quadruples, clones, and the whole-board rules as sentences), and {@code variant},
     * the puzzle in sudokux's variant JSON, to send back as the {@code puzzle} with other givens.
     */
    static JsonObject parse(Members request, int maxSize) {
        VariantReader.Item item = first(request, maxSize);
        VariantPuzzle puzzle = item.puzzle();
        Board board = puzzle.board();
        JsonObject o = new JsonObject();
        o.addProperty("format", item.form().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        o.addProperty("rows", board.rows());
        o.addProperty("columns", board.columns());
        o.addProperty("digits", board.digits());
        boolean square = isSquare(board);
        if (square) {
            o.addProperty("size", board.rows());
        }
        int[] regions = new int[board.size()];
        java.util.Arrays.fill(regions, -1);
        int regionCount = 0;
        JsonArray houses = new JsonArray();
        int[] box = null;
        for (House h : board.houses()) {
            boolean extra = h.kind() != House.Kind.ROW && h.kind() != House.Kind.COLUMN
                    && h.kind() != House.Kind.BOX && h.kind() != House.Kind.REGION;
            if (h.kind() == House.Kind.BOX || h.kind() == House.Kind.REGION) {
                regionCount++;
                for (int cell : h.cells()) {
                    regions[cell] = regionCount - 1;
                }
                if (h.kind() == House.Kind.BOX && box == null) {
                    box = span(board, h.cells());
                }
            }
            if (extra || !square) {
                JsonObject x = new JsonObject();
                x.addProperty("kind", h.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
                x.addProperty("name", h.name());
                x.add("cells", numbers(h.cells()));
                houses.add(x);
            }
        }
        if (box != null) {
            JsonArray b = new JsonArray();
            b.add(box[0]);
            b.add(box[1]);
            o.add("box", b);
        }
        o.add("cells", numbers(puzzle.givens()));
        o.addProperty("givens", puzzle.givenCount());
        if (regionCount > 0) {
            o.add("regions", numbers(regions));
        }
        o.add("houses", houses);
        JsonObject variant = VariantJson.toJson(puzzle);
        if (variant.has("holes")) {
            o.add("holes", variant.get("holes").deepCopy());
        }
        VariantLayout.addConstraints(o, puzzle);
        o.add("variant", variant);
        o.addProperty("puzzles", 1);
        return o;
    }

    /** {@code solve}: the first solution. */
    static JsonObject solve(Members request, VariantPuzzle puzzle, Deadline deadline) {
        VariantResult r = SOLVER.solve(puzzle, SolveRequest.first().withTimeLimit(deadline.remaining()));
        JsonObject o = about(puzzle);
        o.addProperty("status", r.first() != null ? "solved" : r.isComplete() ? "none" : "unknown");
        if (r.first() != null) {
            o.add("solution", numbers(r.first().values()));
        } else {
            Answers.stopped(o, Answers.stopped(r.stopReason()));
        }
        return finish(o, r);
    }

    /** {@code check}: none, unique or multiple; with {@code limit}, the solutions counted up to it too. */
    static JsonObject check(Members request, VariantPuzzle puzzle, Deadline deadline) {
        long limit = request.number("limit", 2, 2, Long.MAX_VALUE);
        VariantResult r = SOLVER.solve(puzzle, SolveRequest.count(limit).withTimeLimit(deadline.remaining()));
        JsonObject o = about(puzzle);
        o.addProperty("status", r.status() == Status.FOUND ? "unknown" : r.status().word());
        if (request.has("limit")) {
            o.addProperty("count", r.solutionCount());
            o.addProperty("complete", r.isComplete());
        }
        Answers.stopped(o, r.status() == Status.LIMIT_REACHED ? Answers.stopped(r.stopReason()) : null);
        return finish(o, r);
    }

    /** {@code count}: the solutions, up to {@code limit} (default: all, within the time limit). */
    static JsonObject count(Members request, VariantPuzzle puzzle, Deadline deadline) {
        long limit = request.number("limit", Long.MAX_VALUE, 1, Long.MAX_VALUE);
        VariantResult r = SOLVER.solve(puzzle, SolveRequest.count(limit).withTimeLimit(deadline.remaining()));
        JsonObject o = about(puzzle);
        o.addProperty("count", r.solutionCount());
        o.addProperty("complete", r.isComplete());
        Answers.stopped(o, Answers.stopped(r.stopReason()));
        return finish(o, r);
    }

    /** The one solution of {@code puzzle}, or the answer that says there is not exactly one (as for classic puzzles). */
    private static Object solutionOrAnswer(VariantPuzzle puzzle, Deadline deadline) {
        VariantResult r = SOLVER.solve(puzzle, SolveRequest.uniqueness().withTimeLimit(deadline.remaining()));
        if (r.status() == Status.UNIQUE) {
            return r.first();
        }
        JsonObject o = about(puzzle);
        o.addProperty("status", r.status() == Status.FOUND ? "unknown" : r.status().word());
        Answers.stopped(o, r.status() == Status.LIMIT_REACHED ? "time" : null);
        return finish(o, r);
    }

    /**
     * {@code explain}: every step of core's {@link VariantExplainer} (technique, rating, text, focus,
     * placements, eliminations), the rating from the hardest step, whether logic finished, and the
     * solution; {@code status} none, multiple or unknown (alone) when the puzzle has not one solution.
     */
    static JsonObject explain(Members request, VariantPuzzle puzzle, Deadline deadline) {
        Object checked = solutionOrAnswer(puzzle, deadline);
        if (checked instanceof JsonObject notUnique) {
            return notUnique;
        }
        VariantExplainer.Explanation x = explanation(puzzle, deadline);
        JsonObject o = about(puzzle);
        o.addProperty("status", "unique");
        o.addProperty("solved", x.solved());
        if (!x.isComplete()) {
            o.addProperty("stopped", "time");
        } else {
            rating(o, VariantExplainer.rate(x));
        }
        JsonArray steps = new JsonArray(x.steps().size());
        for (VariantExplainer.Step step : x.steps()) {
            steps.add(step(puzzle, step));
        }
        o.add("steps", steps);
        o.add("solution", numbers(((VariantGrid) checked).values()));
        return o;
    }

    /** Every step of the puzzle's explanation, within what is left of the request's time. */
    private static VariantExplainer.Explanation explanation(VariantPuzzle puzzle, Deadline deadline) {
        return EXPLAINER.explain(puzzle, Integer.MAX_VALUE, LogicRoutes.budget(deadline));
    }

    /** {@code rate}: the rating (the hardest step's, on Sudoku Explainer's scale), grade, hardest technique. */
    static JsonObject rate(Members request, VariantPuzzle puzzle, Deadline deadline) {
        Object checked = solutionOrAnswer(puzzle, deadline);
        if (checked instanceof JsonObject notUnique) {
            return notUnique;
        }
        VariantExplainer.Explanation x = explanation(puzzle, deadline);
        JsonObject o = about(puzzle);
        if (!x.isComplete()) {
            o.addProperty("status", "unknown");
            o.addProperty("stopped", "time");
            return o;
        }
        o.addProperty("status", "unique");
        rating(o, VariantExplainer.rate(x));
        return o;
    }

    /**
     * {@code hint}: given the puzzle and the person's grid ({@code grid}: one number a position of the
     * board, 0 blank), a wrong entry first ({@code kind} mistake, its {@code cells}); else the next
     * step on the grid as it is ({@code kind} step) at {@code level} 1 (where to look), 2 (which
     * technique) or 3 (the step); {@code solved} or {@code none} otherwise. Pencil marks are not read
     * for variant puzzles: candidates are what the rules leave.
     */
    static JsonObject hint(Members request, VariantPuzzle puzzle, Deadline deadline) {
        int level = request.integer("level", 1, 1, 3);
        Board board = puzzle.board();
        int[] current = request.has("grid") ? grid(request, puzzle) : puzzle.givens();
        Object checked = solutionOrAnswer(puzzle, deadline);
        if (checked instanceof JsonObject notUnique) {
            return LogicRoutes.noHint(notUnique);
        }
        int[] solution = ((VariantGrid) checked).values();
        JsonObject o = about(puzzle);
        JsonArray wrong = new JsonArray();
        boolean filled = true;
        for (int p = 0; p < current.length; p++) {
            if (board.isCell(p)) {
                filled &= current[p] != 0;
                if (current[p] != 0 && current[p] != solution[p]) {
                    wrong.add(p);
                }
            }
        }
        if (!wrong.isEmpty()) {
            o.addProperty("kind", "mistake");
            o.add("cells", wrong);
            o.addProperty("text", level >= 3 ? "Wrong entries: " + names(board, wrong) + "."
                    : wrong.size() == 1 ? "One entry is wrong." : wrong.size() + " entries are wrong.");
            return o;
        }
        if (filled) {
            o.addProperty("kind", "solved");
            o.addProperty("text", "The grid is solved.");
            return o;
        }
        Optional<VariantExplainer.Step> step;
        try {
            step = EXPLAINER.nextStep(puzzle.withGivens(current), LogicRoutes.budget(deadline));
        } catch (BudgetExceededException timeUp) {
            step = Optional.empty();
        }
        if (step.isEmpty()) {
            return LogicRoutes.noStep(o, deadline);
        }
        o.addProperty("kind", "step");
        o.addProperty("level", level);
        o.addProperty("text", VariantExplainer.hint(step.get(), level));
        o.addProperty("focus", step.get().focus());
        VariantLayout.addFocus(o, puzzle, step.get().focus());
        if (level >= 2) {
            o.addProperty("technique", step.get().technique());
        }
        if (level >= 3) {
            o.add("step", step(puzzle, step.get()));
        }
        return o;
    }

    private static int[] grid(Members request, VariantPuzzle puzzle) {
        Board board = puzzle.board();
        JsonElement e = request.get("grid");
        if (!e.isJsonArray() || e.getAsJsonArray().size() != board.size()) {
            throw request.bad("grid", "must be an array of " + board.size() + " numbers (0 for blank), row by row");
        }
        JsonArray a = e.getAsJsonArray();
        int[] values = new int[board.size()];
        for (int p = 0; p < values.length; p++) {
            JsonElement v = a.get(p);
            int d = v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber() ? v.getAsInt() : -1;
            if (d < 0 || d > board.digits() || (d != 0 && !board.isCell(p))) {
                throw request.bad("grid", "position " + p + " must be a number from 0 to " + board.digits()
                        + " (0 outside the grid)");
            }
            if (puzzle.given(p) != 0 && d != puzzle.given(p)) {
                throw request.bad("grid", "position " + p + " (" + board.cellName(p) + ") is a given, "
                        + puzzle.given(p) + ", but the grid has " + d + " there");
            }
            values[p] = d;
        }
        return values;
    }

    private static String names(Board board, JsonArray cells) {
        StringBuilder sb = new StringBuilder();
        for (JsonElement c : cells) {
            sb.append(sb.length() == 0 ? "" : ", ").append(board.cellName(c.getAsInt()));
        }
        return sb.toString();
    }

    private static void rating(JsonObject o, VariantExplainer.Rating rating) {
        o.addProperty("rating", Math.round(rating.value() * 10) / 10.0);
        o.addProperty("grade", rating.grade().name().toLowerCase(Locale.ROOT));
        o.addProperty("hardest", rating.hardest());
        o.addProperty("stalled", rating.stalled());
        o.addProperty("steps", rating.steps());
    }

    /**
     * A step as the page reads it: technique, rating, text, focus, placements and eliminations
     * ({cell, digit, name}), and what the focus points at ({@link VariantLayout#addFocus}: the house
     * as {@code units}, or the {@code constraint} and its {@code cells}).
     */
    private static JsonObject step(VariantPuzzle puzzle, VariantExplainer.Step step) {
        Board board = puzzle.board();
        JsonObject o = new JsonObject();
        o.addProperty("technique", step.technique());
        o.addProperty("rating", Math.round(step.difficulty() * 10) / 10.0);
        o.addProperty("text", step.text());
        o.addProperty("focus", step.focus());
        JsonArray placements = new JsonArray();
        for (Placement p : step.placements()) {
            placements.add(candidate(board, p.cell(), p.value()));
        }
        o.add("placements", placements);
        JsonArray eliminations = new JsonArray();
        for (Elimination e : step.eliminations()) {
            eliminations.add(candidate(board, e.cell(), e.value()));
        }
        o.add("eliminations", eliminations);
        VariantLayout.addFocus(o, puzzle, step.focus());
        o.add("links", new JsonArray());
        return o;
    }

    private static JsonObject candidate(Board board, int cell, int digit) {
        JsonObject o = new JsonObject();
        o.addProperty("cell", cell);
        o.addProperty("digit", digit);
        o.addProperty("name", board.cellName(cell));
        return o;
    }

    private static JsonObject about(VariantPuzzle puzzle) {
        Board board = puzzle.board();
        JsonObject o = new JsonObject();
        o.addProperty("variant", true);
        if (isSquare(board)) {
            o.addProperty("size", board.rows());
        }
        return o;
    }

    private static JsonObject finish(JsonObject o, VariantResult r) {
        o.addProperty("solver", "variant");
        o.add("stats", Answers.stats(r.stats()));
        return o;
    }

    /**
     * Whether the board is one square grid of N x N cells and N digits without holes (a {@code size}
     * the page draws with its rows and columns as houses), rather than a frame of several grids (a
     * butterfly is 12 x 12 without holes, but its rows are not houses) or a rectangle.
     */
    static boolean isSquare(Board board) {
        return board.rows() == board.columns() && board.digits() == board.rows() && board.cellCount() == board.size()
                && board.houses().stream().filter(h -> h.kind() == House.Kind.ROW).count() == board.rows();
    }

    /** The rows and columns a box spans: [rows, columns]. */
    private static int[] span(Board board, int[] cells) {
        int minR = Integer.MAX_VALUE;
        int maxR = -1;
        int minC = Integer.MAX_VALUE;
        int maxC = -1;
        for (int cell : cells) {
            minR = Math.min(minR, board.row(cell));
            maxR = Math.max(maxR, board.row(cell));
            minC = Math.min(minC, board.column(cell));
            maxC = Math.max(maxC, board.column(cell));
        }
        return new int[] {maxR - minR + 1, maxC - minC + 1};
    }
}
