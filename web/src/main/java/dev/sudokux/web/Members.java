package dev.sudokux.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.sudokux.internal.batch.Durations;
import java.time.Duration;

/**
 * The members of a request object, read with the checks every route needs: the right type, a range,
 * a default; anything else is a 400 problem whose {@code pointer} names the member.
 */
final class Members {
    private final JsonObject object;
    private final String prefix;

    Members(JsonObject object) {
        this(object, "");
    }

    private Members(JsonObject object, String prefix) {
        this.object = object;
        this.prefix = prefix;
    }

    /** The object itself. */
    JsonObject object() {
        return object;
    }

    /** Whether the member is there (and not null). */
    boolean has(String name) {
        JsonElement e = object.get(name);
        return e != null && !e.isJsonNull();
    }

    /** The member, or null when absent or null. */
    JsonElement get(String name) {
        JsonElement e = object.get(name);
        return e == null || e.isJsonNull() ? null : e;
    }

    /** A whole number in {@code min..max}, or {@code otherwise} when absent. */
    long number(String name, long otherwise, long min, long max) {
        JsonElement e = get(name);
        if (e == null) {
            return otherwise;
        }
        long value;
        try {
            JsonPrimitive p = e.getAsJsonPrimitive();
            if (!p.isNumber()) {
                throw new IllegalStateException();
            }
            value = p.getAsBigDecimal().longValueExact();
        } catch (RuntimeException notAWholeNumber) {
            throw bad(name, "must be a whole number from " + min + " to " + max);
        }
        if (value < min || value > max) {
            throw bad(name, "must be from " + min + " to " + max + ", not " + value);
        }
        return value;
    }

    /** {@link #number} as an int. */
    int integer(String name, int otherwise, int min, int max) {
        return (int) number(name, otherwise, min, max);
    }

    /** true or false, or {@code otherwise} when absent. */
    boolean bool(String name, boolean otherwise) {
        JsonElement e = get(name);
        if (e == null) {
            return otherwise;
        }
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean()) {
            return e.getAsBoolean();
        }
        throw bad(name, "must be true or false");
    }

    /** A string, or {@code otherwise} when absent. */
    String string(String name, String otherwise) {
        JsonElement e = get(name);
        if (e == null) {
            return otherwise;
        }
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            return e.getAsString();
        }
        throw bad(name, "must be a string");
    }

    /**
     * The {@code timeLimit} member ({@code "500ms"}, {@code "2s"}, or a number of milliseconds), at
     * most {@code max}; {@code max} when absent.
     */
    Duration timeLimit(Duration max) {
        JsonElement e = get("timeLimit");
        if (e == null) {
            return max;
        }
        Duration asked;
        try {
            if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
                asked = Durations.parse(e.getAsBigDecimal().toPlainString(), "ms");
            } else if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
                asked = Durations.parse(e.getAsString(), "ms");
            } else {
                throw new IllegalArgumentException("must be a duration such as \"500ms\" or \"2s\", or milliseconds");
            }
        } catch (IllegalArgumentException bad) {
            throw bad("timeLimit", bad.getMessage());
        }
        return asked.compareTo(max) < 0 ? asked : max;
    }

    /** A 400 problem about member {@code name}. */
    Problem bad(String name, String why) {
        return Problem.badRequest("\"" + name + "\": " + why).with("pointer", prefix + "/" + name);
    }
}
