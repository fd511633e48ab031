package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.List;

/** Helpers for the format tests: read a text, take its only item. */
final class Items {
    private Items() {
    }

    static List<PuzzleItem> read(String text, Format format) {
        return PuzzleReader.readAll(text, format, null);
    }

    static List<PuzzleItem> read(String text, Format format, Shape shape) {
        return PuzzleReader.readAll(text, format, shape);
    }

    /** The only item of {@code text}, which must be an error. */
    static PuzzleError onlyError(String text, Format format) {
        return onlyError(text, format, null);
    }

    static PuzzleError onlyError(String text, Format format, Shape shape) {
        List<PuzzleItem> items = read(text, format, shape);
        assertThat(items).hasSize(1);
        assertThat(items.get(0)).isInstanceOf(PuzzleError.class);
        return (PuzzleError) items.get(0);
    }

    /** The only item of {@code text}, which must be a puzzle. */
    static Puzzle onlyPuzzle(String text, Format format) {
        List<PuzzleItem> items = read(text, format, null);
        assertThat(items).hasSize(1);
        assertThat(items.get(0)).isInstanceOf(Puzzle.class);
        return (Puzzle) items.get(0);
    }

    static Grid grid(PuzzleItem item) {
        assertThat(item).isInstanceOf(Puzzle.class);
        return ((Puzzle) item).grid();
    }

    /** {@code count} copies of {@code c}. */
    static String times(char c, int count) {
        return String.valueOf(c).repeat(count);
    }
}
