package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * Direct Hidden Pair or Triple, as Sudoku Explainer has them: a hidden subset (k values confined to
 * k cells of a unit) that leaves another value one place in the unit, which takes it at once.
 * Difficulty 2.0 (pair) and 2.5 (triple). The step places the value; the subset's eliminations are
 * left to the techniques that follow.
 *
 * <p>Boxes, then columns, then rows, each with more than k blank cells; value sets in increasing
 * order of their bit masks; the first value the subset leaves alone. Works for every shape.
 */
final class DirectHiddenSubset implements Technique {

    private final int size;

    /**
     * The technique for subsets of {@code size} values.
     *
     * @throws IllegalArgumentException unless {@code size} is 2 or 3
     */
    public DirectHiddenSubset(int size) {
        if (size < 2 || size > 3) {
            throw new IllegalArgumentException("a direct hidden subset has 2 or 3 values, not " + size);
        }
        this.size = size;
    }

    @Override
    public String name() {
        return size == 2 ? "Direct Hidden Pair" : "Direct Hidden Triple";
    }

    @Override
    public double difficulty() {
        return size == 2 ? 2.0 : 2.5;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int[] values = new int[n];
        for (int unit : Units.boxesColumnsRows(shape)) {
            if (Units.blanks(grid, unit) <= size) {
                continue;
            }
            int count = HiddenSubset.members(grid, unit, size, values);
            if (count < size) {
                continue;
            }
            int[] chosen = Units.firstCombination(size);
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
                for (int value = 1; value <= n; value++) {
                    if ((set >>> (value - 1) & 1) != 0) {
                        continue;
                    }
                    long places = grid.places(unit, value);
                    if (Long.bitCount(places) > 1 && Long.bitCount(places & ~positions) == 1) {
                        int cell = ShapeTables.unitCells(shape, unit)[Long.numberOfTrailingZeros(places & ~positions)];
                        return Optional.of(step(grid, unit, positions, set, cell, value));
                    }
                }
            } while (Units.nextCombination(chosen, count));
        }
        return Optional.empty();
    }

    private Step step(CandidateGrid grid, int unit, long positions, long set, int cell, int value) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(ShapeTables.unitCells(shape, unit), positions);
        String where = shape.unitName(unit);
        return new Step(this, List.of(new Placement(cell, value)), List.of(), pattern, List.of(unit), where,
                "In " + where + ", " + Texts.values(set) + " can only go in " + Texts.cells(shape, pattern)
                        + ", so " + value + " cannot go there; that leaves " + shape.cellName(cell)
                        + " the only place for " + value + ", so " + shape.cellName(cell) + " is " + value + ".");
    }
}
