package dev.sudokux.solve;

import static dev.sudokux.solve.BandTables.ALL;
import static dev.sudokux.solve.BandTables.COLUMN_CLEAR;
import static dev.sudokux.solve.BandTables.OTHER_BANDS_KEEP;
import static dev.sudokux.solve.BandTables.PLACE_KEEP;
import static dev.sudokux.solve.BandTables.ROW_SINGLE;
import static dev.sudokux.solve.BandTables.SHRINK;

import java.util.Arrays;

/**
 * Experiment (issue 15, session 6): {@link BandSearch}'s cells per (value, band), plus each
 * value's <b>configurations</b> kept as state, in the rows' bands and in the columns' stacks alike,
 * with the <b>triad</b> rules on them, and tdoku's binary decision on a configuration. Not used by
 * {@link FastSolver}; docs/fast-solver.md has its measurements.
 *
 * <p>A configuration of value v in a band is one of the six pairings of the band's rows with its
 * boxes (the three minirows v occupies); in a stack, of the stack's bands with its columns (the three
 * minicolumns). Bit {@code c} of a configuration word says configuration {@code c}
 * ({@link TriadTables#PERMUTATIONS}) is still open. A value's cells in a band are always within
 * the minirows of its open configurations, and its configurations only those whose minirows all
 * still have cells. Unlike cells, a configuration can be closed on its own: by the "not this
 * configuration" branch of a guess, or by the triads (each minirow and minicolumn holds exactly
 * three values: three values possible there are all there; three values that must be there keep
 * the others out).
 *
 * <p>The kernel entry only (solve, count up to a limit, first solution out); every solution is
 * checked as {@link BandSearch} checks its own.
 */
final class TriadSearch {

    private static final int CELLS = BandSearch.CELLS;
    private static final int UNSOLVED = 27; // 27..29: unsolved cells of each band
    private static final int ROWS = 30; // 30..56: configurations of value v in band b, at ROWS + v * 3 + b
    private static final int COLUMNS = 57; // 57..83: configurations of value v in stack k, at COLUMNS + v * 3 + k
    private static final int SAVED = 84;
    private static final int STATE = 84;
    /** Each level closes a configuration: 6 x 54 words open at the start, at least 54 left at the end. */
    private static final int MAX_DEPTH = 6 * 54 - 54;

    private static final int[] OTHER_BAND_1 = new int[27];
    private static final int[] OTHER_BAND_2 = new int[27];
    private static final int[] BAND = new int[27];

    static {
        for (int j = 0; j < 27; j++) {
            int base = j - j % 3;
            BAND[j] = j % 3;
            OTHER_BAND_1[j] = base + (j + 1) % 3;
            OTHER_BAND_2[j] = base + (j + 2) % 3;
        }
    }

    private final int[] state = new int[STATE];
    private final int[] stack = new int[MAX_DEPTH * SAVED];
    private final byte[] values = new byte[CELLS];
    private final int[] givens = new int[27];
    private int dirty;
    private int touched;
    /** Bands (bits 0..2) and stacks (bits 3..5) whose configurations changed since their triads ran. */
    private int changed;

    private byte[] puzzle;
    private long maxSolutions;
    private byte[] firstSolution;
    private long solutions;
    private long nodes;
    private long branchings;
    private boolean stopped;

    /**
     * Searches {@code puzzle} (81 values 0..9, 0 blank) for up to {@code max} solutions, checks each,
     * and copies the first into {@code out} (when not null).
     *
     * @return the number of solutions found, at most {@code max}
     */
    long solve(byte[] puzzle, long max, byte[] out) {
        if (puzzle.length != CELLS) {
            throw new IllegalArgumentException("a 9x9 puzzle has 81 cells, not " + puzzle.length);
        }
        this.puzzle = puzzle;
        this.maxSolutions = max;
        this.firstSolution = out;
        this.solutions = 0;
        this.nodes = 1;
        this.branchings = 0;
        this.stopped = false;
        if (!placeGivens() || !propagate()) {
            return 0;
        }
        if (isSolved()) {
            solution();
        } else {
            guess(0);
        }
        return solutions;
    }

    /** Search states visited by the last search: the start and one per branch taken. */
    long nodes() {
        return nodes;
    }

    /** Binary decisions of the last search (tdoku's count of guesses). */
    long branchings() {
        return branchings;
    }

