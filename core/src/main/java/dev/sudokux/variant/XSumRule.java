package dev.sudokux.variant;

/**
 * An X-sum clue on a line whose cells all see each other, for the propagator: the line's first digit
 * X says how many of its cells, that one included, add up to {@code target}. As the Interactive
 * Sudoku Solver reads it (one branch for each X: the first cell holds X, and the X - 1 cells after it
 * add up to the rest), it tries each X the first cell may hold and each set of X - 1 distinct digits,
 * X not among them, that makes the rest of the target, and keeps the digits of those that fit: X
 * where some set fits, a digit of the X - 1 cells where some of them may hold it and every one of
 * them may hold some digit of the set, and every digit beyond the X-th cell. Per call it costs a few
 * operations for each X and digit set, where reading the clue as an automaton walks every sum
 * reached so far.
 *
 * <p>It is a relaxation (a digit it keeps may still have no filling), so the solver checks the
 * clue on each solution; once the cells are filled it decides the clue exactly.
 */
final class XSumRule implements LineRule {

    /** The most digits whose sets the rule lists (2^16 subsets at most, few of each size and sum). */
    static final int MOST_DIGITS = 16;

    private final int[] cells;
    /** Per X (index X - 1): the sets of X - 1 digits, X not among them, that add up to the target less X. */
    private final long[][] setsAfter;

    private XSumRule(int[] cells, long[][] setsAfter) {
        this.cells = cells;
        this.setsAfter = setsAfter;
    }

    /**
     * The rule of {@code clue} on {@code board}; null when the line's cells do not all see each other,
     * the board has more than {@link #MOST_DIGITS} digits, or an X has more digit sets after it than
     * {@link DigitSets#MAX_SETS} (the clue then stays an automaton).
     */
    static XSumRule of(Constraint.XSum clue, Board board) {
        int[] cells = clue.cells();
        int n = board.digits();
        if (n > MOST_DIGITS || cells.length == 0 || !board.allSeeEachOther(cells)) {
            return null;
        }
        int most = Math.min(n, cells.length);
        long[][] setsAfter = new long[most][];
        for (int x = 1; x <= most; x++) {
            java.util.List<Long> sets = DigitSets.ofSize(board.allDigits() & ~(1L << (x - 1)), x - 1, clue.sum() - x);
            if (sets == null) {
                return null;
            }
            setsAfter[x - 1] = sets.stream().mapToLong(Long::longValue).toArray();
        }
        return new XSumRule(cells.clone(), setsAfter);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int scratchLength() {
        return cells.length;
    }

    /** Keeps the digits of the X and digit sets that fit; {@code scratch} holds each cell's digits found meanwhile. */
    @Override
    public boolean propagate(long[] mask, LinearSum.Narrower out, long[] scratch) {
        int m = cells.length;
        java.util.Arrays.fill(scratch, 0, m, 0L);
        long first = mask[cells[0]];
        long firstKept = 0;
        int free = m; // the cells from here on may hold any of their digits
        long union = 0; // the digits cells 1 .. x - 1 may hold
        for (int x = 1; x <= setsAfter.length; x++) {
            if (x > 1) {
                union |= mask[cells[x - 1]];
            }
            if ((first & 1L << (x - 1)) == 0) {
                continue;
            }
            long digits = 0;
            boolean fits = false;
            for (long set : setsAfter[x - 1]) {
                if ((union & set) != set || !LineRule.everyCellMeets(cells, 1, x, mask, set)) {
                    continue;
                }
                fits = true;
                digits |= set;
            }
            if (!fits) {
                continue;
            }
            firstKept |= 1L << (x - 1);
            for (int i = 1; i < x; i++) {
                scratch[i] |= digits;
            }
            free = Math.min(free, x);
        }
        if (!out.narrow(cells[0], firstKept)) {
            return false;
        }
        for (int i = 1; i < free; i++) {
            if (!out.narrow(cells[i], mask[cells[i]] & scratch[i])) {
                return false;
            }
        }
        return true;
    }
}
