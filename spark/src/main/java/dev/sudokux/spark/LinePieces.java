package dev.sudokux.spark;

import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.io.Reader;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.Iterator;

/**
 * A line-oriented input (one puzzle a line: the line and JSON formats) cut into pieces that tasks
 * read apart, each numbered as if the whole input were read at once.
 *
 * <p>Spark cuts the file at line boundaries (its {@code textFile}). A first, cheap pass counts each
 * piece's lines and puzzles ({@link #count}); from those the driver knows where every piece starts
 * ({@link Start}: the lines and puzzles before it, and whether an {@code end} line came before it), so
 * that a puzzle's number and line, and so its answer and its error message, are the same as when the
 * command line reads the whole file. Each piece is then read with the core's own
 * {@link PuzzleReader}, which skips comments and blank lines and stops at an {@code end} line just as
 * it does for the whole file.
 */
final class LinePieces {

    private LinePieces() {
    }

    /**
     * What the counting pass finds in a piece.
     *
     * @param lines   its lines, all of them
     * @param puzzles its puzzle lines (good or bad) before any {@code end} line
     * @param end     whether it holds an {@code end} line (which ends the input)
     */
    record Count(long lines, long puzzles, boolean end) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * Where a piece starts in its input.
     *
     * @param lines   lines before it
     * @param puzzles puzzles before it
     * @param ended   whether an {@code end} line came before it (the piece is then not read)
     */
    record Start(long lines, long puzzles, boolean ended) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * Counts a piece's lines and puzzles with the rules of the core's line reader: a line of white
     * space only is blank, a line whose first other character is {@code #} is a comment, a line that is
     * {@code end} or {@code e} alone ends the input, any other line is one puzzle.
     */
    static Count count(Iterator<String> lines, boolean firstPiece) {
        long n = 0;
        long puzzles = 0;
        boolean end = false;
        while (lines.hasNext()) {
            String line = lines.next();
            if (n == 0 && firstPiece && !line.isEmpty() && line.charAt(0) == '\uFEFF') {
                line = line.substring(1); // the byte order mark at the start of the text
            }
            n++;
            if (end) {
                continue;
            }
            int s = 0;
            int e = line.length();
            while (s < e && isSpace(line.charAt(s))) {
                s++;
            }
            while (e > s && isSpace(line.charAt(e - 1))) {
                e--;
            }
            if (s == e || line.charAt(s) == '#') {
                continue;
            }
            String text = line.substring(s, e);
            if (text.equals("end") || text.equals("e")) {
                end = true;
                continue;
            }
            puzzles++;
        }
        return new Count(n, puzzles, end);
    }

    /** White space between symbols, as the core's line reader has it: space, tab, form feed, vertical tab. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B';
    }

    /** Where each piece of an input starts, from the pieces' counts in order. */
    static Start[] starts(Count[] counts) {
        Start[] starts = new Start[counts.length];
        long lines = 0;
        long puzzles = 0;
        boolean ended = false;
        for (int k = 0; k < counts.length; k++) {
            starts[k] = new Start(lines, puzzles, ended);
            lines += counts[k].lines();
            puzzles += counts[k].puzzles();
            ended |= counts[k].end();
        }
        return starts;
    }

    /**
     * The puzzles of a piece that starts at {@code start}, numbered as in the whole input: the core's
     * reader reads the piece, and each item's number and line are moved on by what came before.
     */
    static Iterator<PuzzleItem> read(Iterator<String> lines, Start start, boolean firstPiece, Format format,
                                     Shape shape) {
        if (start.ended()) {
            return java.util.Collections.emptyIterator();
        }
        // A piece after the first starts with an empty line, so that the reader, which drops a byte
        // order mark at the start of its text, keeps one that starts a line in the middle of the input.
        boolean padded = !firstPiece;
        PuzzleReader reader;
        try {
            reader = PuzzleReader.open(new LinesReader(lines, padded), format, shape);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long lineShift = start.lines() - (padded ? 1 : 0);
        long numberShift = start.puzzles();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return reader.hasNext();
            }

            @Override
            public PuzzleItem next() {
                return renumbered(reader.next(), numberShift, lineShift);
            }
        };
    }

    private static PuzzleItem renumbered(PuzzleItem item, long numberShift, long lineShift) {
        int number = Math.toIntExact(item.number() + numberShift);
        int line = Math.toIntExact(item.line() + lineShift);
        if (item instanceof Puzzle p) {
            return new Puzzle(p.grid(), number, line, p.format(), p.trailing(), p.id());
        }
        PuzzleError e = (PuzzleError) item;
        return new PuzzleError(number, line, e.column(), e.problem(), e.id());
    }

    /** The lines of an iterator as one text, each line ended by {@code \n}. */
    static final class LinesReader extends Reader {
        private final Iterator<String> lines;
        private String current;
        private int position;

        LinesReader(Iterator<String> lines, boolean emptyLineFirst) {
            this.lines = lines;
            this.current = emptyLineFirst ? "\n" : null;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (length == 0) {
                return 0;
            }
            int n = 0;
            while (n < length) {
                if (current == null || position == current.length()) {
                    if (!lines.hasNext()) {
                        break;
                    }
                    current = lines.next() + "\n";
                    position = 0;
                }
                int take = Math.min(length - n, current.length() - position);
                current.getChars(position, position + take, buffer, offset + n);
                position += take;
                n += take;
            }
            return n == 0 ? -1 : n;
        }

        @Override
        public void close() {
            current = null;
        }
    }
}
