package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.solve.Budget;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.Arrays;

/**
 * The state a person works on: each cell's value, or the set of values still possible there (its
 * candidates). Candidates are bit sets in a {@code long}: bit {@code v-1} for value {@code v}.
 *
 * <p>Built from a puzzle with every candidate no given peer rules out; {@link #place} and
 * {@link #eliminate} then change it as steps are applied. Mutable and not thread-safe; techniques
 * only read it.
 *
 * <p>Besides each cell's candidates it keeps, up to date on every change, where each value can
 * still go in each unit ({@link #places}) and which values each unit already holds
 * ({@link #unitValues}), so techniques read them in O(1) instead of scanning the unit.
 */
public final class CandidateGrid {

    private final Shape shape;
    private final int n;
    private final byte[] values;
    private final long[] candidates;
    /** places[unit * n + value - 1]: bit k set when the unit's k-th cell has the candidate. */
    private final long[] places;
    /** The values placed in each unit, as a bit set. */
    private final long[] unitValues;
    private int blanks;
    /** Set when a change may have broken the state (a cell or a unit lost its last candidate). */
    private boolean suspect;
    /** The budget of the work on this grid (set by the explainer), which long searches count against; null: none. */
    private Budget.Meter meter;
    /** What techniques remember between their calls on this grid ({@link #memo}), by technique; not copied. */
    private java.util.IdentityHashMap<Object, Object> memos;

    private CandidateGrid(Shape shape, byte[] values, long[] candidates, long[] places, long[] unitValues,
                          int blanks) {
        this.shape = shape;
        this.n = shape.size();
        this.values = values;
        this.candidates = candidates;
        this.places = places;
        this.unitValues = unitValues;
        this.blanks = blanks;
    }

