package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;

/**
 * What follows from assuming one literal (a candidate on or off): the engine of the forcing chains.
 *
 * <p>Modes, from weakest to strongest:
 * <ul>
 * <li>{@link Mode#STATIC}: only the links of the grid as it is (strong links: bivalue cells and
 * bilocal values; weak links: peers and cell mates), as in alternating chains; nothing is updated.</li>
 * <li>{@link Mode#DIGIT}: one value only, dynamically: placing it removes it from the peers, a unit
 * left with one place for it places it (Nishio).</li>
 * <li>{@link Mode#DYNAMIC}: singles on the grid as it changes: a placement removes its cell mates and
 * peers; a cell with one candidate left, or a value with one place left in a unit, is placed.</li>
 * <li>{@link Mode#DYNAMIC_PLUS}: dynamic, and when singles stall, the basic eliminations (locked
 * candidates, naked and hidden pairs) on the changed grid.</li>
 * <li>{@link Mode#NESTED}: dynamic plus, and when that stalls, each candidate left is tested by an
 * inner static propagation (a chain from it to its own negation removes it).</li>
 * <li>{@link Mode#NESTED_DYNAMIC}: as nested, the inner test a dynamic propagation (a candidate
 * whose placement leads by singles to a contradiction is removed).</li>
 * </ul>
 * A contradiction is a literal derived both on and off, a cell left without candidates, or a value
 * left without a place in a unit.
 *
 * <p>Each derived literal keeps its reason, so that the proof of a conclusion can be walked back and
 * its size counted ({@link #complexity(int)}); this size rates a forcing chain. Effort is bounded: a
 * run gives up once its work reaches {@link #limit}, and nested tests stop (the run just stalls) after
 * {@link #innerBudget} inner runs in all.
 *
 * <p>All arrays are allocated once; a run resets them with visit stamps and copies of the base state.
 * Not thread-safe.
 */
final class Propagator {

    enum Mode { STATIC, DIGIT, DYNAMIC, DYNAMIC_PLUS, NESTED, NESTED_DYNAMIC }

    static final int NONE = 0;
    static final int ASSUMED = 1;
    static final int LINK = 2;
    static final int NAKED = 3;
    static final int HIDDEN = 4;
    static final int BASIC = 5;
    static final int INNER = 6;

    /**
     * The work limit of a nested dynamic test (literals derived); a nested static test gets a third of
     * it. Longer inner chains are not looked for.
     */
    static final int INNER_LIMIT = 128;

    static final int CONFLICT = 1;
    static final int EMPTY_CELL = 2;
    static final int NO_PLACE = 3;

    private final Shape shape;
    private final int n;
    private final int cells;
    private final Mode mode;
    private int digit;

    private final long[] baseCand;
    private final byte[] baseValue;
    private final long[] basePlaced;
    final long[] cand;
    final byte[] value;
    final long[] placed;

    private final int[] mark;
    private final int[] reason;
    private final int[] parent;
    private final long[] reasonMask;
    private final int[] weight;
    private final int[] cost;
    private int totalWeight;
    private int stamp;
    final int[] order;
    int count;
    private int head;

    int contradiction;
    int contradictionRef;
    int contradictionValue;

    private final int[] seen;
    private int seenStamp;
    private final int[] stack;

    private final int[] basePlaces;
    private final int[] places;
    private final int[] partner;
    private final long[] dirty;
    private final long[] todo;
    private final boolean usesBasics;
    private final long[] unitPlaces;
    private final int[] firstPlace;
    private final int[] secondPlace;
    private Propagator inner;
    long innerBudget;
    long innerRuns;
    /** A run gives up (without contradiction) once its {@link #work()} reaches this. */
    int limit = Integer.MAX_VALUE;
    /** Whether the last run gave up at {@link #limit}. */
    boolean truncated;
    /** The budget each run counts one node against (null: none). */
    private dev.sudokux.solve.Budget.Meter meter;

