package dev.sudokux.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Puzzles as JSON Lines, for programs: one object a line, {@code {"box":[3,3],"cells":"..."}}.
 * {@code cells} is the grid row by row, either a string in the one-line alphabet ({@code 1-9},
 * {@code A-Z}, {@code a-z}; {@code .} or {@code 0} blank) or an array of numbers (0 blank, for any
 * size); {@code box} ({@code [rows, columns]} of a box) may be left out when the size has its usual
 * boxes. Any {@code "id"} is echoed in the answer. Blank lines are skipped.
 */
final class JsonPuzzles implements Iterator<PuzzleItem> {

    private static final Pattern GSON_POSITION = Pattern.compile("line (\\d+) column (\\d+)");

    private final BufferedReader in;
    private final Shape forced;
    private int lineNumber;
    private int count;
    private PuzzleItem pending;
    private boolean done;
    private final java.util.Map<Integer, JsonElement> ids = new java.util.concurrent.ConcurrentHashMap<>();

    JsonPuzzles(BufferedReader in, Shape forced) {
        this.in = in;
        this.forced = forced;
    }

    /** The {@code id} given with puzzle {@code number}, or null; forgets it. */
    JsonElement takeId(int number) {
        return ids.remove(number);
    }

    @Override
    public boolean hasNext() {
        if (pending == null && !done) {
            try {
                String line;
                while ((line = in.readLine()) != null) {
                    lineNumber++;
                    if (!line.isBlank()) {
                        count++;
                        pending = parse(line, count, lineNumber);
                        return true;
                    }
                }
                done = true;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return pending != null;
    }

    @Override
    public PuzzleItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        PuzzleItem item = pending;
        pending = null;
        return item;
    }

    private PuzzleItem parse(String line, int number, int lineNo) {
        JsonObject object;
        try {
            JsonReader reader = new JsonReader(new StringReader(line));
            reader.setStrictness(Strictness.STRICT);
            JsonElement element = com.google.gson.JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                return new PuzzleError(number, lineNo, 0, "one JSON object a line is expected; more follows it");
            }
            if (!element.isJsonObject()) {
                return new PuzzleError(number, lineNo, 1, "a JSON object {\"box\":[3,3],\"cells\":\"...\"} is expected");
            }
            object = element.getAsJsonObject();
        } catch (JsonParseException | IOException | IllegalStateException e) {
            String message = e.getCause() != null && e.getCause().getMessage() != null ? e.getCause().getMessage()
                    : String.valueOf(e.getMessage());
            Matcher m = GSON_POSITION.matcher(message);
            int column = m.find() ? Integer.parseInt(m.group(2)) : 0;
            String what = message.replaceAll(" at line \\d+ column \\d+ path \\S*", "")
                    .replaceAll("\\s*See https://\\S+", "").trim();
            return new PuzzleError(number, lineNo, column, "bad JSON: " + what);
        }
        if (object.has("id")) {
            ids.put(number, object.get("id"));
        }
        JsonElement cells = object.get("cells");
        if (cells == null) {
            return new PuzzleError(number, lineNo, 1, "no \"cells\" in the object");
        }
        int[] values;
        if (cells.isJsonPrimitive() && cells.getAsJsonPrimitive().isString()) {
            String text = cells.getAsString();
            int n = (int) Math.round(Math.sqrt(text.length()));
            if (n * n != text.length() || n < 1) {
                return new PuzzleError(number, lineNo, 0, "\"cells\" has " + text.length()
                        + " symbols, which is no square grid (81 for 9x9)");
            }
            values = new int[text.length()];
            for (int i = 0; i < values.length; i++) {
                int v = Symbols.LINE.value(text.charAt(i), n);
                if (v < 0) {
                    return new PuzzleError(number, lineNo, 0, "unknown symbol '" + text.charAt(i) + "' at cell "
                            + (i + 1) + " of \"cells\" (expected " + Symbols.LINE.range(n) + " or '.' for blank)");
                }
                values[i] = v;
            }
        } else if (cells.isJsonArray()) {
            JsonArray array = cells.getAsJsonArray();
            values = new int[array.size()];
            for (int i = 0; i < values.length; i++) {
                JsonElement e = array.get(i);
                if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
                    return new PuzzleError(number, lineNo, 0, "cell " + (i + 1) + " of \"cells\" is not a number");
                }
                values[i] = e.getAsInt();
            }
        } else {
            return new PuzzleError(number, lineNo, 0, "\"cells\" must be a string or an array of numbers");
        }
        int n = (int) Math.round(Math.sqrt(values.length));
        if (n * n != values.length) {
            return new PuzzleError(number, lineNo, 0, "\"cells\" has " + values.length + " values, which is no square grid");
        }
        Shape shape;
        try {
            shape = shapeOf(object.get("box"), n);
        } catch (IllegalArgumentException e) {
            return new PuzzleError(number, lineNo, 0, e.getMessage());
        }
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0 || values[i] > n) {
                return new PuzzleError(number, lineNo, 0, "value " + values[i] + " at cell " + (i + 1)
                        + " is outside 0.." + n);
            }
        }
        Grid grid = Grid.of(shape, values);
        var conflicts = grid.conflicts();
        if (!conflicts.isEmpty()) {
            return new PuzzleError(number, lineNo, 0, conflicts.get(0).describe(shape));
        }
        return new Puzzle(grid, number, lineNo, Format.LINE, "");
    }

    private Shape shapeOf(JsonElement box, int n) {
        Shape shape;
        if (box == null) {
            shape = forced != null ? forced : Shape.forSize(n);
        } else {
            if (!box.isJsonArray() || box.getAsJsonArray().size() != 2) {
                throw new IllegalArgumentException("\"box\" must be [rows, columns], such as [3,3] or [2,3]");
            }
            JsonArray a = box.getAsJsonArray();
            shape = Shape.of(a.get(0).getAsInt(), a.get(1).getAsInt());
            if (forced != null && forced != shape) {
                throw new IllegalArgumentException("\"box\" " + shape.boxText() + " disagrees with --box " + forced.boxText());
            }
        }
        if (shape.size() != n) {
            throw new IllegalArgumentException("a grid with " + shape.boxText() + " boxes has " + shape.cellCount()
                    + " cells, but \"cells\" has " + (n * n));
        }
        return shape;
    }

    /** The JSON of a grid: {@code "box":[r,c]} and {@code "cells"} (a string up to 61x61, numbers beyond). */
    static void putGrid(JsonObject object, String key, Grid grid) {
        Shape shape = grid.shape();
        JsonArray box = new JsonArray();
        box.add(shape.boxRows());
        box.add(shape.boxColumns());
        object.add("box", box);
        object.add(key, cells(grid));
    }

    /** The cells of a grid as JSON: a string in the one-line alphabet, or numbers beyond 61x61. */
    static JsonElement cells(Grid grid) {
        if (grid.size() <= Symbols.MAX_VALUE) {
            return new JsonPrimitive(grid.toString());
        }
        JsonArray array = new JsonArray();
        for (int v : grid.toArray()) {
            array.add(v);
        }
        return array;
    }
}
