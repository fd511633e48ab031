package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.util.List;

/**
 * The puzzle of a request: {@code {"puzzle": "<any text sudokux reads>", "box": "RxC", "format": "line"}}.
 * The text is read by the library's readers (the format detected unless given); the JSON format may
 * also come as an object, {@code "puzzle": {"box": [3,3], "cells": [...]}}.
 */
final class PuzzleInput {

    /**
     * A puzzle read from a request.
     *
     * @param grid   the puzzle
     * @param format the format it was read in ({@code json} for the JSON format)
     * @param count  how many puzzles the text held (only the first is read)
     */
    record Read(Grid grid, String format, int count) {
    }

    private PuzzleInput() {
    }

    /**
     * The one puzzle in the request's {@code puzzle} member.
     *
     * @param maxSize the largest grid side the server takes
     * @throws Problem 400 when the member is missing or of the wrong type, 422 when the text is not
     *                 exactly one good puzzle (the detail names line and column), 413 when the grid
     *                 is larger than the server takes
     */
    static Grid read(Members request, int maxSize) {
        Read r = readFirst(request, maxSize);
        if (r.count() > 1) {
            throw badPuzzle("the text holds " + r.count() + " puzzles; this route takes one "
                    + "(the batch routes take many)");
        }
        return r.grid();
    }

