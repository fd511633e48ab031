package dev.sudokux.variant;

/**
 * A sandwich clue on a line whose cells all see each other, for the propagator: the digits between
 * the line's {@code low} and {@code high} digits (1 and n) add up to {@code target}. As the
 * Interactive Sudoku Solver's lunchbox does, it tries each pair of places for the two ends and each
 * set of distinct digits between them that makes the target, and keeps the digits of the fillings
 * that fit: an end where its cell may hold it (the other end at the other place), a digit between
 * where some cell between may hold it and every cell between may hold some digit of the set, and
 * outside the ends the digits neither in the set nor an end, when they are enough for the cells
 * there (distinct digits, one a cell). Per call it costs a few operations for each pair of places
 * and digit set, where reading the clue as an automaton ({@link DistinctSandwich}) walks every set
 * of digits read so far.
 *
 * <p>It is a relaxation (a digit it keeps may still have no filling), so the solver checks the
 * clue on each solution; once the cells are filled it decides the clue exactly.
 */
final class SandwichRule implements LineRule {

    private final int[] cells;
    private final long low;
    private final long high;
    /** The digits that are no end. */
    private final long middle;
    /** Per number of cells between the ends: the digit sets (of {@link #middle}) that make the target. */
    private final long[][] setsBetween;

    private SandwichRule(int[] cells, long low, long high, long middle, long[][] setsBetween) {
        this.cells = cells;
        this.low = low;
        this.high = high;
        this.middle = middle;
        this.setsBetween = setsBetween;
    }

    /**
     * The rule of {@code clue} on {@code board}: its ends 1 and n; null when its cells do not all see
     * each other, or a number of cells between the ends has more digit sets that make the sum than
     * {@link DigitSets#MAX_SETS} (the clue then stays an automaton).
     */
    static SandwichRule of(Constraint.Sandwich clue, Board board) {
        if (!DistinctSandwich.applies(clue, board)) {
            return null;
        }
        int n = board.digits();
        int[] cells = clue.cells();
        long low = 1L;
        long high = 1L << (n - 1);
        long middle = board.allDigits() & ~low & ~high;
        // Per number k of cells between the ends, up to cells - 2: the sets of k middle digits that make the target.
        long[][] setsBetween = new long[Math.max(1, cells.length - 1)][];
        for (int k = 0; k < setsBetween.length; k++) {
            java.util.List<Long> sets = k <= cells.length - 2 ? DigitSets.ofSize(middle, k, clue.sum()) : java.util.List.of();
            if (sets == null) {
                return null; // too many sets to list: the clue stays an automaton
            }
            setsBetween[k] = sets.stream().mapToLong(Long::longValue).toArray();
        }
        return new SandwichRule(cells.clone(), low, high, middle, setsBetween);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    @Override
    public int scratchLength() {
        return 2 * cells.length;
    }

    /**
     * Keeps the digits of the fillings that fit; {@code scratch} holds each cell's digits found
     * meanwhile, then (from {@code m} on) the digits the cells after each cell may hold.
     */
    @Override
    public boolean propagate(long[] mask, LinearSum.Narrower out, long[] scratch) {
        int m = cells.length;
        java.util.Arrays.fill(scratch, 0, m, 0L);
        long after = 0;
        for (int k = m - 1; k >= 0; k--) {
            scratch[m + k] = after;
            after |= mask[cells[k]];
        }
        boolean any = false;
        long outerBefore = 0;
        for (int i = 0; i < m; outerBefore |= mask[cells[i]], i++) {
            long at = mask[cells[i]];
            if ((at & (low | high)) == 0) {
                continue;
            }
            long inner = 0;
            for (int j = i + 1; j < m; j++) {
                int between = j - i - 1;
                if (j > i + 1) {
                    inner |= mask[cells[j - 1]];
                }
                if (between >= setsBetween.length) {
                    break;
                }
                long there = mask[cells[j]];
                boolean lowFirst = (at & low) != 0 && (there & high) != 0;
                boolean highFirst = (at & high) != 0 && (there & low) != 0;
                if ((!lowFirst && !highFirst) || setsBetween[between].length == 0) {
                    continue;
                }
                long outer = (outerBefore | scratch[m + j]) & middle;
                int outside = m - between - 2;
                long innerDigits = 0;
                long outerDigits = 0;
                boolean fits = false;
                for (long set : setsBetween[between]) {
                    if ((inner & set) != set || Long.bitCount(outer & ~set) < outside || !LineRule.everyCellMeets(cells, i + 1, j, mask, set)) {
                        continue;
                    }
                    fits = true;
                    innerDigits |= set;
                    outerDigits |= ~set;
                }
                if (!fits) {
                    continue;
                }
                any = true;
                scratch[i] |= (lowFirst ? low : 0) | (highFirst ? high : 0);
                scratch[j] |= (lowFirst ? high : 0) | (highFirst ? low : 0);
                for (int k = i + 1; k < j; k++) {
                    scratch[k] |= innerDigits;
                }
                long outerKept = outerDigits & middle;
                for (int k = 0; k < i; k++) {
                    scratch[k] |= outerKept;
                }
                for (int k = j + 1; k < m; k++) {
                    scratch[k] |= outerKept;
                }
            }
        }
        if (!any) {
            return false;
        }
        for (int i = 0; i < m; i++) {
            if (!out.narrow(cells[i], mask[cells[i]] & scratch[i])) {
                return false;
            }
        }
        return true;
    }
}
