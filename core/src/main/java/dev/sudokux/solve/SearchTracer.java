package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;

/**
 * Hears a search step by step, as a person could follow it ({@code --trace}). Depth is the number of
 * guesses the current state rests on (0 before the first). Cells are numbered as in
 * {@link dev.sudokux.sudoku.Shape}; values are from 1. Every method does nothing unless overridden.
 */
public interface SearchTracer {

    /** A tracer that hears nothing. */
    SearchTracer NONE = new SearchTracer() {
    };

    /**
     * A value placed because nothing else was possible.
     *
     * @param reason why it was forced, such as "only candidate" or "only place in row 3"
     */
    default void place(int depth, int cell, int value, String reason) {
    }

    /** A value tried at a branch point: {@code cell} had {@code candidates} possible values. */
    default void guess(int depth, int cell, int value, int candidates) {
    }

    /**
     * A contradiction: the state at this depth cannot be completed.
     *
     * @param reason what is impossible, such as "r4c4 has no candidate" or "row 2 has no place for 7"
     */
    default void deadEnd(int depth, String reason) {
    }

    /** The search goes back to the guess made at {@code depth} to try its next value. */
    default void backtrack(int depth) {
    }

    /** A solution reached at {@code depth}. */
    default void solution(int depth, Grid solution) {
    }
}
