package dev.sudokux.format;

import dev.sudokux.sudoku.Shape;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads the puzzles of a text, one at a time: every puzzle gives a {@link Puzzle} or a
 * {@link PuzzleError}, in input order, and reading goes on after an error. The formats are those of
 * {@link Format}; the format is detected ({@link FormatDetector}) unless given, and the size is
 * inferred unless a shape is given (LINE: from each line's length; GRID and LETTERS: from the first
 * row of the first puzzle and of every puzzle after a blank line; SIZED: from each size line).
 *
 * <pre>{@code
 * try (PuzzleReader puzzles = PuzzleReader.open(reader, null, null)) {   // detect, infer
 *     System.err.println("reading " + puzzles.format().optionName());
 *     while (puzzles.hasNext()) {
 *         PuzzleItem item = puzzles.next();
 *         if (item instanceof Puzzle p) { ... p.grid() ... }
 *         else { System.err.println(((PuzzleError) item).message()); }
 *     }
 * }
 * }</pre>
 *
 * <p><b>Where reading picks up after an error</b> (so that one bad puzzle never loses the others):
 * <ul>
 * <li>LINE and JSON: at the next line; each line is a puzzle of its own.</li>
 * <li>GRID and LETTERS: after the bad puzzle's N lines (N = its size, see {@link Format#GRID}), or at
 *     the blank line that cut it short. Separate puzzles by blank lines: without them a missing or
 *     extra row shifts the puzzles after it.</li>
 * <li>SIZED: after the puzzle's N rows when its size line was good; after a bad size line, at the next
 *     line holding a single number (the next size line).</li>
 * </ul>
 *
 * <p>Streaming: memory does not grow with the input (one input buffer, one line buffer and one
 * puzzle at a time; lines longer than a million characters are errors). {@link #hasNext()} reads
 * ahead one puzzle. Errors of the underlying reader come out of {@code hasNext()} and {@code next()}
 * as {@link UncheckedIOException}. Not thread-safe.
 */
public final class PuzzleReader implements Iterator<PuzzleItem>, Closeable {

    private final Reader in;
    private final Format format;
    private final Shape shape;
    private final boolean detected;
    private final PuzzleParser parser;
    private PuzzleItem pending;
    private boolean done;
    private int count;

    /** The input buffer of a reader of a stream; a short text gets one its own size ({@link #readAll}). */
    private static final int BUFFER = 1 << 16;

    private PuzzleReader(Reader in, Format format, Shape shape, boolean detected, int bufferSize) {
        this.in = in;
        this.format = format;
        this.shape = shape;
        this.detected = detected;
        this.parser = format.parser(new LineSource(in, bufferSize, Long.MAX_VALUE), shape);
    }

    /**
     * A reader of the puzzles in {@code in}.
     *
     * @param in     the text; closed by {@link #close()}
     * @param format the format, or null to detect it with {@link FormatDetector}
     * @param shape  the shape of every puzzle (the command line's {@code --box RxC}), or null to infer
     *               each puzzle's size (SIZED: from its size line, which must then agree with the shape)
     * @throws IllegalArgumentException when the format does not support the shape
     * @throws IOException              when reading ahead for detection fails
     */
    public static PuzzleReader open(Reader in, Format format, Shape shape) throws IOException {
        return open(in, format, shape, BUFFER);
    }

    private static PuzzleReader open(Reader in, Format format, Shape shape, int bufferSize) throws IOException {
        Reader source = in;
        Format chosen = format;
        if (chosen == null) {
            if (!source.markSupported()) {
                source = new BufferedReader(source, bufferSize);
            }
            chosen = FormatDetector.detect(source, Math.min(bufferSize, FormatDetector.BUFFER));
        }
        if (shape != null) {
            chosen.checkSupports(shape);
        }
        return new PuzzleReader(source, chosen, shape, format == null, bufferSize);
    }

    /** A reader of the puzzles in {@code in}, its format detected and each puzzle's size inferred. */
    public static PuzzleReader open(Reader in) throws IOException {
        return open(in, null, null);
    }

    /**
     * Every item of {@code text} in a list (for small texts and tests; large inputs should stream).
     *
     * @param format the format, or null to detect it
     * @param shape  the shape, or null to infer it
     */
    public static List<PuzzleItem> readAll(String text, Format format, Shape shape) {
        // Buffers the size of the text, not of a stream's: a server reads a puzzle a request this way.
        int size = Math.max(16, Math.min(text.length() + 1, BUFFER));
        try (PuzzleReader reader = open(new StringReader(text), format, shape, size)) {
            List<PuzzleItem> items = new ArrayList<>();
            reader.forEachRemaining(items::add);
            return items;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The format read: the one given, or the one detected. */
    public Format format() {
        return format;
    }

    /** Whether the format was detected (true) or given (false). */
    public boolean detected() {
        return detected;
    }

    /** The shape given, or null when each puzzle's size is inferred. */
    public Shape shape() {
        return shape;
    }

    /** How many items have been read so far (the number of the last one). */
    public int count() {
        return count;
    }

    /** Whether another puzzle (or error) follows; reads it ahead. */
    @Override
    public boolean hasNext() {
        if (pending == null && !done) {
            try {
                pending = parser.next(count + 1);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (pending == null) {
                done = true;
            } else {
                count++;
            }
        }
        return pending != null;
    }

    /** The next puzzle, or the error that stands in for it. */
    @Override
    public PuzzleItem next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more puzzles");
        }
        PuzzleItem item = pending;
        pending = null;
        return item;
    }

    /** The remaining items as a sequential stream (closing the stream does not close this reader). */
    public Stream<PuzzleItem> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this,
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    /** Closes the underlying reader. */
    @Override
    public void close() throws IOException {
        done = true;
        pending = null;
        in.close();
    }
}
