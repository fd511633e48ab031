package dev.sudokux.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * The techniques a dynamic forcing chain of level 1 and up applies to its reduced grid when nothing
 * else follows ("non-trivial implications" in Sudoku Explainer): locked candidates, hidden pairs,
 * naked pairs and X-Wings, then (level 2) forcing chains and cycles, (level 3) multiple forcing
 * chains, (level 4) dynamic forcing chains, (level 5) dynamic forcing chains of level 2. They run in
 * that order; the first that removes anything, with at least one removal depending on the chain so
 * far, gives the new deductions. Each removal becomes an "off" node whose parents are the
 * candidates removed earlier in the chain that the technique needed (and, for a nested chain, the
 * chain itself, whose complexity then counts in the outer one).
 */
final class AdvancedRules {

    private final ChainEngine engine;
    private final int n;
    /** Engine for nested chains, one level deeper (made on first use). */
    private ChainEngine inner;

    /** One step of a technique: what it removes (in Sudoku Explainer's order) and what it rests on. */
    private record Found(int[] removals, int[] parents, ChainHint nested) {
    }

    AdvancedRules(ChainEngine engine) {
        this.engine = engine;
        this.n = engine.n;
        this.pairValues = new long[n];
        this.lostUnits = new long[3 * n];
    }

    void apply(ChainRun run) {
        markLost();
        int level = engine.level;
        int rules = level < 2 ? 4 : level < 4 ? 3 + level : level >= 5 ? 6 : 5;
        for (int rule = 0; rule < rules; rule++) {
            List<Found> found = switch (rule) {
                case 0 -> locking();
                case 1 -> hiddenPairs();
                case 2 -> nakedPairs();
                case 3 -> xWings();
                default -> chains(rule);
            };
            boolean any = false;
            for (Found f : found) {
                if (f.parents.length == 0) {
                    continue;
                }
                for (int removal : hashOrder(f.removals)) {
                    int cell = removal >> 8;
                    int v = (removal & 0xff) + 1;
                    int k = run.node(engine.lit(cell, v, false), ChainRun.ADVANCED);
                    for (int p : f.parents) {
                        int parent = run.get(p);
                        if (parent < 0) {
                            throw new IllegalStateException("a removal rests on a candidate the chain did not remove");
                        }
                        run.addParent(k, parent);
                    }
                    run.nested[k] = f.nested;
                    any = true;
                }
            }
            if (any) {
                return;
            }
        }
    }

    /**
     * The removals of one step in the order Sudoku Explainer keeps them: grouped by cell in a hash
     * map keyed by cell number (buckets by cell number modulo the table size, which doubles from 16
     * as it fills past three quarters; cells sharing a bucket in insertion order), values increasing.
     */
    static int[] hashOrder(int[] removals) {
        List<Integer> cells = new ArrayList<>();
        for (int r : removals) {
            if (!cells.contains(r >> 8)) {
                cells.add(r >> 8);
            }
        }
        int capacity = 16;
        while (cells.size() > capacity * 3 / 4) {
            capacity *= 2;
        }
        int mask = capacity - 1;
        List<Integer> ordered = new ArrayList<>(cells);
        ordered.sort((a, b) -> Integer.compare(a & mask, b & mask));
        int[] result = new int[removals.length];
        int i = 0;
        for (int cell : ordered) {
            for (int r : removals) {
                if (r >> 8 == cell) {
                    result[i++] = r;
                }
            }
        }
        // Values of a cell in increasing order.
        for (int a = 0; a < result.length; ) {
            int b = a;
            while (b < result.length && result[b] >> 8 == result[a] >> 8) {
                b++;
            }
            java.util.Arrays.sort(result, a, b);
            a = b;
        }
        return result;
    }

    private boolean had(int cell, int v) {
        long bit = 1L << (v - 1);
        return (engine.source[cell] & bit) != 0 && (engine.cand[cell] & bit) == 0;
    }

    /** Where {@code v} can go in {@code unit} (bit = position in the unit): the engine keeps them with its candidates. */
    private long places(int unit, int v) {
        return engine.places[unit * n + v - 1];
    }

