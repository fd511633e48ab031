package dev.sudokux.format;

import java.util.Objects;

/**
 * A puzzle that could not be read, and why: the item a {@link PuzzleReader} gives in its place.
 * Reading goes on after it (see {@link PuzzleReader} for where each format picks up again).
 *
 * <p>{@link #message()} (and {@link #toString()}) is one line for people:
 * {@code puzzle 3, line 7, column 12: unknown symbol 'x' (expected 1-9 or '.' for blank)}, or
 * {@code puzzle 2, line 20: puzzle cut short by the end of the input after 5 of its 9 rows} when the
 * error has no column.
 *
 * @param number  the puzzle's number in the input, from 1 (bad puzzles are counted like good ones)
 * @param line    the line of the error, from 1 (for a puzzle cut short by the end of the input, the
 *                line after the last one)
 * @param column  the column of the error, from 1 (a tab is one column); 0 when the error has no
 *                column, such as a puzzle cut short
 * @param problem what is wrong and what was expected, without the position
 * @param id      for {@link Format#JSON}, the {@code "id"} of the bad puzzle's object as JSON text,
 *                when it could be read; null otherwise
 */
public record PuzzleError(int number, int line, int column, String problem, String id) implements PuzzleItem {

    /** Checks the fields: number and line from 1, column from 0, a problem. */
    public PuzzleError {
        Objects.requireNonNull(problem, "problem");
        if (number < 1 || line < 1 || column < 0) {
            throw new IllegalArgumentException("bad position: puzzle " + number + ", line " + line
                    + ", column " + column);
        }
    }

    /** An error without an id. */
    public PuzzleError(int number, int line, int column, String problem) {
        this(number, line, column, problem, null);
    }

    /** The error on one line: the puzzle number, line, column (when there is one) and the problem. */
    public String message() {
        return "puzzle " + number + ", line " + line + (column > 0 ? ", column " + column : "") + ": " + problem;
    }

    /** The same as {@link #message()}. */
    @Override
    public String toString() {
        return message();
    }
}
