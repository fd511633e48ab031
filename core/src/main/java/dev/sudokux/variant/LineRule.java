package dev.sudokux.variant;

/**
 * A clue along a line that the propagator reads from its cells' digits alone: with its own
 * algorithm rather than as an automaton ({@link SandwichRule}, {@link SkyscraperRule},
 * {@link XSumRule}), or an automaton's layers of transitions walked over those digits rather than
 * laid out as options of the search ({@link AutomatonRule}). A rule is shared by every propagator of the puzzle, so it keeps nothing
 * between calls: each call's working space is the caller's scratch.
 */
interface LineRule {

    /** The cells of the line, in order from its clue. */
    int[] cells();

    /** The length of the scratch {@link #propagate} needs. */
    int scratchLength();

    /**
     * Narrows the line's cells ({@code mask}, per position, one bit a digit) through {@code out};
     * false when no filling of the line fits its cells' digits. {@code scratch} is at least
     * {@link #scratchLength()} long and the caller's own.
     */
    boolean propagate(long[] mask, LinearSum.Narrower out, long[] scratch);

    /** Whether each of {@code cells[from .. to-1]} may hold a digit of {@code set} ({@code mask}: per position). */
    static boolean everyCellMeets(int[] cells, int from, int to, long[] mask, long set) {
        for (int k = from; k < to; k++) {
            if ((mask[cells[k]] & set) == 0) {
                return false;
            }
        }
        return true;
    }
}
