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

    /** Random paths an order's estimate takes. */
    static final int PATHS = 200;
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

    /** The cheapest candidate order for {@code problem}, by the estimates (seeded: the same problem, the same order). */
    static Scored choose(ExactCoverProblem problem) {
        List<Scored> all = candidates(problem);
        Scored best = all.get(0);
        for (Scored s : all) {
            if (s.cost < best.cost) {
                best = s;
            }
        }
        return best;
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
        for (int o = 0; o < problem.optionCount(); o++) {
            int size = problem.optionSize(o);
            for (int k = 0; k < size; k++) {
                int a = problem.optionItem(o, k);
                if (a >= n) {
                    continue;
                }
                degree[a]++;
                for (int m = 0; m < size; m++) {
                    int b = problem.optionItem(o, m);
                    if (b < n && b != a) {
                        tied[a][b] = true;
                    }
                }
            }
        }
        Integer[] byDegree = new Integer[n];
        for (int i = 0; i < n; i++) {
            byDegree[i] = i;
        }
        Arrays.sort(byDegree, (x, y) -> degree[x] != degree[y] ? Integer.compare(degree[x], degree[y]) : Integer.compare(x, y));
        rules.add("fewest");
        orders.add(Arrays.stream(byDegree).mapToInt(Integer::intValue).toArray());
        // Narrow fronts from the items with the fewest ties (corners), a few of them.
        Integer[] byTies = byDegree.clone();
        int[] ties = new int[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                ties[i] += tied[i][j] ? 1 : 0;
            }
        }
        Arrays.sort(byTies, (x, y) -> ties[x] != ties[y] ? Integer.compare(ties[x], ties[y])
                : degree[x] != degree[y] ? Integer.compare(degree[x], degree[y]) : Integer.compare(x, y));
        for (int s = 0; s < Math.min(STARTS, n); s++) {
            rules.add("front from " + problem.itemName(byTies[s]));
            orders.add(front(n, tied, degree, byTies[s]));
        }
        List<Scored> scored = new ArrayList<>();
        for (int c = 0; c < orders.size(); c++) {
            BitsLayout layout = new BitsLayout(problem, orders.get(c));
            scored.add(new Scored(rules.get(c), orders.get(c), layout, estimate(layout, PATHS, new Random(c + 1))));
        }
        return scored;
    }

    /** A narrow-front order starting at {@code start}. */
    static int[] front(int n, boolean[][] tied, int[] degree, int start) {
        int[] order = new int[n];
        boolean[] ordered = new boolean[n];
        boolean[] inFront = new boolean[n];
        int[] toOrdered = new int[n];
        int next = start;
        for (int r = 0; r < n; r++) {
            order[r] = next;
            ordered[next] = true;
            inFront[next] = false;
            for (int j = 0; j < n; j++) {
                if (tied[next][j]) {
                    toOrdered[j]++;
                    if (!ordered[j]) {
                        inFront[j] = true;
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
                int added = 0;
                for (int j = 0; j < n; j++) {
                    if (tied[i][j] && !ordered[j] && !inFront[j] && j != i) {
                        added++;
                    }
                }
                if (!inFront[i]) {
                    added += n; // leave the front only when it is empty
                }
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

    private static int maxGroup(BitsLayout layout) {
        int max = 0;
        for (int r = 0; r + 1 < layout.first.length; r++) {
            max = Math.max(max, layout.first[r + 1] - layout.first[r]);
        }
        return max;
    }
}