    /** The candidate grid of {@code puzzle}: givens placed, blanks with every value no given peer holds. */
    public static CandidateGrid of(Grid puzzle) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        byte[] values = new byte[shape.cellCount()];
        puzzle.copyTo(values);
        long[] candidates = new long[values.length];
        long[] places = new long[shape.unitCount() * n];
        long[] unitValues = new long[shape.unitCount()];
        int blanks = 0;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != 0) {
                for (int unit : ShapeTables.unitsOf(shape, cell)) {
                    unitValues[unit] |= 1L << (values[cell] - 1);
                }
            }
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                blanks++;
                int[] units = ShapeTables.unitsOf(shape, cell);
                candidates[cell] = shape.allValues()
                        & ~(unitValues[units[0]] | unitValues[units[1]] | unitValues[units[2]]);
            }
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            int[] cells = ShapeTables.unitCells(shape, unit);
            for (int k = 0; k < n; k++) {
                long c = candidates[cells[k]];
                while (c != 0) {
                    places[unit * n + Long.numberOfTrailingZeros(c)] |= 1L << k;
                    c &= c - 1;
                }
            }
        }
        CandidateGrid grid = new CandidateGrid(shape, values, candidates, places, unitValues, blanks);
        grid.suspect = true;
        return grid;
    }

    /** An independent copy. */
    public CandidateGrid copy() {
        CandidateGrid copy = new CandidateGrid(shape, values.clone(), candidates.clone(), places.clone(),
                unitValues.clone(), blanks);
        copy.suspect = suspect;
        copy.meter = meter;
        return copy;
    }

    /** The meter the work on this grid counts against, or null. */
    Budget.Meter meter() {
        return meter;
    }

    /** Makes the work on this grid count against {@code m} (null: none). */
    void meter(Budget.Meter m) {
        this.meter = m;
    }

    /**
     * What {@code owner} (a technique, or a class several techniques share) remembers between its calls on this grid, made by {@code make}
     * on first use. The grid changes between calls: what is kept there must say which state it holds
     * for (a technique compares it with the grid before using it). A {@link #copy()} starts with none.
     */
    @SuppressWarnings("unchecked")
    <T> T memo(Object owner, java.util.function.Supplier<T> make) {
        if (memos == null) {
            memos = new java.util.IdentityHashMap<>();
        }
        return (T) memos.computeIfAbsent(owner, o -> make.get());
    }

    /** The shape. */
    public Shape shape() {
        return shape;
    }

    /** N. */
    public int size() {
        return shape.size();
    }

    /** The value of {@code cell}, 0 when still blank. */
    public int value(int cell) {
        return values[cell];
    }

    /** Whether {@code cell} is blank. */
    public boolean isBlank(int cell) {
        return values[cell] == 0;
    }

    /** The candidates of a blank cell (bit v-1 for value v); 0 for a filled cell. */
    public long candidates(int cell) {
        return candidates[cell];
    }

    /** Whether {@code value} is a candidate of {@code cell}. */
    public boolean hasCandidate(int cell, int value) {
        return (candidates[cell] >>> (value - 1) & 1) != 0;
    }

    /** The number of candidates of {@code cell}. */
    public int candidateCount(int cell) {
        return Long.bitCount(candidates[cell]);
    }

    /**
     * Where {@code value} can still go in {@code unit}: bit {@code k} set when the unit's k-th cell
     * (in {@link Shape#unitCells(int)} order) is blank and has the candidate.
     */
    public long places(int unit, int value) {
        return places[unit * n + value - 1];
    }

    /** Whether {@code unit} already holds {@code value}. */
    public boolean unitHolds(int unit, int value) {
        return (unitValues[unit] >>> (value - 1) & 1) != 0;
    }

    /** The values placed in {@code unit}, as a bit set (bit v-1 for value v). */
    public long unitValues(int unit) {
        return unitValues[unit];
    }

    /**
     * The position of {@code cell} in {@code unit}'s cell list ({@link Shape#unitCells(int)}), the bit
     * that stands for it in {@link #places}; {@code cell} must be in {@code unit}.
     */
    public int indexInUnit(int cell, int unit) {
        if (unit < n) {
            return cell % n;
        }
        if (unit < 2 * n) {
            return cell / n;
        }
        return (cell / n % shape.boxRows()) * shape.boxColumns() + cell % n % shape.boxColumns();
    }

    /**
     * Places {@code value} in {@code cell}: the cell loses its candidates and every peer loses the
     * candidate {@code value}.
     */
    public void place(int cell, int value) {
        if (values[cell] == 0) {
            blanks--;
        }
        int bit = value - 1;
        for (int unit : ShapeTables.unitsOf(shape, cell)) {
            unitValues[unit] |= 1L << bit;
        }
        long c = candidates[cell];
        values[cell] = (byte) value;
        candidates[cell] = 0;
        while (c != 0) {
            dropPlace(cell, Long.numberOfTrailingZeros(c));
            c &= c - 1;
        }
        long mask = 1L << bit;
        for (int peer : ShapeTables.peers(shape, cell)) {
            if ((candidates[peer] & mask) != 0) {
                candidates[peer] &= ~mask;
                dropPlace(peer, bit);
                suspect |= candidates[peer] == 0;
            }
        }
    }

    /** Removes candidate {@code value} from {@code cell}; returns whether it was there. */
    public boolean eliminate(int cell, int value) {
        long bit = 1L << (value - 1);
        if ((candidates[cell] & bit) == 0) {
            return false;
        }
        candidates[cell] &= ~bit;
        dropPlace(cell, value - 1);
        suspect |= candidates[cell] == 0;
        return true;
    }

    /** Clears {@code cell}'s bit in the places of value {@code bit + 1} in its three units. */
    private void dropPlace(int cell, int bit) {
        int row = cell / n;
        int column = cell % n;
        int box = 2 * n + shape.box(cell);
        int inBox = (row % shape.boxRows()) * shape.boxColumns() + column % shape.boxColumns();
        long value = 1L << bit;
        // A unit that neither holds the value nor has a place left for it makes the state broken.
        if ((places[row * n + bit] &= ~(1L << column)) == 0 && (unitValues[row] & value) == 0) {
            suspect = true;
        }
        if ((places[(n + column) * n + bit] &= ~(1L << row)) == 0 && (unitValues[n + column] & value) == 0) {
            suspect = true;
        }
        if ((places[box * n + bit] &= ~(1L << inBox)) == 0 && (unitValues[box] & value) == 0) {
            suspect = true;
        }
    }

    /** Applies a step: its placements, then its eliminations. */
    public void apply(Step step) {
        for (Placement p : step.placements()) {
            place(p.cell(), p.value());
        }
        for (Elimination e : step.eliminations()) {
            eliminate(e.cell(), e.value());
        }
    }

    /** Whether every cell is filled. */
    public boolean isSolved() {
        return blanks == 0;
    }

    /** The number of blank cells. */
    public int blankCount() {
        return blanks;
    }

    /**
     * Whether the state is plainly broken: a blank cell without candidates, or a unit where a value
     * is neither placed nor possible anywhere.
     */
    public boolean isBroken() {
        if (!suspect) {
            return false;
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0 && candidates[cell] == 0) {
                return true;
            }
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            long held = unitValues[unit];
            for (int bit = 0; bit < n; bit++) {
                if ((held >>> bit & 1) == 0 && places[unit * n + bit] == 0) {
                    return true;
                }
            }
        }
        suspect = false; // checked clean: only a later change can break it
        return false;
    }

    /** The values as a grid (blanks as 0). */
    public Grid toGrid() {
        return Grid.of(shape, values);
    }

    /** The candidates as text, {@code .} separated cells with their digits, for debugging. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int cell = 0; cell < values.length; cell++) {
            if (cell > 0) {
                sb.append(cell % shape.size() == 0 ? '\n' : ' ');
            }
            if (values[cell] != 0) {
                sb.append('=').append(values[cell]);
            } else {
                long c = candidates[cell];
                while (c != 0) {
                    sb.append(Long.numberOfTrailingZeros(c) + 1);
                    c &= c - 1;
                    if (c != 0 && shape.size() > 9) {
                        sb.append(',');
                    }
                }
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CandidateGrid g && g.shape == shape && Arrays.equals(g.values, values)
                && Arrays.equals(g.candidates, candidates);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values) * 31 + Arrays.hashCode(candidates);
    }
}
