package dev.sudokux.format;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.io.IOException;
import java.io.StringReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@link Format#JSON} format: JSON Lines, one puzzle object a line, read with Gson's strict
 * reader. Every error names the field and says what was expected, in sudokux's words: Gson's own
 * messages (which speak of its API) never reach the user.
 *
 * <p>Fields: {@code cells} (required) a string in the line alphabet or an array of whole numbers;
 * {@code box} (optional) {@code [rows, columns]}, whole numbers; {@code id} (optional) any JSON value,
 * kept as its JSON text. Other fields are ignored, so objects made for other programs read too. A
 * field given twice is an error. Numbers must be whole and written without a fraction or an exponent
 * ({@code 3}, not {@code 3.0} or {@code 3e0}).
 */
final class JsonFormat implements PuzzleParser {

    /** Gson's position in its messages and in {@link JsonReader#toString()}. */
    private static final Pattern POSITION = Pattern.compile("line \\d+ column (\\d+)");
    private static final Pattern WHOLE = Pattern.compile("-?[0-9]+");

    private final LineSource lines;
    private final Shape given;

    JsonFormat(LineSource lines, Shape given) {
        this.lines = lines;
        this.given = given;
    }

    @Override
    public PuzzleItem next(int number) throws IOException {
        int kind;
        while ((kind = lines.next()) == LineSource.BLANK) {
            // blank lines separate nothing here
        }
        if (kind == LineSource.END) {
            return null;
        }
        int line = lines.number();
        if (lines.truncated()) {
            return new PuzzleError(number, line, LineSource.MAX_LINE + 1,
                    "the line is longer than " + LineSource.MAX_LINE + " characters");
        }
        int start = lines.start();
        String text = new String(lines.chars(), start, lines.end() - start);
        return new Reading(text, number, line, start).read();
    }

    /** A bad object: what is wrong, and the column (within the line's text, from 1; 0 for none). */
    private static final class Bad extends Exception {
        private static final long serialVersionUID = 1L;
        final int column;

        Bad(int column, String message) {
            super(message, null, false, false);
            this.column = column;
        }
    }

    /** The reading of one line. */
    private final class Reading {
        private final String text;
        private final int number;
        private final int line;
        private final int offset;
        private final JsonReader reader;
        private String id;

        Reading(String text, int number, int line, int offset) {
            this.text = text;
            this.number = number;
            this.line = line;
            this.offset = offset;
            this.reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
        }

        PuzzleItem read() {
            try {
                return puzzle();
            } catch (Bad e) {
                return new PuzzleError(number, line, e.column > 0 ? offset + e.column : 0, e.getMessage(),
                        id != null ? id : idOf(text));
            }
        }

        private PuzzleItem puzzle() throws Bad {
            if (peek("a JSON object such as {\"cells\":\"...\"}") != JsonToken.BEGIN_OBJECT) {
                throw new Bad(1, "a JSON object such as {\"cells\":\"...\"} is expected, not "
                        + describe(peek("a value")));
            }
            call("a JSON object", () -> {
                reader.beginObject();
                return null;
            });
            int[] cells = null;
            int cellsColumn = 0;
            boolean cellsText = false;
            int[] box = null;
            boolean sawId = false;
            while (call("a field name in double quotes, or '}'", () -> reader.hasNext())) {
                String name = call("a field name in double quotes", () -> reader.nextName());
                switch (name) {
                    case "cells" -> {
                        if (cells != null) {
                            throw new Bad(column(), "\"cells\" is given twice");
                        }
                        cellsColumn = valueColumn();
                        cellsText = peek("the value of \"cells\"") == JsonToken.STRING;
                        cells = cells(cellsColumn);
                    }
                    case "box" -> {
                        if (box != null) {
                            throw new Bad(column(), "\"box\" is given twice");
                        }
                        box = box();
                    }
                    case "id" -> {
                        if (sawId) {
                            throw new Bad(column(), "\"id\" is given twice");
                        }
                        sawId = true;
                        JsonElement value = call("the value of \"id\"", () -> JsonParser.parseReader(reader));
                        id = value.toString();
                    }
                    default -> call("the value of " + fieldName(name), () -> {
                        reader.skipValue();
                        return null;
                    });
                }
            }
            call("'}' at the end of the object", () -> {
                reader.endObject();
                return null;
            });
            int after = valueColumn();
            if (peek("the end of the line after the object: one JSON object a line") != JsonToken.END_DOCUMENT) {
                throw new Bad(after, "one JSON object a line is expected; more follows it");
            }
            if (cells == null) {
                throw new Bad(1, "the object has no \"cells\" (the grid row by row, such as \"1.3.\")");
            }
            return grid(cells, cellsText ? cellsColumn + 1 : 0, box);
        }

