package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A weighted sum over cells, {@code sum(weight[i] * digit[i]) == target}, with any non-zero integer
 * weights (an arrow: its circle's digits with weights 10^k, its shaft's with -1), narrowed by bounds
 * that count digits that must differ only once: the cells of each weight are split into groups
 * whose cells all see each other, and a group of k cells holds k distinct digits, so its least sum
 * is the k smallest digits its cells can reach one each, not k times the smallest. That is how the
 * Interactive Sudoku Solver bounds a sum (its exclusion groups); per node it costs a few operations
 * a cell, where reading the sum as an automaton walks every partial sum of the line.
 *
 * <p>Bounds of one group: each cell, in turn, takes the smallest digit no earlier cell took that is
 * not below the cell's least digit (the order does not change the digits taken, as parked cars'
 * spaces); that is the least sum of distinct digits above those minima, and a digit past the last
 * one means the group cannot be filled. The greatest sum mirrors it. A cell keeps the digits d for
 * which {@code weight * d} fits between the target less the other terms' greatest and least
 * bounds, its own group's bounds taken without it.
 */
final class LinearSum {

    /** Narrows a cell to some of its digits; false when none is left. */
    interface Narrower {
        boolean narrow(int cell, long digits);
    }

    private final int[] cells;
    private final int[] weights;
    private final int target;
    private final int digits;
    /** The groups: cell indexes (into {@link #cells}) that all see each other and share a weight. */
    private final int[][] groups;

    private LinearSum(int[] cells, int[] weights, int target, int digits, int[][] groups) {
        this.cells = cells;
        this.weights = weights;
        this.target = target;
        this.digits = digits;
        this.groups = groups;
    }

    /**
     * The sum over {@code cells} of {@code board} (a cell listed twice counts its weights together;
     * cells whose weights cancel leave), its cells grouped where they see each other; null when no
     * cell is left or some weight is zero.
     */
    static LinearSum of(Board board, int[] cells, int[] weights, int target) {
        java.util.LinkedHashMap<Integer, Integer> weightOf = new java.util.LinkedHashMap<>();
        for (int i = 0; i < cells.length; i++) {
            weightOf.merge(cells[i], weights[i], Integer::sum);
        }
        weightOf.values().removeIf(w -> w == 0);
        if (weightOf.isEmpty()) {
            return null;
        }
        int[] cs = weightOf.keySet().stream().mapToInt(Integer::intValue).toArray();
        int[] ws = weightOf.values().stream().mapToInt(Integer::intValue).toArray();
        int[][] g = groups(board, cs, ws);
        return new LinearSum(cs, ws, target, board.digits(), g);
    }

