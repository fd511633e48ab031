package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * XY-Wing: a pivot cell with candidates {x, y} sees a wing {x, z} and a wing {y, z}. Whichever value
 * the pivot takes, one wing is z, so z can be removed from every cell that sees both wings.
 * Difficulty 4.2, as in Sudoku Explainer.
 *
 * <p>As Sudoku Explainer searches: pivots in cell order, then the first wing among the pivot's peers
 * in cell order, then the second. Works for every shape.
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
            for (int wing1 : ShapeTables.peers(shape, pivot)) {
                long xz = grid.candidates(wing1);
                if (Long.bitCount(xz) != 2 || Long.bitCount(xy & ~xz) != 1) {
                    continue;
                }
                for (int wing2 : ShapeTables.peers(shape, pivot)) {
                    long yz = grid.candidates(wing2);
                    if (Long.bitCount(yz) != 2 || Long.bitCount(xy | xz | yz) != 3 || (xy & xz & yz) != 0) {
                        continue;
                    }
                    int z = Long.numberOfTrailingZeros(xz & yz) + 1;
                    List<Integer> targets = targets(grid, z, pivot, wing1, wing2, false);
                    if (!targets.isEmpty()) {
                        return Optional.of(step(grid, pivot, wing1, wing2, z, targets));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The cells with {@code z} that see both wings (and the pivot, for an XYZ-Wing), in cell order. */
    static List<Integer> targets(CandidateGrid grid, int z, int pivot, int wing1, int wing2, boolean seePivot) {
        Shape shape = grid.shape();
        List<Integer> targets = new ArrayList<>();
        for (int cell : ShapeTables.peers(shape, wing1)) {
            if (cell != pivot && cell != wing2 && grid.hasCandidate(cell, z) && Peers.sees(shape, cell, wing2)
                    && (!seePivot || Peers.sees(shape, cell, pivot))) {
                targets.add(cell);
            }
        }
        return targets;
    }

    private Step step(CandidateGrid grid, int pivot, int wing1, int wing2, int value, List<Integer> targets) {
        Shape shape = grid.shape();
        long xy = grid.candidates(pivot);
        int x = Long.numberOfTrailingZeros(xy & grid.candidates(wing1)) + 1;
        int y = Long.numberOfTrailingZeros(xy & grid.candidates(wing2)) + 1;
        String p = shape.cellName(pivot);
        String w1 = shape.cellName(wing1);
        String w2 = shape.cellName(wing2);
        // The XY-chain it is: z in wing 1 = x in wing 1 - x in the pivot = y in the pivot - y in wing 2 = z in wing 2.
        List<Link> links = List.of(new Link(wing1, value, wing1, x, true), new Link(wing1, x, pivot, x, false),
                new Link(pivot, x, pivot, y, true), new Link(pivot, y, wing2, y, false),
                new Link(wing2, y, wing2, value, true));
        return new Step(this, difficulty(), List.of(), Bits.eliminations(targets, value), List.of(pivot, wing1, wing2),
                List.of(), p, p + " is " + x + " or " + y + ": if " + x + ", " + w1 + " is " + value + "; if " + y + ", "
                        + w2 + " is " + value + ". So a cell that sees both " + w1 + " and " + w2 + " cannot be "
                        + value + ": remove " + value + " from " + Texts.cells(shape, targets) + ".", links);
    }
}