    /** The first puzzle of the request's {@code puzzle} member, and how many the text held. */
    static Read readFirst(Members request, int maxSize) {
        JsonElement e = request.get("puzzle");
        if (e == null) {
            throw Problem.badRequest("the member \"puzzle\" is missing: send {\"puzzle\": \"<the puzzle as text>\"}")
                    .with("pointer", "/puzzle");
        }
        Shape shape = shape(request);
        Format format = format(request);
        Read read;
        if (e.isJsonObject()) {
            read = new Read(jsonPuzzle(e.getAsJsonObject(), shape, 1), "json", 1);
        } else if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            read = text(e.getAsString(), format, shape);
        } else {
            throw Problem.badRequest("\"puzzle\" must be a string holding the puzzle's text "
                    + "(or a JSON puzzle object {\"box\": [3,3], \"cells\": [...]})").with("pointer", "/puzzle");
        }
        int size = read.grid().shape().size();
        if (size > maxSize) {
            throw new Problem(413, "too-large", "Puzzle too large", "a " + size + "x" + size
                    + " grid is larger than this server takes (up to " + maxSize + "x" + maxSize + ")")
                    .with("pointer", "/puzzle").with("maxSize", maxSize);
        }
        return read;
    }

    private static Read text(String text, Format format, Shape shape) {
        List<PuzzleItem> items;
        try {
            items = PuzzleReader.readAll(text, format, shape);
        } catch (IllegalArgumentException bad) {
            throw badPuzzle(bad.getMessage());
        }
        if (items.isEmpty()) {
            throw badPuzzle("the text holds no puzzle");
        }
        if (items.get(0) instanceof PuzzleError error) {
            Problem p = badPuzzle(error.problem()).with("line", error.line());
            throw error.column() > 0 ? p.with("column", error.column()) : p;
        }
        Puzzle first = (Puzzle) items.get(0);
        return new Read(first.grid(), first.format().optionName(), items.size());
    }

    /**
     * A puzzle in the JSON format: {@code {"box": [3,3], "cells": "..." | [numbers]}}, {@code box}
     * optional.
     */
    private static Grid jsonPuzzle(JsonObject o, Shape forced, int line) {
        JsonElement cells = o.get("cells");
        if (cells == null) {
            throw badPuzzle("the puzzle object has no \"cells\"").with("line", line);
        }
        int[] values;
        if (cells.isJsonPrimitive() && cells.getAsJsonPrimitive().isString()) {
            String text = cells.getAsString();
            int n = (int) Math.round(Math.sqrt(text.length()));
            if (n * n != text.length() || n < 1) {
                throw badPuzzle("\"cells\" has " + text.length() + " symbols, which is no square grid (81 for 9x9)");
            }
            values = new int[text.length()];
            for (int i = 0; i < values.length; i++) {
                int v = Symbols.LINE.value(text.charAt(i), n);
                if (v < 0) {
                    throw badPuzzle("unknown symbol '" + text.charAt(i) + "' at cell " + (i + 1)
                            + " of \"cells\" (expected " + Symbols.LINE.range(n) + " or '.' for blank)");
                }
                values[i] = v;
            }
        } else if (cells.isJsonArray()) {
            JsonArray array = cells.getAsJsonArray();
            values = new int[array.size()];
            for (int i = 0; i < values.length; i++) {
                JsonElement e = array.get(i);
                if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
                    throw badPuzzle("cell " + (i + 1) + " of \"cells\" is not a number");
                }
                values[i] = e.getAsInt();
            }
        } else {
            throw badPuzzle("\"cells\" must be a string or an array of numbers");
        }
        int n = (int) Math.round(Math.sqrt(values.length));
        if (n * n != values.length || n < 1) {
            throw badPuzzle("\"cells\" has " + values.length + " values, which is no square grid (81 for 9x9)");
        }
        if (n > Shape.MAX_SIZE) {
            throw badPuzzle("a " + n + "x" + n + " grid is larger than sudokux takes (up to 64x64)");
        }
        Shape shape;
        try {
            JsonElement box = o.get("box");
            shape = box == null || box.isJsonNull() ? (forced != null ? forced : Shape.forSize(n)) : boxOf(box);
        } catch (RuntimeException bad) {
            throw badPuzzle(bad.getMessage() == null ? "\"box\" must be [rows, columns], such as [3,3]" : bad.getMessage());
        }
        if (shape.size() != n) {
            throw badPuzzle("a grid with " + shape.boxText() + " boxes has " + shape.cellCount()
                    + " cells, but \"cells\" has " + values.length);
        }
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0 || values[i] > n) {
                throw badPuzzle("value " + values[i] + " at cell " + (i + 1) + " is outside 0.." + n);
            }
        }
        Grid grid = Grid.of(shape, values);
        var conflicts = grid.conflicts();
        if (!conflicts.isEmpty()) {
            throw badPuzzle(conflicts.get(0).describe(shape));
        }
        return grid;
    }

    /** The shape of the optional {@code box} member ({@code "2x3"} or {@code [2, 3]}), or null. */
    static Shape shape(Members request) {
        JsonElement e = request.get("box");
        if (e == null) {
            return null;
        }
        try {
            return boxOf(e);
        } catch (RuntimeException bad) {
            throw request.bad("box", "must be a box shape, \"RxC\" or [R, C] (rows x columns of a box, "
                    + "such as \"2x3\"): " + bad.getMessage());
        }
    }

    private static Shape boxOf(JsonElement e) {
        if (e.isJsonArray() && e.getAsJsonArray().size() == 2) {
            JsonArray a = e.getAsJsonArray();
            return Shape.of(a.get(0).getAsInt(), a.get(1).getAsInt());
        }
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            return Shape.parse(e.getAsString());
        }
        throw new IllegalArgumentException("\"box\" must be [rows, columns], such as [3,3] or [2,3]");
    }

    /** The optional {@code format} member, or null to detect it. */
    static Format format(Members request) {
        String name = request.string("format", null);
        if (name == null || name.equalsIgnoreCase("json")) {
            return null;
        }
        try {
            return Format.fromName(name);
        } catch (IllegalArgumentException bad) {
            throw request.bad("format", "must be line, grid, sized, letters or json, not '" + name + "'");
        }
    }

    static Problem badPuzzle(String detail) {
        return new Problem(422, "bad-puzzle", "The puzzle cannot be read", detail).with("pointer", "/puzzle");
    }
}