    /**
     * The groups of distinct digits among {@code cells} (indexes into it), cells of one weight
     * each: the better, by the sum of their sizes squared (fewer, larger groups bound tighter), of
     * two greedy splits, one taking the house with most of the cells left first, one taking the
     * cells in their order into the first group they all see.
     */
    static int[][] groups(Board board, int[] cells, int[] weights) {
        int m = cells.length;
        // Each house's cells among these (indexes, increasing), houses in the board's order.
        int houseCount = board.houses().size();
        int[] count = new int[houseCount];
        for (int c : cells) {
            for (int h : board.housesOf(c)) {
                count[h]++;
            }
        }
        int[][] members = new int[houseCount][];
        for (int h = 0; h < houseCount; h++) {
            members[h] = count[h] == 0 ? null : new int[count[h]];
            count[h] = 0;
        }
        for (int j = 0; j < m; j++) {
            for (int h : board.housesOf(cells[j])) {
                members[h][count[h]++] = j;
            }
        }
        List<int[]> byHouse = new ArrayList<>();
        boolean[] placed = new boolean[m];
        int[] weight = new int[m];
        int[] size = new int[m];
        int left = m;
        while (left > 0) {
            int[] best = null;
            int bestHouse = -1;
            int bestWeight = 0;
            for (int h = 0; h < houseCount; h++) {
                if (members[h] == null) {
                    continue;
                }
                // The house's cells left, by weight, the weights in the order first met.
                int kinds = 0;
                for (int j : members[h]) {
                    if (placed[j]) {
                        continue;
                    }
                    int k = 0;
                    while (k < kinds && weight[k] != weights[j]) {
                        k++;
                    }
                    if (k == kinds) {
                        weight[kinds] = weights[j];
                        size[kinds++] = 0;
                    }
                    size[k]++;
                }
                // The weights in the order a HashMap filled by computeIfAbsent lists them (by slot of
                // their spread hash, the last inserted first within a slot; of equal sizes the first
                // listed wins), so that the groups, and the trees, are those this split always gave.
                int slots = 16;
                while (kinds > slots * 3 / 4) {
                    slots *= 2;
                }
                int bestKind = -1;
                for (int slot = 0; slot < slots; slot++) {
                    for (int k = kinds - 1; k >= 0; k--) {
                        int w = weight[k];
                        if (((w ^ (w >>> 16)) & (slots - 1)) == slot
                                && (best == null && bestKind < 0 || size[k] > (bestKind >= 0 ? size[bestKind] : best.length))) {
                            bestKind = k;
                        }
                    }
                }
                if (bestKind >= 0) {
                    best = new int[size[bestKind]];
                    bestHouse = h;
                    bestWeight = weight[bestKind];
                }
            }
            if (best == null || best.length <= 1) {
                for (int i = 0; i < m; i++) {
                    if (!placed[i]) {
                        byHouse.add(new int[] {i});
                    }
                }
                break;
            }
            int k = 0;
            for (int j : members[bestHouse]) {
                if (!placed[j] && weights[j] == bestWeight) {
                    best[k++] = j;
                }
            }
            for (int i : best) {
                placed[i] = true;
            }
            left -= best.length;
            byHouse.add(best);
        }
        // Cells in their order, each into the first group of its weight whose cells it all sees.
        int[][] inOrder = new int[m][];
        int[] length = new int[m];
        int groups = 0;
        for (int i = 0; i < m; i++) {
            int home = -1;
            for (int k = 0; k < groups && home < 0; k++) {
                boolean all = weights[inOrder[k][0]] == weights[i];
                for (int g = 0; g < length[k] && all; g++) {
                    all = board.seeEachOther(cells[i], cells[inOrder[k][g]]);
                }
                if (all) {
                    home = k;
                }
            }
            if (home < 0) {
                home = groups++;
                inOrder[home] = new int[m];
            }
            inOrder[home][length[home]++] = i;
        }
        int[][] a = byHouse.toArray(new int[0][]);
        int[][] b = new int[groups][];
        for (int k = 0; k < groups; k++) {
            b[k] = Arrays.copyOf(inOrder[k], length[k]);
        }
        return squares(a) >= squares(b) ? a : b;
    }

    private static int squares(int[][] groups) {
        int s = 0;
        for (int[] g : groups) {
            s += g.length * g.length;
        }
        return s;
    }

    /** The cells, each once. */
    int[] cells() {
        return cells.clone();
    }

    /** The length of the scratch {@link #propagate(long[], Narrower, int[])} needs. */
    int scratchLength() {
        return 2 * groups.length;
    }

    /** {@link #propagate(long[], Narrower, int[])} with scratch of its own. */
    boolean propagate(long[] mask, Narrower out) {
        return propagate(mask, out, new int[scratchLength()]);
    }

