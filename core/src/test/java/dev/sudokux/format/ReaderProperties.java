package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What every puzzle reader must do with any text, checked by the fuzz targets (*FuzzTest): give one
 * item a puzzle, numbered from 1 without gaps, each a puzzle that keeps the rules or an error of one
 * line that says where (a line from 1, a column from 0) and what; never throw, never hang; and a
 * puzzle it read, written in the same format, reads back as the same grid.
 */
final class ReaderProperties {

    /**
     * The most characters a fuzz input is read as: enough for several 16x16 grids or one 25x25 line,
     * small enough that one input is read in well under a millisecond.
     */
    static final int MAX_CHARS = 8192;

    private ReaderProperties() {
    }

    /** The fuzz bytes as text (UTF-8, a malformed sequence becoming U+FFFD), at most {@link #MAX_CHARS}. */
    static String text(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        return text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
    }

    /**
     * The shape a first line {@code # box RxC} asks for (a comment to the reader), when {@code format}
     * (null: any) supports it; null (inferred) otherwise.
     */
    static Shape shapeOf(String text, Format format) {
        if (!text.startsWith("# box ")) {
            return null;
        }
        int end = text.indexOf('\n');
        String spec = (end < 0 ? text.substring(6) : text.substring(6, end)).strip();
        int x = spec.indexOf('x');
        if (x < 1 || x > 2 || spec.length() - x - 1 < 1 || spec.length() - x - 1 > 2) {
            return null;
        }
        try {
            Shape shape = Shape.of(Integer.parseInt(spec.substring(0, x)), Integer.parseInt(spec.substring(x + 1)));
            return format == null || format.supports(shape) ? shape : null;
        } catch (IllegalArgumentException notAShape) {
            return null;
        }
    }

    /**
     * Reads {@code text} in {@code format} (null: detected) with {@code shape} (null: inferred) and
     * checks every item; returns them.
     */
    static List<PuzzleItem> check(String text, Format format, Shape shape) {
        Format read = format != null ? format : FormatDetector.detect(text);
        if (format == null && shape != null && !read.supports(shape)) {
            shape = null; // a shape the detected format cannot hold is refused before reading (documented)
        }
        List<PuzzleItem> items = PuzzleReader.readAll(text, format, shape);
        int number = 0;
        for (PuzzleItem item : items) {
            number++;
            assertThat(item.number()).as("numbers count from 1 without gaps").isEqualTo(number);
            assertThat(item.line()).isPositive();
            if (item instanceof PuzzleError error) {
                assertThat(error.problem()).as("the error says what is wrong").isNotBlank();
                assertThat(error.message()).as("an error is one line").doesNotContain("\n", "\r");
                assertThat(error.message()).startsWith("puzzle " + number + ", line " + error.line());
            } else {
                Puzzle puzzle = (Puzzle) item;
                assertThat(puzzle.format()).isEqualTo(read);
                assertThat(puzzle.grid().isValid()).as("a puzzle read keeps the rules").isTrue();
                if (shape != null) {
                    assertThat(puzzle.grid().shape()).isEqualTo(shape);
                }
                roundTrip(puzzle);
            }
        }
        return items;
    }

    /** The puzzle written in its format and read back (with its shape given) is the same grid. */
    static void roundTrip(Puzzle puzzle) {
        Format format = puzzle.format();
        Shape shape = puzzle.grid().shape();
        assertThat(format.supports(shape)).as("%s reads a %s it cannot write", format, shape).isTrue();
        String written = format.toText(puzzle.grid());
        List<PuzzleItem> back = PuzzleReader.readAll(written, format, shape);
        assertThat(back).as("%s written as:%n%s", puzzle.grid(), written).hasSize(1);
        assertThat(back.get(0)).as("%s written as:%n%s", puzzle.grid(), written).isInstanceOf(Puzzle.class);
        assertThat(((Puzzle) back.get(0)).grid()).isEqualTo(puzzle.grid());
        // And detection finds the format again, and reading it that way gives the same grid: JSON
        // always; SIZED from 4x4 up (a 1x1 is "1" then "0", two lines that detection reads as LINE).
        if (format == Format.JSON || (format == Format.SIZED && shape.size() > 1)) {
            List<PuzzleItem> detected = PuzzleReader.readAll(written, null, null);
            assertThat(detected).hasSize(1);
            assertThat(detected.get(0)).isInstanceOf(Puzzle.class);
            assertThat(((Puzzle) detected.get(0)).grid()).isEqualTo(puzzle.grid());
        }
    }
}
