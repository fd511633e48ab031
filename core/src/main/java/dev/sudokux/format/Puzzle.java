package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import java.util.Objects;

/**
 * A puzzle read from text, and where it came from.
 *
 * <p>Its grid keeps the rules: no unit holds a value twice (a puzzle whose givens break a rule is read
 * as a {@link PuzzleError}). It may have any number of blanks, or none.
 *
 * @param grid     the puzzle: its shape and values (0 blank)
 * @param number   its number in the input, from 1, counting every puzzle including bad ones
 * @param line     the line it starts on, from 1 (for {@link Format#SIZED}, the box size line)
 * @param format   the format it was read in
 * @param trailing for {@link Format#LINE}, what follows the puzzle on its line after white space
 *                 (a rating, a name), without surrounding white space; empty when nothing follows and
 *                 in the other formats
 * @param id       for {@link Format#JSON}, the puzzle's {@code "id"} as JSON text ({@code "a"} with
 *                 its quotes, {@code 17}, ...), echoed in its answers; null when it has none
 */
public record Puzzle(Grid grid, int number, int line, Format format, String trailing, String id)
        implements PuzzleItem {

    /** Checks the fields: nothing null but the id, number and line from 1. */
    public Puzzle {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(trailing, "trailing");
        if (number < 1 || line < 1) {
            throw new IllegalArgumentException("number and line count from 1: " + number + ", " + line);
        }
    }

    /** A puzzle without an id. */
    public Puzzle(Grid grid, int number, int line, Format format, String trailing) {
        this(grid, number, line, format, trailing, null);
    }
}