    private int blanks(int unit) {
        int count = 0;
        for (int cell : engine.unitCells[unit]) {
            if (engine.value[cell] == 0) {
                count++;
            }
        }
        return count;
    }

    private int unitOf(int kind, int index) {
        return kind == Locking.BOX ? 2 * n + index : kind == Locking.ROW ? index : n + index;
    }

    private int kindUnitOf(int kind, int cell) {
        int[] units = engine.unitsOf[cell];
        return kind == Locking.BOX ? units[0] : kind == Locking.ROW ? units[1] : units[2];
    }

    private boolean inUnit(int unit, int cell) {
        int[] units = engine.unitsOf[cell];
        return units[0] == unit || units[1] == unit || units[2] == unit;
    }

    private static int[] toArray(List<Integer> list) {
        int[] a = new int[list.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = list.get(i);
        }
        return a;
    }

    /**
     * Marks, per kind of unit and value, the units where the value lost a place since the chain
     * began (and per kind the units that lost anything): a removal rests on the chain only there.
     */
    private void markLost() {
        long[] lostIn = lostUnits;
        java.util.Arrays.fill(lostIn, 0L);
        long boxes = 0;
        long rows = 0;
        long columns = 0;
        for (int i = 0, removed = engine.removedSize(); i < removed; i++) {
            int r = engine.removedAt(i);
            int b = r & 63;
            int[] units = engine.unitsOf[r >> 6];
            long box = 1L << (units[0] - 2 * n);
            long row = 1L << units[1];
            long column = 1L << (units[2] - n);
            lostIn[Locking.BOX * n + b] |= box;
            lostIn[Locking.ROW * n + b] |= row;
            lostIn[Locking.COLUMN * n + b] |= column;
            boxes |= box;
            rows |= row;
            columns |= column;
        }
        lostAny[Locking.BOX] = boxes;
        lostAny[Locking.ROW] = rows;
        lostAny[Locking.COLUMN] = columns;
    }

    /** Whether anything in {@code unit} was removed since the chain began (see {@link #markLost}). */
    private boolean lostAnything(int unit) {
        int kind = engine.unitCause(unit) - ChainRun.BOX;
        return (lostAny[kind] >>> (unit - unitOf(kind, 0)) & 1) != 0;
    }

    /** Whether {@code v} lost a place in {@code unit} since the chain began (see {@link #markLost}). */
    private boolean lostIn(int unit, int v) {
        int kind = engine.unitCause(unit) - ChainRun.BOX;
        return (lostUnits[kind * n + v - 1] >>> (unit - unitOf(kind, 0)) & 1) != 0;
    }

    // ---------------------------------------------------------------- locked candidates

    private List<Found> locking() {
        List<Found> found = new ArrayList<>();
        long[] lostIn = lostUnits;
        for (int[] pair : Locking.ALL) {
            for (int v = 1; v <= n; v++) {
                for (long units = lostIn[pair[0] * n + v - 1]; units != 0; units &= units - 1) {
                    int from = unitOf(pair[0], Long.numberOfTrailingZeros(units));
                    long p = places(from, v);
                    if (Long.bitCount(p) < 2) {
                        continue;
                    }
                    int[] fromCells = engine.unitCells[from];
                    int to = -1;
                    for (long q = p; q != 0; q &= q - 1) {
                        int u = kindUnitOf(pair[1], fromCells[Long.numberOfTrailingZeros(q)]);
                        if (to >= 0 && u != to) {
                            to = -2;
                            break;
                        }
                        to = u;
                    }
                    if (to < 0) {
                        continue;
                    }
                    List<Integer> removals = new ArrayList<>();
                    for (int cell : engine.unitCells[to]) {
                        if (!inUnit(from, cell) && (engine.cand[cell] & (1L << (v - 1))) != 0) {
                            removals.add((cell << 8) | (v - 1));
                        }
                    }
                    if (removals.isEmpty()) {
                        continue;
                    }
                    List<Integer> parents = new ArrayList<>();
                    for (int cell : fromCells) {
                        if (had(cell, v) && !inUnit(to, cell)) {
                            parents.add(engine.lit(cell, v, false));
                        }
                    }
                    found.add(new Found(toArray(removals), toArray(parents), null));
                }
            }
        }
        return found;
    }

