package dev.sudokux.logic;

import dev.sudokux.internal.ChainLength;
import dev.sudokux.internal.ShapeTables;
import dev.sudokux.solve.Budget;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The chains of Sudoku Explainer, searched the way it searches them, so that a step rates what it
 * rates there: bidirectional cycles and forcing chains along single links, and the multiple,
 * dynamic and nested forcing chains that follow every consequence of an assumption.
 *
 * <p>A <em>literal</em> says a candidate is on (true) or off (false):
 * {@code ((cell * N + value - 1) << 1) | on}. From an assumption, implications are followed breadth
 * first, "on" literals before "off" ones: an "on" candidate turns off the other candidates of its
 * cell and its value elsewhere in its box, row and column; an "off" candidate turns on the last
 * candidate of its cell and the last place of its value in its box, row and column. In dynamic mode
 * the candidates turned off are removed as the search goes (so a cell or unit can come down to one
 * candidate through several earlier deductions, all of which become parents of the conclusion), and
 * from level 1 on, when nothing else follows, simple techniques are applied to the reduced grid
 * (level 1: locked candidates, hidden and naked pairs, X-Wings; level 2 adds forcing chains, level 3
 * multiple forcing chains, level 4 dynamic forcing chains, level 5 level-2 dynamic chains).
 *
 * <p>A step's <em>complexity</em> is the number of distinct literals its conclusion rests on (the
 * ancestors of each target, summed over targets, plus the complexity of any nested chain used), and
 * its difficulty its kind's base plus 0.1 each time the complexity minus two passes 4, 6, 8, 12, 16,
 * 24, 32, ... Of all steps found, the easiest wins, then the least complex, then by kind, then the
 * first found: the order of the search matters and follows Sudoku Explainer's (cells in order,
 * values in order, units box-row-column).
 *
 * <p>Not thread-safe: one engine per thread. An engine serves one search after another (each starts
 * from {@link #load} and {@link #mode}); the chain techniques share one per grid.
 */
final class ChainEngine {

    final Shape shape;
    final int n;
    final int cellCount;
    final int literals;
    /** Per cell: its box, row and column units, in that order. */
    final int[][] unitsOf;
    final int[][] unitCells;
    /** cellOfCandidate[cell * N + value - 1] = cell (a table: the engine's hot loops would divide by N). */
    private final int[] cellOfCandidate;
    /** Per cell: the positions in its row and in its column of the cells of its box ({@link Tables}). */
    private final long[] rowInBox;
    private final long[] columnInBox;

    /** The grid searched: candidates and values; candidates change during dynamic searches. */
    final long[] cand;
    final int[] value;
    /** The grid at the start of the current search run (what removed candidates are measured against). */
    final long[] source;
    /** places[unit * N + value - 1]: where the value can go in the unit (bit = position in the unit). */
    final long[] places;
    /** The places at the start of the current run. */
    final long[] sourcePlaces;
    /** posIn[cell * 3 + k]: the cell's position in its k-th unit (box, row, column). */
    final int[] posIn;

    /** Mode. */
    boolean multiple;
    boolean dynamic;
    boolean nishio;
    int level;
    double base;

    /** Undo log of candidates removed in dynamic mode: cell * 64 + bit. */
    private int[] undo = new int[256];
    private int undoSize;

    // Queues of nodes.
    private int[] pendingOn = new int[512];
    private int[] pendingOff = new int[512];

    // Scratch for ancestor counts.
    private final int[] ancestorStamp;
    private int stamp;

    /** Runs kept for the current cell: one per value, plus temporaries. */
    private final List<ChainRun> pool = new ArrayList<>();
    private int poolUsed;

    private final int[] cellMark;
    private int cellStamp;

    /** The best step so far. */
    private ChainHint best;
    /** All steps, for the nested levels (null when only the best is wanted). */
    private List<ChainHint> all;

    /** The advanced techniques, for level 1 and up (built on first use). */
    private AdvancedRules rules;
    /** Scratch of {@link #consider}: whether its ancestor walk looks for what the step rests on, and what it found. */
    private boolean restWalk;
    private boolean restHit;
    private int restKind;
    private int restUnit;
    /** The engine's own depth (0 for the top level). */
    final int depth;
    /** The budget each assumption followed counts one node against (null: none); nested engines share it. */
    Budget.Meter meter;

    ChainEngine(Shape shape, int depth) {
        this.shape = shape;
        this.depth = depth;
        this.n = shape.size();
        this.cellCount = shape.cellCount();
        this.literals = cellCount * n * 2;
        Tables t = Tables.of(shape);
        this.unitsOf = t.unitsOf;
        this.unitCells = t.unitCells;
        this.posIn = t.posIn;
        this.cellOfCandidate = t.cellOfCandidate;
        this.rowInBox = t.rowInBox;
        this.columnInBox = t.columnInBox;
        this.cand = new long[cellCount];
        this.value = new int[cellCount];
        this.source = new long[cellCount];
        this.places = new long[shape.unitCount() * n];
        this.sourcePlaces = new long[shape.unitCount() * n];
        this.ancestorStamp = new int[literals];
        this.cellMark = new int[cellCount];
    }

    /** The tables that depend on the shape only (read-only once built), kept for the shape last asked for. */
    private static final class Tables {
        private static volatile Tables last;

        final Shape shape;
        final int[][] unitsOf;
        final int[][] unitCells;
        final int[] posIn;
        final int[] cellOfCandidate;
        /** Per cell: the positions in its row (rowInBox) and its column (columnInBox) of the cells of its box. */
        final long[] rowInBox;
        final long[] columnInBox;

        static Tables of(Shape shape) {
            Tables t = last;
            if (t == null || t.shape != shape) {
                t = new Tables(shape);
                last = t;
            }
            return t;
        }

        private Tables(Shape shape) {
            this.shape = shape;
            int cellCount = shape.cellCount();
            this.unitsOf = new int[cellCount][];
            for (int cell = 0; cell < cellCount; cell++) {
                unitsOf[cell] = new int[] {shape.boxUnit(shape.box(cell)), shape.rowUnit(shape.row(cell)),
                        shape.columnUnit(shape.column(cell))};
            }
            this.unitCells = new int[shape.unitCount()][];
            for (int u = 0; u < shape.unitCount(); u++) {
                unitCells[u] = ShapeTables.unitCells(shape, u);
            }
            this.posIn = new int[cellCount * 3];
            int n = shape.size();
            this.cellOfCandidate = new int[cellCount * n];
            for (int k = 0; k < cellCount * n; k++) {
                cellOfCandidate[k] = k / n;
            }
            for (int cell = 0; cell < cellCount; cell++) {
                for (int k = 0; k < 3; k++) {
                    int[] cells = unitCells[unitsOf[cell][k]];
                    for (int i = 0; i < cells.length; i++) {
                        if (cells[i] == cell) {
                            posIn[cell * 3 + k] = i;
                        }
                    }
                }
            }
            this.rowInBox = new long[cellCount];
            this.columnInBox = new long[cellCount];
            for (int cell = 0; cell < cellCount; cell++) {
                for (int k = 1; k <= 2; k++) {
                    int[] cells = unitCells[unitsOf[cell][k]];
                    long mask = 0;
                    for (int i = 0; i < cells.length; i++) {
                        if (unitsOf[cells[i]][0] == unitsOf[cell][0]) {
                            mask |= 1L << i;
                        }
                    }
                    if (k == 1) {
                        rowInBox[cell] = mask;
                    } else {
                        columnInBox[cell] = mask;
                    }
                }
            }
        }
    }

    // ---------------------------------------------------------------- literals

    int lit(int cell, int v, boolean on) {
        return ((cell * n + v - 1) << 1) | (on ? 1 : 0);
    }

    int cellOf(int literal) {
        return cellOfCandidate[literal >> 1];
    }

    int valueOf(int literal) {
        int k = literal >> 1;
        return k - cellOfCandidate[k] * n + 1;
    }

    /** The cause a unit gives its deductions: {@link ChainRun#BOX}, {@link ChainRun#ROW} or {@link ChainRun#COLUMN}. */
    byte unitCause(int unit) {
        return unit >= 2 * n ? ChainRun.BOX : unit < n ? ChainRun.ROW : ChainRun.COLUMN;
    }

    static boolean isOn(int literal) {
        return (literal & 1) != 0;
    }

    // ---------------------------------------------------------------- setup

    void load(CandidateGrid grid) {
        staticLinks = false;
        meter = grid.meter();
        for (int cell = 0; cell < cellCount; cell++) {
            cand[cell] = grid.candidates(cell);
            value[cell] = grid.value(cell);
        }
        computePlaces();
    }

    void load(long[] candidates, int[] values) {
        staticLinks = false;
        System.arraycopy(candidates, 0, cand, 0, cellCount);
        System.arraycopy(values, 0, value, 0, cellCount);
        computePlaces();
    }

    private void computePlaces() {
        Arrays.fill(places, 0);
        for (int cell = 0; cell < cellCount; cell++) {
            for (long c = cand[cell]; c != 0; c &= c - 1) {
                int b = Long.numberOfTrailingZeros(c);
                for (int k = 0; k < 3; k++) {
                    places[unitsOf[cell][k] * n + b] |= 1L << posIn[cell * 3 + k];
                }
            }
        }
    }

    void mode(boolean multiple, boolean dynamic, boolean nishio, int level) {
        staticLinks = false;
        this.multiple = multiple;
        this.dynamic = dynamic;
        this.nishio = nishio;
        this.level = level;
        if (level > 0) {
            base = 8.5 + 0.5 * level;
        } else if (nishio) {
            base = 7.5;
        } else if (dynamic) {
            base = 8.5;
        } else {
            base = 8.0;
        }
    }

    private ChainRun run() {
        if (poolUsed == pool.size()) {
            pool.add(new ChainRun(literals));
        }
        ChainRun r = pool.get(poolUsed++);
        r.reset();
        return r;
    }

    // ---------------------------------------------------------------- propagation

    /**
     * Follows every consequence of {@code start} (the run's only assumption); returns the two nodes
     * of the first contradiction found ({on, off} of one candidate), or null. The grid is restored.
     */
    int[] propagate(ChainRun run, int start) {
        if (meter != null) {
            meter.step();
        }
        int root = run.node(start, ChainRun.ASSUMED);
        run.put(root);
        // the queues of nodes to follow start with the root ("on" nodes are followed first)
        pendingOn[0] = root;
        pendingOff[0] = root;
        int onTail = isOn(start) ? 1 : 0;
        if (staticLinks) {
            return followLinks(run, onTail, 1 - onTail);
        }
        System.arraycopy(cand, 0, source, 0, cellCount);
        System.arraycopy(places, 0, sourcePlaces, 0, places.length);
        undoSize = 0;
        try {
            int onHead = 0;
            int offHead = 0;
            int offTail = 1 - onTail;
            boolean y = !nishio;
            while (true) {
                if (onHead < onTail) {
                    int p = pendingOn[onHead++];
                    int l = run.lit[p];
                    int cell = cellOf(l);
                    int v = valueOf(l);
                    long bit = 1L << (v - 1);
                    if (y) {
                        for (long c = cand[cell] & ~bit; c != 0; c &= c - 1) {
                            int off = lit(cell, Long.numberOfTrailingZeros(c) + 1, false);
                            if (run.contains(off | 1)) {
                                return new int[] {run.get(off | 1), run.node(off, ChainRun.CELL, p)};
                            }
                            if (!run.contains(off)) {
                                int k = run.node(off, ChainRun.CELL, p);
                                run.put(k);
                                pendingOff = push(pendingOff, offTail++, k);
                            }
                        }
                    }
                    int mark = ++cellStamp;
                    cellMark[cell] = mark;
                    int[] units = unitsOf[cell];
                    for (int u = 0; u < 3; u++) {
                        byte how = (byte) (ChainRun.BOX + u);
                        int[] cells = unitCells[units[u]];
                        for (long q = places[units[u] * n + v - 1]; q != 0; q &= q - 1) {
                            int other = cells[Long.numberOfTrailingZeros(q)];
                            if (cellMark[other] == mark) {
                                continue;
                            }
                            cellMark[other] = mark;
                            int off = lit(other, v, false);
                            if (run.contains(off | 1)) {
                                return new int[] {run.get(off | 1), run.node(off, how, p)};
                            }
                            if (!run.contains(off)) {
                                int k = run.node(off, how, p);
                                run.put(k);
                                pendingOff = push(pendingOff, offTail++, k);
                            }
                        }
                    }
                    continue;
                }
                if (offHead < offTail) {
                    int p = pendingOff[offHead++];
                    int first = run.nodes;
                    int made = offToOn(run, p, y, true, true);
                    if (dynamic) {
                        int l = run.lit[p];
                        remove(cellOf(l), valueOf(l));
                    }
                    for (int k = first; k < first + made; k++) {
                        if (run.cause[k] == -2) {
                            continue; // a duplicate, not part of the set
                        }
                        int on = run.lit[k];
                        if (run.contains(on & ~1)) {
                            return new int[] {k, run.get(on & ~1)};
                        }
                        if (!run.contains(on)) {
                            run.put(k);
                            pendingOn = push(pendingOn, onTail++, k);
                        }
                    }
                    continue;
                }
                if (level > 0) {
                    int before = run.nodes;
                    advanced(run);
                    boolean added = false;
                    for (int k = before; k < run.nodes; k++) {
                        if (!run.contains(run.lit[k])) {
                            run.put(k);
                            pendingOff = push(pendingOff, offTail++, k);
                            added = true;
                        }
                    }
                    if (added) {
                        continue;
                    }
                }
                return null;
            }
        } finally {
            restore();
        }
    }

    /**
     * {@link #propagate}'s walk where the grid does not change during the search (neither dynamic nor
     * nested), from the queues as given: the implications are read from the link table built for the
     * grid, which holds the same links in the same order as the grid gives them (a literal repeated
     * by two units once).
     */
    private int[] followLinks(ChainRun run, int onTail, int offTail) {
        int[] links = linkLit;
        byte[] causes = linkCause;
        int onHead = 0;
        int offHead = 0;
        boolean y = !nishio;
        while (true) {
            if (onHead < onTail) {
                int p = pendingOn[onHead++];
                int l = run.lit[p];
                for (int j = y ? linkStart[l] : linkSplit[l], end = linkStart[l + 1]; j < end; j++) {
                    int off = links[j];
                    if (run.contains(off | 1)) {
                        return new int[] {run.get(off | 1), run.node(off, causes[j], p)};
                    }
                    if (!run.contains(off)) {
                        int k = run.node(off, causes[j], p);
                        run.put(k);
                        pendingOff = push(pendingOff, offTail++, k);
                    }
                }
                continue;
            }
            if (offHead < offTail) {
                int p = pendingOff[offHead++];
                int l = run.lit[p];
                for (int j = y ? linkStart[l] : linkSplit[l], end = linkStart[l + 1]; j < end; j++) {
                    int on = links[j];
                    int k = run.node(on, causes[j], p);
                    if (run.contains(on & ~1)) {
                        return new int[] {k, run.get(on & ~1)};
                    }
                    if (!run.contains(on)) {
                        run.put(k);
                        pendingOn = push(pendingOn, onTail++, k);
                    }
                }
                continue;
            }
            return null;
        }
    }

    private static int[] push(int[] queue, int at, int node) {
        if (at == queue.length) {
            queue = Arrays.copyOf(queue, at * 2);
        }
        queue[at] = node;
        return queue;
    }

    private void remove(int cell, int v) {
        long bit = 1L << (v - 1);
        if ((cand[cell] & bit) != 0) {
            cand[cell] &= ~bit;
            for (int k = 0; k < 3; k++) {
                places[unitsOf[cell][k] * n + v - 1] &= ~(1L << posIn[cell * 3 + k]);
            }
            if (undoSize == undo.length) {
                undo = Arrays.copyOf(undo, undoSize * 2);
            }
            undo[undoSize++] = cell * 64 + v - 1;
        }
    }

    /** How many candidates the dynamic run under way has removed from the grid (each once). */
    int removedSize() {
        return undoSize;
    }

    /** The {@code i}-th candidate the run removed: {@code cell * 64 + value - 1}. */
    int removedAt(int i) {
        return undo[i];
    }

    private void restore() {
        while (undoSize > 0) {
            int u = undo[--undoSize];
            int cell = u / 64;
            int b = u % 64;
            cand[cell] |= 1L << b;
            for (int k = 0; k < 3; k++) {
                places[unitsOf[cell][k] * n + b] |= 1L << posIn[cell * 3 + k];
            }
        }
    }

    /**
     * Makes the "on" nodes that follow from the "off" node {@code p} (new nodes from {@code run.nodes}
     * on, in Sudoku Explainer's order: the cell's last candidate, then the value's last place in its
     * box, row and column; a repeated literal is made but marked with cause -2); returns how many were
     * made. With {@code hidden}, the candidates of the cell or unit already removed (in the source
     * but not in the grid) are added as parents.
     */
    private int offToOn(ChainRun run, int p, boolean y, boolean x, boolean hidden) {
        int l = run.lit[p];
        int cell = cellOf(l);
        int v = valueOf(l);
        long bit = 1L << (v - 1);
        int made = 0;
        int firstNode = run.nodes;
        if (y && Long.bitCount(cand[cell]) == 2) {
            int other = Long.numberOfTrailingZeros(cand[cell] & ~bit) + 1;
            int k = run.node(lit(cell, other, true), ChainRun.CELL, p);
            if (hidden) {
                for (long gone = source[cell] & ~cand[cell]; gone != 0; gone &= gone - 1) {
                    int parent = run.get(lit(cell, Long.numberOfTrailingZeros(gone) + 1, false));
                    run.addParent(k, parent);
                }
            }
            made++;
        }
        if (x) {
            int[] units = unitsOf[cell];
            for (int u = 0; u < 3; u++) {
                long others = places[units[u] * n + v - 1] & ~(1L << posIn[cell * 3 + u]);
                if (Long.bitCount(others) != 1) {
                    continue;
                }
                int only = unitCells[units[u]][Long.numberOfTrailingZeros(others)];
                int on = lit(only, v, true);
                boolean repeated = false;
                for (int k = firstNode; k < run.nodes; k++) {
                    repeated |= run.lit[k] == on;
                }
                int k = run.node(on, repeated ? (byte) -2 : (byte) (ChainRun.BOX + u), p);
                if (hidden) {
                    int[] cells = unitCells[units[u]];
                    int slot = units[u] * n + v - 1;
                    for (long gone = sourcePlaces[slot] & ~places[slot]; gone != 0; gone &= gone - 1) {
                        run.addParent(k, run.get(lit(cells[Long.numberOfTrailingZeros(gone)], v, false)));
                    }
                }
                made++;
            }
        }
        return made;
    }

    // ---------------------------------------------------------------- complexity

    /** The number of distinct literals {@code node} rests on, itself included (level by level, as SE counts). */
    int ancestors(ChainRun run, int node) {
        int s = ++stamp;
        int count = 0;
        int[] todo = {node};
        int todoSize = 1;
        int[] next = new int[16];
        while (todoSize > 0) {
            int nextSize = 0;
            for (int i = 0; i < todoSize; i++) {
                int p = todo[i];
                int l = run.lit[p];
                if (ancestorStamp[l] == s) {
                    continue;
                }
                ancestorStamp[l] = s;
                count++;
                if (restWalk && !restHit) {
                    restHit = restsAt(run, p);
                }
                int pc = run.parentCount[p];
                if (nextSize + pc > next.length) {
                    next = Arrays.copyOf(next, Math.max(next.length * 2, nextSize + pc));
                }
                for (int j = 0; j < pc; j++) {
                    next[nextSize++] = run.parent(p, j);
                }
            }
            int[] t = todo;
            todo = next;
            next = t.length >= 16 ? t : new int[16];
            todoSize = nextSize;
        }
        return count;
    }

    /**
     * Whether the node is an "on" literal deduced in a cell, or in a unit for its value, that lost a
     * candidate since the outer chain began ({@link #nestedIn}): what the outer chain's removals give
     * its nested step to rest on (AdvancedRules.ruleParents). The assumption of a cell's or a unit's
     * chain counts as deduced in that cell or unit.
     */
    private boolean restsAt(ChainRun run, int p) {
        int l = run.lit[p];
        if (!isOn(l)) {
            return false;
        }
        byte cause = run.cause[p];
        if (cause == ChainRun.ASSUMED) {
            if (restKind == ChainHint.CELL) {
                cause = ChainRun.CELL;
            } else if (restKind == ChainHint.REGION) {
                cause = unitCause(restUnit);
            } else {
                return false;
            }
        }
        if (cause < ChainRun.CELL || cause > ChainRun.COLUMN) {
            return false;
        }
        int cell = cellOf(l);
        if (cause == ChainRun.CELL) {
            return outerCand[cell] != cand[cell];
        }
        int slot = unitsOf[cell][cause - ChainRun.BOX] * n + valueOf(l) - 1;
        return outerPlaces[slot] != places[slot];
    }

    /** Scratch for {@link #nestedComplexity}'s walk, level by level (grown as needed). */
    private int[] nestedTodo = new int[64];
    private int[] nestedNext = new int[64];

    /** The complexity of the nested chains the targets rest on, each distinct chain counted once. */
    private int nestedComplexity(ChainRun[] runs, int[] nodes, int count) {
        if (level < 2) {
            return 0;
        }
        List<ChainHint> seen = new ArrayList<>();
        int total = 0;
        for (int t = 0; t < count; t++) {
            ChainRun run = runs[t];
            int s = ++stamp;
            int[] todo = nestedTodo;
            int[] next = nestedNext;
            todo[0] = nodes[t];
            int todoSize = 1;
            while (todoSize > 0) {
                int nextSize = 0;
                for (int i = 0; i < todoSize; i++) {
                    int p = todo[i];
                    int l = run.lit[p];
                    if (ancestorStamp[l] == s) {
                        continue;
                    }
                    ancestorStamp[l] = s;
                    ChainHint inner = run.nested[p];
                    if (inner != null) {
                        boolean known = false;
                        for (ChainHint h : seen) {
                            known |= h == inner || h.sameChains(inner);
                        }
                        if (!known) {
                            seen.add(inner);
                            total += inner.complexity;
                        }
                    }
                    int pc = run.parentCount[p];
                    if (nextSize + pc > next.length) {
                        next = Arrays.copyOf(next, Math.max(next.length * 2, nextSize + pc));
                    }
                    for (int j = 0; j < pc; j++) {
                        next[nextSize++] = run.parent(p, j);
                    }
                }
                int[] swap = todo;
                todo = next;
                next = swap;
                todoSize = nextSize;
            }
            nestedTodo = todo.length >= next.length ? todo : next;
            nestedNext = todo.length >= next.length ? next : todo;
        }
        return total;
    }

    // ---------------------------------------------------------------- steps

    /**
     * Considers a step whose targets are {@code nodes[i]} in {@code runs[i]}; keeps it when it beats
     * the best so far (or keeps every step when all are wanted).
     */
    private void consider(int kind, double kindBase, int sortKey, int[] removals, int placement, int unit,
                          boolean y, boolean x, ChainRun[] runs, int[] nodes, int count) {
        if (removals.length == 0) {
            return;
        }
        int flat = 0;
        // A nested step that rests on nothing the outer chain removed is not used (AdvancedRules): kept
        // for its place among the steps (the first of equal removals wins) without its graph.
        restWalk = all != null && outerCand != null && kind != ChainHint.CYCLE;
        restHit = false;
        restKind = kind;
        restUnit = unit;
        for (int t = 0; t < count; t++) {
            flat += ancestors(runs[t], nodes[t]);
        }
        boolean bare = restWalk && !restHit;
        restWalk = false;
        int nestedPart = nestedComplexity(runs, nodes, count);
        int complexity = flat + nestedPart;
        double difficulty = kindBase + ChainLength.difficulty(complexity);
        if (all == null && best != null && !better(difficulty, complexity, sortKey, best)) {
            return;
        }
        RemovalSet key = null;
        if (all != null) {
            // A step no better than one found before with the same removals is the one that
            // sortAndDistinct would drop (it keeps the first of the easiest): not kept at all.
            key = new RemovalSet(removals);
            ChainHint before = firstByRemovals.get(key);
            if (before != null && !better(difficulty, complexity, sortKey, before)) {
                return;
            }
        }
        ChainHint hint = bare
                ? new ChainHint(kind, difficulty, complexity, sortKey, removals, placement, unit, y, x, NO_NODES,
                        FIRST_NODE, NO_NODES, new byte[0], new ChainHint[0], NO_NODES, nestedPart)
                : materialize(kind, difficulty, complexity, sortKey, removals, placement, unit, y, x, runs, nodes,
                        count, nestedPart);
        if (all != null) {
            hint.sorted = key.sorted; // (the same set, already sorted: sameRemovals reads it)
            all.add(hint);
            firstByRemovals.put(key, hint);
        }
        if (best == null || better(difficulty, complexity, sortKey, best)) {
            best = hint;
        }
    }

    /** The best step so far for each set of removals, in a search that keeps every step. */
    private final java.util.HashMap<RemovalSet, ChainHint> firstByRemovals = new java.util.HashMap<>();

    /** A set of removals (as {@link ChainHint#sameRemovals} compares them). */
    private static final class RemovalSet {
        private final int[] sorted;
        private final int hash;

        RemovalSet(int[] removals) {
            this.sorted = removals.clone();
            Arrays.sort(sorted);
            this.hash = Arrays.hashCode(sorted);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof RemovalSet r && r.hash == hash && Arrays.equals(r.sorted, sorted);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private static final int[] NO_NODES = {};
    private static final int[] FIRST_NODE = {0};

    private static boolean better(double difficulty, int complexity, int sortKey, ChainHint than) {
        if (difficulty != than.difficulty) {
            return difficulty < than.difficulty;
        }
        if (complexity != than.complexity) {
            return complexity < than.complexity;
        }
        return sortKey < than.sortKey;
    }

    /** Copies the graph behind the targets out of the runs. */
    private ChainHint materialize(int kind, double difficulty, int complexity, int sortKey, int[] removals,
                                  int placement, int unit, boolean y, boolean x, ChainRun[] runs, int[] nodes,
                                  int count, int nestedPart) {
        int total = 0;
        int[][] maps = new int[count][];
        for (int t = 0; t < count; t++) {
            ChainRun run = runs[t];
            int[] map = null;
            for (int s = 0; s < t; s++) {
                if (runs[s] == run) {
                    map = maps[s];
                }
            }
            if (map == null) {
                map = new int[run.nodes];
                Arrays.fill(map, -1);
            }
            maps[t] = map;
        }
        // Collect nodes reachable from each target, numbering them per run.
        List<int[]> order = new ArrayList<>(); // {runIndex, node}
        int[] targets = new int[count];
        for (int t = 0; t < count; t++) {
            ChainRun run = runs[t];
            int[] map = maps[t];
            int runIndex = firstIndexOf(runs, t);
            int[] stack = new int[16];
            int sp = 0;
            stack[sp++] = nodes[t];
            while (sp > 0) {
                int p = stack[--sp];
                if (map[p] >= 0) {
                    continue;
                }
                map[p] = total++;
                order.add(new int[] {runIndex, p});
                for (int j = 0; j < run.parentCount[p]; j++) {
                    if (sp == stack.length) {
                        stack = Arrays.copyOf(stack, sp * 2);
                    }
                    stack[sp++] = run.parent(p, j);
                }
            }
            targets[t] = map[nodes[t]];
        }
        int[] lit = new int[total];
        int[] parentStart = new int[total + 1];
        byte[] cause = new byte[total];
        ChainHint[] nested = new ChainHint[total];
        int parentTotal = 0;
        for (int[] e : order) {
            parentTotal += runs[e[0]].parentCount[e[1]];
        }
        int[] parents = new int[parentTotal];
        int at = 0;
        for (int i = 0; i < total; i++) {
            int[] e = order.get(i);
            ChainRun run = runs[e[0]];
            int[] map = maps[e[0]];
            int p = e[1];
            lit[i] = run.lit[p];
            cause[i] = run.cause[p];
            nested[i] = run.nested[p];
            parentStart[i] = at;
            for (int j = 0; j < run.parentCount[p]; j++) {
                parents[at++] = map[run.parent(p, j)];
            }
        }
        parentStart[total] = at;
        return new ChainHint(kind, difficulty, complexity, sortKey, removals, placement, unit, y, x, lit,
                parentStart, parents, cause, nested, targets, nestedPart);
    }

    private static int firstIndexOf(ChainRun[] runs, int t) {
        for (int s = 0; s <= t; s++) {
            if (runs[s] == runs[t]) {
                return s;
            }
        }
        return t;
    }

    /** Removals of every candidate of {@code cell} but {@code keep}. */
    private int[] othersOf(int cell, int keep) {
        long c = cand[cell] & ~(1L << (keep - 1));
        int[] r = new int[Long.bitCount(c)];
        int i = 0;
        for (; c != 0; c &= c - 1) {
            r[i++] = (cell << 8) | Long.numberOfTrailingZeros(c);
        }
        return r;
    }

    private static int[] single(int cell, int v) {
        return new int[] {(cell << 8) | (v - 1)};
    }

    // ---------------------------------------------------------------- unary: cycles and forcing chains

    /** Bidirectional cycles and forcing chains (X, Y, then both), as "Forcing Chains & Cycles" finds them. */
    ChainHint searchCycles(List<ChainHint> collect) {
        // Cycles are not nested: the engine is shared per grid, and a level kept from the last
        // nested search would only make nestedComplexity walk ancestors for nothing.
        level = 0;
        best = null;
        all = collect;
        firstByRemovals.clear();
        implications();
        if (reach == null) {
            reach = new Reach();
        }
        // One reachability for the three passes, along all their links (the grid does not change
        // between them): what a pass's fewer links reach, all the links reach, so a start it says
        // leads nowhere leads nowhere in any pass, and its searches would find nothing.
        reach.build();
        for (int pass = 0; pass < 3; pass++) {
            boolean y = pass >= 1;
            boolean x = pass != 1;
            for (int cell = 0; cell < cellCount; cell++) {
                if (value[cell] != 0 || Long.bitCount(cand[cell]) <= 1) {
                    continue;
                }
                for (long c = cand[cell]; c != 0; c &= c - 1) {
                    int v = Long.numberOfTrailingZeros(c) + 1;
                    unary(lit(cell, v, true), y, x);
                }
            }
        }
        all = null;
        return best;
    }

    /** Gives the run kept for literal {@code l}, if any, back to the pool: no later search may read it. */
    private void release(int l) {
        if (memo[l] != null) {
            free.push(memo[l]);
            memo[l] = null;
            memoAbsurd[l] = null;
        }
    }

    private void unary(int start, boolean y, boolean x) {
        if (meter != null) {
            meter.step();
        }
        int cell = cellOf(start);
        if (!x && Long.bitCount(cand[cell]) > 2) {
            return;
        }
        poolUsed = 0;
        // Searches that cannot find anything are skipped: they would only explore. A cycle comes back
        // to its start after at least four links, through another "on" literal (on, off, on, off, on
        // again), so along all the links the start and that literal lead to each other; a forcing
        // chain needs the start to lead to its opposite.
        ChainRun cycleRun = null;
        List<Integer> cycles = List.of();
        if (reach.cyclic(start)) {
            cycleRun = run();
            cycles = cycles(cycleRun, start, y, x);
        }
        ChainRun onRun = null;
        ChainRun offRun = null;
        List<Integer> onChains = List.of();
        List<Integer> offChains = List.of();
        if (x && reach.reachesOpposite(start)) {
            onRun = run();
            onChains = forcing(onRun, start, y);
        }
        if (x && reach.reachesOpposite(start ^ 1)) {
            offRun = run();
            offChains = forcing(offRun, start & ~1, y);
        }
        double cycleBase = y && x ? 7.0 : 6.5;
        double chainBase = y && x ? 7.0 : 6.6;
        int sortKey = y && x ? 4 : y ? 3 : 2;
        for (int node : cycles) {
            consider(ChainHint.CYCLE, cycleBase, sortKey, cycleRemovals(cycleRun, node), -1, -1, y, x,
                    new ChainRun[] {cycleRun}, new int[] {node}, 1);
        }
        for (int node : onChains) {
            forcingHint(onRun, node, chainBase, sortKey, y, x);
        }
        for (int node : offChains) {
            forcingHint(offRun, node, chainBase, sortKey, y, x);
        }
    }

    private void forcingHint(ChainRun run, int node, double chainBase, int sortKey, boolean y, boolean x) {
        int target = run.lit[node];
        int cell = cellOf(target);
        int v = valueOf(target);
        int[] removals = isOn(target) ? othersOf(cell, v) : single(cell, v);
        consider(ChainHint.FORCING, chainBase, sortKey, removals, isOn(target) ? target : -1, -1, y, x,
                new ChainRun[] {run}, new int[] {node}, 1);
    }

    // The single links of the grid (it does not change during these searches), by literal, in one
    // table: the links of literal l are linkLit[linkStart[l] .. linkStart[l + 1]), with the reason of
    // each in linkCause. An "on" literal links to "off" ones (the cell's other candidates, then the
    // value's other places in the box, row and column), an "off" literal to "on" ones (the cell's other
    // candidate when it has two, then the value's other place in the box, row and column when it has
    // two); linkSplit[l] is where the cell's links end and the units' begin.
    private int[] linkStart;
    private int[] linkSplit;
    /** Whether {@link #propagate} reads the link table (built for the grid loaded, which it does not change). */
    private boolean staticLinks;
    private int[] linkLit = new int[1024];
    private byte[] linkCause = new byte[1024];

    private void implications() {
        if (linkStart == null) {
            linkStart = new int[literals + 1];
            linkSplit = new int[literals];
        }
        int[] lits = linkLit;
        byte[] causes = linkCause;
        int size = 0;
        int most = 4 * n + 4; // the most links one candidate's two literals can have
        // Only the literals of the grid's candidates get their links (no link leads to another): each
        // candidate's entries, and the start of the literal after it, which ends its "on" links.
        for (int cell = 0; cell < cellCount; cell++) {
            int[] units = unitsOf[cell];
            long row = ~rowInBox[cell];
            long column = ~columnInBox[cell];
            long self = ~(1L << posIn[cell * 3]);
            for (long cs = cand[cell]; cs != 0; cs &= cs - 1) {
                int v = Long.numberOfTrailingZeros(cs) + 1;
                long bit = 1L << (v - 1);
                int l = (cell * n + v - 1) << 1;
                linkStart[l] = size;
                if (size + most > lits.length) {
                    lits = linkLit = Arrays.copyOf(lits, Math.max(lits.length * 2, size + most));
                    causes = linkCause = Arrays.copyOf(causes, lits.length);
                }
                // "off" (literal l): the cell's other candidate, then the value's other place in each unit
                if (Long.bitCount(cand[cell]) == 2) {
                    lits[size] = lit(cell, Long.numberOfTrailingZeros(cand[cell] & ~bit) + 1, true);
                    causes[size++] = ChainRun.CELL;
                }
                int split = size;
                linkSplit[l] = split;
                for (int u = 0; u < 3; u++) {
                    long others = places[units[u] * n + v - 1] & ~(1L << posIn[cell * 3 + u]);
                    if (Long.bitCount(others) != 1) {
                        continue;
                    }
                    int on = lit(unitCells[units[u]][Long.numberOfTrailingZeros(others)], v, true);
                    boolean repeated = false;
                    for (int i = split; i < size; i++) {
                        repeated |= lits[i] == on;
                    }
                    if (!repeated) {
                        lits[size] = on;
                        causes[size++] = (byte) (ChainRun.BOX + u);
                    }
                }
                // "on" (literal l + 1): the cell's other candidates, then the value's other places (in
                // its box, then the row and column outside the box: each peer once)
                linkStart[l + 1] = size;
                for (long c = cand[cell] & ~bit; c != 0; c &= c - 1) {
                    lits[size] = lit(cell, Long.numberOfTrailingZeros(c) + 1, false);
                    causes[size++] = ChainRun.CELL;
                }
                linkSplit[l + 1] = size;
                for (int u = 0; u < 3; u++) {
                    int[] cells = unitCells[units[u]];
                    long q = places[units[u] * n + v - 1] & (u == 0 ? self : u == 1 ? row : column);
                    for (; q != 0; q &= q - 1) {
                        lits[size] = lit(cells[Long.numberOfTrailingZeros(q)], v, false);
                        causes[size++] = (byte) (ChainRun.BOX + u);
                    }
                }
                linkStart[l + 2] = size;
            }
        }
        linkStart[literals] = size;
    }

    private Reach reach;

    /**
     * Which literals each literal reaches along the single links of the grid (a cell's last candidate,
     * the value's last place in a unit), from the strongly connected components of those links.
     * Built again for each grid ({@link #build}) in arrays kept from one build to the next; only the
     * entries of the literals of the grid's candidates are set and read (no link leads elsewhere).
     */
    private final class Reach {
        /** component[literal]: its strongly connected component, -1 for a dead end (set for the grid's literals). */
        final int[] component = new int[literals];
        boolean[] cyclic = new boolean[64];
        /** closure[component * words ...]: the live literals the component reaches, as bits numbered by {@link #bit}. */
        long[] closure = new long[1024];
        int words;
        /** bit[literal]: the live literal's number (the walk below numbers its nodes so). */
        final int[] bit = new int[literals];
        /** literalOf[bit]: the live literal numbered {@code bit}, in increasing order. */
        private final int[] literalOf = new int[literals];
        /** live[literal]: whether the literal links anywhere (the others, most "off" ones, are dead ends). */
        private final boolean[] live = new boolean[literals];
        /** The links between live literals, by number: those of node r are adj[adjStart[r] .. adjStart[r + 1]). */
        private final int[] adjStart = new int[literals + 1];
        private int[] adj = new int[1024];
        // Tarjan's walk, by node number.
        private final int[] nodeComponent = new int[literals];
        private final int[] members = new int[literals];
        private final int[] index = new int[literals];
        private final int[] low = new int[literals];
        private final boolean[] onStack = new boolean[literals];
        private final int[] stack = new int[literals];
        private final int[] callNode = new int[literals];
        private final int[] callEdge = new int[literals];

        void build() {
            int present = 0;
            for (int cell = 0; cell < cellCount; cell++) {
                for (long c = cand[cell]; c != 0; c &= c - 1) {
                    int literal = (cell * n + Long.numberOfTrailingZeros(c)) << 1;
                    for (int l = literal; l <= literal + 1; l++) {
                        component[l] = -1;
                        toOpposite[l] = 0;
                        live[l] = linkStart[l] != linkStart[l + 1];
                        if (live[l]) {
                            bit[l] = present;
                            literalOf[present++] = l;
                        }
                    }
                }
            }
            // The links between live literals only: a dead end has no component, and what reaches it
            // is read from the links into it when asked (reaches).
            int size = 0;
            for (int r = 0; r < present; r++) {
                int l = literalOf[r];
                adjStart[r] = size;
                int from = linkStart[l];
                int end = linkStart[l + 1];
                if (size + (end - from) > adj.length) {
                    adj = Arrays.copyOf(adj, Math.max(adj.length * 2, size + (end - from)));
                }
                for (int j = from; j < end; j++) {
                    int t = linkLit[j];
                    if (live[t]) {
                        adj[size++] = bit[t];
                    }
                }
            }
            adjStart[present] = size;
            Arrays.fill(index, 0, present, -1);
            int sp = 0;
            int counter = 0;
            int components = 0;
            words = (present + 63) / 64;
            for (int root = 0; root < present; root++) {
                if (index[root] >= 0) {
                    continue;
                }
                int depth = 0;
                callNode[0] = root;
                callEdge[0] = adjStart[root];
                index[root] = low[root] = counter++;
                stack[sp++] = root;
                onStack[root] = true;
                while (depth >= 0) {
                    int node = callNode[depth];
                    int e = callEdge[depth];
                    if (e < adjStart[node + 1]) {
                        callEdge[depth] = e + 1;
                        int next = adj[e];
                        if (index[next] < 0) {
                            index[next] = low[next] = counter++;
                            stack[sp++] = next;
                            onStack[next] = true;
                            depth++;
                            callNode[depth] = next;
                            callEdge[depth] = adjStart[next];
                        } else if (onStack[next]) {
                            low[node] = Math.min(low[node], index[next]);
                        }
                        continue;
                    }
                    if (low[node] == index[node]) {
                        int at = components * words;
                        if (at + words > closure.length) {
                            closure = Arrays.copyOf(closure, Math.max(closure.length * 2, at + words));
                        }
                        Arrays.fill(closure, at, at + words, 0L);
                        int count = 0;
                        int ons = 0;
                        int member;
                        do {
                            member = stack[--sp];
                            onStack[member] = false;
                            nodeComponent[member] = components;
                            component[literalOf[member]] = components;
                            closure[at + (member >> 6)] |= 1L << member;
                            members[count++] = member;
                            ons += literalOf[member] & 1;
                        } while (member != node);
                        // Components come out after every component they reach, so the component reaches
                        // its members and what the components its members link to reach (already closed).
                        for (int i = 0; i < count; i++) {
                            int m = members[i];
                            for (int j = adjStart[m]; j < adjStart[m + 1]; j++) {
                                int c = nodeComponent[adj[j]];
                                if (c != components) {
                                    int from = c * words;
                                    for (int k = 0; k < words; k++) {
                                        closure[at + k] |= closure[from + k];
                                    }
                                }
                            }
                        }
                        if (components == cyclic.length) {
                            cyclic = Arrays.copyOf(cyclic, components * 2);
                        }
                        cyclic[components] = ons > 1;
                        components++;
                    }
                    depth--;
                    if (depth >= 0) {
                        int parent = callNode[depth];
                        low[parent] = Math.min(low[parent], low[node]);
                    }
                }
            }
        }

        private boolean present(int literal) {
            int k = literal >> 1;
            int cell = cellOfCandidate[k];
            return (cand[cell] >>> (k - cell * n) & 1) != 0;
        }

        /**
         * Whether {@code literal} and another "on" literal lead to each other (what a cycle through
         * {@code literal} needs: the two-link loops of a bivalue cell or a conjugate pair do not count).
         */
        boolean cyclic(int literal) {
            return component[literal] >= 0 && cyclic[component[literal]];
        }

        /** Per literal: 1 + whether it leads to its opposite, when asked since the last build (else 0). */
        private final byte[] toOpposite = new byte[literals];

        /** Whether {@code literal} leads to its opposite (asked once a start for the three passes). */
        boolean reachesOpposite(int literal) {
            byte known = toOpposite[literal];
            if (known == 0) {
                known = (byte) (reaches(literal, literal ^ 1) ? 2 : 1);
                toOpposite[literal] = known;
            }
            return known == 2;
        }

        /** Whether {@code from} leads to {@code to}. */
        boolean reaches(int from, int to) {
            int c = component[from];
            if (c < 0 || !present(to)) {
                return false;
            }
            long[] row = closure;
            int at = c * words;
            if (live[to]) {
                int b = bit[to];
                return (row[at + (b >> 6)] >>> b & 1) != 0;
            }
            if ((to & 1) != 0) {
                return false; // an "on" literal that links nowhere has no link into it either
            }
            // A dead "off" end is reached through the "on" literals that link to it: every link has its
            // contrapositive, so they are the opposites of the "off" literals its own "on" links to.
            int on = to | 1;
            for (int j = linkStart[on]; j < linkStart[on + 1]; j++) {
                int m = linkLit[j] ^ 1;
                if (live[m]) {
                    int b = bit[m];
                    if ((row[at + (b >> 6)] >>> b & 1) != 0) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    /** Breadth-first search by levels from {@code start}; returns the nodes where it comes back to itself. */
    private List<Integer> cycles(ChainRun run, int start, boolean y, boolean x) {
        List<Integer> found = new ArrayList<>();
        int root = run.node(start, ChainRun.ASSUMED);
        run.put(root);
        IntList ons = new IntList();
        ons.add(root);
        IntList offs = new IntList();
        IntList nextOns = new IntList();
        int length = 0;
        while (ons.size > 0 || offs.size > 0) {
            length++;
            for (int i = 0; i < ons.size; i++) {
                int p = ons.items[i];
                int l = run.lit[p];
                for (int j = y ? linkStart[l] : linkSplit[l]; j < linkStart[l + 1]; j++) {
                    int off = linkLit[j];
                    if (!run.isAncestor(p, off)) {
                        int node = run.node(off, linkCause[j], p);
                        offs.add(node);
                        run.put(node);
                    }
                }
            }
            ons.size = 0;
            length++;
            for (int i = 0; i < offs.size; i++) {
                int p = offs.items[i];
                int l = run.lit[p];
                int from = y ? linkStart[l] : linkSplit[l];
                int to = x ? linkStart[l + 1] : linkSplit[l];
                for (int j = from; j < to; j++) {
                    int on = linkLit[j];
                    boolean back = length >= 4 && on == start;
                    if (!back && run.contains(on)) {
                        continue; // the node would lead nowhere: nothing refers to it
                    }
                    int node = run.node(on, linkCause[j], p);
                    if (back) {
                        found.add(node);
                    }
                    if (!run.contains(on)) {
                        run.put(node);
                        nextOns.add(node);
                    }
                }
            }
            offs.size = 0;
            IntList t = ons;
            ons = nextOns;
            nextOns = t;
        }
        return found;
    }

    /** Forcing chains from {@code start}: nodes that deduce the opposite of the start. */
    private List<Integer> forcing(ChainRun run, int start, boolean y) {
        List<Integer> found = new ArrayList<>(2);
        int opposite = start ^ 1;
        int root = run.node(start, ChainRun.ASSUMED);
        run.put(root);
        IntList ons = new IntList();
        IntList offs = new IntList();
        IntList nextOns = new IntList();
        if (isOn(start)) {
            ons.add(root);
        } else {
            offs.add(root);
        }
        boolean foundOne = false;
        while (ons.size > 0 || offs.size > 0) {
            for (int i = 0; i < ons.size; i++) {
                int p = ons.items[i];
                int l = run.lit[p];
                for (int j = y ? linkStart[l] : linkSplit[l]; j < linkStart[l + 1]; j++) {
                    int off = linkLit[j];
                    if (off == opposite && !foundOne) {
                        found.add(run.node(off, linkCause[j], p));
                        foundOne = true;
                    }
                    if (!run.contains(off)) {
                        int node = run.node(off, linkCause[j], p);
                        run.put(node);
                        offs.add(node);
                    }
                }
            }
            ons.size = 0;
            for (int i = 0; i < offs.size; i++) {
                int p = offs.items[i];
                int l = run.lit[p];
                for (int j = y ? linkStart[l] : linkSplit[l]; j < linkStart[l + 1]; j++) {
                    int on = linkLit[j];
                    boolean hit = on == opposite && !foundOne;
                    if (!hit && run.contains(on)) {
                        continue; // the node would lead nowhere: nothing refers to it
                    }
                    int node = run.node(on, linkCause[j], p);
                    if (hit) {
                        found.add(node);
                        foundOne = true;
                    }
                    if (!run.contains(on)) {
                        run.put(node);
                        nextOns.add(node);
                    }
                }
            }
            offs.size = 0;
            IntList t = ons;
            ons = nextOns;
            nextOns = t;
        }
        return found;
    }

    /** A growable list of ints. */
    static final class IntList {
        int[] items = new int[16];
        int size;

        void add(int x) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = x;
        }
    }

    // Marks for cycleRemovals, by stamp: the cells along the cycle, and the candidates seen by an "on"
    // (forward) and by an "off" (backward) node of their value.
    private int[] cycleCell;
    private int[] forwardSeen;
    private int[] backwardSeen;
    private int removalStamp;
    private final IntList seenBoth = new IntList();

    /** The candidates a cycle removes: seen by an "on" and an "off" node of the same value along it. */
    private int[] cycleRemovals(ChainRun run, int dstOn) {
        if (cycleCell == null) {
            cycleCell = new int[cellCount];
            forwardSeen = new int[cellCount * n];
            backwardSeen = new int[cellCount * n];
        }
        int s = ++removalStamp;
        int p = dstOn;
        while (run.parentCount[p] > 0) {
            cycleCell[cellOf(run.lit[p])] = s;
            p = run.parent(p, 0);
        }
        IntList both = seenBoth;
        both.size = 0;
        p = dstOn;
        while (run.parentCount[p] > 0) {
            int l = run.lit[p];
            int v = valueOf(l);
            long bit = 1L << (v - 1);
            boolean on = isOn(l);
            for (int peer : ShapeTables.peers(shape, cellOf(l))) {
                if (cycleCell[peer] != s && (cand[peer] & bit) != 0) {
                    int i = peer * n + v - 1;
                    int[] mine = on ? forwardSeen : backwardSeen;
                    int[] other = on ? backwardSeen : forwardSeen;
                    if (mine[i] != s) {
                        mine[i] = s;
                        if (other[i] == s) {
                            both.add(i);
                        }
                    }
                }
            }
            p = run.parent(p, 0);
        }
        int[] removals = new int[both.size];
        for (int k = 0; k < both.size; k++) {
            int i = both.items[k];
            removals[k] = ((i / n) << 8) | (i % n);
        }
        Arrays.sort(removals);
        return removals;
    }

    // ---------------------------------------------------------------- multiple and dynamic chains

    /** Nishio, multiple, dynamic and nested forcing chains, per the mode. */
    ChainHint searchMultiple(List<ChainHint> collect) {
        best = null;
        all = collect;
        firstByRemovals.clear();
        beyond = null;
        // Without removals as it goes and without nested levels, every assumption follows the same
        // links: build them once for the grid.
        staticLinks = !dynamic && level == 0;
        boolean record = depth == 0 && collect == null && staticLinks && multiple && !nishio;
        if (record) {
            quietMultiple = null;
            followed = new boolean[literals];
        }
        if (staticLinks) {
            implications();
            if (multiple && !nishio) {
                markBeyond();
            }
        }
        if (memo == null) {
            memo = new ChainRun[literals];
            memoAbsurd = new int[literals][];
        } else {
            // A search cut short (by its budget) leaves runs behind: none may serve this one.
            for (int l = 0; l < literals; l++) {
                release(l);
            }
        }
        for (int cell = 0; cell < cellCount; cell++) {
            if (value[cell] != 0) {
                continue;
            }
            int card = Long.bitCount(cand[cell]);
            if (card > 2 || (card > 1 && dynamic)) {
                cellChains(cell, card);
            }
            // The runs of this cell's values are not needed again: later cells' units hold later cells.
            for (long c = cand[cell]; c != 0; c &= c - 1) {
                release(lit(cell, Long.numberOfTrailingZeros(c) + 1, true));
            }
        }
        all = null;
        if (record && best == null) {
            quietMultiple = new Quiet(cand, value, followed);
        }
        followed = null;
        return best;
    }

    /** Runs from "on" assumptions, kept for the search (a unit's forcing chains meet later cells' runs). */
    private ChainRun[] memo;
    private int[][] memoAbsurd;
    private final java.util.ArrayDeque<ChainRun> free = new java.util.ArrayDeque<>();

    private ChainRun acquire() {
        ChainRun r = free.poll();
        if (r == null) {
            return new ChainRun(literals);
        }
        r.reset();
        return r;
    }

    /** The run from {@code on} (an "on" literal), propagated once per search. */
    private ChainRun onRun(int on) {
        if (memo[on] == null) {
            ChainRun r = acquire();
            memoAbsurd[on] = propagate(r, on);
            memo[on] = r;
            if (followed != null) {
                followed[on] = memoAbsurd[on] == null;
            }
        }
        return memo[on];
    }

    private void cellChains(int cell, int card) {
        ChainRun[] valueRuns = new ChainRun[card];
        int vi = 0;
        boolean cellWanted = beyond == null || cand[cell] != outerCand[cell]; // (beyond: a quiet outer grid)
        for (long c = cand[cell]; c != 0 && !cellWanted; c &= c - 1) {
            cellWanted = !known(lit(cell, Long.numberOfTrailingZeros(c) + 1, true));
        }
        for (long c = cand[cell]; c != 0; c &= c - 1) {
            int v = Long.numberOfTrailingZeros(c) + 1;
            if (!cellWanted && !regionWanted(cell, v)) {
                continue; // no step can come of this value's run (see markBeyond)
            }
            ChainRun onRun = onRun(lit(cell, v, true));
            ChainRun offRun = acquire();
            binary(cell, v, onRun, offRun, card >= 3 && !nishio && dynamic, dynamic || nishio);
            free.push(offRun);
            if (!nishio) {
                regionChains(cell, v, onRun);
            }
            valueRuns[vi++] = onRun;
        }
        if (cellWanted && !nishio && (card == 2 || (multiple && card > 2))) {
            reachedByAll(valueRuns, card, ChainHint.CELL, 5, -1);
        }
    }

    /**
     * The steps of a cell's or a unit's forcing chains: each literal that all {@code count} runs
     * reach (the "on" ones first, each kind in the order the first run reached them) holds whichever
     * assumption is true.
     */
    private void reachedByAll(ChainRun[] runs, int count, int kind, int sortKey, int unit) {
        ChainRun first = runs[0];
        // One walk of the first run's literals finds those every run reaches, "on" and "off" apart.
        IntList ons = everywhereOn;
        IntList offs = everywhereOff;
        ons.size = 0;
        offs.size = 0;
        for (int i = 0; i < first.orderSize; i++) {
            int l = first.order[i];
            boolean everywhere = true;
            for (int k = 1; k < count && everywhere; k++) {
                everywhere = runs[k].contains(l);
            }
            if (everywhere) {
                ((l & 1) != 0 ? ons : offs).add(l);
            }
        }
        int[] nodes = new int[count];
        for (int pass = 0; pass < 2; pass++) {
            IntList found = pass == 0 ? ons : offs;
            for (int i = 0; i < found.size; i++) {
                int l = found.items[i];
                for (int k = 0; k < count; k++) {
                    nodes[k] = runs[k].get(l);
                }
                int target = cellOf(l);
                int tv = valueOf(l);
                int[] removals = pass == 0 ? othersOf(target, tv) : single(target, tv);
                consider(kind, base, sortKey, removals, pass == 0 ? l : -1, unit, true, true, runs, nodes, count);
            }
        }
    }

    /** Scratch for {@link #reachedByAll}: the literals every run reaches, "on" and "off". */
    private final IntList everywhereOn = new IntList();
    private final IntList everywhereOff = new IntList();

    private void binary(int cell, int v, ChainRun onRun, ChainRun offRun, boolean doubles, boolean contradictions) {
        if (!doubles && !contradictions) {
            return; // the "off" run would serve nothing
        }
        int on = lit(cell, v, true);
        int[] absurd = memoAbsurd[on];
        if (contradictions && absurd != null) {
            consider(ChainHint.CONTRADICTION, base, 7, single(cell, v), -1, -1, true, true,
                    new ChainRun[] {onRun, onRun}, absurd, 2);
        }
        absurd = propagate(offRun, on & ~1);
        if (contradictions && absurd != null) {
            consider(ChainHint.CONTRADICTION, base, 7, othersOf(cell, v), on, -1, true, true,
                    new ChainRun[] {offRun, offRun}, absurd, 2);
        }
        if (doubles) {
            for (int pass = 0; pass < 2; pass++) {
                int kind = pass == 0 ? 1 : 0;
                for (int i = 0; i < onRun.orderSize; i++) {
                    int l = onRun.order[i];
                    if ((l & 1) != kind || !offRun.contains(l)) {
                        continue;
                    }
                    int target = cellOf(l);
                    int tv = valueOf(l);
                    int[] removals = kind == 1 ? othersOf(target, tv) : single(target, tv);
                    consider(ChainHint.DOUBLE, base, 1, removals, kind == 1 ? l : -1, -1, true, true,
                            new ChainRun[] {onRun, offRun}, new int[] {onRun.get(l), offRun.get(l)}, 2);
                }
            }
        }
    }

    private void regionChains(int cell, int v, ChainRun onRun) {
        long bit = 1L << (v - 1);
        for (int unit : unitsOf[cell]) {
            int[] cells = unitCells[unit];
            int count = regionPlaces(cell, v, unit);
            if (count == 0 || !unitWanted(unit, v)) {
                continue;
            }
            ChainRun[] runs = new ChainRun[count];
            int k = 0;
            for (int c : cells) {
                if ((cand[c] & bit) == 0) {
                    continue;
                }
                runs[k++] = c == cell ? onRun : onRun(lit(c, v, true));
            }
            // runs[0] is onRun: this cell is the unit's first place for the value
            reachedByAll(runs, count, ChainHint.REGION, 6, unit);
        }
    }

    /**
     * How many places {@code v} has in {@code unit} when the unit's forcing chains on it are searched
     * from {@code cell} (its first place, with two places, or more for multiple chains); 0 otherwise.
     */
    private int regionPlaces(int cell, int v, int unit) {
        long where = places[unit * n + v - 1];
        int count = Long.bitCount(where);
        return (count == 2 || (multiple && count > 2)) && unitCells[unit][Long.numberOfTrailingZeros(where)] == cell
                ? count : 0;
    }

    /** Whether a unit's forcing chains on {@code v} searched from {@code cell} are worth searching. */
    private boolean regionWanted(int cell, int v) {
        for (int unit : unitsOf[cell]) {
            if (regionPlaces(cell, v, unit) > 0 && unitWanted(unit, v)) {
                return true;
            }
        }
        return false;
    }

    private boolean unitWanted(int unit, int v) {
        if (beyond == null || places[unit * n + v - 1] != outerPlaces[unit * n + v - 1]) {
            return true;
        }
        long bit = 1L << (v - 1);
        for (int c : unitCells[unit]) {
            if ((cand[c] & bit) != 0 && !known(lit(c, v, true))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the run from {@code on} can give no step the outer grid's search would not have given:
     * it follows no link the outer grid lacked, and the outer search followed it to the end.
     */
    private boolean known(int on) {
        return !beyond[on] && outerFollowed[on];
    }

    // ---------------------------------------------------------------- beyond the outer grid

    /**
     * A grid on which a whole search of multiple forcing chains along the single links found no step,
     * and which "on" literals' runs it followed to the end (a contradiction cuts a run short).
     */
    static final class Quiet {
        final long[] cand;
        final int[] value;
        final boolean[] followed;

        Quiet(long[] cand, int[] value, boolean[] followed) {
            this.cand = cand.clone();
            this.value = value.clone();
            this.followed = followed;
        }

        boolean is(long[] cand, int[] value) {
            return Arrays.equals(this.cand, cand) && Arrays.equals(this.value, value);
        }
    }

    /** This engine's grid when its last search of multiple chains along single links found nothing; else null. */
    Quiet quietMultiple;
    /** The runs the current multiple-chain search followed to the end (recorded for {@link #quietMultiple}). */
    private boolean[] followed;

    /**
     * The grid the outer chain started from, which it reduced to this engine's grid (its candidates
     * and places; null at the top level), and where that grid is quiet for the next search, the runs
     * its search followed to the end (else null). Set by {@link #nestedIn}.
     */
    private long[] outerCand;
    private long[] outerPlaces;
    private boolean[] outerFollowed;
    /** beyond[literal]: the literal leads to a link the outer grid lacked (null: no outer grid). */
    private boolean[] beyond;
    /** The array {@link #beyond} is when set, kept from one search to the next. */
    private boolean[] beyondMarks;
    private int[] reverseStart;
    private int[] reverseLit = new int[1024];
    private int[] beyondQueue;

    /**
     * Declares the grid of the next nested searches to be {@code outer} (with its places) less the
     * candidates the outer chain removed. A step that rests on none of those removals (no "on" literal
     * deduced in a cell or unit that lost one) is kept without its graph, which nothing reads
     * (AdvancedRules drops the step).
     *
     * <p>Where a search of multiple chains along single links found nothing on {@code outer}
     * ({@code quiet}, taken on it; else null), the next such search also skips the cells and units
     * whose chains cannot differ from the outer grid's.
     *
     * <p>Why it is exact: the reduced grid's links are the outer grid's, less those to candidates it
     * lost, plus the "off" to "on" links of cells and units that came down to two candidates or
     * places. A chain that follows none of those new links is a chain of the outer grid, which would
     * have given its step there (with as many removals or more); an assumption's run that follows none
     * of them reaches only what it reached on the outer grid. So a cell's or a unit's multiple chain
     * whose candidates are the outer grid's and whose runs all lead to no new link (and were not cut
     * short there) would have been a step of the outer search, which found none.
     *
     * <p>(The same holds for the forcing chains of "Forcing Chains &amp; Cycles", but there it skips
     * nothing: the reachability already lets through only a start that leads to its opposite, and on a
     * quiet outer grid every such path takes a new link. Its cycles cannot be skipped this way: a
     * cycle along old links is not always one the outer search's breadth-first walk meets.)
     */
    void nestedIn(long[] outer, long[] outerPlaces, Quiet quiet) {
        this.outerCand = outer;
        this.outerPlaces = outerPlaces;
        this.outerFollowed = quiet == null ? null : quiet.followed;
    }

    /** Marks, from the link table just built, the literals that lead to a link the outer grid lacked. */
    private void markBeyond() {
        if (outerFollowed == null) {
            beyond = null;
            return;
        }
        if (beyondQueue == null) {
            beyondQueue = new int[literals];
            reverseStart = new int[literals + 2];
            beyondMarks = new boolean[literals];
        } else {
            Arrays.fill(beyondMarks, false);
        }
        boolean[] mark = beyond = beyondMarks;
        int tail = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            if (value[cell] == 0 && Long.bitCount(cand[cell]) == 2 && Long.bitCount(outerCand[cell]) > 2) {
                for (long c = cand[cell]; c != 0; c &= c - 1) {
                    int off = lit(cell, Long.numberOfTrailingZeros(c) + 1, false);
                    if (!mark[off]) {
                        mark[off] = true;
                        beyondQueue[tail++] = off;
                    }
                }
            }
        }
        for (int k = 0; k < places.length; k++) {
            if (Long.bitCount(places[k]) == 2 && Long.bitCount(outerPlaces[k]) > 2) {
                int unit = k / n;
                int v = k - unit * n + 1;
                for (long q = places[k]; q != 0; q &= q - 1) {
                    int off = lit(unitCells[unit][Long.numberOfTrailingZeros(q)], v, false);
                    if (!mark[off]) {
                        mark[off] = true;
                        beyondQueue[tail++] = off;
                    }
                }
            }
        }
        if (tail == 0) {
            return;
        }
        // The links backwards, then every literal that leads to a marked one.
        int links = linkStart[literals];
        if (reverseLit.length < links) {
            reverseLit = new int[Math.max(links, reverseLit.length * 2)];
        }
        Arrays.fill(reverseStart, 0);
        for (int j = 0; j < links; j++) {
            reverseStart[linkLit[j] + 2]++;
        }
        for (int l = 0; l < literals; l++) {
            reverseStart[l + 2] += reverseStart[l + 1];
        }
        for (int cell = 0; cell < cellCount; cell++) {
            for (long c = cand[cell]; c != 0; c &= c - 1) {
                int off = (cell * n + Long.numberOfTrailingZeros(c)) << 1;
                for (int l = off; l <= off + 1; l++) {
                    for (int j = linkStart[l]; j < linkStart[l + 1]; j++) {
                        reverseLit[reverseStart[linkLit[j] + 1]++] = l;
                    }
                }
            }
        }
        for (int head = 0; head < tail; head++) {
            int l = beyondQueue[head];
            for (int j = reverseStart[l]; j < reverseStart[l + 1]; j++) {
                int from = reverseLit[j];
                if (!mark[from]) {
                    mark[from] = true;
                    beyondQueue[tail++] = from;
                }
            }
        }
    }

    /**
     * Steps in Sudoku Explainer's order (easiest, least complex, by kind, then as found), each set of
     * removals once (the first kept).
     */
    static List<ChainHint> sortAndDistinct(List<ChainHint> hints) {
        List<ChainHint> sorted = new ArrayList<>(hints);
        sorted.sort((a, b) -> better(a.difficulty, a.complexity, a.sortKey, b) ? -1
                : better(b.difficulty, b.complexity, b.sortKey, a) ? 1 : 0);
        List<ChainHint> distinct = new ArrayList<>();
        outer:
        for (ChainHint h : sorted) {
            for (ChainHint d : distinct) {
                if (d.sameRemovals(h)) {
                    continue outer;
                }
            }
            distinct.add(h);
        }
        return distinct;
    }

    // ---------------------------------------------------------------- advanced (level 1 and up)

    /** Adds, as new nodes of {@code run}, the candidates the advanced techniques remove from the grid. */
    private void advanced(ChainRun run) {
        if (rules == null) {
            rules = new AdvancedRules(this);
        }
        rules.apply(run);
    }
}
