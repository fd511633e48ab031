package dev.sudokux.variant;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Random small variant puzzles for the property tests: a random board (classic, jigsaw, with
 * diagonals, windows or disjoint groups, or a small multi-grid layout), a random solution of it, and
 * constraints read off that solution (so the puzzle keeps at least that solution), now and then one
 * that breaks it (so puzzles without a solution come up too), and random givens.
 */
final class RandomVariants {

    private final Random random;

    RandomVariants(long seed) {
        this.random = new Random(seed);
    }

    /**
     * A random board: 4x4 or 6x6, with extra houses or regions now and then, or a small layout, or
     * one of ISS's other grids (4x6 with 2x3 boxes; 4x4 with the digits 1-5, each at most once in a
     * house).
     */
    Board board() {
        switch (random.nextInt(11)) {
            case 9:
                return dev.sudokux.format.Iss.decode(".Shape~4x6").board();
            case 10:
                return dev.sudokux.format.Iss.decode(".Shape~4x4~5").board();
            case 0:
                return Board.classic(Shape.of(2, 2));
            case 1:
                return Board.classic(Shape.of(2, 3));
            case 2:
                return Board.classic(Shape.of(2, 2)).withDiagonals(true, random.nextBoolean());
            case 3:
                return Board.classic(Shape.of(2, 3)).withWindows();
            case 4:
                return Board.classic(Shape.of(2, 2)).withDisjointGroups();
            case 5:
                return Board.layout(Layout.TWODOKU, Shape.of(2, 2));
            case 6:
                return Board.layout(Layout.BUTTERFLY, Shape.of(2, 2));
            case 7:
                return Board.jigsaw(4, jigsawRegions(4));
            default:
                return Board.jigsaw(6, jigsawRegions(6));
        }
    }

    /** N regions of N connected cells each, grown at random (retried until it works). */
    int[] jigsawRegions(int n) {
        while (true) {
            int[] region = new int[n * n];
            Arrays.fill(region, -1);
            boolean ok = true;
            for (int r = 0; r < n && ok; r++) {
                int start = -1;
                for (int p = 0; p < n * n; p++) {
                    if (region[p] < 0) {
                        start = p;
                        break;
                    }
                }
                List<Integer> members = new ArrayList<>(List.of(start));
                region[start] = r;
                while (members.size() < n) {
                    List<Integer> frontier = new ArrayList<>();
                    for (int m : members) {
                        for (int q : neighbours(m, n)) {
                            if (region[q] < 0) {
                                frontier.add(q);
                            }
                        }
                    }
                    if (frontier.isEmpty()) {
                        ok = false;
                        break;
                    }
                    int q = frontier.get(random.nextInt(frontier.size()));
                    region[q] = r;
                    members.add(q);
                }
            }
            if (ok) {
                return region;
            }
        }
    }

    private static List<Integer> neighbours(int p, int n) {
        List<Integer> out = new ArrayList<>();
        int r = p / n;
        int c = p % n;
        if (r > 0) {
            out.add(p - n);
        }
        if (r < n - 1) {
            out.add(p + n);
        }
        if (c > 0) {
            out.add(p - 1);
        }
        if (c < n - 1) {
            out.add(p + 1);
        }
        return out;
    }

    /** A random solution of the board's houses, or null when the search finds none quickly. */
    int[] fill(Board board) {
        int[] values = new int[board.size()];
        int[] nodes = {0};
        return fill(board, values, 0, nodes) ? values : null;
    }

    private boolean fill(Board board, int[] values, int p, int[] nodes) {
        while (p < values.length && !board.isCell(p)) {
            p++;
        }
        if (p == values.length) {
            return true;
        }
        if (++nodes[0] > 200_000) {
            return false;
        }
        int[] digits = shuffledDigits(board.digits());
        for (int d : digits) {
            boolean ok = true;
            for (int q : board.peers(p)) {
                ok &= values[q] != d;
            }
            if (ok) {
                values[p] = d;
                if (fill(board, values, p + 1, nodes)) {
                    return true;
                }
            }
        }
        values[p] = 0;
        return false;
    }

