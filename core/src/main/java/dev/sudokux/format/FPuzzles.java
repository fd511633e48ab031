package dev.sudokux.format;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.House;
import dev.sudokux.variant.VariantPuzzle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The f-puzzles format, as f-puzzles.com and SudokuPad share variant puzzles: a JSON object with
 * {@code size}, {@code grid[row][column]} (each cell {@code value}, {@code given}, {@code region},
 * ...) and one key a kind of constraint ({@code killercage}, {@code thermometer}, {@code arrow},
 * {@code difference}, ...), cells written {@code R1C1}; or the same object compressed the way an
 * f-puzzles link carries it (LZ-string, base64), alone or as the whole link.
 *
 * <p>Reading maps every key to the model ({@link VariantPuzzle}); drawing-only keys ({@code cage},
 * {@code line}, {@code text}, {@code circle}, {@code rectangle}) and the solver settings of
 * f-puzzles are accepted and left aside; any other key is an error that names it, so a constraint
 * is never silently ignored. Only given values ({@code "given": true}) are givens: other values are
 * a solver's entries. Writing puts the digits of a solution into the object it was read from.
 */
public final class FPuzzles {

    private FPuzzles() {
    }

    /**
     * A puzzle read from f-puzzles.
     *
     * @param puzzle the model
     * @param source the JSON object it was read from (for writing answers back in the same form)
     * @param title  its title, or empty
     */
    public record Read(VariantPuzzle puzzle, JsonObject source, String title) {
    }

    /** Keys that only draw, or set f-puzzles' own solver, or describe: read and left aside. */
    private static final Set<String> IGNORED = Set.of("title", "author", "ruleset", "cage", "line", "text", "circle",
            "rectangle", "highlightConflicts", "disabledlogic", "truecandidatesoptions", "solution", "size", "grid",
            "fogofwar", "foglights");

    /** Keys f-puzzles has that sudokux does not solve yet, with what they are. */
    private static final Map<String, String> UNSUPPORTED = Map.ofEntries(
            Map.entry("boxindexer", "box indexers"),
            Map.entry("modularline", "modular lines"), Map.entry("nabner", "nabner lines"),
            Map.entry("doublearrow", "double arrows"), Map.entry("lockout", "lockout lines"));

    private static final Set<String> CELL_KEYS = Set.of("value", "given", "region", "c", "cornerPencilMarks",
            "centerPencilMarks", "givenPencilMarks", "highlight", "parity");

    private static final Pattern CELL = Pattern.compile("[Rr](\\d+)[Cc](\\d+)");

