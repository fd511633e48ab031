package dev.sudokux.variant;

import java.util.Arrays;

/**
 * An automaton's clue for the propagator, read from its cells' digits alone: the layers of its
 * transitions (listed once, at compile time, over the digits the cells may hold then) are walked
 * forward from the start, keeping the states some filling of the cells so far reaches, then backward
 * from the accepting ones, keeping the transitions that lie on a whole path; each cell keeps the
 * digits of its kept transitions. That is what the automaton's transitions as options of the exact
 * cover problem gave (a step item and state colours a transition, each one removed by the propagator
 * when it stopped fitting), without the options: no transition is moved, recorded or branched on at
 * each node, and a step's transitions are grouped by digit, so that a cell's missing digits cost
 * nothing.
 *
 * <p>The scratch is one bitset of states a layer, forward, and two more for the backward pass.
 */
final class AutomatonRule implements LineRule {

    private final int[] cells;
    /** Per step, its transitions' from and to states (numbers within their layers), grouped by digit. */
    private final int[][] from;
    private final int[][] to;
    /** Per step, where the transitions of digit d start: {@code start[i][d - 1] .. start[i][d] - 1}. */
    private final int[][] start;
    /** Per layer (0 .. cells), where its bitset starts in the scratch; then the backward pass's two. */
    private final int[] offset;
    private final int words;
    private final int scratch;

    private AutomatonRule(int[] cells, int[][] from, int[][] to, int[][] start, int[] offset, int words) {
        this.cells = cells;
        this.from = from;
        this.to = to;
        this.start = start;
        this.offset = offset;
        this.words = words;
        this.scratch = offset[cells.length + 1] + 2 * words;
    }

    /**
     * The rule of the automaton over {@code cells} whose transitions are {@code layers} (each kept
     * only where it lies on a path from the start to an accepting state, as the compiler lists them),
     * with digits 1 .. {@code digits}.
     */
    static AutomatonRule of(int[] cells, TransitionLayers layers, int digits) {
        int m = cells.length;
        int[][] from = new int[m][];
        int[][] to = new int[m][];
        int[][] start = new int[m][];
        for (int i = 0; i < m; i++) {
            int[] d = layers.digit()[i];
            int count = d.length;
            // Grouped by digit (a counting sort, stable).
            int[] s = new int[digits + 1];
            for (int k = 0; k < count; k++) {
                s[d[k]]++;
            }
            for (int x = 1; x <= digits; x++) {
                s[x] += s[x - 1];
            }
            int[] at = Arrays.copyOf(s, digits + 1);
            from[i] = new int[count];
            to[i] = new int[count];
            for (int k = 0; k < count; k++) {
                int place = at[d[k] - 1]++;
                from[i][place] = layers.from()[i][k];
                to[i][place] = layers.to()[i][k];
            }
            start[i] = s;
        }
        int[] offset = new int[m + 2];
        int words = 1;
        for (int i = 0; i <= m; i++) {
            int w = (Math.max(1, layers.states()[i]) + 63) >>> 6;
            offset[i + 1] = offset[i] + w;
            words = Math.max(words, w);
        }
        return new AutomatonRule(cells.clone(), from, to, start, offset, words);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int scratchLength() {
        return scratch;
    }

    @Override
    public boolean propagate(long[] mask, LinearSum.Narrower out, long[] bits) {
        int m = cells.length;
        Arrays.fill(bits, 0, offset[m + 1], 0L);
        bits[0] = 1L; // the start
        // Forward: the states each layer may reach.
        for (int i = 0; i < m; i++) {
            int here = offset[i];
            int next = offset[i + 1];
            int[] f = from[i];
            int[] t = to[i];
            int[] s = start[i];
            boolean any = false;
            for (long digits = mask[cells[i]]; digits != 0; digits &= digits - 1) {
                int d = Long.numberOfTrailingZeros(digits) + 1;
                if (d >= s.length) {
                    break;
                }
                for (int k = s[d - 1], end = s[d]; k < end; k++) {
                    int a = f[k];
                    if ((bits[here + (a >>> 6)] >>> a & 1L) != 0) {
                        int b = t[k];
                        bits[next + (b >>> 6)] |= 1L << b;
                        any = true;
                    }
                }
            }
            if (!any) {
                return false;
            }
        }
        // Backward: of those, the states that lead on to the end, and each cell's digits on such a path.
        int after = offset[m + 1];
        int before = after + words;
        System.arraycopy(bits, offset[m], bits, after, offset[m + 1] - offset[m]);
        for (int i = m - 1; i >= 0; i--) {
            int here = offset[i];
            int hereWords = offset[i + 1] - here;
            Arrays.fill(bits, before, before + hereWords, 0L);
            int[] f = from[i];
            int[] t = to[i];
            int[] s = start[i];
            long cellMask = mask[cells[i]];
            long kept = 0;
            for (long digits = cellMask; digits != 0; digits &= digits - 1) {
                int d = Long.numberOfTrailingZeros(digits) + 1;
                if (d >= s.length) {
                    break;
                }
                boolean used = false;
                for (int k = s[d - 1], end = s[d]; k < end; k++) {
                    int a = f[k];
                    int b = t[k];
                    if ((bits[here + (a >>> 6)] >>> a & 1L) != 0 && (bits[after + (b >>> 6)] >>> b & 1L) != 0) {
                        bits[before + (a >>> 6)] |= 1L << a;
                        used = true;
                    }
                }
                if (used) {
                    kept |= 1L << (d - 1);
                }
            }
            if (kept == 0 || !out.narrow(cells[i], cellMask & kept)) {
                return false;
            }
            int swap = after;
            after = before;
            before = swap;
        }
        return true;
    }
}