    Propagator(Shape shape, Mode mode) {
        this.shape = shape;
        this.n = shape.size();
        this.cells = shape.cellCount();
        this.mode = mode;
        int lits = cells * n * 2;
        baseCand = new long[cells];
        baseValue = new byte[cells];
        basePlaced = new long[shape.unitCount()];
        cand = new long[cells];
        value = new byte[cells];
        placed = new long[shape.unitCount()];
        mark = new int[lits];
        reason = new int[lits];
        parent = new int[lits];
        reasonMask = new long[lits];
        weight = new int[lits];
        cost = new int[lits];
        order = new int[lits];
        seen = new int[lits];
        stack = new int[lits];
        partner = mode == Mode.STATIC ? new int[cells * n * 3] : null;
        basePlaces = new int[shape.unitCount() * n];
        places = new int[shape.unitCount() * n];
        dirty = new long[(shape.unitCount() + 63) / 64];
        todo = new long[dirty.length];
        usesBasics = mode == Mode.DYNAMIC_PLUS || mode == Mode.NESTED || mode == Mode.NESTED_DYNAMIC;
        unitPlaces = new long[n];
        firstPlace = new int[n];
        secondPlace = new int[n];
        if (mode == Mode.NESTED) {
            inner = new Propagator(shape, Mode.STATIC);
            inner.limit = INNER_LIMIT / 3;
        } else if (mode == Mode.NESTED_DYNAMIC) {
            inner = new Propagator(shape, Mode.DYNAMIC);
            inner.limit = INNER_LIMIT;
        }
        innerBudget = Long.MAX_VALUE;
    }

    Mode mode() {
        return mode;
    }

    /** Takes {@code grid} as the base state of the runs to come, and its budget for them. */
    void load(CandidateGrid grid) {
        meter = grid.meter();
        if (inner != null) {
            inner.meter = meter;
        }
        for (int cell = 0; cell < cells; cell++) {
            baseCand[cell] = grid.candidates(cell);
            baseValue[cell] = (byte) grid.value(cell);
        }
        for (int u = 0; u < shape.unitCount(); u++) {
            long p = 0;
            for (int cell : ShapeTables.unitCells(shape, u)) {
                if (baseValue[cell] != 0) {
                    p |= 1L << (baseValue[cell] - 1);
                }
            }
            basePlaced[u] = p;
        }
        loaded();
    }

    /** Takes another propagator's current state as the base state. */
    void load(Propagator other) {
        System.arraycopy(other.cand, 0, baseCand, 0, cells);
        System.arraycopy(other.value, 0, baseValue, 0, cells);
        System.arraycopy(other.placed, 0, basePlaced, 0, basePlaced.length);
        loaded();
    }

    /**
     * In static mode, the grid never changes during a run: the strong unit links of every candidate
     * (its unit's other place when the value has two) are worked out once here.
     */
    private void loaded() {
        java.util.Arrays.fill(basePlaces, 0);
        for (int cell = 0; cell < cells; cell++) {
            for (int u : ShapeTables.unitsOf(shape, cell)) {
                for (long bits = baseCand[cell]; bits != 0; bits &= bits - 1) {
                    basePlaces[u * n + Long.numberOfTrailingZeros(bits)]++;
                }
            }
        }
        if (partner == null) {
            return;
        }
        java.util.Arrays.fill(partner, -1);
        for (int u = 0; u < shape.unitCount(); u++) {
            int k = u / n; // 0 row, 1 column, 2 box: the unit's place in unitsOf(cell)
            java.util.Arrays.fill(firstPlace, -1);
            java.util.Arrays.fill(secondPlace, -1);
            for (int x : ShapeTables.unitCells(shape, u)) {
                for (long bits = baseCand[x]; bits != 0; bits &= bits - 1) {
                    int v = Long.numberOfTrailingZeros(bits);
                    if (firstPlace[v] < 0) {
                        firstPlace[v] = x;
                    } else if (secondPlace[v] < 0) {
                        secondPlace[v] = x;
                    } else {
                        secondPlace[v] = cells; // three or more places
                    }
                }
            }
            for (int v = 0; v < n; v++) {
                int a = firstPlace[v];
                int b = secondPlace[v];
                if (a >= 0 && b >= 0 && b < cells) {
                    partner[(a * n + v) * 3 + k] = b;
                    partner[(b * n + v) * 3 + k] = a;
                }
            }
        }
    }

    /** The base candidates of a cell. */
    long baseCandidates(int cell) {
        return baseCand[cell];
    }

