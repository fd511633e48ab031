package dev.sudokux.format;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * Tells which text format an input is in, from its first lines, without consuming them.
 *
 * <p>The rule looks at the first line that is not blank nor a comment ({@code #}), and sometimes the
 * one after it:
 * <ol>
 * <li>it starts with <code>&#123;</code> or {@code [}: JSON, which is none of these formats: the answer is
 *     empty;</li>
 * <li>a single number of one or two digits alone on the line, and the next line a row of numbers
 *     (two or more, as in 2.): {@link Format#SIZED};</li>
 * <li>two or more numbers separated by white space, each {@code .} or one or two digits:
 *     {@link Format#GRID};</li>
 * <li>only the letters {@code A}-{@code Z} and {@code -}, as many as a size the letters format
 *     infers (4 to 26, not prime): {@link Format#LETTERS};</li>
 * <li>anything else, an empty input included: {@link Format#LINE} (a line puzzle is one run of
 *     symbols; what follows it on the line, like a rating {@code 2.5}, does not make it GRID).</li>
 * </ol>
 * Only the first {@value #LOOK_AHEAD} characters are looked at: an input whose first puzzle line
 * starts after more comments than that is taken as LINE (give its format instead).
 */
public final class FormatDetector {

    /** How many characters detection reads at most. */
    public static final int LOOK_AHEAD = 1 << 16;

    private FormatDetector() {
    }

    /**
     * The format of the text {@code in} holds, or empty when it is JSON. Reads ahead at most
     * {@link #LOOK_AHEAD} characters and then resets {@code in} to where it was, using its mark (any
     * mark set before is lost), so the whole input is still there to read.
     *
     * @throws IllegalArgumentException when {@code in} does not {@linkplain Reader#markSupported()
     *                                  support marks} (wrap it in a {@link java.io.BufferedReader})
     * @throws IOException              when reading fails
     */
    public static Optional<Format> detect(Reader in) throws IOException {
        if (!in.markSupported()) {
            throw new IllegalArgumentException("format detection reads ahead and resets: give it a reader "
                    + "that supports marks, such as a BufferedReader");
        }
        in.mark(LOOK_AHEAD);
        try {
            return detect(new LineSource(in, 4096, LOOK_AHEAD));
        } finally {
            in.reset();
        }
    }

    /** The format of {@code text}, or empty when it is JSON; see the class comment for the rule. */
    public static Optional<Format> detect(String text) {
        try {
            return detect(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Format> detect(LineSource lines) throws IOException {
        if (nextText(lines) != LineSource.TEXT) {
            return Optional.of(Format.LINE);
        }
        char[] c = lines.chars();
        int s = lines.start();
        int e = lines.end();
        if (c[s] == '{' || c[s] == '[') {
            return Optional.empty();
        }
        int numbers = gridNumbers(c, s, e);
        if (numbers == 1 && isDigit(c[s])) {
            if (nextText(lines) == LineSource.TEXT && gridNumbers(lines.chars(), lines.start(), lines.end()) >= 2) {
                return Optional.of(Format.SIZED);
            }
            return Optional.of(Format.LINE);
        }
        if (numbers >= 2) {
            return Optional.of(Format.GRID);
        }
        if (Sizes.inferable(e - s, LettersFormat.MAX_SIZE) && onlyLetters(c, s, e)) {
            return Optional.of(Format.LETTERS);
        }
        return Optional.of(Format.LINE);
    }

    private static int nextText(LineSource lines) throws IOException {
        int kind;
        while ((kind = lines.next()) == LineSource.BLANK) {
            // skip
        }
        return kind;
    }

    /**
     * How many values {@code chars[start..end)} holds when it is a row of the number formats (each
     * value {@code .} or one or two digits), or 0 when it is not.
     */
    private static int gridNumbers(char[] chars, int start, int end) {
        int count = 0;
        int i = start;
        while (i < end) {
            int from = i;
            while (i < end && !LineSource.isSpace(chars[i])) {
                i++;
            }
            int length = i - from;
            boolean number = length == 1 && (chars[from] == '.' || isDigit(chars[from]))
                    || length == 2 && isDigit(chars[from]) && isDigit(chars[from + 1]);
            if (!number) {
                return 0;
            }
            count++;
            while (i < end && LineSource.isSpace(chars[i])) {
                i++;
            }
        }
        return count;
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
