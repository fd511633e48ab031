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
     * A solution was found, and the search stopped there because no more were asked for (the first
     * solution, a count or enumeration limited to one): whether there are others is not known.
     */
    FOUND,
    /**
     * A node or time budget, or an interruption, ended the search before it knew whether there are 0,
     * 1 or more solutions. The solutions found so far are in the result.
     */
    LIMIT_REACHED;

    /** The word for it in {@code sudokux check}: unique, multiple, none, found or unknown. */
    public String word() {
        return switch (this) {
            case NONE -> "none";
            case UNIQUE -> "unique";
            case MULTIPLE -> "multiple";
            case FOUND -> "found";
            case LIMIT_REACHED -> "unknown";
        };
    }
}