        /**
         * The values of {@code cells}: a string in the line alphabet, or an array of whole numbers.
         *
         * @param at the column of the value (its quote, for a string)
         */
        private int[] cells(int at) throws Bad {
            JsonToken token = peek("the value of \"cells\"");
            if (token == JsonToken.STRING) {
                String s = call("the value of \"cells\"", () -> reader.nextString());
                int n = Sizes.sqrt(s.length());
                if (n * n != s.length() || n < 1) {
                    throw new Bad(0, "\"cells\" has " + Words.count(s.length(), "symbol")
                            + ", which is no square grid (81 for 9x9)");
                }
                if (n > Symbols.MAX_VALUE) {
                    throw new Bad(0, "\"cells\" as a string holds grids up to " + Symbols.MAX_VALUE + "x"
                            + Symbols.MAX_VALUE + ": write " + Words.aSize(n) + " grid as an array of numbers");
                }
                int[] values = new int[s.length()];
                for (int i = 0; i < values.length; i++) {
                    int v = Symbols.LINE.value(s.charAt(i), n);
                    if (v < 0) {
                        throw new Bad(at + 1 + i, "unknown symbol " + Words.quote(s.charAt(i)) + " at cell " + (i + 1)
                                + " of \"cells\" (expected " + Symbols.LINE.range(n) + " or '.' for blank)");
                    }
                    values[i] = v;
                }
                return values;
            }
            if (token != JsonToken.BEGIN_ARRAY) {
                throw new Bad(at, "\"cells\" must be a string such as \"1.3.\" or an array of numbers, not "
                        + describe(token));
            }
            call("an array", () -> {
                reader.beginArray();
                return null;
            });
            int[] values = new int[64];
            int count = 0;
            int from = column();
            while (call("a number, or ']'", () -> reader.hasNext())) {
                int col = valueColumn(from);
                if (count == Shape.MAX_SIZE * Shape.MAX_SIZE) {
                    throw new Bad(col, "\"cells\" has more than " + Shape.MAX_SIZE * Shape.MAX_SIZE
                            + " values: the largest grid is " + Shape.MAX_SIZE + "x" + Shape.MAX_SIZE);
                }
                if (count == values.length) {
                    values = java.util.Arrays.copyOf(values, 2 * count);
                }
                values[count] = whole("cell " + (count + 1) + " of \"cells\"", col);
                count++;
                from = column();
            }
            call("']'", () -> {
                reader.endArray();
                return null;
            });
            return java.util.Arrays.copyOf(values, count);
        }

        /** The two numbers of {@code box}. */
        private int[] box() throws Bad {
            int arrayColumn = valueColumn();
            JsonToken token = peek("the value of \"box\"");
            if (token != JsonToken.BEGIN_ARRAY) {
                throw new Bad(arrayColumn, "\"box\" must be [rows, columns] of a box, such as [3,3] or [2,3], not "
                        + describe(token));
            }
            call("an array", () -> {
                reader.beginArray();
                return null;
            });
            int[] box = new int[2];
            int count = 0;
            int from = column();
            while (call("a number, or ']'", () -> reader.hasNext())) {
                if (count == 2) {
                    throw new Bad(arrayColumn, "\"box\" must be [rows, columns] of a box, two numbers such as [2,3]");
                }
                box[count] = whole(count == 0 ? "the rows of \"box\"" : "the columns of \"box\"", valueColumn(from));
                count++;
                from = column();
            }
            if (count != 2) {
                throw new Bad(arrayColumn, "\"box\" must be [rows, columns] of a box, two numbers such as [2,3]");
            }
            call("']'", () -> {
                reader.endArray();
                return null;
            });
            return box;
        }

