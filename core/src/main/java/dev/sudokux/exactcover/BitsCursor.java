package dev.sudokux.exactcover;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A cursor on the bits engine's tree ({@link BitsEngine}), on the masks of one {@link BitsSearch}:
 * at each node the first uncovered primary item in the layout's order, its children the options of
 * its group that fit, in the group's order, as the search tries them. Every node is a node of the
 * search ({@link #isNode()} is always true); the updates are the search's (one per option of the group
 * tested, counted when a node's {@link #branches()} are first asked for). The propagator, if any, runs
 * once at each node the cursor enters, as in the search.
 */
final class BitsCursor implements SearchCursor {

    private final BitsSearch s;
    private final BitsLayout layout;
    private final int[] excluded;
    /** False when the prefix's chosen options clash: the starting node is then a leaf with no solution. */
    private final boolean feasible;
    private final int base;
    private int level;
    /** Per level: 0 not looked at, 1 propagated (solution/alive known), 2 children listed. */
    private final byte[] stage;
    private final boolean[] alive;
    private final boolean[] solution;
    private final int[] mark;
    private final int[] kidStart;
    private final int[] kidCount;
    private int[] kids = new int[64];
    private int kidTop;
    private long updates;
    /** The options that fit at a node of {@link #randomPath}'s walk (layout positions). */
    private final int[] fitting;
    private final long[] whole = new long[2];

    BitsCursor(BitsSearch search, Prefix from) {
        this.s = search;
        this.layout = search.layout;
        this.excluded = from.excluded();
        s.prepare(SearchLimits.NONE, null, false, null, null, s.propagator, null);
        s.reset();
        this.feasible = s.choose(from.chosen());
        if (feasible) {
            s.exclude(excluded);
        }
        this.base = s.base;
        this.level = base;
        int levels = s.c0.length;
        stage = new byte[levels];
        alive = new boolean[levels];
        solution = new boolean[levels];
        mark = new int[levels];
        kidStart = new int[levels];
        kidCount = new int[levels];
        fitting = new int[BitsOrder.maxGroup(layout)];
    }

    /** Runs the propagator at the node and finds whether it is a solution. */
    private void look() {
        if (stage[level] > 0) {
            return;
        }
        mark[level] = s.removedMark();
        boolean ok = feasible && s.propagate(level);
        alive[level] = ok;
        solution[level] = ok && s.firstUncovered(level) < 0;
        stage[level] = 1;
    }

    /** Lists the node's children (the options of its group that fit), counting the tests. */
    private void list() {
        look();
        if (stage[level] > 1) {
            return;
        }
        stage[level] = 2;
        kidStart[level] = kidTop;
        kidCount[level] = 0;
        if (!alive[level] || solution[level]) {
            return;
        }
        int r = s.firstUncovered(level);
        int from = layout.first[r];
        int to = layout.first[r + 1];
        updates += to - from;
        long a = s.c0[level];
        long b = s.c1[level];
        for (int k = from; k < to; k++) {
            if ((layout.lo[k] & a) == 0 && (layout.hi[k] & b) == 0 && !s.removed[layout.option[k]]) {
                if (kidTop == kids.length) {
                    kids = Arrays.copyOf(kids, 2 * kidTop);
                }
                kids[kidTop++] = k;
                kidCount[level]++;
            }
        }
    }

    @Override
    public int depth() {
        return level - base;
    }

    @Override
    public boolean isSolution() {
        look();
        return solution[level];
    }

    @Override
    public int branches() {
        list();
        return kidCount[level];
    }

    @Override
    public void down(int k) {
        list();
        if (k < 0 || k >= kidCount[level]) {
            throw new IndexOutOfBoundsException("child " + k + " of " + kidCount[level]);
        }
        int j = kids[kidStart[level] + k];
        s.choice[level] = layout.option[j];
        s.c0[level + 1] = s.c0[level] | layout.lo[j];
        s.c1[level + 1] = s.c1[level] | layout.hi[j];
        level++;
        stage[level] = 0;
    }

    @Override
    public void up() {
        if (level == base) {
            throw new IllegalStateException("the cursor is at its starting node");
        }
        leave();
        level--;
    }

    /** Undoes what looking at the node did: the propagator's removals, the list of children. */
    private void leave() {
        if (stage[level] > 0) {
            s.restore(mark[level]);
            if (stage[level] > 1) {
                kidTop = kidStart[level];
            }
            stage[level] = 0;
        }
    }

    /**
     * {@link SearchCursor#randomPath}'s walk in one loop on the masks: the cursor's node as
     * {@link #branches()} lists it, then below it the first uncovered item's group scanned once a
     * node, nothing listed or undone, and a deep subtree counted whole by the search's own loop
     * ({@link BitsSearch#countBelow}). The same numbers, random draws and {@link #updates()} as the
     * default; with a propagator, a prefix that clashes, or the node already deep enough to be counted
     * whole, the default.
     */
    @Override
    public void randomPath(RandomGenerator random, int exhaustAt, double[] out) {
        if (s.propagator != null || !feasible || level - base >= exhaustAt) {
            SearchCursor.super.randomPath(random, exhaustAt, out);
            return;
        }
        long before = updates;
        if (isSolution()) {
            out[0] = 1;
            out[1] = 0;
            out[2] = 1;
            out[3] = 1;
            return;
        }
        int d = branches();
        double cost = updates - before;
        if (d == 0) {
            out[0] = 1;
            out[1] = cost;
            out[2] = 0;
            out[3] = 1;
            return;
        }
        final long[] lo = layout.lo;
        final long[] hi = layout.hi;
        final int[] first = layout.first;
        final int[] option = layout.option;
        final long pl = layout.primaryLo;
        final long ph = layout.primaryHi;
        final boolean[] removed = s.removed;
        final boolean checkRemoved = excluded.length > 0;
        final int[] fit = fitting;
        int j = kids[kidStart[level] + (d == 1 ? 0 : random.nextInt(d))];
        long a = s.c0[level] | lo[j];
        long b = s.c1[level] | hi[j];
        int l = level + 1;
        double width = d;
        double nodes = 1 + width;
        double upd = cost;
        double solutions = 0;
        long visited = 2;
        long tested = 0;
        while (true) {
            if (l - base >= exhaustAt) {
                s.c0[l] = a;
                s.c1[l] = b;
                long below = s.countBelow(l, whole);
                tested += below;
                visited += whole[0] - 1;
                nodes += width * (whole[0] - 1);
                upd += width * below;
                solutions += width * whole[1];
                break;
            }
            long f = ~a & pl;
            int r;
            if (f != 0) {
                r = Long.numberOfTrailingZeros(f);
            } else {
                f = ~b & ph;
                if (f == 0) {
                    solutions = width;
                    break;
                }
                r = 64 + Long.numberOfTrailingZeros(f);
            }
            int from = first[r];
            int to = first[r + 1];
            tested += to - from;
            upd += width * (to - from);
            int n = 0;
            for (int k = from; k < to; k++) {
                if ((lo[k] & a) == 0 && (hi[k] & b) == 0 && !(checkRemoved && removed[option[k]])) {
                    fit[n++] = k;
                }
            }
            if (n == 0) {
                break;
            }
            int k = fit[n == 1 ? 0 : random.nextInt(n)];
            a |= lo[k];
            b |= hi[k];
            l++;
            width *= n;
            visited++;
            nodes += width;
        }
        updates += tested;
        out[0] = nodes;
        out[1] = upd;
        out[2] = solutions;
        out[3] = visited;
    }

    @Override
    public Prefix prefix() {
        return new Prefix(Arrays.copyOf(s.choice, level), excluded);
    }

    @Override
    public long updates() {
        return updates;
    }

    @Override
    public void close() {
        while (level > base) {
            up();
        }
        leave();
        s.reset();
    }

    /**
     * The bits search's time per unit of work over the estimator's with this cursor: measured 0.34-0.53
     * in a fresh JVM and 0.49-0.64 warm on queens 13, Langford 12 and 6 x 10 (BENCHMARKS.md, the
     * estimate's session-7 section); a node costs a few mask tests, the estimator's step more.
     * Measured again after de01982 made {@link #randomPath} a tight loop (session 8, BENCHMARKS.md: the
     * cli's {@code xc --estimate --engine bits --threads 1}, 4 seeds, against two counts' search
     * time): printed over true 0.97 median on Langford 12 (0.91-1.22) and 0.92 on 6 x 10 (0.71-1.08),
     * so 0.5 still fits; queens 13 prints 2.3x high (1.7-2.9), its few hundred paths run before the JIT
     * compiles them, which no factor mends.
     */
    @Override
    public double searchPerSampling() {
        return 0.5;
    }
}
