package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * BUG+1 (bivalue universal grave plus one): every blank cell has two candidates except one, and
 * without some of that cell's candidates (the BUG values) every value would have exactly two
 * places, or none, in every unit. That reduced state (a BUG) cannot have exactly one solution: the
 * candidates not taken in any solution of it form a second one. So in a puzzle with one solution
 * the cell must take a BUG value; with one BUG value, the cell is that value. Difficulty 5.6, as in
 * Sudoku Explainer.
 *
 * <p><b>Assumes the puzzle has exactly one solution.</b> Works for every shape.
 */
final class BugPlusOne implements Technique {

    @Override
    public String name() {
        return "BUG+1";
    }

    @Override
    public double difficulty() {
        return 5.6;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int odd = -1;
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            int count = grid.candidateCount(cell);
            if (grid.isBlank(cell) && count != 2) {
                if (count < 2 || odd >= 0) {
                    return Optional.empty();
                }
                odd = cell;
            }
        }
        if (odd < 0) {
            return Optional.empty();
        }
        // The BUG values are the odd cell's values with three places in its row (then every unit must agree).
        int row = shape.rowUnit(shape.row(odd));
        long bugValues = 0;
        for (long c = grid.candidates(odd); c != 0; c &= c - 1) {
            int value = Long.numberOfTrailingZeros(c) + 1;
            if (Long.bitCount(grid.places(row, value)) == 3) {
                bugValues |= 1L << (value - 1);
            }
        }
        long rest = grid.candidates(odd) & ~bugValues;
        if (bugValues == 0 || Long.bitCount(rest) != 2) {
            return Optional.empty();
        }
        int[] oddUnits = shape.unitsOf(odd);
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            boolean holdsOdd = unit == oddUnits[0] || unit == oddUnits[1] || unit == oddUnits[2];
            for (int value = 1; value <= n; value++) {
                int places = Long.bitCount(grid.places(unit, value));
                if (holdsOdd && (bugValues >>> (value - 1) & 1) != 0) {
                    places--;
                }
                if (places != 0 && places != 2) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(step(grid, odd, bugValues, rest));
    }

    private Step step(CandidateGrid grid, int odd, long bugValues, long rest) {
        Shape shape = grid.shape();
        String name = shape.cellName(odd);
        String reason = "Every blank cell but " + name + " has two candidates, and without " + Texts.values(bugValues)
                + " in " + name + " every value would have exactly two places in each row, column and box: a deadly"
                + " pattern with no single solution";
        if (Long.bitCount(bugValues) == 1) {
            int value = Long.numberOfTrailingZeros(bugValues) + 1;
            return new Step(this, List.of(new Placement(odd, value)), List.of(), List.of(odd), List.of(), name,
                    reason + "; so " + name + " is " + value + ".");
        }
        List<Elimination> eliminations = new ArrayList<>(2);
        Bits.addEliminations(eliminations, odd, rest);
        return new Step(this, List.of(), eliminations, List.of(odd), List.of(), name,
                reason + "; so " + name + " is " + Texts.alternatives(bugValues) + ": remove "
                        + Texts.removals(shape, eliminations) + ".");
    }
}
