package dev.sudokux.exactcover;

/**
 * The bit masks of the bits engine ({@link BitsEngine}) for one problem and one order of its primary
 * items: every item is a bit of two longs (the primary items in the order, from bit 0, then the
 * secondary ones), every option the mask of its items. The options are grouped by their first
 * primary item in the order: at a node whose first uncovered primary item (in the order) is at
 * position {@code r}, the only options that can cover it without clashing with the items already
 * covered are those of group {@code r}, {@code first[r] .. first[r+1]-1}, each tried with one mask
 * test. Options without a primary item are never chosen (no search branches on them). Built once, read
 * only, shared by the searches of every thread.
 */
final class BitsLayout {

    /** The most items (primary and secondary together) a problem may have: two longs of bits. */
    static final int MAX_ITEMS = 128;

    final ExactCoverProblem problem;
    /** The primary items in the order: {@code order[r]} is the item at bit {@code r}. */
    final int[] order;
    /** The bit of each item (problem numbering). */
    final int[] bit;
    /** Group {@code r} is {@code first[r] .. first[r+1]-1}. */
    final int[] first;
    /** The options of the groups, one after another: their masks (low and high long) and problem numbers. */
    final long[] lo;
    final long[] hi;
    final int[] option;
    /** Every option's mask, by problem number (those without a primary item too). */
    final long[] optionLo;
    final long[] optionHi;
    /** The mask of the primary items. */
    final long primaryLo;
    final long primaryHi;

    /**
     * The masks of {@code problem} with its primary items in {@code order} (a permutation of
     * {@code 0 .. primaryCount-1}).
     *
     * @throws IllegalArgumentException when the problem does not fit ({@link #refusal})
     */
    BitsLayout(ExactCoverProblem problem, int[] order) {
        String refusal = refusal(problem);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.problem = problem;
        int primary = problem.primaryCount();
        int items = problem.itemCount();
        this.order = order.clone();
        this.bit = new int[items];
        boolean[] seen = new boolean[primary];
        if (order.length != primary) {
            throw new IllegalArgumentException("an order of " + order.length + " items for " + primary + " primary items");
        }
        for (int r = 0; r < primary; r++) {
            if (seen[order[r]]) {
                throw new IllegalArgumentException("item " + order[r] + " twice in an order");
            }
            seen[order[r]] = true;
            bit[order[r]] = r;
        }
        for (int i = primary; i < items; i++) {
            bit[i] = i;
        }
        int options = problem.optionCount();
        optionLo = new long[options];
        optionHi = new long[options];
        int[] group = new int[options];
        first = new int[primary + 1];
        // The problem's own arrays, not optionItem: this runs for every candidate order, in a fresh JVM.
        int[] start = problem.rawOptionStart();
        int[] optionItems = problem.rawOptionItems();
        for (int o = 0; o < options; o++) {
            long l = 0;
            long h = 0;
            int lowest = Integer.MAX_VALUE;
            for (int k = start[o]; k < start[o + 1]; k++) {
                int item = optionItems[k];
                int b = bit[item];
                if (b < 64) {
                    l |= 1L << b;
                } else {
                    h |= 1L << (b - 64);
                }
                if (item < primary) {
                    lowest = Math.min(lowest, b);
                }
            }
            optionLo[o] = l;
            optionHi[o] = h;
            group[o] = lowest == Integer.MAX_VALUE ? -1 : lowest;
            if (lowest != Integer.MAX_VALUE) {
                first[lowest + 1]++;
            }
        }
        for (int r = 0; r < primary; r++) {
            first[r + 1] += first[r];
        }
        int total = first[primary];
        lo = new long[total];
        hi = new long[total];
        option = new int[total];
        int[] next = first.clone();
        for (int o = 0; o < options; o++) {
            if (group[o] >= 0) {
                int j = next[group[o]]++;
                lo[j] = optionLo[o];
                hi[j] = optionHi[o];
                option[j] = o;
            }
        }
        primaryLo = primary >= 64 ? -1L : (1L << primary) - 1;
        primaryHi = primary <= 64 ? 0 : primary >= 128 ? -1L : (1L << (primary - 64)) - 1;
    }

    /**
     * Why the bits engine does not take {@code problem}, in one line, or null when it does: more than
     * {@link #MAX_ITEMS} items, colours, or multiplicities.
     */
    static String refusal(ExactCoverProblem problem) {
        if (problem.itemCount() > MAX_ITEMS) {
            return "the bits engine takes at most " + MAX_ITEMS + " items (primary and secondary), not "
                    + problem.itemCount() + "; use cells or links";
        }
        if (problem.hasMultiplicities()) {
            return "the bits engine does not take multiplicities; use links";
        }
        if (problem.hasColors()) {
            return "the bits engine does not take colours; use cells or links";
        }
        return null;
    }

    /** The number of primary items. */
    int primaryCount() {
        return order.length;
    }

    /** Whether item {@code item} (problem numbering) is covered in the mask {@code (c0, c1)}. */
    boolean isCovered(int item, long c0, long c1) {
        int b = bit[item];
        return b < 64 ? (c0 >>> b & 1) != 0 : (c1 >>> (b - 64) & 1) != 0;
    }
}
