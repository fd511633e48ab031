package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * The {@link Format#LETTERS} format: N lines of N letters, {@code A} = 1, {@code B} = 2, ...,
 * {@code -} for blank, nothing between them; N from the first row of each puzzle, at most 26 (see
 * {@link RowFormat} for how puzzles are delimited).
 */
final class LettersFormat extends RowFormat {

    /** The largest N: one letter a value. */
    static final int MAX_SIZE = 26;

    LettersFormat(LineSource lines, Shape given) {
        super(lines, given);
    }

    @Override
    Format format() {
        return Format.LETTERS;
    }

    @Override
    String valueWord() {
        return "letter";
    }

    @Override
    int maxSize() {
        return MAX_SIZE;
    }

    @Override
    int countValues(char[] chars, int start, int end) {
        return end - start;
    }

    @Override
    int valueColumn(char[] chars, int start, int end, int index) {
        return start + index + 1;
    }

    @Override
    void readRow(int row, char[] chars, int start, int end, int line) {
        int n = draft.shape().size();
        int length = end - start;
        int shown = Math.min(length, n);
        int base = row * n;
        for (int k = 0; k < shown; k++) {
            char c = chars[start + k];
            int v = c == '-' ? 0 : c >= 'A' && c < 'A' + n ? c - 'A' + 1 : -1;
            if (v < 0) {
                draft.fail(line, start + k + 1, "unknown symbol " + Words.quote(c) + " (expected A-"
                        + (char) ('A' + n - 1) + " or '-' for blank)");
                return;
            }
            draft.set(base + k, v, line, start + k + 1);
        }
        if (length != n) {
            wrongCount(row, length, n, line, length < n ? end + 1 : start + n + 1);
        }
    }

    /** Why a grid of {@code shape} cannot be written or read in this format, or null when it can. */
    static String unsupported(Shape shape) {
        if (shape.size() > MAX_SIZE) {
            return "the letters format holds grids up to " + MAX_SIZE + "x" + MAX_SIZE + " (A to Z), not "
                    + shape.size() + "x" + shape.size();
        }
        return null;
    }

    /** Appends {@code grid} as N lines of N letters, {@code -} for blank. */
    static void append(Grid grid, StringBuilder out) {
        int n = grid.size();
        for (int row = 0, cell = 0; row < n; row++) {
            for (int column = 0; column < n; column++, cell++) {
                int v = grid.get(cell);
                out.append(v == 0 ? '-' : (char) ('A' + v - 1));
            }
            out.append('\n');
        }
    }
}
