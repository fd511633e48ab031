package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * XY-Wing (Y-Wing): a pivot cell with candidates x and y sees two wing cells, one with x and z,
 * the other with y and z. Whichever value the pivot takes, one wing is z, so z can be removed from
 * every cell that sees both wings. Difficulty 4.2, as in Sudoku Explainer.
 *
 * <p>Pivots in cell order, wings in the pivot's peer order. Works for every shape.
 */
final class XYWing implements Technique {

    @Override
    public String name() {
        return "XY-Wing";
    }

    @Override
    public double difficulty() {
        return 4.2;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        for (int pivot = 0; pivot < shape.cellCount(); pivot++) {
            long xy = grid.candidates(pivot);
            if (Long.bitCount(xy) != 2) {
                continue;
            }
            int[] peers = shape.peers(pivot);
            for (int wing1 : peers) {
                long xz = grid.candidates(wing1);
                if (Long.bitCount(xz) != 2 || Long.bitCount(xz & xy) != 1) {
                    continue;
                }
                long z = xz & ~xy;
                long yz = (xy & ~xz) | z;
                for (int wing2 : peers) {
                    if (wing2 == wing1 || grid.candidates(wing2) != yz) {
                        continue;
                    }
                    int value = Long.numberOfTrailingZeros(z) + 1;
                    if (anyTarget(grid, wing1, wing2, pivot, value)) {
                        return Optional.of(step(grid, pivot, wing1, wing2, value));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean anyTarget(CandidateGrid grid, int wing1, int wing2, int pivot, int value) {
        Shape shape = grid.shape();
        for (int cell : shape.peers(wing1)) {
            if (cell != pivot && grid.hasCandidate(cell, value) && Peers.sees(shape, cell, wing2)) {
                return true;
            }
        }
        return false;
    }

    private Step step(CandidateGrid grid, int pivot, int wing1, int wing2, int value) {
        Shape shape = grid.shape();
        List<Integer> targets = new ArrayList<>();
        for (int cell : shape.peers(wing1)) {
            if (cell != pivot && grid.hasCandidate(cell, value) && Peers.sees(shape, cell, wing2)) {
                targets.add(cell);
            }
        }
        long xy = grid.candidates(pivot);
        int x = Long.numberOfTrailingZeros(xy & grid.candidates(wing1)) + 1;
        int y = Long.numberOfTrailingZeros(xy & grid.candidates(wing2)) + 1;
        String p = shape.cellName(pivot);
        String w1 = shape.cellName(wing1);
        String w2 = shape.cellName(wing2);
        return new Step(this, List.of(), Bits.eliminations(targets, value), List.of(pivot, wing1, wing2), List.of(),
                p, p + " is " + x + " or " + y + ": if " + x + ", " + w1 + " is " + value + "; if " + y + ", " + w2
                        + " is " + value + ". So a cell that sees both " + w1 + " and " + w2 + " cannot be " + value
                        + ": remove " + value + " from " + Texts.cells(shape, targets) + ".");
    }
}
