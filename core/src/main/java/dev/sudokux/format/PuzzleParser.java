package dev.sudokux.format;

import java.io.IOException;

/** Reads the puzzles of one format from a {@link LineSource}, one at a time. */
interface PuzzleParser {

    /** The next puzzle or its error, numbered {@code number}; null at the end of the input. */
    PuzzleItem next(int number) throws IOException;
}
