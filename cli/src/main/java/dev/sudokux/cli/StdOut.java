package dev.sudokux.cli;

import dev.sudokux.internal.batch.ExitCode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Standard output as the commands write it: UTF-8, buffered, and failing loudly. A
 * {@link PrintWriter} alone hides write errors; here the first one throws {@link Failure} out of the
 * write that met it, so a command never goes on working for an output that is gone, and never
 * exits 0 having lost what it printed. A closed pipe ({@code | head -1}) ends the command quietly
 * with status 141, as a program killed by SIGPIPE; any other failure ({@code > /dev/full}) is one
 * line on stderr and status {@link ExitCode#OUTPUT_FAILED}.
 */
final class StdOut {

    private StdOut() {
    }

    /** A print writer over {@code out} whose writes throw {@link Failure} when {@code out} fails. */
    static PrintWriter open(OutputStream out) {
        Writer failing = new Failing(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        return new PrintWriter(new BufferedWriter(failing, 1 << 16), false);
    }

    /** A write to standard output failed. */
    static final class Failure extends UncheckedIOException {
        private static final long serialVersionUID = 1L;

        Failure(IOException cause) {
            super(cause.getMessage() == null ? "write error" : cause.getMessage(), cause);
        }

        /** Whether the reader went away (a closed pipe), rather than the write failing. */
        boolean closedPipe() {
            String m = getCause().getMessage();
            if (m == null) {
                return false;
            }
            String text = m.toLowerCase(Locale.ROOT);
            return text.contains("broken pipe") || text.contains("pipe is being closed")
                    || text.contains("pipe has been ended");
        }

        /** The reason, for the error line: {@code No space left on device}. */
        String reason() {
            String m = getCause().getMessage();
            return m == null ? getCause().getClass().getSimpleName() : m;
        }
    }

    /** Turns the checked write errors that PrintWriter would swallow into {@link Failure}. */
    private static final class Failing extends Writer {
        private final Writer out;
        private Failure failed;

        Failing(Writer out) {
            this.out = out;
        }

        @Override
        public void write(char[] buffer, int offset, int length) {
            check();
            try {
                out.write(buffer, offset, length);
            } catch (IOException e) {
                throw fail(e);
            }
        }

        @Override
        public void write(String text, int offset, int length) {
            check();
            try {
                out.write(text, offset, length);
            } catch (IOException e) {
                throw fail(e);
            }
        }

        @Override
        public void flush() {
            check();
            try {
                out.flush();
            } catch (IOException e) {
                throw fail(e);
            }
        }

        @Override
        public void close() {
            try {
                out.close();
            } catch (IOException e) {
                if (failed == null) {
                    throw fail(e);
                }
            }
        }

        /** Once failed, every later write fails the same way (the stream is gone). */
        private void check() {
            if (failed != null) {
                throw failed;
            }
        }

        private Failure fail(IOException e) {
            failed = new Failure(e);
            return failed;
        }
    }
}
