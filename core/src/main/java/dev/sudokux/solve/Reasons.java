package dev.sudokux.solve;

import dev.sudokux.sudoku.Shape;

/**
 * The words of a trace, the same in every solver: why a value was forced, why a state is dead.
 * Callers build them only when somebody listens ({@link SearchContext#tracing()}).
 */
final class Reasons {
    /** A cell that had one candidate left. */
    static final String ONLY_CANDIDATE = "only candidate";

    private Reasons() {
    }

    /** "only place for 7 in row 3". */
    static String onlyPlace(Shape shape, int unit, int value) {
        return "only place for " + value + " in " + shape.unitName(unit);
    }

    /** "r4c4 has no candidate". */
    static String noCandidate(Shape shape, int cell) {
        return shape.cellName(cell) + " has no candidate";
    }

    /** "no place for 5 in box 2". */
    static String noPlace(Shape shape, int unit, int value) {
        return "no place for " + value + " in " + shape.unitName(unit);
    }
}
