package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;
import java.util.Arrays;

/**
 * One search of {@link BitsetSolver}.
 *
 * <p>The state is one {@code long[]} holding four views of the same candidates, kept in step by
 * every move:
 * <ul>
 * <li>by cell: {@code state[cell]}, bit v when value v+1 may go there (a placed cell keeps only the
 * bit of its value);</li>
 * <li>by value and row: {@code state[ROWS + v*N + r]}, bit c when value v+1 may go in column c of
 * row r;</li>
 * <li>by value and column: {@code state[COLUMNS + v*N + c]}, bit r when value v+1 may go in row r
 * of column c;</li>
 * <li>by value and box: {@code state[BOXES + v*N + b]}, bit p when value v+1 may go at position p of
 * box b (positions row by row inside the box);</li>
 * </ul>
 * then the placed cells (a bit set) and the number of open cells.
 *
 * <p>Taking a candidate away clears one bit in each view and looks at the four words it touched:
 * a word left empty is a contradiction found at once (a cell with no candidate, or a unit with no
 * place for a value), and a word left with one bit is a single, queued to be placed. Placing a
 * value takes it from the peers that still had it, found from the views' bits rather than by
 * walking every peer. Locked candidates (a box that confines a value to one row or column of it,
 * a row or column that confines a value to one box) are found with lane-wise word tests, for the
 * values whose words changed, once the singles have run out. When those run out too, hidden pairs
 * and triples (two or three values whose places in a unit all lie in as many cells: those cells
 * hold nothing else) are looked for near the root of the search, and deeper only while they keep
 * finding contradictions (see {@link #subsetsPay()}).
 *
 * <p>A guess is binary: "the cell holds v" and, once that branch is done, "the cell does not hold
 * v" in the state as it was before it. Two ways of getting that state back, chosen by the grid's size:
 * <ul>
 *   <li>Up to 25x25 (a state of at most {@link #COPY_LIMIT} words times its cells): a copy of the
 *   whole state at each guess, on a stack that grows only when a search goes deeper than before. One
 *   {@code arraycopy} a guess is the fastest (measured: the trail below made 9x9 and 16x16 searches
 *   1.3-1.5x slower), and the stack stays small: at most one copy a cell, 13 MB on a 25x25.
 *   <li>Larger grids: every word the search changes is first written on a trail (its index and old
 *   value, once per word and guess), and going back to a guess pops the trail down to where it stood
 *   at that guess. The trail holds what changed along the path, never more than every bit of the
 *   state once, so memory does not grow with the depth times the grid's size (a whole copy at each
 *   guess had made an empty 64x64 need about a gigabyte).
 * </ul>
 * Either way a guess allocates nothing once the search has been as deep before.
 */
final class BitsetSearch {

    /** Hidden subsets are always looked for on paths of fewer guesses and refutations than this. */
    private static final int SHALLOW_PATH = 8;
    /** Deeper, only while at least one search in a hundred finds a contradiction ... */
    private static final int SUBSET_PAYS_PERCENT = 1;
    /** ... over about the last this many (counts halve when they reach it) ... */
    private static final int SUBSET_WINDOW = 1024;
    /** ... and otherwise once in this many times, to notice when they start to pay. */
    private static final int SUBSET_SAMPLE = 32;

    private final BitsetLayout layout;
    private final SearchContext context;
    private final boolean tracing;
    private final int size;
    private final int cellCount;
    private final int boxRows;
    private final int boxColumns;
    private final int stacks;
    private final long allValues;
    private final int[] rowOf;
    private final int[] columnOf;
    private final int[] boxOf;
    private final int[] positionOf;
    private final int[] boxCells;
    private final int[] boxTop;
    private final int[] boxLeft;
    private final long[] boxColumnsMask;
    private final long[] boxRowsMask;
    private final long laneHigh;
    private final long laneLow;
    private final long bandHigh;
    private final long bandLow;
    private final long rowLane;
    private final long firstColumnPositions;

    /** Offsets in {@link #state}. */
    private final int rowView;
    private final int columnView;
    private final int boxView;
    private final int placedCells;
    private final int openCount;
    private final int stride;