    private boolean placeGivens() {
        int[] s = state;
        Arrays.fill(s, 0, UNSOLVED + 3, ALL);
        Arrays.fill(s, ROWS, SAVED, TriadTables.ALL_CONFIGURATIONS);
        Arrays.fill(givens, 0);
        for (int cell = 0; cell < CELLS; cell++) {
            int v = puzzle[cell];
            if (v == 0) {
                continue;
            }
            if (v < 0 || v > 9) {
                throw new IllegalArgumentException("value " + v + " at cell " + cell + " is outside 0..9");
            }
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
        int clash = 0;
        for (int j = 0; j < 27; j++) {
            int given = givens[j];
            int x = s[j];
            clash |= given & ~x;
            s[j] = x & s[UNSOLVED + BAND[j]] | given;
        }
        dirty = ALL;
        touched = ALL;
        changed = 0x3F;
        return clash == 0;
    }

    private boolean isSolved() {
        int[] s = state;
        return (s[UNSOLVED] | s[UNSOLVED + 1] | s[UNSOLVED + 2]) == 0;
    }

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
                found = lockedColumns();
                if (found < 0) {
                    return false;
                }
                if (found == 0) {
                    found = triads();
                    if (found < 0) {
                        return false;
                    }
                    if (found == 0) {
                        return true;
                    }
                }
            }
        }
    }

    /**
     * As {@link BandSearch}'s update, with the value's configurations in the band as state: those
     * whose minirows lost all their cells close, and the cells outside the open ones go.
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
                int was = s[ROWS + j];
                int open = was & TriadTables.FITTING[shrunk];
                s[ROWS + j] = open;
                changed |= (-(was ^ open) >>> 31) << BAND[j];
                a &= TriadTables.CELLS_OF[open];
                if (a == 0) {
                    dirty = 0;
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
                }
                s[j] = a;
            } while (wave != 0);
        }
        dirty = 0;
        return true;
    }

    /**
     * As {@link BandSearch}'s locked columns, with the value's configurations in the stack as state
     * (bands paired with the stack's columns). 1 when it removed cells, 0 when not, -1 on a dead end.
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
            for (int stackIndex = 0, shift = 0; stackIndex < 3; stackIndex++, shift += 3) {
                int at = COLUMNS + j + stackIndex;
                int was = s[at];
                int open = was & TriadTables.FITTING[(c0 >>> shift & 7) | (c1 >>> shift & 7) << 3 | (c2 >>> shift & 7) << 6];
                if (open == 0) {
                    return -1;
                }
                s[at] = open;
                changed |= (-(was ^ open) >>> 31) << (3 + stackIndex);
                int paired = TriadTables.MINIROWS_OF[open];
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
     * The triads of the three bands and the three stacks: 1 when a configuration closed, 0 when
     * none did, -1 on a dead end.
     */
    private int triads() {
        int found = 0;
        int todo = changed;
        changed = 0;
        for (int x = 0; x < 3; x++) {
            int rows = (todo >>> x & 1) != 0 ? triads(ROWS + x) : 0;
            int columns = (todo >>> (3 + x) & 1) != 0 ? triads(COLUMNS + x) : 0;
            if ((rows | columns) < 0) {
                return -1;
            }
            if (rows != 0) {
                found = 1;
                dirty |= rows;
                changed |= 1 << x;
            }
            if (columns != 0) {
                found = 1;
                touched |= columns;
                changed |= 1 << (3 + x);
            }
        }
        return found;
    }

    /**
     * The triad rules of one band or stack, whose nine values' configuration words are at
     * {@code base + v * 3}: each of its nine minirows (minicolumns) holds exactly three values.
     * Where only three values can go, each of them must: their configurations avoiding it close.
     * Where three values must go, the others cannot: their configurations using it close. Returns
     * the words whose configurations closed (bit {@code v * 3 + x} for band or stack x), -1 when a
     * minirow has fewer than three possible values or more than three forced ones.
     */
    private int triads(int base) {
        int[] s = state;
        int one = 0;
        int two = 0;
        int three = 0;
        int four = 0;
        for (int v = 0; v < 27; v += 3) {
            int x = TriadTables.SUMMARY[s[base + v]];
            four |= three & x;
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        // low 9 bits: minirows by how many values can go there; high 9: by how many must
        if ((three & 0x1FF) != 0x1FF || four >>> 9 != 0) {
            return -1;
        }
        int onlyThree = three & ~four & 0x1FF;
        int full = three >>> 9;
        if ((onlyThree | full) == 0) {
            return 0;
        }
        int closed = 0;
        int offset = (base - ROWS) % 3;
        for (int v = 0; v < 9; v++) {
            int at = base + v * 3;
            int open = s[at];
            int summary = TriadTables.SUMMARY[open];
            int now = open & TriadTables.USING_ALL[summary & onlyThree] & TriadTables.USING_NONE[full & ~(summary >>> 9)];
            if (now != open) {
                if (now == 0) {
                    return -1;
                }
                s[at] = now;
                closed |= 1 << (v * 3 + offset);
            }
        }
        return closed;
    }

    /** As {@link BandSearch}'s naked singles (without noting the cells with two candidates). */
    private int nakedSingles() {
        int[] s = state;
        int found = 0;
        for (int band = 0; band < 3; band++) {
            int unsolved = s[UNSOLVED + band];
            if (unsolved == 0) {
                continue;
            }
            int one = 0;
            int two = 0;
            for (int j = band; j < 27; j += 3) {
                int x = s[j];
                two |= one & x;
                one |= x;
            }
            if (one != ALL) {
                return -1;
            }
            int singles = one & ~two & unsolved;
            if (singles != 0) {
                found = 1;
                int queue = dirty;
                for (int j = band; j < 27; j += 3) {
                    int x = s[j] & singles;
                    if (x != 0) {
                        int a = s[j];
                        do {
                            a &= PLACE_KEEP[Integer.numberOfTrailingZeros(x)];
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

    private void guess(int depth) {
        int at = configurationToBranch();
        if (at < 0) {
            // every band and stack fixed places every value: propagation has solved the grid
            throw new IllegalStateException("triad search: an unsolved grid with every configuration fixed");
        }
        branchOnConfiguration(depth, at);
    }

    /**
     * The configuration word to branch on, as tdoku chooses: of the three bands and three stacks
     * not yet fixed, the one with the fewest open configurations over its nine values; in it the
     * value with the fewest (at least two). -1 when every band and stack is fixed.
     */
    private int configurationToBranch() {
        int[] s = state;
        int bestBase = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int x = 0; x < 6; x++) {
            int base = x < 3 ? ROWS + x : COLUMNS + x - 3;
            int count = 0;
            for (int v = 0; v < 9; v++) {
                count += Integer.bitCount(s[base + v * 3]);
            }
            if (count > 9 && count < bestCount) {
                bestCount = count;
                bestBase = base;
            }
        }
        if (bestBase < 0) {
            return -1;
        }
        int best = -1;
        int fewest = 7;
        for (int v = 0; v < 9; v++) {
            int n = Integer.bitCount(s[bestBase + v * 3]);
            if (n >= 2 && n < fewest) {
                fewest = n;
                best = bestBase + v * 3;
                if (n == 2) {
                    break;
                }
            }
        }
        return best;
    }

    /** Its lowest open configuration, then (in place) every other. */
    private void branchOnConfiguration(int depth, int at) {
        int[] s = state;
        int open = s[at];
        int first = open & -open;
        int base = depth * SAVED;
        System.arraycopy(s, 0, stack, base, SAVED);
        branchings++;
        nodes++;
        s[at] = first;
        if (settle(depth, at)) {
            return;
        }
        System.arraycopy(stack, base, s, 0, SAVED);
        touched = 0;
        changed = 0;
        nodes++;
        s[at] = open & ~first;
        settle(depth, at);
    }

    /** Propagates the change of configuration word {@code at} and searches on; true when the search must stop. */
    private boolean settle(int depth, int at) {
        if (at < COLUMNS) {
            dirty = 1 << (at - ROWS);
            changed = 1 << (at - ROWS) % 3;
        } else {
            dirty = 0;
            touched |= 1 << (at - COLUMNS);
            changed = 1 << (3 + (at - COLUMNS) % 3);
        }
        if (propagate()) {
            if (isSolved()) {
                solution();
            } else {
                guess(depth + 1);
            }
        }
        return stopped;
    }

    private void solution() {
        solutions++;
        if (solutions == 1 && firstSolution != null) {
            extract(values);
            if (!BandSearch.isSolutionOf(values, puzzle)) {
                throw new IllegalStateException("triad search produced a grid that is not a solution");
            }
            System.arraycopy(values, 0, firstSolution, 0, CELLS);
        } else if (!BandSearch.solves(state, givens)) {
            throw new IllegalStateException("triad search reached a state that is not a solution");
        }
        if (solutions >= maxSolutions) {
            stopped = true;
        }
    }

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
}
