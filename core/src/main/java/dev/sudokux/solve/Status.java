package dev.sudokux.solve;

/** What a solver found out about a puzzle's solutions. */
public enum Status {
    /** The search was complete and found no solution. */
    NONE,
    /** The search was complete and found exactly one solution. */
    UNIQUE,
    /** At least two solutions were found. */
    MULTIPLE,
    /**
     * A limit ended the search before it knew whether there are 0, 1 or more solutions: a solution
     * limit of 1 (the first solution, uniqueness not checked), a node or time budget, an interruption.
     * The solutions found so far are in the result.
     */
    LIMIT_REACHED;

    /** The word for it in {@code sudokux check}: unique, multiple, none or unknown. */
    public String word() {
        return switch (this) {
            case NONE -> "none";
            case UNIQUE -> "unique";
            case MULTIPLE -> "multiple";
            case LIMIT_REACHED -> "unknown";
        };
    }
}
