package dev.sudokux.exactcover;

/**
 * Prunes the search: consulted at every node of the search tree, after the option chosen on the
 * level above has been applied (and once at the root, before anything is chosen), it may remove
 * options that cannot be part of any solution below this node, or declare the node a dead end. This
 * is Knuth's lookahead at each node, not a second search: the engine still chooses the item to
 * branch on (after the removals, so an item left with one option is taken as forced), and undoes
 * the removals when it leaves the node.
 *
 * <p>Use it for constraints exact cover cannot say, such as the sum of a killer cage: its options
 * place digits, and the propagator removes the digits that no longer fit the sum once some of the
 * cage's cells are filled.
 *
 * <pre>{@code
 * // Options 0..8 put digit 1..9 in cell A, options 9..17 in cell B: A + B must be 10.
 * Propagator sumIsTen = state -> {
 *     for (int a = 0; a < 9; a++) {
 *         int b = 9 + (8 - a);              // the digit 10 - (a + 1) in cell B
 *         if (state.isLive(a) && !state.isLive(b) && !state.isChosen(b)) {
 *             state.remove(a);              // A = a + 1 has no partner left
 *         }
 *         if (state.isChosen(a) && !state.isLive(b) && !state.isChosen(b)) {
 *             return false;                 // A is placed and B cannot match it
 *         }
 *     }
 *     return true;
 * };
 * engine.withPropagator(sumIsTen).count();
 * }</pre>
 *
 * <p>A propagator keeps no state of its own between calls (the {@link SearchState} has what it needs):
 * the engine calls it at nodes in any order as it goes down and back up the tree, and a parallel
 * count calls it from several threads at once.
 */
@FunctionalInterface
public interface Propagator {

    /**
     * Looks at the node {@code state} and removes the options it rules out.
     *
     * @return false when the node is a dead end (no solution below it); true to search on
     */
    boolean propagate(SearchState state);

    /**
     * For {@link Heuristic#SCORED}: per item of the problem (its numbering), how much the search
     * should prefer to branch on it, at least 0 (0: only when forced, or when no item with a priority
     * is left); null (the default) gives every item 1. Asked once a search or cursor.
     */
    default int[] itemPriorities() {
        return null;
    }

    /**
     * For {@link Heuristic#SCORED}: whether the search may branch on an item of priority 0 with two
     * options left, each filling an item with a priority (a digit's two places in a house), in place
     * of a best item of more than two options, as the Interactive Sudoku Solver's house candidates
     * ({@link Heuristic#SCORED} says when). False (the default): such items only when forced or when
     * no item with a priority is left. Asked once a search or cursor.
     */
    default boolean pairCandidates() {
        return false;
    }
}
