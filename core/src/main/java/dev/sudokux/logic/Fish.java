package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Basic fish of size k: X-Wing (2), Swordfish (3), Jellyfish (4). In k rows (the base), a value
 * can only go in the same k columns (the cover); the k placements of the value in those rows then
 * fill those columns, so the value can be removed from the rest of the cover columns. The same
 * with rows and columns exchanged. Difficulty 3.2, 3.8, 5.2, as in Sudoku Explainer.
 *
 * <p>Rows as the base first, then columns; values in increasing order; base sets in increasing
 * order. Works for every shape (k stays 2 to 4 on large grids).
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
        int[] chosen = new int[size];
        for (int orientation = 0; orientation < 2; orientation++) {
            int baseStart = orientation == 0 ? 0 : n;
            int coverStart = orientation == 0 ? n : 0;
            for (int value = 1; value <= n; value++) {
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
                long cover = search(grid, value, baseStart, coverStart, members, count, chosen, 0, 0, 0L);
                if (cover != 0) {
                    return Optional.of(step(grid, value, baseStart, coverStart, chosen, cover));
                }
            }
        }
        return Optional.empty();
    }

    private long search(CandidateGrid grid, int value, int baseStart, int coverStart, int[] members, int count,
                        int[] chosen, int depth, int start, long union) {
        if (depth == size) {
            if (Long.bitCount(union) != size) {
                return 0;
            }
            long base = 0;
            for (int line : chosen) {
                base |= 1L << line;
            }
            for (long c = union; c != 0; c &= c - 1) {
                if ((grid.places(coverStart + Long.numberOfTrailingZeros(c), value) & ~base) != 0) {
                    return union;
                }
            }
            return 0;
        }
        for (int i = start; i <= count - (size - depth); i++) {
            long next = union | grid.places(baseStart + members[i], value);
            if (Long.bitCount(next) > size) {
                continue;
            }
            chosen[depth] = members[i];
            long found = search(grid, value, baseStart, coverStart, members, count, chosen, depth + 1, i + 1, next);
            if (found != 0) {
                return found;
            }
        }
        return 0;
    }

    private Step step(CandidateGrid grid, int value, int baseStart, int coverStart, int[] chosen, long cover) {
        Shape shape = grid.shape();
        List<Integer> baseUnits = new ArrayList<>(size);
        List<Integer> coverUnits = new ArrayList<>(size);
        List<Integer> pattern = new ArrayList<>();
        long base = 0;
        for (int line : chosen) {
            baseUnits.add(baseStart + line);
            base |= 1L << line;
            pattern.addAll(Bits.cellsAt(shape.unitCells(baseStart + line), grid.places(baseStart + line, value)));
        }
        List<Integer> targets = new ArrayList<>();
        for (long c = cover; c != 0; c &= c - 1) {
            int unit = coverStart + Long.numberOfTrailingZeros(c);
            coverUnits.add(unit);
            targets.addAll(Bits.cellsAt(shape.unitCells(unit), grid.places(unit, value) & ~base));
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
