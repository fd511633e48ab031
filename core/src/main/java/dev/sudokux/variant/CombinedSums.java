package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sums implied by adding up others: two sums over disjoint cells that see each other a lot (at least
 * {@link #RELATED} cells of the smaller one see a cell of the larger) are also one sum over their
 * union, and that sum can be tighter than both, because its exclusion groups (cells that see each
 * other hold distinct digits) span the two. The Interactive Sudoku Solver's optimizer adds such
 * sums to little killer puzzles (two diagonals that cross the same houses); this is the same idea
 * written from its description, with its measure of a sum's strength.
 *
 * <p>A sum's strength: split its cells into exclusion groups ({@link LinearSum#groups}); a group of
 * k cells of n digits has least sum 1 + ... + k and greatest n + ... + (n - k + 1), and the sum's
 * slack is how far its target lies from the nearer of the totals of those bounds. The score adds
 * k (n - k) less the slack for each group: large groups with little slack score high. Merges are
 * greedy, best score first: a pair is merged when the union scores more than each of the two, or
 * more than both together; the two then leave the pool and the union may merge again. Only unions
 * (never the sums given) with a positive score are returned.
 */
final class CombinedSums {

    /** Cells of the smaller sum that must see the larger for the two to be combined. */
    static final int RELATED = 6;
    /** The most sums looked at (the pairs grow with their square). */
    static final int MAX_SUMS = 64;

    private final Board board;
    private final int n;

    /** A sum in the pool: its cells (sorted), their set, its target and score. */
    private record Entry(int[] cells, boolean[] in, int target, int score, boolean given, String key) {
    }

    private CombinedSums(Board board) {
        this.board = board;
        this.n = board.digits();
    }

    /**
     * The combined sums of {@code sums} (each cells and a target, with weights 1 and no cell twice),
     * as weighted sums for the propagator.
     */
    static List<LinearSum> of(Board board, List<int[]> cells, List<Integer> targets) {
        if (cells.size() < 2 || cells.size() > MAX_SUMS) {
            return List.of();
        }
        return new CombinedSums(board).combine(cells, targets);
    }

    private List<LinearSum> combine(List<int[]> cells, List<Integer> targets) {
        Map<String, Entry> pool = new LinkedHashMap<>();
        for (int k = 0; k < cells.size(); k++) {
            int[] sorted = cells.get(k).clone();
            Arrays.sort(sorted);
            if (Arrays.stream(sorted).distinct().count() != sorted.length) {
                continue;
            }
            Entry e = entry(sorted, targets.get(k), true);
            if (e != null) {
                pool.putIfAbsent(e.key(), e);
            }
        }
        List<Entry[]> candidates = new ArrayList<>(); // {first, second, union}
        List<Entry> start = new ArrayList<>(pool.values());
        for (int i = 0; i < start.size(); i++) {
            for (int j = i + 1; j < start.size(); j++) {
                candidate(start.get(i), start.get(j), pool, candidates);
            }
        }
        while (true) {
            Entry[] best = null;
            for (int i = candidates.size() - 1; i >= 0; i--) {
                Entry[] c = candidates.get(i);
                if (pool.get(c[0].key()) != c[0] || pool.get(c[1].key()) != c[1] || pool.containsKey(c[2].key())) {
                    candidates.remove(i); // a part was merged elsewhere, or the union is already there
                } else if (best == null || c[2].score() > best[2].score()
                        || c[2].score() == best[2].score() && c[2].key().compareTo(best[2].key()) > 0) {
                    best = c;
                }
            }
            if (best == null) {
                break;
            }
            pool.remove(best[0].key());
            pool.remove(best[1].key());
            pool.put(best[2].key(), best[2]);
            for (Entry other : new ArrayList<>(pool.values())) {
                if (other != best[2]) {
                    candidate(best[2], other, pool, candidates);
                }
            }
        }
        List<LinearSum> out = new ArrayList<>();
        for (Entry e : pool.values()) {
            if (!e.given() && e.score() > 0) {
                int[] ones = new int[e.cells().length];
                Arrays.fill(ones, 1);
                out.add(LinearSum.of(board, e.cells(), ones, e.target()));
            }
        }
        return out;
    }

    /** Adds the union of {@code a} and {@code b} to {@code candidates} when they are related and it scores well. */
    private void candidate(Entry a, Entry b, Map<String, Entry> pool, List<Entry[]> candidates) {
        if (!related(a, b)) {
            return;
        }
        int[] union = new int[a.cells().length + b.cells().length];
        System.arraycopy(a.cells(), 0, union, 0, a.cells().length);
        System.arraycopy(b.cells(), 0, union, a.cells().length, b.cells().length);
        Arrays.sort(union);
        if (pool.containsKey(Arrays.toString(union))) {
            return;
        }
        Entry u = entry(union, a.target() + b.target(), false);
        if (u == null) {
            return;
        }
        if (u.score() > a.score() && u.score() > b.score() || u.score() > a.score() + b.score()) {
            candidates.add(new Entry[] {a, b, u});
        }
    }

    /** Disjoint, and at least {@link #RELATED} cells of the smaller see a cell of the larger. */
    private boolean related(Entry a, Entry b) {
        Entry small = a.cells().length <= b.cells().length ? a : b;
        Entry large = small == a ? b : a;
        if (small.cells().length < RELATED) {
            return false;
        }
        for (int c : small.cells()) {
            if (large.in()[c]) {
                return false;
            }
        }
        int seeing = 0;
        for (int c : small.cells()) {
            for (int d : large.cells()) {
                if (board.seeEachOther(c, d)) {
                    seeing++;
                    break;
                }
            }
        }
        return seeing >= RELATED;
    }

    /** The entry for {@code cells} (sorted) adding up to {@code target}; null when its groups cannot reach it. */
    private Entry entry(int[] cells, int target, boolean given) {
        int[] ones = new int[cells.length];
        Arrays.fill(ones, 1);
        int[][] groups = LinearSum.groups(board, cells, ones);
        int least = 0;
        int most = 0;
        for (int[] g : groups) {
            int k = g.length;
            least += k * (k + 1) / 2;
            most += k * (2 * n - k + 1) / 2;
        }
        if (target < least || target > most) {
            return null;
        }
        int slack = Math.min(target - least, most - target);
        int score = 0;
        for (int[] g : groups) {
            score += g.length * (n - g.length) - slack;
        }
        boolean[] in = new boolean[board.size()];
        for (int c : cells) {
            in[c] = true;
        }
        return new Entry(cells, in, target, score, given, Arrays.toString(cells));
    }
}