    /**
     * Assumes {@code literal} on the base state and propagates until a contradiction or a stall.
     * Returns whether it reached a contradiction.
     */
    boolean run(int literal) {
        if (meter != null) {
            meter.step();
        }
        stamp++;
        if (stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(mark, 0);
            java.util.Arrays.fill(seen, 0);
            stamp = 1;
        }
        System.arraycopy(baseCand, 0, cand, 0, cells);
        System.arraycopy(baseValue, 0, value, 0, cells);
        System.arraycopy(basePlaced, 0, placed, 0, placed.length);
        if (mode != Mode.STATIC) {
            System.arraycopy(basePlaces, 0, places, 0, places.length);
        }
        digit = mode == Mode.DIGIT ? (literal >>> 1) % n + 1 : 0;
        java.util.Arrays.fill(dirty, 0);
        count = 0;
        head = 0;
        totalWeight = 0;
        truncated = false;
        contradiction = NONE;
        derive(literal, ASSUMED, -1);
        while (contradiction == NONE) {
            while (head < count && contradiction == NONE) {
                if (count + totalWeight >= limit) {
                    truncated = true;
                    return false;
                }
                int lit = order[head++];
                if (usesBasics) {
                    for (int u : ShapeTables.unitsOf(shape, (lit >>> 1) / n)) {
                        dirty[u >>> 6] |= 1L << u;
                    }
                }
                if (mode == Mode.STATIC) {
                    processStatic(lit);
                } else if ((lit & 1) != 0) {
                    processOn(lit);
                } else {
                    processOff(lit);
                }
            }
            if (contradiction != NONE) {
                break;
            }
            if (usesBasics && basics()) {
                continue;
            }
            if (inner != null && innerRuns < innerBudget && innerScan()) {
                continue;
            }
            break;
        }
        return contradiction != NONE;
    }

    /**
     * A cheap upper bound of {@link #complexity(int)} for a literal derived in the last run: the work
     * done until it was derived (literals derived before it and itself, nested proofs weighed in).
     */
    int cost(int literal) {
        return cost[literal];
    }

    /** The work done in the last run: literals derived, nested proofs weighed in. */
    int work() {
        return count + totalWeight;
    }

    /** Whether {@code literal} was derived in the last run. */
    boolean derived(int literal) {
        return mark[literal] == stamp;
    }

    private void derive(int lit, int why, int from) {
        if (mark[lit] == stamp) {
            return;
        }
        if (mark[lit ^ 1] == stamp) {
            mark[lit] = stamp;
            reason[lit] = why;
            parent[lit] = from;
            weight[lit] = 0;
            contradiction = CONFLICT;
            contradictionRef = lit;
            return;
        }
        mark[lit] = stamp;
        reason[lit] = why;
        parent[lit] = from;
        weight[lit] = 0;
        cost[lit] = count + 1 + totalWeight;
        order[count++] = lit;
    }

    private void deriveBasic(int lit, long mask, int unit) {
        if (mark[lit] == stamp) {
            return;
        }
        derive(lit, BASIC, unit);
        reasonMask[lit] = mask;
    }

    private void processStatic(int lit) {
        int c = lit >>> 1;
        int cell = c / n;
        int v = c % n + 1;
        long bit = 1L << (v - 1);
        if ((lit & 1) != 0) {
            for (int peer : ShapeTables.peers(shape, cell)) {
                if ((cand[peer] & bit) != 0) {
                    derive(((peer * n + v - 1) << 1), LINK, lit);
                }
            }
            for (long bits = cand[cell] & ~bit; bits != 0; bits &= bits - 1) {
                derive(((cell * n + Long.numberOfTrailingZeros(bits)) << 1), LINK, lit);
            }
        } else {
            long cc = cand[cell];
            if (Long.bitCount(cc) == 2) {
                derive(((cell * n + Long.numberOfTrailingZeros(cc & ~bit)) << 1) | 1, LINK, lit);
            }
            for (int k = 0; k < 3; k++) {
                int other = partner[c * 3 + k];
                if (other >= 0) {
                    derive(((other * n + v - 1) << 1) | 1, LINK, lit);
                }
            }
        }
    }

    private void processOn(int lit) {
        int c = lit >>> 1;
        int cell = c / n;
        int v = c % n + 1;
        long bit = 1L << (v - 1);
        value[cell] = (byte) v;
        cand[cell] &= ~bit;
        for (int u : ShapeTables.unitsOf(shape, cell)) {
            placed[u] |= bit;
            places[u * n + v - 1]--;
        }
        if (digit == 0) {
            for (long bits = cand[cell]; bits != 0; bits &= bits - 1) {
                derive(((cell * n + Long.numberOfTrailingZeros(bits)) << 1), LINK, lit);
                if (contradiction != NONE) {
                    return;
                }
            }
        }
        for (int peer : ShapeTables.peers(shape, cell)) {
            if ((cand[peer] & bit) != 0) {
                derive(((peer * n + v - 1) << 1), LINK, lit);
                if (contradiction != NONE) {
                    return;
                }
            }
        }
    }

