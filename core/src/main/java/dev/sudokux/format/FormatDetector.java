package dev.sudokux.format;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;

/**
 * Tells which format an input is in, from its first lines, without consuming them.
 *
 * <p>The rule looks at the first line that is not blank nor a comment ({@code #}), and sometimes the
 * one after it:
 * <ol>
 * <li>it starts with <code>&#123;</code> or {@code [}: {@link Format#JSON};</li>
 * <li>a single number of one or two digits alone on the line, and the next line a row of numbers
 *     (as in 3.): {@link Format#SIZED};</li>
 * <li>a row of numbers: two or more words (up to a word starting with {@code #}), at least half of
 *     them numbers ({@code .}, or digits with an optional sign), the first one shorter than a line
 *     puzzle (16 symbols) or a number that is not a whole line puzzle of digits: {@link Format#GRID}. So a bad value in the first row ({@code -1},
 *     {@code +1}, {@code 20} digits, a letter, a {@code #} comment) is read, and reported, as the same
 *     value in the third row would be;</li>
 * <li>only the letters {@code A}-{@code Z} and {@code -}, as many as a size the letters format
 *     infers (4 to 26, not prime): {@link Format#LETTERS};</li>
 * <li>one row of N symbols without spaces ({@code 003020600}, as Project Euler writes its grids), N a
 *     size the grid format infers whose N*N is no line puzzle's length (so 6, 8, 9, 10, 12, 25, but
 *     not 16 or 36), and the next line as long: {@link Format#GRID}; a title line
 *     {@code Grid 01} before it is passed over;</li>
 * <li>anything else, an empty input included: {@link Format#LINE} (a line puzzle is one run of
 *     symbols; what follows it on the line, like a rating {@code 2.5}, does not make it GRID).</li>
 * </ol>
 * Only the first {@value #LOOK_AHEAD} characters are looked at: an input whose first puzzle line
 * starts after more comments than that is taken as LINE (give its format instead).
 */
public final class FormatDetector {

    /** The fewest symbols of a line puzzle (4x4). */
    private static final int MIN_LINE_PUZZLE = 16;

    /** How many characters detection reads at most. */
    public static final int LOOK_AHEAD = 1 << 16;

    private FormatDetector() {
    }

    /**
     * The format of the text {@code in} holds. Reads ahead at most {@link #LOOK_AHEAD} characters and
     * then resets {@code in} to where it was, using its mark (any mark set before is lost), so the
     * whole input is still there to read.
     *
     * @throws IllegalArgumentException when {@code in} does not {@linkplain Reader#markSupported()
     *                                  support marks} (wrap it in a {@link java.io.BufferedReader})
     * @throws IOException              when reading fails
     */
    public static Format detect(Reader in) throws IOException {
        return detect(in, BUFFER);
    }

    /** The input buffer detection reads ahead through. */
    static final int BUFFER = 4096;

    /** {@link #detect(Reader)} reading ahead through a buffer of {@code bufferSize} characters. */
    static Format detect(Reader in, int bufferSize) throws IOException {
        if (!in.markSupported()) {
            throw new IllegalArgumentException("format detection reads ahead and resets: give it a reader "
                    + "that supports marks, such as a BufferedReader");
        }
        in.mark(LOOK_AHEAD);
        try {
            return detect(new LineSource(in, bufferSize, LOOK_AHEAD));
        } finally {
            in.reset();
        }
    }

    /** The format of {@code text}; see the class comment for the rule. */
    public static Format detect(String text) {
        try {
            return detect(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Format detect(LineSource lines) throws IOException {
        if (nextText(lines) != LineSource.TEXT) {
            return Format.LINE;
        }
        char[] c = lines.chars();
        int s = lines.start();
        int e = lines.end();
        if (c[s] == '{' || c[s] == '[') {
            return Format.JSON;
        }
        boolean title = GridFormat.isTitleLine(c, s, e);
        if (title && nextText(lines) != LineSource.TEXT) {
            return Format.LINE;
        }
        c = lines.chars();
        s = lines.start();
        e = lines.end();
        if (!title && isSmallNumber(c, s, e)) {
            if (nextText(lines) == LineSource.TEXT && isRow(lines.chars(), lines.start(), lines.end())) {
                return Format.SIZED;
            }
            return Format.LINE;
        }
        if (isRow(c, s, e)) {
            return Format.GRID;
        }
        if (!title && Sizes.inferable(e - s, LettersFormat.MAX_SIZE) && onlyLetters(c, s, e)) {
            return Format.LETTERS;
        }
        if (GridFormat.isCompactRowLength(e - s) && GridFormat.isCompactRow(c, s, e, e - s)) {
            int length = e - s;
            if (nextText(lines) == LineSource.TEXT && lines.end() - lines.start() == length) {
                return Format.GRID;
            }
        }
        return Format.LINE;
    }

    private static int nextText(LineSource lines) throws IOException {
        int kind;
        while ((kind = lines.next()) == LineSource.BLANK) {
            // skip
        }
        return kind;
    }

    /** Whether {@code chars[start..end)} is one number of one or two digits (a sized format's box size). */
    private static boolean isSmallNumber(char[] chars, int start, int end) {
        int length = end - start;
        return (length == 1 || length == 2) && isDigit(chars[start]) && isDigit(chars[end - 1]);
    }

    /**
     * Whether {@code chars[start..end)} is a row of the number formats: two or more words before any
     * word starting with {@code #}, at least half of them numbers ({@code .}, or digits with an
     * optional sign), the first shorter than a line puzzle, or a number that is not a line puzzle of
     * digits (a length N*N of an inferable N).
     */
    static boolean isRow(char[] chars, int start, int end) {
        int words = 0;
        int numbers = 0;
        int i = start;
        while (i < end) {
            int from = i;
            while (i < end && !LineSource.isSpace(chars[i])) {
                i++;
            }
            if (chars[from] == '#') {
                break;
            }
            boolean number = isNumber(chars, from, i);
            int length = i - from;
            if (words == 0 && length >= MIN_LINE_PUZZLE && (!number || isLinePuzzleLength(length))) {
                return false; // a line puzzle, then its trailing text
            }
            words++;
            if (number) {
                numbers++;
            }
            while (i < end && LineSource.isSpace(chars[i])) {
                i++;
            }
        }
        return words >= 2 && 2 * numbers >= words;
    }

    /** Whether {@code chars[from..to)} is {@code .}, or digits with an optional sign. */
    private static boolean isNumber(char[] chars, int from, int to) {
        if (to - from == 1 && chars[from] == '.') {
            return true;
        }
        int i = from;
        if (i < to && (chars[i] == '-' || chars[i] == '+')) {
            i++;
        }
        if (i == to) {
            return false;
        }
        for (; i < to; i++) {
            if (!isDigit(chars[i])) {
                return false;
            }
        }
        return true;
    }

    /** Whether a run of this many symbols is a whole line puzzle: N*N symbols, N a size the line format infers. */
    private static boolean isLinePuzzleLength(int length) {
        int n = Sizes.sqrt(length);
        return n * n == length && Sizes.inferable(n, LineFormat.MAX_SIZE);
    }

    private static boolean onlyLetters(char[] chars, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = chars[i];
            if (c != '-' && (c < 'A' || c > 'Z')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