    /**
     * Reads f-puzzles text: a JSON object, or the compressed string of an f-puzzles link (alone, or
     * the whole link: {@code ...?load=N4Ig...}, SudokuPad's {@code fpuzzlesN4Ig...}).
     *
     * @throws IllegalArgumentException saying what is wrong, naming the key or the cell
     */
    public static Read decode(String text) {
        String t = text.strip();
        if (t.startsWith("{")) {
            JsonElement e;
            try {
                e = JsonParser.parseString(t);
            } catch (JsonParseException ex) {
                throw new IllegalArgumentException("not JSON: " + firstLine(ex));
            }
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException("an f-puzzles puzzle is a JSON object");
            }
            return parse(e.getAsJsonObject());
        }
        String json = LzString.decompressFromBase64(compressedPart(t));
        if (json == null) {
            throw new IllegalArgumentException("not an f-puzzles puzzle: neither a JSON object nor the compressed "
                    + "string of an f-puzzles link");
        }
        JsonElement e;
        try {
            e = JsonParser.parseString(json);
        } catch (JsonParseException ex) {
            throw new IllegalArgumentException("the compressed string does not hold JSON: " + firstLine(ex));
        }
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("the compressed string does not hold a JSON object");
        }
        return parse(e.getAsJsonObject());
    }

    /** The compressed part of a link or string: after {@code load=} or {@code fpuzzles}, if there. */
    static String compressedPart(String text) {
        String t = text.strip();
        int load = t.indexOf("load=");
        if (load >= 0) {
            t = t.substring(load + 5);
        } else {
            int fp = t.indexOf("fpuzzles");
            if (fp >= 0 && (fp == 0 || t.charAt(fp - 1) == '/')) {
                t = t.substring(fp + 8);
            }
        }
        int amp = t.indexOf('&');
        if (amp >= 0) {
            t = t.substring(0, amp);
        }
        return t.replace("%2B", "+").replace("%2F", "/").replace("%3D", "=").replace(' ', '+');
    }

    /** Whether {@code text} looks like the compressed string of an f-puzzles link (or a link). */
    public static boolean looksCompressed(String text) {
        String t = compressedPart(text);
        if (!t.startsWith("N4Ig") || t.length() < 20) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (!LzString.isBase64(t.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The compressed string of {@code o}, as an f-puzzles link carries it. */
    public static String compress(JsonObject o) {
        return LzString.compressToBase64(o.toString());
    }

    /**
     * Reads an f-puzzles object.
     *
     * @throws IllegalArgumentException saying what is wrong, naming the key or the cell
     */
    public static Read parse(JsonObject o) {
        return new Parser(o).read();
    }

    /**
     * The object {@code source} with the digits of {@code values} (one a cell, row by row) as the
     * cells' values; givens stay given, the other cells get their digit without {@code given}.
     */
    public static JsonObject withValues(JsonObject source, int[] values) {
        JsonObject copy = source.deepCopy();
        JsonArray grid = copy.getAsJsonArray("grid");
        int n = grid.size();
        for (int r = 0; r < n; r++) {
            JsonArray row = grid.get(r).getAsJsonArray();
            for (int c = 0; c < row.size(); c++) {
                JsonObject cell = row.get(c).getAsJsonObject();
                int v = values[r * n + c];
                if (v != 0) {
                    cell.addProperty("value", v);
                }
            }
        }
        return copy;
    }

    /**
     * The f-puzzles object of a single square grid puzzle: its size, regions where they are not the
     * default boxes, givens, and its constraints.
     *
     * @throws IllegalArgumentException when the puzzle has a kind f-puzzles cannot say (several grids,
     *                                  holes, greater-than signs); windows are written as extra regions
     */
    public static JsonObject toJson(VariantPuzzle puzzle, String title) {
        return new Writer(puzzle).write(title);
    }

    // ---- Reading.

    private static final class Parser {
        private final JsonObject o;
        private int n;
        private final List<Constraint> constraints = new ArrayList<>();

        Parser(JsonObject o) {
            this.o = o;
        }

        Read read() {
            for (String key : o.keySet()) {
                if (!IGNORED.contains(key) && !KNOWN.contains(key)) {
                    if (UNSUPPORTED.containsKey(key)) {
                        throw new IllegalArgumentException("f-puzzles key '" + key + "' (" + UNSUPPORTED.get(key)
                                + ") is not supported yet");
                    }
                    throw new IllegalArgumentException("unknown f-puzzles key '" + key + "'");
                }
            }
            JsonArray grid = array("grid");
            if (grid == null || grid.isEmpty()) {
                throw new IllegalArgumentException("f-puzzles key 'grid' is missing: no cells");
            }
            n = grid.size();
            if (o.has("size") && intOf(o.get("size"), "size") != n) {
                throw new IllegalArgumentException("'size' is " + o.get("size") + " but 'grid' has " + n + " rows");
            }
            if (n > Board.MAX_DIGITS) {
                throw new IllegalArgumentException("a " + n + "x" + n + " puzzle is larger than sudokux's "
                        + Board.MAX_DIGITS + "x" + Board.MAX_DIGITS);
            }
            int[] region = defaultRegions(n);
            boolean custom = isPrime(n);
            int[] givens = new int[n * n];
            for (int r = 0; r < n; r++) {
                JsonElement rowElement = grid.get(r);
                if (!rowElement.isJsonArray() || rowElement.getAsJsonArray().size() != n) {
                    throw new IllegalArgumentException("grid row " + (r + 1) + " does not have " + n + " cells");
                }
                JsonArray row = rowElement.getAsJsonArray();
                for (int c = 0; c < n; c++) {
                    if (!row.get(c).isJsonObject()) {
                        throw new IllegalArgumentException("grid cell R" + (r + 1) + "C" + (c + 1) + " is not an object");
                    }
                    JsonObject cell = row.get(c).getAsJsonObject();
                    String where = "R" + (r + 1) + "C" + (c + 1);
                    for (String key : cell.keySet()) {
                        if (!CELL_KEYS.contains(key)) {
                            throw new IllegalArgumentException("unknown f-puzzles cell key '" + key + "' at " + where);
                        }
                    }
                    int p = r * n + c;
                    if (cell.has("region")) {
                        JsonElement e = cell.get("region");
                        int reg = e.isJsonNull() ? -1 : intOf(e, "region of " + where);
                        if (reg < -1 || reg >= n) {
                            throw new IllegalArgumentException("region " + reg + " of " + where + " is outside 0-" + (n - 1));
                        }
                        custom |= reg != region[p];
                        region[p] = reg;
                    }
                    if (cell.has("given") && given(cell.get("given"), where) && cell.has("value")) {
                        int v = intOf(cell.get("value"), "value of " + where);
                        if (v < 1 || v > n) {
                            throw new IllegalArgumentException("given " + v + " at " + where + " is outside 1-" + n);
                        }
                        givens[p] = v;
                    }
                    if (cell.has("givenPencilMarks") && cell.get("givenPencilMarks").isJsonArray()) {
                        long allowed = 0;
                        for (JsonElement m : cell.getAsJsonArray("givenPencilMarks")) {
                            int d = intOf(m, "pencil mark of " + where);
                            if (d >= 1 && d <= n) {
                                allowed |= 1L << (d - 1);
                            }
                        }
                        constraints.add(new Constraint.Digits(p, allowed));
                    }
                    if (cell.has("parity") && !cell.get("parity").isJsonNull()) {
                        String parity = string(cell.get("parity"), "parity of " + where).toLowerCase(Locale.ROOT);
                        if (!parity.equals("even") && !parity.equals("odd")) {
                            throw new IllegalArgumentException("parity '" + parity + "' of " + where
                                    + ": expected Even or Odd");
                        }
                        constraints.add(new Constraint.Parity(p, parity.equals("even")));
                    }
                }
            }
            Board board = board(region, custom);
            board = houses(board, custom);
            gatherConstraints();
            VariantPuzzle puzzle;
            try {
                puzzle = new VariantPuzzle(board, constraints, givens);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage());
            }
            String title = o.has("title") && o.get("title").isJsonPrimitive() ? o.get("title").getAsString() : "";
            return new Read(puzzle, o, title);
        }

        private Board board(int[] region, boolean custom) {
            if (!custom) {
                return Board.classic(Shape.forSize(n));
            }
            int[] count = new int[n];
            for (int r : region) {
                if (r >= 0) {
                    count[r]++;
                }
            }
            for (int r = 0; r < n; r++) {
                if (count[r] != 0 && count[r] != n) {
                    throw new IllegalArgumentException("region " + (r + 1) + " has " + count[r] + " cells, expected " + n);
                }
            }
            return Board.jigsaw(n, region);
        }

        private Board houses(Board board, boolean custom) {
            boolean up = bool("diagonal+");
            boolean down = bool("diagonal-");
            if (up || down) {
                board = board.withDiagonals(down, up);
            }
            if (bool("disjointgroups")) {
                if (custom) {
                    throw new IllegalArgumentException("'disjointgroups' needs boxes, and this puzzle has irregular regions");
                }
                board = board.withDisjointGroups();
            }
            JsonArray extra = array("extraregion");
            if (extra != null) {
                int k = 0;
                for (JsonElement e : extra) {
                    int[] cells = cells(object(e, "extraregion"), "cells", "extraregion");
                    try {
                        board = board.withHouse(new House(House.Kind.EXTRA, "extra region " + (++k), cells));
                    } catch (IllegalArgumentException ex) {
                        throw new IllegalArgumentException("extraregion " + k + ": " + ex.getMessage());
                    }
                }
            }
            return board;
        }

        private void gatherConstraints() {
            if (bool("antiknight")) {
                constraints.add(new Constraint.AntiKnight());
            }
            if (bool("antiking")) {
                constraints.add(new Constraint.AntiKing());
            }
            if (bool("nonconsecutive")) {
                constraints.add(new Constraint.Negative(Constraint.DotKind.DIFFERENCE, new int[] {1}));
            }
            List<String> negative = new ArrayList<>();
            if (array("negative") != null) {
                for (JsonElement e : array("negative")) {
                    negative.add(string(e, "'negative'"));
                }
            }
            for (JsonObject e : objects("killercage")) {
                String v = text(e, "value");
                constraints.add(new Constraint.Cage(cells(e, "cells", "killercage"), v.isEmpty() ? 0 : number(v, "killercage")));
            }
            for (JsonObject e : objects("littlekillersum")) {
                String v = text(e, "value");
                if (!v.isEmpty()) {
                    constraints.add(new Constraint.LittleKiller(diagonal(e), number(v, "littlekillersum")));
                }
            }
            for (JsonObject e : objects("arrow")) {
                int[] circle = cells(e, "cells", "arrow");
                for (int[] line : lines(e, "arrow")) {
                    if (line.length > 1) {
                        constraints.add(new Constraint.Arrow(circle, Arrays.copyOfRange(line, 1, line.length)));
                    }
                }
            }
            for (JsonObject e : objects("thermometer")) {
                for (int[] line : lines(e, "thermometer")) {
                    constraints.add(new Constraint.Thermo(line, false));
                }
            }
            for (JsonObject e : objects("slowthermometer")) {
                for (int[] line : lines(e, "slowthermometer")) {
                    constraints.add(new Constraint.Thermo(line, true));
                }
            }
            for (JsonObject e : objects("whispers")) {
                String v = text(e, "value");
                int difference = v.isEmpty() ? (n + 1) / 2 : number(v, "whispers");
                for (int[] line : lines(e, "whispers")) {
                    constraints.add(new Constraint.Whispers(line, difference));
                }
            }
            for (JsonObject e : objects("renban")) {
                for (int[] line : lines(e, "renban")) {
                    constraints.add(new Constraint.Renban(line));
                }
            }
            for (JsonObject e : objects("palindrome")) {
                for (int[] line : lines(e, "palindrome")) {
                    constraints.add(new Constraint.Palindrome(line));
                }
            }
            for (JsonObject e : objects("betweenline")) {
                for (int[] line : lines(e, "betweenline")) {
                    constraints.add(new Constraint.Between(line));
                }
            }
            for (JsonObject e : objects("clone")) {
                int[] a = cells(e, "cells", "clone");
                int[] b = cells(e, "cloneCells", "clone");
                if (a.length != b.length) {
                    throw new IllegalArgumentException("clone: " + a.length + " cells but " + b.length + " cloneCells");
                }
                constraints.add(new Constraint.Clone(a, b));
            }
            for (JsonObject e : objects("quadruple")) {
                JsonElement valuesElement = e.get("values");
                if (valuesElement != null && !valuesElement.isJsonNull() && !valuesElement.isJsonArray()) {
                    throw new IllegalArgumentException("quadruple values " + shorten(valuesElement) + " is not a list");
                }
                JsonArray values = valuesElement == null || valuesElement.isJsonNull() ? null : valuesElement.getAsJsonArray();
                int[] digits = new int[values == null ? 0 : values.size()];
                for (int i = 0; i < digits.length; i++) {
                    digits[i] = intOf(values.get(i), "quadruple value");
                }
                constraints.add(new Constraint.Quadruple(cells(e, "cells", "quadruple"), digits));
            }
            for (String kind : List.of("odd", "even")) {
                for (JsonObject e : objects(kind)) {
                    constraints.add(new Constraint.Parity(cell(text(e, "cell"), kind), kind.equals("even")));
                }
            }
            for (String kind : List.of("minimum", "maximum")) {
                for (JsonObject e : objects(kind)) {
                    constraints.add(new Constraint.Extremum(cell(text(e, "cell"), kind), kind.equals("maximum")));
                }
            }
            for (JsonObject e : objects("sandwichsum")) {
                String v = text(e, "value");
                if (!v.isEmpty()) {
                    constraints.add(new Constraint.Sandwich(lineOf(text(e, "cell")), number(v, "sandwichsum")));
                }
            }
            for (String kind : List.of("xsum", "skyscraper")) {
                for (JsonObject e : objects(kind)) {
                    String v = text(e, "value");
                    if (!v.isEmpty()) {
                        int[] line = directedLineOf(text(e, "cell"), kind);
                        int clue = number(v, kind);
                        constraints.add(kind.equals("xsum") ? new Constraint.XSum(line, clue)
                                : new Constraint.Skyscraper(line, clue));
                    }
                }
            }
            for (JsonObject e : objects("entropicline")) {
                for (int[] line : lines(e, "entropicline")) {
                    constraints.add(new Constraint.Entropic(line));
                }
            }
            for (JsonObject e : objects("zipperline")) {
                for (int[] line : lines(e, "zipperline")) {
                    constraints.add(new Constraint.Zipper(line));
                }
            }
            for (JsonObject e : objects("regionsumline")) {
                for (int[] line : lines(e, "regionsumline")) {
                    constraints.add(new Constraint.RegionSum(line));
                }
            }
            for (String kind : List.of("columnindexer", "rowindexer")) {
                boolean column = kind.equals("columnindexer");
                for (JsonObject e : objects(kind)) {
                    for (int cell : cells(e, "cells", kind)) {
                        int r = cell / n;
                        int c = cell % n;
                        int[] line = new int[n];
                        for (int k = 0; k < n; k++) {
                            line[k] = column ? r * n + k : k * n + c;
                        }
                        constraints.add(new Constraint.Indexer(cell, line, column ? c + 1 : r + 1,
                                column ? "column" : "row"));
                    }
                }
            }
            dots("difference", Constraint.DotKind.DIFFERENCE, 1);
            dots("ratio", Constraint.DotKind.RATIO, 2);
            for (JsonObject e : objects("xv")) {
                int[] cells = cells(e, "cells", "xv");
                String v = text(e, "value").toUpperCase(Locale.ROOT);
                int sum = switch (v) {
                    case "X" -> 10;
                    case "V" -> 5;
                    default -> throw new IllegalArgumentException("xv value '" + v + "': expected X or V");
                };
                constraints.add(new Constraint.Dot(Constraint.DotKind.SUM, pair(cells, "xv")[0], cells[1], sum));
            }
            for (String neg : negative) {
                switch (neg) {
                    case "ratio" -> constraints.add(new Constraint.Negative(Constraint.DotKind.RATIO,
                            dotValues("ratio", 2)));
                    case "difference" -> constraints.add(new Constraint.Negative(Constraint.DotKind.DIFFERENCE,
                            dotValues("difference", 1)));
                    case "xv" -> constraints.add(new Constraint.Negative(Constraint.DotKind.SUM, new int[] {5, 10}));
                    default -> throw new IllegalArgumentException("negative '" + neg + "': expected ratio, difference or xv");
                }
            }
        }

        private void dots(String key, Constraint.DotKind kind, int defaultValue) {
            for (JsonObject e : objects(key)) {
                int[] cells = pair(cells(e, "cells", key), key);
                String v = text(e, "value");
                constraints.add(new Constraint.Dot(kind, cells[0], cells[1], v.isEmpty() ? defaultValue : number(v, key)));
            }
        }

        /** The values of the dots of {@code key} (the default when there is none), for a negative rule. */
        private int[] dotValues(String key, int defaultValue) {
            java.util.TreeSet<Integer> values = new java.util.TreeSet<>();
            for (JsonObject e : objects(key)) {
                String v = text(e, "value");
                values.add(v.isEmpty() ? defaultValue : number(v, key));
            }
            if (values.isEmpty()) {
                values.add(defaultValue);
            }
            return values.stream().mapToInt(Integer::intValue).toArray();
        }

        private int[] pair(int[] cells, String key) {
            if (cells.length != 2) {
                throw new IllegalArgumentException(key + " joins two cells, not " + cells.length);
            }
            return cells;
        }

        /** The cells of a little killer: from its clue outside the grid along its direction. */
        private int[] diagonal(JsonObject e) {
            int[] rc = rowColumn(text(e, "cell"), "littlekillersum", true);
            String dir = text(e, "direction").toUpperCase(Locale.ROOT);
            int dr = dir.startsWith("D") ? 1 : dir.startsWith("U") ? -1 : 0;
            int dc = dir.endsWith("R") ? 1 : dir.endsWith("L") ? -1 : 0;
            if (dr == 0 || dc == 0 || dir.length() != 2) {
                throw new IllegalArgumentException("littlekillersum direction '" + dir + "': expected UL, UR, DL or DR");
            }
            int r = rc[0];
            int c = rc[1];
            if (r < 0 || r >= n || c < 0 || c >= n) {
                r += dr;
                c += dc;
            }
            List<Integer> cells = new ArrayList<>();
            while (r >= 0 && r < n && c >= 0 && c < n) {
                cells.add(r * n + c);
                r += dr;
                c += dc;
            }
            if (cells.isEmpty()) {
                throw new IllegalArgumentException("littlekillersum at " + text(e, "cell") + " " + dir
                        + " does not enter the grid");
            }
            return cells.stream().mapToInt(Integer::intValue).toArray();
        }

        /**
         * The row or column a clue outside the grid looks along, from the clue's side: from above
         * ({@code R0Cc}) top to bottom, from below ({@code R(N+1)Cc}) bottom to top, from the left
         * ({@code RrC0}) and from the right likewise.
         */
        private int[] directedLineOf(String ref, String kind) {
            int[] rc = rowColumn(ref, kind, true);
            int[] cells = new int[n];
            boolean inRow = rc[0] >= 0 && rc[0] < n;
            boolean inColumn = rc[1] >= 0 && rc[1] < n;
            for (int k = 0; k < n; k++) {
                if (rc[0] == -1 && inColumn) {
                    cells[k] = k * n + rc[1];
                } else if (rc[0] == n && inColumn) {
                    cells[k] = (n - 1 - k) * n + rc[1];
                } else if (rc[1] == -1 && inRow) {
                    cells[k] = rc[0] * n + k;
                } else if (rc[1] == n && inRow) {
                    cells[k] = rc[0] * n + n - 1 - k;
                } else {
                    throw new IllegalArgumentException(kind + " clue " + ref + " is not beside a row or a column");
                }
            }
            return cells;
        }

        /** The row or column a sandwich clue outside the grid points along. */
        private int[] lineOf(String ref) {
            int[] rc = rowColumn(ref, "sandwichsum", true);
            int[] cells = new int[n];
            if ((rc[0] == -1 || rc[0] == n) && rc[1] >= 0 && rc[1] < n) {
                for (int r = 0; r < n; r++) {
                    cells[r] = r * n + rc[1];
                }
            } else if ((rc[1] == -1 || rc[1] == n) && rc[0] >= 0 && rc[0] < n) {
                for (int c = 0; c < n; c++) {
                    cells[c] = rc[0] * n + c;
                }
            } else {
                throw new IllegalArgumentException("sandwichsum clue " + ref + " is not beside a row or a column");
            }
            return cells;
        }

        private boolean bool(String key) {
            JsonElement e = o.get(key);
            if (e == null || e.isJsonNull()) {
                return false;
            }
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
                throw new IllegalArgumentException("'" + key + "' must be true or false, not " + e);
            }
            return e.getAsBoolean();
        }

        private JsonArray array(String key) {
            JsonElement e = o.get(key);
            if (e == null || e.isJsonNull()) {
                return null;
            }
            if (!e.isJsonArray()) {
                throw new IllegalArgumentException("'" + key + "' must be an array, not " + shorten(e));
            }
            return e.getAsJsonArray();
        }

        private List<JsonObject> objects(String key) {
            JsonArray a = array(key);
            List<JsonObject> list = new ArrayList<>();
            if (a != null) {
                for (JsonElement e : a) {
                    if (!e.isJsonObject()) {
                        throw new IllegalArgumentException("'" + key + "' holds " + shorten(e) + ", not an object");
                    }
                    list.add(e.getAsJsonObject());
                }
            }
            return list;
        }

        private List<int[]> lines(JsonObject e, String key) {
            JsonElement ls = e.get("lines");
            if (ls == null || !ls.isJsonArray()) {
                throw new IllegalArgumentException(key + " without 'lines'");
            }
            List<int[]> lines = new ArrayList<>();
            for (JsonElement line : ls.getAsJsonArray()) {
                if (!line.isJsonArray()) {
                    throw new IllegalArgumentException(key + " line " + shorten(line) + " is not a list of cells");
                }
                lines.add(cellList(line.getAsJsonArray(), key));
            }
            return lines;
        }

        private int[] cells(JsonObject e, String member, String key) {
            JsonElement cs = e.get(member);
            if (cs == null || !cs.isJsonArray()) {
                throw new IllegalArgumentException(key + " without '" + member + "'");
            }
            return cellList(cs.getAsJsonArray(), key);
        }

        private int[] cellList(JsonArray cs, String key) {
            int[] cells = new int[cs.size()];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = cell(string(cs.get(i), key + " cell"), key);
            }
            return cells;
        }

        private int cell(String ref, String key) {
            int[] rc = rowColumn(ref, key, false);
            return rc[0] * n + rc[1];
        }

        /** Row and column from 0 of {@code R1C2}; outside the grid (R0, R10) only when allowed. */
        private int[] rowColumn(String ref, String key, boolean outside) {
            Matcher m = CELL.matcher(ref.strip());
            if (!m.matches()) {
                throw new IllegalArgumentException(key + ": '" + ref + "' is not a cell (expected R1C1)");
            }
            int r = Integer.parseInt(m.group(1)) - 1;
            int c = Integer.parseInt(m.group(2)) - 1;
            int lo = outside ? -1 : 0;
            int hi = outside ? n : n - 1;
            if (r < lo || r > hi || c < lo || c > hi) {
                throw new IllegalArgumentException(key + ": " + ref + " is outside the " + n + "x" + n + " grid");
            }
            return new int[] {r, c};
        }

        private static String text(JsonObject e, String member) {
            JsonElement v = e.get(member);
            if (v == null || v.isJsonNull()) {
                return "";
            }
            return v.isJsonPrimitive() ? v.getAsString().strip() : v.toString();
        }

        private static int number(String text, String key) {
            try {
                return Integer.parseInt(text.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " value '" + text + "' is not a whole number");
            }
        }

        /** The text of a string (or number) {@code e}; an array, object or null is an error naming {@code what}. */
        private static String string(JsonElement e, String what) {
            if (!e.isJsonPrimitive()) {
                throw new IllegalArgumentException(what + " is " + shorten(e) + ", not a text such as \"R1C1\"");
            }
            return e.getAsString();
        }

        /** {@code e} as an object; anything else is an error naming {@code what}. */
        private static JsonObject object(JsonElement e, String what) {
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException("'" + what + "' holds " + shorten(e) + ", not an object");
            }
            return e.getAsJsonObject();
        }

        /** A cell's {@code given}: true or false (null: false); an array or object is an error. */
        private static boolean given(JsonElement e, String where) {
            if (e.isJsonNull()) {
                return false;
            }
            if (!e.isJsonPrimitive()) {
                throw new IllegalArgumentException("'given' of " + where + " is " + shorten(e) + ", not true or false");
            }
            return e.getAsBoolean();
        }

        private static int intOf(JsonElement e, String what) {
            if (e.isJsonPrimitive()) {
                JsonPrimitive p = e.getAsJsonPrimitive();
                try {
                    return p.isNumber() ? p.getAsInt() : Integer.parseInt(p.getAsString().strip());
                } catch (NumberFormatException ex) {
                    // fall through
                }
            }
            throw new IllegalArgumentException(what + " is " + shorten(e) + ", not a whole number");
        }
    }

    /** The keys {@link Parser} reads into the model. */
    private static final Set<String> KNOWN = Set.of("diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups",
            "nonconsecutive", "negative", "arrow", "killercage", "littlekillersum", "odd", "even", "minimum", "maximum",
            "extraregion", "thermometer", "slowthermometer", "palindrome", "renban", "whispers", "difference", "xv",
            "ratio", "clone", "quadruple", "betweenline", "sandwichsum", "xsum", "skyscraper", "entropicline",
            "zipperline", "regionsumline", "columnindexer", "rowindexer");

    private static String firstLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    private static String shorten(JsonElement e) {
        String s = e.toString();
        return s.length() > 40 ? s.substring(0, 37) + "..." : s;
    }

    /** f-puzzles' regions for an N x N grid: boxes as {@link Shape#forSize(int)} cuts them; rows for a prime N. */
    static int[] defaultRegions(int n) {
        int[] region = new int[n * n];
        if (isPrime(n)) {
            for (int p = 0; p < region.length; p++) {
                region[p] = p / n;
            }
            return region;
        }
        Shape shape = Shape.forSize(n);
        for (int p = 0; p < region.length; p++) {
            region[p] = shape.box(p);
        }
        return region;
    }

    /** Whether {@code n} has no divisor but 1 and itself (1, 2 and 3 count: they have no boxes either). */
    private static boolean isPrime(int n) {
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    // ---- Writing.

    private static final class Writer {
        private final VariantPuzzle puzzle;
        private final Board board;
        private final int n;

        Writer(VariantPuzzle puzzle) {
            this.puzzle = puzzle;
            this.board = puzzle.board();
            this.n = board.digits();
        }

        JsonObject write(String title) {
            if (board.rows() != n || board.columns() != n || board.cellCount() != n * n) {
                throw new IllegalArgumentException("f-puzzles holds one N x N grid; this board is " + board);
            }
            JsonObject o = new JsonObject();
            o.addProperty("size", n);
            if (title != null && !title.isEmpty()) {
                o.addProperty("title", title);
            }
            int[] region = new int[n * n];
            Arrays.fill(region, -1);
            boolean up = false;
            boolean down = false;
            boolean disjoint = false;
            JsonArray extra = new JsonArray();
            int regionCount = 0;
            for (House h : board.houses()) {
                switch (h.kind()) {
                    case ROW, COLUMN -> { }
                    case BOX, REGION -> {
                        for (int c : h.cells()) {
                            region[c] = regionCount;
                        }
                        regionCount++;
                    }
                    case DIAGONAL_UP -> up = true;
                    case DIAGONAL_DOWN -> down = true;
                    case DISJOINT -> disjoint = true;
                    case EXTRA, WINDOW -> {
                        // f-puzzles has no windows: each is an extra region, which means the same.
                        JsonObject x = new JsonObject();
                        x.add("cells", refs(h.cells()));
                        extra.add(x);
                    }
                }
            }
            int[] defaults = defaultRegions(n);
            JsonArray grid = new JsonArray();
            for (int r = 0; r < n; r++) {
                JsonArray row = new JsonArray();
                for (int c = 0; c < n; c++) {
                    int p = r * n + c;
                    JsonObject cell = new JsonObject();
                    if (puzzle.given(p) != 0) {
                        cell.addProperty("value", puzzle.given(p));
                        cell.addProperty("given", true);
                    }
                    if (!sameRegions(region, defaults) && region[p] != defaults[p]) {
                        if (region[p] < 0) {
                            cell.add("region", com.google.gson.JsonNull.INSTANCE);
                        } else {
                            cell.addProperty("region", region[p]);
                        }
                    }
                    row.add(cell);
                }
                grid.add(row);
            }
            o.add("grid", grid);
            if (up) {
                o.addProperty("diagonal+", true);
            }
            if (down) {
                o.addProperty("diagonal-", true);
            }
            if (disjoint) {
                o.addProperty("disjointgroups", true);
            }
            if (!extra.isEmpty()) {
                o.add("extraregion", extra);
            }
            JsonArray negative = new JsonArray();
            for (Constraint c : puzzle.constraints()) {
                constraint(o, c, negative);
            }
            if (!negative.isEmpty()) {
                o.add("negative", negative);
            }
            return o;
        }

        /** Whether the regions are f-puzzles' defaults (as sets: numbering may differ). */
        private boolean sameRegions(int[] region, int[] defaults) {
            Map<Integer, Integer> map = new java.util.HashMap<>();
            for (int p = 0; p < region.length; p++) {
                Integer was = map.putIfAbsent(defaults[p], region[p]);
                if (was != null && was != region[p]) {
                    return false;
                }
            }
            return map.size() == new java.util.HashSet<>(map.values()).size();
        }

        private void constraint(JsonObject o, Constraint c, JsonArray negative) {
            if (c instanceof Constraint.AntiKnight) {
                o.addProperty("antiknight", true);
            } else if (c instanceof Constraint.AntiKing) {
                o.addProperty("antiking", true);
            } else if (c instanceof Constraint.Negative neg) {
                if (!neg.exemptBy().equals(java.util.EnumSet.of(neg.type()))) {
                    throw new IllegalArgumentException("f-puzzles cannot say a negative rule that other dots exempt from");
                }
                if (neg.type() == Constraint.DotKind.DIFFERENCE && Arrays.equals(neg.values(), new int[] {1})) {
                    o.addProperty("nonconsecutive", true);
                } else {
                    negative.add(neg.type() == Constraint.DotKind.SUM ? "xv" : neg.type().word());
                }
            } else if (c instanceof Constraint.Dot d) {
                JsonObject x = new JsonObject();
                x.add("cells", refs(new int[] {d.a(), d.b()}));
                switch (d.type()) {
                    case SUM -> {
                        if (d.value() != 5 && d.value() != 10) {
                            throw new IllegalArgumentException("f-puzzles has X and V only, not a sum of " + d.value());
                        }
                        x.addProperty("value", d.value() == 10 ? "X" : "V");
                        add(o, "xv", x);
                    }
                    case DIFFERENCE -> {
                        if (d.value() != 1) {
                            x.addProperty("value", String.valueOf(d.value()));
                        }
                        add(o, "difference", x);
                    }
                    case RATIO -> {
                        if (d.value() != 2) {
                            x.addProperty("value", String.valueOf(d.value()));
                        }
                        add(o, "ratio", x);
                    }
                }
            } else if (c instanceof Constraint.Parity p) {
                JsonObject x = new JsonObject();
                x.addProperty("cell", ref(p.cell()));
                add(o, p.even() ? "even" : "odd", x);
            } else if (c instanceof Constraint.Extremum e) {
                JsonObject x = new JsonObject();
                x.addProperty("cell", ref(e.cell()));
                add(o, e.maximum() ? "maximum" : "minimum", x);
            } else if (c instanceof Constraint.Cage cage) {
                JsonObject x = new JsonObject();
                x.add("cells", refs(cage.cells()));
                if (cage.sum() > 0) {
                    x.addProperty("value", String.valueOf(cage.sum()));
                }
                add(o, "killercage", x);
            } else if (c instanceof Constraint.LittleKiller lk) {
                add(o, "littlekillersum", littleKiller(lk));
            } else if (c instanceof Constraint.Thermo t) {
                add(o, t.slow() ? "slowthermometer" : "thermometer", line(t.cells()));
            } else if (c instanceof Constraint.Arrow a) {
                int[] line = new int[a.shaft().length + 1];
                line[0] = a.circle()[0];
                System.arraycopy(a.shaft(), 0, line, 1, a.shaft().length);
                JsonObject x = line(line);
                x.add("cells", refs(a.circle()));
                add(o, "arrow", x);
            } else if (c instanceof Constraint.Whispers w) {
                JsonObject x = line(w.cells());
                if (w.difference() != (n + 1) / 2) {
                    x.addProperty("value", String.valueOf(w.difference()));
                }
                add(o, "whispers", x);
            } else if (c instanceof Constraint.Renban r) {
                add(o, "renban", line(r.cells()));
            } else if (c instanceof Constraint.Palindrome p) {
                add(o, "palindrome", line(p.cells()));
            } else if (c instanceof Constraint.Between b) {
                add(o, "betweenline", line(b.cells()));
            } else if (c instanceof Constraint.Clone cl) {
                JsonObject x = new JsonObject();
                x.add("cells", refs(cl.originals()));
                x.add("cloneCells", refs(cl.copies()));
                add(o, "clone", x);
            } else if (c instanceof Constraint.Quadruple q) {
                JsonObject x = new JsonObject();
                x.add("cells", refs(q.cells()));
                JsonArray values = new JsonArray();
                for (int d : q.digits()) {
                    values.add(d);
                }
                x.add("values", values);
                add(o, "quadruple", x);
            } else if (c instanceof Constraint.Sandwich s) {
                JsonObject x = new JsonObject();
                int first = s.cells()[0];
                int second = s.cells()[1];
                boolean column = second - first == n;
                x.addProperty("cell", column ? "R0C" + (first % n + 1) : "R" + (first / n + 1) + "C0");
                x.addProperty("value", String.valueOf(s.sum()));
                add(o, "sandwichsum", x);
            } else if (c instanceof Constraint.Skyscraper sk) {
                add(o, "skyscraper", outsideClue(sk.cells(), sk.count()));
            } else if (c instanceof Constraint.XSum xs) {
                add(o, "xsum", outsideClue(xs.cells(), xs.sum()));
            } else if (c instanceof Constraint.Entropic e) {
                add(o, "entropicline", line(e.cells()));
            } else if (c instanceof Constraint.Zipper z) {
                add(o, "zipperline", line(z.cells()));
            } else if (c instanceof Constraint.RegionSum rs) {
                add(o, "regionsumline", line(rs.cells()));
            } else if (c instanceof Constraint.Indexer ix) {
                JsonObject x = new JsonObject();
                x.add("cells", refs(new int[] {ix.cell()}));
                add(o, ix.what().equals("column") ? "columnindexer" : "rowindexer", x);
            } else if (c instanceof Constraint.Digits d) {
                JsonObject cell = o.getAsJsonArray("grid").get(d.cell() / n).getAsJsonArray().get(d.cell() % n)
                        .getAsJsonObject();
                JsonArray marks = new JsonArray();
                for (int v = 1; v <= n; v++) {
                    if ((d.allowed() >>> (v - 1) & 1) != 0) {
                        marks.add(v);
                    }
                }
                cell.add("givenPencilMarks", marks);
            } else {
                throw new IllegalArgumentException("f-puzzles has no " + c.kind());
            }
        }

        /** The clue outside the grid of a line read from its first cell on ({@link Parser#directedLineOf}). */
        private JsonObject outsideClue(int[] cells, int value) {
            int first = cells[0];
            int step = cells[1] - cells[0];
            int r = first / n + 1;
            int c = first % n + 1;
            String ref = step == n ? "R0C" + c : step == -n ? "R" + (n + 1) + "C" + c
                    : step == 1 ? "R" + r + "C0" : "R" + r + "C" + (n + 1);
            JsonObject x = new JsonObject();
            x.addProperty("cell", ref);
            x.addProperty("value", String.valueOf(value));
            return x;
        }

        private JsonObject littleKiller(Constraint.LittleKiller lk) {
            int[] cells = lk.cells();
            int first = cells[0];
            int dr = 1;
            int dc = 1;
            if (cells.length > 1) {
                dr = board.row(cells[1]) - board.row(first);
                dc = board.column(cells[1]) - board.column(first);
            } else {
                dr = board.row(first) == 0 ? 1 : -1;
                dc = board.column(first) == 0 ? 1 : -1;
            }
            JsonObject x = new JsonObject();
            x.addProperty("cell", "R" + (board.row(first) + 1 - dr) + "C" + (board.column(first) + 1 - dc));
            x.add("cells", refs(cells));
            x.addProperty("direction", (dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L"));
            x.addProperty("value", String.valueOf(lk.sum()));
            return x;
        }

        private JsonObject line(int[] cells) {
            JsonObject x = new JsonObject();
            JsonArray lines = new JsonArray();
            lines.add(refs(cells));
            x.add("lines", lines);
            return x;
        }

        private static void add(JsonObject o, String key, JsonObject x) {
            if (!o.has(key)) {
                o.add(key, new JsonArray());
            }
            o.getAsJsonArray(key).add(x);
        }

        private JsonArray refs(int[] cells) {
            JsonArray a = new JsonArray();
            for (int c : cells) {
                a.add(ref(c));
            }
            return a;
        }

        private String ref(int cell) {
            return "R" + (cell / n + 1) + "C" + (cell % n + 1);
        }
    }
}