    private void processOff(int lit) {
        int c = lit >>> 1;
        int cell = c / n;
        int v = c % n + 1;
        long bit = 1L << (v - 1);
        cand[cell] &= ~bit;
        if (value[cell] == 0 && digit == 0) {
            long left = cand[cell];
            if (left == 0) {
                contradiction = EMPTY_CELL;
                contradictionRef = cell;
                return;
            }
            if ((left & (left - 1)) == 0) {
                derive(((cell * n + Long.numberOfTrailingZeros(left)) << 1) | 1, NAKED, cell);
                if (contradiction != NONE) {
                    return;
                }
            }
        }
        for (int unit : ShapeTables.unitsOf(shape, cell)) {
            int left = --places[unit * n + v - 1];
            if ((placed[unit] & bit) != 0 || left > 1) {
                continue;
            }
            if (left == 0) {
                contradiction = NO_PLACE;
                contradictionRef = unit;
                contradictionValue = v;
                return;
            }
            for (int x : ShapeTables.unitCells(shape, unit)) {
                if ((cand[x] & bit) != 0) {
                    derive(((x * n + v - 1) << 1) | 1, HIDDEN, unit);
                    break;
                }
            }
            if (contradiction != NONE) {
                return;
            }
        }
    }

    /**
     * Locked candidates, naked pairs and hidden pairs in the units changed since the last call (a
     * pattern in an unchanged unit was there before the assumption); whether any fired.
     */
    private boolean basics() {
        int before = count;
        int units = shape.unitCount();
        System.arraycopy(dirty, 0, todo, 0, dirty.length);
        java.util.Arrays.fill(dirty, 0);
        // Locked candidates: a value's places in a unit all in one other unit.
        for (int u = 0; u < units && contradiction == NONE; u++) {
            if ((todo[u >>> 6] >>> u & 1) == 0) {
                continue;
            }
            int[] uc = ShapeTables.unitCells(shape, u);
            for (int v = 1; v <= n; v++) {
                long bit = 1L << (v - 1);
                if ((placed[u] & bit) != 0) {
                    continue;
                }
                int row = -2;
                int col = -2;
                int box = -2;
                int first = -1;
                for (int x : uc) {
                    if ((cand[x] & bit) != 0) {
                        if (first < 0) {
                            first = x;
                            row = shape.row(x);
                            col = shape.column(x);
                            box = shape.box(x);
                        } else {
                            if (shape.row(x) != row) {
                                row = -1;
                            }
                            if (shape.column(x) != col) {
                                col = -1;
                            }
                            if (shape.box(x) != box) {
                                box = -1;
                            }
                        }
                    }
                }
                if (first < 0) {
                    continue;
                }
                int[] targets = {row >= 0 ? shape.rowUnit(row) : -1, col >= 0 ? shape.columnUnit(col) : -1,
                        box >= 0 ? shape.boxUnit(box) : -1};
                for (int t : targets) {
                    if (t < 0 || t == u) {
                        continue;
                    }
                    for (int x : ShapeTables.unitCells(shape, t)) {
                        if ((cand[x] & bit) != 0 && !inUnit(x, u)) {
                            deriveBasic(((x * n + v - 1) << 1), bit, u);
                        }
                    }
                }
            }
        }
        if (count > before || contradiction != NONE) {
            for (int i = 0; i < dirty.length; i++) {
                dirty[i] |= todo[i]; // their pairs are still to be looked at
            }
            return true;
        }
        // Naked pairs and hidden pairs.
        for (int u = 0; u < units && contradiction == NONE; u++) {
            if ((todo[u >>> 6] >>> u & 1) == 0) {
                continue;
            }
            int[] uc = ShapeTables.unitCells(shape, u);
            for (int i = 0; i < uc.length; i++) {
                long p = cand[uc[i]];
                if (value[uc[i]] != 0 || Long.bitCount(p) != 2) {
                    continue;
                }
                for (int j = i + 1; j < uc.length; j++) {
                    if (cand[uc[j]] == p && value[uc[j]] == 0) {
                        for (int x : uc) {
                            if (x != uc[i] && x != uc[j]) {
                                for (long bits = cand[x] & p; bits != 0; bits &= bits - 1) {
                                    deriveBasic(((x * n + Long.numberOfTrailingZeros(bits)) << 1), p, u);
                                }
                            }
                        }
                    }
                }
            }
            for (int v = 0; v < n; v++) {
                unitPlaces[v] = 0;
            }
            for (int k = 0; k < uc.length; k++) {
                for (long bits = cand[uc[k]]; bits != 0; bits &= bits - 1) {
                    unitPlaces[Long.numberOfTrailingZeros(bits)] |= 1L << k;
                }
            }
            for (int v = 0; v < n; v++) {
                long pv = unitPlaces[v];
                if ((placed[u] >>> v & 1) != 0 || Long.bitCount(pv) != 2) {
                    continue;
                }
                for (int w = v + 1; w < n; w++) {
                    if ((placed[u] >>> w & 1) != 0 || unitPlaces[w] != pv) {
                        continue;
                    }
                    long keep = (1L << v) | (1L << w);
                    for (long ps = pv; ps != 0; ps &= ps - 1) {
                        int x = uc[Long.numberOfTrailingZeros(ps)];
                        for (long bits = cand[x] & ~keep; bits != 0; bits &= bits - 1) {
                            deriveBasic(((x * n + Long.numberOfTrailingZeros(bits)) << 1), keep, u);
                        }
                    }
                }
            }
        }
        return count > before || contradiction != NONE;
    }

