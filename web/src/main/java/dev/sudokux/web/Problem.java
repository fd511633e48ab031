package dev.sudokux.web;

import com.google.gson.JsonObject;

/**
 * A request that cannot be answered, as an RFC 9457 problem document ({@code application/problem+json}):
 * thrown anywhere in a handler, written by the server as the response. {@code detail} says what was
 * wrong and, where there is one, {@code pointer} and {@code line}/{@code column} say where.
 */
public final class Problem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The base of every problem type URI; the rest names the kind of problem. */
    static final String TYPE_BASE = "https://sudokux.dev/problems/";

    private final int status;
    private final String type;
    private final String title;
    private final transient JsonObject extensions = new JsonObject();
    private int retryAfter;

    /**
     * A problem.
     *
     * @param status the HTTP status
     * @param type   the last part of the type URI ({@code bad-puzzle}, {@code too-large}, ...)
     * @param title  the same for every problem of this type
     * @param detail this occurrence: what was wrong, and what was expected
     */
    public Problem(int status, String type, String title, String detail) {
        super(detail, null, false, false);
        this.status = status;
        this.type = type;
        this.title = title;
    }

    /** A 400 Bad Request: the request is not what the route takes. */
    public static Problem badRequest(String detail) {
        return new Problem(400, "bad-request", "Bad request", detail);
    }

    /** Adds a member to the document (where the problem is: pointer, line, column, puzzle). */
    public Problem with(String name, Object value) {
        if (value instanceof Number n) {
            extensions.addProperty(name, n);
        } else if (value instanceof Boolean b) {
            extensions.addProperty(name, b);
        } else {
            extensions.addProperty(name, String.valueOf(value));
        }
        return this;
    }

    /** Tells the client to try again after {@code seconds} (the {@code Retry-After} header). */
    public Problem retryAfter(int seconds) {
        this.retryAfter = seconds;
        return this;
    }

    /** Seconds for the {@code Retry-After} header, or 0 for none. */
    public int retryAfter() {
        return retryAfter;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }

    /** The problem document. */
    public JsonObject toJson(String instance) {
        JsonObject o = new JsonObject();
        o.addProperty("type", TYPE_BASE + type);
        o.addProperty("title", title);
        o.addProperty("status", status);
        o.addProperty("detail", getMessage());
        if (instance != null) {
            o.addProperty("instance", instance);
        }
        for (var e : extensions.entrySet()) {
            o.add(e.getKey(), e.getValue());
        }
        return o;
    }
}
