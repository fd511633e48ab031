package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PuzzleReaderTest {

    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void iteratesAndSaysWhatItRead() throws IOException {
        try (PuzzleReader reader = PuzzleReader.open(new StringReader(PUZZLE + "\n" + PUZZLE + "\n"))) {
            assertThat(reader.format()).isEqualTo(Format.LINE);
            assertThat(reader.detected()).isTrue();
            assertThat(reader.shape()).isNull();
            assertThat(reader.hasNext()).isTrue();
            assertThat(reader.hasNext()).isTrue(); // asking twice reads nothing more
            assertThat(reader.next().number()).isEqualTo(1);
            assertThat(reader.next().number()).isEqualTo(2);
            assertThat(reader.count()).isEqualTo(2);
            assertThat(reader.hasNext()).isFalse();
            assertThatThrownBy(reader::next).isInstanceOf(NoSuchElementException.class);
        }
        try (PuzzleReader given = PuzzleReader.open(new StringReader(PUZZLE), Format.LINE, Shape.CLASSIC)) {
            assertThat(given.detected()).isFalse();
            assertThat(given.shape()).isSameAs(Shape.CLASSIC);
            assertThat(given.stream().collect(Collectors.toList())).hasSize(1);
        }
    }

    @Test
    void refusesAShapeTheFormatCannotHold() {
        assertThatThrownBy(() -> PuzzleReader.open(new StringReader(""), Format.SIZED, Shape.of(2, 3)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the sized format holds square boxes only (one number gives the size), not 2x3");
        assertThatThrownBy(() -> PuzzleReader.open(new StringReader(""), Format.LETTERS, Shape.of(4, 7)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PuzzleReader.open(new StringReader(""), Format.LINE, Shape.of(8, 8)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void streamsAnInputWithoutEnd() {
        // An endless reader: the reader must give puzzles as it goes, never reading to the end.
        Grid solution = TestGrids.randomSolution(Shape.CLASSIC, new Random(3));
        String line = Format.LINE.toText(solution);
        Reader endless = new Reader() {
            private long position;

            @Override
            public int read(char[] buffer, int offset, int length) {
                for (int i = 0; i < length; i++) {
                    buffer[offset + i] = line.charAt((int) (position++ % line.length()));
                }
                return length;
            }

            @Override
            public void close() {
            }
        };
        PuzzleReader reader;
        try {
            reader = PuzzleReader.open(endless, Format.LINE, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int k = 1; k <= 20_000; k++) {
            PuzzleItem item = reader.next();
            assertThat(item.number()).isEqualTo(k);
            if (k % 5000 == 0) {
                assertThat(Items.grid(item)).isEqualTo(solution);
            }
        }
    }

    @Test
    void closeClosesTheReader() throws IOException {
        boolean[] closed = {false};
        Reader in = new StringReader(PUZZLE) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        PuzzleReader reader = PuzzleReader.open(in);
        reader.close();
        assertThat(closed[0]).isTrue();
        assertThat(reader.hasNext()).isFalse();
    }

    @Test
    void readErrorsComeOutUnchecked() throws IOException {
        Reader failing = new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                throw new IOException("disk on fire");
            }

            @Override
            public void close() {
            }
        };
        PuzzleReader reader = PuzzleReader.open(failing, Format.LINE, null);
        assertThatThrownBy(reader::hasNext).isInstanceOf(UncheckedIOException.class).hasMessageContaining("disk on fire");
    }

    @Test
    void itemsAndErrorsHaveTheirFields() {
        PuzzleError noColumn = new PuzzleError(2, 20, 0, "puzzle cut short");
        assertThat(noColumn.message()).isEqualTo("puzzle 2, line 20: puzzle cut short");
        assertThat(new PuzzleError(3, 7, 12, "x").toString()).isEqualTo("puzzle 3, line 7, column 12: x");
        assertThatThrownBy(() -> new PuzzleError(0, 1, 1, "x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Puzzle(Grid.empty(Shape.CLASSIC), 1, 0, Format.LINE, ""))
                .isInstanceOf(IllegalArgumentException.class);
        List<PuzzleItem> items = PuzzleReader.readAll(PUZZLE + " r\n", null, null);
        assertThat(items).containsExactly(new Puzzle(TestGrids.line(PUZZLE), 1, 1, Format.LINE, "r"));
    }
}