        /**
         * A whole number written without fraction or exponent, within int's range (values beyond are
         * read as {@link Integer#MAX_VALUE}, which every check then refuses).
         */
        private int whole(String what, int col) throws Bad {
            JsonToken token = peek(what);
            if (token != JsonToken.NUMBER) {
                throw new Bad(col, what + " must be a whole number, not " + describe(token));
            }
            String literal = call(what, () -> reader.nextString());
            if (!WHOLE.matcher(literal).matches()) {
                throw new Bad(col, what + " must be a whole number, not " + shorten(literal));
            }
            if (literal.length() > 11) {
                return literal.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
            }
            long v = Long.parseLong(literal);
            return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
        }

        private PuzzleItem grid(int[] values, int cellsColumn, int[] box) throws Bad {
            int n = Sizes.sqrt(values.length);
            if (n * n != values.length || n < 1) {
                throw new Bad(0, "\"cells\" has " + Words.count(values.length, "value")
                        + ", which is no square grid (81 for 9x9)");
            }
            Shape shape = shapeOf(box, n);
            for (int i = 0; i < values.length; i++) {
                if (values[i] < 0 || values[i] > n) {
                    throw new Bad(0, "cell " + (i + 1) + " of \"cells\" is " + show(values[i])
                            + ", outside 0 to " + n + " (0 blank)");
                }
            }
            Grid grid = Grid.of(shape, values);
            var conflicts = grid.conflicts();
            if (!conflicts.isEmpty()) {
                var c = conflicts.get(0);
                throw new Bad(cellsColumn > 0 ? cellsColumn + c.second() : 0, c.describe(shape));
            }
            return new Puzzle(grid, number, line, Format.JSON, "", id);
        }

        private Shape shapeOf(int[] box, int n) throws Bad {
            Shape shape;
            if (box == null) {
                if (given != null) {
                    shape = given;
                } else if (n > 3 && Sizes.isPrime(n)) {
                    throw new Bad(0, "a " + n + "x" + n + " grid has no boxes since " + n
                            + " is prime: give its \"box\", such as [1," + n + "]");
                } else if (n > Shape.MAX_SIZE) {
                    throw new Bad(0, "\"cells\" makes " + Words.aSize(n) + " grid; the largest is "
                            + Shape.MAX_SIZE + "x" + Shape.MAX_SIZE);
                } else {
                    shape = Shape.forSize(n);
                }
            } else {
                if (box[0] < 1 || box[1] < 1 || (long) box[0] * box[1] > Shape.MAX_SIZE) {
                    throw new Bad(0, "\"box\" [" + show(box[0]) + "," + show(box[1]) + "] is no box: each side at "
                            + "least 1, and the grid at most " + Shape.MAX_SIZE + "x" + Shape.MAX_SIZE);
                }
                shape = Shape.of(box[0], box[1]);
                if (given != null && given != shape) {
                    throw new Bad(0, "\"box\" " + shape.boxText() + " disagrees with the given box shape "
                            + given.boxText());
                }
            }
            if (shape.size() != n) {
                throw new Bad(0, "a grid with " + shape.boxText() + " boxes has " + shape.cellCount()
                        + " cells, but \"cells\" has " + (n * n));
            }
            return shape;
        }

        private JsonToken peek(String expected) throws Bad {
            return call(expected, () -> reader.peek());
        }

        /**
         * The column (from 1) of the next value: past what the reader consumed, white space and the
         * ':' or ',' before it.
         */
        private int valueColumn() {
            return valueColumn(column());
        }

        /** The column (from 1) of the first character at or after index {@code from} that is no white space, ':' or ','. */
        private int valueColumn(int from) {
            int i = from;
            while (i < text.length() && (LineSource.isSpace(text.charAt(i)) || text.charAt(i) == ':'
                    || text.charAt(i) == ',')) {
                i++;
            }
            return i + 1;
        }