    /**
     * The most words (the state's times its cells, the deepest a copy stack can grow) for which a guess
     * copies the whole state: 2M words, 16 MB. A 25x25 needs 1.6M; a 36x36 6.7M and a 64x64 67M use the trail.
     */
    static final long COPY_LIMIT = 1L << 21;

    private final long[] state;
    /** Whether a guess copies the whole state (small grids) rather than keeping a trail of changed words. */
    private final boolean copying;
    /** The states saved at each guess, {@code stride} words a level (copying only). */
    private long[] saved;
    /** The trail: indexes into {@code state} and their values before they were changed. */
    private int[] trailIndex;
    private long[] trailValue;
    private int trailSize;
    /** The guess (epoch) in which each word of {@code state} was last put on the trail; 0: the root. */
    private final int[] stamp;
    /** The current guess's epoch (0 at the root, where nothing needs to be undone) and the last handed out. */
    private int epoch;
    private int lastEpoch;
    /** For each level: the trail's size and the epoch of its guess. */
    private int[] mark;
    private int[] levelEpoch;
    private int[] guessCell;
    private int[] guessValue;

    /** Candidates taken away by {@link #remove} so far (to tell whether a search found anything). */
    private int removals;
    /** Values whose words changed since locked candidates last looked at them (bit v). */
    private long dirty;
    /** For each value, the rows, columns and boxes whose word changed since then. */
    private final long[] changedRows;
    private final long[] changedColumns;
    private final long[] changedBoxes;
    /**
     * Singles waiting to be placed (a stack: the latest is placed first), each packed in an int: the
     * cell (bits 14 and up), the unit it is the only place in plus one (bits 6-13; 0 for the cell's
     * only candidate) and the value (bits 0-5).
     */
    private final int[] queue;
    private int queueTail;
    private final byte[] values;
    /** Contradictions seen in each unit: a guess is made in the units that failed most. */
    private final int[] weight;

    /** Guesses and refutations on the path to the current state, and the same saved with each level. */
    private int path;
    private int[] savedPath;
    /** Recent subset searches below the shallow levels, and how many of them found a contradiction. */
    private int deepSubsetSearches;
    private int deepSubsetContradictions;
    private int subsetSample;
    /** Scratch for hidden subsets: values of a unit with two or three places, and those places. */
    private final int[] subsetValue;
    private final long[] subsetPlaces;

    private int failedCell = -1;
    private int failedUnit = -1;
    private int failedValue = -1;
    private int depth;

    BitsetSearch(BitsetLayout layout, SearchContext context) {
        this(layout, context, copies(layout));
    }

    /** Whether a search on {@code layout}'s shape copies its state at each guess: grids up to 25x25. */
    static boolean copies(BitsetLayout layout) {
        long stride = 4L * layout.cellCount + layout.cellWords + 1;
        return stride * layout.cellCount <= COPY_LIMIT;
    }

    /** A search that undoes its guesses by copies of the state ({@code copying}) or by the trail. */
    BitsetSearch(BitsetLayout layout, SearchContext context, boolean copying) {
        this.layout = layout;
        this.context = context;
        this.tracing = context.tracing();
        size = layout.size;
        cellCount = layout.cellCount;
        boxRows = layout.boxRows;
        boxColumns = layout.boxColumns;
        stacks = layout.stacks;
        allValues = layout.allValues;
        rowOf = layout.rowOf;
        columnOf = layout.columnOf;
        boxOf = layout.boxOf;
        positionOf = layout.positionOf;
        boxCells = layout.boxCells;
        boxTop = layout.boxTop;
        boxLeft = layout.boxLeft;
        boxColumnsMask = layout.boxColumnsMask;
        boxRowsMask = layout.boxRowsMask;
        laneHigh = layout.laneHigh;
        laneLow = layout.laneLow;
        bandHigh = layout.bandHigh;
        bandLow = layout.bandLow;
        rowLane = layout.rowLane;
        firstColumnPositions = layout.firstColumnPositions;
        int views = size * size;
        rowView = cellCount;
        columnView = rowView + views;
        boxView = columnView + views;
        placedCells = boxView + views;
        openCount = placedCells + layout.cellWords;
        stride = openCount + 1;
        state = new long[stride];
        this.copying = copying;
        saved = copying ? new long[4 * stride] : null;
        stamp = new int[stride];
        trailIndex = new int[1024];
        trailValue = new long[1024];
        mark = new int[4];
        levelEpoch = new int[4];
        guessCell = new int[4];
        guessValue = new int[4];
        savedPath = new int[4];
        subsetValue = new int[size];
        subsetPlaces = new long[size];
        int queueSize = cellCount + 3 * views + 1;
        queue = new int[queueSize];
        values = new byte[cellCount];
        changedRows = new long[size];
        changedColumns = new long[size];
        changedBoxes = new long[size];
        weight = new int[layout.unitCount];
    }

