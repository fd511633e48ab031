package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Empty Rectangle: in a box, a value can only go in one row r and one column c of the box (a cross;
 * the rest of the box is empty of it). Take a column outside the box's stack where the value has two
 * places, one in row r, the other in a row q outside the box's band. If the cell at row q and column
 * c were the value, the column's other place (in row r) would be too, and the box could hold the
 * value neither in row r nor in column c. So that cell is not the value. The same with rows and
 * columns exchanged. Difficulty 4.3, as Sukaku Explainer rates it (Sudoku Explainer 1.2.1 has no such
 * rule). Works for every shape.
 *
 * <p>Values, then boxes, then crosses (row, column) in increasing order; columns before rows.
 */
final class EmptyRectangle implements Technique {

    @Override
    public String name() {
        return "Empty Rectangle";
    }

    @Override
    public double difficulty() {
        return 4.3;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int br = shape.boxRows();
        int bc = shape.boxColumns();
        for (int value = 1; value <= n; value++) {
            for (int b = 0; b < n; b++) {
                int box = shape.boxUnit(b);
                long places = grid.places(box, value);
                if (Long.bitCount(places) < 2) {
                    continue;
                }
                int corner = shape.unitCells(box)[0];
                int row0 = shape.row(corner);
                int column0 = shape.column(corner);
                for (int i = 0; i < br; i++) {
                    long rowMask = Bits.low(bc) << (i * bc);
                    for (int j = 0; j < bc; j++) {
                        long columnMask = LockedClaiming.boxColumnMask(j, br, bc);
                        if ((places & ~(rowMask | columnMask)) != 0 || (places & ~rowMask) == 0
                                || (places & ~columnMask) == 0) {
                            continue; // not a cross, or all in one line (pointing)
                        }
                        int r = row0 + i;
                        int c = column0 + j;
                        Step step = viaColumns(grid, value, box, r, c, row0, column0);
                        if (step == null) {
                            step = viaRows(grid, value, box, r, c, row0, column0);
                        }
                        if (step != null) {
                            return Optional.of(step);
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** A column outside the box's stack with two places: in row r and in row q outside the band. */
    private Step viaColumns(CandidateGrid grid, int value, int box, int r, int c, int row0, int column0) {
        Shape shape = grid.shape();
        int n = shape.size();
        for (int c2 = 0; c2 < n; c2++) {
            if (c2 >= column0 && c2 < column0 + shape.boxColumns()) {
                continue;
            }
            long places = grid.places(shape.columnUnit(c2), value); // bits are rows
            if (Long.bitCount(places) != 2 || (places >>> r & 1) == 0) {
                continue;
            }
            int q = Long.numberOfTrailingZeros(places & ~(1L << r));
            if (q >= row0 && q < row0 + shape.boxRows()) {
                continue;
            }
            int target = shape.cell(q, c);
            if (grid.hasCandidate(target, value)) {
                return step(grid, value, box, shape.cell(r, c2), shape.cell(q, c2), shape.columnUnit(c2), target);
            }
        }
        return null;
    }

    /** A row outside the box's band with two places: in column c and in column q outside the stack. */
    private Step viaRows(CandidateGrid grid, int value, int box, int r, int c, int row0, int column0) {
        Shape shape = grid.shape();
        int n = shape.size();
        for (int r2 = 0; r2 < n; r2++) {
            if (r2 >= row0 && r2 < row0 + shape.boxRows()) {
                continue;
            }
            long places = grid.places(shape.rowUnit(r2), value); // bits are columns
            if (Long.bitCount(places) != 2 || (places >>> c & 1) == 0) {
                continue;
            }
            int q = Long.numberOfTrailingZeros(places & ~(1L << c));
            if (q >= column0 && q < column0 + shape.boxColumns()) {
                continue;
            }
            int target = shape.cell(r, q);
            if (grid.hasCandidate(target, value)) {
                return step(grid, value, box, shape.cell(r2, c), shape.cell(r2, q), shape.rowUnit(r2), target);
            }
        }
        return null;
    }

    /**
     * The step: {@code near} is the strong link's end on the box's line, {@code far} the other end,
     * {@code target} the cell that loses the value.
     */
    private Step step(CandidateGrid grid, int value, int box, int near, int far, int link, int target) {
        Shape shape = grid.shape();
        String boxName = shape.unitName(box);
        String linkName = shape.unitName(link);
        String t = shape.cellName(target);
        List<Integer> pattern = new ArrayList<>(Bits.cellsAt(shape.unitCells(box), grid.places(box, value)));
        pattern.add(near);
        pattern.add(far);
        return new Step(this, List.of(), List.of(new Elimination(target, value)), pattern, List.of(box, link), boxName,
                "In " + boxName + ", " + value + " can only go in one row and one column (an empty rectangle); in "
                        + linkName + ", only in " + shape.cellName(near) + " or " + shape.cellName(far) + ". If " + t
                        + " were " + value + ", " + shape.cellName(near) + " would be too and " + boxName
                        + " would have no place left for " + value + ", so remove " + value + " from " + t + ".");
    }
}
