package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Naked Pair, Triple or Quad: k cells of one unit whose candidates, together, are only k values.
 * Those cells take those k values between them, so no other cell of the unit can hold any of them.
 * Difficulty 3.0 (pair), 3.6 (triple), 5.0 (quad), as in Sudoku Explainer.
 *
 * <p>Units in the order boxes, rows, columns; in each, cell sets in increasing order of their cells.
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
        int[] chosen = new int[size];
        for (int pass = 0; pass < 3; pass++) {
            int base = pass == 0 ? 2 * n : (pass - 1) * n;
            for (int unit = base; unit < base + n; unit++) {
                int[] cells = shape.unitCells(unit);
                int count = 0;
                int blanks = 0;
                for (int k = 0; k < n; k++) {
                    int c = Long.bitCount(grid.candidates(cells[k]));
                    if (c > 0) {
                        blanks++;
                        if (c <= size) {
                            members[count++] = k;
                        }
                    }
                }
                if (count < size || blanks <= size) {
                    continue;
                }
                long values = search(grid, unit, cells, members, count, chosen, 0, 0, 0L);
                if (values != 0) {
                    return Optional.of(step(grid, unit, chosen, values));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Chooses cells {@code depth..size-1} from {@code members[start..count)}; returns the values of
     * the first naked subset that eliminates something (its cells' positions left in {@code chosen}),
     * or 0.
     */
    private long search(CandidateGrid grid, int unit, int[] cells, int[] members, int count, int[] chosen,
                        int depth, int start, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return 0;
            }
            long chosenPositions = 0;
            for (int k : chosen) {
                chosenPositions |= 1L << k;
            }
            for (long v = union; v != 0; v &= v - 1) {
                if ((grid.places(unit, Long.numberOfTrailingZeros(v) + 1) & ~chosenPositions) != 0) {
                    return union;
                }
            }
            return 0;
        }
        for (int i = start; i <= count - (size - depth); i++) {
            long next = union | grid.candidates(cells[members[i]]);
            if (Long.bitCount(next) > size) {
                continue;
            }
            chosen[depth] = members[i];
            long found = search(grid, unit, cells, members, count, chosen, depth + 1, i + 1, next);
            if (found != 0) {
                return found;
            }
        }
        return 0;
    }

    private Step step(CandidateGrid grid, int unit, int[] chosen, long values) {
        Shape shape = grid.shape();
        int[] cells = shape.unitCells(unit);
        List<Integer> pattern = new ArrayList<>(size);
        long chosenPositions = 0;
        for (int k : chosen) {
            pattern.add(cells[k]);
            chosenPositions |= 1L << k;
        }
        List<Elimination> eliminations = new ArrayList<>();
        for (int k = 0; k < cells.length; k++) {
            if ((chosenPositions >>> k & 1) == 0) {
                Bits.addEliminations(eliminations, cells[k], grid.candidates(cells[k]) & values);
            }
        }
        String where = shape.unitName(unit);
        return new Step(this, List.of(), eliminations, pattern, List.of(unit), where,
                "In " + where + ", " + Texts.cells(shape, pattern) + " can only hold " + Texts.values(values)
                        + ", so no other cell of " + where + " can: remove " + Texts.removals(shape, eliminations)
                        + ".");
    }
}