    /** Searches {@code puzzle} (whose givens keep the rules), reporting to the context. */
    void run(Grid puzzle) {
        Arrays.fill(state, 0, placedCells, allValues);
        state[openCount] = cellCount;
        boolean ok = true;
        for (int cell = 0; cell < cellCount && ok; cell++) {
            int v = puzzle.get(cell);
            if (v != 0) {
                ok = place(cell, v - 1);
            }
        }
        ok = settle(ok);
        if (!ok) {
            failed();
        }
        int level = 0;
        while (true) {
            if (!context.node()) {
                return;
            }
            if (ok && state[openCount] == 0) {
                if (!report()) {
                    return;
                }
                ok = false;
            }
            if (ok) {
                int cell = chooseCell();
                long candidates = state[cell];
                int v = Long.numberOfTrailingZeros(candidates);
                save(level, cell, v);
                path++;
                level++;
                depth = level;
                context.guess();
                if (tracing) {
                    context.tracer().guess(level - 1, cell, v + 1, Long.bitCount(candidates));
                }
                ok = settle(place(cell, v));
                if (!ok) {
                    failed();
                }
                continue;
            }
            // Back to the last guess, and take its other branch: the cell does not hold that value.
            while (true) {
                if (level == 0) {
                    return;
                }
                level--;
                depth = level;
                if (copying) {
                    System.arraycopy(saved, level * stride, state, 0, stride);
                } else {
                    undoTo(mark[level]);
                    epoch = level == 0 ? 0 : levelEpoch[level - 1];
                }
                path = savedPath[level] + 1;
                if (tracing) {
                    context.tracer().backtrack(level);
                }
                ok = settle(remove(guessCell[level], guessValue[level]));
                if (ok) {
                    break;
                }
                failed();
            }
        }
    }

    private void save(int level, int cell, int v) {
        if (level >= guessCell.length) {
            int grown = 2 * guessCell.length;
            mark = Arrays.copyOf(mark, grown);
            levelEpoch = Arrays.copyOf(levelEpoch, grown);
            guessCell = Arrays.copyOf(guessCell, grown);
            guessValue = Arrays.copyOf(guessValue, grown);
            savedPath = Arrays.copyOf(savedPath, grown);
        }
        guessCell[level] = cell;
        guessValue[level] = v;
        savedPath[level] = path;
        if (copying) {
            if ((level + 1) * stride > saved.length) {
                saved = Arrays.copyOf(saved, 2 * saved.length);
            }
            System.arraycopy(state, 0, saved, level * stride, stride);
            return;
        }
        if (lastEpoch == Integer.MAX_VALUE) {
            // Epochs ran out: every word goes on the trail again at its next change (harmless).
            Arrays.fill(stamp, -1);
            lastEpoch = 0;
        }
        epoch = ++lastEpoch;
        mark[level] = trailSize;
        levelEpoch[level] = epoch;
    }

    /** Sets a word of the state, putting its old value on the trail first (once a guess) unless copying. */
    private void set(int i, long x) {
        if (!copying && stamp[i] != epoch) {
            stamp[i] = epoch;
            if (trailSize == trailIndex.length) {
                trailIndex = Arrays.copyOf(trailIndex, 2 * trailSize);
                trailValue = Arrays.copyOf(trailValue, 2 * trailSize);
            }
            trailIndex[trailSize] = i;
            trailValue[trailSize++] = state[i];
        }
        state[i] = x;
    }

    /** Puts back every word changed since the trail was {@code size} long, latest first. */
    private void undoTo(int size) {
        long[] s = state;
        for (int k = trailSize - 1; k >= size; k--) {
            s[trailIndex[k]] = trailValue[k];
        }
        trailSize = size;
    }

