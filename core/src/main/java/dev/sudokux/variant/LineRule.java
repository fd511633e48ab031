package dev.sudokux.variant;

/**
 * A clue along a line that the propagator reads from its cells' digits alone, with its own
 * algorithm rather than as an automaton the search walks ({@link SandwichRule},
 * {@link SkyscraperRule}, {@link XSumRule}). A rule is shared by every propagator of the puzzle, so it keeps nothing
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
}
