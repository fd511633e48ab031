package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The 45 rule's larger equations (more cells than {@link Compiler#MAX_SUM_CELLS}, whose digit
 * combinations are too many to list) as {@link LinearSum}s for the propagator, but only those whose
 * target lies near one end of what their cells could add up to: such a sum forces its cells toward
 * their smallest or largest digits and prunes early, where a sum near the middle of its range prunes
 * only deep in the search and costs its bounds at every node meanwhile (every equation of 7-12 cells
 * as a sum took 2.5 times the CPU on ISS's fast killers, BENCHMARKS.md, session 8).
 *
 * <p>The range: cells with one digit left count in the target; the others are split greedily into
 * groups of one weight that share a house (their digits differ), and a group of s cells adds between
 * the s smallest and the s largest digits of 1..n (not of the cells' candidates). With {@code slack}
 * the smaller distance from the target to either end, a sum is kept when {@code slack * SKEW < range}.
 */
final class ImpliedSums {

    /** A sum is kept when its slack times this is below its range (the target in the outer part). */
    static final int SKEW = 4;
    /** The most cells an implied sum may have. */
    static final int MAX_CELLS = 12;

    private ImpliedSums() {
    }

    /**
     * The equations of more than {@code minCells - 1} and at most {@link #MAX_CELLS} cells whose
     * target is near an end of their range, each once: a cell with one digit left in {@code mask}
     * counts as that digit, the others as any of 1..n whatever their candidates ({@link #skewed}).
     */
    static List<LinearSum> of(Board board, List<FortyFiveRule.Equation> equations, long[] mask, int minCells) {
        List<LinearSum> sums = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int n = board.digits();
        for (FortyFiveRule.Equation e : equations) {
            int m = e.plus().length + e.minus().length;
            if (m < minCells || m > MAX_CELLS) {
                continue;
            }
            int[] cells = new int[m];
            int[] weights = new int[m];
            for (int i = 0; i < m; i++) {
                boolean plus = i < e.plus().length;
                cells[i] = plus ? e.plus()[i] : e.minus()[i - e.plus().length];
                weights[i] = plus ? 1 : -1;
            }
            if (!skewed(board, n, cells, weights, e.target(), mask)) {
                continue;
            }
            int[] key = new int[m];
            for (int i = 0; i < m; i++) {
                key[i] = weights[i] * (cells[i] + 1);
            }
            Arrays.sort(key);
            if (seen.add(Arrays.toString(key) + "=" + e.target())) {
                LinearSum s = LinearSum.of(board, cells, weights, e.target());
                if (s != null) {
                    sums.add(s);
                }
            }
        }
        return sums;
    }

    /** Whether the target lies in the outer part of the range the cells' digits allow (see the class). */
    static boolean skewed(Board board, int n, int[] cells, int[] weights, int target, long[] mask) {
        int rest = target;
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            long m = mask[cells[i]];
            if (m != 0 && (m & (m - 1)) == 0) {
                rest -= weights[i] * (Long.numberOfTrailingZeros(m) + 1);
            } else {
                open.add(i);
            }
        }
        long lo = 0;
        long hi = 0;
        boolean[] grouped = new boolean[cells.length];
        for (int i : open) {
            if (grouped[i]) {
                continue;
            }
            // Greedy: the cells of this weight not yet grouped that see i and every cell taken so far.
            List<Integer> group = new ArrayList<>();
            group.add(i);
            grouped[i] = true;
            for (int j : open) {
                if (grouped[j] || weights[j] != weights[i]) {
                    continue;
                }
                boolean all = true;
                for (int g : group) {
                    all &= board.seeEachOther(cells[g], cells[j]);
                }
                if (all) {
                    group.add(j);
                    grouped[j] = true;
                }
            }
            int s = group.size();
            int least = s * (s + 1) / 2;
            int most = s * (2 * n - s + 1) / 2;
            lo += weights[i] > 0 ? least : -most;
            hi += weights[i] > 0 ? most : -least;
        }
        long range = hi - lo;
        long slack = Math.min(rest - lo, hi - rest);
        return slack < 0 || slack * SKEW < range;
    }
}
