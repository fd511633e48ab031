package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * Locked Candidates, pointing: within a box, a value can only go in cells of one row (or one
 * column); whichever of them takes it, the rest of that row (column) cannot. Difficulty 2.6.
 *
 * <p>Boxes in order, values in increasing order, the row before the column. Works for every shape.
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
        Shape shape = grid.shape();
        int n = shape.size();
        int br = shape.boxRows();
        int bc = shape.boxColumns();
        for (int b = 0; b < n; b++) {
            int box = shape.boxUnit(b);
            int corner = shape.unitCells(box)[0];
            int row0 = shape.row(corner);
            int column0 = shape.column(corner);
            for (int value = 1; value <= n; value++) {
                long places = grid.places(box, value);
                if (Long.bitCount(places) < 2) {
                    continue;
                }
                int first = Long.numberOfTrailingZeros(places);
                int last = 63 - Long.numberOfLeadingZeros(places);
                if (first / bc == last / bc) {
                    int line = shape.rowUnit(row0 + first / bc);
                    long outside = grid.places(line, value) & ~(Bits.low(bc) << column0);
                    if (outside != 0) {
                        return Optional.of(step(grid, box, line, value, places, outside));
                    }
                }
                if (sameBoxColumn(places, bc)) {
                    int line = shape.columnUnit(column0 + first % bc);
                    long outside = grid.places(line, value) & ~(Bits.low(br) << row0);
                    if (outside != 0) {
                        return Optional.of(step(grid, box, line, value, places, outside));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Whether every position (index in the box) lies in the same column of the box. */
    static boolean sameBoxColumn(long places, int boxColumns) {
        int column = Long.numberOfTrailingZeros(places) % boxColumns;
        for (long p = places; p != 0; p &= p - 1) {
            if (Long.numberOfTrailingZeros(p) % boxColumns != column) {
                return false;
            }
        }
        return true;
    }

    private Step step(CandidateGrid grid, int box, int line, int value, long places, long outside) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(shape.unitCells(box), places);
        List<Integer> targets = Bits.cellsAt(shape.unitCells(line), outside);
        List<Elimination> eliminations = Bits.eliminations(targets, value);
        String boxName = shape.unitName(box);
        String lineName = shape.unitName(line);
        return new Step(this, List.of(), eliminations, pattern, List.of(box, line), boxName,
                "In " + boxName + ", " + value + " can only go in " + lineName + " (" + Texts.cells(shape, pattern)
                        + "), so " + value + " can be removed from the rest of " + lineName + ": "
                        + Texts.cells(shape, targets) + ".");
    }
}