    // ---------------------------------------------------------------- hidden pairs

    private List<Found> hiddenPairs() {
        List<Found> found = new ArrayList<>();
        for (int unit : Units.boxesColumnsRows(engine.shape)) {
            if (!lostAnything(unit) || blanks(unit) <= 4) {
                continue;
            }
            int[] cells = engine.unitCells[unit];
            for (int v2 = 2; v2 <= n; v2++) {
                long p2 = places(unit, v2);
                if (Long.bitCount(p2) != 2) {
                    continue;
                }
                for (int v1 = 1; v1 < v2; v1++) {
                    long p1 = places(unit, v1);
                    if (p1 != p2 || !(lostIn(unit, v1) || lostIn(unit, v2))) {
                        continue;
                    }
                    long set = (1L << (v1 - 1)) | (1L << (v2 - 1));
                    List<Integer> removals = new ArrayList<>();
                    for (long q = p1; q != 0; q &= q - 1) {
                        int cell = cells[Long.numberOfTrailingZeros(q)];
                        for (long c = engine.cand[cell] & ~set; c != 0; c &= c - 1) {
                            removals.add((cell << 8) | Long.numberOfTrailingZeros(c));
                        }
                    }
                    if (removals.isEmpty()) {
                        continue;
                    }
                    List<Integer> parents = new ArrayList<>();
                    for (int k = 0; k < cells.length; k++) {
                        if ((p1 >>> k & 1) != 0) {
                            continue;
                        }
                        for (int v : new int[] {v1, v2}) {
                            if ((engine.source[cells[k]] & (1L << (v - 1))) != 0) {
                                parents.add(engine.lit(cells[k], v, false));
                            }
                        }
                    }
                    found.add(new Found(toArray(removals), toArray(parents), null));
                }
            }
        }
        return found;
    }

    // ---------------------------------------------------------------- naked pairs

    private List<Found> nakedPairs() {
        List<Found> found = new ArrayList<>();
        for (int unit : Units.boxesColumnsRows(engine.shape)) {
            if (!lostAnything(unit) || blanks(unit) < 4) {
                continue;
            }
            int[] cells = engine.unitCells[unit];
            for (int k2 = 1; k2 < cells.length; k2++) {
                long c2 = engine.cand[cells[k2]];
                if (Long.bitCount(c2) != 2) {
                    continue;
                }
                for (int k1 = 0; k1 < k2; k1++) {
                    if (engine.cand[cells[k1]] != c2 || (engine.source[cells[k1]] == c2 && engine.source[cells[k2]] == c2)) {
                        continue;
                    }
                    List<Integer> removals = new ArrayList<>();
                    for (int k = 0; k < cells.length; k++) {
                        if (k == k1 || k == k2) {
                            continue;
                        }
                        for (long c = engine.cand[cells[k]] & c2; c != 0; c &= c - 1) {
                            removals.add((cells[k] << 8) | Long.numberOfTrailingZeros(c));
                        }
                    }
                    if (removals.isEmpty()) {
                        continue;
                    }
                    List<Integer> parents = new ArrayList<>();
                    for (int cell : new int[] {cells[k1], cells[k2]}) {
                        for (long c = engine.source[cell] & ~c2; c != 0; c &= c - 1) {
                            parents.add(engine.lit(cell, Long.numberOfTrailingZeros(c) + 1, false));
                        }
                    }
                    found.add(new Found(toArray(removals), toArray(parents), null));
                }
            }
        }
        return found;
    }

    // ---------------------------------------------------------------- X-Wings

    /** Scratch for {@link #locking}: per kind of unit and value, a bit per unit where the value lost a place. */
    private final long[] lostUnits;
    private final long[] lostAny = new long[3];

    /** Scratch for {@link #xWings}: per base line, a bit per value with exactly two places there. */
    private final long[] pairValues;

