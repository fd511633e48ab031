package dev.sudokux.exactcover;

import java.util.Arrays;
import java.util.Objects;

/**
 * Where a search stands, as Knuth's programs report it: the counts so far, and the path from the
 * root to the node being searched, as "choice {@code k} of {@code d}" at each level. From the path
 * comes his estimate of the fraction of the tree done: with choice {@code k_l} of {@code d_l} at
 * level {@code l}, it is the sum of {@code (k_l - 1) / (d_0 d_1 ... d_l)} over the levels, plus half
 * of {@code 1 / (d_0 ... d_L)} for the subtree being searched (the tree is taken to branch evenly; it
 * grows steadily as the search goes on, though it can be far off in a lopsided tree).
 *
 * <p>A parallel count has no single path: its progress has none, and no fraction.
 */
public final class SearchProgress {
    private final SearchStats stats;
    private final int[] choice;
    private final int[] degree;

    /**
     * Progress with the counts {@code stats} at the node reached by choice {@code choice[l]} (from 1)
     * of {@code degree[l]} at each level {@code l}; the arrays are copied.
     */
    public SearchProgress(SearchStats stats, int[] choice, int[] degree) {
        this.stats = Objects.requireNonNull(stats);
        if (choice.length != degree.length) {
            throw new IllegalArgumentException(choice.length + " choices but " + degree.length + " degrees");
        }
        for (int l = 0; l < choice.length; l++) {
            if (choice[l] < 1 || choice[l] > degree[l]) {
                throw new IllegalArgumentException("choice " + choice[l] + " of " + degree[l] + " at level " + l);
            }
        }
        this.choice = choice.clone();
        this.degree = degree.clone();
    }

    /** Progress with counts only, no path (a parallel count). */
    public static SearchProgress countsOnly(SearchStats stats) {
        return new SearchProgress(stats, new int[0], new int[0]);
    }

    /** Nodes, updates and solutions so far, and the time since the search began. */
    public SearchStats stats() {
        return stats;
    }

    /** Whether this progress has a path (a one-thread search has; a parallel count has not). */
    public boolean hasPath() {
        return choice.length > 0;
    }

    /** The number of levels on the path. */
    public int depth() {
        return choice.length;
    }

    /** The choice made at {@code level}, from 1: the {@code k} of "k of d". */
    public int choice(int level) {
        return choice[level];
    }

    /** How many choices {@code level} had: the {@code d} of "k of d". */
    public int degree(int level) {
        return degree[level];
    }

    /**
     * Knuth's estimate of the fraction of the search tree done, from 0 to 1; NaN without a path.
     */
    public double fractionDone() {
        if (choice.length == 0) {
            return Double.NaN;
        }
        double done = 0;
        double width = 1;
        for (int l = 0; l < choice.length; l++) {
            width *= degree[l];
            done += (choice[l] - 1) / width;
        }
        return done + 0.5 / width;
    }

    /**
     * The path in Knuth's code: one pair of characters a level, {@code k} then {@code d}, each a digit
     * {@code 0-9}, {@code a-z} (10-35), {@code A-Z} (36-61) or {@code *} (62 and up), the pairs
     * separated by spaces; the first {@code maxLevels} levels, then {@code ...} when there are more.
     */
    public String path(int maxLevels) {
        StringBuilder sb = new StringBuilder();
        for (int l = 0; l < choice.length; l++) {
            if (l == maxLevels) {
                sb.append(" ...");
                break;
            }
            if (l > 0) {
                sb.append(' ');
            }
            sb.append(code(choice[l])).append(code(degree[l]));
        }
        return sb.toString();
    }

    private static char code(int n) {
        return n < 10 ? (char) ('0' + n) : n < 36 ? (char) ('a' + n - 10) : n < 62 ? (char) ('A' + n - 36) : '*';
    }

    @Override
    public String toString() {
        return "SearchProgress[" + stats + ", path " + path(20) + "]";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchProgress p && p.stats.equals(stats) && Arrays.equals(p.choice, choice)
                && Arrays.equals(p.degree, degree);
    }

    @Override
    public int hashCode() {
        return stats.hashCode() * 31 + Arrays.hashCode(choice);
    }
}
