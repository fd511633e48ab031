package dev.sudokux.format;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;

/**
 * The {@link Format#SIZED} format: a line holding the box size {@code n} alone (1 to 8), then the
 * {@code n*n} rows of {@code n*n} numbers as in {@link Format#GRID}; puzzles one after the other.
 *
 * <p>How puzzles are delimited: a puzzle is its size line and the next N lines that are not blank
 * (blank lines are skipped anywhere). A line holding a single value where a row of N > 1 values was
 * expected is taken for the next size line: the puzzle is cut short there, and the next one starts
 * at that line. After a bad size line (not a number, out of range, or not alone on its line) the
 * reader passes over every line up to the next one holding a single value, and starts the next
 * puzzle there; so one bad puzzle never takes the next one with it.
 */
final class SizedFormat extends GridFormat {

    /** The largest box size: 8 gives 64x64. */
    static final int MAX_BOX = 8;

    SizedFormat(LineSource lines, Shape given) {
        super(lines, given);
    }

    @Override
    Format format() {
        return Format.SIZED;
    }

    @Override
    public PuzzleItem next(int number) throws IOException {
        int kind;
        while ((kind = lines.next()) == LineSource.BLANK) {
            // blank lines between puzzles
        }
        if (kind == LineSource.END) {
            return null;
        }
        int startLine = lines.number();
        draft.begin(null);
        Shape shape = sizeLine(startLine);
        if (shape == null) {
            skipToSizeLine();
            return draft.finish(number, startLine, Format.SIZED, "");
        }
        draft.begin(shape);
        int n = shape.size();
        for (int row = 0; row < n; row++) {
            kind = lines.next();
            if (kind == LineSource.BLANK) {
                row--;
                continue;
            }
            if (kind == LineSource.END) {
                cutShort("the end of the input", row, n);
                break;
            }
            if (n > 1 && countTokens(lines.chars(), lines.start(), lines.end()) == 1) {
                lines.pushBack();
                cutShort("the next box size line", row, n);
                break;
            }
            readRowChecked(row);
        }
        return draft.finish(number, startLine, Format.SIZED, "");
    }

    /** The shape the current line gives, or null after recording why it gives none. */
    private Shape sizeLine(int line) {
        char[] chars = lines.chars();
        int start = lines.start();
        int end = lines.end();
        int tokens = countTokens(chars, start, end);
        if (tokens != 1) {
            draft.fail(line, start + 1, "expected a box size (1 to " + MAX_BOX + ") alone on the line, found "
                    + Words.count(tokens, "value"));
            return null;
        }
        int box = 0;
        for (int i = start; i < end; i++) {
            char c = chars[i];
            if (c < '0' || c > '9') {
                draft.fail(line, start + 1, "box size " + Words.quote(chars, start, end)
                        + " is not a number (expected 1 to " + MAX_BOX + " alone on the line)");
                return null;
            }
            box = Math.min(box * 10 + (c - '0'), 1_000_000);
        }
        if (box < 1 || box > MAX_BOX) {
            draft.fail(line, start + 1, "box size " + new String(chars, start, Math.min(end - start, 20))
                    + " is out of range (expected 1 to " + MAX_BOX + ", such as 3 for a 9x9 puzzle)");
            return null;
        }
        Shape shape = Shape.square(box);
        if (given != null && given != shape) {
            draft.fail(line, start + 1, "box size " + box + " does not match the given box shape "
                    + given.boxText());
            return null;
        }
        return shape;
    }

    /** Passes over lines up to the next one holding a single value (left to be read next), or the end. */
    private void skipToSizeLine() throws IOException {
        int kind;
        while ((kind = lines.next()) != LineSource.END) {
            if (kind == LineSource.TEXT && countTokens(lines.chars(), lines.start(), lines.end()) == 1) {
                lines.pushBack();
                return;
            }
        }
    }

    /** Why a grid of {@code shape} cannot be written or read in this format, or null when it can. */
    static String unsupported(Shape shape) {
        if (!shape.isSquare()) {
            return "the sized format holds square boxes only (one number gives the size), not "
                    + shape.boxText();
        }
        if (shape.boxRows() > MAX_BOX) {
            return "the sized format holds boxes up to " + MAX_BOX + "x" + MAX_BOX + ", not " + shape.boxText();
        }
        return null;
    }

    /** Appends the box size line, then {@code grid} as in {@link Format#GRID}. */
    static void append(Grid grid, StringBuilder out) {
        out.append(grid.shape().boxRows()).append('\n');
        GridFormat.append(grid, out);
    }
}
