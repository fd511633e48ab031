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

    private static final Pattern CELL = Pattern.compile("[Rr](\\d+|[a-gA-G])[Cc](\\d+|[a-gA-G])");

    private Iss() {
    }

    /** Whether {@code text} looks like ISS text: a constraint string or a killer shorthand. */
    public static boolean looksLike(String text) {
        String t = text.strip();
        return (t.startsWith(".") && t.length() > 1 && (Character.isLetter(t.charAt(1)) || t.charAt(1) == '~'))
                || t.startsWith("3x3:") || isShortKiller(t) || isPencilmarks(t);
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
        if (isPencilmarks(t)) {
            return pencilmarks(t);
        }
        if (!t.startsWith(".")) {
            throw new IllegalArgumentException("not an ISS constraint string: it must start with '.'");
        }
        return new Parser().parse(t);
    }

    // ---- Pencilmarks.

    /** Whether {@code t} is ISS's pencilmark text: 9 characters a cell of a 9x9 grid, the k-th a digit k or '.'. */
    static boolean isPencilmarks(String t) {
        return t.length() == 729 && t.matches("[1-9.]*");
    }

    /** The pencilmark text: a cell with one candidate is a given, one with several may hold only those. */
    private static VariantPuzzle pencilmarks(String t) {
        int[] givens = new int[81];
        List<Constraint> constraints = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            long allowed = 0;
            for (int k = 0; k < 9; k++) {
                char c = t.charAt(cell * 9 + k);
                if (c == '.') {
                    continue;
                }
                if (c != '1' + k) {
                    throw new IllegalArgumentException("ISS pencilmarks: r" + (cell / 9 + 1) + "c" + (cell % 9 + 1)
                            + " has '" + c + "' where only " + (k + 1) + " or '.' may stand");
                }
                allowed |= 1L << k;
            }
            if (allowed == 0) {
                throw new IllegalArgumentException("ISS pencilmarks: r" + (cell / 9 + 1) + "c" + (cell % 9 + 1)
                        + " has no candidate");
            }
            if (Long.bitCount(allowed) == 1) {
                givens[cell] = Long.numberOfTrailingZeros(allowed) + 1;
            } else if (allowed != 0x1FF) {
                constraints.add(new Constraint.Digits(cell, allowed));
            }
        }
        return new VariantPuzzle(Board.classic(Shape.CLASSIC), constraints, givens);
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
        private int rows = 9;
        private int cols = 9;
        private int digits = 9;
        private int regionSize; // 0: the default, max(rows, columns)
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
                } else if (type.equals("RegionSize")) {
                    regionSize = number(Arrays.copyOfRange(fields, 1, fields.length), 0, type);
                } else {
                    items.add(fields);
                }
            }
            givens = new int[rows * cols];
            for (String[] f : items) {
                item(f);
            }
            Board board = standard() ? standardBoard() : generalBoard();
            return new VariantPuzzle(board, constraints, givens);
        }

        /** Whether the grid is N x N with the digits 1-N and boxes of N cells (the boards sudokux builds itself). */
        private boolean standard() {
            return rows == cols && digits == rows && (regionSize == 0 || regionSize == rows) && boxDims(rows) != null;
        }

        private Board standardBoard() {
            int n = rows;
            Board board;
            if (jigsaw != null) {
                board = Board.jigsaw(n, jigsawRegions(n));
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
            return board;
        }

        /**
         * ISS's other grids: R x C cells (rows of C cells, columns of R), the digits 1-D (D at least
         * the longer side; a house of fewer cells than digits holds each digit at most once), and
         * boxes of {@code RegionSize} cells (the longer side by default) where ISS finds box
         * dimensions that tile the grid, or jigsaw regions.
         */
        private Board generalBoard() {
            if (diagonalUp || diagonalDown || windoku || disjoint) {
                throw new IllegalArgumentException("ISS " + (diagonalUp || diagonalDown ? "Diagonal" : windoku ? "Windoku"
                        : "DisjointSets") + " on a " + rows + "x" + cols + " grid with digits 1-" + digits
                        + (regionSize > 0 ? " and regions of " + regionSize : "") + " is not supported");
            }
            List<House> houses = new ArrayList<>(Board.rowsAndColumns(rows, cols));
            int size = regionSize > 0 ? regionSize : Math.max(rows, cols);
            if (jigsaw != null) {
                // ISS's rule: the pieces of the longer side's length up to the digits' count are regions;
                // one piece of another size may fill the rest, and is no house.
                int[] region = jigsawRegions(rows * cols);
                Map<Integer, List<Integer>> members = new LinkedHashMap<>();
                for (int p = 0; p < region.length; p++) {
                    members.computeIfAbsent(region[p], k -> new ArrayList<>()).add(p);
                }
                boolean filler = false;
                for (Map.Entry<Integer, List<Integer>> e : members.entrySet()) {
                    int cells = e.getValue().size();
                    if (members.size() == 1) {
                        break;
                    }
                    if (cells < Math.max(rows, cols) || cells > digits) {
                        if (filler) {
                            throw new IllegalArgumentException("ISS Jigsaw: two pieces have a size other than "
                                    + Math.max(rows, cols) + " to " + digits + " cells");
                        }
                        filler = true;
                        continue;
                    }
                    houses.add(new House(House.Kind.REGION, "region " + (e.getKey() + 1),
                            e.getValue().stream().mapToInt(Integer::intValue).toArray()));
                }
            }
            if (!noBoxes) {
                int[] dims = boxDims(size);
                if (dims != null) {
                    houses.addAll(Board.boxes(rows, cols, dims[0], dims[1]));
                }
            }
            boolean[] present = new boolean[rows * cols];
            Arrays.fill(present, true);
            return Board.of(rows, cols, digits, present, houses);
        }

        /** ISS's box dimensions {height, width} for boxes of {@code size} cells, or null when none tile the grid. */
        private int[] boxDims(int size) {
            for (int small = (int) Math.floor(Math.sqrt(size)); small >= 2; small--) {
                if (size % small != 0) {
                    continue;
                }
                int large = size / small;
                if (rows % small == 0 && cols % large == 0) {
                    return new int[] {small, large};
                }
                if (large != small && rows % large == 0 && cols % small == 0) {
                    return new int[] {large, small};
                }
            }
            return null;
        }

        private int[] jigsawRegions(int most) {
            if (jigsaw.length() != rows * cols) {
                throw new IllegalArgumentException("Jigsaw layout has " + jigsaw.length() + " cells, not " + rows * cols);
            }
            Map<Character, Integer> ids = new LinkedHashMap<>();
            int[] region = new int[rows * cols];
            for (int p = 0; p < region.length; p++) {
                region[p] = ids.computeIfAbsent(jigsaw.charAt(p), c -> ids.size());
                if (region[p] >= most) {
                    throw new IllegalArgumentException("Jigsaw layout has more than " + most + " regions");
                }
            }
            return region;
        }

        private void shape(String[] f) {
            Matcher m = Pattern.compile("(\\d+)x(\\d+)").matcher(f.length > 1 ? f[1] : "");
            if (!m.matches()) {
                throw new IllegalArgumentException("ISS Shape '" + String.join("~", f) + "': expected RxC, as 9x9 or 6x8");
            }
            rows = Integer.parseInt(m.group(1));
            cols = Integer.parseInt(m.group(2));
            if (rows < 1 || cols < 1 || rows > 16 || cols > 16) {
                throw new IllegalArgumentException("ISS Shape " + rows + "x" + cols + " is outside 1x1 to 16x16");
            }
            digits = Math.max(rows, cols);
            String values = f.length > 2 ? f[2] : "";
            Matcher v = Pattern.compile("(\\d+)(?:-(\\d+))?").matcher(values);
            if (values.isEmpty()) {
                // the default: 1 to the longer side
            } else if (!v.matches()) {
                throw new IllegalArgumentException("ISS Shape values '" + values + "': expected a count or a range 1-N");
            } else if (v.group(2) == null || v.group(1).equals("1")) {
                digits = Integer.parseInt(v.group(2) == null ? v.group(1) : v.group(2));
            } else {
                throw new IllegalArgumentException("ISS Shape with values " + values + ": only digits from 1 are read (1-"
                        + digits + "), as sudokux's digits count from 1");
            }
            if (digits < Math.max(rows, cols) || digits > Board.MAX_DIGITS) {
                throw new IllegalArgumentException("ISS Shape " + rows + "x" + cols + " with " + digits
                        + " digits: expected " + Math.max(rows, cols) + " to " + Board.MAX_DIGITS);
            }
            if (f.length > 3 && !f[3].isEmpty() && !f[3].equals("Sudoku")) {
                throw new IllegalArgumentException("ISS Shape of grid type " + f[3] + " is not supported");
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
                case "Whisper" -> {
                    if (args.length > 0 && CELL.matcher(args[0]).matches()) { // German whispers: the difference left out
                        constraints.add(new Constraint.Whispers(cells(args, 0, type), 5));
                    } else {
                        constraints.add(new Constraint.Whispers(cells(args, 1, type), number(args, 0, type)));
                    }
                }
                case "AllDifferent" -> constraints.add(new Constraint.Cage(cells(args, 0, type), 0));
                case "Zipper" -> constraints.add(new Constraint.Zipper(cells(args, 0, type)));
                case "RegionSumLine" -> constraints.add(new Constraint.RegionSum(cells(args, 0, type)));
                case "Entropic" -> {
                    if (digits != 9) {
                        throw new IllegalArgumentException("ISS Entropic needs the digits 1-9");
                    }
                    constraints.add(new Constraint.Entropic(cells(args, 0, type)));
                }
                case "Skyscraper" -> outside(args, type, false, Constraint.Skyscraper::new);
                case "XSum" -> outside(args, type, false, Constraint.XSum::new);
                case "NumberedRoom" -> outside(args, type, true, Constraint.NumberedRoom::new);
                case "Indexing" -> indexing(args);
                case "Renban" -> constraints.add(new Constraint.Renban(cells(args, 0, type)));
                case "Palindrome" -> constraints.add(new Constraint.Palindrome(cells(args, 0, type)));
                case "Between" -> constraints.add(new Constraint.Between(cells(args, 0, type)));
                case "Quad" -> {
                    int topLeft = cell(args[0], type);
                    if (topLeft % cols == cols - 1 || topLeft / cols == rows - 1) {
                        throw new IllegalArgumentException("ISS Quad at " + args[0] + " has no 2x2 square");
                    }
                    int[] digits = new int[args.length - 1];
                    for (int i = 1; i < args.length; i++) {
                        digits[i - 1] = number(args, i, type);
                    }
                    constraints.add(new Constraint.Quadruple(new int[] {topLeft, topLeft + 1, topLeft + cols, topLeft + cols + 1}, digits));
                }
                default -> throw new IllegalArgumentException("ISS constraint type '" + type + "' is not supported");
            }
        }

        /**
         * ISS's indexing cells ({@code Indexing~C~cells}: column indexing, {@code R}: row indexing):
         * a cell in column c holding v says that the v-th cell of its row holds c (rows likewise).
         */
        private void indexing(String[] args) {
            boolean column = args.length > 0 && args[0].equals("C");
            if (args.length == 0 || !(column || args[0].equals("R"))) {
                throw new IllegalArgumentException("ISS Indexing must say C (column) or R (row), not '"
                        + (args.length > 0 ? args[0] : "") + "'");
            }
            for (int cell : cells(args, 1, "Indexing")) {
                int r = cell / cols;
                int c = cell % cols;
                int[] line = column ? fullLine("R" + (r + 1), 1, "Indexing") : fullLine("C" + (c + 1), 1, "Indexing");
                constraints.add(new Constraint.Indexer(cell, line, column ? c + 1 : r + 1, column ? "column" : "row"));
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
                if (d >= 1 && d <= digits) {
                    return d;
                }
            } catch (NumberFormatException e) {
                // below
            }
            throw new IllegalArgumentException("ISS value '" + s + "' is not a digit 1-" + digits);
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
                    boolean adjacent = (a / cols == b / cols && Math.abs(a - b) == 1) || Math.abs(a - b) == cols;
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
            for (int row = 0; row < rows - 1; row++) {
                addDiagonal(map, seen, row, 0, 1, 1);
            }
            for (int row = 1; row < rows - 1; row++) {
                addDiagonal(map, seen, row, cols - 1, -1, -1);
            }
            for (int col = 1; col < cols; col++) {
                addDiagonal(map, seen, 0, col, 1, -1);
            }
            for (int col = 1; col < cols - 1; col++) {
                addDiagonal(map, seen, rows - 1, col, -1, 1);
            }
            int[] cells = map.get(key);
            if (cells == null) {
                throw new IllegalArgumentException("ISS LittleKiller at " + args[1] + " starts no diagonal");
            }
            return cells;
        }

        private void addDiagonal(Map<Integer, int[]> map, java.util.Set<String> seen, int row, int col, int dr, int dc) {
            List<Integer> cells = new ArrayList<>();
            for (int r = row, c = col; r >= 0 && c >= 0 && r < rows && c < cols; r += dr, c += dc) {
                cells.add(r * cols + c);
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
            return fullLine(args.length > 1 ? args[1] : "", 1, "Sandwich");
        }

        /**
         * ISS's whole row ({@code R3}) or column ({@code C5}), read from its start ({@code direction}
         * 1: left to right, top to bottom) or from its end (-1).
         */
        private int[] fullLine(String id, int direction, String type) {
            Matcher m = Pattern.compile("([RC])(\\d+)").matcher(id);
            boolean row = m.matches() && m.group(1).equals("R");
            int k = m.matches() ? Integer.parseInt(m.group(2)) : 0;
            if (!m.matches() || k < 1 || k > (row ? rows : cols)) {
                throw new IllegalArgumentException("ISS " + type + " clue '" + id + "' is not a row R1-R" + rows
                        + " or column C1-C" + cols);
            }
            int length = row ? cols : rows;
            int[] cells = new int[length];
            for (int i = 0; i < length; i++) {
                int at = direction > 0 ? i : length - 1 - i;
                cells[i] = row ? (k - 1) * cols + at : at * cols + k - 1;
            }
            return cells;
        }

        /**
         * An outside clue on a whole row or column ({@code Type~R3~forward~backward}): each value
         * given, read from its side, makes a constraint.
         */
        private void outside(String[] args, String type, boolean zeroOk,
                java.util.function.BiFunction<int[], Integer, Constraint> make) {
            if (args.length < 2) {
                throw new IllegalArgumentException("ISS " + type + " needs a row or column and a clue");
            }
            for (int side = 1; side <= 2 && side < args.length; side++) {
                if (!args[side].isEmpty()) {
                    int value = number(args, side, type);
                    if (value == 0 && !zeroOk) {
                        throw new IllegalArgumentException("ISS " + type + " clue on " + args[0] + " can't be 0");
                    }
                    constraints.add(make.apply(fullLine(args[0], side == 1 ? 1 : -1, type), value));
                }
            }
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

        /** A cell as ISS names it: {@code R1C1}, rows and columns from 1, as numbers or base-17 digits ({@code Ra} = 10 .. {@code Rg} = 16). */
        private int cell(String ref, String type) {
            Matcher m = CELL.matcher(ref);
            if (!m.matches()) {
                throw new IllegalArgumentException("ISS " + type + ": '" + ref + "' is not a cell R1C1 to R" + rows + "C" + cols);
            }
            int r = coordinate(m.group(1)) - 1;
            int c = coordinate(m.group(2)) - 1;
            if (r < 0 || r >= rows || c < 0 || c >= cols) {
                throw new IllegalArgumentException("ISS " + type + ": " + ref + " is outside the " + rows + "x" + cols + " grid");
            }
            return r * cols + c;
        }

        private static int coordinate(String s) {
            return s.chars().allMatch(Character::isDigit) ? Integer.parseInt(s) : Integer.parseInt(s, 17);
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
