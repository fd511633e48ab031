package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * Direct Pointing or Direct Claiming, as Sudoku Explainer has them: a locked candidate (a value
 * confined to the cells where two units cross) that leaves the value one place in another unit of
 * the first kind, which takes it at once. Difficulty 1.7 when the value is confined within a box
 * (pointing), 1.9 within a row or column (claiming). The step places the value; the other
 * eliminations of the lock are left to the techniques that follow.
 */
final class DirectLockedCandidates implements Technique {

    private final boolean pointing;

    /** Direct Pointing when {@code pointing}, else Direct Claiming. */
    public DirectLockedCandidates(boolean pointing) {
        this.pointing = pointing;
    }

    @Override
    public String name() {
        return pointing ? "Direct Pointing" : "Direct Claiming";
    }

    @Override
    public double difficulty() {
        return pointing ? 1.7 : 1.9;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        Step[] found = new Step[1];
        Locking.search(grid, pointing ? Locking.POINTING : Locking.CLAIMING, (value, kind, index, from, to) -> {
            long inside = Units.positionsIn(shape, to, from);
            for (int i3 = 0; i3 < n; i3++) {
                int other = Locking.unit(shape, kind, i3);
                if (i3 == index || !Units.crosses(shape, other, to)) {
                    continue;
                }
                long places = grid.places(other, value);
                if (Long.bitCount(places) < 2) {
                    continue;
                }
                long left = places & ~Units.positionsIn(shape, to, other);
                if (Long.bitCount(left) == 1) {
                    int cell = ShapeTables.unitCells(shape, other)[Long.numberOfTrailingZeros(left)];
                    found[0] = step(grid, from, to, other, value, cell,
                            grid.places(from, value) & inside);
                    return true;
                }
            }
            return false;
        });
        return Optional.ofNullable(found[0]);
    }

    private Step step(CandidateGrid grid, int from, int to, int other, int value, int cell,
                      long places) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(ShapeTables.unitCells(shape, from), places);
        String fromName = shape.unitName(from);
        String toName = shape.unitName(to);
        String otherName = shape.unitName(other);
        return new Step(this, List.of(new Placement(cell, value)), List.of(), pattern,
                List.of(from, to, other), fromName,
                "In " + fromName + ", " + value + " can only go in " + toName + " ("
                        + Texts.cells(shape, pattern) + "), so it cannot go elsewhere in " + toName
                        + "; that leaves " + shape.cellName(cell) + " the only place for " + value + " in "
                        + otherName + ", so " + shape.cellName(cell) + " is " + value + ".");
    }
}