    /**
     * Narrows the cells' digits ({@code mask}, per position, one bit a digit) through {@code out} to
     * those within the bounds; false when the bounds leave no filling. {@code scratch} (at least
     * {@link #scratchLength()} long, owned by the caller: a sum is shared data of the plan, used by
     * every propagator of the puzzle) keeps each group's least and greatest sums meanwhile.
     */
    boolean propagate(long[] mask, Narrower out, int[] scratch) {
        long lo = 0;
        long hi = 0;
        for (int g = 0; g < groups.length; g++) {
            int[] group = groups[g];
            int least = leastSum(mask, group, -1);
            int most = greatestSum(mask, group, -1);
            if (least < 0 || most < 0) {
                return false;
            }
            scratch[2 * g] = least;
            scratch[2 * g + 1] = most;
            int w = weights[group[0]];
            lo += w > 0 ? (long) w * least : (long) w * most;
            hi += w > 0 ? (long) w * most : (long) w * least;
        }
        if (target < lo || target > hi) {
            return false;
        }
        for (int g = 0; g < groups.length; g++) {
            int[] group = groups[g];
            int w = weights[group[0]];
            long termLo = w > 0 ? (long) w * scratch[2 * g] : (long) w * scratch[2 * g + 1];
            long termHi = w > 0 ? (long) w * scratch[2 * g + 1] : (long) w * scratch[2 * g];
            // A cell's digit moves its group's least sum by at most digits - 1 above the cell's
            // least digit (taking it back out frees one digit at least that low), and likewise the
            // greatest: with that much slack on both sides, no digit of the group is out of bounds.
            long reach = (long) Math.abs(w) * (digits - 1);
            if (target - lo >= reach && hi - target >= reach) {
                continue;
            }
            for (int i : group) {
                int cell = cells[i];
                long m = mask[cell];
                if ((m & (m - 1)) == 0) {
                    continue;
                }
                // The rest of the sum without this cell: other groups as they are, this group without it.
                long restLo = lo - termLo;
                long restHi = hi - termHi;
                if (group.length > 1) {
                    int least = leastSum(mask, group, i);
                    int most = greatestSum(mask, group, i);
                    restLo += w > 0 ? (long) w * least : (long) w * most;
                    restHi += w > 0 ? (long) w * most : (long) w * least;
                }
                // w * d must lie in [target - restHi, target - restLo].
                long a = target - restHi;
                long b = target - restLo;
                long dLo;
                long dHi;
                if (w > 0) {
                    dLo = Math.floorDiv(a + w - 1, w);
                    dHi = Math.floorDiv(b, w);
                } else {
                    dLo = ceilDiv(b, w);
                    dHi = Math.floorDiv(a, w);
                }
                long keep = range(dLo, dHi);
                if ((m & ~keep) != 0 && !out.narrow(cell, m & keep)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** ceil(a / b) for b < 0. */
    private static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }

    /** The digits lo..hi (clipped to 1..digits) as bits. */
    private long range(long lo, long hi) {
        lo = Math.max(lo, 1);
        hi = Math.min(hi, digits);
        if (lo > hi) {
            return 0;
        }
        long upTo = hi == 64 ? -1L : (1L << hi) - 1;
        return upTo & ~((1L << (lo - 1)) - 1);
    }

    /** The least sum of distinct digits the group's cells (but {@code skip}) can take, each at least its least digit; -1 when none. */
    private int leastSum(long[] mask, int[] group, int skip) {
        long taken = 0;
        int sum = 0;
        for (int i : group) {
            if (i == skip) {
                continue;
            }
            long m = mask[cells[i]];
            long free = ~taken & -(m & -m); // bits at or above the cell's least digit, not taken
            if (free == 0) {
                return -1;
            }
            long bit = free & -free;
            int d = Long.numberOfTrailingZeros(bit) + 1;
            if (d > digits) {
                return -1;
            }
            taken |= bit;
            sum += d;
        }
        return sum;
    }

    /** The greatest sum of distinct digits the group's cells (but {@code skip}) can take, each at most its greatest; -1 when none. */
    private int greatestSum(long[] mask, int[] group, int skip) {
        long taken = 0;
        int sum = 0;
        for (int i : group) {
            if (i == skip) {
                continue;
            }
            long m = mask[cells[i]];
            long high = Long.highestOneBit(m);
            long free = ~taken & (high | (high - 1)); // bits at or below the cell's greatest digit, not taken
            if (free == 0) {
                return -1;
            }
            long bit = Long.highestOneBit(free);
            taken |= bit;
            sum += Long.numberOfTrailingZeros(bit) + 1;
        }
        return sum;
    }

    @Override
    public String toString() {
        return "LinearSum" + Arrays.toString(cells) + "x" + Arrays.toString(weights) + "=" + target;
    }
}
