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
    /**
     * {@link Heuristic#SCORED}: per node of the links, the item of the largest priority its option
     * covers (0 when none has one): the cell an option fills, which a house candidate is scored by
     * and a dead end below it is blamed on ({@link #chooseScored}); null for the others.
     */
    final int[] scoreItem;
    /** {@link Heuristic#SCORED}: {@link Propagator#pairCandidates()}. */
    private final boolean pairs;
    private int countdown = DECAY_EVERY;

    ItemWeights(int items) {
        this.weight = new int[items + 1];
        this.priority = null;
        this.scoreItem = null;
        this.pairs = false;
    }

    /**
     * The weights of {@link Heuristic#SCORED}: {@code priorities} (problem numbering, as
     * {@link Propagator#itemPriorities()} gives them; null: every item 1), with house candidates
     * when {@code pairs} ({@link Propagator#pairCandidates()}).
     */
    ItemWeights(Links links, int[] priorities, boolean pairs) {
        int items = links.itemCount();
        this.pairs = pairs;
        this.weight = new int[items + 1];
        this.priority = new int[items + 1];
        for (int i = 0; i < items; i++) {
            int p = priorities == null ? 1 : priorities[i];
            if (p < 0) {
                throw new IllegalArgumentException("item " + i + " has priority " + p + " (at least 0 expected)");
            }
            priority[i + 1] = p;
        }
        int[] top = links.top;
        this.scoreItem = new int[top.length];
        for (int x = links.itemCount() + 1; x < top.length; x++) {
            if (top[x] <= 0) {
                continue;
            }
            int end = x;
            int item = 0;
            for (; end < top.length && top[end] > 0; end++) {
                int i = top[end];
                if (i < priority.length && priority[i] > 0 && (item == 0 || priority[i] > priority[item])) {
                    item = i;
                }
            }
            for (int y = x; y < end; y++) {
                scoreItem[y] = item;
            }
            x = end;
        }
    }

    /** The weights {@code heuristic} needs: {@link Heuristic#WEIGHTED}'s, {@link Heuristic#SCORED}'s, or null. */
    static ItemWeights of(Heuristic heuristic, Links links, Propagator propagator) {
        int items = links.itemCount();
        if (heuristic == Heuristic.WEIGHTED) {
            return new ItemWeights(items);
        }
        if (heuristic == Heuristic.SCORED) {
            int[] p = propagator == null ? null : propagator.itemPriorities();
            if (p != null && p.length != items) {
                throw new IllegalArgumentException(p.length + " item priorities for " + items + " items");
            }
            return new ItemWeights(links, p, propagator != null && propagator.pairCandidates());
        }
        return null;
    }

    /** The item to branch on ({@link Links#chooseWeighted} or {@link #chooseScored}). */
    int choose(Links links) {
        return priority == null ? links.chooseWeighted(weight) : chooseScored(links);
    }

    /**
     * {@link Heuristic#SCORED}: a primary item with at most one option, the first met; else of the
     * items with a priority the one with the largest score over its options left, ties to the
     * shorter, then the first; else (none has a priority) the first with the fewest options (links
     * numbering). An item's score is its priority and its dead ends.
     *
     * <p>Then, with {@link #pairs}, as the Interactive Sudoku Solver's house candidates ({@code CandidateFinders.House}):
     * an item of priority 0 with two options left, each filling an item with a priority (a digit's
     * two places in a house), is taken instead when the best item above has more than two options
     * and half the larger score of the two items it fills is at least the best's score over its
     * options; the one of the largest such score, the last of equals.
     */
    int chooseScored(Links links) {
        final int[] rlink = links.rlink;
        final int[] len = links.top;
        final int[] dlink = links.dlink;
        final int[] ulink = links.ulink;
        final int[] weight = this.weight;
        final int[] priority = this.priority;
        int best = -1;
        long bestScore = 0;
        int bestLength = 1;
        int fewest = rlink[Links.ROOT];
        int pair = -1;
        long pairScore = -1;
        for (int i = fewest; i != Links.ROOT; i = rlink[i]) {
            int l = len[i];
            if (l <= 1) {
                return i;
            }
            if (l < len[fewest]) {
                fewest = i;
            }
            int p = priority[i];
            if (p > 0) {
                long score = (long) p + weight[i];
                long cross = score * bestLength - bestScore * l;
                if (best < 0 || cross > 0 || cross == 0 && l < bestLength) {
                    best = i;
                    bestScore = score;
                    bestLength = l;
                }
            } else if (l == 2 && pairs) {
                int a = scoreItem[dlink[i]];
                int b = scoreItem[ulink[i]];
                if (a > 0 && b > 0) {
                    long h = Math.max((long) priority[a] + weight[a], (long) priority[b] + weight[b]);
                    if (h >= pairScore) {
                        pair = i;
                        pairScore = h;
                    }
                }
            }
        }
        if (pair >= 0 && best >= 0 && bestLength > 2 && pairScore * bestLength >= 2 * bestScore) {
            return pair;
        }
        return best < 0 ? fewest : best;
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
                int x = choice[l];
                blame(scoreItem[x] > 0 ? scoreItem[x] : top[x]); // the cell filled, whichever item branched
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
