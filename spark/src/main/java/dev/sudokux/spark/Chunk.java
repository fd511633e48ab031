package dev.sudokux.spark;

import dev.sudokux.format.Format;
import dev.sudokux.internal.batch.Tally;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a task made of its part of a job, sent back to the driver, which writes the parts in input
 * order: the answers as they go to standard output, the lines for standard error with
 * where they go between the answers, and the count of answers by word (for the exit status and the
 * summary).
 *
 * @param out        the answers
 * @param format     the format the answers are written in (for the blank line some formats put between
 *                   puzzles: see {@link Chunk#needsSeparator})
 * @param errors     lines for standard error, without the program's name
 * @param errorsAt   for each error line, how many characters of {@code out} go before it
 * @param words      how many answers each word counts ({@code solved}, {@code invalid}, ...)
 * @param nanos      how long the task worked
 */
record Chunk(String out, Format format, String[] errors, int[] errorsAt, Map<String, Long> words, long nanos)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /** How many puzzles the chunk answered (an unreadable input is not a puzzle). */
    long puzzles() {
        long n = 0;
        for (Map.Entry<String, Long> e : words.entrySet()) {
            if (!e.getKey().equals(Tally.UNREADABLE)) {
                n += e.getValue();
            }
        }
        return n;
    }

    /** Whether anything goes to standard output. */
    boolean hasOutput() {
        return !out.isEmpty();
    }

    /** A chunk of nothing but one line for standard error, counted under {@code word}. */
    static Chunk errorOnly(String error, String word) {
        Map<String, Long> words = new LinkedHashMap<>();
        words.put(word, 1L);
        return new Chunk("", Format.LINE, new String[] {error}, new int[] {0}, words, 0);
    }

    /** Builds a chunk: a writer for the answers, and the error lines and words between them. */
    static final class Builder {
        private final StringBuilder text = new StringBuilder();
        private final List<String> errors = new ArrayList<>();
        private final List<Integer> errorsAt = new ArrayList<>();
        private final Map<String, Long> words = new LinkedHashMap<>();
        private final long start = System.nanoTime();
        private Format format = Format.LINE;

        /** Where the answers are written. */
        final Writer writer = new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) {
                text.append(buffer, offset, length);
            }

            @Override
            public void write(String s, int offset, int length) {
                text.append(s, offset, offset + length);
            }

            @Override
            public void write(int c) {
                text.append((char) c);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };

        /** The format the answers are in. */
        Builder format(Format f) {
            this.format = f;
            return this;
        }

        /** A line for standard error, after the answers written so far. */
        void error(String line) {
            errors.add(line);
            errorsAt.add(text.length());
        }

        /** Counts one answer under {@code word}. */
        void count(String word) {
            words.merge(word, 1L, Long::sum);
        }

        /** Adds {@code n} to what {@code word} counts. */
        void add(String word, long n) {
            words.merge(word, n, Long::sum);
        }

        Chunk build() {
            int[] at = new int[errorsAt.size()];
            for (int k = 0; k < at.length; k++) {
                at[k] = errorsAt.get(k);
            }
            return new Chunk(text.toString(), format,
                    errors.toArray(String[]::new), at, words, System.nanoTime() - start);
        }
    }

    /**
     * Whether a blank line goes before this chunk's answers: the command line writes one answer after
     * another with one writer, and in the formats that put a blank line between puzzles (grid,
     * letters) the first answer of a chunk needs one when an earlier chunk wrote in that format.
     *
     * @param separated whether the command's answers are items of a puzzle sequence (solve, generate)
     * @param earlier   whether an earlier chunk wrote answers in this chunk's format
     */
    boolean needsSeparator(boolean separated, boolean earlier) {
        return separated && earlier && hasOutput() && format.blankLineBetweenPuzzles();
    }

    /** Writes the chunk's answers and error lines to the driver's streams, in order. */
    void writeTo(PrintWriter stdout, PrintWriter stderr, String name) {
        int from = 0;
        for (int k = 0; k < errors.length; k++) {
            int to = errorsAt[k];
            if (to > from) {
                stdout.write(out, from, to - from);
                from = to;
            }
            stdout.flush();
            stderr.println(name + ": " + errors[k]);
            stderr.flush();
        }
        if (from < out.length()) {
            stdout.write(out, from, out.length() - from);
        }
    }
}
