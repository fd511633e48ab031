package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The constraints between two cells, gathered pair by pair: for an ordered pair (a, b), which digits
 * of b each digit of a forbids. Anti-knight, anti-king, dots, XV, greater-than, extrema, thermometers
 * and whispers all become such pairs; several constraints on one pair merge into one.
 */
final class Relations {

    /** A pair of cells and what each digit of the first forbids in the second. */
    static final class Pair {
        final int a;
        final int b;
        /** {@code forbidden[x-1]}: the digits of b (as bits) that a = x forbids. */
        final long[] forbidden;

        Pair(int a, int b, int digits) {
            this.a = a;
            this.b = b;
            this.forbidden = new long[digits];
        }
    }

    private final int digits;
    private final Map<Long, Pair> pairs = new LinkedHashMap<>();
    private final List<int[]> equal = new ArrayList<>();
    private final java.util.Set<Long> equalKeys = new java.util.HashSet<>();

    Relations(int digits) {
        this.digits = digits;
    }

    /** A relation between cells {@code a} and {@code b}: which digit pairs (x in a, y in b) it allows. */
    interface Allowed {
        boolean test(int x, int y);
    }

    /** Adds the relation: digits x in a and y in b may stand together only when {@code allowed} says so. */
    void add(int a, int b, Allowed allowed) {
        if (a == b) {
            return;
        }
        boolean swap = a > b;
        int lo = swap ? b : a;
        int hi = swap ? a : b;
        Pair p = pairs.computeIfAbsent(((long) lo << 32) | hi, k -> new Pair(lo, hi, digits));
        for (int x = 1; x <= digits; x++) {
            for (int y = 1; y <= digits; y++) {
                boolean ok = swap ? allowed.test(y, x) : allowed.test(x, y);
                if (!ok) {
                    p.forbidden[x - 1] |= 1L << (y - 1);
                }
            }
        }
    }

    /**
     * Adds "not the same digit" to every pair whose cells share a house (a slow thermometer in a
     * row then rises strictly there), so that pruning one relation sees both rules.
     */
    void forbidEqualInHouses(Board board) {
        for (Pair p : pairs.values()) {
            if (board.seeEachOther(p.a, p.b)) {
                for (int x = 0; x < digits; x++) {
                    p.forbidden[x] |= 1L << x;
                }
            }
        }
    }

    /** Cells {@code a} and {@code b} hold the same digit (clones, palindromes). */
    void addEqual(int a, int b) {
        if (a != b && equalKeys.add(((long) Math.min(a, b) << 32) | Math.max(a, b))) {
            equal.add(new int[] {Math.min(a, b), Math.max(a, b)});
        }
    }

    /** The pairs with forbidden digits. */
    Iterable<Pair> pairs() {
        return pairs.values();
    }

    /** The pairs of cells that must hold the same digit. */
    List<int[]> equalPairs() {
        return equal;
    }

    /**
     * Removes from {@code mask} the digits no digit of the other cell of a pair supports, and makes
     * equal cells' masks the same, until nothing changes; returns whether anything was removed.
     */
    boolean prune(long[] mask) {
        boolean any = false;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Pair p : pairs.values()) {
                long ma = mask[p.a];
                long mb = mask[p.b];
                long keepA = 0;
                long supportB = 0;
                for (long m = ma; m != 0; m &= m - 1) {
                    int x = Long.numberOfTrailingZeros(m);
                    long ok = mb & ~p.forbidden[x];
                    if (ok != 0) {
                        keepA |= 1L << x;
                        supportB |= ok;
                    }
                }
                if (keepA != ma || (mb & supportB) != mb) {
                    mask[p.a] = keepA;
                    mask[p.b] = mb & supportB;
                    changed = true;
                }
            }
            for (int[] e : equal) {
                long both = mask[e[0]] & mask[e[1]];
                if (both != mask[e[0]] || both != mask[e[1]]) {
                    mask[e[0]] = both;
                    mask[e[1]] = both;
                    changed = true;
                }
            }
            any |= changed;
        }
        return any;
    }
}
