package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Hidden Pair, Triple or Quad: k values that, within one unit, can only go in the same k cells.
 * Those cells take those values, so they can hold nothing else. Difficulty 3.4 (pair), 4.0
 * (triple), 5.4 (quad), as in Sudoku Explainer.
 *
 * <p>Units in the order boxes, rows, columns; in each, value sets in increasing order. Works for
 * every shape (k stays 2 to 4 on large grids).
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
        int n = shape.size();
        int[] members = new int[n];
        int[] chosen = new int[size];
        for (int pass = 0; pass < 3; pass++) {
            int base = pass == 0 ? 2 * n : (pass - 1) * n;
            for (int unit = base; unit < base + n; unit++) {
                if (n - Long.bitCount(grid.unitValues(unit)) <= size) {
                    continue; // no cell outside the subset
                }
                int count = 0;
                for (int value = 1; value <= n; value++) {
                    int places = Long.bitCount(grid.places(unit, value));
                    if (places >= 2 && places <= size) {
                        members[count++] = value;
                    }
                }
                if (count < size) {
                    continue;
                }
                long positions = search(grid, unit, members, count, chosen, 0, 0, 0L);
                if (positions != 0) {
                    return Optional.of(step(grid, unit, chosen, positions));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Chooses values {@code depth..size-1} from {@code members[start..count)}; returns the positions
     * of the first hidden subset that eliminates something (its values left in {@code chosen}), or 0.
     */
    private long search(CandidateGrid grid, int unit, int[] members, int count, int[] chosen, int depth,
                        int start, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return 0;
            }
            long values = 0;
            for (int v : chosen) {
                values |= 1L << (v - 1);
            }
            int[] cells = grid.shape().unitCells(unit);
            for (long p = union; p != 0; p &= p - 1) {
                if ((grid.candidates(cells[Long.numberOfTrailingZeros(p)]) & ~values) != 0) {
                    return union;
                }
            }
            return 0;
        }
        for (int i = start; i <= count - (size - depth); i++) {
            long next = union | grid.places(unit, members[i]);
            if (Long.bitCount(next) > size) {
                continue;
            }
            chosen[depth] = members[i];
            long found = search(grid, unit, members, count, chosen, depth + 1, i + 1, next);
            if (found != 0) {
                return found;
            }
        }
        return 0;
    }

    private Step step(CandidateGrid grid, int unit, int[] chosen, long positions) {
        Shape shape = grid.shape();
        long values = 0;
        for (int v : chosen) {
            values |= 1L << (v - 1);
        }
        List<Integer> pattern = Bits.cellsAt(shape.unitCells(unit), positions);
        List<Elimination> eliminations = new ArrayList<>();
        for (int cell : pattern) {
            Bits.addEliminations(eliminations, cell, grid.candidates(cell) & ~values);
        }
        String where = shape.unitName(unit);
        return new Step(this, List.of(), eliminations, pattern, List.of(unit), where,
                "In " + where + ", " + Texts.values(values) + " can only go in " + Texts.cells(shape, pattern)
                        + ", so those cells hold nothing else: remove " + Texts.removals(shape, eliminations) + ".");
    }
}
