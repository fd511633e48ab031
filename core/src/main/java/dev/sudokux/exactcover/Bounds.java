package dev.sudokux.exactcover;

/**
 * The moves of Knuth's Algorithm M (DLX3) on {@link Links}, beyond those of Algorithm X: each primary
 * item's {@code bound} (how many more options may cover it) and {@code slack} ({@code max - min}),
 * the choice of the item of least branching degree (M3), preparing to branch on it (M4), tweaking
 * (M5), partial covering (M6, M7) and restoring (M8). Used by {@link MultiplicitySearch} and
 * {@link MultiplicityCursor}.
 */
final class Bounds {
    final Links links;
    final int items;
    private final int primary;
    final int[] bound;
    final int[] slack;
    /** What {@link #choose} found: the item (0 when none is left: a solution) and its degree. */
    int best;
    int degree;

    Bounds(Links links) {
        this.links = links;
        ExactCoverProblem problem = links.problem;
        this.items = problem.itemCount();
        this.primary = problem.primaryCount();
        this.bound = new int[items + 1];
        this.slack = new int[items + 1];
        for (int i = 0; i < primary; i++) {
            bound[i + 1] = problem.maxCount(i);
            slack[i + 1] = problem.maxCount(i) - problem.minCount(i);
        }
    }

    /**
     * M3 [Choose i.]: sets {@link #best} to the active primary item of least branching degree
     * {@code len + min(slack, bound) - bound + 1} (ties: the smaller {@code min(slack, bound)}, then the
     * longer list, then the first) and {@link #degree} to that degree (0 or less: a dead end; the scan
     * stops there); {@code best} 0 when no item is left.
     */
    void choose() {
        final int[] rlink = links.rlink;
        final int[] top = links.top;
        int t = Integer.MAX_VALUE;
        int chosen = 0;
        int bestSlack = 0;
        int bestLength = 0;
        for (int k = rlink[Links.ROOT]; k != Links.ROOT; k = rlink[k]) {
            int s = Math.min(slack[k], bound[k]);
            int length = top[k];
            int d = length + s - bound[k] + 1;
            if (d <= t && (d < t || s < bestSlack || (s == bestSlack && length > bestLength))) {
                t = d;
                chosen = k;
                bestSlack = s;
                bestLength = length;
                if (t <= 0) {
                    break; // a dead end: nothing else matters
                }
            }
        }
        best = chosen;
        degree = t;
    }

    /**
     * M4 [Prepare to branch on i.]: {@code bound--}; with neither bound nor slack left, covers
     * {@code best} as Algorithm X does and returns 0; otherwise returns the first node of its list,
     * from which it will be tweaked (covering it first when no bound is left).
     */
    int prepare(int best) {
        int first = links.dlink[best];
        bound[best]--;
        if (bound[best] == 0 && slack[best] == 0) {
            links.cover(best);
            return 0;
        }
        if (bound[best] == 0) {
            links.cover(best);
        }
        return first;
    }

    /** Whether the level of {@code best} branches by tweaking (after {@link #prepare}). */
    boolean tweaking(int best) {
        return bound[best] != 0 || slack[best] != 0;
    }

    /**
     * M5 [Possibly tweak x.] for node {@code cur} of item {@code best}: false when the level is done
     * (too few options left for the lower bound, or the list ended); otherwise tweaks {@code cur} (at the
     * header: the null move, deactivating the item when it was not covered) and returns true.
     */
    boolean advance(int best, int cur) {
        if (bound[best] == 0 && slack[best] == 0) {
            return cur != best;
        }
        if (links.top[best] <= bound[best] - slack[best]) {
            return false;
        }
        if (cur != best) {
            links.tweak(cur, bound[best] != 0);
        } else if (bound[best] != 0) {
            links.deactivate(best);
        }
        return true;
    }

    /**
     * M8 [Restore i.]: puts {@code best} back as it was before {@link #prepare} (its tweaks from
     * {@code firstTweak} undone). A tweaking item covered at M4 must be active again first (the search
     * reactivates it when it leaves its null move).
     */
    void restore(int best, int firstTweak) {
        if (bound[best] == 0 && slack[best] == 0) {
            links.uncover(best);
        } else {
            links.untweak(best, firstTweak, bound[best] != 0);
        }
        bound[best]++;
    }

    /** M6 [Try x.]: partially covers every item of {@code x}'s option but its own. */
    void commitOthers(int x) {
        final int[] top = links.top;
        for (int p = x + 1; p != x; ) {
            int j = top[p];
            if (j <= 0) {
                p = links.ulink[p];
            } else {
                commit(p, j);
                p++;
            }
        }
    }

    /** M7 [Try again.]: undoes {@link #commitOthers}, right to left. */
    void uncommitOthers(int x) {
        final int[] top = links.top;
        for (int p = x - 1; p != x; ) {
            int j = top[p];
            if (j <= 0) {
                p = links.dlink[p];
            } else {
                uncommit(p, j);
                p--;
            }
        }
    }

    /** Partially covers every item of the option starting at node {@code first} (an option chosen by the caller). */
    void commitAll(int first) {
        for (int p = first; links.top[p] > 0; p++) {
            commit(p, links.top[p]);
        }
    }

    /** Undoes {@link #commitAll}. */
    void uncommitAll(int first) {
        int p = first;
        while (links.top[p] > 0) {
            p++;
        }
        for (p--; p >= first; p--) {
            uncommit(p, links.top[p]);
        }
    }

    /** One more option covers item {@code j} (node {@code p}): a primary item loses a bound (covered at 0). */
    private void commit(int p, int j) {
        if (j <= primary) {
            if (--bound[j] == 0) {
                links.cover(j);
            }
        } else if (links.color == null) {
            links.cover(j);
        } else {
            links.commit(p, j);
        }
    }

    private void uncommit(int p, int j) {
        if (j <= primary) {
            if (bound[j] == 0) {
                links.uncover(j);
            }
            bound[j]++;
        } else if (links.color == null) {
            links.uncover(j);
        } else {
            links.uncommit(p, j);
        }
    }
}
