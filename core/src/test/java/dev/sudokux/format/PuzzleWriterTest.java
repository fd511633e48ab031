package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class PuzzleWriterTest {

    private static final Grid FOUR = TestGrids.line("1..4.41..14.4..1");
    private static final Grid SOLVED = TestGrids.line("1234341221434321");

    @Test
    void gridFormatsPutABlankLineBetweenItems() throws IOException {
        assertThat(written(Format.GRID)).isEqualTo(
                "1 0 0 4\n0 4 1 0\n0 1 4 0\n4 0 0 1\n\nNO SOLUTION\n\ninvalid\n\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n");
        assertThat(written(Format.LETTERS)).isEqualTo(
                "A--D\n-DA-\n-AD-\nD--A\n\nNO SOLUTION\n\ninvalid\n\nABCD\nCDAB\nBADC\nDCBA\n");
    }

    @Test
    void lineAndSizedPutNothingBetweenItems() throws IOException {
        assertThat(written(Format.LINE)).isEqualTo("1..4.41..14.4..1\nno solution\ninvalid\n1234341221434321\n");
        assertThat(written(Format.SIZED)).isEqualTo(
                "2\n1 0 0 4\n0 4 1 0\n0 1 4 0\n4 0 0 1\nNO SOLUTION\ninvalid\n2\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n");
    }

    @Test
    void aGridTheFormatCannotHoldIsRefusedAndNothingWritten() throws IOException {
        StringWriter text = new StringWriter();
        PuzzleWriter writer = new PuzzleWriter(text, Format.LETTERS);
        writer.write(FOUR);
        assertThatThrownBy(() -> writer.write(Grid.empty(Shape.of(4, 7))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(writer.count()).isEqualTo(1);
        writer.writeText("done");
        assertThat(text.toString()).isEqualTo("A--D\n-DA-\n-AD-\nD--A\n\ndone\n");
    }

    @Test
    void formatNamesAndTexts() {
        assertThat(Format.fromName("Grid")).isEqualTo(Format.GRID);
        assertThat(Format.fromName(" letters ")).isEqualTo(Format.LETTERS);
        assertThat(Format.SIZED.optionName()).isEqualTo("sized");
        assertThat(Format.fromName("JSON")).isEqualTo(Format.JSON);
        assertThatThrownBy(() -> Format.fromName("csv"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown format 'csv': choose line, grid, sized, letters or json");
        assertThat(Format.LINE.noSolutionText()).isEqualTo("no solution");
        assertThat(Format.GRID.noSolutionText()).isEqualTo("NO SOLUTION");
        assertThat(Format.SIZED.noSolutionText()).isEqualTo("NO SOLUTION");
        assertThat(Format.LETTERS.noSolutionText()).isEqualTo("NO SOLUTION");
        assertThat(Format.JSON.noSolutionText()).isEqualTo("{\"status\":\"none\"}");
        for (Format f : Format.values()) {
            assertThat(f.invalidText()).isEqualTo(f.isJson() ? "{\"status\":\"invalid\"}" : "invalid");
        }
    }

    @Test
    void writeAppendsTheSameText() throws IOException {
        StringBuilder sb = new StringBuilder("> ");
        Format.SIZED.write(SOLVED, sb);
        assertThat(sb.toString()).isEqualTo("> " + Format.SIZED.toText(SOLVED));
    }

    private static String written(Format format) throws IOException {
        StringWriter text = new StringWriter();
        PuzzleWriter writer = new PuzzleWriter(text, format);
        writer.write(FOUR);
        writer.writeNoSolution();
        writer.writeInvalid();
        writer.write(SOLVED);
        writer.flush();
        assertThat(writer.format()).isEqualTo(format);
        assertThat(writer.count()).isEqualTo(4);
        return text.toString();
    }
}
