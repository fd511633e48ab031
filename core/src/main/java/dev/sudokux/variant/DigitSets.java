package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.List;

/**
 * The digit sets a group of distinct cells can hold: for a killer cage, the sets of its size that add
 * up to its sum; for a renban line, the runs of consecutive digits of its length. A set counts only
 * when the cells can take its digits one each, given what each cell may hold (a matching).
 */
final class DigitSets {

    /** Above this many sets a cage's sum is left to an automaton rather than one option a set. */
    static final int MAX_SETS = 4096;

    private DigitSets() {
    }

    /**
     * The sets of {@code cells.length} distinct digits adding up to {@code sum} that the cells can
     * hold ({@code mask[cell]}: the digits each may hold); null when there are more than
     * {@link #MAX_SETS}.
     */
    static List<Long> withSum(int[] cells, long[] mask, int sum) {
        long union = 0;
        for (int c : cells) {
            union |= mask[c];
        }
        List<Long> sets = new ArrayList<>();
        int[] count = {0};
        if (!subsets(union, 63, cells.length, sum, 0L, cells, mask, sets, count)) {
            return null;
        }
        return sets;
    }

    /**
     * The sets of {@code size} distinct digits of {@code among} (one bit a digit) adding up to
     * {@code sum}, whatever cells are to hold them; null when there are more than {@link #MAX_SETS}.
     */
    static List<Long> ofSize(long among, int size, int sum) {
        List<Long> sets = new ArrayList<>();
        return subsets(among, 63, size, sum, 0L, null, null, sets, new int[1]) ? sets : null;
    }

    /**
     * Walks the subsets of {@code union} from digit {@code top+1} down, keeping those {@code cells}
     * can hold (all of them when {@code cells} is null); false when there are too many.
     */
    private static boolean subsets(long union, int top, int left, int sum, long chosen, int[] cells, long[] mask,
                                   List<Long> out, int[] visited) {
        if (left == 0) {
            if (sum == 0 && (cells == null || fits(cells, mask, chosen))) {
                out.add(chosen);
            }
            return out.size() <= MAX_SETS;
        }
        if (++visited[0] > 50 * MAX_SETS) {
            return false;
        }
        for (int bit = Math.min(top, 63); bit >= 0; bit--) {
            if ((union >>> bit & 1) == 0) {
                continue;
            }
            int digit = bit + 1;
            // The largest sum left: this digit and the next largest ones; the smallest: the smallest ones.
            if (digit > sum) {
                continue;
            }
            if (maxSum(union, bit, left) < sum) {
                return true; // every smaller digit gives less
            }
            if (minSum(union, bit, left) > sum) {
                continue;
            }
            if (!subsets(union, bit - 1, left - 1, sum - digit, chosen | 1L << bit, cells, mask, out, visited)) {
                return false;
            }
        }
        return true;
    }

    /** The sum of the {@code k} largest digits of {@code union} from bit {@code top} down. */
    private static int maxSum(long union, int top, int k) {
        int s = 0;
        for (int bit = top; bit >= 0 && k > 0; bit--) {
            if ((union >>> bit & 1) != 0) {
                s += bit + 1;
                k--;
            }
        }
        return k > 0 ? -1 : s;
    }

    /** The sum of digit {@code top+1} and the {@code k-1} smallest digits of {@code union} below it. */
    private static int minSum(long union, int top, int k) {
        int s = top + 1;
        k--;
        for (int bit = 0; bit < top && k > 0; bit++) {
            if ((union >>> bit & 1) != 0) {
                s += bit + 1;
                k--;
            }
        }
        return k > 0 ? Integer.MAX_VALUE : s;
    }

    /** The runs of {@code cells.length} consecutive digits among 1..digits that the cells can hold. */
    static List<Long> runs(int[] cells, long[] mask, int digits) {
        List<Long> sets = new ArrayList<>();
        int m = cells.length;
        for (int start = 1; start + m - 1 <= digits && m <= 64; start++) {
            long run = (m == 64 ? -1L : (1L << m) - 1) << (start - 1);
            if (fits(cells, mask, run)) {
                sets.add(run);
            }
        }
        return sets;
    }

    /** Whether the cells can take the digits of {@code set} one each (a perfect matching). */
    static boolean fits(int[] cells, long[] mask, long set) {
        if (Long.bitCount(set) != cells.length) {
            return false;
        }
        int[] owner = new int[64];
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < cells.length; i++) {
            if (!augment(i, cells, mask, set, owner, new boolean[64])) {
                return false;
            }
        }
        return true;
    }

    private static boolean augment(int i, int[] cells, long[] mask, long set, int[] owner, boolean[] seen) {
        for (long m = mask[cells[i]] & set; m != 0; m &= m - 1) {
            int d = Long.numberOfTrailingZeros(m);
            if (seen[d]) {
                continue;
            }
            seen[d] = true;
            if (owner[d] < 0 || augment(owner[d], cells, mask, set, owner, seen)) {
                owner[d] = i;
                return true;
            }
        }
        return false;
    }
}
