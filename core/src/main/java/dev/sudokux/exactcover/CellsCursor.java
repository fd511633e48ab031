package dev.sudokux.exactcover;

import java.util.Arrays;
import java.util.Objects;

/**
 * A {@link SearchCursor} on dancing cells: the moves of {@link CellsSearch}'s search, one node at a
 * time, on the engine's own sets. At a node the propagator runs and the item is chosen (a forced
 * move, or the fewest options) when the node is first looked at; the item is swapped out and its
 * options hidden at the first {@link #branches()}. Going back up restores the sizes saved there, as
 * the search does between two options.
 *
 * <p>One difference from a links cursor: a child whose option leaves an active primary item with no
 * option is a leaf that the search does not count as a node (SSXCC finds it while taking the option,
 * before entering a level); {@link #isNode()} says so, and {@link Estimator} and splits skip it.
 *
 * <p>The children of a node are the options of its item in the order of the item's set, and forced
 * moves are taken in the order earlier hides found them; both depend (as in the search) on the moves
 * made before, so the tree below a node is not quite the same each time the cursor comes back to it.
 * A cursor that goes down the tree in the search's order meets exactly the search's nodes and
 * updates; and every time it goes down again to a child of its starting node that it has passed (a
 * new walk through the tree, such as each of {@link Estimator}'s), it first puts the sets back
 * exactly as they were when it branched there, so that each walk from the top sees the same tree.
 * Whatever the history, the children of a node partition its solutions, so splits and counts are
 * exact.
 */
final class CellsCursor implements SearchCursor {
    private static final int NEW = 0;
    private static final int ALIVE = 1;
    private static final int DEAD = 2;
    private static final int SOLUTION = 3;
    /** A child whose option failed: a leaf, not a node. */
    private static final int FAILED = 4;

    private final CellsSearch search;
    private final Prefix from;
    /** The levels the starting prefix chose. */
    private final int given;

    /** The item (address) chosen at each level, once looked at. */
    private int[] item = new int[16];
    /** The number of children of each level, once branched (-1 before). */
    private int[] degree = new int[16];
    private int[] status = new int[16];
    private int level;
    private boolean closed;
    /** The sets when the starting node branched, and its child visited last (-1: none yet). */
    private int[][] top;
    private int lastTopChild = -1;

    CellsCursor(CellsSearch search, Propagator propagator, Prefix from) {
        int options = search.problem().optionCount();
        for (int option : from.chosen()) {
            Objects.checkIndex(option, options);
        }
        for (int option : from.excluded()) {
            Objects.checkIndex(option, options);
        }
        this.search = search;
        this.from = from;
        this.given = from.depth();
        this.level = given;
        grow(level);
        status[level] = search.startCursor(from, propagator) ? NEW : DEAD;
        degree[level] = -1;
    }

    @Override
    public int depth() {
        return level - given;
    }

    /** What the node is, looked at the first time: the propagator may end it, or it is a solution. */
    private int status() {
        if (status[level] == NEW) {
            int x = search.look(level);
            if (x == CellsSearch.SOLUTION) {
                status[level] = SOLUTION;
            } else if (x == CellsSearch.DEAD) {
                status[level] = DEAD;
            } else {
                status[level] = ALIVE;
                item[level] = x;
            }
        }
        return status[level];
    }

    @Override
    public boolean isSolution() {
        return status() == SOLUTION;
    }

    /** False for a child whose option failed at once: the search counts no node there. */
    @Override
    public boolean isNode() {
        return status[level] != FAILED;
    }

    @Override
    public int branches() {
        if (status() != ALIVE) {
            return 0;
        }
        if (degree[level] < 0) {
            degree[level] = search.branch(level, item[level]);
            if (level == given) {
                top = search.snapshot();
            }
        }
        return degree[level];
    }

    @Override
    public void down(int k) {
        Objects.checkIndex(k, branches());
        if (level == given) {
            if (k <= lastTopChild) {
                search.restore(top); // a new walk from the top: the same tree as the last one
            }
            lastTopChild = k;
        }
        boolean taken = search.tryChild(level, item[level], k);
        level++;
        grow(level);
        status[level] = taken ? NEW : FAILED;
        degree[level] = -1;
    }

    @Override
    public void up() {
        if (level == given) {
            throw new IllegalStateException("the cursor is at its starting node");
        }
        level--;
        search.backTo(level);
    }

    @Override
    public Prefix prefix() {
        int[] options = Arrays.copyOf(from.chosen(), level);
        for (int l = given; l < level; l++) {
            options[l] = search.chosenOption(l);
        }
        return new Prefix(options, from.excluded());
    }

    @Override
    public long updates() {
        return search.updates;
    }

    /** Leaves the sets to the next search, which starts from the layout again. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            level = given;
        }
    }

    private void grow(int l) {
        if (l >= status.length) {
            int size = Math.max(2 * status.length, l + 1);
            item = Arrays.copyOf(item, size);
            degree = Arrays.copyOf(degree, size);
            status = Arrays.copyOf(status, size);
        }
    }
}
