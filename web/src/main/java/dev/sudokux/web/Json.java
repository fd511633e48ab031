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

/** JSON in and out of the API: reading request bodies, and the pieces answers are made of. */
final class Json {
    /** Answers: no HTML escaping (the page reads them with JSON.parse, never as markup). */
    static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeSpecialFloatingPointValues().create();

    private Json() {
    }

    /** The request body as one JSON object; a body that is not one is a 400 problem. */
    static JsonObject object(String body) {
        if (body == null || body.isBlank()) {
            throw Problem.badRequest("the body is empty; this route takes a JSON object such as {\"puzzle\": \"...\"}");
        }
        JsonElement e;
        try {
            JsonReader reader = new JsonReader(new StringReader(body));
            reader.setStrictness(com.google.gson.Strictness.STRICT);
            e = JsonParser.parseReader(reader);
            if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
                throw Problem.badRequest("the body holds more than one JSON value");
            }
        } catch (JsonParseException | java.io.IOException | IllegalStateException bad) {
            Throwable cause = bad.getCause() instanceof MalformedJsonException m ? m : bad;
            throw Problem.badRequest("the body is not JSON: " + cause.getMessage());
        }
        if (!e.isJsonObject()) {
            throw Problem.badRequest("the body is JSON but not an object; this route takes an object such as {\"puzzle\": \"...\"}");
        }
        return e.getAsJsonObject();
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
