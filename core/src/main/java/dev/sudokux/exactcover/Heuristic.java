package dev.sudokux.exactcover;

/**
 * How the links engine chooses the item to branch on (step X3 of Algorithm X). Both take a primary
 * item with the fewest options left, the first such in item order (Knuth's "minimum remaining
 * values"); they differ in when they stop looking.
 */
public enum Heuristic {
    /**
     * Exactly as Knuth's DLX1, DLX2 and DLX3: the scan of the items ends only at an item with no
     * option left, so the search builds his tree, node for node, and counts his updates (a dead end
     * covers its empty item: one update).
     */
    KNUTH,
    /**
     * The scan ends at the first item with at most one option left: a forced move is taken without
     * looking further, which saves scanning but may miss a later dead end (that the next level then
     * finds). A dead end covers nothing.
     */
    FORCED_FIRST;

    /** The heuristic called {@code name} ({@code knuth}, {@code forced-first}), ignoring case. */
    public static Heuristic byName(String name) {
        for (Heuristic h : values()) {
            if (h.cliName().equalsIgnoreCase(name)) {
                return h;
            }
        }
        throw new IllegalArgumentException("unknown heuristic '" + name + "' (known: knuth, forced-first)");
    }

    /** The name on the command line: {@code knuth}, {@code forced-first}. */
    public String cliName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
