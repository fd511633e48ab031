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
import java.util.List;

/**
 * The puzzle of a request: {@code {"puzzle": "<any text sudokux reads>", "box": "RxC", "format": "line"}}.
 * The text is read by the library's readers (the format detected unless given), the JSON format
 * included, which may also come as an object, {@code "puzzle": {"box": [3,3], "cells": [...]}}.
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
            read = text(Json.text(e.getAsJsonObject()), Format.JSON, shape);
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

    static Shape boxOf(JsonElement e) {
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
        if (name == null) {
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
