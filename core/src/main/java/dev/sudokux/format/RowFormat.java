package dev.sudokux.format;

import dev.sudokux.sudoku.Shape;
import java.io.IOException;

/**
 * What the formats written one grid row a line share ({@link Format#GRID}, {@link Format#SIZED},
 * {@link Format#LETTERS}): a puzzle is N rows, each row N values; a subclass says how a row's values
 * are written. This class reads puzzles whose size comes from their rows (GRID and LETTERS):
 *
 * <ul>
 * <li>A puzzle starts at the first line that is not blank (nor a comment) and is N lines long. N is
 *     the given shape's size; else, for the first puzzle and for a puzzle after a blank line, the
 *     number of values on its first line (even when that is no good size: the error says so, and the
 *     puzzle still spans that many lines); else (a puzzle right after the previous one, no blank line
 *     between) the previous puzzle's size. So a first row that lost a value cannot shift the
 *     puzzles after it by a line; puzzles of different sizes need a blank line between them.</li>
 * <li>A blank line, or the end of the input, before the N-th row cuts the puzzle short: an error, and
 *     the next puzzle starts after the blank line. Comment lines inside a puzzle are skipped.</li>
 * <li>After an error the reader still passes over the rest of the puzzle's N lines, so the next
 *     puzzle starts where it should. A missing or extra row cannot be told from the rows of the next
 *     puzzle when puzzles follow each other without blank lines; with blank lines between them a
 *     missing row cuts only its own puzzle short, and an extra row is reported as a puzzle of its
 *     own (cut short by the blank line).</li>
 * </ul>
 */
abstract class RowFormat implements PuzzleParser {

    final LineSource lines;
    final Shape given;
    final PuzzleDraft draft = new PuzzleDraft();
    /** The size of the previous puzzle, null before the first or when it had no good size. */
    private Shape previous;
    /** Whether a blank line came before the next puzzle (the start of the input counts as one). */
    private boolean afterBlank = true;
    /** The last size inferred, to skip the lookup when puzzles keep one size. */
    private Shape inferred;

    RowFormat(LineSource lines, Shape given) {
        this.lines = lines;
        this.given = given;
    }

    /** The format read. */
    abstract Format format();

    /** The word for one value in messages: "number", "letter". */
    abstract String valueWord();

    /** The largest size this format infers from a row. */
    abstract int maxSize();

    /** Whether the line is a puzzle's title, passed over before a puzzle (none but in GRID). */
    boolean isTitle(char[] chars, int start, int end) {
        return false;
    }

    /** The number of values in {@code chars[start..end)} (start and end are not white space). */
    abstract int countValues(char[] chars, int start, int end);

    /** The column (from 1) of the value at {@code index} (from 0) in {@code chars[start..end)}. */
    abstract int valueColumn(char[] chars, int start, int end, int index);

    /**
     * Reads row {@code row} (from 0) of the draft's shape from {@code chars[start..end)}, recording
     * the first problem: a bad value, or a row of the wrong length.
     */
    abstract void readRow(int row, char[] chars, int start, int end, int line);

    @Override
    public PuzzleItem next(int number) throws IOException {
        int kind;
        while ((kind = lines.next()) == LineSource.BLANK
                || kind == LineSource.TEXT && isTitle(lines.chars(), lines.start(), lines.end())) {
            afterBlank = true;
        }
        if (kind == LineSource.END) {
            return null;
        }
        boolean inferSize = afterBlank || previous == null;
        afterBlank = false;
        int startLine = lines.number();
        char[] chars = lines.chars();
        int start = lines.start();
        int end = lines.end();
        int count = countValues(chars, start, end);
        draft.begin(null);
        Shape shape = given;
        if (shape == null && !inferSize) {
            shape = previous;
        } else if (shape == null && Sizes.inferable(count, maxSize())) {
            if (inferred == null || inferred.size() != count) {
                inferred = Shape.forSize(count);
            }
            shape = inferred;
        }
        previous = shape;
        int rows = shape != null ? shape.size() : count;
        if (shape != null) {
            draft.begin(shape);
            readRowChecked(0);
        } else if (count <= maxSize() && Sizes.isPrime(count) && count > 3) {
            draft.fail(startLine, start + 1, "row 1 has " + Words.count(count, valueWord()) + ": "
                    + Words.aSize(count) + " grid has no boxes since " + count
                    + " is prime (give the box shape to read it)");
        } else {
            int side = Sizes.nearestSide(count, maxSize());
            wrongCount(0, count, side, startLine,
                    count < side ? end + 1 : valueColumn(chars, start, end, side));
        }
        for (int row = 1; row < rows; row++) {
            kind = lines.next();
            if (kind != LineSource.TEXT) {
                cutShort(kind == LineSource.BLANK ? "a blank line" : "the end of the input", row, rows);
                afterBlank = true;
                break;
            }
            readRowChecked(row);
        }
        return draft.finish(number, startLine, format(), "");
    }

    /** Reads row {@code row} from the current line unless the puzzle already failed. */
    final void readRowChecked(int row) {
        if (draft.failed()) {
            return;
        }
        if (lines.truncated()) {
            draft.fail(lines.number(), LineSource.MAX_LINE + 1,
                    "the line is longer than " + LineSource.MAX_LINE + " characters");
            return;
        }
        readRow(row, lines.chars(), lines.start(), lines.end(), lines.number());
    }

    /** Records a row of {@code count} values where {@code n} were expected. */
    final void wrongCount(int row, int count, int n, int line, int column) {
        draft.fail(line, column, "row " + (row + 1) + " has " + Words.count(count, valueWord()) + "; "
                + Words.aSize(n) + " puzzle has " + n + " in each row");
    }

    /** Records that the puzzle ended, by {@code cause}, after {@code rows} of its {@code expected} rows. */
    final void cutShort(String cause, int rows, int expected) {
        draft.fail(lines.number(), 0, "puzzle cut short by " + cause + " after " + rows + " of its "
                + expected + " rows");
    }
}
