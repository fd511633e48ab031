package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Aligned Pair Exclusion (6.2) and Aligned Triplet Exclusion (7.5), as Sudoku Explainer finds them.
 * Take two (or three) cells and the cells with few candidates that see all of them (the excluders:
 * two candidates for a pair, two or three for a triplet). A combination of values for the chosen
 * cells is impossible when two cells that see each other get the same value, or when it would take
 * every candidate of an excluder. A candidate of a chosen cell that appears in no possible
 * combination is removed.
 *
 * <p>The pairs are taken in Sudoku Explainer's order among the cells with two or more candidates and
 * at least one excluder (none when a peer is down to one candidate), with at least two common
 * excluders; a triplet's third cell is an excluder of one of the first two. The first that removes
 * something wins. Works for every shape.
 *
 * <p>Whether a set of cells removes anything depends only on their candidates and on the candidates
 * of the excluders that can be emptied, in cell order (the search reads nothing else). A set that
 * removed nothing is remembered on the grid ({@link CandidateGrid#memo}) with exactly those inputs,
 * and while they are unchanged its combinations are not tried again: the same inputs remove nothing
 * again.
 */
final class AlignedExclusion implements Technique {

    private final int degree;

    /**
     * Exclusion over {@code degree} cells.
     *
     * @throws IllegalArgumentException unless {@code degree} is 2 or 3
     */
    public AlignedExclusion(int degree) {
        if (degree < 2 || degree > 3) {
            throw new IllegalArgumentException("aligned exclusion over 2 or 3 cells, not " + degree);
        }
        this.degree = degree;
    }

    @Override
    public String name() {
        return degree == 2 ? "Aligned Pair Exclusion" : "Aligned Triplet Exclusion";
    }

    @Override
    public double difficulty() {
        return degree == 2 ? 6.2 : 7.5;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Barren barren = grid.memo(this, Barren::new);
        Shape shape = grid.shape();
        int cellCount = shape.cellCount();
        int words = (cellCount + 63) / 64;
        int[] bases = new int[cellCount];
        int count = 0;
        long[][] excluders = new long[cellCount][];
        long[] baseSet = new long[words];
        for (int cell = 0; cell < cellCount; cell++) {
            if (grid.candidateCount(cell) < 2) {
                continue;
            }
            boolean single = false;
            long[] set = new long[words];
            boolean any = false;
            for (int peer : ShapeTables.peers(shape, cell)) {
                int k = grid.candidateCount(peer);
                if (k == 1) {
                    single = true;
                    break;
                } else if (k >= 2 && k <= degree) {
                    set[peer >> 6] |= 1L << peer;
                    any = true;
                }
            }
            if (!single && any) {
                bases[count++] = cell;
                excluders[cell] = set;
                baseSet[cell >> 6] |= 1L << cell;
            }
        }
        if (count < degree) {
            return Optional.empty();
        }
        long[] common = new long[words];
        long[] pairCommon = new long[words];
        int[] pair = new int[2];
        int[] triplet = new int[3];
        for (int n2 = 1; n2 < count; n2++) {
            for (int n1 = 0; n1 < n2; n1++) {
                int c0 = bases[n1];
                int c1 = bases[n2];
                long[] e0 = excluders[c0];
                long[] e1 = excluders[c1];
                if (and(pairCommon, e0, e1) < 2) {
                    continue; // the pair, and every triplet with it, needs two common excluders
                }
                if (degree == 2) {
                    pair[0] = c0;
                    pair[1] = c1;
                    Optional<Step> step = tryCells(grid, barren, pair, pairCommon);
                    if (step.isPresent()) {
                        return step;
                    }
                    continue;
                }
                // The third cell: an excluder of the first cell (in cell order), then one of the second.
                for (int part = 0; part < 2; part++) {
                    for (int w = 0; w < words; w++) {
                        long bits = (part == 0 ? e0[w] : e1[w] & ~e0[w]) & baseSet[w];
                        for (; bits != 0; bits &= bits - 1) {
                            int c2 = (w << 6) + Long.numberOfTrailingZeros(bits);
                            if (c2 == c0 || c2 == c1) {
                                continue;
                            }
                            if (and(common, pairCommon, excluders[c2]) >= 2) {
                                triplet[0] = c0;
                                triplet[1] = c1;
                                triplet[2] = c2;
                                Optional<Step> step = tryCells(grid, barren, triplet, common);
                                if (step.isPresent()) {
                                    return step;
                                }
                            }
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** {@code into} = {@code a} and {@code b}; returns its size. */
    private static int and(long[] into, long[] a, long[] b) {
        int size = 0;
        for (int w = 0; w < into.length; w++) {
            into[w] = a[w] & b[w];
            size += Long.bitCount(into[w]);
        }
        return size;
    }

    /**
     * The sets of cells that removed nothing, by their cells (an open-addressing table), each with
     * what it read then: the chosen cells' candidates, then the candidates of the excluders that
     * could be emptied, in cell order. Kept per grid, so per thread.
     */
    private static final class Barren {
        private long[] keys = new long[1024];
        private long[][] inputs = new long[1024][];
        private int size;
        /** What the set being tried reads, in the same layout (scratch, reused). */
        private long[] read = new long[16];

        /** The slot of {@code key}: where it is kept, or the empty slot where it would go. */
        private int slot(long key) {
            int mask = keys.length - 1;
            int i = (int) (key * 0x9E3779B97F4A7C15L >>> 40) & mask;
            while (inputs[i] != null && keys[i] != key) {
                i = (i + 1) & mask;
            }
            return i;
        }

        /** Whether the set {@code key} removed nothing when it read the first {@code length} of {@link #read}. */
        boolean barren(long key, int length) {
            long[] kept = inputs[slot(key)];
            return kept != null && Arrays.equals(kept, 0, kept.length, read, 0, length);
        }

        void remember(long key, int length) {
            if (2 * (size + 1) > keys.length) {
                long[] oldKeys = keys;
                long[][] oldInputs = inputs;
                keys = new long[oldKeys.length * 2];
                inputs = new long[oldKeys.length * 2][];
                for (int i = 0; i < oldKeys.length; i++) {
                    if (oldInputs[i] != null) {
                        int j = slot(oldKeys[i]);
                        keys[j] = oldKeys[i];
                        inputs[j] = oldInputs[i];
                    }
                }
            }
            int i = slot(key);
            if (inputs[i] == null) {
                size++;
            }
            keys[i] = key;
            inputs[i] = Arrays.copyOf(read, length);
        }
    }

    private Optional<Step> tryCells(CandidateGrid grid, Barren barren, int[] cells, long[] commonSet) {
        Shape shape = grid.shape();
        int k = cells.length;
        long key = 0;
        long union = 0;
        long[] read = barren.read;
        for (int i = 0; i < k; i++) {
            key = key * shape.cellCount() + cells[i];
            read[i] = grid.candidates(cells[i]);
            union |= read[i];
        }
        // Only an excluder whose candidates all lie among the chosen cells' can ever be emptied by a
        // combination: the others are left out of the search (they rule nothing out).
        int length = k;
        for (int w = 0; w < commonSet.length; w++) {
            for (long bits = commonSet[w]; bits != 0; bits &= bits - 1) {
                long e = grid.candidates((w << 6) + Long.numberOfTrailingZeros(bits));
                if ((e & ~union) == 0) {
                    if (length == read.length) {
                        read = barren.read = Arrays.copyOf(read, length * 2);
                    }
                    read[length++] = e;
                }
            }
        }
        if (barren.barren(key, length)) {
            return Optional.empty(); // the same inputs as a search that removed nothing
        }
        long[] candidates = Arrays.copyOf(read, k);
        long[] excluderValues = Arrays.copyOfRange(read, k, length);
        long[] allowed = new long[k];
        boolean[][] sees = new boolean[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                sees[i][j] = Peers.sees(shape, cells[i], cells[j]);
            }
        }
        combine(candidates, sees, excluderValues, 0, new int[k], allowed);
        List<Elimination> eliminations = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            Bits.addEliminations(eliminations, cells[i], candidates[i] & ~allowed[i]);
        }
        if (eliminations.isEmpty()) {
            barren.remember(key, length);
            return Optional.empty();
        }
        eliminations.sort((a, b) -> a.cell() != b.cell() ? Integer.compare(a.cell(), b.cell())
                : Integer.compare(a.value(), b.value()));
        List<Integer> pattern = new ArrayList<>();
        for (int c : cells) {
            pattern.add(c);
        }
        List<Integer> excluderCells = new ArrayList<>();
        for (int w = 0; w < commonSet.length; w++) {
            for (long bits = commonSet[w]; bits != 0; bits &= bits - 1) {
                excluderCells.add((w << 6) + Long.numberOfTrailingZeros(bits));
            }
        }
        String text = name() + ": " + Texts.cells(shape, pattern) + " and the cells that see them all, "
                + Texts.cells(shape, excluderCells) + ": a combination of values for " + Texts.cells(shape, pattern)
                + " that repeats a value in one unit or takes every candidate of one of those cells is"
                + " impossible, and no possible combination uses " + Texts.removals(shape, eliminations)
                + ", so remove " + (eliminations.size() == 1 ? "it" : "them") + ".";
        return Optional.of(new Step(this, List.of(), eliminations, pattern, List.of(), shape.cellName(cells[0]), text));
    }

    /**
     * Marks in {@code allowed} the values that appear in some possible combination; returns true as
     * soon as every candidate is allowed (nothing can be removed, so the rest need not be tried).
     */
    private static boolean combine(long[] candidates, boolean[][] sees, long[] excluders, int depth, int[] values,
                                   long[] allowed) {
        int k = candidates.length;
        if (depth == k) {
            long taken = 0;
            for (int v : values) {
                taken |= 1L << v;
            }
            for (long e : excluders) {
                if ((e & ~taken) == 0) {
                    return false;
                }
            }
            boolean all = true;
            for (int i = 0; i < k; i++) {
                allowed[i] |= 1L << values[i];
                all &= allowed[i] == candidates[i];
            }
            return all;
        }
        for (long c = candidates[depth]; c != 0; c &= c - 1) {
            int v = Long.numberOfTrailingZeros(c);
            boolean clash = false;
            for (int i = 0; i < depth && !clash; i++) {
                clash = values[i] == v && sees[i][depth];
            }
            if (clash) {
                continue;
            }
            values[depth] = v;
            if (combine(candidates, sees, excluders, depth + 1, values, allowed)) {
                return true;
            }
        }
        return false;
    }
}