    /** Hands the solved grid to the context; false when the search must stop. */
    private boolean report() {
        for (int cell = 0; cell < cellCount; cell++) {
            values[cell] = (byte) (Long.numberOfTrailingZeros(state[cell]) + 1);
        }
        return context.solution(values, depth);
    }

    private boolean isPlaced(int cell) {
        return (state[placedCells + (cell >>> 6)] & (1L << cell)) != 0;
    }

    // ---------------------------------------------------------------- the guess

    /** An open cell with the fewest candidates; among those, one in the units that failed most. */
    private int chooseCell() {
        long[] s = state;
        int best = -1;
        long bestScore = Long.MIN_VALUE;
        int n = size;
        for (int w = 0, base = 0; base < cellCount; w++, base += 64) {
            long open = ~s[placedCells + w];
            if (cellCount - base < 64) {
                open &= (1L << (cellCount - base)) - 1;
            }
            while (open != 0) {
                int cell = base + Long.numberOfTrailingZeros(open);
                open &= open - 1;
                long score = ((long) -Long.bitCount(s[cell]) << 40)
                        + weight[rowOf[cell]] + weight[n + columnOf[cell]] + weight[2 * n + boxOf[cell]];
                if (score > bestScore) {
                    bestScore = score;
                    best = cell;
                }
            }
        }
        return best;
    }

    /** Counts the contradiction just met against the units it happened in, and traces it. */
    private void failed() {
        if (failedCell >= 0) {
            weight[rowOf[failedCell]]++;
            weight[size + columnOf[failedCell]]++;
            weight[2 * size + boxOf[failedCell]]++;
        } else if (failedUnit >= 0) {
            weight[failedUnit]++;
        }
        if (tracing) {
            traceDeadEnd();
        }
        failedCell = -1;
        failedUnit = -1;
    }

    // ---------------------------------------------------------------- moves

    /**
     * Puts value {@code v} (from 0) in an open cell: the cell's other candidates leave its row,
     * column and box, and {@code v} leaves every peer that still had it. False on a contradiction.
     */
    private boolean place(int cell, int v) {
        long[] s = state;
        long bit = 1L << v;
        long candidates = s[cell];
        if ((candidates & bit) == 0) {
            failedCell = cell;
            return false;
        }
        set(cell, bit);
        set(placedCells + (cell >>> 6), s[placedCells + (cell >>> 6)] | 1L << cell);
        set(openCount, s[openCount] - 1);
        dirty |= candidates;
        int n = size;
        int r = rowOf[cell];
        int c = columnOf[cell];
        int b = boxOf[cell];
        long rowBit = 1L << r;
        long columnBit = 1L << c;
        long positionBit = 1L << positionOf[cell];
        for (long others = candidates ^ bit; others != 0; others &= others - 1) {
            int w = Long.numberOfTrailingZeros(others);
            int o = w * n;
            if (!dropFromRow(o + r, columnBit, w) || !dropFromColumn(o + c, rowBit, w)
                    || !dropFromBox(o + b, positionBit, w)) {
                return false;
            }
        }
        int o = v * n;
        long keep = ~bit;
        for (long lost = s[rowView + o + r] & ~columnBit; lost != 0; lost &= lost - 1) {
            int peer = r * n + Long.numberOfTrailingZeros(lost);
            if (!loseCandidate(peer, keep) || !dropFromColumn(o + columnOf[peer], rowBit, v)
                    || !dropFromBox(o + boxOf[peer], 1L << positionOf[peer], v)) {
                return false;
            }
        }
        set(rowView + o + r, columnBit);
        for (long lost = s[columnView + o + c] & ~rowBit; lost != 0; lost &= lost - 1) {
            int peer = Long.numberOfTrailingZeros(lost) * n + c;
            if (!loseCandidate(peer, keep) || !dropFromRow(o + rowOf[peer], columnBit, v)
                    || !dropFromBox(o + boxOf[peer], 1L << positionOf[peer], v)) {
                return false;
            }
        }
        set(columnView + o + c, rowBit);
        for (long lost = s[boxView + o + b] & ~positionBit; lost != 0; lost &= lost - 1) {
            int peer = boxCells[b * n + Long.numberOfTrailingZeros(lost)];
            if (!loseCandidate(peer, keep) || !dropFromRow(o + rowOf[peer], 1L << columnOf[peer], v)
                    || !dropFromColumn(o + columnOf[peer], 1L << rowOf[peer], v)) {
                return false;
            }
        }
        set(boxView + o + b, positionBit);
        return true;
    }

