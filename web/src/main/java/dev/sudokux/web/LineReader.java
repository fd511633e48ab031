package dev.sudokux.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * Lines of UTF-8 text from a stream, each at most a given length: a longer line is skipped to its end
 * and reported as too long, so one huge line never fills the memory.
 */
final class LineReader {
    private final Reader in;
    private final long maxChars;
    private final char[] buffer = new char[8192];
    private int position;
    private int limit;
    private boolean eof;
    private int number;
    private boolean tooLong;

    LineReader(InputStream in, long maxChars) {
        this.in = new InputStreamReader(in, StandardCharsets.UTF_8);
        this.maxChars = maxChars;
    }

    /** The next line without its line end (a {@code \r} before {@code \n} dropped), or null at the end. */
    String next() throws IOException {
        StringBuilder line = new StringBuilder(128);
        tooLong = false;
        while (true) {
            if (position == limit) {
                if (eof || !fill()) {
                    if (line.length() == 0 && !tooLong) {
                        return null;
                    }
                    number++;
                    return finish(line);
                }
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            append(line, start, position);
            if (position < limit) {
                position++;
                number++;
                return finish(line);
            }
        }
    }

    private void append(StringBuilder line, int from, int to) {
        if (tooLong) {
            return;
        }
        if (line.length() + (to - from) > maxChars) {
            tooLong = true;
            line.setLength(0);
            return;
        }
        line.append(buffer, from, to - from);
    }

    private String finish(StringBuilder line) {
        int n = line.length();
        if (n > 0 && line.charAt(n - 1) == '\r') {
            line.setLength(n - 1);
        }
        return line.toString();
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
            eof = true;
            return false;
        }
        position = 0;
        limit = n;
        return true;
    }

    /** Whether the last line was longer than the limit (it is then given as empty). */
    boolean tooLong() {
        return tooLong;
    }

    /** The number of the last line, from 1. */
    int lineNumber() {
        return number;
    }

    /** Whether more text is already here, so that the next line can be read without waiting. */
    boolean ready() throws IOException {
        return position < limit || (!eof && in.ready());
    }
}
