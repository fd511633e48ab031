package dev.sudokux.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import dev.sudokux.format.Format;
import dev.sudokux.format.PuzzleWriter;
import dev.sudokux.sudoku.Grid;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;

/**
 * Where a command's answers go: stdout, in the input's style or the one given with
 * {@code --output-format}, with the separators each text format puts between answers, or one JSON
 * object a line.
 */
final class Output {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private final PrintWriter out;
    private final Style forced;
    private final Map<Format, PuzzleWriter> writers = new EnumMap<>(Format.class);

    Output(PrintWriter out, Style forced) {
        this.out = out;
        this.forced = forced;
    }

    /** The raw writer (for traces and free text). */
    PrintWriter writer() {
        return out;
    }

    /** The style answers to {@code item} are written in. */
    Style styleFor(PuzzleSource.Item item) {
        return forced != null ? forced : item.style();
    }

    /** The writer of a text format (one per format, so separators follow each format's rule). */
    PuzzleWriter text(Format format) {
        return writers.computeIfAbsent(format, f -> new PuzzleWriter(out, f));
    }

    /** Writes {@code grid} as the answer to {@code item}, in its text style. */
    void grid(PuzzleSource.Item item, Grid grid) {
        try {
            text(styleFor(item).format()).write(grid);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes one line of text as the answer to {@code item}, in its text style. */
    void line(PuzzleSource.Item item, String line) {
        try {
            text(styleFor(item).format()).writeText(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The start of a JSON answer: the puzzle's number, its input when named, its id when given. */
    JsonObject jsonFor(PuzzleSource.Item item) {
        JsonObject o = new JsonObject();
        if (item.named()) {
            o.addProperty("input", item.input());
        }
        o.addProperty("number", item.item().number());
        if (item.id() != null) {
            o.add("id", item.id());
        }
        return o;
    }

    /** Writes a JSON answer on one line. */
    void json(JsonObject object) {
        out.println(GSON.toJson(object));
    }

    void flush() {
        out.flush();
    }
}
