package dev.sudokux.variant;

import dev.sudokux.generate.Symmetry;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Makes variant puzzles with one solution: a random solution of the rules (a template: board and
 * constraints without givens), then every clue taken away that the puzzle can do without, in random
 * order, each removal kept only when the puzzle stays unique. One pass over every clue leaves a
 * <em>minimal</em> puzzle (no clue can be taken away: taking clues away only makes the others more
 * needed). Killer puzzles get random cages whose sums come from the solution, with or without givens.
 *
 * <p>The kinds ({@link #template}): {@code x} (both diagonals), {@code windoku} (four windows),
 * {@code antiknight}, {@code antiking}, {@code jigsaw} (a random valid layout of regions),
 * {@code samurai} (five grids), {@code killer}, and {@code classic}; several may be combined
 * ({@code x,antiknight}). Every puzzle it returns is checked unique by {@link VariantSolver}.
 *
 * <p>Not thread-safe for one {@link Random}; give each thread its own.
 */
public final class VariantGenerator {

    /** The kinds {@link #template} knows. */
    public static final List<String> KINDS = List.of("classic", "x", "windoku", "antiknight", "antiking", "jigsaw",
            "samurai", "killer");

    /** Search nodes a uniqueness check may take before the clue it tests is kept anyway. */
    private static final long CHECK_NODES = 200_000;

    private final VariantSolver solver = new VariantSolver();

    /**
     * A made puzzle.
     *
     * @param puzzle   the puzzle (givens, and for killer its cages)
     * @param solution its one solution
     * @param attempts how many solutions or cage sets were tried before this one
     */
    public record Generated(VariantPuzzle puzzle, VariantGrid solution, int attempts) {
    }

    /**
     * The rules of {@code kinds} (comma separated, see the class comment) on grids of {@code shape},
     * without givens; killer cages are added by {@link #generate}, a jigsaw layout is drawn here.
     *
     * @throws IllegalArgumentException naming the kinds there are, for an unknown one
     */
    public static VariantPuzzle template(String kinds, Shape shape, Random random) {
        List<String> list = new ArrayList<>();
        for (String k : kinds.toLowerCase(Locale.ROOT).split(",")) {
            String kind = k.strip().replace("-", "");
            if (!KINDS.contains(kind)) {
                throw new IllegalArgumentException("no variant '" + k.strip() + "': choose " + String.join(", ", KINDS)
                        + " (several separated by commas)");
            }
            list.add(kind);
        }
        Board board = list.contains("samurai") ? Board.layout(Layout.SAMURAI, shape)
                : list.contains("jigsaw") ? Board.jigsaw(shape.size(), jigsawLayout(shape, random))
                : Board.classic(shape);
        if (list.contains("samurai") && list.contains("jigsaw")) {
            throw new IllegalArgumentException("jigsaw and samurai do not go together");
        }
        if (list.contains("x")) {
            board = board.withDiagonals(true, true);
        }
        if (list.contains("windoku")) {
            board = board.withWindows();
        }
        List<Constraint> constraints = new ArrayList<>();
        if (list.contains("antiknight")) {
            constraints.add(new Constraint.AntiKnight());
        }
        if (list.contains("antiking")) {
            constraints.add(new Constraint.AntiKing());
        }
        return new VariantPuzzle(board, constraints, new int[board.size()]);
    }

    /**
     * A puzzle of {@code template}'s rules with one solution, or null when {@code maxAttempts} random
     * solutions (or cage sets) gave none.
     *
     * @param killer  add random killer cages (sizes 1 to 5, sums from the solution)
     * @param givens  keep givens where needed; false for killer puzzles with cages alone (cage sets
     *                are drawn again until one alone has one solution)
     */
    public Generated generate(VariantPuzzle template, boolean killer, boolean givens, Random random, int maxAttempts) {
        return generate(template, killer, givens, Symmetry.NONE, random, maxAttempts);
    }

    /**
     * As {@link #generate(VariantPuzzle, boolean, boolean, Random, int)}, with the givens in the pattern of
     * {@code symmetry}: the clues of an orbit (a cell and its images) are kept or taken away together, so
     * the result is minimal among symmetric puzzles (no orbit can be taken away).
     *
     * @throws IllegalArgumentException when the board is not square or the map sends a cell onto a hole
     *                                  (see {@link #orbits})
     */
    public Generated generate(VariantPuzzle template, boolean killer, boolean givens, Symmetry symmetry, Random random,
            int maxAttempts) {
        int[][] orbits = orbits(template.board(), symmetry);
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            int[] solution = randomSolution(template, random);
            if (solution == null) {
                continue;
            }
            VariantPuzzle rules = template;
            if (killer) {
                List<Constraint> constraints = new ArrayList<>(template.constraints());
                constraints.addAll(cages(template.board(), solution, random));
                rules = template.withConstraints(constraints);
            }
            int[] clues = givens ? solution.clone() : new int[solution.length];
            VariantPuzzle puzzle = rules.withGivens(clues);
            if (!isUnique(puzzle)) {
                continue; // cages alone do not settle it: draw again
            }
            if (givens) {
                puzzle = removeClues(puzzle, orbits, random);
            }
            VariantResult check = solver.check(puzzle);
            if (check.status() == Status.UNIQUE) {
                return new Generated(puzzle, check.first(), attempt);
            }
        }
        return null;
    }

    /** A random solution of {@code template}'s rules: random givens added while the puzzle stays solvable. */
    int[] randomSolution(VariantPuzzle template, Random random) {
        Board board = template.board();
        int[] g = template.givens().clone();
        List<Integer> cells = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (board.isCell(p) && g[p] == 0) {
                cells.add(p);
            }
        }
        java.util.Collections.shuffle(cells, random);
        int n = board.digits();
        for (int p : cells) {
            if (g[p] != 0) {
                continue;
            }
            VariantResult now = solver.solve(template.withGivens(g), SolveRequest.uniqueness().withMaxNodes(CHECK_NODES));
            if (now.status() == Status.UNIQUE) {
                return now.first().values();
            }
            if (now.status() == Status.NONE) {
                return null;
            }
            int start = random.nextInt(n);
            for (int k = 0; k < n; k++) {
                g[p] = (start + k) % n + 1;
                VariantResult r = solver.solve(template.withGivens(g), SolveRequest.first().withMaxNodes(CHECK_NODES));
                if (r.first() != null) {
                    break;
                }
                g[p] = 0;
            }
            if (g[p] == 0) {
                return null; // no digit fits within the budget: start again
            }
        }
        VariantResult last = solver.check(template.withGivens(g));
        return last.status() == Status.UNIQUE ? last.first().values() : null;
    }

    private boolean isUnique(VariantPuzzle puzzle) {
        return solver.solve(puzzle, SolveRequest.uniqueness().withMaxNodes(CHECK_NODES)).status() == Status.UNIQUE;
    }

    /**
     * Takes every orbit of clues away that the puzzle can do without, in random order: the result is
     * minimal (among puzzles with that pattern of orbits).
     */
    private VariantPuzzle removeClues(VariantPuzzle puzzle, int[][] orbits, Random random) {
        int[] g = puzzle.givens().clone();
        List<int[]> order = new ArrayList<>();
        for (int[] orbit : orbits) {
            if (g[orbit[0]] != 0) {
                order.add(orbit);
            }
        }
        java.util.Collections.shuffle(order, random);
        for (int[] orbit : order) {
            int[] kept = new int[orbit.length];
            for (int i = 0; i < orbit.length; i++) {
                kept[i] = g[orbit[i]];
                g[orbit[i]] = 0;
            }
            if (!isUnique(puzzle.withGivens(g))) {
                for (int i = 0; i < orbit.length; i++) {
                    g[orbit[i]] = kept[i];
                }
            }
        }
        return puzzle.withGivens(g);
    }

    /**
     * The orbits of the board's cells under {@code symmetry} (positions {@code row * columns + column}):
     * a cell and its images, each cell in one orbit. The map is the one of {@link Symmetry} on an N x N
     * frame (rows = columns = N; a samurai's 21 x 21 frame included, its holes going onto holes).
     *
     * @throws IllegalArgumentException when {@code symmetry} is not {@code NONE} and the board is not
     *                                  square, or the map sends a cell onto a hole
     */
    public static int[][] orbits(Board board, Symmetry symmetry) {
        int n = board.rows();
        if (symmetry != Symmetry.NONE && n != board.columns()) {
            throw new IllegalArgumentException("symmetry " + symmetry.word() + " needs a square board, not "
                    + board.rows() + "x" + board.columns());
        }
        boolean[] seen = new boolean[board.size()];
        List<int[]> orbits = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (!board.isCell(p) || seen[p]) {
                continue;
            }
            int[] buffer = new int[4];
            int size = 0;
            int at = p;
            do {
                if (!board.isCell(at)) {
                    throw new IllegalArgumentException("symmetry " + symmetry.word() + " sends r" + (p / n + 1) + "c"
                            + (p % n + 1) + " off the board's cells");
                }
                seen[at] = true;
                buffer[size++] = at;
                at = image(symmetry, n, at);
            } while (at != p);
            orbits.add(Arrays.copyOf(buffer, size));
        }
        return orbits.toArray(new int[0][]);
    }

    /** One step of {@code symmetry} on position {@code p} of an n x n frame (as {@link Symmetry#image}). */
    private static int image(Symmetry symmetry, int n, int p) {
        int r = p / n;
        int c = p % n;
        return switch (symmetry) {
            case NONE -> p;
            case ROT180 -> (n - 1 - r) * n + (n - 1 - c);
            case ROT90 -> c * n + (n - 1 - r);
            case MIRROR -> r * n + (n - 1 - c);
            case DIAGONAL -> c * n + r;
        };
    }

    /**
     * Random killer cages over every cell: each grown from a random free cell through free neighbours
     * (orthogonal) whose digits are not in it yet, to a random size of 1 to 5 (mostly 2 to 4); the sum
     * of each from the solution.
     */
    static List<Constraint> cages(Board board, int[] solution, Random random) {
        int[] cageOf = new int[board.size()];
        Arrays.fill(cageOf, -1);
        List<Integer> cells = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (board.isCell(p)) {
                cells.add(p);
            }
        }
        java.util.Collections.shuffle(cells, random);
        List<Constraint> cages = new ArrayList<>();
        int[] sizes = {1, 2, 2, 2, 3, 3, 3, 4, 4, 5};
        for (int seed : cells) {
            if (cageOf[seed] >= 0) {
                continue;
            }
            int size = sizes[random.nextInt(sizes.length)];
            List<Integer> cage = new ArrayList<>(List.of(seed));
            cageOf[seed] = cages.size();
            long digits = 1L << solution[seed];
            while (cage.size() < size) {
                List<Integer> next = new ArrayList<>();
                for (int c : cage) {
                    for (int q : neighbours(board, c)) {
                        if (cageOf[q] < 0 && (digits >>> solution[q] & 1) == 0 && !next.contains(q)) {
                            next.add(q);
                        }
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                int q = next.get(random.nextInt(next.size()));
                cage.add(q);
                cageOf[q] = cages.size();
                digits |= 1L << solution[q];
            }
            int sum = 0;
            for (int c : cage) {
                sum += solution[c];
            }
            cages.add(new Constraint.Cage(cage.stream().mapToInt(Integer::intValue).sorted().toArray(), sum));
        }
        return cages;
    }

    private static List<Integer> neighbours(Board board, int p) {
        List<Integer> list = new ArrayList<>(4);
        int r = board.row(p);
        int c = board.column(p);
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] s : steps) {
            int rr = r + s[0];
            int cc = c + s[1];
            if (rr >= 0 && rr < board.rows() && cc >= 0 && cc < board.columns() && board.isCell(board.position(rr, cc))) {
                list.add(board.position(rr, cc));
            }
        }
        return list;
    }

    /**
     * A random jigsaw layout of N regions of N cells each, every region connected: the boxes, changed
     * by many random swaps of two cells on a border between two regions, each kept only when both
     * regions stay connected.
     */
    static int[] jigsawLayout(Shape shape, Random random) {
        int n = shape.size();
        int[] region = new int[n * n];
        for (int p = 0; p < region.length; p++) {
            region[p] = shape.box(p);
        }
        int swaps = 0;
        for (int tries = 0; tries < 400 * n && swaps < 30 * n; tries++) {
            int a = random.nextInt(n * n);
            int b = orthogonal(a, n, random);
            if (b < 0 || region[a] == region[b]) {
                continue;
            }
            // Move a into b's region, and a cell of b's region that touches a's region into a's.
            int ra = region[a];
            int rb = region[b];
            List<Integer> back = new ArrayList<>();
            for (int p = 0; p < region.length; p++) {
                if (region[p] == rb && p != b && touches(p, ra, region, n, a)) {
                    back.add(p);
                }
            }
            if (back.isEmpty()) {
                continue;
            }
            int c = back.get(random.nextInt(back.size()));
            region[a] = rb;
            region[c] = ra;
            if (connected(region, ra, n) && connected(region, rb, n)) {
                swaps++;
            } else {
                region[a] = ra;
                region[c] = rb;
            }
        }
        return region;
    }

    private static int orthogonal(int p, int n, Random random) {
        int r = p / n;
        int c = p % n;
        return switch (random.nextInt(4)) {
            case 0 -> r > 0 ? p - n : -1;
            case 1 -> r < n - 1 ? p + n : -1;
            case 2 -> c > 0 ? p - 1 : -1;
            default -> c < n - 1 ? p + 1 : -1;
        };
    }

    /** Whether {@code p} has an orthogonal neighbour in region {@code r} other than {@code except}. */
    private static boolean touches(int p, int r, int[] region, int n, int except) {
        int row = p / n;
        int col = p % n;
        return (row > 0 && p - n != except && region[p - n] == r) || (row < n - 1 && p + n != except && region[p + n] == r)
                || (col > 0 && p - 1 != except && region[p - 1] == r) || (col < n - 1 && p + 1 != except && region[p + 1] == r);
    }

    private static boolean connected(int[] region, int r, int n) {
        int start = -1;
        int size = 0;
        for (int p = 0; p < region.length; p++) {
            if (region[p] == r) {
                size++;
                start = start < 0 ? p : start;
            }
        }
        boolean[] seen = new boolean[region.length];
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        seen[start] = true;
        int reached = 0;
        while (!queue.isEmpty()) {
            int p = queue.poll();
            reached++;
            int row = p / n;
            int col = p % n;
            int[] next = {row > 0 ? p - n : -1, row < n - 1 ? p + n : -1, col > 0 ? p - 1 : -1, col < n - 1 ? p + 1 : -1};
            for (int q : next) {
                if (q >= 0 && !seen[q] && region[q] == r) {
                    seen[q] = true;
                    queue.add(q);
                }
            }
        }
        return reached == size;
    }
}
