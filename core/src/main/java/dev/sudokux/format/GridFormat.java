package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * The {@link Format#GRID} format: N lines of N numbers separated by white space, {@code 0} or
 * {@code .} for blank; N from the first row of each puzzle (see {@link RowFormat} for how puzzles
 * are delimited). Also the row syntax of {@link Format#SIZED}.
 */
class GridFormat extends RowFormat {

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
        return countTokens(chars, start, end);
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
        int count = 0;
        int extraColumn = 0;
        int i = start;
        while (i < end) {
            int from = i;
            while (i < end && !LineSource.isSpace(chars[i])) {
                i++;
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