    /** Takes value {@code v} from an open cell's candidates, in every view. False on a contradiction. */
    private boolean remove(int cell, int v) {
        long bit = 1L << v;
        if ((state[cell] & bit) == 0) {
            return true;
        }
        removals++;
        dirty |= bit;
        int o = v * size;
        int r = rowOf[cell];
        int c = columnOf[cell];
        return loseCandidate(cell, ~bit) && dropFromRow(o + r, 1L << c, v) && dropFromColumn(o + c, 1L << r, v)
                && dropFromBox(o + boxOf[cell], 1L << positionOf[cell], v);
    }

    /** The cell view: {@code cell} keeps the candidates in {@code keep}; one left is a naked single. */
    private boolean loseCandidate(int cell, long keep) {
        long c = state[cell] & keep;
        set(cell, c);
        if ((c & (c - 1)) == 0) {
            if (c == 0) {
                failedCell = cell;
                return false;
            }
            enqueue(cell, Long.numberOfTrailingZeros(c), -1);
        }
        return true;
    }

    /** The row view: row {@code i % N} loses {@code columnBit} for value {@code v}. */
    private boolean dropFromRow(int i, long columnBit, int v) {
        long x = state[rowView + i];
        if ((x & columnBit) == 0) {
            return true;
        }
        x ^= columnBit;
        set(rowView + i, x);
        int r = i - v * size;
        changedRows[v] |= 1L << r;
        if ((x & (x - 1)) == 0) {
            if (x == 0) {
                return noPlace(r, v);
            }
            enqueue(r * size + Long.numberOfTrailingZeros(x), v, r);
        }
        return true;
    }

    /** The column view: column {@code i % N} loses {@code rowBit} for value {@code v}. */
    private boolean dropFromColumn(int i, long rowBit, int v) {
        long x = state[columnView + i];
        if ((x & rowBit) == 0) {
            return true;
        }
        x ^= rowBit;
        set(columnView + i, x);
        int c = i - v * size;
        changedColumns[v] |= 1L << c;
        if ((x & (x - 1)) == 0) {
            if (x == 0) {
                return noPlace(size + c, v);
            }
            enqueue(Long.numberOfTrailingZeros(x) * size + c, v, size + c);
        }
        return true;
    }

    /** The box view: box {@code i % N} loses {@code positionBit} for value {@code v}. */
    private boolean dropFromBox(int i, long positionBit, int v) {
        long x = state[boxView + i];
        if ((x & positionBit) == 0) {
            return true;
        }
        x ^= positionBit;
        set(boxView + i, x);
        int b = i - v * size;
        changedBoxes[v] |= 1L << b;
        if ((x & (x - 1)) == 0) {
            if (x == 0) {
                return noPlace(2 * size + b, v);
            }
            enqueue(boxCells[b * size + Long.numberOfTrailingZeros(x)], v, 2 * size + b);
        }
        return true;
    }

    private void enqueue(int cell, int v, int unit) {
        queue[queueTail++] = (cell << 14) | ((unit + 1) << 6) | v;
    }

    private boolean noPlace(int unit, int v) {
        failedUnit = unit;
        failedValue = v;
        return false;
    }

    // ---------------------------------------------------------------- propagation

    /**
     * After a move that went well ({@code moved}), propagates to a fixed point; false on a
     * contradiction, in the move or after it. Either way nothing is left queued.
     */
    private boolean settle(boolean moved) {
        boolean ok = moved && propagate();
        queueTail = 0;
        dirty = 0;
        if (!ok) {
            Arrays.fill(changedRows, 0);
            Arrays.fill(changedColumns, 0);
            Arrays.fill(changedBoxes, 0);
        }
        return ok;
    }

