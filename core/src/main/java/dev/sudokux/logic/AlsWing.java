package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wings, as Sukaku Explainer finds them: an almost locked set of k
 * cells that all see one another (k = 3 to 6 cells holding k + 1 values between them) and a cell with
 * two candidates x and z, both among the set's values. When every cell of the set that can hold x
 * sees the bivalue cell, x is a restricted common: if the bivalue cell is not z it is x, and the set
 * without x must hold all its other values; either way z is in the bivalue cell or in the set, so z
 * goes from every cell that sees the bivalue cell and every cell of the set with z. When z is
 * restricted as well (doubly linked), x goes the same way and each other value of the set goes from
 * every cell that sees all the set's cells holding it.
 *
 * <p>WXYZ-Wing 5.5 (5.6 when the largest cell of the set holds 3 values), VWXYZ-Wing 6.2 to 6.4
 * (6.3 for a largest cell of 2 or 4 values, 6.4 for 3), UVWXYZ-Wing 6.6, TUVWXYZ-Wing 7.5. Of the
 * steps found the easiest wins, then the one that removes most. Works for every shape.
 */
final class AlsWing implements Technique {

    private static final String[] NAMES = {"WXYZ-Wing", "VWXYZ-Wing", "UVWXYZ-Wing", "TUVWXYZ-Wing"};

    private final int size;

    /**
     * Wings with a set of {@code size} cells.
     *
     * @throws IllegalArgumentException unless {@code size} is 3 to 6
     */
    public AlsWing(int size) {
        if (size < 3 || size > 6) {
            throw new IllegalArgumentException("a wing's set has 3 to 6 cells, not " + size);
        }
        this.size = size;
    }

    @Override
    public String name() {
        return NAMES[size - 3];
    }

    @Override
    public double difficulty() {
        return switch (size) {
            case 3 -> 5.5;
            case 4 -> 6.2;
            case 5 -> 6.6;
            default -> 7.5;
        };
    }

    @Override
    public double maxDifficulty() {
        return switch (size) {
            case 3 -> 5.6;
            case 4 -> 6.4;
            default -> difficulty();
        };
    }

    /** The difficulty of a wing whose largest set cell holds {@code largest} values, computed as Sukaku Explainer does. */
    private double difficulty(int largest) {
        if (size == 3) {
            return 5.5 + ((4 - 3) - Math.abs(3 - largest)) * 0.1;
        }
        if (size == 4) {
            return 6.2 + ((5 - 3) - Math.abs(3 - largest)) * 0.1;
        }
        return difficulty();
    }

    private static final class Best {
        double difficulty;
        int eliminations;
        String suffix;
        Step step;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        Best best = new Best();
        Cells cells = Cells.of(shape);
        int[] set = new int[size];
        long[][] candidates = new long[size][];
        for (int first = 0; first < shape.cellCount(); first++) {
            long values = grid.candidates(first);
            int count = Long.bitCount(values);
            if (count > 1 && count < size + 2) {
                set[0] = first;
                candidates[1] = cells.forward(first);
                grow(grid, cells, set, 1, values, candidates, best);
            }
        }
        return Optional.ofNullable(best.step);
    }

    /** Cell sets as bit words, and each cell's peers (all, and those after it) as such sets. */
    static final class Cells {
        final int words;
        final long[][] peers;
        private final Shape shape;
        /** The tables of the shape last asked for (they depend on the shape only; rebuilt for another). */
        private static volatile Cells last;

        static Cells of(Shape shape) {
            Cells c = last;
            if (c == null || c.shape != shape) {
                c = new Cells(shape);
                last = c;
            }
            return c;
        }

        Cells(Shape shape) {
            this.shape = shape;
            this.words = (shape.cellCount() + 63) / 64;
            this.peers = new long[shape.cellCount()][words];
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                for (int peer : ShapeTables.peers(shape, cell)) {
                    peers[cell][peer >> 6] |= 1L << peer;
                }
            }
        }

