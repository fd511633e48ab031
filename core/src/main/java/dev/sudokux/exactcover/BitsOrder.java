package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The order in which the bits engine ({@link BitsEngine}) branches on primary items: its tree is
 * the tree of that static order (at each node the first uncovered item), and the order decides the
 * tree's size (pentominoes 6x10: 26 million nodes scanning the short side, 349 million along the
 * long one). Nothing is assumed about what items mean (their names are not read): a few candidate
 * orders are made from the problem's shape, and each is scored by Knuth's estimate of the cost of its
 * tree, from random root-to-leaf paths on its masks (which cost a few microseconds each); the
 * cheapest wins. The candidates:
 * <ul>
 *   <li>the input order, and its reverse;</li>
 *   <li>fewest options first (Langford pairs: the values with the fewest places first);</li>
 *   <li>narrow fronts: starting at an item of few options (a corner, say), repeatedly the item whose
 *       options bring the fewest new items into the front (the items that share an option with one
 *       already ordered, not yet ordered themselves), ties going to the item most tied to the
 *       ordered ones, then the one with fewer options: a profile-reducing order in the manner of
 *       Sloan's, which keeps the set of partly covered items small. Items tied to everything (a
 *       pentomino's name) come last.</li>
 * </ul>
 */
final class BitsOrder {

    /** Random paths an order's estimate takes when the orders are compared. */
    static final int PATHS = 200;
    /** Random paths of the chosen order's cost ({@link #choose}): a millisecond or two. */
    static final int COST_PATHS = 1000;
    /** The seed of those paths (the candidates' are 1 to 7). */
    private static final long COST_SEED = 1_000;
    /** The cost of a node against that of one option tested, in the estimate's unit (an option tested). */
    static final double NODE_COST = 4;
    /** How many narrow-front orders (from different start items) are tried, at most. */
    private static final int STARTS = 4;

    private BitsOrder() {
    }

    /**
     * A scored order: its items, the masks built in that order (kept so that the winner's are not
     * built again) and the estimated cost of its tree (options tested, nodes weighed in).
     */
    record Scored(String rule, int[] order, BitsLayout layout, double cost) {
    }

    /**
     * The cheapest candidate order for {@code problem}, by the estimates (seeded: the same problem, the
     * same order), with its cost estimated again from {@value #COST_PATHS} fresh paths. The first
     * estimates choose, but their winner's is the lowest of several heavy-tailed estimates (most of a
     * tree's cost lies in a few wide subtrees that a few hundred paths mostly miss), low by luck as
     * much as by merit: on Scott's pentomino puzzle the winner scored 9.3e7 against a true cost of
     * 2.9e8, on the 6 x 10 box 1.5e8 against 1.4e9, and {@link BitsEngine#beats} then took bits on
     * Scott, 1.4 times slower than cells. The fresh paths took no part in the choice: their mean is
     * unbiased (Scott 8 seeds: 0.72-1.98 of the true cost, 6 x 10 0.36-1.28; docs/bits-engine.md).
     */
    static Scored choose(ExactCoverProblem problem) {
        List<Scored> all = candidates(problem);
        Scored best = all.get(0);
        for (Scored s : all) {
            if (s.cost < best.cost) {
                best = s;
            }
        }
        double cost = estimate(best.layout, COST_PATHS, new Random(COST_SEED));
        return new Scored(best.rule, best.order, best.layout, cost);
    }

