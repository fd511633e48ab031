package dev.sudokux.cli;

import dev.sudokux.format.Format;
import dev.sudokux.format.FormatDetector;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.sudoku.Shape;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The puzzles of the inputs named on the command line (standard input when none, or {@code -}),
 * one input after the other, each read in its own format (detected unless given). An input that
 * cannot be opened or read gives one {@link Item#unreadable() unreadable} item, said on stderr, and
 * the next input is read (as {@code cat} does).
 */
final class PuzzleSource implements Batch.Source<PuzzleSource.Item>, Closeable {

    /**
     * One puzzle, or the error standing in for it, with where it came from; or an input that could
     * not be read ({@code item} null, {@code inputError} saying why).
     *
     * @param input      the input's name ({@code stdin} or the file name)
     * @param named      whether the input is a named file (error messages then start with its name)
     * @param item       the puzzle or error, numbered from 1 within its input; null for an unreadable input
     * @param format     the format the input is read in
     * @param inputError why the input could not be read (opened, or read to its end); null otherwise
     */
    record Item(String input, boolean named, PuzzleItem item, Format format, String inputError) {
        /** The error message prefix: the file name when there is one. */
        String where() {
            return named ? input + ": " : "";
        }

        /** Whether this stands for an input that could not be read, rather than a puzzle. */
        boolean unreadable() {
            return inputError != null;
        }

        /** The input's name when named (for answers), or null. */
        String nameIfNamed() {
            return named ? input : null;
        }
    }

    private final List<Path> files;
    private final InputStream stdin;
    private final Format forced;
    private final Shape shape;
    private final AtomicLong charsRead = new AtomicLong();
    private final long totalChars;
    private int next;
    private PuzzleReader current;
    private Item pending;
    private String currentName;
    private boolean currentNamed;
    private WaitSignal currentWait;
    private volatile Runnable beforeWait;

    /**
     * @param files  the files; empty for standard input
     * @param stdin  standard input
     * @param forced the format given with {@code --format}, or null to detect each input's
     * @param shape  the shape given with {@code --box}, or null to infer each puzzle's
     */
    PuzzleSource(List<Path> files, InputStream stdin, Format forced, Shape shape) {
        this.files = files.isEmpty() ? List.of(Path.of("-")) : files;
        this.stdin = stdin;
        this.forced = forced;
        this.shape = shape;
        long total = 0;
        for (Path f : this.files) {
            try {
                total = Inputs.isStdin(f) || !Files.isRegularFile(f) ? -1 : total + Files.size(f);
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
    public void beforeWait(Runnable action) {
        beforeWait = action;
        WaitSignal w = currentWait;
        if (w != null) {
            w.beforeWait(action);
        }
    }

    @Override
    public boolean hasNext() {
        while (pending == null) {
            if (current != null) {
                try {
                    if (current.hasNext()) {
                        return true;
                    }
                } catch (UncheckedIOException e) {
                    pending = unreadable("cannot read '" + currentName + "' to its end: " + message(e.getCause()));
                }
                closeCurrent();
                continue;
            }
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
        if (pending != null) {
            Item item = pending;
            pending = null;
            return item;
        }
        PuzzleItem item = current.next();
        return new Item(currentName, currentNamed, item, current.format(), null);
    }

    private void openNext() {
        Path file = files.get(next++);
        currentName = Inputs.name(file);
        currentNamed = !Inputs.isStdin(file);
        InputStream bytes;
        try {
            bytes = Inputs.openBytes(file, stdin);
        } catch (UserInputException e) {
            pending = unreadable(e.getMessage());
            return;
        }
        WaitSignal wait = null;
        if (!currentNamed || !Files.isRegularFile(file)) {
            wait = new WaitSignal(bytes);
            wait.beforeWait(beforeWait);
            bytes = wait;
        }
        currentWait = wait;
        Reader text = new InputStreamReader(bytes, StandardCharsets.UTF_8);
        BufferedReader reader = new BufferedReader(new Counting(text, charsRead), 1 << 16);
        try {
            Format format = forced != null ? forced : FormatDetector.detect(reader);
            current = PuzzleReader.open(reader, format, shape);
        } catch (IOException e) {
            close(reader);
            pending = unreadable("cannot read '" + currentName + "': " + message(e));
        } catch (IllegalArgumentException e) {
            close(reader);
            throw new UserInputException(currentName + ": " + e.getMessage());
        }
    }

    private Item unreadable(String why) {
        return new Item(currentName, currentNamed, null, forced, why);
    }

    private static String message(Throwable e) {
        String m = e == null ? null : e.getMessage();
        return m == null ? (e == null ? "read error" : e.getClass().getSimpleName()) : m;
    }

    private void closeCurrent() {
        if (current != null) {
            try {
                current.close();
            } catch (IOException ignored) {
                // nothing to do: we are done with it
            }
            current = null;
        }
        currentWait = null;
    }

    private static void close(Reader reader) {
        try {
            reader.close();
        } catch (IOException ignored) {
            // nothing to do
        }
    }

    @Override
    public void close() {
        closeCurrent();
        pending = null;
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
