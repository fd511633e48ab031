package dev.sudokux.logic;

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
 */
public final class CandidateGrid {

    private final Shape shape;
    private final byte[] values;
    private final long[] candidates;

    private CandidateGrid(Shape shape, byte[] values, long[] candidates) {
        this.shape = shape;
        this.values = values;
        this.candidates = candidates;
    }

    /** The candidate grid of {@code puzzle}: givens placed, blanks with every value no given peer holds. */
    public static CandidateGrid of(Grid puzzle) {
        Shape shape = puzzle.shape();
        byte[] values = new byte[shape.cellCount()];
        puzzle.copyTo(values);
        long[] candidates = new long[values.length];
        for (int cell = 0; cell < values.length; cell++) {
            candidates[cell] = values[cell] == 0 ? puzzle.candidates(cell) : 0;
        }
        return new CandidateGrid(shape, values, candidates);
    }

    /** An independent copy. */
    public CandidateGrid copy() {
        return new CandidateGrid(shape, values.clone(), candidates.clone());
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
        int[] cells = shape.unitCells(unit);
        long bit = 1L << (value - 1);
        long places = 0;
        for (int k = 0; k < cells.length; k++) {
            if ((candidates[cells[k]] & bit) != 0) {
                places |= 1L << k;
            }
        }
        return places;
    }

    /** Whether {@code unit} already holds {@code value}. */
    public boolean unitHolds(int unit, int value) {
        for (int cell : shape.unitCells(unit)) {
            if (values[cell] == value) {
                return true;
            }
        }
        return false;
    }

    /**
     * Places {@code value} in {@code cell}: the cell loses its candidates and every peer loses the
     * candidate {@code value}.
     */
    public void place(int cell, int value) {
        values[cell] = (byte) value;
        candidates[cell] = 0;
        long clear = ~(1L << (value - 1));
        for (int peer : shape.peers(cell)) {
            candidates[peer] &= clear;
        }
    }

    /** Removes candidate {@code value} from {@code cell}; returns whether it was there. */
    public boolean eliminate(int cell, int value) {
        long bit = 1L << (value - 1);
        boolean had = (candidates[cell] & bit) != 0;
        candidates[cell] &= ~bit;
        return had;
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
        for (byte v : values) {
            if (v == 0) {
                return false;
            }
        }
        return true;
    }

    /** The number of blank cells. */
    public int blankCount() {
        int n = 0;
        for (byte v : values) {
            if (v == 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether the state is plainly broken: a blank cell without candidates, or a unit where a value
     * is neither placed nor possible anywhere.
     */
    public boolean isBroken() {
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0 && candidates[cell] == 0) {
                return true;
            }
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            long seen = 0;
            for (int cell : shape.unitCells(unit)) {
                seen |= values[cell] != 0 ? 1L << (values[cell] - 1) : candidates[cell];
            }
            if (seen != shape.allValues()) {
                return true;
            }
        }
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
