package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Naked Pair, Triple or Quad: k cells of one unit whose candidates, together, are only k values.
 * Those cells take those k values between them, so no other cell of the unit can hold any of them.
 * Difficulty 3.0 (pair), 3.6 (triple), 5.0 (quad), as in Sudoku Explainer.
 *
 * <p>As Sudoku Explainer searches: boxes, then columns, then rows, each with at least 2k blank
 * cells; in each, sets of cells (each with 2 to k candidates) in increasing order of their bit masks.
 * Works for every shape (k stays 2 to 4 on large grids).
 */
final class NakedSubset implements Technique {

    private static final String[] NAMES = {"Naked Pair", "Naked Triple", "Naked Quad"};
    private static final double[] DIFFICULTIES = {3.0, 3.6, 5.0};

    private final int size;

    /**
     * The technique for subsets of {@code size} cells.
     *
     * @throws IllegalArgumentException unless {@code size} is 2, 3 or 4
     */
    public NakedSubset(int size) {
        if (size < 2 || size > 4) {
            throw new IllegalArgumentException("a naked subset has 2 to 4 cells, not " + size);
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
        int n = shape.size();
        int[] members = new int[n];
        for (int unit : Units.boxesColumnsRows(shape)) {
            if (Units.blanks(grid, unit) < 2 * size) {
                continue;
            }
            int[] cells = ShapeTables.unitCells(shape, unit);
            int count = 0;
            for (int k = 0; k < n; k++) {
                int c = Long.bitCount(grid.candidates(cells[k]));
                if (c >= 2 && c <= size) {
                    members[count++] = k;
                }
            }
            if (count < size) {
                continue;
            }
            int[] chosen = Units.firstCombination(size);
            do {
                long union = 0;
                long positions = 0;
                for (int i : chosen) {
                    union |= grid.candidates(cells[members[i]]);
                    positions |= 1L << members[i];
                }
                if (Long.bitCount(union) != size) {
                    continue;
                }
                List<Elimination> eliminations = new ArrayList<>();
                for (int k = 0; k < n; k++) {
                    if ((positions >>> k & 1) == 0) {
                        Bits.addEliminations(eliminations, cells[k], grid.candidates(cells[k]) & union);
                    }
                }
                if (!eliminations.isEmpty()) {
                    return Optional.of(step(grid, unit, positions, union, eliminations));
                }
            } while (Units.nextCombination(chosen, count));
        }
        return Optional.empty();
    }

    private Step step(CandidateGrid grid, int unit, long positions, long values, List<Elimination> eliminations) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(ShapeTables.unitCells(shape, unit), positions);
        String where = shape.unitName(unit);
        return new Step(this, List.of(), eliminations, pattern, List.of(unit), where,
                "In " + where + ", " + Texts.cells(shape, pattern) + " can only hold " + Texts.values(values)
                        + ", so no other cell of " + where + " can: remove " + Texts.removals(shape, eliminations)
                        + ".");
    }
}
