package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * XYZ-Wing: a pivot cell with candidates x, y and z sees two wing cells, one with x and z, the
 * other with y and z. One of the three cells is z (if the pivot is x, the first wing is z; if y,
 * the second; else the pivot), so z can be removed from every cell that sees all three.
 * Difficulty 4.4, as in Sudoku Explainer.
 *
 * <p>Pivots in cell order, wings in the pivot's peer order. Works for every shape.
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
            int[] peers = shape.peers(pivot);
            for (int i = 0; i < peers.length; i++) {
                long xz = grid.candidates(peers[i]);
                if (Long.bitCount(xz) != 2 || (xz & ~xyz) != 0) {
                    continue;
                }
                for (int j = i + 1; j < peers.length; j++) {
                    long yz = grid.candidates(peers[j]);
                    if (Long.bitCount(yz) != 2 || (yz & ~xyz) != 0 || yz == xz) {
                        continue;
                    }
                    int value = Long.numberOfTrailingZeros(xz & yz) + 1;
                    if (anyTarget(grid, pivot, peers[i], peers[j], value)) {
                        return Optional.of(step(grid, pivot, peers[i], peers[j], value));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isTarget(CandidateGrid grid, int cell, int pivot, int wing1, int wing2, int value) {
        Shape shape = grid.shape();
        return cell != wing1 && cell != wing2 && grid.hasCandidate(cell, value)
                && Peers.sees(shape, cell, wing1) && Peers.sees(shape, cell, wing2);
    }

    private static boolean anyTarget(CandidateGrid grid, int pivot, int wing1, int wing2, int value) {
        for (int cell : grid.shape().peers(pivot)) {
            if (isTarget(grid, cell, pivot, wing1, wing2, value)) {
                return true;
            }
        }
        return false;
    }

    private Step step(CandidateGrid grid, int pivot, int wing1, int wing2, int value) {
        Shape shape = grid.shape();
        List<Integer> targets = new ArrayList<>();
        for (int cell : shape.peers(pivot)) {
            if (isTarget(grid, cell, pivot, wing1, wing2, value)) {
                targets.add(cell);
            }
        }
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