    private boolean inUnit(int cell, int unit) {
        int[] us = ShapeTables.unitsOf(shape, cell);
        return us[0] == unit || us[1] == unit || us[2] == unit;
    }

    /**
     * Tests every candidate left with the inner propagation, on the state as it is now, and removes
     * each one whose placement leads to a contradiction; returns whether any was removed.
     */
    private boolean innerScan() {
        inner.load(this);
        int total = cells * n;
        boolean found = false;
        for (int c = 0; c < total && contradiction == NONE; c++) {
            int cell = c / n;
            if ((cand[cell] >>> (c % n) & 1) == 0 || value[cell] != 0 || mark[c << 1] == stamp) {
                continue;
            }
            if (innerRuns++ >= innerBudget) {
                break;
            }
            if (inner.run((c << 1) | 1)) {
                int lit = c << 1;
                derive(lit, INNER, -1);
                if (mark[lit] == stamp && reason[lit] == INNER) {
                    weight[lit] = inner.contradictionComplexity();
                    totalWeight += weight[lit];
                    cost[lit] += weight[lit];
                }
                found = true;
            }
        }
        return found;
    }

    /** The size of the proof of {@code literal} in the last run: its distinct ancestors, nested proofs weighed in. */
    int complexity(int literal) {
        seenStamp++;
        return walk(literal, 0);
    }

    /** The size of the proof of the last run's contradiction. */
    int contradictionComplexity() {
        seenStamp++;
        int total = 0;
        switch (contradiction) {
            case CONFLICT -> {
                total = walk(contradictionRef, total);
                total = walk(contradictionRef ^ 1, total);
            }
            case EMPTY_CELL -> {
                for (long bits = baseCand[contradictionRef]; bits != 0; bits &= bits - 1) {
                    total = walk(((contradictionRef * n + Long.numberOfTrailingZeros(bits)) << 1), total);
                }
            }
            case NO_PLACE -> {
                int v = contradictionValue;
                for (int x : ShapeTables.unitCells(shape, contradictionRef)) {
                    if ((baseCand[x] >>> (v - 1) & 1) != 0) {
                        total = walk(((x * n + v - 1) << 1), total);
                    }
                }
            }
            default -> {
            }
        }
        return total;
    }

    private int walk(int literal, int total) {
        int sp = 0;
        if (mark[literal] != stamp || seen[literal] == seenStamp) {
            return total;
        }
        seen[literal] = seenStamp;
        stack[sp++] = literal;
        while (sp > 0) {
            int lit = stack[--sp];
            total += 1 + weight[lit];
            int c = lit >>> 1;
            int cell = c / n;
            int v = c % n + 1;
            switch (reason[lit]) {
                case LINK -> sp = push(parent[lit], sp);
                case NAKED -> {
                    for (long bits = baseCand[cell] & ~(1L << (v - 1)); bits != 0; bits &= bits - 1) {
                        sp = push(((cell * n + Long.numberOfTrailingZeros(bits)) << 1), sp);
                    }
                }
                case HIDDEN -> {
                    for (int x : ShapeTables.unitCells(shape, parent[lit])) {
                        if (x != cell && (baseCand[x] >>> (v - 1) & 1) != 0) {
                            sp = push(((x * n + v - 1) << 1), sp);
                        }
                    }
                }
                case BASIC -> {
                    long mask = reasonMask[lit];
                    for (int x : ShapeTables.unitCells(shape, parent[lit])) {
                        for (long bits = baseCand[x] & mask; bits != 0; bits &= bits - 1) {
                            sp = push(((x * n + Long.numberOfTrailingZeros(bits)) << 1), sp);
                        }
                    }
                }
                default -> {
                }
            }
        }
        return total;
    }

