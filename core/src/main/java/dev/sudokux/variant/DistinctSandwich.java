package dev.sudokux.variant;

/**
 * A sandwich clue on a line whose cells all see each other (a row or a column): the digits between
 * the {@code low} and the {@code high} digit add up to {@code target}, and, since the line holds no
 * digit twice, they are distinct. Read as {@link Automaton.Sandwich} reads it, but between the ends
 * the state is the set of digits read rather than their sum (the sum follows from the set), so that
 * no path repeats a digit: the automaton then knows how far apart the ends can be (18 between 1
 * and 9 takes three or four distinct digits, not three to seven), as the Interactive Sudoku Solver
 * knows it from the digit combinations of the sum.
 *
 * <p>State: the phase in the high half (0 before either end, 1 after the low end, 2 after the high
 * end, 3 after both), the digits between the ends as bits in the low half.
 */
record DistinctSandwich(int[] cells, int low, int high, int target) implements Automaton {

    /** The clue read with distinct digits when the line's cells all see each other on {@code board}, else null. */
    static DistinctSandwich of(Constraint.Sandwich s, Board board) {
        return applies(s, board) ? new DistinctSandwich(s.cells(), 1, board.digits(), s.sum()) : null;
    }

    /** Whether {@code s} is read with its digits distinct: its cells all see each other, on at most 32 digits. */
    static boolean applies(Constraint.Sandwich s, Board board) {
        return board.digits() <= 32 && board.allSeeEachOther(s.cells());
    }

    @Override
    public long start() {
        return 0;
    }

    @Override
    public long step(int index, long state, int digit) {
        int phase = (int) (state >>> 32);
        long between = state & 0xffffffffL;
        // The plain sandwich decides the phases and the sum; this keeps the set of digits between.
        long plain = new Automaton.Sandwich(cells, low, high, target).step(index, (long) phase << 32 | sum(between), digit);
        if (plain == REJECT) {
            return REJECT;
        }
        int next = (int) (plain >>> 32);
        if (phase == 0 || next == 3) {
            return plain; // before the first end (or entering it), or past both: no digit between to keep
        }
        long bit = 1L << (digit - 1);
        return (between & bit) != 0 ? REJECT : (long) next << 32 | between | bit;
    }

    @Override
    public boolean accepts(long state) {
        return state >>> 32 == 3;
    }

    private static int sum(long digits) {
        int sum = 0;
        for (long bits = digits; bits != 0; bits &= bits - 1) {
            sum += Long.numberOfTrailingZeros(bits) + 1;
        }
        return sum;
    }
}
