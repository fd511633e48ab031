package dev.sudokux.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.MalformedJsonException;
import dev.sudokux.sudoku.Grid;
import java.io.StringReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** JSON in and out of the API: reading request bodies, and the pieces answers are made of. */
final class Json {
    /** Answers: no HTML escaping (the page reads them with JSON.parse, never as markup). */
    static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeSpecialFloatingPointValues().create();

    private Json() {
    }

    /** The request body as one JSON object; a body that is not one is a 400 problem. */
    static JsonObject object(String body) {
        return object(body, "the body");
    }

    /** {@code text} as one JSON object; anything else is a 400 problem about {@code what} (the body, the line). */
    static JsonObject object(String body, String what) {
        if (body == null || body.isBlank()) {
            throw Problem.badRequest(what + " is empty; this route takes a JSON object such as {\"puzzle\": \"...\"}");
        }
        JsonElement e;
        try {
            JsonReader reader = new JsonReader(new StringReader(body));
            reader.setStrictness(com.google.gson.Strictness.STRICT);
            e = JsonParser.parseReader(reader);
            if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
                throw Problem.badRequest(what + " holds more than one JSON value");
            }
        } catch (JsonParseException | java.io.IOException | IllegalStateException bad) {
            throw notJson(what, bad);
        }
        if (!e.isJsonObject()) {
            throw Problem.badRequest(what + " is JSON but not an object; this route takes an object such as {\"puzzle\": \"...\"}");
        }
        return e.getAsJsonObject();
    }

    private static final Pattern GSON_POSITION = Pattern.compile("line (\\d+) column (\\d+)");

    /** Gson's complaint, without its advice and path, with the line and column it names. */
    private static Problem notJson(String what, Exception bad) {
        Throwable cause = bad.getCause() instanceof MalformedJsonException m ? m : bad;
        String message = String.valueOf(cause.getMessage());
        Matcher m = GSON_POSITION.matcher(message);
        String why = message.replaceAll("\\s*See https://\\S+", "")
                .replaceAll(" at line \\d+ column \\d+ path \\S*", "")
                .replace("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON", "malformed JSON")
                .replaceAll("^[\\w.$]+(Exception|Error): ", "")
                .trim();
        Problem p = Problem.badRequest(what + " is not JSON: " + why);
        if (m.find()) {
            p.with("line", Integer.parseInt(m.group(1))).with("column", Integer.parseInt(m.group(2)));
        }
        return p;
    }

    /** A grid's values as an array of numbers, row by row, 0 for a blank. */
    static JsonArray cells(Grid grid) {
        JsonArray a = new JsonArray(grid.shape().cellCount());
        for (int cell = 0; cell < grid.shape().cellCount(); cell++) {
            a.add(grid.get(cell));
        }
        return a;
    }

    /** A grid's box shape as {@code [rows, columns]}. */
    static JsonArray box(Grid grid) {
        JsonArray a = new JsonArray(2);
        a.add(grid.shape().boxRows());
        a.add(grid.shape().boxColumns());
        return a;
    }

    /** Text of a JSON object, compact. */
    static String text(JsonObject o) {
        return GSON.toJson(o);
    }
}
