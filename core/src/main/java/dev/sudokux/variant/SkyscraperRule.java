package dev.sudokux.variant;

/**
 * A skyscraper clue for the propagator: seen from the clue, {@code target} cells of the line are
 * taller than every cell before them. As the Interactive Sudoku Solver reads it, a forward pass
 * finds, for each cell and number of cells seen so far, the tallest digits the line may have reached
 * there (one bit a digit), and a backward pass from the clue's count keeps, of those, the ones that
 * still lead to it, and of each cell's digits those some kept path reads. The digits kept are
 * exactly those of the fillings of the line (its digits need not differ) that make the count: what
 * the clue's automaton keeps, computed on bits instead of walked transition by transition. When
 * the line's cells all differ, its tallest digit is at least its number of cells.
 *
 * <p>The scratch is the two passes' states: {@code 2 * cells * target} words.
 */
final class SkyscraperRule implements LineRule {

    private final int[] cells;
    private final int target;
    /** The tallest digits the whole line may reach. */
    private final long tallest;

    private SkyscraperRule(int[] cells, int target, long tallest) {
        this.cells = cells;
        this.target = target;
        this.tallest = tallest;
    }

    /** The rule of {@code clue} on {@code board}. */
    static SkyscraperRule of(Constraint.Skyscraper clue, Board board) {
        int[] cells = clue.cells().clone();
        long tallest = board.allDigits();
        if (cells.length > 1 && board.allSeeEachOther(cells)) {
            tallest &= ~((1L << (cells.length - 1)) - 1);
        }
        return new SkyscraperRule(cells, clue.count(), tallest);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int scratchLength() {
        return 2 * cells.length * Math.max(1, target);
    }

    /** The digits strictly above the lowest digit of {@code bits} (none when it is empty). */
    private static long above(long bits) {
        long lowest = bits & -bits;
        return lowest == 0 ? 0 : -(lowest << 1);
    }

    /** The digits strictly below the highest digit of {@code bits} (none when it is empty). */
    private static long below(long bits) {
        return bits == 0 ? 0 : Long.highestOneBit(bits) - 1;
    }

    @Override
    public boolean propagate(long[] mask, LinearSum.Narrower out, long[] scratch) {
        int m = cells.length;
        int t = target;
        if (t < 1 || t > m) {
            return false;
        }
        // forward[i * t + (v - 1)]: after cells 0..i with v seen, the tallest digit so far.
        int back = m * t;
        java.util.Arrays.fill(scratch, 0, 2 * m * t, 0L);
        scratch[0] = mask[cells[0]];
        for (int i = 1; i < m; i++) {
            long digits = mask[cells[i]];
            long hidden = above(digits);
            int row = i * t;
            int previous = row - t;
            scratch[row] = scratch[previous] & hidden;
            for (int v = 2; v <= t && v <= i + 1; v++) {
                scratch[row + v - 1] = (scratch[previous + v - 1] & hidden) | (digits & above(scratch[previous + v - 2]));
            }
        }
        long end = scratch[(m - 1) * t + t - 1] & tallest;
        if (end == 0) {
            return false;
        }
        scratch[back + (m - 1) * t + t - 1] = end;
        for (int i = m - 1; i > 0; i--) {
            long digits = mask[cells[i]];
            long kept = 0;
            int row = i * t;
            int previous = row - t;
            for (int v = 1; v <= t && v <= i + 1; v++) {
                long states = scratch[back + row + v - 1];
                if (states == 0) {
                    continue;
                }
                // Cell i hidden: the tallest stays, and the cell is lower than it.
                long stay = scratch[previous + v - 1] & states & above(digits);
                if (stay != 0) {
                    scratch[back + previous + v - 1] |= stay;
                    kept |= digits & below(stay);
                }
                // Cell i seen: it is the new tallest, above the tallest before it.
                if (v >= 2) {
                    long before = scratch[previous + v - 2];
                    long seen = states & digits & above(before);
                    if (seen != 0) {
                        scratch[back + previous + v - 2] |= before & below(seen);
                        kept |= seen;
                    }
                }
            }
            if (!out.narrow(cells[i], digits & kept)) {
                return false;
            }
        }
        return out.narrow(cells[0], mask[cells[0]] & scratch[back]);
    }
}