    /** The digits 1..n in a random order. */
    int[] shuffledDigits(int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) {
            d[i] = i + 1;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = d[i];
            d[i] = d[j];
            d[j] = t;
        }
        return d;
    }

    /** A random cell of the board. */
    int cell(Board board) {
        while (true) {
            int p = random.nextInt(board.size());
            if (board.isCell(p)) {
                return p;
            }
        }
    }

    /** A random walk of up to {@code length} distinct cells, orthogonal or diagonal steps. */
    int[] walk(Board board, int length, boolean diagonal) {
        List<Integer> path = new ArrayList<>();
        path.add(cell(board));
        while (path.size() < length) {
            int last = path.get(path.size() - 1);
            List<Integer> next = new ArrayList<>();
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    if ((dr == 0 && dc == 0) || (!diagonal && dr != 0 && dc != 0)) {
                        continue;
                    }
                    int r = board.row(last) + dr;
                    int c = board.column(last) + dc;
                    if (r >= 0 && r < board.rows() && c >= 0 && c < board.columns()) {
                        int q = board.position(r, c);
                        if (board.isCell(q) && !path.contains(q)) {
                            next.add(q);
                        }
                    }
                }
            }
            if (next.isEmpty()) {
                break;
            }
            path.add(next.get(random.nextInt(next.size())));
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A constraint of kind {@code kind} (0 to {@link #KINDS}-1) that {@code solution} keeps, or
     * breaks when {@code lie}; null when none of that kind fits this time.
     */
    Constraint constraint(int kind, Board board, int[] s, boolean lie) {
        int n = board.digits();
        switch (kind) {
            case 0: {
                return random.nextBoolean() ? new Constraint.AntiKnight() : new Constraint.AntiKing();
            }
            case 1: {
                int[] w = walk(board, 2, false);
                if (w.length < 2) {
                    return null;
                }
                Constraint.DotKind type = Constraint.DotKind.values()[random.nextInt(3)];
                int a = s[w[0]];
                int b = s[w[1]];
                int value = switch (type) {
                    case DIFFERENCE -> Math.abs(a - b);
                    case SUM -> a + b;
                    case RATIO -> Math.max(a, b) % Math.min(a, b) == 0 ? Math.max(a, b) / Math.min(a, b) : 2;
                };
                if (type == Constraint.DotKind.DIFFERENCE && value == 0) {
                    value = 1;
                }
                return new Constraint.Dot(type, w[0], w[1], lie ? value + 1 : value);
            }
            case 2: {
                Constraint.DotKind type = Constraint.DotKind.values()[random.nextInt(3)];
                int[] values = switch (type) {
                    case DIFFERENCE -> new int[] {1};
                    case RATIO -> new int[] {2};
                    case SUM -> new int[] {5};
                };
                return new Constraint.Negative(type, values);
            }
            case 3: {
                int[] w = walk(board, 2, false);
                if (w.length < 2) {
                    return null;
                }
                boolean first = s[w[0]] > s[w[1]];
                return first != lie ? new Constraint.GreaterThan(w[0], w[1]) : new Constraint.GreaterThan(w[1], w[0]);
            }
            case 4: {
                int c = cell(board);
                return new Constraint.Parity(c, (s[c] % 2 == 0) != lie);
            }
            case 5: {
                int c = cell(board);
                boolean max = true;
                boolean min = true;
                for (int o : Geometry.orthogonalNeighbours(board, c)) {
                    max &= s[c] > s[o];
                    min &= s[c] < s[o];
                }
                if (!max && !min) {
                    return lie ? new Constraint.Extremum(c, random.nextBoolean()) : null;
                }
                return new Constraint.Extremum(c, max != lie);
            }
            case 6: {
                int[] w = walk(board, 1 + random.nextInt(4), false);
                if (!distinct(w, s)) {
                    return null;
                }
                int sum = random.nextInt(4) == 0 ? 0 : Geometry.sum(w, s) + (lie ? 1 : 0);
                return new Constraint.Cage(w, sum);
            }
            case 7: {
                int[] w = diagonal(board);
                return new Constraint.LittleKiller(w, Geometry.sum(w, s) + (lie ? 1 : 0));
            }
            case 8: {
                int[] w = walk(board, 2 + random.nextInt(4), true);
                boolean slow = random.nextBoolean();
                int k = 1;
                while (k < w.length && (slow ? s[w[k]] >= s[w[k - 1]] : s[w[k]] > s[w[k - 1]])) {
                    k++;
                }
                if (k < 2) {
                    return null;
                }
                int[] t = Arrays.copyOf(w, lie ? Math.min(k + 1, w.length) : k);
                if (lie && t.length == k) {
                    return null;
                }
                return new Constraint.Thermo(t, slow);
            }
            case 9: {
                int[] shaft = walk(board, 1 + random.nextInt(2), true);
                int sum = Geometry.sum(shaft, s) + (lie ? 1 : 0);
                List<Integer> circles = new ArrayList<>();
                for (int p = 0; p < board.size(); p++) {
                    if (board.isCell(p) && s[p] == sum && !contains(shaft, p)) {
                        circles.add(p);
                    }
                }
                if (circles.isEmpty()) {
                    return null;
                }
                return new Constraint.Arrow(new int[] {circles.get(random.nextInt(circles.size()))}, shaft);
            }
            case 10: {
                int[] w = walk(board, 2 + random.nextInt(3), true);
                int difference = (n + 1) / 2 - (lie ? 0 : 1);
                int k = 1;
                while (k < w.length && Math.abs(s[w[k]] - s[w[k - 1]]) >= difference) {
                    k++;
                }
                return k < 2 ? null : new Constraint.Whispers(Arrays.copyOf(w, k), difference);
            }
            case 11: {
                int[] w = walk(board, 2 + random.nextInt(3), false);
                int min = n;
                int max = 1;
                for (int c : w) {
                    min = Math.min(min, s[c]);
                    max = Math.max(max, s[c]);
                }
                boolean ok = distinct(w, s) && max - min == w.length - 1;
                return ok != lie ? new Constraint.Renban(w) : null;
            }
            case 12: {
                int a = cell(board);
                for (int tries = 0; tries < 20; tries++) {
                    int b = cell(board);
                    if (b != a && (s[a] == s[b]) != lie) {
                        return random.nextBoolean() ? new Constraint.Clone(new int[] {a}, new int[] {b})
                                : new Constraint.Palindrome(new int[] {a, cell(board), b});
                    }
                }
                return null;
            }
            case 13: {
                int[] line = rowOrColumn(board);
                int lo = -1;
                int hi = -1;
                for (int i = 0; i < line.length; i++) {
                    lo = s[line[i]] == 1 ? i : lo;
                    hi = s[line[i]] == n ? i : hi;
                }
                int sum = 0;
                for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) {
                    sum += s[line[i]];
                }
                return new Constraint.Sandwich(line, sum + (lie ? 1 : 0));
            }
            case 14: {
                int[] w = walk(board, 2 + random.nextInt(3), true);
                int x = s[w[0]];
                int y = s[w[w.length - 1]];
                boolean ok = true;
                for (int i = 1; i < w.length - 1; i++) {
                    ok &= s[w[i]] > Math.min(x, y) && s[w[i]] < Math.max(x, y);
                }
                return ok != lie ? new Constraint.Between(w) : null;
            }
            case 16: {
                int[] line = rowOrColumn(board);
                if (random.nextBoolean()) {
                    line = reversed(line);
                }
                int seen = 0;
                int max = 0;
                for (int c : line) {
                    if (s[c] > max) {
                        max = s[c];
                        seen++;
                    }
                }
                return new Constraint.Skyscraper(line, seen + (lie ? 1 : 0));
            }
            case 17: {
                int[] line = rowOrColumn(board);
                if (random.nextBoolean()) {
                    line = reversed(line);
                }
                int x = s[line[0]];
                int sum = 0;
                for (int i = 0; i < x && i < line.length; i++) {
                    sum += s[line[i]];
                }
                return new Constraint.XSum(line, sum + (lie ? 1 : 0));
            }
            case 18: {
                Constraint c = new Constraint.Entropic(walk(board, 2 + random.nextInt(4), true));
                return c.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), s) != lie ? c : null;
            }
            case 19: {
                Constraint c = new Constraint.Zipper(walk(board, 3 + random.nextInt(3), true));
                return c.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), s) != lie ? c : null;
            }
            case 20: {
                Constraint c = new Constraint.RegionSum(walk(board, 2 + random.nextInt(4), true));
                return c.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), s) != lie ? c : null;
            }
            case 21: {
                int[] line = rowOrColumn(board);
                int k = random.nextInt(line.length);
                Constraint c = new Constraint.Indexer(line[k], line, k + 1, "column");
                return c.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), s) != lie ? c : null;
            }
            case 22: {
                int[] line = rowOrColumn(board);
                if (random.nextBoolean()) {
                    line = reversed(line);
                }
                int x = s[line[0]];
                int clue = x <= line.length ? s[line[x - 1]] : 1 + random.nextInt(n);
                Constraint c = new Constraint.NumberedRoom(line, lie ? clue % n + 1 : clue);
                return c.holds(new VariantPuzzle(board, List.of(), new int[board.size()]), s) != lie ? c : null;
            }
            default: {
                int[] w = walk(board, 4, true);
                int k = 1 + random.nextInt(Math.min(3, w.length));
                int[] digits = new int[k];
                for (int i = 0; i < k; i++) {
                    digits[i] = s[w[i]];
                }
                if (lie) {
                    digits[0] = digits[0] % n + 1;
                }
                return new Constraint.Quadruple(w, digits);
            }
        }
    }

    /** The number of kinds {@link #constraint} makes. */
    static final int KINDS = 23;

    private static int[] reversed(int[] line) {
        int[] r = new int[line.length];
        for (int i = 0; i < line.length; i++) {
            r[i] = line[line.length - 1 - i];
        }
        return r;
    }

    private static boolean distinct(int[] cells, int[] s) {
        return Geometry.distinct(cells, s);
    }

    private static boolean contains(int[] cells, int p) {
        for (int c : cells) {
            if (c == p) {
                return true;
            }
        }
        return false;
    }

    private int[] diagonal(Board board) {
        while (true) {
            int start = cell(board);
            int dc = random.nextBoolean() ? 1 : -1;
            List<Integer> cells = new ArrayList<>();
            int r = board.row(start);
            int c = board.column(start);
            while (r < board.rows() && c >= 0 && c < board.columns() && board.isCell(board.position(r, c))) {
                cells.add(board.position(r, c));
                r++;
                c += dc;
            }
            if (cells.size() >= 2) {
                return cells.stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    private int[] rowOrColumn(Board board) {
        List<House> lines = new ArrayList<>();
        for (House h : board.houses()) {
            if (h.kind() == House.Kind.ROW || h.kind() == House.Kind.COLUMN) {
                lines.add(h);
            }
        }
        return lines.get(random.nextInt(lines.size())).cells();
    }

    /** Givens from {@code solution}: each cell with probability {@code density}. */
    int[] givens(Board board, int[] solution, double density) {
        int[] g = new int[board.size()];
        for (int p = 0; p < g.length; p++) {
            if (board.isCell(p) && random.nextDouble() < density) {
                g[p] = solution[p];
            }
        }
        return g;
    }

    Random random() {
        return random;
    }

    /**
     * A puzzle on {@code board} that {@code solution} solves (or, now and then, breaks): 2 to 5
     * constraints of random kinds, one in ten a lie, and a few givens.
     */
    VariantPuzzle mixed(Board board, int[] solution) {
        List<Constraint> constraints = new ArrayList<>();
        for (int k = 0; k < 2 + random.nextInt(4); k++) {
            Constraint c = constraint(random.nextInt(KINDS), board, solution, random.nextInt(10) == 0);
            if (c != null) {
                constraints.add(c);
            }
        }
        double density = board.cellCount() > 20 ? 0.15 + 0.3 * random.nextDouble() : 0.05;
        return new VariantPuzzle(board, constraints, givens(board, solution, density));
    }
}