    /**
     * Places the queued singles, then looks for locked candidates, then (when they pay) for hidden
     * subsets, until none of them finds anything.
     */
    private boolean propagate() {
        while (true) {
            if (!placeSingles()) {
                return false;
            }
            if (dirty == 0) {
                if (!subsetsPay()) {
                    return true;
                }
                boolean deep = path >= SHALLOW_PATH;
                if (deep && ++deepSubsetSearches == SUBSET_WINDOW) {
                    deepSubsetSearches >>= 1;
                    deepSubsetContradictions >>= 1;
                }
                int before = removals;
                if (!hiddenSubsets()) {
                    if (deep) {
                        deepSubsetContradictions++;
                    }
                    return false;
                }
                if (removals == before) {
                    return true;
                }
                continue;
            }
            long examine = dirty;
            dirty = 0;
            for (; examine != 0; examine &= examine - 1) {
                if (!lockedCandidates(Long.numberOfTrailingZeros(examine)) || !placeSingles()) {
                    return false;
                }
            }
        }
    }

    /**
     * Places every queued single, and those that its placement queues, the latest first: a guess's
     * consequences are followed down one chain before the next, which blames a contradiction on the
     * units nearer its cause (fewer guesses, see docs/large-solver.md).
     */
    private boolean placeSingles() {
        while (queueTail > 0) {
            int entry = queue[--queueTail];
            int cell = entry >>> 14;
            if (isPlaced(cell)) {
                continue; // placed already (or with another value: then its unit has reported the contradiction)
            }
            int v = entry & 63;
            if (tracing) {
                int unit = ((entry >>> 6) & 255) - 1;
                context.tracer().place(depth, cell, v + 1, unit < 0
                        ? "only candidate of " + layout.shape.cellName(cell)
                        : "only place for " + (v + 1) + " in " + layout.shape.unitName(unit));
            }
            if (!place(cell, v)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Locked candidates for value {@code v}: a box whose places for it lie in one row (or column)
     * takes it from the rest of that row (column); a row (column) whose places lie in one box takes
     * it from the rest of that box. Only the words that changed since the last look can have
     * something new to say: a word that did not change confines v as it did then, and what that
     * implied was done.
     */
    private boolean lockedCandidates(int v) {
        long[] s = state;
        int n = size;
        int o = v * n;
        int bc = boxColumns;
        long boxes = changedBoxes[v];
        long rows = changedRows[v];
        long columns = changedColumns[v];
        changedBoxes[v] = 0;
        changedRows[v] = 0;
        changedColumns[v] = 0;
        for (; boxes != 0; boxes &= boxes - 1) {
            int b = Long.numberOfTrailingZeros(boxes);
            long x = s[boxView + o + b];
            if ((x & (x - 1)) == 0) {
                continue; // placed, or about to be
            }
            long boxRowsUsed = (((x & laneLow) + laneLow) | x) & laneHigh;
            if ((boxRowsUsed & (boxRowsUsed - 1)) == 0) {
                int r = boxTop[b] + Long.numberOfTrailingZeros(boxRowsUsed) / bc;
                long outside = s[rowView + o + r] & ~boxColumnsMask[b];
                for (; outside != 0; outside &= outside - 1) {
                    if (!remove(r * n + Long.numberOfTrailingZeros(outside), v)) {
                        return false;
                    }
                }
                continue;
            }
            long fold = x;
            for (int k = 1; k < boxRows; k++) {
                fold |= x >>> (k * bc);
            }
            fold &= rowLane;
            if ((fold & (fold - 1)) == 0) {
                int c = boxLeft[b] + Long.numberOfTrailingZeros(fold);
                long outside = s[columnView + o + c] & ~boxRowsMask[b];
                for (; outside != 0; outside &= outside - 1) {
                    if (!remove(Long.numberOfTrailingZeros(outside) * n + c, v)) {
                        return false;
                    }
                }
            }
        }
        for (; rows != 0; rows &= rows - 1) {
            int r = Long.numberOfTrailingZeros(rows);
            long x = s[rowView + o + r];
            if ((x & (x - 1)) == 0) {
                continue;
            }
            long stacksUsed = (((x & laneLow) + laneLow) | x) & laneHigh;
            if ((stacksUsed & (stacksUsed - 1)) == 0) {
                int b = (r / boxRows) * stacks + Long.numberOfTrailingZeros(stacksUsed) / bc;
                long others = s[boxView + o + b] & ~(rowLane << ((r - boxTop[b]) * bc));
                for (; others != 0; others &= others - 1) {
                    if (!remove(boxCells[b * n + Long.numberOfTrailingZeros(others)], v)) {
                        return false;
                    }
                }
            }
        }
        for (; columns != 0; columns &= columns - 1) {
            int c = Long.numberOfTrailingZeros(columns);
            long x = s[columnView + o + c];
            if ((x & (x - 1)) == 0) {
                continue;
            }
            long bandsUsed = (((x & bandLow) + bandLow) | x) & bandHigh;
            if ((bandsUsed & (bandsUsed - 1)) == 0) {
                int b = (Long.numberOfTrailingZeros(bandsUsed) / boxRows) * stacks + c / bc;
                long others = s[boxView + o + b] & ~(firstColumnPositions << (c - boxLeft[b]));
                for (; others != 0; others &= others - 1) {
                    if (!remove(boxCells[b * n + Long.numberOfTrailingZeros(others)], v)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Whether to look for hidden subsets in the current state. Near the root always: a deduction
     * there prunes a big subtree. Deeper, the search costs about a third of a node's time, and
     * pays only on puzzles built on subsets (where it also finds contradictions the singles miss:
     * several in a hundred searches, against one in five hundred on others); so it runs deep only
     * while that rate is at least {@link #SUBSET_PAYS_PERCENT}%, and samples otherwise.
     */
    private boolean subsetsPay() {
        if (path < SHALLOW_PATH) {
            return true;
        }
        if (deepSubsetContradictions * 100 >= deepSubsetSearches * SUBSET_PAYS_PERCENT && deepSubsetContradictions > 0) {
            return true;
        }
        return ++subsetSample % SUBSET_SAMPLE == 0;
    }

    /**
     * Hidden pairs and triples in every unit: when the places of two (three) values in a unit lie in
     * two (three) cells between them, those cells hold no other value. False on a contradiction.
     */
    private boolean hiddenSubsets() {
        long[] s = state;
        int n = size;
        int[] value = subsetValue;
        long[] places = subsetPlaces;
        for (int unit = 0; unit < 3 * n; unit++) {
            int word = unit < n ? rowView + unit : unit < 2 * n ? columnView + unit - n : boxView + unit - 2 * n;
            int k = 0;
            for (int v = 0, i = word; v < n; v++, i += n) {
                long x = s[i];
                long rest = x & (x - 1);
                long more = rest & (rest - 1);
                if (rest != 0 && (more & (more - 1)) == 0) { // two or three places
                    value[k] = v;
                    places[k] = x;
                    k++;
                }
            }
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    long ab = places[a] | places[b];
                    int count = Long.bitCount(ab);
                    if (count == 2) {
                        if (!keepOnly(unit, ab, (1L << value[a]) | (1L << value[b]))) {
                            return false;
                        }
                    } else if (count == 3) {
                        for (int c = b + 1; c < k; c++) {
                            if ((places[c] & ~ab) == 0
                                    && !keepOnly(unit, ab, (1L << value[a]) | (1L << value[b]) | (1L << value[c]))) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        return true;
    }

    /** The cells at {@code positions} of {@code unit} keep only the values in {@code keep}. */
    private boolean keepOnly(int unit, long positions, long keep) {
        int n = size;
        for (; positions != 0; positions &= positions - 1) {
            int p = Long.numberOfTrailingZeros(positions);
            int cell = unit < n ? unit * n + p : unit < 2 * n ? p * n + unit - n : boxCells[(unit - 2 * n) * n + p];
            for (long other = state[cell] & ~keep; other != 0; other &= other - 1) {
                if (!remove(cell, Long.numberOfTrailingZeros(other))) {
                    return false;
                }
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- trace

    private void traceDeadEnd() {
        String reason;
        if (failedCell >= 0) {
            reason = layout.shape.cellName(failedCell) + " has no candidate";
        } else if (failedUnit >= 0) {
            reason = layout.shape.unitName(failedUnit) + " has no place for " + (failedValue + 1);
        } else {
            reason = "contradiction";
        }
        context.tracer().deadEnd(depth, reason);
    }
}
