package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;

/**
 * Hidden Single: a value that has one place left in a unit goes there. Difficulty 1.2 in a box, 1.5
 * in a row or column, as in Sudoku Explainer; boxes are scanned first, then columns, then rows (a
 * unit with one blank cell left is a {@link FullHouse}).
 */
final class HiddenSingle implements Technique {

    @Override
    public String name() {
        return "Hidden Single";
    }

    @Override
    public double difficulty() {
        return 1.2;
    }

    @Override
    public double maxDifficulty() {
        return 1.5;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        for (int unit : Units.boxesColumnsRows(shape)) {
            if (Units.blanks(grid, unit) <= 1) {
                continue;
            }
            for (int value = 1; value <= shape.size(); value++) {
                long places = grid.places(unit, value);
                if (Long.bitCount(places) == 1) {
                    int cell = ShapeTables.unitCells(shape, unit)[Long.numberOfTrailingZeros(places)];
                    String where = shape.unitName(unit);
                    double difficulty = Units.isBox(shape, unit) ? 1.2 : 1.5;
                    return Optional.of(new Step(this, difficulty, List.of(new Placement(cell, value)), List.of(),
                            List.of(cell), List.of(unit), where,
                            "In " + where + ", " + value + " can only go in " + shape.cellName(cell)
                                    + ", so " + shape.cellName(cell) + " is " + value + "."));
                }
            }
        }
        return Optional.empty();
    }
}