        /** The peers of {@code cell} after it in cell order. */
        long[] forward(int cell) {
            long[] f = peers[cell].clone();
            for (int w = 0; w <= cell >> 6; w++) {
                f[w] &= w < cell >> 6 ? 0 : -1L << (cell & 63) << 1;
            }
            if ((cell & 63) == 63) {
                f[cell >> 6] = 0;
            }
            return f;
        }
    }

    private void grow(CandidateGrid grid, Cells cells, int[] set, int depth, long union, long[][] candidates,
                      Best best) {
        long[] mine = candidates[depth];
        for (int w = 0; w < mine.length; w++) {
            for (long bits = mine[w]; bits != 0; bits &= bits - 1) {
                int cell = (w << 6) + Long.numberOfTrailingZeros(bits);
                long values = grid.candidates(cell);
                long next = union | values;
                if (Long.bitCount(values) <= 1) {
                    continue;
                }
                if (depth == size - 1) {
                    if (Long.bitCount(next) == size + 1) {
                        set[depth] = cell;
                        wings(grid, cells, set, next, best);
                    }
                    continue;
                }
                if (Long.bitCount(next) >= size + 2) {
                    continue;
                }
                set[depth] = cell;
                long[] further = cells.forward(cell);
                for (int k = 0; k < further.length; k++) {
                    further[k] &= mine[k];
                }
                candidates[depth + 1] = further;
                grow(grid, cells, set, depth + 1, next, candidates, best);
            }
        }
    }

    /** Tries every bivalue cell that sees some cell of the set, in cell order. */
    private void wings(CandidateGrid grid, Cells cells, int[] set, long union, Best best) {
        long[] range = new long[cells.words];
        for (int c : set) {
            for (int w = 0; w < range.length; w++) {
                range[w] |= cells.peers[c][w];
            }
        }
        for (int c : set) {
            range[c >> 6] &= ~(1L << c);
        }
        int largest = 0;
        int total = 0;
        for (int c : set) {
            int k = grid.candidateCount(c);
            largest = Math.max(largest, k);
            total += k;
        }
        for (int w = 0; w < range.length; w++) {
            for (long bits = range[w]; bits != 0; bits &= bits - 1) {
                int pivot = (w << 6) + Long.numberOfTrailingZeros(bits);
                long pair = grid.candidates(pivot);
                if (Long.bitCount(pair) != 2 || (pair & union) != pair) {
                    continue;
                }
                int x = Long.numberOfTrailingZeros(pair) + 1;
                int z = 63 - Long.numberOfLeadingZeros(pair) + 1;
                boolean zRestricted = restricted(grid, cells, set, pivot, z);
                boolean xRestricted = restricted(grid, cells, set, pivot, x);
                if (xRestricted) {
                    wing(grid, cells, set, pivot, union, x, z, zRestricted, largest, total, best);
                } else if (zRestricted) {
                    wing(grid, cells, set, pivot, union, z, x, false, largest, total, best);
                }
            }
        }
    }

    /** Whether every cell of the set holding {@code v} sees {@code pivot}. */
    private static boolean restricted(CandidateGrid grid, Cells cells, int[] set, int pivot, int v) {
        for (int c : set) {
            if (grid.hasCandidate(c, v) && (cells.peers[pivot][c >> 6] >>> c & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    private void wing(CandidateGrid grid, Cells cells, int[] set, int pivot, long union, int x, int z,
                      boolean doubly, int largest, int total, Best best) {
        List<Elimination> eliminations = new ArrayList<>();
        int count = 0;
        boolean weak = false;
        boolean strongX = false;
        if (doubly) {
            long others = union & ~(1L << (x - 1)) & ~(1L << (z - 1));
            for (long o = others; o != 0; o &= o - 1) {
                int w = Long.numberOfTrailingZeros(o) + 1;
                int removed = removeSeenBy(grid, cells, set, -1, w, eliminations);
                count += removed;
                weak |= removed > 0;
            }
            int removed = removeSeenBy(grid, cells, set, pivot, x, eliminations);
            count += removed;
            strongX = removed > 0;
        }
        int removedZ = removeSeenBy(grid, cells, set, pivot, z, eliminations);
        count += removedZ;
        if (doubly && !weak && (removedZ == 0 || !strongX)) {
            doubly = false;
        }
        if (eliminations.isEmpty()) {
            return;
        }
        double difficulty = difficulty(largest);
        String suffix = (doubly ? 2 : 1) + "" + largest + total;
        if (best.step != null) {
            if (difficulty > best.difficulty) {
                return;
            }
            if (difficulty == best.difficulty) {
                if (count < best.eliminations) {
                    return;
                }
                if (count == best.eliminations && suffix.compareTo(best.suffix) <= 0) {
                    return;
                }
            }
        }
        best.difficulty = difficulty;
        best.eliminations = count;
        best.suffix = suffix;
        best.step = step(grid, set, pivot, x, z, doubly, difficulty, eliminations);
    }

    /**
     * Removes {@code v} from the cells that see {@code pivot} (when not -1) and every cell of the set
     * holding {@code v}; returns how many.
     */
    private static int removeSeenBy(CandidateGrid grid, Cells cells, int[] set, int pivot, int v,
                                    List<Elimination> eliminations) {
        long[] seen = new long[cells.words];
        java.util.Arrays.fill(seen, -1L);
        if (pivot >= 0) {
            and(seen, cells.peers[pivot]);
        }
        for (int c : set) {
            if (grid.hasCandidate(c, v)) {
                and(seen, cells.peers[c]);
            }
            seen[c >> 6] &= ~(1L << c);
        }
        if (pivot >= 0) {
            seen[pivot >> 6] &= ~(1L << pivot);
        }
        int count = 0;
        int cellCount = grid.shape().cellCount();
        for (int w = 0; w < seen.length; w++) {
            for (long bits = seen[w]; bits != 0; bits &= bits - 1) {
                int cell = (w << 6) + Long.numberOfTrailingZeros(bits);
                if (cell < cellCount && grid.hasCandidate(cell, v)) {
                    eliminations.add(new Elimination(cell, v));
                    count++;
                }
            }
        }
        return count;
    }

    private static void and(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            a[i] &= b[i];
        }
    }

    private Step step(CandidateGrid grid, int[] set, int pivot, int x, int z, boolean doubly, double difficulty,
                      List<Elimination> eliminations) {
        Shape shape = grid.shape();
        eliminations.sort((a, b) -> a.cell() != b.cell() ? Integer.compare(a.cell(), b.cell())
                : Integer.compare(a.value(), b.value()));
        List<Integer> cells = new ArrayList<>();
        for (int c : set) {
            cells.add(c);
        }
        String setText = Texts.cells(shape, cells);
        cells.add(pivot);
        String p = shape.cellName(pivot);
        String text = name() + (doubly ? " (doubly linked)" : "") + ": " + setText + " hold "
                + (set.length + 1) + " values between them, and " + p + " is " + x + " or " + z + "; every cell of the"
                + " set that can be " + x + " sees " + p + ", so " + z + " is in " + p + " or in the set"
                + (doubly ? ", and so is " + x + ", and each other value is in the set" : "") + ": remove "
                + Texts.removals(shape, eliminations) + ".";
        return new Step(this, difficulty, List.of(), eliminations, cells, List.of(), p, text);
    }
}
