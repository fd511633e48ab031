package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Puzzles and helpers the web tests share. */
final class Fixtures {
    /** A 17-clue puzzle, one solution (Gordon Royle's list; the README's example). */
    static final String SEVENTEEN =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** A 6x6 puzzle with 2x3 boxes, one solution (examples/6x6.txt). */
    static final String SIX = "..2..6.1.532...16.1....4241..3.5324.";
    /** A 9x9 puzzle with 13 solutions (the second of examples/sized.txt, the judges' example). */
    static final String THIRTEEN = "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85..";
    /**
     * One of the hardest known 9x9 puzzles: logic needs nested dynamic forcing chains, about two
     * seconds of a core (the first line of puzzles5_forum_hardest_1905_11+ in the shared data, from
     * the forum's "hardest sudokus" thread).
     */
    static final String HARDEST = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
    /** Two givens of a 4x4: many solutions, few enough to count by brute force. */
    static final String FOUR_OPEN = "1..............2";

    private Fixtures() {
    }

    /** {@code {"puzzle": text}} plus the other members given as name, value pairs. */
    static String request(String puzzle, Object... members) {
        JsonObject o = new JsonObject();
        o.addProperty("puzzle", puzzle);
        for (int i = 0; i < members.length; i += 2) {
            Object v = members[i + 1];
            o.add((String) members[i], v instanceof com.google.gson.JsonElement e ? e
                    : v instanceof Number n ? new JsonPrimitive(n)
                    : v instanceof Boolean b ? new JsonPrimitive(b) : new JsonPrimitive(String.valueOf(v)));
        }
        return Json.text(o);
    }

    /** A grid from an answer's array of values. */
    static Grid grid(JsonArray cells, Shape shape) {
        int[] values = new int[cells.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = cells.get(i).getAsInt();
        }
        return Grid.of(shape, values);
    }

    /** A test resource as text. */
    static String resource(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