        /** The index Gson's reader is at (just after what it consumed), from 0. */
        private int column() {
            Matcher m = POSITION.matcher(reader.toString());
            return m.find() ? Math.max(0, Integer.parseInt(m.group(1)) - 1) : 0;
        }

        /** Runs one step of Gson's reader, turning its errors into sudokux's words. */
        private <T> T call(String expected, Step<T> step) throws Bad {
            try {
                return step.run();
            } catch (IOException | IllegalStateException | com.google.gson.JsonParseException | NumberFormatException e) {
                String message = e.getMessage() == null ? "" : e.getMessage();
                if (e.getCause() != null && e.getCause().getMessage() != null && message.isEmpty()) {
                    message = e.getCause().getMessage();
                }
                Matcher m = POSITION.matcher(message);
                // Gson names the column after the character it could not take.
                int col = m.find() ? Math.max(1, Integer.parseInt(m.group(1)) - 1) : column() + 1;
                if (message.contains("End of input") || message.contains("Unterminated")
                        && col >= text.length()) {
                    return fail(col, "bad JSON: the line ends before the object does (expected " + expected + ")");
                }
                if (message.startsWith("Unterminated string")) {
                    return fail(col, "bad JSON: a string is not closed by a double quote");
                }
                return fail(col, "bad JSON: expected " + expected);
            }
        }

        private <T> T fail(int column, String message) throws Bad {
            throw new Bad(Math.min(column, text.length() + 1), message);
        }
    }

    /** One call of Gson's reader. */
    @FunctionalInterface
    private interface Step<T> {
        T run() throws IOException;
    }

    /** The {@code "id"} of a line that is a JSON object, as JSON text; null when there is none or the line is no object. */
    private static String idOf(String text) {
        try {
            JsonElement e = JsonParser.parseString(text);
            if (e.isJsonObject() && e.getAsJsonObject().has("id")) {
                return e.getAsJsonObject().get("id").toString();
            }
        } catch (RuntimeException e) {
            // not an object: no id to echo
        }
        return null;
    }

    /** A JSON token as named in messages. */
    private static String describe(JsonToken token) {
        return switch (token) {
            case BEGIN_ARRAY -> "an array";
            case BEGIN_OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "null";
            case END_DOCUMENT -> "the end of the line";
            default -> token.name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /**
     * A field name as shown in a message: in double quotes, escaped as in JSON (a control character,
     * such as an escaped line break, cannot break the one-line message), cut at 20 characters.
     */
    static String fieldName(String name) {
        String shown = name.length() <= 20 ? name : name.substring(0, 20);
        String quoted = new com.google.gson.JsonPrimitive(shown).toString();
        return shown.length() < name.length() ? quoted.substring(0, quoted.length() - 1) + "...\"" : quoted;
    }

    private static String shorten(String literal) {
        return literal.length() <= 20 ? literal : literal.substring(0, 20) + "...";
    }

    private static String show(int value) {
        return value == Integer.MAX_VALUE ? "a number too large" : value == Integer.MIN_VALUE ? "a number too small"
                : Integer.toString(value);
    }

    /** Appends {@code grid} as one JSON object {@code {"box":[r,c],"cells":...}} and a line break. */
    static void append(Grid grid, StringBuilder out) {
        out.append("{\"box\":[").append(grid.shape().boxRows()).append(',').append(grid.shape().boxColumns())
                .append("],\"cells\":");
        appendCells(grid, out);
        out.append("}\n");
    }

    /** The cells of a grid as JSON: a string in the one-line alphabet, or an array of numbers beyond 61x61. */
    static void appendCells(Grid grid, StringBuilder out) {
        if (grid.size() <= Symbols.MAX_VALUE) {
            out.append('"').append(grid).append('"');
            return;
        }
        out.append('[');
        for (int cell = 0, cells = grid.shape().cellCount(); cell < cells; cell++) {
            if (cell > 0) {
                out.append(',');
            }
            out.append(grid.get(cell));
        }
        out.append(']');
    }
}
