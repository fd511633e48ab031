package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;

/**
 * The {@link Format#GRID} format: N lines of N numbers separated by white space, {@code 0} or
 * {@code .} for blank; N from the first row of each puzzle (see {@link RowFormat} for how puzzles
 * are delimited). Also the row syntax of {@link Format#SIZED}.
 *
 * <p>A row may also be written as its N symbols without spaces, in the {@link Format#LINE} alphabet
 * ({@code 003020600}, as Project Euler writes its grids); N is then inferred from the length of the
 * first row when N*N is no line puzzle's length (6, 8, 9, 10, 12, 25, ... but not 16 or 36: give
 * the shape for those). A title line such as {@code Grid 01} before a puzzle is passed over.
 */
class GridFormat extends RowFormat {

    private static final String COMMENT_IN_ROW =
            "'#' starts a comment only at the start of a line, not after the values of a row";

    /** Values above this are all "out of range"; reading stops growing them here. */
    private static final int CAP = 1_000_000;

    GridFormat(LineSource lines, Shape given) {
        super(lines, given);
    }

    @Override
    Format format() {
        return Format.GRID;
    }

    @Override
    String valueWord() {
        return "number";
    }

    @Override
    int maxSize() {
        return Shape.MAX_SIZE;
    }

    @Override
    int countValues(char[] chars, int start, int end) {
        int tokens = countTokensBeforeComment(chars, start, end);
        if (tokens == 1 && isCompactRowLength(end - start) && isCompactRow(chars, start, end, end - start)) {
            return end - start;
        }
        return tokens;
    }

    @Override
    boolean isTitle(char[] chars, int start, int end) {
        return isTitleLine(chars, start, end);
    }

