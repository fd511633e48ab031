package dev.sudokux.internal.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Spearman's rank correlation, ties given their average rank: how well sudokux's ratings order
 * puzzles as a published rating does. The one copy used by the rating tests and by the bench
 * module's {@code RatingAccuracy}.
 */
public final class Spearman {

    private Spearman() {
    }

    /** The ranks of {@code x} from 1, ties averaged. */
    public static double[] ranks(double[] x) {
        Integer[] order = new Integer[x.length];
        for (int i = 0; i < x.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> x[i]));
        double[] ranks = new double[x.length];
        for (int i = 0; i < x.length; ) {
            int j = i;
            while (j + 1 < x.length && x[order[j + 1]] == x[order[i]]) {
                j++;
            }
            double rank = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                ranks[order[k]] = rank;
            }
            i = j + 1;
        }
        return ranks;
    }

    /**
     * The Pearson correlation of the ranks of {@code a} and {@code b} (arrays of the same length, pairs
     * by index): 1 when they order the items alike, -1 when in reverse; NaN when one is constant.
     */
    public static double rho(double[] a, double[] b) {
        double[] ra = ranks(a);
        double[] rb = ranks(b);
        double ma = Arrays.stream(ra).average().orElse(0);
        double mb = Arrays.stream(rb).average().orElse(0);
        double ab = 0;
        double aa = 0;
        double bb = 0;
        for (int i = 0; i < a.length; i++) {
            ab += (ra[i] - ma) * (rb[i] - mb);
            aa += (ra[i] - ma) * (ra[i] - ma);
            bb += (rb[i] - mb) * (rb[i] - mb);
        }
        return ab / Math.sqrt(aa * bb);
    }
}
