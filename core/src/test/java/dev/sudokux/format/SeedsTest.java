package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reference material's own examples (copied from the shared data set's seeds/) read as it says. */
class SeedsTest {

    @Test
    void sizedHoldsTwo9x9Puzzles() throws IOException {
        List<PuzzleItem> items = readResource("sized-two-puzzles.txt", Format.SIZED);
        assertThat(items).hasSize(2).allMatch(i -> i instanceof Puzzle);
        assertThat(items).extracting(PuzzleItem::line).containsExactly(1, 11);
        assertThat(Items.grid(items.get(0))).isEqualTo(TestGrids.line(
                ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7."));
        assertThat(Items.grid(items.get(1))).isEqualTo(TestGrids.line(
                "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85.."));
        assertThat(Items.grid(items.get(1)).shape()).isSameAs(Shape.CLASSIC);
    }

    @Test
    void lineWithEndHoldsTwoPuzzlesThenEnd() throws IOException {
        List<PuzzleItem> items = readResource("line-with-end.txt", Format.LINE);
        assertThat(items).hasSize(2).allMatch(i -> i instanceof Puzzle p && p.grid().filledCount() >= 17);
        assertThat(Items.grid(items.get(0))).isEqualTo(TestGrids.line(
                ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534."));
    }

    @Test
    void gridHoldsOnePuzzle() throws IOException {
        List<PuzzleItem> items = readResource("grid-9x9.txt", Format.GRID);
        assertThat(items).singleElement().isInstanceOf(Puzzle.class);
        assertThat(Items.grid(items.get(0))).isEqualTo(TestGrids.line(
                "..8.6....3..475...245...1..62.947...91.....27...126.93..6...258...384..9....5.3.."));
    }

    /** Reads a seed with its format detected, checking detection found {@code expected}. */
    private static List<PuzzleItem> readResource(String name, Format expected) throws IOException {
        try (InputStream in = SeedsTest.class.getResourceAsStream("/formats/" + name)) {
            assertThat(in).as(name).isNotNull();
            // An InputStreamReader has no mark: open() buffers it itself to detect.
            Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8);
            try (PuzzleReader puzzles = PuzzleReader.open(reader, null, null)) {
                assertThat(puzzles.format()).isEqualTo(expected);
                assertThat(puzzles.detected()).isTrue();
                List<PuzzleItem> items = new ArrayList<>();
                puzzles.forEachRemaining(items::add);
                return items;
            }
        }
    }
}
