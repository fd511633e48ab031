package dev.sudokux.exactcover;

/**
 * A node of the search as a {@link Propagator} sees it: the options chosen on the path from the
 * root, and which options can still be chosen below it. Items and options are numbered as in the
 * {@link ExactCoverProblem}. Valid only during the call that received it.
 */
public interface SearchState {

    /** The problem being searched. */
    ExactCoverProblem problem();

    /** How many options have been chosen on the path to this node (its depth in the tree). */
    int level();

    /** The option chosen at level {@code l}, {@code 0 <= l < level()}: the deepest is {@code level()-1}. */
    int chosen(int l);

    /** Whether {@code option} is one of the chosen ones. */
    boolean isChosen(int option);

    /**
     * Whether {@code option} can still be chosen below this node: none of its items is covered by a
     * chosen option (a secondary item may be shared by options that give it the same colour) and no
     * propagator removed it. A chosen option is not live. Constant time.
     */
    boolean isLive(int option);

    /**
     * Whether {@code item} is covered: a primary item by a chosen option, a secondary one by a chosen
     * option (with or without a colour).
     */
    boolean isCovered(int item);

    /** The number of live options holding {@code item}, for an item not covered; 0 for a covered one. */
    int liveOptions(int item);

    /**
     * Hands {@code action} each live option holding {@code item} (an item not covered; none for a
     * covered one), in the engine's order. Do not remove options from inside the walk: collect them,
     * then {@link #remove} them.
     */
    void forEachLive(int item, java.util.function.IntConsumer action);

    /**
     * Removes {@code option} from the subtree below this node: it is not chosen there, and it counts
     * no more in its items' {@link #liveOptions}. The engine puts it back when it leaves the node.
     *
     * @return true when it was live and is now removed; false when it was not live (nothing done)
     */
    boolean remove(int option);
}
