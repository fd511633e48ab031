package dev.sudokux.generate;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;

/**
 * One puzzle the {@link Generator} made, or the news that it gave up, with what a front end prints
 * about it.
 *
 * @param index              its number in a run, from 0 (0 for {@link Generator#next(long)})
 * @param seed               the seed it was made from: {@link Generator#next(long)} with this seed
 *                           and the same settings makes it again
 * @param puzzle             the puzzle, exactly one solution; null when the generator gave up
 * @param solution           its solution; null when the generator gave up
 * @param attempts           puzzles made for it, the last one kept when {@link #found()}; at most
 *                           the generator's attempt bound
 * @param rejectedNotMinimal attempts turned down because a single clue could still go (only with
 *                           a symmetry and {@code strictMinimal})
 * @param rejectedByFilter   attempts the filter turned down
 * @param stopReason         {@link StopReason#EXHAUSTED} when the generator ran its course (a puzzle
 *                           made, or every allowed attempt turned down); TIME_LIMIT or NODE_LIMIT when
 *                           the puzzle's {@link dev.sudokux.solve.Budget} ran out first (no puzzle then)
 */
public record Generated(long index, long seed, Grid puzzle, Grid solution, int attempts, int rejectedNotMinimal,
                        int rejectedByFilter, StopReason stopReason) {

    /** Checks there is a stop reason. */
    public Generated {
        java.util.Objects.requireNonNull(stopReason, "stopReason");
    }

    /** A result of a generator that ran its course. */
    public Generated(long index, long seed, Grid puzzle, Grid solution, int attempts, int rejectedNotMinimal,
                     int rejectedByFilter) {
        this(index, seed, puzzle, solution, attempts, rejectedNotMinimal, rejectedByFilter, StopReason.EXHAUSTED);
    }

    /** Whether the puzzle's budget ran out before a puzzle was made. */
    public boolean budgetExceeded() {
        return stopReason.isBudget();
    }

    /** Whether a puzzle was made (false when every allowed attempt was turned down). */
    public boolean found() {
        return puzzle != null;
    }

    /** The number of clues of the puzzle (0 when none was found). */
    public int clues() {
        return puzzle == null ? 0 : puzzle.filledCount();
    }
}
