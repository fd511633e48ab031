package dev.sudokux.exactcover;

import java.util.Arrays;

/**
 * A {@link SearchCursor} on {@link Links}: the moves of {@link Search} (cover the chosen item, try an
 * option, and undo them), one node at a time. At a node the propagator runs when the node is first
 * looked at; the item is chosen and covered at the first {@link #branches()}, and uncovered when the
 * cursor goes back up past it.
 */
final class LinksCursor implements SearchCursor {
    private static final int NEW = 0;
    private static final int ALIVE = 1;
    private static final int DEAD = 2;
    private static final int SOLUTION = 3;

    private final Links links;
    private final boolean stopAtOne;
    private final boolean coverDeadEnds;
    private final NodeState state;
    /** {@link Heuristic#WEIGHTED}: the items' weights, learnt from the dead ends this cursor met; or null. */
    private final ItemWeights weights;
    private final long updatesBefore;
    /** The levels the starting prefix chose, and the options it excluded (first nodes of those removed). */
    private final int given;
    private final int[] excluded;
    private final int[] removed;
    private final boolean clash;

    private int[] choice = new int[16];
    /** The item covered at each level (0: none yet; -1: none left to cover, a dead end). */
    private int[] item = new int[16];
    private int[] degree = new int[16];
    private int[] status = new int[16];
    private int level;
    private boolean closed;

    LinksCursor(Links links, Heuristic heuristic, Propagator propagator, Prefix from) {
        this.links = links;
        this.stopAtOne = heuristic == Heuristic.FORCED_FIRST;
        this.coverDeadEnds = heuristic == Heuristic.KNUTH;
        this.state = propagator == null ? null : new NodeState(links, propagator);
        this.weights = ItemWeights.of(heuristic, links, propagator);
        this.updatesBefore = links.updates;
        int[] chosen = from.chosen();
        boolean clashed = false;
        int l = 0;
        for (int option : chosen) {
            java.util.Objects.checkIndex(option, links.firstNode.length);
            int x = links.availableNode(option);
            if (x < 0) {
                clashed = true;
                break;
            }
            grow(l);
            choice[l] = x;
            links.cover(links.top[x]);
            links.coverOthers(x);
            l++;
        }
        this.given = l;
        this.level = l;
        this.clash = clashed;
        this.excluded = from.excluded();
        this.removed = clashed ? new int[0] : links.removeOptions(excluded);
        grow(level);
        status[level] = clashed ? DEAD : NEW;
        item[level] = 0;
    }

    @Override
    public int depth() {
        return level - given;
    }

    /** What the node is, looked at the first time: the propagator may kill it, or it is a solution. */
    private int status() {
        if (status[level] == NEW) {
            if (state != null && !state.enter(level, choice)) {
                status[level] = DEAD;
                blame();
            } else {
                status[level] = links.allCovered() ? SOLUTION : ALIVE;
            }
        }
        return status[level];
    }

    @Override
    public boolean isSolution() {
        return status() == SOLUTION;
    }

    @Override
    public int branches() {
        if (status() != ALIVE) {
            return 0;
        }
        int i = item[level];
        if (i == 0) {
            i = weights != null ? weights.choose(links) : links.chooseItem(stopAtOne);
            int length = links.top[i];
            if (length == 0) {
                blame();
                if (coverDeadEnds) {
                    links.updates++; // as in Search: Knuth covers the empty item
                }
                item[level] = -1;
                return 0;
            }
            links.cover(i);
            item[level] = i;
            degree[level] = length;
        }
        return i < 0 ? 0 : degree[level];
    }

    /** {@link Heuristic#WEIGHTED}, {@link Heuristic#SCORED}: this node is a dead end; an item above it gains weight. */
    private void blame() {
        if (weights != null) {
            weights.blame(links.top, choice, degree, level, given);
        }
    }

    @Override
    public void down(int k) {
        int d = branches();
        java.util.Objects.checkIndex(k, d);
        int x = links.dlink[item[level]];
        for (int j = 0; j < k; j++) {
            x = links.dlink[x];
        }
        choice[level] = x;
        links.coverOthers(x);
        level++;
        grow(level);
        status[level] = NEW;
        item[level] = 0;
    }

    @Override
    public void up() {
        if (level == given) {
            throw new IllegalStateException("the cursor is at its starting node");
        }
        leaveNode();
        level--;
        links.uncoverOthers(choice[level]);
    }

    /** Uncovers the node's item, if it was covered, and puts back what the propagator removed there. */
    private void leaveNode() {
        if (item[level] > 0) {
            links.uncover(item[level]);
        }
        item[level] = 0;
        if (state != null && status[level] != NEW) {
            state.leave(level);
        }
        status[level] = NEW;
    }

    @Override
    public Prefix prefix() {
        int[] options = new int[level];
        for (int l = 0; l < level; l++) {
            options[l] = links.optionOf(choice[l]);
        }
        return new Prefix(options, excluded);
    }

    @Override
    public long updates() {
        return links.updates - updatesBefore;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        while (level > given) {
            up();
        }
        if (clash) {
            status[level] = NEW;
        } else {
            leaveNode();
        }
        links.restoreOptions(removed);
        for (int l = given - 1; l >= 0; l--) {
            links.uncoverOthers(choice[l]);
            links.uncover(links.top[choice[l]]);
        }
        level = 0;
    }

    private void grow(int l) {
        if (l >= choice.length) {
            int size = Math.max(2 * choice.length, l + 1);
            choice = Arrays.copyOf(choice, size);
            item = Arrays.copyOf(item, size);
            degree = Arrays.copyOf(degree, size);
            status = Arrays.copyOf(status, size);
        }
    }
}