    /** Whether the line is a title such as {@code Grid 01} (the word Grid, any case, then a number). */
    static boolean isTitleLine(char[] chars, int start, int end) {
        String word = "grid";
        if (end - start < word.length() + 2) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (Character.toLowerCase(chars[start + k]) != word.charAt(k)) {
                return false;
            }
        }
        int i = start + word.length();
        if (!LineSource.isSpace(chars[i])) {
            return false;
        }
        while (i < end && LineSource.isSpace(chars[i])) {
            i++;
        }
        if (i == end) {
            return false;
        }
        for (; i < end; i++) {
            if (chars[i] < '0' || chars[i] > '9') {
                return false;
            }
        }
        return true;
    }

    /** Whether N symbols without spaces are taken for a row when N is inferred: N inferable, N*N no line puzzle's length. */
    static boolean isCompactRowLength(int n) {
        if (!Sizes.inferable(n, LineFormat.MAX_SIZE)) {
            return false;
        }
        int root = Sizes.sqrt(n);
        return !(root * root == n && Sizes.inferable(root, LineFormat.MAX_SIZE));
    }

    /** Whether every character of {@code chars[start..end)} is a symbol of an N x N grid ({@code .} and {@code 0} blank). */
    static boolean isCompactRow(char[] chars, int start, int end, int n) {
        if (n > LineFormat.MAX_SIZE) {
            return false;
        }
        for (int i = start; i < end; i++) {
            if (Symbols.LINE.value(chars[i], n) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The number of runs of characters other than white space in {@code chars[start..end)}. */
    static int countTokens(char[] chars, int start, int end) {
        int count = 0;
        boolean inToken = false;
        for (int i = start; i < end; i++) {
            boolean space = LineSource.isSpace(chars[i]);
            if (!space && !inToken) {
                count++;
            }
            inToken = !space;
        }
        return count;
    }

    /**
     * The number of runs of characters other than white space before one that starts with {@code #}
     * (a comment where none may be: the size of a first row is not counted from it).
     */
    static int countTokensBeforeComment(char[] chars, int start, int end) {
        int count = 0;
        boolean inToken = false;
        for (int i = start; i < end; i++) {
            boolean space = LineSource.isSpace(chars[i]);
            if (!space && !inToken) {
                if (chars[i] == '#') {
                    break;
                }
                count++;
            }
            inToken = !space;
        }
        return count;
    }

    @Override
    int valueColumn(char[] chars, int start, int end, int index) {
        int count = 0;
        boolean inToken = false;
        for (int i = start; i < end; i++) {
            boolean space = LineSource.isSpace(chars[i]);
            if (!space && !inToken && count++ == index) {
                return i + 1;
            }
            inToken = !space;
        }
        return end + 1;
    }

    @Override
    void readRow(int row, char[] chars, int start, int end, int line) {
        int n = draft.shape().size();
        int base = row * n;
        if (n > 1 && end - start > 1 && countTokens(chars, start, end) == 1 && chars[start] != '#') {
            readCompactRow(row, chars, start, end, line, n);
            return;
        }
        int count = 0;
        int extraColumn = 0;
        int i = start;
        while (i < end) {
            int from = i;
            while (i < end && !LineSource.isSpace(chars[i])) {
                i++;
            }
            if (chars[from] == '#') {
                draft.fail(line, from + 1, COMMENT_IN_ROW);
                return;
            }
            if (count < n) {
                int v = value(chars, from, i, n, line);
                if (v < 0) {
                    return;
                }
                draft.set(base + count, v, line, from + 1);
            } else if (count == n) {
                extraColumn = from + 1;
            }
            count++;
            while (i < end && LineSource.isSpace(chars[i])) {
                i++;
            }
        }
        if (count != n) {
            wrongCount(row, count, n, line, count < n ? end + 1 : extraColumn);
        }
    }

    /** Reads a row written as its N symbols without spaces ({@code 003020600}). */
    private void readCompactRow(int row, char[] chars, int start, int end, int line, int n) {
        int length = end - start;
        if (n > LineFormat.MAX_SIZE) {
            draft.fail(line, start + 1, "row " + (row + 1) + " is one word of " + Words.count(length, "character")
                    + "; " + Words.aSize(n) + " puzzle has " + n + " numbers in each row, separated by spaces");
            return;
        }
        int base = row * n;
        int shown = Math.min(length, n);
        for (int k = 0; k < shown; k++) {
            char c = chars[start + k];
            int v = Symbols.LINE.value(c, n);
            if (v < 0) {
                draft.fail(line, start + k + 1, "unknown symbol " + Words.quote(c) + " (expected "
                        + Symbols.LINE.range(n) + ", or 0 or '.' for blank)");
                return;
            }
            draft.set(base + k, v, line, start + k + 1);
        }
        if (length != n) {
            draft.fail(line, length < n ? end + 1 : start + n + 1, "row " + (row + 1) + " has "
                    + Words.count(length, "symbol") + "; " + Words.aSize(n) + " puzzle has " + n + " in each row");
        }
    }

    /** The value of the number in {@code chars[from..to)}, or -1 after recording why it is none. */
    private int value(char[] chars, int from, int to, int n, int line) {
        if (to - from == 1 && chars[from] == '.') {
            return 0;
        }
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = chars[i];
            if (c < '0' || c > '9') {
                draft.fail(line, from + 1, "unknown value " + Words.quote(chars, from, to) + expected(n));
                return -1;
            }
            v = Math.min(v * 10 + (c - '0'), CAP);
        }
        if (v > n) {
            draft.fail(line, from + 1, "value " + new String(chars, from, Math.min(to - from, 20))
                    + (to - from > 20 ? "..." : "") + " is out of range" + expected(n));
            return -1;
        }
        return v;
    }

    private static String expected(int n) {
        return " (expected 1 to " + n + ", or 0 or '.' for blank)";
    }

    /** Appends {@code grid} as N lines of N numbers separated by one space, 0 for blank. */
    static void append(Grid grid, StringBuilder out) {
        int n = grid.size();
        for (int row = 0, cell = 0; row < n; row++) {
            for (int column = 0; column < n; column++, cell++) {
                if (column > 0) {
                    out.append(' ');
                }
                out.append(grid.get(cell));
            }
            out.append('\n');
        }
    }
}
