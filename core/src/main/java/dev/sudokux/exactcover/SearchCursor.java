package dev.sudokux.exactcover;

import java.util.random.RandomGenerator;

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

    /**
     * Follows one random path of Knuth's estimate from the cursor's node down to a leaf, and comes
     * back to the node: at each node one of its {@link #branches()} {@code d} at random ({@code
     * random.nextInt(d)}, not drawn where {@code d == 1}). Writes the path's estimates of the subtree
     * below and including the node into {@code out}: {@code out[0]} nodes (the node itself 1, a child
     * at depth {@code k} weighed by the product of the degrees above it), {@code out[1]} updates (this
     * cursor's {@link #updates()} made along the path, weighed likewise; those the node's own
     * {@link #branches()} made before this call are not counted again), {@code out[2]} solutions,
     * {@code out[3]} the nodes the walk went through. A node at {@link #depth()} {@code >= exhaustAt}
     * has its subtree walked whole and counted exactly (weighed by the degrees above it).
     *
     * <p>The default walks with the methods above; an engine may override it with a tighter loop on
     * its own data that gives the same numbers for the same {@code random} and leaves the cursor and
     * its {@link #updates()} as the default would ({@link Estimator} calls it for every sampled path).
     */
    default void randomPath(RandomGenerator random, int exhaustAt, double[] out) {
        int top = depth();
        double width = 1; // the product of the degrees above the node
        double nodes = 1;
        double updates = 0;
        double solutions = 0;
        long visited = 1;
        long before = updates();
        while (true) {
            if (!isNode()) {
                updates += width * (updates() - before); // an option that failed at once: a leaf
                break;
            }
            if (depth() >= exhaustAt) {
                // Deep enough that the subtree is small: count it all, as a search would.
                long[] below = new long[2];
                walkWhole(below);
                visited += below[0] - 1;
                nodes += width * (below[0] - 1);
                updates += width * (updates() - before);
                solutions += width * below[1];
                break;
            }
            if (isSolution()) {
                updates += width * (updates() - before);
                solutions = width;
                break;
            }
            int d = branches();
            long after = updates();
            updates += width * (after - before);
            if (d == 0) {
                break;
            }
            down(d == 1 ? 0 : random.nextInt(d));
            width *= d;
            visited++;
            if (isNode()) {
                nodes += width;
            }
            before = after; // the cost of trying the option counts at the child
        }
        while (depth() > top) {
            up();
        }
        out[0] = nodes;
        out[1] = updates;
        out[2] = solutions;
        out[3] = visited;
    }

    /** Walks the whole subtree of the cursor's node and back: adds its nodes and solutions to {@code counts}. */
    private void walkWhole(long[] counts) {
        if (!isNode()) {
            return;
        }
        counts[0]++;
        if (isSolution()) {
            counts[1]++;
            return;
        }
        int d = branches();
        for (int k = 0; k < d; k++) {
            down(k);
            walkWhole(counts);
            up();
        }
    }

    /** Goes back up to the starting node, then leaves it: the engine is as it was before. */
    @Override
    void close();
}
