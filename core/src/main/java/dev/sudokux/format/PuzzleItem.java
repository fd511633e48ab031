package dev.sudokux.format;

/**
 * One item of a {@link PuzzleReader}'s stream: a {@link Puzzle} read well, or a {@link PuzzleError}
 * saying why a puzzle could not be read. Items come in input order, one for every puzzle of the
 * input, good or bad, numbered from 1 without gaps.
 *
 * <pre>{@code
 * if (item instanceof Puzzle p) { solve(p.grid()); }
 * else if (item instanceof PuzzleError e) { System.err.println(e.message()); }
 * }</pre>
 */
public sealed interface PuzzleItem permits Puzzle, PuzzleError {

    /** The puzzle's number in the input, from 1, counting every puzzle including bad ones. */
    int number();

    /** The line the puzzle starts on (for a {@link PuzzleError}, the line of the error), from 1. */
    int line();

    /** For JSON input, the item's {@code "id"} as JSON text; null when it has none. */
    String id();
}
