package dev.sudokux.format;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.House;
import dev.sudokux.variant.VariantPuzzle;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * sudokux's own JSON for the puzzle model, written and read back whole: the board (its frame, holes,
 * digits and every house), the constraints and the givens. Its JSON Schema is
 * {@code dev/sudokux/format/sudokux-variant.schema.json} (in core's jar); an example:
 *
 * <pre>{@code
 * {"format":"sudokux-variant","rows":4,"columns":4,"digits":4,
 *  "houses":[{"kind":"ROW","name":"row 1","cells":[0,1,2,3]}, ...],
 *  "constraints":[{"constraint":"Cage","cells":[0,1],"sum":3},{"constraint":"AntiKnight"}],
 *  "givens":[0,0,0,4, ...]}
 * }</pre>
 *
 * <p>Positions are {@code row * columns + column}, from 0. {@code holes} lists the positions that are
 * no cell (left out when there are none). A constraint is an object naming its kind
 * ({@code "constraint"}: the simple name of a {@link Constraint} record) and its fields under their
 * names: arrays of whole numbers (cells, digits), numbers, booleans, and for dots {@code "type"}
 * ({@code DIFFERENCE}, {@code RATIO} or {@code SUM}) and {@code "exemptBy"} (a list of them).
 */
public final class VariantJson {

    /** The value of {@code "format"}. */
    public static final String FORMAT = "sudokux-variant";

    private VariantJson() {
    }

    /** Whether {@code o} is in this format: its {@code "format"} is {@value #FORMAT}. */
    public static boolean isVariantJson(JsonObject o) {
        JsonElement f = o.get("format");
        return f != null && f.isJsonPrimitive() && FORMAT.equals(f.getAsString());
    }

    /** The puzzle as one line of JSON. */
    public static String write(VariantPuzzle puzzle) {
        return toJson(puzzle).toString();
    }

    /** The puzzle as a JSON object. */
    public static JsonObject toJson(VariantPuzzle puzzle) {
        Board board = puzzle.board();
        JsonObject o = new JsonObject();
        o.addProperty("format", FORMAT);
        o.addProperty("rows", board.rows());
        o.addProperty("columns", board.columns());
        o.addProperty("digits", board.digits());
        JsonArray holes = new JsonArray();
        for (int p = 0; p < board.size(); p++) {
            if (!board.isCell(p)) {
                holes.add(p);
            }
        }
        if (!holes.isEmpty()) {
            o.add("holes", holes);
        }
        JsonArray houses = new JsonArray();
        for (House h : board.houses()) {
            JsonObject x = new JsonObject();
            x.addProperty("kind", h.kind().name());
            x.addProperty("name", h.name());
            x.add("cells", numbers(h.cells()));
            houses.add(x);
        }
        o.add("houses", houses);
        JsonArray constraints = new JsonArray();
        for (Constraint c : puzzle.constraints()) {
            constraints.add(constraint(c));
        }
        o.add("constraints", constraints);
        o.add("givens", numbers(puzzle.givens()));
        return o;
    }

    private static JsonObject constraint(Constraint c) {
        JsonObject x = new JsonObject();
        x.addProperty("constraint", c.getClass().getSimpleName());
        for (RecordComponent rc : c.getClass().getRecordComponents()) {
            Object v;
            try {
                v = rc.getAccessor().invoke(c);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + rc.getName() + " of " + c, e);
            }
            x.add(rc.getName(), value(v));
        }
        return x;
    }

    /**
     * A value as JSON: numbers, booleans, int arrays, sets (of names, as strings), lists and maps (their
     * values read the same way), anything else as its string. {@link VariantReader}'s JSON answers use
     * it too.
     */
    static JsonElement value(Object v) {
        if (v instanceof int[] a) {
            return numbers(a);
        }
        if (v instanceof Number n) {
            return new JsonPrimitive(n);
        }
        if (v instanceof Boolean b) {
            return new JsonPrimitive(b);
        }
        if (v instanceof Set<?> set) {
            JsonArray a = new JsonArray();
            set.forEach(e -> a.add(String.valueOf(e)));
            return a;
        }
        if (v instanceof java.util.List<?> list) {
            JsonArray a = new JsonArray();
            list.forEach(x -> a.add(value(x)));
            return a;
        }
        if (v instanceof java.util.Map<?, ?> map) {
            JsonObject o = new JsonObject();
            map.forEach((k, x) -> o.add(String.valueOf(k), value(x)));
            return o;
        }
        return new JsonPrimitive(String.valueOf(v));
    }

    private static JsonArray numbers(int[] values) {
        JsonArray a = new JsonArray();
        for (int v : values) {
            a.add(v);
        }
        return a;
    }

    /**
     * Reads a puzzle written by {@link #write}.
     *
     * @throws IllegalArgumentException naming the field that is wrong
     */
    public static VariantPuzzle read(String json) {
        JsonElement e;
        try {
            e = JsonParser.parseString(json);
        } catch (JsonParseException ex) {
            throw new IllegalArgumentException("not JSON: " + ex.getMessage().lines().findFirst().orElse(""));
        }
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("a sudokux-variant puzzle is a JSON object");
        }
        return parse(e.getAsJsonObject());
    }

    /**
     * Reads a puzzle from its JSON object.
     *
     * @throws IllegalArgumentException naming the field that is wrong
     */
    public static VariantPuzzle parse(JsonObject o) {
        if (!isVariantJson(o)) {
            throw new IllegalArgumentException("\"format\" must be \"" + FORMAT + "\"");
        }
        for (String key : o.keySet()) {
            if (!List.of("format", "rows", "columns", "digits", "holes", "houses", "constraints", "givens", "id",
                    "title").contains(key)) {
                throw new IllegalArgumentException("unknown field \"" + key + "\"");
            }
        }
        int rows = whole(o.get("rows"), "rows");
        int columns = whole(o.get("columns"), "columns");
        int digits = whole(o.get("digits"), "digits");
        if (rows < 1 || columns < 1 || rows * columns > 1 << 16 || digits < 1 || digits > Board.MAX_DIGITS) {
            throw new IllegalArgumentException("rows, columns and digits out of range: " + rows + ", " + columns + ", "
                    + digits);
        }
        boolean[] present = new boolean[rows * columns];
        java.util.Arrays.fill(present, true);
        if (o.has("holes")) {
            for (int p : ints(o.get("holes"), "holes")) {
                if (p < 0 || p >= present.length) {
                    throw new IllegalArgumentException("holes: position " + p + " is outside the frame");
                }
                present[p] = false;
            }
        }
        List<House> houses = new ArrayList<>();
        Set<String> names = new java.util.HashSet<>();
        JsonArray hs = array(o.get("houses"), "houses");
        for (int i = 0; i < hs.size(); i++) {
            String where = "houses[" + i + "]";
            JsonObject h = object(hs.get(i), where);
            House.Kind kind;
            try {
                kind = House.Kind.valueOf(text(h.get("kind"), where + ".kind").toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException(where + ".kind: expected one of " + List.of(House.Kind.values()));
            }
            int ofKind = 1;
            for (House before : houses) {
                ofKind += before.kind() == kind ? 1 : 0;
            }
            String name = h.has("name") ? text(h.get("name"), where + ".name")
                    : kind.name().toLowerCase(Locale.ROOT).replace('_', ' ') + " " + ofKind;
            if (!names.add(name)) {
                throw new IllegalArgumentException(where + ".name: another house is called '" + name + "'");
            }
            houses.add(new House(kind, name, ints(h.get("cells"), where + ".cells")));
        }
        Board board = Board.of(rows, columns, digits, present, houses);
        List<Constraint> constraints = new ArrayList<>();
        if (o.has("constraints")) {
            JsonArray cs = array(o.get("constraints"), "constraints");
            for (int i = 0; i < cs.size(); i++) {
                constraints.add(constraint(object(cs.get(i), "constraints[" + i + "]"), "constraints[" + i + "]"));
            }
        }
        int[] givens = o.has("givens") ? ints(o.get("givens"), "givens") : new int[board.size()];
        return new VariantPuzzle(board, constraints, givens);
    }

    private static Constraint constraint(JsonObject x, String where) {
        String name = text(x.get("constraint"), where + ".constraint");
        Class<?> type = null;
        List<String> names = new ArrayList<>();
        for (Class<?> c : Constraint.class.getPermittedSubclasses()) {
            names.add(c.getSimpleName());
            if (c.getSimpleName().equals(name)) {
                type = c;
            }
        }
        if (type == null) {
            throw new IllegalArgumentException(where + ".constraint: no constraint '" + name + "'; expected one of "
                    + names);
        }
        RecordComponent[] components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int k = 0; k < components.length; k++) {
            RecordComponent rc = components[k];
            types[k] = rc.getType();
            String field = where + "." + rc.getName();
            JsonElement v = x.get(rc.getName());
            if (v == null) {
                throw new IllegalArgumentException(field + " is missing");
            }
            args[k] = argument(rc.getType(), v, field);
        }
        for (String key : x.keySet()) {
            boolean known = key.equals("constraint");
            for (RecordComponent rc : components) {
                known |= rc.getName().equals(key);
            }
            if (!known) {
                throw new IllegalArgumentException(where + ": unknown field \"" + key + "\"");
            }
        }
        try {
            Constructor<?> make = type.getDeclaredConstructor(types);
            make.setAccessible(true);
            return (Constraint) make.newInstance(args);
        } catch (InvocationTargetException ex) {
            throw new IllegalArgumentException(where + ": " + ex.getCause().getMessage());
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException("cannot make " + name, ex);
        }
    }

    private static Object argument(Class<?> type, JsonElement v, String field) {
        if (type == int[].class) {
            return ints(v, field);
        }
        if (type == int.class) {
            return whole(v, field);
        }
        if (type == long.class) {
            if (!v.isJsonPrimitive() || !v.getAsJsonPrimitive().isNumber()) {
                throw new IllegalArgumentException(field + " must be a whole number");
            }
            return v.getAsLong();
        }
        if (type == boolean.class) {
            if (!v.isJsonPrimitive() || !v.getAsJsonPrimitive().isBoolean()) {
                throw new IllegalArgumentException(field + " must be true or false");
            }
            return v.getAsBoolean();
        }
        if (type == String.class) {
            return text(v, field);
        }
        if (type == Constraint.DotKind.class) {
            return dotKind(text(v, field), field);
        }
        if (type == Set.class) {
            EnumSet<Constraint.DotKind> set = EnumSet.noneOf(Constraint.DotKind.class);
            for (JsonElement e : array(v, field)) {
                set.add(dotKind(text(e, field), field));
            }
            return set;
        }
        throw new IllegalStateException("no reader for " + type + " (" + field + ")");
    }

    private static Constraint.DotKind dotKind(String s, String field) {
        try {
            return Constraint.DotKind.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + ": expected DIFFERENCE, RATIO or SUM, not '" + s + "'");
        }
    }

    private static int whole(JsonElement v, String field) {
        if (v == null || !v.isJsonPrimitive() || !v.getAsJsonPrimitive().isNumber()) {
            throw new IllegalArgumentException(field + " must be a whole number");
        }
        double d = v.getAsDouble();
        if (d != Math.rint(d) || Math.abs(d) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(field + " must be a whole number, not " + v);
        }
        return (int) d;
    }

    private static int[] ints(JsonElement v, String field) {
        JsonArray a = array(v, field);
        int[] out = new int[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = whole(a.get(i), field + "[" + i + "]");
        }
        return out;
    }

    private static JsonArray array(JsonElement v, String field) {
        if (v == null || !v.isJsonArray()) {
            throw new IllegalArgumentException(field + " must be an array");
        }
        return v.getAsJsonArray();
    }

    private static JsonObject object(JsonElement v, String field) {
        if (v == null || !v.isJsonObject()) {
            throw new IllegalArgumentException(field + " must be an object");
        }
        return v.getAsJsonObject();
    }

    private static String text(JsonElement v, String field) {
        if (v == null || !v.isJsonPrimitive()) {
            throw new IllegalArgumentException(field + " must be a string");
        }
        return v.getAsString();
    }
}
