package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Basic fish of size k: X-Wing (2), Swordfish (3), Jellyfish (4). In k columns (the base), a value
 * can only go in the same k rows (the cover); the k placements of the value in those columns then
 * fill those rows, so the value can be removed from the rest of the cover rows. The same with rows
 * and columns exchanged. Difficulty 3.2, 3.8, 5.2, as in Sudoku Explainer.
 *
 * <p>As Sudoku Explainer searches: columns as the base first, then rows; sets of base lines in
 * increasing order of their bit masks, then values in increasing order (a value placed more than
 * N - 2k times is skipped). Works for every shape (k stays 2 to 4 on large grids).
 */
final class Fish implements Technique {

    private static final String[] NAMES = {"X-Wing", "Swordfish", "Jellyfish"};
    private static final double[] DIFFICULTIES = {3.2, 3.8, 5.2};

    private final int size;

    /**
     * The fish of {@code size} lines.
     *
     * @throws IllegalArgumentException unless {@code size} is 2, 3 or 4
     */
    public Fish(int size) {
        if (size < 2 || size > 4) {
            throw new IllegalArgumentException("a basic fish has 2 to 4 lines, not " + size);
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
        for (int orientation = 0; orientation < 2; orientation++) {
            int baseStart = orientation == 0 ? n : 0;
            int coverStart = orientation == 0 ? 0 : n;
            long bestBase = 0;
            int bestValue = 0;
            long bestCover = 0;
            for (int value = 1; value <= n; value++) {
                if (placed(grid, value) + 2 * size > n) {
                    continue;
                }
                int count = 0;
                for (int line = 0; line < n; line++) {
                    int places = Long.bitCount(grid.places(baseStart + line, value));
                    if (places >= 2 && places <= size) {
                        members[count++] = line;
                    }
                }
                if (count < size) {
                    continue;
                }
                int[] chosen = Units.firstCombination(size);
                do {
                    long base = 0;
                    long cover = 0;
                    for (int i : chosen) {
                        base |= 1L << members[i];
                        cover |= grid.places(baseStart + members[i], value);
                    }
                    if (bestBase != 0 && Long.compareUnsigned(base, bestBase) >= 0) {
                        break; // a set of lines found earlier in the search order wins
                    }
                    if (Long.bitCount(cover) == size && eliminates(grid, value, coverStart, cover, base)) {
                        bestBase = base;
                        bestValue = value;
                        bestCover = cover;
                        break;
                    }
                } while (Units.nextCombination(chosen, count));
            }
            if (bestBase != 0) {
                return Optional.of(step(grid, bestValue, baseStart, coverStart, bestBase, bestCover));
            }
        }
        return Optional.empty();
    }

    /** How many cells hold {@code value}. */
    private static int placed(CandidateGrid grid, int value) {
        int count = 0;
        for (int row = 0; row < grid.size(); row++) {
            count += (int) (grid.unitValues(row) >>> (value - 1) & 1);
        }
        return count;
    }

    private static boolean eliminates(CandidateGrid grid, int value, int coverStart, long cover, long base) {
        for (long c = cover; c != 0; c &= c - 1) {
            if ((grid.places(coverStart + Long.numberOfTrailingZeros(c), value) & ~base) != 0) {
                return true;
            }
        }
        return false;
    }

    private Step step(CandidateGrid grid, int value, int baseStart, int coverStart, long base, long cover) {
        Shape shape = grid.shape();
        List<Integer> baseUnits = new ArrayList<>(size);
        List<Integer> coverUnits = new ArrayList<>(size);
        List<Integer> pattern = new ArrayList<>();
        for (long b = base; b != 0; b &= b - 1) {
            int unit = baseStart + Long.numberOfTrailingZeros(b);
            baseUnits.add(unit);
            pattern.addAll(Bits.cellsAt(ShapeTables.unitCells(shape, unit), grid.places(unit, value)));
        }
        List<Integer> targets = new ArrayList<>();
        for (long c = cover; c != 0; c &= c - 1) {
            int unit = coverStart + Long.numberOfTrailingZeros(c);
            coverUnits.add(unit);
            targets.addAll(Bits.cellsAt(ShapeTables.unitCells(shape, unit), grid.places(unit, value) & ~base));
        }
        targets.sort(null);
        List<Integer> units = new ArrayList<>(baseUnits);
        units.addAll(coverUnits);
        String baseName = Texts.units(shape, baseUnits);
        String coverName = Texts.units(shape, coverUnits);
        return new Step(this, List.of(), Bits.eliminations(targets, value), pattern, units,
                baseName,
                "In " + baseName + ", " + value + " can only go in " + coverName + ", so " + value
                        + " can be removed from the rest of " + coverName + ": " + Texts.cells(shape, targets) + ".");
    }
}
