package dev.sudokux.format;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantGrid;
import dev.sudokux.variant.VariantPuzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads variant puzzles in the forms people share them in, and writes their answers back in the same
 * form.
 *
 * <ul>
 * <li>{@link Form#FPUZZLES_JSON}: an f-puzzles JSON object ({@code size}, {@code grid}, constraint
 *     keys), either one object a line (a batch) or one object over several lines (the whole input).</li>
 * <li>{@link Form#FPUZZLES_LINK}: the compressed string of an f-puzzles link (LZ-string base64,
 *     starting {@code N4Ig}), alone or as the whole link ({@code https://www.f-puzzles.com/?load=N4Ig...},
 *     SudokuPad's {@code .../fpuzzlesN4Ig...}); one a line.</li>
 * <li>{@link Form#SUDOKUX}: sudokux's own JSON for the model ({@link VariantJson}), one object a line
 *     or one over several lines.</li>
 * <li>{@link Form#ISS}: a constraint string of sigh's Interactive Sudoku Solver
 *     ({@code .~R1C1_5~...}, {@code .Thermo~R1C1~R1C2...}) or one of its two killer shorthands; one a
 *     line.</li>
 * </ul>
 *
 * <p>As in the classic formats, lines starting with {@code #} are comments, blank lines are skipped
 * and a line {@code end} ends the input. A puzzle that cannot be read (an unknown key, a kind sudokux
 * does not solve yet, a cell outside the grid) is an item with its error, and reading goes on.
 *
 * <pre>{@code
 * for (VariantReader.Item item : VariantReader.read(text)) {
 *     if (item.puzzle() != null) { new VariantSolver().check(item.puzzle()); }
 * }
 * }</pre>
 */
public final class VariantReader {

    private VariantReader() {
    }

    /** The form a variant puzzle came in; answers are written in it. */
    public enum Form {
        /** An f-puzzles JSON object. */
        FPUZZLES_JSON,
        /** The compressed string of an f-puzzles link, or the link. */
        FPUZZLES_LINK,
        /** An Interactive Sudoku Solver constraint string or killer shorthand. */
        ISS,
        /** sudokux's own JSON for the model ({@link VariantJson}). */
        SUDOKUX,
        /**
         * Jigsaw as people publish it ({@link #readGrids}): the givens grid, then the region grid
         * (N rows each; a region is any symbol, the same symbol the same region).
         */
        JIGSAW,
        /**
         * Killer as people publish it ({@link #readGrids}): the sum grid (each cage's sum in one of its
         * cells, {@code .} or {@code 0} elsewhere), then the cage grid (the same symbol the same cage).
         */
        KILLER,
        /**
         * A multi-grid layout's whole text grid ({@link #read(String, Layout)}): a line with the
         * frame's rows and columns ({@code 21 21} for samurai), then one line a row, a digit for a
         * given and {@code -}, {@code .} or {@code 0} for a blank or a position outside every grid.
         */
        LAYOUT
    }

    /**
     * One puzzle of a variant input, or why it could not be read.
     *
     * @param number its number in the input, from 1, bad ones included
     * @param line   the line it starts on, from 1
     * @param form   the form it came in
     * @param puzzle the puzzle; null when it could not be read
     * @param source for the f-puzzles forms, the JSON object read (answers are written into a copy of
     *               it); null otherwise
     * @param title  its title ({@code title} of an f-puzzles object), or empty
     * @param error  why it could not be read (without the position); null when it was
     */
    public record Item(int number, int line, Form form, VariantPuzzle puzzle, JsonObject source, String title,
                       String error) {

        /** Checks that exactly one of puzzle and error is there. */
        public Item {
            Objects.requireNonNull(form, "form");
            if ((puzzle == null) == (error == null)) {
                throw new IllegalArgumentException("an item has a puzzle or an error, not both or neither");
            }
        }

        /** Where it is: {@code puzzle 3, line 7}. */
        public String where() {
            return "puzzle " + number + ", line " + line;
        }
    }

    /**
     * Whether the text that starts an input (its first few kilobytes are enough) holds variant puzzles
     * rather than classic ones: its first line that is neither blank nor a comment is an f-puzzles
     * link or compressed string, an ISS constraint string, or the start of a JSON object with a
     * {@code grid} key (f-puzzles) rather than {@code cells} (sudokux's classic JSON).
     */
    public static boolean looksLike(String head) {
        String first = firstLine(head);
        if (first == null) {
            return false;
        }
        if (first.startsWith("{")) {
            if (head.contains("\"" + VariantJson.FORMAT + "\"")) {
                return true;
            }
            int grid = head.indexOf("\"grid\"");
            int cells = head.indexOf("\"cells\"");
            return grid >= 0 && (cells < 0 || grid < cells);
        }
        return formOf(first) != null;
    }

    /** The first line that is neither blank nor a comment, stripped; null when there is none. */
    private static String firstLine(String text) {
        for (String line : text.split("\r\n|\r|\n", -1)) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                return t;
            }
        }
        return null;
    }

    /** The form of one line, or null when it is none of them. */
    private static Form formOf(String line) {
        if (line.startsWith("{")) {
            return Form.FPUZZLES_JSON;
        }
        if (FPuzzles.looksCompressed(line)) {
            return Form.FPUZZLES_LINK;
        }
        if ((line.startsWith(".") && line.contains("~")) || (Iss.looksLike(line) && (!line.startsWith(".") || Iss.isPencilmarks(line)))) {
            return Form.ISS;
        }
        return null;
    }

    /**
     * Reads every puzzle of {@code text}: one a line, or a single f-puzzles object over several lines.
     */
    public static List<Item> read(String text) {
        List<Item> items = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        int start = -1;
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                start = i;
                break;
            }
        }
        if (start < 0) {
            return items;
        }
        String first = lines[start].strip();
        if (first.startsWith("{") && !isWholeObject(first)) {
            // One object over several lines: the rest of the input is that object.
            StringBuilder sb = new StringBuilder();
            for (int i = start; i < lines.length; i++) {
                sb.append(lines[i]).append('\n');
            }
            items.add(readOne(sb.toString(), 1, start + 1));
            return items;
        }
        int number = 0;
        for (int i = start; i < lines.length; i++) {
            String t = lines[i].strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            if (t.equalsIgnoreCase("end") || t.equalsIgnoreCase("e")) {
                break;
            }
            items.add(readOne(t, ++number, i + 1));
        }
        return items;
    }

    private static boolean isWholeObject(String line) {
        try {
            return JsonParser.parseString(line).isJsonObject();
        } catch (JsonParseException e) {
            return false;
        }
    }

    /**
     * Reads one puzzle in any of the forms.
     *
     * @param number its number in the input, from 1
     * @param line   the line it starts on, from 1
     */
    public static Item readOne(String text, int number, int line) {
        String t = text.strip();
        Form form = formOf(t);
        if (form == null) {
            return new Item(number, line, Form.FPUZZLES_LINK, null, null, "", "not a variant puzzle: expected an "
                    + "f-puzzles JSON object or link, or an Interactive Sudoku Solver constraint string");
        }
        try {
            if (form == Form.ISS) {
                return new Item(number, line, form, Iss.decode(t), null, "", null);
            }
            if (form == Form.FPUZZLES_JSON && t.contains(VariantJson.FORMAT)) {
                JsonElement e = JsonParser.parseString(t);
                if (e.isJsonObject() && VariantJson.isVariantJson(e.getAsJsonObject())) {
                    JsonObject o = e.getAsJsonObject();
                    String title = o.has("title") && o.get("title").isJsonPrimitive() ? o.get("title").getAsString() : "";
                    return new Item(number, line, Form.SUDOKUX, VariantJson.parse(o), o, title, null);
                }
            }
            FPuzzles.Read read = FPuzzles.decode(t);
            return new Item(number, line, form, read.puzzle(), read.source(), read.title(), null);
        } catch (IllegalArgumentException e) {
            return new Item(number, line, form, null, null, "", e.getMessage());
        } catch (RuntimeException e) {
            // Gson's type errors (a string where a number belongs, ...): still the puzzle's fault.
            return new Item(number, line, form, null, null, "", "not a valid puzzle: " + firstLine(
                    String.valueOf(e.getMessage())));
        }
    }

    /**
     * A solution written in the form its puzzle came in: an f-puzzles object (one line) with every
     * cell's value, the compressed string of the same, or for ISS input the digits row by row.
     */
    public static String write(Item item, VariantGrid solution) {
        return switch (item.form()) {
            case FPUZZLES_JSON -> FPuzzles.withValues(item.source(), solution.values()).toString();
            case FPUZZLES_LINK -> FPuzzles.compress(FPuzzles.withValues(item.source(), solution.values()));
            case ISS -> line(solution);
            case LAYOUT -> layoutText(solution.board(), solution.values());
            case SUDOKUX -> VariantJson.write(item.puzzle().withGivens(solution.values()));
            case JIGSAW, KILLER -> grid(solution);
        };
    }

    /**
     * Reads every puzzle of {@code text} as a whole text grid of {@code layout} ({@link Form#LAYOUT}):
     * the frame's size line, then its rows. The grids are 9x9 (or 4x4, 16x16: whichever makes the
     * frame the size given).
     */
    public static List<Item> read(String text, Layout layout) {
        List<Item> items = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        int number = 0;
        int i = 0;
        while (i < lines.length) {
            String t = lines[i].strip();
            if (t.isEmpty() || t.startsWith("#")) {
                i++;
                continue;
            }
            if (t.equalsIgnoreCase("end") || t.equalsIgnoreCase("e")) {
                break;
            }
            number++;
            int start = i + 1;
            String[] size = t.split("\\s+");
            Board board = null;
            String error = null;
            if (size.length != 2 || !size[0].matches("\\d{1,3}") || !size[1].matches("\\d{1,3}")) {
                error = "expected the frame's rows and columns (" + frame(layout) + " for " + layout.optionName()
                        + "), not '" + t + "'";
            } else {
                board = board(layout, Integer.parseInt(size[0]), Integer.parseInt(size[1]));
                if (board == null) {
                    error = "a " + layout.optionName() + " frame is " + frame(layout) + " (9x9 grids), not " + size[0]
                            + "x" + size[1];
                }
            }
            i++;
            if (error != null) {
                // Skip to the next size line: rows of digits and dashes are not one.
                while (i < lines.length && !lines[i].strip().matches("\\d+\\s+\\d+")) {
                    i++;
                }
                items.add(new Item(number, start, Form.LAYOUT, null, null, "", error));
                continue;
            }
            int[] givens = new int[board.size()];
            for (int r = 0; r < board.rows() && error == null; r++, i++) {
                if (i >= lines.length || lines[i].isBlank()) {
                    error = "line " + (i + 1) + ": the grid is cut short after " + r + " of its " + board.rows() + " rows";
                    break;
                }
                String row = lines[i].replaceAll("\\s+", "");
                if (row.length() != board.columns()) {
                    error = "line " + (i + 1) + ": a row of " + board.columns() + " characters, not " + row.length();
                    break;
                }
                for (int c = 0; c < row.length(); c++) {
                    char ch = row.charAt(c);
                    int p = board.position(r, c);
                    int v = ch >= '1' && ch <= '9' ? ch - '0' : Character.isLetter(ch) ? Character.digit(ch, 36) : 0;
                    if (v == 0 && ch != '-' && ch != '.' && ch != '0') {
                        error = "line " + (i + 1) + ", column " + (c + 1) + ": '" + ch + "' is not a digit, '-' or '.'";
                        break;
                    }
                    if (v > board.digits()) {
                        error = "line " + (i + 1) + ", column " + (c + 1) + ": " + v + " is more than "
                                + board.digits();
                        break;
                    }
                    if (v != 0 && !board.isCell(p)) {
                        error = "line " + (i + 1) + ", column " + (c + 1) + ": a digit outside every grid of the "
                                + layout.optionName() + " layout";
                        break;
                    }
                    givens[p] = v;
                }
            }
            if (error != null) {
                items.add(new Item(number, start, Form.LAYOUT, null, null, "", error));
                continue;
            }
            items.add(new Item(number, start, Form.LAYOUT, new VariantPuzzle(board, List.of(), givens), null, "", null));
        }
        return items;
    }

    /**
     * Reads jigsaw ({@link Form#JIGSAW}) or killer ({@link Form#KILLER}) puzzles as two N x N grids
     * each, one after the other (blank lines between them optional). A row is N symbols, or N
     * tokens separated by white space (needed for sums above 9); {@code .}, {@code -} or {@code 0}
     * is a blank (or a cell without a sum). A killer puzzle has no givens.
     */
    public static List<Item> readGrids(String text, Form form) {
        if (form != Form.JIGSAW && form != Form.KILLER) {
            throw new IllegalArgumentException("readGrids reads jigsaw or killer grids, not " + form);
        }
        List<Item> items = new ArrayList<>();
        List<String[]> rows = new ArrayList<>();
        List<Integer> lineOf = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].strip();
            if (t.equalsIgnoreCase("end") || t.equalsIgnoreCase("e")) {
                break;
            }
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            rows.add(t.contains(" ") || t.contains("\t") ? t.split("\\s+") : t.split(""));
            lineOf.add(i + 1);
        }
        int k = 0;
        int number = 0;
        while (k < rows.size()) {
            number++;
            int n = rows.get(k)[0].length() == 0 ? 0 : rows.get(k).length;
            int line = lineOf.get(k);
            if (k + 2 * n > rows.size() || n < 1 || n > Board.MAX_DIGITS) {
                items.add(new Item(number, line, form, null, null, "", "expected two grids of " + n + " rows, found "
                        + (rows.size() - k) + " rows"));
                break;
            }
            try {
                items.add(new Item(number, line, form, grids(rows.subList(k, k + 2 * n), lineOf.subList(k, k + 2 * n),
                        n, form), null, "", null));
            } catch (IllegalArgumentException e) {
                items.add(new Item(number, line, form, null, null, "", e.getMessage()));
            }
            k += 2 * n;
        }
        return items;
    }

    private static VariantPuzzle grids(List<String[]> rows, List<Integer> lines, int n, Form form) {
        int[] first = new int[n * n];
        String[] second = new String[n * n];
        for (int r = 0; r < 2 * n; r++) {
            String[] row = rows.get(r);
            if (row.length != n) {
                throw new IllegalArgumentException("line " + lines.get(r) + ": " + row.length + " symbols; a row of this "
                        + n + "x" + n + " puzzle has " + n);
            }
            for (int c = 0; c < n; c++) {
                String tok = row[c];
                if (r >= n) {
                    second[(r - n) * n + c] = tok;
                    continue;
                }
                int v;
                if (tok.equals(".") || tok.equals("-")) {
                    v = 0;
                } else if (tok.matches("\\d+")) {
                    v = Integer.parseInt(tok);
                } else if (tok.length() == 1 && Character.isLetter(tok.charAt(0))) {
                    v = Character.digit(tok.charAt(0), 36);
                } else {
                    v = -1;
                }
                int max = form == Form.JIGSAW ? n : n * (n + 1) / 2;
                if (v < 0 || v > max) {
                    throw new IllegalArgumentException("line " + lines.get(r) + ", column " + (c + 1) + ": '" + tok
                            + "' is not " + (form == Form.JIGSAW ? "a digit 1-" + n : "a sum up to " + max)
                            + " or '.'");
                }
                first[r * n + c] = v;
            }
        }
        java.util.Map<String, Integer> ids = new java.util.LinkedHashMap<>();
        int[] group = new int[n * n];
        for (int p = 0; p < n * n; p++) {
            group[p] = ids.computeIfAbsent(second[p], key -> ids.size());
        }
        if (form == Form.JIGSAW) {
            if (ids.size() != n) {
                throw new IllegalArgumentException("the region grid names " + ids.size() + " regions; a " + n + "x" + n
                        + " jigsaw has " + n);
            }
            return new VariantPuzzle(Board.jigsaw(n, group), List.of(), first);
        }
        List<dev.sudokux.variant.Constraint> cages = new ArrayList<>();
        for (int g = 0; g < ids.size(); g++) {
            List<Integer> cells = new ArrayList<>();
            int sum = 0;
            for (int p = 0; p < n * n; p++) {
                if (group[p] == g) {
                    cells.add(p);
                    if (first[p] != 0) {
                        if (sum != 0) {
                            throw new IllegalArgumentException("cage '" + second[p] + "' has two sums");
                        }
                        sum = first[p];
                    }
                }
            }
            cages.add(new dev.sudokux.variant.Constraint.Cage(cells.stream().mapToInt(Integer::intValue).toArray(), sum));
        }
        Shape shape = Shape.forSize(n);
        return new VariantPuzzle(Board.classic(shape), cages, new int[n * n]);
    }

    private static String frame(Layout layout) {
        int side = layout.side(9, 3);
        return side + " " + side;
    }

    /** The board of {@code layout} whose frame is rows x columns, trying 9x9, 4x4 and 16x16 grids; null for none. */
    private static Board board(Layout layout, int rows, int columns) {
        for (int b : new int[] {3, 2, 4, 5}) {
            int side = layout.side(b * b, b);
            if (side == rows && side == columns) {
                return Board.layout(layout, Shape.of(b, b));
            }
        }
        return null;
    }

    /**
     * A multi-grid puzzle or solution as {@link Form#LAYOUT} text: the size line, then one line a row,
     * digits (letters above 9) and {@code -} for blanks and positions outside every grid.
     */
    public static String layoutText(Board board, int[] values) {
        StringBuilder sb = new StringBuilder();
        sb.append(board.rows()).append(' ').append(board.columns()).append('\n');
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.columns(); c++) {
                int v = values[board.position(r, c)];
                sb.append(v == 0 ? '-' : Character.toUpperCase(Character.forDigit(v, 36)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * A solution as an f-puzzles object on one line: the puzzle's own object (or, for ISS input, the
     * object f-puzzles would have for it) with every cell's value.
     *
     * @throws IllegalArgumentException when the puzzle is ISS input f-puzzles cannot say (several grids)
     */
    public static String json(Item item, VariantGrid solution) {
        if (item.form() == Form.SUDOKUX) {
            return VariantJson.write(item.puzzle().withGivens(solution.values()));
        }
        JsonObject source = item.source() != null ? item.source() : FPuzzles.toJson(item.puzzle(), item.title());
        return FPuzzles.withValues(source, solution.values()).toString();
    }

    /**
     * A puzzle as f-puzzles text: the compressed string of an f-puzzles link ({@code link}), or the
     * f-puzzles JSON object on one line.
     *
     * @throws IllegalArgumentException when f-puzzles cannot say the puzzle (several grids)
     */
    public static String fpuzzles(VariantPuzzle puzzle, boolean link) {
        JsonObject o = FPuzzles.toJson(puzzle, "");
        return link ? FPuzzles.compress(o) : o.toString();
    }

    /**
     * A JSON answer on one line: {@code "input"} (when not null), {@code "number"}, then the keys and
     * values given in pairs (strings, numbers, booleans, lists of them and maps with string keys).
     */
    public static String jsonAnswer(String input, int number, Object... keysAndValues) {
        JsonObject o = new JsonObject();
        if (input != null) {
            o.addProperty("input", input);
        }
        o.addProperty("number", number);
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            o.add((String) keysAndValues[i], VariantJson.value(keysAndValues[i + 1]));
        }
        return o.toString();
    }

    /**
     * The solution as one line: every cell's digit, row by row over the whole frame, holes left out;
     * digits above 9 as letters ({@code A} = 10), numbers separated by spaces above 35.
     */
    public static String line(VariantGrid solution) {
        return solution.toString();
    }

    /**
     * The solution as rows of numbers separated by one space, one line a row of the frame, {@code .}
     * for a hole (a position of a multi-grid layout that is no cell); each line ends with {@code \n}.
     */
    public static String grid(VariantGrid solution) {
        var board = solution.board();
        int width = Integer.toString(board.digits()).length();
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.columns(); c++) {
                int p = board.position(r, c);
                String s = board.isCell(p) ? Integer.toString(solution.get(p)) : ".";
                sb.append(c == 0 ? "" : " ").append(" ".repeat(width - s.length())).append(s);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The form's name for people: {@code f-puzzles JSON}, {@code f-puzzles link}, {@code ISS string}. */
    public static String describe(Form form) {
        return switch (form) {
            case FPUZZLES_JSON -> "f-puzzles JSON";
            case FPUZZLES_LINK -> "f-puzzles link";
            case ISS -> "ISS string";
            case LAYOUT -> "layout text";
            case SUDOKUX -> "sudokux JSON";
            case JIGSAW -> "jigsaw grids";
            case KILLER -> "killer grids";
        };
    }
}
