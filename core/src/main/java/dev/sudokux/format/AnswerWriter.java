package dev.sudokux.format;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.generate.Generated;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Explanation;
import dev.sudokux.logic.Hint;
import dev.sudokux.logic.Placement;
import dev.sudokux.logic.Rating;
import dev.sudokux.logic.Step;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.Flushable;
import java.io.IOException;
import java.io.Writer;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Writes the answers of sudokux's commands, one puzzle at a time, exactly as {@code sudokux} prints
 * them: every front (the command line, the web server, the Spark jobs) calls this class, so that
 * the same puzzle gets the same bytes everywhere.
 *
 * <p>An answer is written in the puzzle's own format, or in the one given to the constructor
 * ({@code --output-format}); in {@link Format#JSON}, one object a line that starts with the puzzle's
 * input (when named), its {@code number} and its {@code id} (when it had one). Each answer method
 * returns the word the answer is counted under ({@code solved}, {@code none}, {@code unique},
 * {@code multiple}, {@code unknown}, a grade, ...), for summaries and exit statuses. The
 * messages for standard error ({@link #errorLine}, {@link #gaveUp}, {@link #noLogicalPath}) are given
 * without the program's name, which the front adds.
 *
 * <pre>{@code
 * AnswerWriter answers = new AnswerWriter(writer, AnswerWriter.Kind.SOLVE, null);
 * answers.from("puzzles.txt", reader.format());
 * for (PuzzleItem item : items) {
 *     if (item instanceof Puzzle p) answers.solution(p, solver.solve(p.grid(), SolveRequest.first()));
 *     else { answers.invalid(item, ((PuzzleError) item).message()); }
 * }
 * answers.flush();
 * }</pre>
 *
 * <p>Not thread-safe: answers go out in the order they are written.
 */
public final class AnswerWriter implements Flushable {

    /** The command whose answers are written: it decides what an answer and a bad puzzle look like. */
    public enum Kind {
        /** The first solution, or {@code no solution} / {@code NO SOLUTION}, or {@code unknown}. */
        SOLVE,
        /** {@code unique}, {@code multiple} or {@code none}. */
        CHECK,
        /** The number of solutions, {@code N+} when it stopped at a limit. */
        COUNT,
        /** Every solution, then {@code TOTAL SOLUTION : k}. */
        ENUMERATE,
        /** The steps of a solve by logic. */
        EXPLAIN,
        /** The next step at a level of detail. */
        HINT,
        /** The rating, grade and hardest technique. */
        RATE,
        /** New puzzles. */
        GENERATE
    }

    /** The line the sized format puts before each solution and the total. */
    public static final String SEPARATOR = "==================";

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private final Writer out;
    private final Kind kind;
    private final Format forced;
    private final Map<Format, PuzzleWriter> writers = new EnumMap<>(Format.class);
    private String input;
    private Format inputFormat = Format.LINE;
    private PuzzleItem block;
    private boolean anyBlock;

    /**
     * A writer of {@code kind}'s answers to {@code out}.
     *
     * @param forced the format of every answer ({@code --output-format}), or null for each puzzle's own
     */
    public AnswerWriter(Writer out, Kind kind, Format forced) {
        this.out = out;
        this.kind = kind;
        this.forced = forced;
    }

    /**
     * Says which input the next answers are to: its name, given in JSON answers and error lines (null
     * for an unnamed input, such as standard input), and the format it is read in (the format of the
     * answers to its bad puzzles, unless one is forced).
     */
    public void from(String inputName, Format format) {
        this.input = inputName;
        this.inputFormat = format == null ? Format.LINE : format;
    }

    /** The format the answer to {@code item} is written in. */
    public Format formatFor(PuzzleItem item) {
        if (forced != null) {
            return forced;
        }
        return item instanceof Puzzle p ? p.format() : inputFormat;
    }

    /**
     * Why the answer to {@code puzzle} cannot be written in its format, or null when it can: a
     * command that writes grids ({@link Kind#SOLVE}, {@link Kind#ENUMERATE}) given a format that
     * cannot hold the puzzle's shape. Ask before the work: such a puzzle is answered
     * {@link #invalid} with this reason.
     */
    public String cannotWrite(Puzzle puzzle) {
        if (kind != Kind.SOLVE && kind != Kind.ENUMERATE) {
            return null;
        }
        String why = formatFor(puzzle).unsupported(puzzle.grid().shape());
        return why == null ? null : "cannot write its answer: " + why;
    }

    /** The line for standard error about {@code item}: the input's name (when named), then {@code problem}. */
    public String errorLine(PuzzleItem item, String problem) {
        return (input != null ? input + ": " : "") + problem;
    }

    /** Where a puzzle is, for messages: {@code puzzle 3, line 7}. */
    public static String where(PuzzleItem item) {
        return "puzzle " + item.number() + ", line " + item.line();
    }

    /**
     * The line for standard error when a budget stopped the work on {@code puzzle}:
     * {@code puzzle 3, line 7: gave up (time limit reached)}; null when it did not.
     */
    public String gaveUp(Puzzle puzzle, Result result) {
        return gaveUp(puzzle, result.stopReason());
    }

    /**
     * The line for standard error when a budget stopped the work on {@code puzzle} for
     * {@code reason}: {@code puzzle 3, line 7: gave up (time limit reached)}; null when {@code reason}
     * is no budget's (or null).
     */
    public String gaveUp(Puzzle puzzle, StopReason reason) {
        if (reason == null || !reason.isBudget()) {
            return null;
        }
        return errorLine(puzzle, where(puzzle) + ": gave up (" + why(reason) + ")");
    }

    /** A budget's stop reason in words: {@code time limit reached}, {@code node limit reached}, {@code interrupted}. */
    public static String why(StopReason reason) {
        return switch (reason) {
            case TIME_LIMIT -> "time limit reached";
            case NODE_LIMIT -> "node limit reached";
            case INTERRUPTED -> "interrupted";
            default -> reason.toString().toLowerCase(Locale.ROOT);
        };
    }

    /**
     * {@link Kind#EXPLAIN}, {@link Kind#HINT}, {@link Kind#RATE}: the answer to a puzzle whose work a
     * budget stopped: {@code unknown}; in JSON with the puzzle.
     *
     * @return {@code unknown}
     */
    public String stopped(Puzzle puzzle) throws IOException {
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("puzzle", puzzle.grid().toString());
            o.addProperty("status", "unknown");
            json(o);
        } else {
            line("unknown");
        }
        return "unknown";
    }

    /**
     * The line for standard error when logic has nothing to explain, rate or hint because the puzzle
     * has no solution or several; null when the check did not settle it (a budget ran out).
     */
    public String noLogicalPath(Puzzle puzzle, Result check) {
        if (check.status() != Status.NONE && check.status() != Status.MULTIPLE) {
            return null;
        }
        return errorLine(puzzle, where(puzzle) + ": "
                + (check.status() == Status.NONE ? "it has no solution" : "it has several solutions")
                + ", so there is no logical path to follow");
    }

    /**
     * Writes the answer to a bad puzzle: {@code invalid} (in the puzzle's text format, so with the
     * separator the format puts between answers, for {@link Kind#SOLVE} and {@link Kind#ENUMERATE};
     * a plain line otherwise), or in JSON <code>&#123;..., "status":"invalid", "error":problem&#125;</code>.
     *
     * @param problem the error, such as {@code puzzle 3, line 7, column 12: unknown symbol 'x' ...}
     * @return {@code invalid}
     */
    public String invalid(PuzzleItem item, String problem) throws IOException {
        return unanswered(item, "invalid", problem);
    }

    /**
     * Writes {@code word} in place of an answer, as {@link #invalid} writes {@code invalid}: for a
     * puzzle the work could not be done on ({@code unsupported}: the solver asked for does not take
     * its shape; {@code unknown}: it ran out of memory).
     *
     * @return {@code word}
     */
    public String unanswered(PuzzleItem item, String word, String problem) throws IOException {
        Format format = formatFor(item);
        if (format.isJson()) {
            JsonObject o = start(item);
            o.addProperty("status", word);
            o.addProperty("error", problem);
            json(o);
        } else if (kind == Kind.SOLVE) {
            text(format).writeText(word);
        } else {
            if (kind == Kind.ENUMERATE) {
                startBlock(item, format);
            }
            line(word);
        }
        return word;
    }

    /** {@link Kind#SOLVE}: the first solution, {@code no solution} or {@code unknown}. */
    public String solution(Puzzle puzzle, Result result) throws IOException {
        String word = result.hasSolution() ? "solved" : result.isComplete() ? "none" : "unknown";
        Format format = formatFor(puzzle);
        if (format.isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("status", word);
            if (result.first() != null) {
                putGrid(o, "cells", result.first());
            }
            json(o);
        } else if (result.first() != null) {
            text(format).write(result.first());
        } else if (result.hasSolution()) {
            text(format).writeText("solved");
        } else if (result.isComplete()) {
            text(format).writeNoSolution();
        } else {
            text(format).writeText("unknown");
        }
        return word;
    }

    /** {@link Kind#CHECK}: {@code unique}, {@code multiple}, {@code none}, or {@code unknown} when a budget ran out. */
    public String check(Puzzle puzzle, Result result) throws IOException {
        String word = result.status().word();
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("status", word);
            json(o);
        } else {
            line(word);
        }
        return word;
    }

    /**
     * {@link Kind#COUNT}: the number of solutions, {@code N+} when the count stopped at {@code limit}
     * or at a budget; in JSON {@code "count"} and {@code "complete"}.
     *
     * @param limit the most solutions asked for ({@link Long#MAX_VALUE}: no limit); the request
     *              looked for one more, to tell "exactly N" from "more than N"
     */
    public String count(Puzzle puzzle, Result result, long limit) throws IOException {
        long count = result.solutionCount();
        boolean more = false;
        if (count > limit) {
            count = limit;
            more = true;
        }
        more |= result.isIncomplete();
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("count", count);
            o.addProperty("complete", !more);
            json(o);
        } else {
            line(count + (more ? "+" : ""));
        }
        return tallyWord(count, result);
    }

    /**
     * {@link Kind#ENUMERATE}: solution number {@code k} (from 1) of {@code puzzle}: in the sized format
     * after a {@link #SEPARATOR} line, in grid and letters formats after a blank line (but the first),
     * in the line format one a line; in JSON <code>&#123;..., "solution":k, "box":..., "cells":...&#125;</code>.
     * Puzzles after the first start with a blank line in the grid, sized and letters formats.
     */
    public void enumerated(Puzzle puzzle, Grid solution, long k) throws IOException {
        Format format = formatFor(puzzle);
        startBlock(puzzle, format);
        if (format.isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("solution", k);
            putGrid(o, "cells", solution);
            json(o);
            return;
        }
        switch (format) {
            case SIZED -> {
                line(SEPARATOR);
                out.write(Format.GRID.toText(solution));
            }
            case LINE -> out.write(Format.LINE.toText(solution));
            default -> {
                if (k > 1) {
                    out.write('\n');
                }
                out.write(format.toText(solution));
            }
        }
    }

    /**
     * {@link Kind#ENUMERATE}: after the solutions, {@code TOTAL SOLUTION : k} ({@code k+} when it stopped
     * at {@code limit} or a budget), after a {@link #SEPARATOR} (sized) or a blank line (grid, letters);
     * {@code NO SOLUTION} when there is none; in JSON {@code "total"} and {@code "complete"}.
     */
    public String total(Puzzle puzzle, Result result, long limit) throws IOException {
        Format format = formatFor(puzzle);
        startBlock(puzzle, format);
        long count = result.solutionCount();
        boolean more = false;
        if (count > limit) {
            count = limit;
            more = true;
        }
        more |= result.isIncomplete();
        if (format.isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("total", count);
            o.addProperty("complete", !more);
            json(o);
        } else if (count == 0 && !more) {
            line("NO SOLUTION");
        } else {
            if (format == Format.SIZED) {
                line(SEPARATOR);
            } else if (format != Format.LINE) {
                out.write('\n');
            }
            line("TOTAL SOLUTION : " + count + (more ? "+" : ""));
        }
        return tallyWord(count, result);
    }

    /**
     * {@link Kind#EXPLAIN}, {@link Kind#HINT}, {@link Kind#RATE}: the answer to a puzzle logic does not
     * work on, since it has no solution or several, or the check ran out of budget: {@code none},
     * {@code multiple} or {@code unknown}; in JSON with the puzzle.
     */
    public String notUnique(Puzzle puzzle, Result check) throws IOException {
        String word = check.status().word();
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("puzzle", puzzle.grid().toString());
            o.addProperty("status", word);
            json(o);
        } else {
            line(word);
        }
        return word;
    }

    /**
     * {@link Kind#RATE}: {@code 4.2 hard XY-Wing} (rating, grade, hardest technique); in JSON
     * {@code rating}, {@code grade}, {@code hardest} and {@code stalled}.
     *
     * @return the grade, or {@code stalled}
     */
    public String rating(Puzzle puzzle, Rating rating) throws IOException {
        if (!rating.isComplete()) {
            return stopped(puzzle);
        }
        String grade = grade(rating);
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("rating", rating.value());
            o.addProperty("grade", grade);
            o.addProperty("hardest", rating.hardest() == null ? null : rating.hardest().name());
            o.addProperty("stalled", rating.stalled());
            json(o);
        } else {
            line(rating.toString());
        }
        return rating.stalled() ? "stalled" : grade;
    }

    /**
     * {@link Kind#EXPLAIN}: a header line (number, rating, grade, steps), one line a step, and the grid
     * at the end; in JSON the puzzle, {@code solved}, {@code rating}, {@code grade}, {@code hardest},
     * the {@code steps} (technique, difficulty, placements, eliminations, cells, units, text) and the
     * {@code solution} when solved.
     *
     * <p>When a budget stopped it: the steps so far, the header and the last line saying so, and in
     * JSON {@code "complete":false}.
     *
     * @return {@code solved}, {@code stalled}, or {@code unknown} when a budget stopped it
     */
    public String explanation(Puzzle puzzle, Explanation x, Rating rating) throws IOException {
        Shape shape = puzzle.grid().shape();
        String grade = grade(rating);
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("puzzle", puzzle.grid().toString());
            o.addProperty("solved", x.solved());
            o.addProperty("complete", x.isComplete());
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
                    placements.add(cellDigit(shape, p.cell(), p.value()));
                }
                step.add("placements", placements);
                JsonArray eliminations = new JsonArray();
                for (Elimination e : s.eliminations()) {
                    eliminations.add(cellDigit(shape, e.cell(), e.value()));
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
            json(o);
        } else {
            StringBuilder text = new StringBuilder();
            String end = x.solved() ? ", solved" : x.isComplete() ? ", stalled" : ", stopped (" + why(x.stopReason()) + ")";
            text.append(String.format(Locale.ROOT, "puzzle %d: rating %.1f%s (%s), %s, %d steps%s%n", puzzle.number(),
                    rating.value(), x.isComplete() ? "" : "+", rating.describe(), grade, x.steps().size(), end));
            int k = 0;
            for (Step s : x.steps()) {
                text.append(String.format(Locale.ROOT, "%4d. %s (%.1f): %s%n", ++k, s.technique().name(),
                        s.difficulty(), s.text()));
            }
            if (!x.solved() && x.isComplete()) {
                text.append("      stalled: no technique sudokux knows finds a step here; the grid so far:\n");
            } else if (!x.isComplete()) {
                text.append("      stopped: " + why(x.stopReason()) + " before logic finished; the grid so far:\n");
            }
            text.append("      ").append(x.result()).append('\n');
            out.write(text.toString().replace(System.lineSeparator(), "\n"));
        }
        return x.solved() ? "solved" : x.isComplete() ? "stalled" : "unknown";
    }

    /**
     * {@link Kind#HINT}: the hint's sentence, or why there is none; in JSON {@code level}, {@code hint},
     * and from level 2 the {@code technique}, from level 3 the {@code cells}.
     *
     * @return {@code hint}, {@code solved} (nothing left to do) or {@code stalled} (no step found)
     */
    public String hint(Puzzle puzzle, Optional<Hint> hint, int level) throws IOException {
        boolean solved = puzzle.grid().isFilled();
        String text = hint.map(Hint::text).orElse(solved ? "solved: nothing left to do"
                : "no hint: no technique sudokux knows finds a step here (sudokux solve will finish it)");
        if (formatFor(puzzle).isJson()) {
            JsonObject o = start(puzzle);
            o.addProperty("level", level);
            o.addProperty("hint", text);
            if (hint.isPresent() && level >= 2) {
                o.addProperty("technique", hint.get().step().technique().name());
            }
            if (hint.isPresent() && level >= 3) {
                Shape shape = puzzle.grid().shape();
                JsonArray cells = new JsonArray();
                hint.get().step().cells().forEach(c -> cells.add(shape.cellName(c)));
                o.add("cells", cells);
            }
            json(o);
        } else {
            line(text);
        }
        return hint.isPresent() ? "hint" : solved ? "solved" : "stalled";
    }

    /**
     * {@link Kind#GENERATE}: a new puzzle in the forced format (line when none); in JSON its
     * {@code number} (from 1), {@code seed}, {@code box}, {@code cells}, {@code clues}, the
     * {@code rating} and {@code grade} when given, and its {@code solution}.
     *
     * @param rating the puzzle's rating, or null when it was not rated
     */
    public void generated(Generated generated, Rating rating) throws IOException {
        Format format = forced == null ? Format.LINE : forced;
        if (!format.isJson()) {
            text(format).write(generated.puzzle());
            return;
        }
        JsonObject o = new JsonObject();
        o.addProperty("number", generated.index() + 1);
        o.addProperty("seed", generated.seed());
        putGrid(o, "cells", generated.puzzle());
        o.addProperty("clues", generated.clues());
        if (rating != null) {
            o.addProperty("rating", rating.value());
            o.addProperty("grade", grade(rating));
        }
        o.addProperty("solution", generated.solution().toString());
        json(o);
    }

    /** Writes a line of free text (a trace, a title) between answers. */
    public void text(String line) throws IOException {
        line(line);
    }

    /** Flushes the underlying writer. */
    @Override
    public void flush() throws IOException {
        out.flush();
    }

    private static String grade(Rating rating) {
        return rating.grade().name().toLowerCase(Locale.ROOT);
    }

    private static String tallyWord(long count, Result result) {
        if (result.isIncomplete()) {
            return "unknown";
        }
        return count == 0 ? "none" : count == 1 ? "unique" : "multiple";
    }

    private static JsonObject cellDigit(Shape shape, int cell, int value) {
        JsonObject c = new JsonObject();
        c.addProperty("cell", shape.cellName(cell));
        c.addProperty("digit", value);
        return c;
    }

    /**
     * Starts the answer to {@code item}, when it is not the one being answered: for
     * {@link Kind#ENUMERATE} in the grid, sized and letters formats, the blank line between puzzles.
     * The answer methods call it; a front calls it itself to write something of its own first (a
     * trace).
     */
    public void begin(PuzzleItem item) throws IOException {
        if (kind == Kind.ENUMERATE) {
            startBlock(item, formatFor(item));
        }
    }

    private void startBlock(PuzzleItem item, Format format) throws IOException {
        if (block == item) {
            return;
        }
        if (anyBlock && !format.isJson() && format != Format.LINE) {
            out.write('\n');
        }
        block = item;
        anyBlock = true;
    }

    /** The start of a JSON answer: the input when named, the puzzle's number, its id when it had one. */
    private JsonObject start(PuzzleItem item) {
        JsonObject o = new JsonObject();
        if (input != null) {
            o.addProperty("input", input);
        }
        o.addProperty("number", item.number());
        if (item.id() != null) {
            o.add("id", JsonParser.parseString(item.id()));
        }
        return o;
    }

    /** Adds {@code "box":[r,c]} and the grid's cells under {@code key}. */
    private static void putGrid(JsonObject object, String key, Grid grid) {
        JsonArray box = new JsonArray();
        box.add(grid.shape().boxRows());
        box.add(grid.shape().boxColumns());
        object.add("box", box);
        object.add(key, cells(grid));
    }

    /** The cells of a grid as JSON: a string in the one-line alphabet up to 61x61, numbers beyond. */
    private static JsonElement cells(Grid grid) {
        if (grid.size() <= dev.sudokux.sudoku.Symbols.MAX_VALUE) {
            return new JsonPrimitive(grid.toString());
        }
        JsonArray array = new JsonArray();
        for (int v : grid.toArray()) {
            array.add(v);
        }
        return array;
    }

    private void json(JsonObject object) throws IOException {
        out.write(GSON.toJson(object));
        out.write('\n');
    }

    private void line(String text) throws IOException {
        out.write(text);
        out.write('\n');
    }

    /** The writer of a text format (one per format, so separators follow each format's rule). */
    private PuzzleWriter text(Format format) {
        return writers.computeIfAbsent(format, f -> new PuzzleWriter(out, f));
    }
}
