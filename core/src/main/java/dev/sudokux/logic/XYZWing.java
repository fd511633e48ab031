package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * XYZ-Wing: a pivot cell with candidates {x, y, z} sees a wing {x, z} and a wing {y, z}. Whichever
 * value the pivot takes, one of the three cells is z, so z can be removed from every cell that sees
 * all three. Difficulty 4.4, as in Sudoku Explainer.
 *
 * <p>As Sudoku Explainer searches: pivots in cell order, then the first wing among the pivot's peers
 * in cell order, then the second. Works for every shape.
 */
final class XYZWing implements Technique {

    @Override
    public String name() {
        return "XYZ-Wing";
    }

    @Override
    public double difficulty() {
        return 4.4;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        for (int pivot = 0; pivot < shape.cellCount(); pivot++) {
            long xyz = grid.candidates(pivot);
            if (Long.bitCount(xyz) != 3) {
                continue;
            }
            for (int wing1 : ShapeTables.peers(shape, pivot)) {
                long xz = grid.candidates(wing1);
                if (Long.bitCount(xz) != 2 || Long.bitCount(xyz & ~xz) != 1) {
                    continue;
                }
                for (int wing2 : ShapeTables.peers(shape, pivot)) {
                    long yz = grid.candidates(wing2);
                    if (Long.bitCount(yz) != 2 || Long.bitCount(xyz | xz | yz) != 3
                            || Long.bitCount(xyz & xz & yz) != 1) {
                        continue;
                    }
                    int z = Long.numberOfTrailingZeros(xz & yz) + 1;
                    List<Integer> targets = XYWing.targets(grid, z, pivot, wing1, wing2, true);
                    if (!targets.isEmpty()) {
                        return Optional.of(step(grid, pivot, wing1, wing2, z, targets));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Step step(CandidateGrid grid, int pivot, int wing1, int wing2, int value, List<Integer> targets) {
        Shape shape = grid.shape();
        String p = shape.cellName(pivot);
        String w1 = shape.cellName(wing1);
        String w2 = shape.cellName(wing2);
        return new Step(this, List.of(), Bits.eliminations(targets, value), List.of(pivot, wing1, wing2), List.of(),
                p, p + " is " + Texts.alternatives(grid.candidates(pivot)) + ", " + w1 + " is "
                        + Texts.alternatives(grid.candidates(wing1)) + " and " + w2 + " is "
                        + Texts.alternatives(grid.candidates(wing2)) + ": whichever value " + p + " takes, one of the three is "
                        + value + ", so a cell that sees all three cannot be " + value + ": remove " + value + " from "
                        + Texts.cells(shape, targets) + ".");
    }
}
