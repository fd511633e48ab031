package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * Full House: a unit with one blank cell left; it takes the one value the unit lacks. Difficulty 1.0
 * (Sudoku Explainer's hidden single in a unit with one blank cell).
 *
 * <p>Boxes first, then columns, then rows, as Sudoku Explainer scans them.
 */
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
        for (int unit : Units.boxesColumnsRows(shape)) {
            if (Units.blanks(grid, unit) != 1) {
                continue;
            }
            for (int value = 1; value <= shape.size(); value++) {
                long places = grid.places(unit, value);
                if (Long.bitCount(places) == 1) {
                    int cell = ShapeTables.unitCells(shape, unit)[Long.numberOfTrailingZeros(places)];
                    String where = shape.unitName(unit);
                    return Optional.of(new Step(this, List.of(new Placement(cell, value)), List.of(),
                            List.of(cell), List.of(unit), where,
                            "In " + where + ", only " + shape.cellName(cell) + " is blank and only "
                                    + value + " is missing, so " + shape.cellName(cell) + " is " + value + "."));
                }
            }
        }
        return Optional.empty();
    }
}
