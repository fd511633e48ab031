package dev.sudokux.exactcover;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntConsumer;

/**
 * A node of a search on {@link Links} as a {@link Propagator} sees it, and the options propagators
 * removed: a trail of their first nodes, with where each level's removals begin, so that leaving a
 * level puts back what was removed there, last first.
 */
final class NodeState implements SearchState {
    private final Links links;
    private final Propagator propagator;
    private int[] choice;
    private int level;
    private int[] trail = new int[64];
    private int trailSize;
    private int[] levelMark = new int[64];
    // Made at most once a node, when asked for: which items the chosen options cover, which options they are.
    private final int[] coveredStamp;
    private final int[] chosenStamp;
    private int stamp;
    private boolean marked;

    NodeState(Links links, Propagator propagator) {
        this.links = links;
        this.propagator = Objects.requireNonNull(propagator);
        this.coveredStamp = new int[links.itemCount()];
        this.chosenStamp = new int[links.firstNode.length];
    }

    /**
     * X2: the node at {@code level}, reached by the nodes {@code choice[0..level-1]}, is entered (its
     * removals start here) and the propagator looks at it; false when it declares a dead end.
     */
    boolean enter(int level, int[] choice) {
        this.level = level;
        this.choice = choice;
        if (level >= levelMark.length) {
            levelMark = Arrays.copyOf(levelMark, Math.max(2 * levelMark.length, level + 1));
        }
        levelMark[level] = trailSize;
        marked = false;
        return propagator.propagate(this);
    }

    /** X8: the node at {@code level} is left: its removals are put back, last first. */
    void leave(int level) {
        int mark = level < levelMark.length ? levelMark[level] : 0;
        while (trailSize > mark) {
            links.restore(trail[--trailSize]);
        }
    }

    @Override
    public ExactCoverProblem problem() {
        return links.problem;
    }

    @Override
    public int level() {
        return level;
    }

    @Override
    public int chosen(int l) {
        Objects.checkIndex(l, level);
        return links.optionOf(choice[l]);
    }

    @Override
    public boolean isChosen(int option) {
        Objects.checkIndex(option, chosenStamp.length);
        markChosen();
        return chosenStamp[option] == stamp;
    }

    @Override
    public boolean isCovered(int item) {
        Objects.checkIndex(item, coveredStamp.length);
        if (links.problem.isPrimary(item)) {
            return !links.isActive(item + 1); // only the chosen options have covered primary items
        }
        markChosen();
        return coveredStamp[item] == stamp;
    }

    @Override
    public int liveOptions(int item) {
        return isCovered(item) ? 0 : links.top[item + 1];
    }

    @Override
    public boolean isLive(int option) {
        Objects.checkIndex(option, chosenStamp.length);
        return links.isLive(option);
    }

    @Override
    public void forEachLive(int item, IntConsumer action) {
        Objects.checkIndex(item, coveredStamp.length);
        if (isCovered(item)) {
            return;
        }
        int header = item + 1;
        int[] dlink = links.dlink;
        for (int p = dlink[header]; p != header; p = dlink[p]) {
            action.accept(links.optionOf(p));
        }
    }

    @Override
    public boolean remove(int option) {
        if (!isLive(option)) {
            return false;
        }
        int first = links.firstNode[option];
        links.remove(first);
        if (trailSize == trail.length) {
            trail = Arrays.copyOf(trail, 2 * trail.length);
        }
        trail[trailSize++] = first;
        return true;
    }

    /** Stamps the chosen options and the items they cover, once a node. */
    private void markChosen() {
        if (marked) {
            return;
        }
        marked = true;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(coveredStamp, 0);
            Arrays.fill(chosenStamp, 0);
            stamp = 1;
        }
        int[] top = links.top;
        for (int l = 0; l < level; l++) {
            int option = links.optionOf(choice[l]);
            chosenStamp[option] = stamp;
            for (int q = links.firstNode[option]; top[q] > 0; q++) {
                coveredStamp[top[q] - 1] = stamp;
            }
        }
    }
}
