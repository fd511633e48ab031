package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import java.io.Flushable;
import java.io.IOException;
import java.io.Writer;

/**
 * Writes a sequence of answers in one format: grids, and the one-line texts that stand for a puzzle
 * without a solution or a bad puzzle, with what the format puts between consecutive items (GRID and
 * LETTERS: one blank line; LINE and SIZED: nothing). Each item ends with a line break ({@code \n}).
 *
 * <pre>{@code
 * PuzzleWriter out = new PuzzleWriter(writer, Format.GRID);
 * out.write(solution);        // 9 lines of numbers
 * out.writeNoSolution();      // a blank line, then NO SOLUTION
 * out.writeInvalid();         // a blank line, then invalid
 * out.flush();
 * }</pre>
 *
 * <p>The writer is not closed by this class; one character buffer is reused, so writing allocates
 * nothing per grid once warm. Not thread-safe.
 */
public final class PuzzleWriter implements Flushable {

    private final Writer out;
    private final Format format;
    private final StringBuilder text = new StringBuilder(256);
    private char[] chars = new char[256];
    private long written;

    /** A writer of {@code format} to {@code out}. */
    public PuzzleWriter(Writer out, Format format) {
        this.out = out;
        this.format = format;
    }

    /** The format written. */
    public Format format() {
        return format;
    }

    /** How many items have been written. */
    public long count() {
        return written;
    }

    /**
     * Writes {@code grid} as {@link Format#write} does, after the separator when it is not the first item.
     *
     * @throws IllegalArgumentException when the format does not support the grid's shape (nothing is written)
     */
    public void write(Grid grid) throws IOException {
        text.setLength(0);
        format.append(grid, text);
        emit();
    }

    /** Writes the format's text for a puzzle without a solution ({@code no solution} or {@code NO SOLUTION}). */
    public void writeNoSolution() throws IOException {
        writeText(format.noSolutionText());
    }

    /** Writes the format's text for a bad puzzle ({@code invalid}). */
    public void writeInvalid() throws IOException {
        writeText(format.invalidText());
    }

    /** Writes {@code line} (one line of text, without its line break) as an item. */
    public void writeText(String line) throws IOException {
        text.setLength(0);
        text.append(line).append('\n');
        emit();
    }

    /** Flushes the underlying writer. */
    @Override
    public void flush() throws IOException {
        out.flush();
    }

    private void emit() throws IOException {
        if (written > 0 && format.blankLineBetweenPuzzles()) {
            out.write('\n');
        }
        int length = text.length();
        if (chars.length < length) {
            chars = new char[Math.max(length, 2 * chars.length)];
        }
        text.getChars(0, length, chars, 0);
        out.write(chars, 0, length);
        written++;
    }
}
