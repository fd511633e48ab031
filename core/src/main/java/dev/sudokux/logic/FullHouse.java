package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/** Full House: a unit with one blank cell left; it takes the one value the unit lacks. Difficulty 1.0. */
final class FullHouse implements Technique {

    @Override
    public String name() {
        return "Full House";
    }

    @Override
    public double difficulty() {
        return 1.0;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        // Boxes first, then rows, then columns: the order people scan in.
        for (int pass = 0; pass < 3; pass++) {
            int base = pass == 0 ? 2 * shape.size() : (pass - 1) * shape.size();
            for (int unit = base; unit < base + shape.size(); unit++) {
                if (Long.bitCount(grid.unitValues(unit)) != shape.size() - 1) {
                    continue;
                }
                int blank = -1;
                int blanks = 0;
                long present = 0;
                for (int cell : shape.unitCells(unit)) {
                    if (grid.isBlank(cell)) {
                        blank = cell;
                        blanks++;
                    } else {
                        present |= 1L << (grid.value(cell) - 1);
                    }
                }
                if (blanks == 1) {
                    long missing = shape.allValues() & ~present;
                    if (Long.bitCount(missing) == 1 && (grid.candidates(blank) & missing) != 0) {
                        int value = Long.numberOfTrailingZeros(missing) + 1;
                        String where = shape.unitName(unit);
                        return Optional.of(new Step(this, List.of(new Placement(blank, value)), List.of(),
                                List.of(blank), List.of(unit), where,
                                "In " + where + ", only " + shape.cellName(blank) + " is blank and only "
                                        + value + " is missing, so " + shape.cellName(blank) + " is " + value + "."));
                    }
                }
            }
        }
        return Optional.empty();
    }
}
