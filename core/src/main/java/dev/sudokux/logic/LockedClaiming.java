package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * Locked Candidates, claiming (box-line reduction): within a row or column, a value can only go in
 * cells of one box; whichever of them takes it, the rest of that box cannot. Difficulty 2.8.
 *
 * <p>Rows, then columns, values in increasing order. Works for every shape.
 */
final class LockedClaiming implements Technique {

    @Override
    public String name() {
        return "Locked Candidates (Claiming)";
    }

    @Override
    public double difficulty() {
        return 2.8;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int br = shape.boxRows();
        int bc = shape.boxColumns();
        for (int line = 0; line < 2 * n; line++) {
            boolean row = line < n;
            int span = row ? bc : br; // cells of the line within one box
            for (int value = 1; value <= n; value++) {
                long places = grid.places(line, value);
                if (Long.bitCount(places) < 2) {
                    continue;
                }
                int first = Long.numberOfTrailingZeros(places);
                int last = 63 - Long.numberOfLeadingZeros(places);
                if (first / span != last / span) {
                    continue;
                }
                int anyCell = shape.unitCells(line)[first];
                int box = shape.boxUnit(shape.box(anyCell));
                long inLine = row ? Bits.low(bc) << (shape.row(anyCell) % br * bc)
                        : boxColumnMask(shape.column(anyCell) % bc, br, bc);
                long outside = grid.places(box, value) & ~inLine;
                if (outside != 0) {
                    return Optional.of(step(grid, line, box, value, places, outside));
                }
            }
        }
        return Optional.empty();
    }

    /** The positions (indexes in the box) of column {@code column} of a box. */
    static long boxColumnMask(int column, int boxRows, int boxColumns) {
        long mask = 0;
        for (int r = 0; r < boxRows; r++) {
            mask |= 1L << (r * boxColumns + column);
        }
        return mask;
    }

    private Step step(CandidateGrid grid, int line, int box, int value, long places, long outside) {
        Shape shape = grid.shape();
        List<Integer> pattern = Bits.cellsAt(shape.unitCells(line), places);
        List<Integer> targets = Bits.cellsAt(shape.unitCells(box), outside);
        List<Elimination> eliminations = Bits.eliminations(targets, value);
        String lineName = shape.unitName(line);
        String boxName = shape.unitName(box);
        return new Step(this, List.of(), eliminations, pattern, List.of(line, box), lineName,
                "In " + lineName + ", " + value + " can only go in " + boxName + " (" + Texts.cells(shape, pattern)
                        + "), so " + value + " can be removed from the rest of " + boxName + ": "
                        + Texts.cells(shape, targets) + ".");
    }
}
