package dev.sudokux.exactcover;

/**
 * How the links engine chooses the item to branch on (step X3 of Algorithm X). {@link #KNUTH} and
 * {@link #FORCED_FIRST} take a primary item with the fewest options left, the first such in item
 * order (Knuth's "minimum remaining values"); they differ in when they stop looking.
 * {@link #WEIGHTED} also learns from the dead ends met so far; {@link #SCORED} weighs that against
 * the options left, from priorities the propagator gives.
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
    FORCED_FIRST,
    /**
     * Fewest options, ties broken by recent dead ends (as the Interactive Sudoku Solver breaks ties by
     * its conflict scores; a constraint solver's weighted degree): each item has a weight, one more
     * each time a node right below one of its options dies (the propagator's veto or an item left
     * with no option), halved for every item each 2^14 such dead ends. A forced item (at most one
     * option) is taken as soon as it is seen; otherwise, of the items with the fewest options, the
     * heaviest, the first such. With no dead end yet it is {@link #FORCED_FIRST}. The tree depends on
     * the order in which nodes are met: a cursor walked depth first, in order, learns as the search
     * does and meets the same tree, but a parallel count's threads (each with its own weights) or an
     * estimate's random paths build other trees; counts are the same.
     */
    WEIGHTED,
    /**
     * The Interactive Sudoku Solver's choice of cell (a constraint solver's dom/wdeg): a forced item
     * (at most one option) at once; otherwise, of the items with a priority
     * ({@link Propagator#itemPriorities()}; every item 1 without one), the one with the largest
     * (priority + recent dead ends) / options, ties to the fewer options, then the first; items of
     * priority 0 only when no item with a priority is left, fewest options first. A dead end is
     * blamed on the item of the nearest real branch above it (more than one option), not on the
     * forced moves between (on the item of largest priority its chosen option fills: the cell, when
     * the branch was on a digit of a house); dead ends are halved as for {@link #WEIGHTED}, priorities
     * stay. As that solver's house candidates, when the propagator asks for them
     * ({@link Propagator#pairCandidates()}), an item of priority 0 with two options left, each
     * filling an item with a priority (a digit with two places left in a house), is branched on instead
     * of a best item of more than two options when half the larger score of the two it fills is at
     * least the best's score over its options (the largest such, the last of equals). Counts
     * are the same as under every heuristic; the tree depends on the order in which nodes are met,
     * as for {@link #WEIGHTED}.
     */
    SCORED;

    /** The heuristic called {@code name} ({@code knuth}, {@code forced-first}, {@code weighted}, {@code scored}), ignoring case. */
    public static Heuristic byName(String name) {
        for (Heuristic h : values()) {
            if (h.cliName().equalsIgnoreCase(name)) {
                return h;
            }
        }
        StringBuilder known = new StringBuilder();
        for (Heuristic h : values()) {
            known.append(known.length() == 0 ? "" : ", ").append(h.cliName());
        }
        throw new IllegalArgumentException("unknown heuristic '" + name + "' (known: " + known + ")");
    }

    /** The name on the command line: {@code knuth}, {@code forced-first}, {@code weighted}, {@code scored}. */
    public String cliName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