    private int push(int lit, int sp) {
        if (lit >= 0 && mark[lit] == stamp && seen[lit] != seenStamp) {
            seen[lit] = seenStamp;
            stack[sp++] = lit;
        }
        return sp;
    }

    /** The main line of the last run's proof of {@code literal}: its ancestors along first parents. */
    String trail(int literal, int maxSteps) {
        int[] path = new int[maxSteps];
        int k = 0;
        int lit = literal;
        while (lit >= 0 && k < maxSteps && mark[lit] == stamp) {
            path[k++] = lit;
            lit = firstParent(lit);
        }
        StringBuilder sb = new StringBuilder();
        if (lit >= 0 && mark[lit] == stamp) {
            sb.append("... => ");
        }
        for (int i = k - 1; i >= 0; i--) {
            sb.append(Chains.literal(shape, path[i]));
            if (i > 0) {
                sb.append(" => ");
            }
        }
        return sb.toString();
    }

    /** The latest-derived parent of a literal (the one that completed its reason), or -1. */
    private int firstParent(int lit) {
        int c = lit >>> 1;
        int cell = c / n;
        int v = c % n + 1;
        int best = -1;
        int bestPos = -1;
        switch (reason[lit]) {
            case LINK:
                return parent[lit];
            case NAKED:
                for (long bits = baseCand[cell] & ~(1L << (v - 1)); bits != 0; bits &= bits - 1) {
                    int p = ((cell * n + Long.numberOfTrailingZeros(bits)) << 1);
                    int pos = position(p);
                    if (pos > bestPos) {
                        bestPos = pos;
                        best = p;
                    }
                }
                return best;
            case HIDDEN:
                for (int x : ShapeTables.unitCells(shape, parent[lit])) {
                    if (x != cell && (baseCand[x] >>> (v - 1) & 1) != 0) {
                        int p = ((x * n + v - 1) << 1);
                        int pos = position(p);
                        if (pos > bestPos) {
                            bestPos = pos;
                            best = p;
                        }
                    }
                }
                return best;
            default:
                return -1;
        }
    }

    private int position(int lit) {
        if (mark[lit] != stamp) {
            return -1;
        }
        for (int i = 0; i < count; i++) {
            if (order[i] == lit) {
                return i;
            }
        }
        return -1;
    }

    /** The last run's contradiction in words. */
    String contradictionText() {
        return switch (contradiction) {
            case CONFLICT -> shape.cellName((contradictionRef >>> 1) / n) + " would be both "
                    + ((contradictionRef >>> 1) % n + 1) + " and not " + ((contradictionRef >>> 1) % n + 1);
            case EMPTY_CELL -> shape.cellName(contradictionRef) + " would have no candidate left";
            case NO_PLACE -> contradictionValue + " would have no place left in " + shape.unitName(contradictionRef);
            default -> "no contradiction";
        };
    }

    /** A literal whose trail best shows the last run's contradiction. */
    int contradictionWitness() {
        return switch (contradiction) {
            case CONFLICT -> contradictionRef;
            case EMPTY_CELL -> lastOff(contradictionRef);
            case NO_PLACE -> lastOffInUnit(contradictionRef, contradictionValue);
            default -> -1;
        };
    }

    private int lastOff(int cell) {
        int best = -1;
        for (int i = 0; i < count; i++) {
            int lit = order[i];
            if ((lit & 1) == 0 && (lit >>> 1) / n == cell) {
                best = lit;
            }
        }
        return best;
    }

    private int lastOffInUnit(int unit, int v) {
        int best = -1;
        for (int i = 0; i < count; i++) {
            int lit = order[i];
            if ((lit & 1) == 0 && (lit >>> 1) % n == v - 1 && inUnit((lit >>> 1) / n, unit)) {
                best = lit;
            }
        }
        return best;
    }
}
