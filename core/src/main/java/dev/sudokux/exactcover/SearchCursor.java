package dev.sudokux.exactcover;

/**
 * Walks an engine's search tree by hand, a node at a time, on the engine's own data structure: what
 * Knuth's tree-size estimate ({@link Estimator}) and {@link ExactCoverEngine#split} are made of, so
 * that every engine that offers a cursor offers them. The cursor starts at a node (the root, or the
 * node of a {@link Prefix}); {@link #down} goes to a child, {@link #up} back to the parent. The tree is
 * the engine's own: the same item choice, the same order of options, the same propagator as its
 * searches, so the children of a node are the subtrees a search would enter.
 *
 * <p>A cursor changes its engine's state: use one at a time, and {@link #close} it (which goes back
 * up to where it started and puts the engine back as it was) before searching again.
 */
public interface SearchCursor extends AutoCloseable {

    /** How far below its starting node the cursor is (0 at the start). */
    int depth();

    /** Whether the node is a solution: every primary item covered (and the propagator agrees). */
    boolean isSolution();

    /**
     * Whether the engine's search counts this node in its statistics: true unless the engine took
     * the option that leads here and found at once, before entering a level, that it leaves an item
     * with no option ({@link DancingCells}, as Knuth's SSXCC, counts no node there). Such a child
     * is a leaf: not a solution, no branches. Estimates and walks count only nodes.
     */
    default boolean isNode() {
        return true;
    }

    /**
     * The number of children of the node: the options of the item the engine branches on (0 for a
     * solution or a dead end). The first call at a node makes the engine's choice, and its cost
     * (covering the item) counts in {@link #updates()}.
     */
    int branches();

    /** Goes down to child {@code k} of the node, {@code 0 <= k < branches()}: tries that option. */
    void down(int k);

    /** Goes back up to the parent node; not above the starting node. */
    void up();

    /** The path from the root to the node: the starting prefix and the choices below it. */
    Prefix prefix();

    /** Link updates (or the engine's like measure of work) made by this cursor so far. */
    long updates();

    /**
     * The engine's search time per unit of work over {@link Estimator}'s time per unit of work when it
     * samples with this cursor (a unit: an update, or a node as ten updates), as measured on the
     * engine's trees: what the estimate multiplies the sampling's own speed by to give the time of a
     * count. The default, 0.72, was measured for the links and cells engines (BENCHMARKS.md); an engine
     * whose nodes cost far fewer updates than the estimator's own step (a few mask tests) returns its
     * own, smaller, measured factor.
     */
    default double searchPerSampling() {
        return Estimator.SEARCH_PER_SAMPLING;
    }

    /** Goes back up to the starting node, then leaves it: the engine is as it was before. */
    @Override
    void close();
}
