package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Locked Candidates, pointing: within a box, a value can only go in cells of one column (or one
 * row); whichever of them takes it, the rest of that line cannot. Difficulty 2.6.
 *
 * <p>As Sudoku Explainer searches: columns before rows, then values in increasing order, then
 * boxes. Works for every shape.
 */
final class LockedPointing implements Technique {

    @Override
    public String name() {
        return "Locked Candidates (Pointing)";
    }

    @Override
    public double difficulty() {
        return 2.6;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        return find(this, grid, Locking.POINTING);
    }

    /** The first lock of {@code pairs} that eliminates something, as a step of {@code technique}. */
    static Optional<Step> find(Technique technique, CandidateGrid grid, int[][] pairs) {
        Shape shape = grid.shape();
        Step[] found = new Step[1];
        Locking.search(grid, pairs, (value, kind, index, from, to) -> {
            long outside = grid.places(to, value) & ~Units.positionsIn(shape, from, to);
            if (outside == 0) {
                return false;
            }
            found[0] = step(technique, grid, from, to, value, outside);
            return true;
        });
        return Optional.ofNullable(found[0]);
    }

    private static Step step(Technique technique, CandidateGrid grid, int from, int to, int value, long outside) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(ShapeTables.unitCells(shape, from), grid.places(from, value));
        List<Integer> targets = Bits.cellsAt(ShapeTables.unitCells(shape, to), outside);
        String fromName = shape.unitName(from);
        String toName = shape.unitName(to);
        return new Step(technique, List.of(), Bits.eliminations(targets, value), pattern,
                new ArrayList<>(List.of(from, to)), fromName,
                "In " + fromName + ", " + value + " can only go in " + toName + " (" + Texts.cells(shape, pattern)
                        + "), so " + value + " can be removed from the rest of " + toName + ": "
                        + Texts.cells(shape, targets) + ".");
    }
}
