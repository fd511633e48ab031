package dev.sudokux.sudoku;

/**
 * Two cells of one unit holding the same value: the reason a grid breaks the rules.
 *
 * @param first  the earlier cell (in row-by-row order)
 * @param second the later cell
 * @param unit   the unit they share (the first of row, column, box when they share several)
 * @param value  the value both hold, from 1
 */
public record Conflict(int first, int second, int unit, int value) {

    /** A sentence naming both cells, the value and the unit: {@code r1c1 and r1c5 both hold 7 in row 1}. */
    public String describe(Shape shape) {
        return shape.cellName(first) + " and " + shape.cellName(second) + " both hold " + value
                + " in " + shape.unitName(unit);
    }
}
