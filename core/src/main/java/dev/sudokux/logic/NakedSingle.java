package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/** Naked Single: a cell with one candidate left takes it. Difficulty 2.3. */
final class NakedSingle implements Technique {

    @Override
    public String name() {
        return "Naked Single";
    }

    @Override
    public double difficulty() {
        return 2.3;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            long c = grid.candidates(cell);
            if (grid.isBlank(cell) && Long.bitCount(c) == 1) {
                int value = Long.numberOfTrailingZeros(c) + 1;
                String name = shape.cellName(cell);
                return Optional.of(new Step(this, List.of(new Placement(cell, value)), List.of(), List.of(cell),
                        List.of(), name, "Every value but " + value + " is ruled out in " + name
                                + " by its row, column and box, so " + name + " is " + value + "."));
            }
        }
        return Optional.empty();
    }
}
