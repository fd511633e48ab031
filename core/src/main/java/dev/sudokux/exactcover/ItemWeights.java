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
    private int countdown = DECAY_EVERY;

    ItemWeights(int items) {
        this.weight = new int[items + 1];
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