    private List<Found> xWings() {
        List<Found> found = new ArrayList<>();
        int[] placed = new int[n + 1];
        for (int cell = 0; cell < engine.cellCount; cell++) {
            placed[engine.value[cell]]++;
        }
        long[] pairs = pairValues;
        for (int orientation = 0; orientation < 2; orientation++) {
            int baseStart = orientation == 0 ? n : 0;
            int coverStart = orientation == 0 ? 0 : n;
            // Per base line, the values with exactly two places there: a base pair shares one.
            for (int b = 0; b < n; b++) {
                long mask = 0;
                for (int v = 1; v <= n; v++) {
                    if (placed[v] + 4 <= n && Long.bitCount(places(baseStart + b, v)) == 2) {
                        mask |= 1L << (v - 1);
                    }
                }
                pairs[b] = mask;
            }
            for (int b2 = 1; b2 < n; b2++) {
                if (pairs[b2] == 0) {
                    continue;
                }
                for (int b1 = 0; b1 < b2; b1++) {
                    for (long common = pairs[b1] & pairs[b2]; common != 0; common &= common - 1) {
                        int v = Long.numberOfTrailingZeros(common) + 1;
                        long p1 = places(baseStart + b1, v);
                        long p2 = places(baseStart + b2, v);
                        if (p1 != p2 || !(lostIn(baseStart + b1, v) || lostIn(baseStart + b2, v))) {
                            continue;
                        }
                        long cover = p1 | p2;
                        long base = (1L << b1) | (1L << b2);
                        List<Integer> removals = new ArrayList<>();
                        for (long c = cover; c != 0; c &= c - 1) {
                            int line = coverStart + Long.numberOfTrailingZeros(c);
                            long outside = places(line, v) & ~base;
                            for (long q = outside; q != 0; q &= q - 1) {
                                removals.add((engine.unitCells[line][Long.numberOfTrailingZeros(q)] << 8) | (v - 1));
                            }
                        }
                        if (removals.isEmpty()) {
                            continue;
                        }
                        List<Integer> parents = new ArrayList<>();
                        for (int b : new int[] {b1, b2}) {
                            for (int cell : engine.unitCells[baseStart + b]) {
                                if (!had(cell, v)) {
                                    continue;
                                }
                                boolean inCover = false;
                                for (long c = cover; c != 0; c &= c - 1) {
                                    inCover |= inUnit(coverStart + Long.numberOfTrailingZeros(c), cell);
                                }
                                if (!inCover) {
                                    parents.add(engine.lit(cell, v, false));
                                }
                            }
                        }
                        found.add(new Found(toArray(removals), toArray(parents), null));
                    }
                }
            }
        }
        return found;
    }

    // ---------------------------------------------------------------- nested chains

    private List<Found> chains(int rule) {
        int level = engine.level;
        // (what a nested search keeps of its steps depends on the grid the outer chain started from too)
        GridKey key = new GridKey(level, rule, engine.cand, engine.value, engine.source, engine.cellCount);
        List<ChainHint> sorted = known.get(key);
        if (sorted == null) {
            sorted = search(rule, level);
            if (known.size() >= KNOWN_LIMIT) {
                known.clear();
            }
            known.put(key, sorted);
        }
        List<Found> found = new ArrayList<>();
        for (ChainHint h : sorted) {
            found.add(new Found(h.removals, ruleParents(h), h));
        }
        return found;
    }

    /** The nested chains of the reduced grid, easiest first, each set of removals once. */
    private List<ChainHint> search(int rule, int level) {
        if (inner == null) {
            inner = new ChainEngine(engine.shape, engine.depth + 1);
        }
        inner.meter = engine.meter;
        inner.load(engine.cand, engine.value);
        // Below level 4 the nested multiple chains are a kind the outer grid was searched for before:
        // where that found nothing, only what the reduced grid adds can give a step (ChainEngine.nestedIn).
        ChainEngine.Quiet quiet = level < 4 && rule == 5 ? engine.quietMultiple : null;
        if (quiet != null && !quiet.is(engine.source, engine.value)) {
            quiet = null;
        }
        inner.nestedIn(engine.source, engine.sourcePlaces, quiet);
        List<ChainHint> hints = new ArrayList<>();
        if (level < 4) {
            if (rule == 4) {
                inner.searchCycles(hints);
            } else {
                inner.mode(true, false, false, 0);
                inner.searchMultiple(hints);
            }
        } else if (rule == 4) {
            inner.mode(true, true, false, 0);
            inner.searchMultiple(hints);
        } else {
            inner.mode(true, true, false, level - 3);
            inner.searchMultiple(hints);
        }
        return ChainEngine.sortAndDistinct(hints);
    }

