package dev.sudokux.exactcover;

/**
 * The weights of {@link Heuristic#WEIGHTED}: per item (links numbering), how many dead ends met so
 * far lay right below one of its options, halved for every item each {@link #DECAY_EVERY} dead ends
 * so that recent ones count most. One search (or one cursor) owns one.
 */
final class ItemWeights {

    /** The weights are halved every this many dead ends. */
    static final int DECAY_EVERY = 1 << 14;

    final int[] weight;
    /** {@link Heuristic#SCORED}: each item's priority (links numbering), or null. */
    final int[] priority;
    private int countdown = DECAY_EVERY;

    ItemWeights(int items) {
        this.weight = new int[items + 1];
        this.priority = null;
    }

    /**
     * The weights of {@link Heuristic#SCORED}: {@code priorities} (problem numbering, as
     * {@link Propagator#itemPriorities()} gives them; null: every item 1).
     */
    ItemWeights(int items, int[] priorities) {
        this.weight = new int[items + 1];
        this.priority = new int[items + 1];
        for (int i = 0; i < items; i++) {
            int p = priorities == null ? 1 : priorities[i];
            if (p < 0) {
                throw new IllegalArgumentException("item " + i + " has priority " + p + " (at least 0 expected)");
            }
            priority[i + 1] = p;
        }
    }

    /** The weights {@code heuristic} needs: {@link Heuristic#WEIGHTED}'s, {@link Heuristic#SCORED}'s, or null. */
    static ItemWeights of(Heuristic heuristic, int items, Propagator propagator) {
        if (heuristic == Heuristic.WEIGHTED) {
            return new ItemWeights(items);
        }
        if (heuristic == Heuristic.SCORED) {
            int[] p = propagator == null ? null : propagator.itemPriorities();
            if (p != null && p.length != items) {
                throw new IllegalArgumentException(p.length + " item priorities for " + items + " items");
            }
            return new ItemWeights(items, p);
        }
        return null;
    }

    /** The item to branch on ({@link Links#chooseWeighted} or {@link Links#chooseScored}). */
    int choose(Links links) {
        return priority == null ? links.chooseWeighted(weight) : links.chooseScored(weight, priority);
    }

    /**
     * The node at {@code level} is a dead end. {@link Heuristic#WEIGHTED}: the item branched on right
     * above gains; {@link Heuristic#SCORED}: the item of the nearest level from {@code base} up that
     * branched more than one way ({@code degree}), none when there is none.
     */
    void blame(int[] top, int[] choice, int[] degree, int level, int base) {
        if (priority == null) {
            blameAbove(top, choice, level);
            return;
        }
        for (int l = level - 1; l >= base; l--) {
            if (degree[l] > 1) {
                blame(top[choice[l]]);
                return;
            }
        }
    }

    /**
     * The node at {@code level} is a dead end: the item branched on above it ({@code top} of the
     * option chosen at {@code level - 1}) gains weight; nothing at the root.
     */
    void blameAbove(int[] top, int[] choice, int level) {
        if (level > 0) {
            blame(top[choice[level - 1]]);
        }
    }

    /** The node entered through option node {@code x} (its item {@code top[x]}) is a dead end. */
    void blame(int item) {
        weight[item]++;
        if (--countdown == 0) {
            countdown = DECAY_EVERY;
            for (int i = 0; i < weight.length; i++) {
                weight[i] >>= 1;
            }
        }
    }
}
