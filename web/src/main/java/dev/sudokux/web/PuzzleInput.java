package dev.sudokux.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.List;

/** The puzzle of a request: {@code {"puzzle": "<any text sudokux reads>", "box": "RxC"}}. */
final class PuzzleInput {

    private PuzzleInput() {
    }

    /**
     * The one puzzle in {@code request}'s {@code puzzle} member (read by the library's readers, the
     * format detected), with the shape of its {@code box} member when there is one.
     *
     * @throws Problem 400 when the member is missing or not text, 422 when the text is not exactly one
     *                 good puzzle (the detail names line and column)
     */
    static Grid read(JsonObject request) {
        JsonElement e = request.get("puzzle");
        if (e == null || e.isJsonNull()) {
            throw Problem.badRequest("the member \"puzzle\" is missing: send {\"puzzle\": \"<the puzzle as text>\"}")
                    .with("pointer", "/puzzle");
        }
        String text;
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            text = e.getAsString();
        } else {
            throw Problem.badRequest("\"puzzle\" must be a string holding the puzzle's text")
                    .with("pointer", "/puzzle");
        }
        Shape shape = shape(request);
        List<PuzzleItem> items;
        try {
            items = PuzzleReader.readAll(text, null, shape);
        } catch (IllegalArgumentException bad) {
            throw badPuzzle(bad.getMessage());
        }
        if (items.isEmpty()) {
            throw badPuzzle("the text holds no puzzle");
        }
        if (items.get(0) instanceof PuzzleError error) {
            throw badPuzzle(error.problem()).with("line", error.line()).with("column", error.column());
        }
        if (items.size() > 1) {
            throw badPuzzle("the text holds " + items.size() + " puzzles; this route takes one "
                    + "(the batch routes take many)");
        }
        return ((Puzzle) items.get(0)).grid();
    }

    /** The shape of the optional {@code box} member ({@code "2x3"}), or null. */
    static Shape shape(JsonObject request) {
        JsonElement e = request.get("box");
        if (e == null || e.isJsonNull()) {
            return null;
        }
        try {
            return Shape.parse(e.getAsString());
        } catch (RuntimeException bad) {
            throw Problem.badRequest("\"box\" must be a box shape such as \"2x3\" (rows x columns): "
                    + bad.getMessage()).with("pointer", "/box");
        }
    }

    private static Problem badPuzzle(String detail) {
        return new Problem(422, "bad-puzzle", "The puzzle cannot be read", detail).with("pointer", "/puzzle");
    }
}
