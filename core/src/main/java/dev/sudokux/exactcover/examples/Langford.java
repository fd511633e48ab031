package dev.sudokux.exactcover.examples;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * Langford pairs as exact cover: place two copies of each number 1..n in a row of 2n slots so that
 * the two copies of {@code v} have {@code v} slots between them.
 *
 * <p>Primary items: the numbers {@code 1 .. n}, then the slots {@code s0 .. s(2n-1)}. Options: for
 * each number {@code v}, in turn, and each first slot {@code j}, the option {@code v sj sk} with
 * {@code k = j + v + 1}. Every row and its mirror image are two solutions: n = 7 has 52, 8 has 300,
 * 11 has 35,584, 12 has 216,288; n that are 1 or 2 more than a multiple of 4 have none.
 *
 * <p>With the symmetry broken, one row of each mirror pair is left (the published counts: 26, 150,
 * 17,792, 108,144): the largest odd number {@code v} keeps only the placements in the left half of the
 * row ({@code j < k'}, where {@code k'} is the mirror of {@code k}). No placement of an odd number is
 * its own mirror image, so this is exact (Knuth, TAOCP 7.2.2.1).
 */
public final class Langford {

    private Langford() {
    }

    /** The problem for n pairs, n &gt;= 1, every row and its mirror image counted. */
    public static ExactCoverProblem problem(int n) {
        return problem(n, false);
    }

    /** The problem for n pairs, n &gt;= 1; with {@code breakSymmetry}, each row or its mirror image only. */
    public static ExactCoverProblem problem(int n, boolean breakSymmetry) {
        if (n < 1 || n > 1000) {
            throw new IllegalArgumentException("n must be 1..1000, not " + n);
        }
        List<String> items = new ArrayList<>();
        for (int v = 1; v <= n; v++) {
            items.add(Integer.toString(v));
        }
        for (int j = 0; j < 2 * n; j++) {
            items.add("s" + j);
        }
        int odd = n % 2 == 1 ? n : n - 1;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(items, List.of());
        for (int v = 1; v <= n; v++) {
            for (int j = 0; j + v + 1 < 2 * n; j++) {
                int k = j + v + 1;
                if (breakSymmetry && v == odd && j > 2 * n - 1 - k) {
                    continue; // the mirror image of a placement kept
                }
                b.addOption(Integer.toString(v), "s" + j, "s" + k);
            }
        }
        return b.build();
    }
}
