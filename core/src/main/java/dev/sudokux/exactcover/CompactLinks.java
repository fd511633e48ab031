package dev.sudokux.exactcover;

import java.util.Arrays;

/**
 * Builds the links of what a partial solution leaves (the textbook way to search from a puzzle's
 * givens): only the items the chosen options do not cover, and the options that clash with none of
 * them, in the same order as in the full links but numbered afresh, so that the search walks a
 * compact block of memory and finds the same tree as on the full links after covering the chosen
 * options; one pass over the problem's nodes instead of covering and uncovering. After the options
 * left come the chosen options themselves, linked nowhere, so that a solution can name them.
 *
 * <p>Problems without colours only (purifying is not a matter of leaving options out). The arrays
 * are kept and filled again for the next partial solution.
 */
final class CompactLinks {

    private final Links full;
    /** Items covered by the chosen options are stamped with {@code stamp}. */
    private final int[] coveredMark;
    private int stamp;
    /** One bit an option: set when it clashes with a chosen option. */
    private final long[] optionDead;
    /** The options of item {@code i} (links numbering): {@code itemOptions[itemOptionStart[i-1] ..]}. */
    private final int[] itemOptionStart;
    private final int[] itemOptions;
    private final Links compact;

    CompactLinks(Links full) {
        this.full = full;
        ExactCoverProblem problem = full.problem;
        coveredMark = new int[problem.itemCount() + 2];
        optionDead = new long[(problem.optionCount() + 63) >> 6];
        compact = new Links(problem, full.top.length, false);
        int n = problem.itemCount();
        int[] start = new int[n + 1];
        int[] top = full.top;
        for (int q = n + 1; q < top.length; q++) {
            if (top[q] > 0) {
                start[top[q]]++;
            }
        }
        for (int i = 1; i <= n; i++) {
            start[i] += start[i - 1];
        }
        int[] fill = Arrays.copyOf(start, n);
        int[] options = new int[start[n]];
        for (int q = n + 1; q < top.length; q++) {
            if (top[q] > 0) {
                options[fill[top[q] - 1]++] = full.optionOf(q);
            }
        }
        itemOptionStart = start;
        itemOptions = options;
    }

    /**
     * The links of what the options {@code chosen} leave, with {@code chosenNodes} set to a node of
     * each chosen option; null when two chosen options share an item (no solution has both).
     */
    Links build(int[] chosen, int[] chosenNodes) {
        if (!markItems(chosen)) {
            return null;
        }
        Links r = compact;
        r.updates = 0;
        r.linkItems(coveredMark, stamp);
        int spacer = r.itemCount() + 1;
        r.top[spacer] = 0;
        // The options left, walked by the bits of a word rather than tested one by one: a test
        // would be mispredicted for about one option in three.
        final long[] dead = optionDead;
        final int options = full.firstNode.length;
        for (int w = 0; w < dead.length; w++) {
            long left = ~dead[w];
            if (w == dead.length - 1 && (options & 63) != 0) {
                left &= (1L << options) - 1;
            }
            while (left != 0) {
                spacer = copyOption((w << 6) | Long.numberOfTrailingZeros(left), spacer, true);
                left &= left - 1;
            }
        }
        for (int c = 0; c < chosen.length; c++) {
            chosenNodes[c] = spacer + 1;
            spacer = copyOption(chosen[c], spacer, false);
        }
        r.dlink[spacer] = spacer;
        return r;
    }

    /**
     * Copies option {@code k} after the spacer {@code spacer}, appending its nodes to their items'
     * lists when {@code link} is set; returns the spacer after it.
     */
    private int copyOption(int k, int spacer, boolean link) {
        final Links r = compact;
        final int[] top = r.top;
        final int[] fullTop = full.top;
        int node = spacer;
        for (int q = full.firstNode[k]; fullTop[q] > 0; q++) {
            node++;
            int item = fullTop[q];
            top[node] = item;
            if (link) {
                r.append(node, item);
            }
        }
        return r.closeOption(spacer, node, k);
    }

    /**
     * Stamps the items of {@code chosen} in {@code coveredMark}, and in {@code optionDead} every
     * option that has one of them; false when two chosen options share an item.
     */
    private boolean markItems(int[] chosen) {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(coveredMark, 0);
            stamp = 1;
        }
        final long[] dead = optionDead;
        Arrays.fill(dead, 0);
        final int[] top = full.top;
        for (int option : chosen) {
            for (int q = full.firstNode[option]; top[q] > 0; q++) {
                int item = top[q];
                if (coveredMark[item] == stamp) {
                    return false;
                }
                coveredMark[item] = stamp;
                for (int p = itemOptionStart[item - 1]; p < itemOptionStart[item]; p++) {
                    int k = itemOptions[p];
                    dead[k >> 6] |= 1L << k;
                }
            }
        }
        return true;
    }
}
