package dev.sudokux.cli;

import com.google.gson.JsonElement;
import dev.sudokux.format.FormatDetector;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.sudoku.Shape;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The puzzles of the inputs named on the command line (standard input when none, or {@code -}),
 * one input after the other, each read in its own format (detected unless given). Opening a file
 * that cannot be read is an error of the whole command (exit 2), raised when that file's turn comes.
 */
final class PuzzleSource implements Iterator<PuzzleSource.Item>, Closeable {

    /**
     * One puzzle, or the error standing in for it, with where it came from.
     *
     * @param input the input's name ({@code stdin} or the file name)
     * @param named whether the input is a named file (error messages then start with its name)
     * @param item  the puzzle or error, numbered from 1 within its input
     * @param style the style the input is in
     * @param id    the {@code id} of a JSON puzzle, or null
     */
    record Item(String input, boolean named, PuzzleItem item, Style style, JsonElement id) {
        /** The error message prefix: the file name when there is one. */
        String where() {
            return named ? input + ": " : "";
        }
    }

    private final List<Path> files;
    private final InputStream stdin;
    private final Style forced;
    private final Shape shape;
    private final AtomicLong charsRead = new AtomicLong();
    private final long totalChars;
    private int next;
    private Iterator<PuzzleItem> current;
    private JsonPuzzles currentJson;
    private Reader currentReader;
    private String currentName;
    private boolean currentNamed;
    private Style currentStyle;
    private final java.util.function.Consumer<String> announce;

    /**
     * @param files    the files; empty for standard input
     * @param stdin    standard input
     * @param forced   the style given with {@code --format}, or null to detect each input's
     * @param shape    the shape given with {@code --box}, or null to infer each puzzle's
     * @param announce told the name of each input's format when it was detected, or null
     */
    PuzzleSource(List<Path> files, InputStream stdin, Style forced, Shape shape,
                 java.util.function.Consumer<String> announce) {
        this.files = files.isEmpty() ? List.of(Path.of("-")) : files;
        this.stdin = stdin;
        this.forced = forced;
        this.shape = shape;
        this.announce = announce;
        long total = 0;
        for (Path f : this.files) {
            try {
                total = f.toString().equals("-") || !Files.isRegularFile(f) ? -1 : total < 0 ? -1 : total + Files.size(f);
            } catch (IOException e) {
                total = -1;
            }
            if (total < 0) {
                break;
            }
        }
        this.totalChars = total;
    }

    /** Characters read so far (bytes for ASCII inputs), for progress. */
    long charsRead() {
        return charsRead.get();
    }

    /** The total size of the inputs in bytes, or -1 when unknown (standard input). */
    long totalChars() {
        return totalChars;
    }

    @Override
    public boolean hasNext() {
        while (current == null || !current.hasNext()) {
            closeCurrent();
            if (next >= files.size()) {
                return false;
            }
            openNext();
        }
        return true;
    }

    @Override
    public Item next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        PuzzleItem item = current.next();
        JsonElement id = currentJson != null ? currentJson.takeId(item.number()) : null;
        return new Item(currentName, currentNamed, item, currentStyle, id);
    }

    private void openNext() {
        Path file = files.get(next++);
        currentName = Inputs.name(file);
        currentNamed = !file.toString().equals("-");
        BufferedReader reader = new BufferedReader(new Counting(Inputs.open(file, stdin), charsRead), 1 << 16);
        currentReader = reader;
        try {
            Style style = forced;
            if (style == null) {
                Optional<dev.sudokux.format.Format> detected = FormatDetector.detect(reader);
                style = detected.map(Style::of).orElse(Style.JSON);
                if (announce != null) {
                    announce.accept(currentName + ": reading " + style.optionName() + " format");
                }
            }
            currentStyle = style;
            if (style.json()) {
                currentJson = new JsonPuzzles(reader, shape);
                current = currentJson;
            } else {
                currentJson = null;
                try {
                    current = PuzzleReader.open(reader, style.format(), shape);
                } catch (IllegalArgumentException e) {
                    throw new UserInputException(currentName + ": " + e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void closeCurrent() {
        if (currentReader != null) {
            try {
                currentReader.close();
            } catch (IOException ignored) {
                // nothing to do: we are done with it
            }
            currentReader = null;
        }
        current = null;
    }

    @Override
    public void close() {
        closeCurrent();
        next = files.size();
    }

    /** Counts the characters that pass, for the progress bar. */
    private static final class Counting extends FilterReader {
        private final AtomicLong counter;

        Counting(Reader in, AtomicLong counter) {
            super(in);
            this.counter = counter;
        }

        @Override
        public int read() throws IOException {
            int c = super.read();
            if (c >= 0) {
                counter.incrementAndGet();
            }
            return c;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                counter.addAndGet(n);
            }
            return n;
        }
    }
}
