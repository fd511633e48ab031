package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FormatDetectorTest {

    private static final String LINE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void lineWhateverFollowsThePuzzle() {
        assertThat(FormatDetector.detect(LINE)).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect(LINE + " 2.5\n")).isEqualTo(Format.LINE);
        // A puzzle of digits with 0 blanks, and a number after it, is still one line puzzle.
        assertThat(FormatDetector.detect(LINE.replace('.', '0') + " 7\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect("# comment\n\n" + LINE + "\nend\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect("")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect("# only comments\n\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect("end\n")).isEqualTo(Format.LINE);
    }

    @Test
    void gridIsARowOfSmallNumbers() {
        assertThat(FormatDetector.detect("1 0 0 4\n0 4 1 0\n")).isEqualTo(Format.GRID);
        assertThat(FormatDetector.detect("# c\r\n\r\n . 12  0 16\t3\r\n")).isEqualTo(Format.GRID);
        assertThat(FormatDetector.detect("1 2\n")).isEqualTo(Format.GRID);
        // A bad value in the first row is read as a row, so its error is the one it gets in row 3.
        assertThat(FormatDetector.detect("100 2 3\n")).isEqualTo(Format.GRID);
    }

    @Test
    void detectionDoesNotHingeOnTheFirstRowsValues() {
        String row = "0 6 0 1 0 4 0 5 0";
        for (String bad : new String[] {"-1", "+1", "12345678901234567890", "x"}) {
            String first = bad + row.substring(1);
            assertThat(FormatDetector.detect(first + "\n" + row + "\n")).as(first).isEqualTo(Format.GRID);
        }
        assertThat(FormatDetector.detect(row + " # the first row\n" + row + "\n")).isEqualTo(Format.GRID);
        // Still a line puzzle: one run of symbols (digits with 0 for blanks), whatever follows it.
        assertThat(FormatDetector.detect(LINE.replace('.', '0') + " 12 34\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect(LINE + " 17 clues\n")).isEqualTo(Format.LINE);
    }

    @Test
    void rowsOfDigitsWithoutSpacesAreAGrid() {
        String euler = "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n"
                + "800203009\n005010300\n";
        assertThat(FormatDetector.detect(euler)).isEqualTo(Format.GRID);
        assertThat(FormatDetector.detect("Grid 01\n" + euler + "Grid 02\n" + euler)).isEqualTo(Format.GRID);
        // 16 symbols make a 4x4 line puzzle: not taken for a 16x16 row.
        assertThat(FormatDetector.detect("1.3...2.4......1\n1.3...2.4......1\n")).isEqualTo(Format.LINE);
        // One row of 9 alone is no grid.
        assertThat(FormatDetector.detect("003020600\n")).isEqualTo(Format.LINE);
    }

    @Test
    void sizedIsANumberAloneThenARowOfNumbers() {
        assertThat(FormatDetector.detect("3\n0 6 0 1 0 4 0 5 0\n")).isEqualTo(Format.SIZED);
        assertThat(FormatDetector.detect("2\n\n# rows\n1 . . 4\n")).isEqualTo(Format.SIZED);
        // A number alone followed by something else is not a size line.
        assertThat(FormatDetector.detect("3\n" + LINE + "\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect("3\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect(".\n1 2 3 4\n")).isEqualTo(Format.LINE);
    }

    @Test
    void lettersIsARowOfCapitalsAndDashesOfAGoodLength() {
        assertThat(FormatDetector.detect("A--D\n-DA-\n")).isEqualTo(Format.LETTERS);
        assertThat(FormatDetector.detect("----------------\n")).isEqualTo(Format.LETTERS);
        assertThat(FormatDetector.detect("ABCDEFG\n")).isEqualTo(Format.LINE); // 7 is prime
        assertThat(FormatDetector.detect("ABc-\n")).isEqualTo(Format.LINE);
        assertThat(FormatDetector.detect("-".repeat(27) + "\n")).isEqualTo(Format.LINE);
    }

    @Test
    void jsonStartsWithABraceOrBracket() throws IOException {
        assertThat(FormatDetector.detect("{\"puzzles\": []}")).isEqualTo(Format.JSON);
        assertThat(FormatDetector.detect("\n  # c\n  [ {\"grid\": \"...\"} ]")).isEqualTo(Format.JSON);
        try (PuzzleReader reader = PuzzleReader.open(new StringReader("{}"), null, null)) {
            assertThat(reader.format()).isEqualTo(Format.JSON);
        }
    }

    @Test
    void detectionLeavesTheWholeInputToRead() throws IOException {
        String text = "# header\n3\n" + "0 0 0 0 0 0 0 0 0\n".repeat(9);
        BufferedReader reader = new BufferedReader(new StringReader(text), 16);
        assertThat(FormatDetector.detect(reader)).isEqualTo(Format.SIZED);
        StringBuilder rest = new StringBuilder();
        int c;
        while ((c = reader.read()) >= 0) {
            rest.append((char) c);
        }
        assertThat(rest.toString()).isEqualTo(text);
    }

    @Test
    void detectionNeedsAReaderWithMarks() {
        InputStreamReader noMarks = new InputStreamReader(new ByteArrayInputStream(new byte[0]), StandardCharsets.UTF_8);
        assertThatThrownBy(() -> FormatDetector.detect(noMarks))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("BufferedReader");
    }

    @Test
    void detectionLooksOnlySoFarAhead() throws IOException {
        String comments = "# a long header line, repeated until detection gives up\n";
        String text = comments.repeat(FormatDetector.LOOK_AHEAD / comments.length() + 1) + "1 0 0 4\n";
        assertThat(FormatDetector.detect(new BufferedReader(new StringReader(text)))).isEqualTo(Format.LINE);
        // The format given, it reads.
        assertThat(PuzzleReader.readAll(text, Format.GRID, null)).singleElement()
                .hasToString("puzzle 1, line " + (text.split("\n").length + 1)
                        + ": puzzle cut short by the end of the input after 1 of its 4 rows");
    }
}