    /** Every candidate order for {@code problem}, scored. */
    static List<Scored> candidates(ExactCoverProblem problem) {
        int n = problem.primaryCount();
        List<String> rules = new ArrayList<>();
        List<int[]> orders = new ArrayList<>();
        int[] input = new int[n];
        int[] reverse = new int[n];
        for (int i = 0; i < n; i++) {
            input[i] = i;
            reverse[i] = n - 1 - i;
        }
        rules.add("input");
        orders.add(input);
        rules.add("reverse");
        orders.add(reverse);
        int[] degree = new int[n];
        boolean[][] tied = new boolean[n][n];
        int[] start = problem.rawOptionStart();
        int[] items = problem.rawOptionItems();
        for (int o = 0; o < problem.optionCount(); o++) {
            for (int k = start[o]; k < start[o + 1]; k++) {
                int a = items[k];
                if (a >= n) {
                    continue;
                }
                degree[a]++;
                for (int m = start[o]; m < start[o + 1]; m++) {
                    int b = items[m];
                    if (b < n && b != a) {
                        tied[a][b] = true;
                    }
                }
            }
        }
        int[] ties = new int[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                ties[i] += tied[i][j] ? 1 : 0;
            }
        }
        // Sorted on primitive keys (item last: ties broken by number), no boxing or comparators: this
        // runs once in a fresh JVM, where they cost more than the sorting itself.
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = (long) degree[i] << 8 | i;
        }
        int[] byDegree = itemsOf(keys);
        rules.add("fewest");
        orders.add(byDegree);
        // Narrow fronts from the items with the fewest ties (corners), a few of them.
        for (int i = 0; i < n; i++) {
            keys[i] = (long) ties[i] << 40 | (long) degree[i] << 8 | i;
        }
        int[] byTies = itemsOf(keys);
        for (int s = 0; s < Math.min(STARTS, n); s++) {
            rules.add("front from " + problem.itemName(byTies[s]));
            orders.add(front(n, tied, ties, degree, byTies[s]));
        }
        List<Scored> scored = new ArrayList<>();
        for (int c = 0; c < orders.size(); c++) {
            BitsLayout layout = new BitsLayout(problem, orders.get(c));
            scored.add(new Scored(rules.get(c), orders.get(c), layout, estimate(layout, PATHS, new Random(c + 1))));
        }
        return scored;
    }

    /** The items (below 256) in the order of their sorted keys, whose low 8 bits are the item. */
    private static int[] itemsOf(long[] keys) {
        long[] sorted = keys.clone();
        Arrays.sort(sorted);
        int[] items = new int[sorted.length];
        for (int i = 0; i < items.length; i++) {
            items[i] = (int) (sorted[i] & 0xff);
        }
        return items;
    }

    /**
     * A narrow-front order starting at {@code start} ({@code ties[i]}: the items tied to {@code i}).
     * Each step takes the unordered item that brings the fewest new items into the front (items
     * neither ordered nor in the front, "fresh", tied to it; an item out of the front counts {@code n}
     * more), ties to the one with more ordered items tied to it, then fewer options, then the lowest
     * number. The fresh items tied to each item are counted as items leave the fresh set (once each),
     * so an order costs O(n^2).
     */
    static int[] front(int n, boolean[][] tied, int[] ties, int[] degree, int start) {
        int[] order = new int[n];
        boolean[] ordered = new boolean[n];
        boolean[] inFront = new boolean[n];
        int[] toOrdered = new int[n];
        int[] fresh = ties.clone();
        int next = start;
        for (int r = 0; r < n; r++) {
            order[r] = next;
            if (!inFront[next]) {
                leaveFresh(n, tied, fresh, next);
            }
            ordered[next] = true;
            inFront[next] = false;
            for (int j = 0; j < n; j++) {
                if (tied[next][j]) {
                    toOrdered[j]++;
                    if (!ordered[j] && !inFront[j]) {
                        inFront[j] = true;
                        leaveFresh(n, tied, fresh, j);
                    }
                }
            }
            if (r + 1 == n) {
                break;
            }
            int best = -1;
            int bestNew = Integer.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                if (ordered[i]) {
                    continue;
                }
                int added = inFront[i] ? fresh[i] : fresh[i] + n; // leave the front only when it is empty
                if (best < 0 || added < bestNew
                        || added == bestNew && (toOrdered[i] > toOrdered[best]
                        || toOrdered[i] == toOrdered[best] && degree[i] < degree[best])) {
                    best = i;
                    bestNew = added;
                }
            }
            next = best;
        }
        return order;
    }

    /** Item {@code j} is no longer fresh: one fresh item fewer tied to each of its ties. */
    private static void leaveFresh(int n, boolean[][] tied, int[] fresh, int j) {
        for (int i = 0; i < n; i++) {
            if (tied[j][i]) {
                fresh[i]--;
            }
        }
    }

    /**
     * Knuth's estimate of the cost of {@code layout}'s tree (options tested, plus {@link #NODE_COST}
     * a node) from {@code paths} random paths: the mean over paths of the sum, level by level, of the
     * product of the degrees above times the cost of the node.
     */
    static double estimate(BitsLayout layout, int paths, Random random) {
        int[] fit = new int[Math.max(1, maxGroup(layout))];
        double total = 0;
        for (int p = 0; p < paths; p++) {
            long a = 0;
            long b = 0;
            double weight = 1;
            double cost = 0;
            while (true) {
                long f = ~a & layout.primaryLo;
                int r;
                if (f != 0) {
                    r = Long.numberOfTrailingZeros(f);
                } else {
                    f = ~b & layout.primaryHi;
                    if (f == 0) {
                        cost += weight * NODE_COST;
                        break;
                    }
                    r = 64 + Long.numberOfTrailingZeros(f);
                }
                int s = layout.first[r];
                int e = layout.first[r + 1];
                cost += weight * (NODE_COST + (e - s));
                int d = 0;
                for (int k = s; k < e; k++) {
                    if ((layout.lo[k] & a) == 0 && (layout.hi[k] & b) == 0) {
                        fit[d++] = k;
                    }
                }
                if (d == 0) {
                    break;
                }
                int k = fit[random.nextInt(d)];
                a |= layout.lo[k];
                b |= layout.hi[k];
                weight *= d;
            }
            total += cost;
        }
        return total / paths;
    }

    /** The most options any item has in the layout (its widest group; also {@code BitsCursor}'s buffer). */
    static int maxGroup(BitsLayout layout) {
        int max = 0;
        for (int r = 0; r + 1 < layout.first.length; r++) {
            max = Math.max(max, layout.first[r + 1] - layout.first[r]);
        }
        return max;
    }
}
