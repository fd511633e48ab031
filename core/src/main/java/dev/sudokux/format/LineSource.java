package dev.sudokux.format;

import java.io.IOException;
import java.io.Reader;

/**
 * The lines of a text, one at a time, in a reused buffer: what every format reads. It removes the
 * things all formats agree on, so that the parsers see only their own syntax:
 *
 * <ul>
 * <li>a line ends at {@code \n}, {@code \r\n} or a lone {@code \r}, so a trailing {@code \r} is never
 *     part of a line; lines are numbered from 1;</li>
 * <li>a byte order mark ({@code U+FEFF}) at the start of the text is dropped;</li>
 * <li>lines whose first character other than white space is {@code #} are comments: skipped;</li>
 * <li>a line that is {@code end} or {@code e} alone, in either case ({@code END}, {@code E}), white
 *     space around it allowed, ends the text: nothing after it is looked at;</li>
 * <li>a line longer than {@link #MAX_LINE} characters keeps only its first {@code MAX_LINE}
 *     characters ({@link #truncated()} says so), so memory stays bounded whatever the input.</li>
 * </ul>
 *
 * <p>White space is space, tab, form feed and vertical tab. Memory is constant: one input buffer and
 * one line buffer, which grows to the longest line read (at most {@code MAX_LINE}).
 */
final class LineSource {

    /** The longest line kept; the rest of a longer line is dropped and the line is marked truncated. */
    static final int MAX_LINE = 1 << 20;

    /** {@link #next()}: a line with something other than white space. */
    static final int TEXT = 0;
    /** {@link #next()}: a line of white space only. */
    static final int BLANK = 1;
    /** {@link #next()}: the end of the text, or an {@code end} line. */
    static final int END = 2;

    private final Reader in;
    private final char[] buffer;
    private int position;
    private int limit;
    private long charsLeft;
    private boolean inputDone;
    private boolean skipLineFeed;
    private boolean started;

    private char[] line = new char[256];
    private int length;
    private int start;
    private int end;
    private boolean truncated;
    private int number;
    private int kind = -1;
    private boolean finished;
    private boolean pushedBack;

    /** Lines of {@code in}, read in chunks of {@code bufferSize}, at most {@code charLimit} characters. */
    LineSource(Reader in, int bufferSize, long charLimit) {
        this.in = in;
        this.buffer = new char[bufferSize];
        this.charsLeft = charLimit;
    }

    /** Lines of all of {@code in}. */
    LineSource(Reader in) {
        this(in, 1 << 16, Long.MAX_VALUE);
    }

    /**
     * Moves to the next line that is not a comment and says what it is: {@link #TEXT},
     * {@link #BLANK}, or {@link #END} at the end of the text or at an {@code end} line (and ever
     * after). After {@link #pushBack()}, gives the same line again.
     */
    int next() throws IOException {
        if (pushedBack) {
            pushedBack = false;
            return kind;
        }
        if (finished) {
            return END;
        }
        while (true) {
            if (!readLine()) {
                finished = true;
                number++; // errors at the end of the text point just past its last line
                kind = END;
                return END;
            }
            number++;
            int s = 0;
            while (s < length && isSpace(line[s])) {
                s++;
            }
            int e = length;
            while (e > s && isSpace(line[e - 1])) {
                e--;
            }
            start = s;
            end = e;
            if (s == e) {
                kind = BLANK;
                return BLANK;
            }
            if (line[s] == '#') {
                continue;
            }
            if (isEndMarker(s, e)) {
                finished = true;
                kind = END;
                return END;
            }
            kind = TEXT;
            return TEXT;
        }
    }

    /** Makes the next {@link #next()} give the current line again (one line of push-back). */
    void pushBack() {
        pushedBack = true;
    }

    /** The characters of the current line (shared buffer, valid until the next call of {@link #next()}). */
    char[] chars() {
        return line;
    }

    /** The index of the first character of the current line that is not white space. */
    int start() {
        return start;
    }

    /** The index just after the last character of the current line that is not white space. */
    int end() {
        return end;
    }

    /**
     * The number of the current line, from 1; at the end of the text, the number of the line after
     * the last one (or of the {@code end} line).
     */
    int number() {
        return number;
    }

    /** Whether the current line was longer than {@link #MAX_LINE} and lost its tail. */
    boolean truncated() {
        return truncated;
    }

    /** Whether {@code c} is white space between symbols or numbers. */
    static boolean isSpace(char c) {
        return c <= ' ' && (c == ' ' || c == '\t' || c == '\f' || c == '\u000B');
    }

    private boolean isEndMarker(int s, int e) {
        int n = e - s;
        return n == 1 && (line[s] | 0x20) == 'e'
                || n == 3 && (line[s] | 0x20) == 'e' && (line[s + 1] | 0x20) == 'n' && (line[s + 2] | 0x20) == 'd';
    }

    /** Reads the next raw line into {@code line}; false when the text has no more characters. */
    private boolean readLine() throws IOException {
        length = 0;
        truncated = false;
        boolean any = false;
        while (true) {
            if (position >= limit && !fill()) {
                return any;
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            any = true;
            int i = position;
            char[] b = buffer;
            int lim = limit;
            while (i < lim) {
                char c = b[i];
                if (c == '\n' || c == '\r') {
                    break;
                }
                i++;
            }
            append(position, i - position);
            if (i < lim) {
                skipLineFeed = b[i] == '\r';
                position = i + 1;
                return true;
            }
            position = i;
        }
    }

    private void append(int from, int count) {
        if (count == 0) {
            return;
        }
        int room = MAX_LINE - length;
        if (count > room) {
            truncated = true;
            count = room;
            if (count == 0) {
                return;
            }
        }
        if (length + count > line.length) {
            int size = line.length;
            while (size < length + count) {
                size *= 2;
            }
            char[] bigger = new char[Math.min(size, MAX_LINE)];
            System.arraycopy(line, 0, bigger, 0, length);
            line = bigger;
        }
        System.arraycopy(buffer, from, line, length, count);
        length += count;
    }

    private boolean fill() throws IOException {
        if (inputDone || charsLeft <= 0) {
            inputDone = true;
            return false;
        }
        int n;
        do {
            n = in.read(buffer, 0, (int) Math.min(buffer.length, charsLeft));
        } while (n == 0);
        if (n < 0) {
            inputDone = true;
            return false;
        }
        charsLeft -= n;
        position = 0;
        limit = n;
        if (!started) {
            started = true;
            if (buffer[0] == '\uFEFF') {
                position = 1;
                return position < limit || fill();
            }
        }
        return true;
    }
}
