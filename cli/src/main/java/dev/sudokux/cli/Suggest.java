package dev.sudokux.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The names nearest to a mistyped one, for "Did you mean ...?": the fewest edits (a letter added,
 * dropped, changed, or two neighbours swapped, as in {@code slove}), at most two, and fewer than the
 * name is long.
 */
final class Suggest {
    private Suggest() {
    }

    /** The candidates nearest to {@code typed}, in their order; empty when none is near. */
    static List<String> nearest(String typed, Collection<String> candidates) {
        String t = typed.toLowerCase(Locale.ROOT);
        int best = Math.min(2, Math.max(1, t.replaceFirst("^-+", "").length() / 2));
        List<String> found = new ArrayList<>();
        for (String c : candidates) {
            int d = distance(t, c.toLowerCase(Locale.ROOT));
            if (d < best) {
                best = d;
                found.clear();
            }
            if (d == best) {
                found.add(c);
            }
        }
        return found;
    }

    /** The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }
}
