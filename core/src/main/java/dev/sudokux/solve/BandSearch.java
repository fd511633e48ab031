package dev.sudokux.solve;

import static dev.sudokux.solve.BandTables.ALL;
import static dev.sudokux.solve.BandTables.COLUMN_CLEAR;
import static dev.sudokux.solve.BandTables.LOCKED;
import static dev.sudokux.solve.BandTables.OTHER_BANDS_KEEP;
import static dev.sudokux.solve.BandTables.PAIRED;
import static dev.sudokux.solve.BandTables.PLACE_KEEP;
import static dev.sudokux.solve.BandTables.ROW_SINGLE;
import static dev.sudokux.solve.BandTables.SHRINK;

import dev.sudokux.sudoku.Grid;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * The search of {@link FastSolver}: 9x9 only, bit-parallel, no allocation once built. One instance
 * serves one search at a time on one thread, and is reused for the next.
 *
 * <p><b>State.</b> For each value v (0..8) and band b (0..2), a 27-bit word, the "subband"
 * {@code v * 3 + b}, of the cells of band b where v can still go (see {@link BandTables} for the
 * bit layout); and for each band the cells not yet solved. That is 30 ints, and a guess saves
 * exactly those 30 ints on a preallocated stack and restores them to try the next value.
 *
 * <p><b>Propagation</b> ({@link #propagate()}) alternates two passes until neither changes anything:
 * <ol>
 * <li>{@link #update()}: for every subband that changed, locked candidates inside the band (the
 * value's minirows must pair the band's rows with its boxes: one table lookup), the columns the
 * value is locked into in this band leave the other two bands (one lookup), and a row of the band
 * left with one place for the value solves that cell: the cell leaves every other value's subband.
 * Hidden singles in rows and boxes fall out of this; a changed subband is queued by a bit in
 * {@link #dirty}.</li>
 * <li>{@link #nakedSingles()}: counts candidates per cell with three bit-sliced counters over the
 * nine values of a band (cells with at least 1, 2, 3 candidates), places cells with exactly one,
 * fails on cells with none, and records the cells with exactly two for the next guess.</li>
 * <li>{@link #lockedColumns()}, when the two passes above find nothing more: locked candidates
 * along the columns (and so hidden singles in columns), for the values that changed since it last
 * ran.</li>
 * </ol>
 *
 * <p><b>Search.</b> Guesses the cell with two candidates that has the most unsolved peers (ties:
 * the most peers with two candidates; else a cell with the fewest candidates), of its two values
 * first the one that takes more candidates from its peers; the first values are tried on a copy,
 * the last in place.
 */
final class BandSearch {

    /** Cells of the grid. */
    static final int CELLS = 81;

    private static final int UNSOLVED = 27; // 27..29: unsolved cells of each band
    private static final int ANNOUNCED = 30; // 30..32: cells already reported to the tracer
    private static final int PAIRS = 33; // 33..35: cells with exactly two candidates (after propagation)
    private static final int STATE = 36;
    private static final int SAVED = 30; // words a guess saves
    private static final int SAVED_TRACING = 33; // ... and with a tracer: the announced cells too
    private static final int MAX_DEPTH = CELLS;
    private static final int EMPTY_CELL_FAILURE = 27; // + band: a cell of the band has no candidate
    private static final int STACK_FAILURE = 30; // + value * 3 + stack: the value has no place in the stack

    /** For a subband: the same value's subbands in the two other bands. */
    private static final int[] OTHER_BAND_1 = new int[27];
    private static final int[] OTHER_BAND_2 = new int[27];
    /** For a cell of a band: its column in the three rows of the band. */
    private static final int[] COLUMN_OF = new int[27];
    /** For a subband: its band. */
    private static final int[] BAND = new int[27];

    static {
        for (int j = 0; j < 27; j++) {
            int base = j - j % 3;
            BAND[j] = j % 3;
            COLUMN_OF[j] = BandTables.COLUMN << (j % 9);
            OTHER_BAND_1[j] = base + (j + 1) % 3;
            OTHER_BAND_2[j] = base + (j + 2) % 3;
        }
    }

    private final int[] state = new int[STATE];
    private final int[] stack = new int[MAX_DEPTH * SAVED_TRACING];
    private final byte[] values = new byte[CELLS];
    /** The puzzle of a search through the {@code Solver} API, copied from its grid. */
    private final byte[] puzzleCopy = new byte[CELLS];
    /** For each subband, the cells where the puzzle gives its value (filled by placeGivens). */
    private final int[] givens = new int[27];
    /**
     * For each subband, the cells where the puzzle lets its value go (a pencilmark puzzle's
     * candidates, {@link #search(Grid, int[], SearchContext)}); every cell otherwise.
     */
    private final int[] allowed = new int[27];
    private boolean restricted;
    private int dirty;
    private int touched = ALL;
    private int saved;

    private byte[] puzzle;
    private long maxSolutions;
    private SearchContext context;
    private SearchTracer tracer;
    private byte[] firstSolution;
    private int traceDepth;
    private int failure;

    {
        Arrays.fill(allowed, ALL);
    }

    private long solutions;
    private long nodes;
    private long guesses;
    private long branchings;
    private boolean stopped;
    private boolean busy;

    /**
     * Searches {@code puzzle} (81 values 0..9, 0 blank) for up to {@code max} solutions, checks each
     * against the rules and the givens, and copies the first into {@code out} (when not null).
     *
     * @return the number of solutions found, at most {@code max}
     * @throws IllegalArgumentException when a value is outside 0..9
     * @throws IllegalStateException    when a solution fails the check (a bug)
     */
    long solve(byte[] puzzle, long max, byte[] out) {
        begin(puzzle, max, null, null, out);
        try {
            run();
        } finally {
            busy = false;
        }
        return solutions;
    }

    /**
     * Searches {@code puzzle} (9x9) reporting to {@code context}: nodes, guesses, solutions (which
     * the context checks) and, when it traces, placements, guesses, dead ends and backtracks. The
     * givens are copied into this instance's own buffer (no array allocated per puzzle).
     */
    void search(Grid puzzle, SearchContext context) {
        puzzle.copyTo(puzzleCopy);
        begin(puzzleCopy, Long.MAX_VALUE, context, context.tracing() ? context.tracer() : null, null);
        try {
            run();
        } finally {
            busy = false;
        }
    }

    /**
     * As {@link #search(Grid, SearchContext)}, with the cells' candidates restricted to
     * {@code candidates} (81 masks, bit {@code d - 1} for digit {@code d}: a pencilmark puzzle, as
     * sukaku gives it): a given outside its cell's candidates is a clash, and every solution is
     * checked to keep the candidates as well as the rules and the givens.
     */
    void search(Grid puzzle, int[] candidates, SearchContext context) {
        if (candidates.length != CELLS) {
            throw new IllegalArgumentException("a 9x9 puzzle has 81 cells, not " + candidates.length + " candidate masks");
        }
        Arrays.fill(allowed, 0);
        for (int cell = 0; cell < CELLS; cell++) {
            int band = cell / 27;
            int bit = 1 << (cell - 27 * band);
            for (int v = 1; v <= 9; v++) {
                if ((candidates[cell] >>> (v - 1) & 1) != 0) {
                    allowed[(v - 1) * 3 + band] |= bit;
                }
            }
        }
        restricted = true;
        try {
            search(puzzle, context);
        } finally {
            restricted = false;
            Arrays.fill(allowed, ALL);
        }
    }

    /** Whether a search is under way on this instance (a listener re-entering the solver). */
    boolean busy() {
        return busy;
    }

    /** Search states visited by the last search: the start and one per value tried. */
    long nodes() {
        return nodes;
    }

    /** Values tried at branch points by the last search (as {@link SearchContext#guess()} counts). */
    long guesses() {
        return guesses;
    }

    /** Values tried while another value of the same branch point was still untried (tdoku's count). */
    long branchings() {
        return branchings;
    }

    private void begin(byte[] puzzle, long max, SearchContext context, SearchTracer tracer, byte[] out) {
        if (puzzle.length != CELLS) {
            throw new IllegalArgumentException("a 9x9 puzzle has 81 cells, not " + puzzle.length);
        }
        this.busy = true;
        this.puzzle = puzzle;
        this.maxSolutions = max;
        this.context = context;
        this.tracer = tracer;
        this.firstSolution = out;
        this.saved = tracer == null ? SAVED : SAVED_TRACING;
        this.traceDepth = 0;
        this.solutions = 0;
        this.nodes = 0;
        this.guesses = 0;
        this.branchings = 0;
        this.stopped = false;
    }

    private void run() {
        if (!placeGivens()) {
            return;
        }
        if (!countNode()) {
            return;
        }
        if (!propagate()) {
            traceDeadEnd(0);
            return;
        }
        if (isSolved()) {
            solution(0);
            return;
        }
        guess(0);
    }

    /**
     * Starts from every value everywhere and places the givens; false when two givens clash.
     *
     * <p>The givens are found eight cells at a time (the nonzero bytes of a long), so the loop
     * runs once per given, not once per cell with a branch that the processor mispredicts at
     * random. Each given narrows its own value's subbands (its row, box and column); the cells
     * of all givens leave every other value's subbands in one pass at the end, and a given whose
     * own bit another given of the same value removed (same row, column or box) is a clash.
     */
    private boolean placeGivens() {
        int[] s = state;
        Arrays.fill(s, 0, UNSOLVED + 3, ALL);
        Arrays.fill(s, ANNOUNCED, STATE, 0);
        int[] g = givens;
        Arrays.fill(g, 0);
        byte[] p = puzzle;
        for (int i = 0; i < CELLS - 1; i += 8) {
            long x = nonzeroBytes((long) LONGS.get(p, i));
            while (x != 0) {
                placeGiven(i + (Long.numberOfTrailingZeros(x) >>> 3));
                x &= x - 1;
            }
        }
        if (p[CELLS - 1] != 0) {
            placeGiven(CELLS - 1);
        }
        int clash = 0;
        int[] a = allowed;
        for (int j = 0; j < 27; j++) {
            int given = g[j];
            int x = s[j];
            clash |= given & ~(x & a[j]);
            s[j] = x & s[UNSOLVED + BAND[j]] & a[j] | given;
        }
        dirty = ALL;
        touched = ALL;
        return clash == 0;
    }

    /** Places the given of {@code cell} in its value's subbands and marks the cell solved. */
    private void placeGiven(int cell) {
        int v = puzzle[cell];
        if (v < 0 || v > 9) {
            throw new IllegalArgumentException("value " + v + " at cell " + cell + " is outside 0..9");
        }
        int[] s = state;
        int band = cell / 27;
        int at = cell - 27 * band;
        int bit = 1 << at;
        int j = (v - 1) * 3 + band;
        givens[j] |= bit;
        s[j] &= PLACE_KEEP[at];
        s[OTHER_BAND_1[j]] &= COLUMN_CLEAR[at];
        s[OTHER_BAND_2[j]] &= COLUMN_CLEAR[at];
        s[UNSOLVED + band] &= ~bit;
    }

    private boolean isSolved() {
        int[] s = state;
        return (s[UNSOLVED] | s[UNSOLVED + 1] | s[UNSOLVED + 2]) == 0;
    }

    /** Singles and locked candidates until nothing changes or the grid is solved; false on a contradiction. */
    private boolean propagate() {
        while (true) {
            if (!update()) {
                return false;
            }
            if (isSolved()) {
                return true;
            }
            int found = nakedSingles();
            if (found < 0) {
                return false;
            }
            if (found == 0) {
                int locked = lockedColumns();
                if (locked < 0) {
                    return false;
                }
                if (locked == 0) {
                    return true;
                }
            }
        }
    }

    /**
     * Works through the queue of changed subbands: locked candidates in the band, locked columns
     * out of the other bands, rows with one place left solve their cell. False when a value has no
     * place left in a band.
     *
     * <p>The queue is taken in waves: the subbands queued when a wave starts are processed in a
     * row, and what they change queues the next wave. The next subband of a wave does not depend on
     * the work on the previous one, so the processor overlaps them (a wave costs 8 % less than
     * taking the lowest queued subband every time; see docs/fast-solver.md).
     */
    private boolean update() {
        int[] s = state;
        int queue = dirty;
        while (queue != 0) {
            int wave = queue;
            queue = 0;
            do {
                int j = Integer.numberOfTrailingZeros(wave);
                wave &= wave - 1;
                queue &= ~(1 << j);
                touched |= 1 << j;
                int a = s[j];
                int shrunk = SHRINK[a & 0x1FF] | SHRINK[a >>> 9 & 0x1FF] << 3 | SHRINK[a >>> 18 & 0x1FF] << 6;
                a &= LOCKED[shrunk];
                if (a == 0) {
                    dirty = 0;
                    failure = j;
                    return false;
                }
                int keep = OTHER_BANDS_KEEP[(a | a >>> 9 | a >>> 18) & 0x1FF];
                int j1 = OTHER_BAND_1[j];
                int old = s[j1];
                int now = old & keep;
                s[j1] = now;
                queue |= (-(old ^ now) >>> 31) << j1;
                int j2 = OTHER_BAND_2[j];
                old = s[j2];
                now = old & keep;
                s[j2] = now;
                queue |= (-(old ^ now) >>> 31) << j2;
                int single = ROW_SINGLE[a & 0x1FF] | ROW_SINGLE[a >>> 9 & 0x1FF] << 9 | ROW_SINGLE[a >>> 18 & 0x1FF] << 18;
                int band = BAND[j];
                int unsolved = s[UNSOLVED + band];
                int fresh = single & unsolved;
                if (fresh != 0) {
                    s[UNSOLVED + band] = unsolved & ~fresh;
                    int clear = ~fresh;
                    for (int k = band; k < 27; k += 3) {
                        old = s[k];
                        now = old & clear;
                        s[k] = now;
                        queue |= (-(old ^ now) >>> 31) << k;
                    }
                    queue &= ~(1 << j);
                    if (tracer != null) {
                        announceSolved(j, fresh);
                    }
                }
                s[j] = a;
            } while (wave != 0);
        }
        dirty = 0;
        return true;
    }

    /**
     * Locked candidates along the columns, for the values whose subbands changed since it last ran:
     * in each stack (three columns of boxes), the value's possible (band, column) pairs must pair
     * the three bands with the three columns one to one; pairs on no such pairing go. This also
     * finds hidden singles in columns. Returns 1 when it removed something (queued in
     * {@link #dirty}), 0 when not, -1 when a value has no such pairing in some stack.
     */
    private int lockedColumns() {
        int[] s = state;
        int queue = 0;
        int t = touched;
        touched = 0;
        t |= t >>> 1 | t >>> 2;
        for (int j = 0; j < 27; j += 3) {
            if ((t >>> j & 1) == 0) {
                continue;
            }
            int a0 = s[j];
            int a1 = s[j + 1];
            int a2 = s[j + 2];
            int c0 = (a0 | a0 >>> 9 | a0 >>> 18) & 0x1FF;
            int c1 = (a1 | a1 >>> 9 | a1 >>> 18) & 0x1FF;
            int c2 = (a2 | a2 >>> 9 | a2 >>> 18) & 0x1FF;
            int k0 = 0;
            int k1 = 0;
            int k2 = 0;
            for (int shift = 0; shift < 9; shift += 3) {
                int paired = PAIRED[(c0 >>> shift & 7) | (c1 >>> shift & 7) << 3 | (c2 >>> shift & 7) << 6];
                if (paired == 0) {
                    failure = STACK_FAILURE + j + shift / 3;
                    return -1;
                }
                k0 |= (paired & 7) << shift;
                k1 |= (paired >>> 3 & 7) << shift;
                k2 |= (paired >>> 6) << shift;
            }
            int n0 = a0 & (k0 | k0 << 9 | k0 << 18);
            int n1 = a1 & (k1 | k1 << 9 | k1 << 18);
            int n2 = a2 & (k2 | k2 << 9 | k2 << 18);
            s[j] = n0;
            s[j + 1] = n1;
            s[j + 2] = n2;
            queue |= ((-(n0 ^ a0) >>> 31) | (-(n1 ^ a1) >>> 31) << 1 | (-(n2 ^ a2) >>> 31) << 2) << j;
        }
        dirty = queue;
        return queue != 0 ? 1 : 0;
    }

    /**
     * Places every cell of an unsolved band that has one candidate left, and notes the cells with
     * two. Returns 1 when it placed something, 0 when not, -1 when a cell has no candidate.
     */
    private int nakedSingles() {
        int[] s = state;
        int found = 0;
        for (int band = 0; band < 3; band++) {
            int unsolved = s[UNSOLVED + band];
            if (unsolved == 0) {
                s[PAIRS + band] = 0;
                continue;
            }
            int one = 0;
            int two = 0;
            int three = 0;
            for (int j = band; j < 27; j += 3) {
                int x = s[j];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            if (one != ALL) {
                failure = EMPTY_CELL_FAILURE + band;
                return -1;
            }
            s[PAIRS + band] = two & ~three;
            int singles = one & ~two & unsolved;
            if (singles != 0) {
                found = 1;
                int queue = dirty;
                for (int j = band; j < 27; j += 3) {
                    int x = s[j] & singles;
                    if (x != 0) {
                        int a = s[j];
                        do {
                            int at = Integer.numberOfTrailingZeros(x);
                            a &= PLACE_KEEP[at];
                            if (tracer != null) {
                                announce(band, at, j / 3, "only candidate");
                            }
                            x &= x - 1;
                        } while (x != 0);
                        s[j] = a;
                        queue |= 1 << j;
                    }
                }
                dirty = queue;
            }
        }
        return found;
    }

    /** Branches on a cell with the fewest candidates (two, almost always), each value in turn. */
    private void guess(int depth) {
        int[] s = state;
        int cell = bestPair();
        if (cell < 0) {
            cell = fewestCandidates();
        }
        int band = cell / 27;
        int bit = 1 << (cell - 27 * band);
        int at = cell - 27 * band;
        int digits = 0;
        for (int d = 0, j = band; d < 9; d++, j += 3) {
            if ((s[j] & bit) != 0) {
                digits |= 1 << d;
            }
        }
        int count = Integer.bitCount(digits);
        int d = Integer.numberOfTrailingZeros(digits);
        if (count == 2) {
            int other = 31 - Integer.numberOfLeadingZeros(digits);
            if (eliminations(other, band, at) > eliminations(d, band, at)) {
                d = other;
            }
        }
        int base = depth * SAVED_TRACING;
        while (true) {
            digits &= ~(1 << d);
            boolean last = digits == 0;
            if (!last) {
                System.arraycopy(s, 0, stack, base, saved);
                branchings++;
            }
            guesses++;
            if (context != null) {
                context.guess();
                if (tracer != null) {
                    traceDepth = depth + 1;
                    tracer.guess(depth, band * 27 + at, d + 1, count);
                    s[ANNOUNCED + band] |= bit;
                }
            }
            if (!countNode()) {
                return;
            }
            int j = d * 3 + band;
            s[j] &= PLACE_KEEP[at];
            dirty = 1 << j;
            if (propagate()) {
                if (isSolved()) {
                    if (!solution(depth + 1)) {
                        return;
                    }
                } else {
                    guess(depth + 1);
                    if (stopped) {
                        return;
                    }
                }
            } else {
                traceDeadEnd(depth + 1);
            }
            if (last) {
                return;
            }
            System.arraycopy(stack, base, s, 0, saved);
            touched = 0;
            if (tracer != null) {
                traceDepth = depth;
                tracer.backtrack(depth);
            }
            d = Integer.numberOfTrailingZeros(digits);
        }
    }

    /**
     * The candidates that placing value {@code d} at cell {@code at} of {@code band} removes from
     * its peers (the peers that can still hold {@code d}). Of a bivalue cell's two values the one
     * that removes more is tried first: it fails sooner or leads further, and when a puzzle has
     * several solutions the search reaches the second one sooner (9 % fewer guesses on serg's set,
     * see docs/fast-solver.md). On a puzzle with one solution both values are searched whatever
     * the order, so the order changes nothing there.
     */
    private int eliminations(int d, int band, int at) {
        int j = d * 3 + band;
        return unsolvedPeers(at, state[j], state[OTHER_BAND_1[j]], state[OTHER_BAND_2[j]]);
    }

    /**
     * The cell with two candidates that has the most unsolved peers, among those the most peers
     * with two candidates (then first in row order), or -1 when no cell has two. Either value
     * placed there is taken from the most cells, so the guess propagates far or fails fast: on the
     * forum's hardest puzzles this takes 40 % fewer guesses than the first cell with two
     * candidates, and the tie-break 2 % fewer than the first among equals (see docs/fast-solver.md).
     *
     * <p>Each cell's choice is one key, peers, then bivalue peers, then the cell's place reversed
     * (so the first among equals wins), and the best is a running maximum: no branch on the
     * comparison, which the processor mispredicts often (3-5 % of the time on the hard sets).
     */
    private int bestPair() {
        int[] s = state;
        int bestKey = -1;
        for (int band = 0; band < 3; band++) {
            int pairs = s[PAIRS + band];
            if (pairs == 0) {
                continue;
            }
            int here = s[UNSOLVED + band];
            int other1 = s[UNSOLVED + OTHER_BAND_1[band]];
            int other2 = s[UNSOLVED + OTHER_BAND_2[band]];
            int pairsHere = pairs;
            int pairs1 = s[PAIRS + OTHER_BAND_1[band]];
            int pairs2 = s[PAIRS + OTHER_BAND_2[band]];
            int reversed = CELL_KEY - band * 27;
            do {
                int at = Integer.numberOfTrailingZeros(pairs);
                pairs &= pairs - 1;
                int key = unsolvedPeers(at, here, other1, other2) << 12
                        | unsolvedPeers(at, pairsHere, pairs1, pairs2) << 7
                        | reversed - at;
                bestKey = Math.max(bestKey, key);
            } while (pairs != 0);
        }
        return bestKey < 0 ? -1 : CELL_KEY - (bestKey & CELL_KEY);
    }

    /** The low 7 bits of {@link #bestPair}'s key: this minus the cell (0..80), so lower cells rank higher. */
    private static final int CELL_KEY = 127;

    /** The unsolved peers of cell {@code at} of a band, given the unsolved cells of its band and the others. */
    private static int unsolvedPeers(int at, int here, int other1, int other2) {
        int column = COLUMN_OF[at];
        return Integer.bitCount(here & ~PLACE_KEEP[at]) + Integer.bitCount(other1 & column | (other2 & column) << 1);
    }

    /** The unsolved cell with the fewest candidates, and among those the most unsolved peers. */
    private int fewestCandidates() {
        int[] s = state;
        int best = -1;
        int bestCount = 10;
        int bestPeers = -1;
        for (int band = 0; band < 3; band++) {
            int here = s[UNSOLVED + band];
            int other1 = s[UNSOLVED + OTHER_BAND_1[band]];
            int other2 = s[UNSOLVED + OTHER_BAND_2[band]];
            int unsolved = here;
            while (unsolved != 0) {
                int at = Integer.numberOfTrailingZeros(unsolved);
                unsolved &= unsolved - 1;
                int bit = 1 << at;
                int count = 0;
                for (int j = band; j < 27; j += 3) {
                    count += (s[j] & bit) != 0 ? 1 : 0;
                }
                if (count <= bestCount) {
                    int peers = unsolvedPeers(at, here, other1, other2);
                    if (count < bestCount || peers > bestPeers) {
                        bestCount = count;
                        bestPeers = peers;
                        best = band * 27 + at;
                    }
                }
            }
        }
        return best;
    }

    private boolean countNode() {
        nodes++;
        if (context != null && !context.node()) {
            stopped = true;
            return false;
        }
        return true;
    }

    /**
     * Reports the solution in the state; false when the search must stop. A solution that someone
     * receives as a grid (the kernel's first, a kept one, one for a listener or a tracer) is written
     * out and the grid checked ({@link #isSolutionOf}); one that is only counted (the second
     * solution of a uniqueness check) is checked on the band words ({@link #solves}), as
     * strictly and without writing the grid out.
     */
    private boolean solution(int depth) {
        solutions++;
        byte[] grid = values;
        boolean written = context != null ? context.usesGrid() : solutions == 1 && firstSolution != null;
        if (written) {
            extract(grid);
            if (!isSolutionOf(grid, puzzle)) {
                throw new IllegalStateException("fast solver produced a grid that is not a solution: "
                        + text(grid) + " of " + text(puzzle));
            }
        } else if (!solves(state, givens)) {
            extract(grid);
            throw new IllegalStateException("fast solver reached a state that is not a solution: "
                    + text(grid) + " of " + text(puzzle));
        }
        if (restricted && !keepsCandidates()) {
            extract(grid);
            throw new IllegalStateException("fast solver produced a grid outside the puzzle's candidates: "
                    + text(grid) + " of " + text(puzzle));
        }
        if (context != null) {
            // checked above, as strictly as the context would and a few times quicker
            if (!context.checkedSolution(grid, depth)) {
                stopped = true;
                return false;
            }
            return true;
        }
        if (solutions == 1 && firstSolution != null) {
            System.arraycopy(grid, 0, firstSolution, 0, CELLS);
        }
        if (solutions >= maxSolutions) {
            stopped = true;
            return false;
        }
        return true;
    }

    /** Whether each value of the solved state lies among the puzzle's candidates ({@link #allowed}). */
    private boolean keepsCandidates() {
        int outside = 0;
        for (int j = 0; j < 27; j++) {
            outside |= state[j] & ~allowed[j];
        }
        return outside == 0;
    }

    /**
     * Whether the state is a solved grid that keeps the givens, read on the band words: in each
     * band the nine values' words are disjoint and cover the band; each value is once in each row
     * of a band (one bit per 9-bit row) and once in each box (its three cells in three columns, one
     * in each box of the band); over the three bands it is once in each column; and every given is
     * in its value's word. The same rules {@link #isSolutionOf} checks on the grid written out.
     *
     * @param s      the 27 subband words (more words may follow; they are not read)
     * @param givens for each subband, the cells where the puzzle gives its value
     */
    static boolean solves(int[] s, int[] givens) {
        int bad = 0;
        for (int band = 0; band < 3; band++) {
            int one = 0;
            int two = 0;
            for (int j = band; j < 27; j += 3) {
                int x = s[j];
                two |= one & x;
                one |= x;
            }
            bad |= two | one ^ ALL;
        }
        for (int j = 0; j < 27; j += 3) {
            int columns = 0;
            int count = 0;
            for (int k = j; k < j + 3; k++) {
                int x = s[k];
                bad |= givens[k] & ~x;
                if (ROW_SINGLE[x & 0x1FF] == 0 || ROW_SINGLE[x >>> 9 & 0x1FF] == 0 || ROW_SINGLE[x >>> 18] == 0) {
                    return false;
                }
                int folded = (x | x >>> 9 | x >>> 18) & 0x1FF;
                if (SHRINK[folded] != 7) {
                    return false;
                }
                columns |= folded;
                count += Integer.bitCount(folded);
            }
            if (columns != 0x1FF || count != 9) {
                return false;
            }
        }
        return bad == 0;
    }

    /** Writes the values of a solved state, row by row. */
    private void extract(byte[] out) {
        int[] s = state;
        for (int j = 0; j < 27; j++) {
            int x = s[j];
            byte v = (byte) (j / 3 + 1);
            int base = (j % 3) * 27;
            while (x != 0) {
                out[base + Integer.numberOfTrailingZeros(x)] = v;
                x &= x - 1;
            }
        }
    }

    /**
     * Whether {@code grid} (81 values) is a solved 9x9 grid that agrees with the givens of
     * {@code puzzle}: every row, column and box holds 1..9 once. Written out by hand (nine columns
     * in locals, no scratch array) because it runs on every solution the kernel returns.
     */
    static boolean isSolutionOf(byte[] grid, byte[] puzzle) {
        int c0 = 0;
        int c1 = 0;
        int c2 = 0;
        int c3 = 0;
        int c4 = 0;
        int c5 = 0;
        int c6 = 0;
        int c7 = 0;
        int c8 = 0;
        for (int band = 0; band < 27 * 3; band += 27) {
            int box0 = 0;
            int box1 = 0;
            int box2 = 0;
            for (int i = band; i < band + 27; i += 9) {
                int x0 = valueBit(grid[i]);
                int x1 = valueBit(grid[i + 1]);
                int x2 = valueBit(grid[i + 2]);
                int x3 = valueBit(grid[i + 3]);
                int x4 = valueBit(grid[i + 4]);
                int x5 = valueBit(grid[i + 5]);
                int x6 = valueBit(grid[i + 6]);
                int x7 = valueBit(grid[i + 7]);
                int x8 = valueBit(grid[i + 8]);
                int left = x0 | x1 | x2;
                int middle = x3 | x4 | x5;
                int right = x6 | x7 | x8;
                if ((left | middle | right) != ALL_VALUES) {
                    return false;
                }
                box0 |= left;
                box1 |= middle;
                box2 |= right;
                c0 |= x0;
                c1 |= x1;
                c2 |= x2;
                c3 |= x3;
                c4 |= x4;
                c5 |= x5;
                c6 |= x6;
                c7 |= x7;
                c8 |= x8;
            }
            if ((box0 & box1 & box2) != ALL_VALUES) {
                return false;
            }
        }
        if ((c0 & c1 & c2 & c3 & c4 & c5 & c6 & c7 & c8) != ALL_VALUES) {
            return false;
        }
        return keepsGivens(grid, puzzle);
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long HIGH = 0x8080808080808080L;

    /** Whether every nonzero value of {@code puzzle} is the value of {@code grid} there, eight cells a step. */
    private static boolean keepsGivens(byte[] grid, byte[] puzzle) {
        long clash = 0;
        for (int i = 0; i < 80; i += 8) {
            long given = (long) LONGS.get(puzzle, i);
            long differ = given ^ (long) LONGS.get(grid, i);
            clash |= nonzeroBytes(given) & nonzeroBytes(differ);
        }
        return clash == 0 && (puzzle[80] == 0 || puzzle[80] == grid[80]);
    }

    /** The high bit of every nonzero byte of {@code x}. */
    private static long nonzeroBytes(long x) {
        return ((x & LOW7) + LOW7 | x) & HIGH;
    }

    /** Bits 1..9 of a unit that holds every value once (nine cells, so each value exactly once). */
    private static final int ALL_VALUES = 0x3FE;

    /** {@code 1 << v} for a value 1..9, 0 for anything else (so the unit cannot be complete). */
    private static int valueBit(int v) {
        return ((v - 1) | (9 - v)) >= 0 ? 1 << v : 0;
    }

    // ---- tracing (only with a tracer: the search checks tracer != null before calling these) ----

    private void announceSolved(int j, int fresh) {
        int band = j % 3;
        int news = fresh & ~state[ANNOUNCED + band];
        while (news != 0) {
            int at = Integer.numberOfTrailingZeros(news);
            news &= news - 1;
            announce(band, at, j / 3, "only place left for " + (j / 3 + 1) + " in row " + (band * 3 + at / 9 + 1));
        }
    }

    private void announce(int band, int at, int digit, String reason) {
        int bit = 1 << at;
        if ((state[ANNOUNCED + band] & bit) != 0) {
            return;
        }
        state[ANNOUNCED + band] |= bit;
        tracer.place(traceDepth, band * 27 + at, digit + 1, reason);
    }

    private void traceDeadEnd(int depth) {
        if (tracer == null) {
            return;
        }
        String reason;
        if (failure < EMPTY_CELL_FAILURE) {
            int band = failure % 3;
            reason = "no place left for " + (failure / 3 + 1) + " in rows " + (band * 3 + 1) + "-" + (band * 3 + 3);
        } else if (failure < STACK_FAILURE) {
            int band = failure - EMPTY_CELL_FAILURE;
            reason = "a cell in rows " + (band * 3 + 1) + "-" + (band * 3 + 3) + " has no candidate";
        } else {
            int stack = (failure - STACK_FAILURE) % 3;
            reason = "no place left for " + ((failure - STACK_FAILURE) / 3 + 1) + " in columns " + (stack * 3 + 1)
                    + "-" + (stack * 3 + 3);
        }
        tracer.deadEnd(depth, reason);
    }

    private static String text(byte[] grid) {
        StringBuilder sb = new StringBuilder(CELLS);
        for (byte v : grid) {
            sb.append(v == 0 ? '.' : (char) ('0' + v));
        }
        return sb.toString();
    }
}