    /**
     * The nested chains already found, by the reduced grid they were searched on (different
     * assumptions often reduce the grid to the same candidates): what the search finds depends on
     * nothing else (the level and the rule fix the inner engine's kind). Emptied when it grows large.
     */
    private final java.util.HashMap<GridKey, List<ChainHint>> known = new java.util.HashMap<>();
    private static final int KNOWN_LIMIT = 4096;

    /**
     * A reduced grid (its candidates and values, copied), the kind of nested search made on it, and
     * the candidates of the grid the outer chain started from (which steps keep their graphs).
     */
    private static final class GridKey {
        private final int level;
        private final int rule;
        private final long[] cand;
        private final int[] value;
        private final long[] rest;
        private final int hash;

        GridKey(int level, int rule, long[] cand, int[] value, long[] rest, int cells) {
            this.level = level;
            this.rule = rule;
            this.cand = java.util.Arrays.copyOf(cand, cells);
            this.value = java.util.Arrays.copyOf(value, cells);
            this.rest = java.util.Arrays.copyOf(rest, cells);
            this.hash = ((java.util.Arrays.hashCode(this.cand) * 31 + java.util.Arrays.hashCode(this.value)) * 31
                    + java.util.Arrays.hashCode(this.rest)) * 31 + level * 8 + rule;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GridKey k && k.hash == hash && k.level == level && k.rule == rule
                    && java.util.Arrays.equals(k.cand, cand) && java.util.Arrays.equals(k.value, value)
                    && java.util.Arrays.equals(k.rest, rest);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /**
     * The candidates removed earlier in the outer chain that an inner chain's single-value and
     * single-place deductions needed (Sudoku Explainer's {@code collectRuleParents}), as "off" literals.
     */
    private int[] ruleParents(ChainHint h) {
        java.util.LinkedHashSet<Integer> result = new java.util.LinkedHashSet<>();
        if (h.kind == ChainHint.CYCLE) {
            // The cycle read backwards (Sudoku Explainer's second target): each literal along it
            // reversed, with the same reason; the start has none.
            int p = h.targets[0];
            while (h.parentCount(p) > 0) {
                collect(result, h.lit[p] ^ 1, h.cause[p]);
                p = h.parent(p, 0);
            }
        }
        for (int target : h.targets) {
            java.util.BitSet done = new java.util.BitSet();
            List<Integer> todo = new ArrayList<>(List.of(target));
            while (!todo.isEmpty()) {
                List<Integer> next = new ArrayList<>();
                for (int p : todo) {
                    int l = h.lit[p];
                    if (done.get(l)) {
                        continue;
                    }
                    done.set(l);
                    byte cause = h.cause[p];
                    if (cause == ChainRun.ASSUMED) {
                        cause = h.kind == ChainHint.CELL ? ChainRun.CELL
                                : h.kind == ChainHint.REGION ? engine.unitCause(h.unit) : ChainRun.ASSUMED;
                    }
                    collect(result, l, cause);
                    for (int i = 0; i < h.parentCount(p); i++) {
                        next.add(h.parent(p, i));
                    }
                }
                todo = next;
            }
        }
        int[] a = new int[result.size()];
        int i = 0;
        for (int l : result) {
            a[i++] = l;
        }
        return a;
    }

    /** For an "on" literal deduced for {@code cause}: the candidates of its cell or unit removed so far. */
    private void collect(java.util.Set<Integer> result, int l, byte cause) {
        if (!ChainEngine.isOn(l) || cause == ChainRun.ASSUMED || cause == ChainRun.ADVANCED) {
            return;
        }
        int cell = engine.cellOf(l);
        int v = engine.valueOf(l);
        if (cause == ChainRun.CELL) {
            for (int w = 1; w <= n; w++) {
                if (had(cell, w)) {
                    result.add(engine.lit(cell, w, false));
                }
            }
        } else {
            int unit = engine.unitsOf[cell][cause - ChainRun.BOX];
            for (int other : engine.unitCells[unit]) {
                if (had(other, v)) {
                    result.add(engine.lit(other, v, false));
                }
            }
        }
    }
}
