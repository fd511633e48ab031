package dev.sudokux.exactcover;

/** Receives each solution as the search finds it. */
@FunctionalInterface
public interface SolutionVisitor {
    /**
     * Called once for every solution, in the order the search finds them.
     *
     * @param solution the solution; it stays valid after the call
     * @return true to go on searching, false to stop
     */
    boolean visit(Solution solution);
}
