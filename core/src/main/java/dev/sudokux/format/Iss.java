package dev.sudokux.format;

import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.House;
import dev.sudokux.variant.VariantPuzzle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The constraint strings of sigh's Interactive Sudoku Solver (ISS), as its links and collections
 * share puzzles: {@code .Type~arg~arg...} items one after the other, cells written {@code R1C1},
 * givens {@code .~R1C1_8} (several values: the cell's candidates), plus the two killer shorthands
 * ISS reads (81 characters of sums and arrows; SudoCue's {@code 3x3::k:...}).
 *
 * <p>The types read: {@code Shape} (N x N, digits 1..N), {@code Given}, {@code Jigsaw},
 * {@code NoBoxes}, {@code Diagonal}, {@code Windoku}, {@code DisjointSets}, {@code AntiKnight},
 * {@code AntiKing}, {@code AntiConsecutive}, {@code StrictKropki}, {@code StrictXV}, {@code WhiteDot},
 * {@code BlackDot}, {@code X}, {@code V}, {@code GreaterThan}, {@code Thermo}, {@code Arrow},
 * {@code PillArrow}, {@code Cage}, {@code Sum} (without coefficients), {@code LittleKiller},
 * {@code Sandwich}, {@code Whisper}, {@code Renban}, {@code Palindrome}, {@code Between},
 * {@code Quad}. Any other type is an error that names it.
 */
public final class Iss {

    private static final Pattern CELL = Pattern.compile("R(\\d+)C(\\d+)");

    private Iss() {
    }

    /** Whether {@code text} looks like ISS text: a constraint string or a killer shorthand. */
    public static boolean looksLike(String text) {
        String t = text.strip();
        return (t.startsWith(".") && t.length() > 1 && (Character.isLetter(t.charAt(1)) || t.charAt(1) == '~'))
                || t.startsWith("3x3:") || isShortKiller(t);
    }

    /**
     * Reads ISS text.
     *
     * @throws IllegalArgumentException saying what is wrong, naming the type or the cell
     */
    public static VariantPuzzle decode(String text) {
        String t = text.replaceAll("\\s+", "");
        if (isShortKiller(t)) {
            return shortKiller(t);
        }
        if (t.startsWith("3x3:")) {
            return longKiller(t);
        }
        if (!t.startsWith(".")) {
            throw new IllegalArgumentException("not an ISS constraint string: it must start with '.'");
        }
        return new Parser().parse(t);
    }

    // ---- Killer shorthands.

    private static boolean isShortKiller(String t) {
        return t.length() == 81 && t.matches("[0-9A-Za-j^<v>`',.]*") && t.matches(".*[<v>^`',].*");
    }

    /** The 81-character form: a cage's sum in one cell (0-9, A=10.., a=36..), arrows towards it in the others. */
    private static VariantPuzzle shortKiller(String t) {
        int[] next = new int[81];
        for (int i = 0; i < 81; i++) {
            next[i] = switch (t.charAt(i)) {
                case 'v' -> i + 9;
                case '^' -> i - 9;
                case '<' -> i - 1;
                case '>' -> i + 1;
                case '`' -> i - 10;
                case '\'' -> i - 8;
                case ',' -> i + 8;
                case '.' -> i + 10;
                default -> i;
            };
            if (next[i] < 0 || next[i] >= 81) {
                throw new IllegalArgumentException("killer shorthand: the arrow at r" + (i / 9 + 1) + "c" + (i % 9 + 1)
                        + " points off the grid");
            }
        }
        Map<Integer, List<Integer>> cages = new LinkedHashMap<>();
        for (int i = 0; i < 81; i++) {
            int head = i;
            for (int steps = 0; next[head] != head; steps++) {
                head = next[head];
                if (steps > 9) {
                    throw new IllegalArgumentException("killer shorthand: the arrows loop at r" + (i / 9 + 1) + "c" + (i % 9 + 1));
                }
            }
            cages.computeIfAbsent(head, k -> new ArrayList<>()).add(i);
        }
        List<Constraint> constraints = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> e : cages.entrySet()) {
            char c = t.charAt(e.getKey());
            int sum = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : c >= 'a' && c <= 'j' ? c - 'a' + 36 : -1;
            if (sum >= 0) {
                constraints.add(new Constraint.Cage(e.getValue().stream().mapToInt(Integer::intValue).toArray(), sum));
            }
        }
        return new VariantPuzzle(Board.classic(Shape.CLASSIC), constraints, new int[81]);
    }

    /** SudoCue's form: {@code 3x3:d:k:} then 81 numbers, sum * 256 + cage number (d: with both diagonals). */
    private static VariantPuzzle longKiller(String t) {
        String[] parts = t.split(":", -1);
        if (parts.length != 81 + 4 || !parts[2].equals("k")) {
            throw new IllegalArgumentException("SudoCue killer: expected 3x3:[d]:k: and 81 numbers");
        }
        Map<Integer, List<Integer>> cells = new LinkedHashMap<>();
        Map<Integer, Integer> sums = new LinkedHashMap<>();
        for (int i = 0; i < 81; i++) {
            int value;
            try {
                value = Integer.parseInt(parts[i + 3]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("SudoCue killer: '" + parts[i + 3] + "' for r" + (i / 9 + 1) + "c"
                        + (i % 9 + 1) + " is not a number");
            }
            int sum = value / 256;
            if (sum == 0) {
                continue;
            }
            cells.computeIfAbsent(value % 256, k -> new ArrayList<>()).add(i);
            sums.put(value % 256, sum);
        }
        List<Constraint> constraints = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> e : cells.entrySet()) {
            constraints.add(new Constraint.Cage(e.getValue().stream().mapToInt(Integer::intValue).toArray(),
                    sums.get(e.getKey())));
        }
        Board board = Board.classic(Shape.CLASSIC);
        if (parts[1].equals("d")) {
            board = board.withDiagonals(true, true);
        }
        return new VariantPuzzle(board, constraints, new int[81]);
    }

    // ---- Constraint strings.

    private static final class Parser {
        private int n = 9;
        private boolean noBoxes;
        private String jigsaw;
        private boolean diagonalUp;
        private boolean diagonalDown;
        private boolean windoku;
        private boolean disjoint;
        private final List<String[]> items = new ArrayList<>();
        private final List<Constraint> constraints = new ArrayList<>();
        private int[] givens;

        VariantPuzzle parse(String t) {
            String[] parts = t.split("\\.", -1);
            for (int k = 1; k < parts.length; k++) {
                String[] fields = parts[k].split("~", -1);
                String type = fields[0].isEmpty() ? "Given" : fields[0];
                if (type.equals("Shape")) {
                    shape(fields);
                } else {
                    items.add(fields);
                }
            }
            givens = new int[n * n];
            for (String[] f : items) {
                item(f);
            }
            Board board;
            if (jigsaw != null) {
                if (jigsaw.length() != n * n) {
                    throw new IllegalArgumentException("Jigsaw layout has " + jigsaw.length() + " cells, not " + n * n);
                }
                Map<Character, Integer> ids = new LinkedHashMap<>();
                int[] region = new int[n * n];
                for (int p = 0; p < region.length; p++) {
                    region[p] = ids.computeIfAbsent(jigsaw.charAt(p), c -> ids.size());
                    if (region[p] >= n) {
                        throw new IllegalArgumentException("Jigsaw layout has more than " + n + " regions");
                    }
                }
                board = Board.jigsaw(n, region);
                if (!noBoxes) {
                    Board boxes = Board.classic(Shape.forSize(n));
                    for (House h : boxes.houses()) {
                        if (h.kind() == House.Kind.BOX) {
                            board = board.withHouse(h);
                        }
                    }
                }
            } else {
                board = noBoxes ? Board.classic(Shape.forSize(n)).without(House.Kind.BOX) : Board.classic(Shape.forSize(n));
            }
            if (diagonalUp || diagonalDown) {
                board = board.withDiagonals(diagonalDown, diagonalUp);
            }
            if (windoku) {
                board = board.withWindows();
            }
            if (disjoint) {
                board = board.withDisjointGroups();
            }
            return new VariantPuzzle(board, constraints, givens);
        }

        private void shape(String[] f) {
            Matcher m = Pattern.compile("(\\d+)x(\\d+)").matcher(f.length > 1 ? f[1] : "");
            if (!m.matches() || !m.group(1).equals(m.group(2))) {
                throw new IllegalArgumentException("ISS Shape '" + String.join("~", f) + "': only square N x N grids are read");
            }
            n = Integer.parseInt(m.group(1));
            if (n < 1 || n > Board.MAX_DIGITS) {
                throw new IllegalArgumentException("ISS Shape " + n + "x" + n + " is outside 1x1 to 64x64");
            }
            String values = f.length > 2 ? f[2] : "";
            if (!values.isEmpty() && !values.equals(String.valueOf(n)) && !values.equals("1-" + n)) {
                throw new IllegalArgumentException("ISS Shape with values " + values + ": only the digits 1-" + n + " are read");
            }
            if (f.length > 3 && !f[3].isEmpty()) {
                throw new IllegalArgumentException("ISS Shape of type " + f[3] + " is not supported");
            }
        }

        private void item(String[] f) {
            String type = f[0].isEmpty() ? "Given" : f[0];
            String[] args = Arrays.copyOfRange(f, 1, f.length);
            switch (type) {
                case "Given" -> given(args);
                case "Jigsaw" -> jigsaw = args[args.length - 1];
                case "NoBoxes" -> noBoxes = true;
                case "Diagonal" -> {
                    if (args.length > 0 && args[0].equals("1")) {
                        diagonalUp = true;
                    } else if (args.length > 0 && args[0].equals("-1")) {
                        diagonalDown = true;
                    } else {
                        throw new IllegalArgumentException("ISS Diagonal direction must be 1 or -1");
                    }
                }
                case "Windoku" -> windoku = true;
                case "DisjointSets" -> disjoint = true;
                case "AntiKnight" -> constraints.add(new Constraint.AntiKnight());
                case "AntiKing" -> constraints.add(new Constraint.AntiKing());
                case "AntiConsecutive" -> constraints.add(new Constraint.Negative(Constraint.DotKind.DIFFERENCE, new int[] {1}));
                case "StrictKropki" -> {
                    java.util.Set<Constraint.DotKind> kropki = java.util.EnumSet.of(Constraint.DotKind.DIFFERENCE,
                            Constraint.DotKind.RATIO);
                    constraints.add(new Constraint.Negative(Constraint.DotKind.DIFFERENCE, new int[] {1}, kropki));
                    constraints.add(new Constraint.Negative(Constraint.DotKind.RATIO, new int[] {2}, kropki));
                }
                case "StrictXV" -> constraints.add(new Constraint.Negative(Constraint.DotKind.SUM, new int[] {5, 10}));
                case "WhiteDot" -> dots(args, Constraint.DotKind.DIFFERENCE, 1);
                case "BlackDot" -> dots(args, Constraint.DotKind.RATIO, 2);
                case "X" -> dots(args, Constraint.DotKind.SUM, 10);
                case "V" -> dots(args, Constraint.DotKind.SUM, 5);
                case "GreaterThan" -> {
                    for (int[] p : adjacentPairs(cells(args, 0, type))) {
                        constraints.add(new Constraint.GreaterThan(p[0], p[1]));
                    }
                }
                case "Thermo" -> constraints.add(new Constraint.Thermo(cells(args, 0, type), false));
                case "Arrow" -> {
                    int[] c = cells(args, 0, type);
                    constraints.add(new Constraint.Arrow(new int[] {c[0]}, Arrays.copyOfRange(c, 1, c.length)));
                }
                case "PillArrow" -> {
                    int size = number(args, 0, type);
                    int[] c = cells(args, 1, type);
                    if (size < 1 || size >= c.length) {
                        throw new IllegalArgumentException("ISS PillArrow of " + c.length + " cells with a pill of " + size);
                    }
                    int[] pill = Arrays.copyOf(c, size);
                    Arrays.sort(pill); // ISS reads a pill in reading order, whatever order it lists it in
                    constraints.add(new Constraint.Arrow(pill, Arrays.copyOfRange(c, size, c.length)));
                }
                case "Cage" -> {
                    int sum = args.length == 0 || args[0].isEmpty() ? 0 : number(args, 0, type);
                    int[] cells = cells(args, 1, type);
                    int[] distinct = Arrays.stream(cells).distinct().toArray();
                    if (distinct.length == cells.length) {
                        constraints.add(new Constraint.Cage(cells, sum));
                    } else {
                        // ISS counts a cell listed twice twice in the sum; its digits still differ.
                        constraints.add(new Constraint.Cage(distinct, 0));
                        if (sum != 0) {
                            constraints.add(new Constraint.LittleKiller(cells, sum));
                        }
                    }
                }
                case "Sum" -> {
                    if (args.length > 0 && args[0].contains("_")) {
                        throw new IllegalArgumentException("ISS Sum with coefficients is not supported");
                    }
                    constraints.add(new Constraint.LittleKiller(cells(args, 1, type), number(args, 0, type)));
                }
                case "LittleKiller" -> constraints.add(new Constraint.LittleKiller(littleKiller(args), number(args, 0, type)));
                case "Sandwich" -> constraints.add(new Constraint.Sandwich(line(args), number(args, 0, type)));
                case "Whisper" -> constraints.add(new Constraint.Whispers(cells(args, 1, type), number(args, 0, type)));
                case "Renban" -> constraints.add(new Constraint.Renban(cells(args, 0, type)));
                case "Palindrome" -> constraints.add(new Constraint.Palindrome(cells(args, 0, type)));
                case "Between" -> constraints.add(new Constraint.Between(cells(args, 0, type)));
                case "Quad" -> {
                    int topLeft = cell(args[0], type);
                    if (topLeft % n == n - 1 || topLeft / n == n - 1) {
                        throw new IllegalArgumentException("ISS Quad at " + args[0] + " has no 2x2 square");
                    }
                    int[] digits = new int[args.length - 1];
                    for (int i = 1; i < args.length; i++) {
                        digits[i - 1] = number(args, i, type);
                    }
                    constraints.add(new Constraint.Quadruple(new int[] {topLeft, topLeft + 1, topLeft + n, topLeft + n + 1}, digits));
                }
                default -> throw new IllegalArgumentException("ISS constraint type '" + type + "' is not supported");
            }
        }

        private void given(String[] args) {
            for (String a : args) {
                String[] v = a.split("_");
                int cell = cell(v[0], "given");
                if (v.length == 2) {
                    givens[cell] = digit(v[1]);
                } else if (v.length > 2) {
                    long allowed = 0;
                    for (int i = 1; i < v.length; i++) {
                        allowed |= 1L << (digit(v[i]) - 1);
                    }
                    constraints.add(new Constraint.Digits(cell, allowed));
                } else {
                    throw new IllegalArgumentException("ISS given '" + a + "' has no value");
                }
            }
        }

        private int digit(String s) {
            try {
                int d = Integer.parseInt(s);
                if (d >= 1 && d <= n) {
                    return d;
                }
            } catch (NumberFormatException e) {
                // below
            }
            throw new IllegalArgumentException("ISS value '" + s + "' is not a digit 1-" + n);
        }

        private void dots(String[] args, Constraint.DotKind kind, int value) {
            for (int[] p : adjacentPairs(cells(args, 0, kind.word()))) {
                constraints.add(new Constraint.Dot(kind, p[0], p[1], value));
            }
        }

        /** ISS's pairs of a cell list: each cell with the later listed cells beside it. */
        private List<int[]> adjacentPairs(int[] cells) {
            List<int[]> pairs = new ArrayList<>();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length; j++) {
                    int a = cells[i];
                    int b = cells[j];
                    boolean adjacent = (a / n == b / n && Math.abs(a - b) == 1) || Math.abs(a - b) == n;
                    if (adjacent) {
                        pairs.add(new int[] {a, b});
                    }
                }
            }
            return pairs;
        }

        /** ISS's little killer diagonals, keyed by their first cell (its own order and duplicates rule). */
        private int[] littleKiller(String[] args) {
            int key = cell(args.length > 1 ? args[1] : "", "LittleKiller");
            Map<Integer, int[]> map = new LinkedHashMap<>();
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int row = 0; row < n - 1; row++) {
                addDiagonal(map, seen, row, 0, 1, 1);
            }
            for (int row = 1; row < n - 1; row++) {
                addDiagonal(map, seen, row, n - 1, -1, -1);
            }
            for (int col = 1; col < n; col++) {
                addDiagonal(map, seen, 0, col, 1, -1);
            }
            for (int col = 1; col < n - 1; col++) {
                addDiagonal(map, seen, n - 1, col, -1, 1);
            }
            int[] cells = map.get(key);
            if (cells == null) {
                throw new IllegalArgumentException("ISS LittleKiller at " + args[1] + " starts no diagonal");
            }
            return cells;
        }

        private void addDiagonal(Map<Integer, int[]> map, java.util.Set<String> seen, int row, int col, int dr, int dc) {
            List<Integer> cells = new ArrayList<>();
            for (int r = row, c = col; r >= 0 && c >= 0 && r < n && c < n; r += dr, c += dc) {
                cells.add(r * n + c);
            }
            if (cells.size() <= 1) {
                return;
            }
            List<Integer> sorted = new ArrayList<>(cells);
            java.util.Collections.sort(sorted);
            if (!seen.add(sorted.toString())) {
                return;
            }
            map.put(cells.get(0), cells.stream().mapToInt(Integer::intValue).toArray());
        }

        /** The row ({@code R3}) or column ({@code C5}) of a sandwich clue. */
        private int[] line(String[] args) {
            String id = args.length > 1 ? args[1] : "";
            Matcher m = Pattern.compile("([RC])(\\d+)").matcher(id);
            if (!m.matches() || Integer.parseInt(m.group(2)) < 1 || Integer.parseInt(m.group(2)) > n) {
                throw new IllegalArgumentException("ISS Sandwich clue '" + id + "' is not a row R1-R" + n + " or column C1-C" + n);
            }
            int k = Integer.parseInt(m.group(2)) - 1;
            int[] cells = new int[n];
            for (int i = 0; i < n; i++) {
                cells[i] = m.group(1).equals("R") ? k * n + i : i * n + k;
            }
            return cells;
        }

        private int[] cells(String[] args, int from, String type) {
            int[] cells = new int[Math.max(0, args.length - from)];
            for (int i = from; i < args.length; i++) {
                cells[i - from] = cell(args[i], type);
            }
            if (cells.length == 0) {
                throw new IllegalArgumentException("ISS " + type + " without cells");
            }
            return cells;
        }

        private int cell(String ref, String type) {
            Matcher m = CELL.matcher(ref);
            if (!m.matches()) {
                throw new IllegalArgumentException("ISS " + type + ": '" + ref + "' is not a cell R1C1 to R" + n + "C" + n);
            }
            int r = Integer.parseInt(m.group(1)) - 1;
            int c = Integer.parseInt(m.group(2)) - 1;
            if (r < 0 || r >= n || c < 0 || c >= n) {
                throw new IllegalArgumentException("ISS " + type + ": " + ref + " is outside the " + n + "x" + n + " grid");
            }
            return r * n + c;
        }

        private int number(String[] args, int k, String type) {
            try {
                return Integer.parseInt(args[k]);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("ISS " + type + ": expected a number, not '"
                        + (k < args.length ? args[k] : "") + "'");
            }
        }
    }
}
