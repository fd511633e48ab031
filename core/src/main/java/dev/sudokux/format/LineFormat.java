package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.io.IOException;

/**
 * The {@link Format#LINE} format: one puzzle a line, its N*N symbols row by row, then optionally
 * white space and trailing text. Reads each line on its own, so an error costs only its line.
 */
final class LineFormat implements PuzzleParser {

    /** The largest N with a one-character alphabet (61). */
    static final int MAX_SIZE = Symbols.MAX_VALUE;

    /** VALUES[n][c]: the value of character c in an N x N puzzle, 0 blank, -1 not a symbol. */
    private static final byte[][] VALUES = new byte[MAX_SIZE + 1][];

    /** SYMBOLS[v]: how value v is written, {@code .} for 0. */
    private static final char[] SYMBOLS = new char[MAX_SIZE + 1];

    static {
        SYMBOLS[0] = '.';
        for (int v = 1; v <= MAX_SIZE; v++) {
            SYMBOLS[v] = Symbols.LINE.symbol(v);
        }
        for (int n = 1; n <= MAX_SIZE; n++) {
            byte[] table = new byte[128];
            for (char c = 0; c < 128; c++) {
                table[c] = (byte) Symbols.LINE.value(c, n);
            }
            VALUES[n] = table;
        }
    }

    private final LineSource lines;
    private final Shape given;
    private final PuzzleDraft draft = new PuzzleDraft();
    private int lastLength = -1;
    private Shape lastShape;

    LineFormat(LineSource lines, Shape given) {
        this.lines = lines;
        this.given = given;
    }

    @Override
    public PuzzleItem next(int number) throws IOException {
        int kind;
        while ((kind = lines.next()) == LineSource.BLANK) {
            // blank lines separate nothing here
        }
        if (kind == LineSource.END) {
            return null;
        }
        char[] chars = lines.chars();
        int start = lines.start();
        int end = lines.end();
        int line = lines.number();
        int stop = start;
        while (stop < end && !LineSource.isSpace(chars[stop])) {
            stop++;
        }
        String trailing = "";
        if (stop < end) {
            int from = stop;
            while (LineSource.isSpace(chars[from])) {
                from++;
            }
            trailing = new String(chars, from, end - from);
        }
        int length = stop - start;
        draft.begin(null);
        if (lines.truncated()) {
            draft.fail(line, LineSource.MAX_LINE + 1,
                    "the line is longer than " + LineSource.MAX_LINE + " characters");
        } else {
            Shape shape = shapeFor(length, line, start);
            if (shape != null) {
                draft.begin(shape);
                readSymbols(chars, start, shape.size(), line);
            }
        }
        return draft.finish(number, line, Format.LINE, trailing);
    }

    /** The shape of a puzzle of {@code length} symbols, or null after recording why there is none. */
    private Shape shapeFor(int length, int line, int start) {
        if (given != null) {
            if (length == given.cellCount()) {
                return given;
            }
            wrongLength(length, given.size(), line, start);
            return null;
        }
        if (length == lastLength) {
            return lastShape;
        }
        int side = Sizes.sqrt(length);
        if (side * side == length && Sizes.inferable(side, MAX_SIZE)) {
            lastLength = length;
            lastShape = Shape.forSize(side);
            return lastShape;
        }
        if (side * side == length && side > MAX_SIZE) {
            draft.fail(line, start + 1, Words.count(length, "symbol") + " make " + Words.aSize(side)
                    + " grid, too big for the line format (at most " + MAX_SIZE + "x" + MAX_SIZE
                    + "; use the grid format)");
        } else if (side * side == length && side > 3) {
            draft.fail(line, start + 1, Words.count(length, "symbol") + " make " + Words.aSize(side)
                    + " grid, which has no boxes since " + side + " is prime (give the box shape to read it)");
        } else {
            wrongLength(length, Sizes.nearestArea(length, MAX_SIZE), line, start);
        }
        return null;
    }

    private void wrongLength(int length, int side, int line, int start) {
        int cells = side * side;
        draft.fail(line, start + Math.min(length, cells) + 1,
                Words.count(length, "symbol") + "; " + Words.aSize(side) + " puzzle has " + cells);
    }

    private void readSymbols(char[] chars, int start, int n, int line) {
        byte[] table = VALUES[n];
        int[] values = draft.values();
        int[] givens = draft.givens();
        int count = 0;
        int cells = values.length;
        for (int k = 0; k < cells; k++) {
            char c = chars[start + k];
            int v = c < 128 ? table[c] : -1;
            if (v < 0) {
                draft.fail(line, start + k + 1, "unknown symbol " + Words.quote(c) + " (expected "
                        + Symbols.LINE.range(n) + " or '.' for blank)");
                return;
            }
            values[k] = v;
            givens[count] = k;
            count += PuzzleDraft.isFilled(v);
        }
        draft.givenCount(count);
        draft.onOneLine(line, start + 1);
    }

    /** Why a grid of {@code shape} cannot be written or read in this format, or null when it can. */
    static String unsupported(Shape shape) {
        if (shape.size() > MAX_SIZE) {
            return "the line format holds grids up to " + MAX_SIZE + "x" + MAX_SIZE + " (its symbols stop at "
                    + MAX_SIZE + "), not " + shape.size() + "x" + shape.size() + ": use the grid format";
        }
        return null;
    }

    /** Appends {@code grid} as one line of symbols, {@code .} for blank, and a line break. */
    static void append(Grid grid, StringBuilder out) {
        int cells = grid.shape().cellCount();
        for (int cell = 0; cell < cells; cell++) {
            out.append(SYMBOLS[grid.get(cell)]);
        }
        out.append('\n');
    }
}
