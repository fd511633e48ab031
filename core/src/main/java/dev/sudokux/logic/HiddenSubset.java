package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Hidden Pair, Triple or Quad: k values that, within one unit, can only go in the same k cells.
 * Those cells take those values, so they can hold nothing else. Difficulty 3.4 (pair), 4.0
 * (triple), 5.4 (quad), as in Sudoku Explainer.
 *
 * <p>As Sudoku Explainer searches: boxes, then columns, then rows, each with more than 2k blank
 * cells (with fewer, the naked subset of the other cells says the same); in each, sets of values
 * (each with 2 to k places) in increasing order of their bit masks. Works for every shape (k stays 2
 * to 4 on large grids).
 */
final class HiddenSubset implements Technique {

    private static final String[] NAMES = {"Hidden Pair", "Hidden Triple", "Hidden Quad"};
    private static final double[] DIFFICULTIES = {3.4, 4.0, 5.4};

    private final int size;

    /**
     * The technique for subsets of {@code size} values.
     *
     * @throws IllegalArgumentException unless {@code size} is 2, 3 or 4
     */
    public HiddenSubset(int size) {
        if (size < 2 || size > 4) {
            throw new IllegalArgumentException("a hidden subset has 2 to 4 values, not " + size);
        }
        this.size = size;
    }

    @Override
    public String name() {
        return NAMES[size - 2];
    }

    @Override
    public double difficulty() {
        return DIFFICULTIES[size - 2];
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int[] values = new int[shape.size()];
        for (int unit : Units.boxesColumnsRows(shape)) {
            if (Units.blanks(grid, unit) <= 2 * size) {
                continue;
            }
            int count = members(grid, unit, size, values);
            if (count < size) {
                continue;
            }
            int[] chosen = Units.firstCombination(size);
            int[] cells = ShapeTables.unitCells(shape, unit);
            do {
                long set = 0;
                long positions = 0;
                for (int i : chosen) {
                    set |= 1L << (values[i] - 1);
                    positions |= grid.places(unit, values[i]);
                }
                if (Long.bitCount(positions) != size) {
                    continue;
                }
                List<Elimination> eliminations = new ArrayList<>();
                for (long p = positions; p != 0; p &= p - 1) {
                    int cell = cells[Long.numberOfTrailingZeros(p)];
                    Bits.addEliminations(eliminations, cell, grid.candidates(cell) & ~set);
                }
                if (!eliminations.isEmpty()) {
                    return Optional.of(step(grid, unit, positions, set, eliminations));
                }
            } while (Units.nextCombination(chosen, count));
        }
        return Optional.empty();
    }

    /** The values (in increasing order) with 2 to {@code max} places in {@code unit}; returns how many. */
    static int members(CandidateGrid grid, int unit, int max, int[] values) {
        int count = 0;
        for (int value = 1; value <= grid.size(); value++) {
            int places = Long.bitCount(grid.places(unit, value));
            if (places >= 2 && places <= max) {
                values[count++] = value;
            }
        }
        return count;
    }

    private Step step(CandidateGrid grid, int unit, long positions, long set, List<Elimination> eliminations) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(ShapeTables.unitCells(shape, unit), positions);
        String where = shape.unitName(unit);
        return new Step(this, List.of(), eliminations, pattern, List.of(unit), where,
                "In " + where + ", " + Texts.values(set) + " can only go in " + Texts.cells(shape, pattern)
                        + ", so those cells hold nothing else: remove " + Texts.removals(shape, eliminations) + ".");
    }
}
