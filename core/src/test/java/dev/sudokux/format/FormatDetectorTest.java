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
        assertThat(FormatDetector.detect(LINE)).contains(Format.LINE);
        assertThat(FormatDetector.detect(LINE + " 2.5\n")).contains(Format.LINE);
        // A puzzle of digits with 0 blanks, and a number after it, is still one line puzzle.
        assertThat(FormatDetector.detect(LINE.replace('.', '0') + " 7\n")).contains(Format.LINE);
        assertThat(FormatDetector.detect("# comment\n\n" + LINE + "\nend\n")).contains(Format.LINE);
        assertThat(FormatDetector.detect("")).contains(Format.LINE);
        assertThat(FormatDetector.detect("# only comments\n\n")).contains(Format.LINE);
        assertThat(FormatDetector.detect("end\n")).contains(Format.LINE);
    }

    @Test
    void gridIsARowOfSmallNumbers() {
        assertThat(FormatDetector.detect("1 0 0 4\n0 4 1 0\n")).contains(Format.GRID);
        assertThat(FormatDetector.detect("# c\r\n\r\n . 12  0 16\t3\r\n")).contains(Format.GRID);
        assertThat(FormatDetector.detect("1 2\n")).contains(Format.GRID);
        assertThat(FormatDetector.detect("100 2 3\n")).contains(Format.LINE);
    }

    @Test
    void sizedIsANumberAloneThenARowOfNumbers() {
        assertThat(FormatDetector.detect("3\n0 6 0 1 0 4 0 5 0\n")).contains(Format.SIZED);
        assertThat(FormatDetector.detect("2\n\n# rows\n1 . . 4\n")).contains(Format.SIZED);
        // A number alone followed by something else is not a size line.
        assertThat(FormatDetector.detect("3\n" + LINE + "\n")).contains(Format.LINE);
        assertThat(FormatDetector.detect("3\n")).contains(Format.LINE);
        assertThat(FormatDetector.detect(".\n1 2 3 4\n")).contains(Format.LINE);
    }

    @Test
    void lettersIsARowOfCapitalsAndDashesOfAGoodLength() {
        assertThat(FormatDetector.detect("A--D\n-DA-\n")).contains(Format.LETTERS);
        assertThat(FormatDetector.detect("----------------\n")).contains(Format.LETTERS);
        assertThat(FormatDetector.detect("ABCDEFG\n")).contains(Format.LINE); // 7 is prime
        assertThat(FormatDetector.detect("ABc-\n")).contains(Format.LINE);
        assertThat(FormatDetector.detect("-".repeat(27) + "\n")).contains(Format.LINE);
    }

    @Test
    void jsonIsNoneOfTheseFormats() {
        assertThat(FormatDetector.detect("{\"puzzles\": []}")).isEmpty();
        assertThat(FormatDetector.detect("\n  # c\n  [ {\"grid\": \"...\"} ]")).isEmpty();
        assertThatThrownBy(() -> PuzzleReader.open(new StringReader("{}"), null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the input is JSON");
    }

    @Test
    void detectionLeavesTheWholeInputToRead() throws IOException {
        String text = "# header\n3\n" + "0 0 0 0 0 0 0 0 0\n".repeat(9);
        BufferedReader reader = new BufferedReader(new StringReader(text), 16);
        assertThat(FormatDetector.detect(reader)).contains(Format.SIZED);
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
        assertThat(FormatDetector.detect(new BufferedReader(new StringReader(text)))).contains(Format.LINE);
        // The format given, it reads.
        assertThat(PuzzleReader.readAll(text, Format.GRID, null)).singleElement()
                .hasToString("puzzle 1, line " + (text.split("\n").length + 1)
                        + ": puzzle cut short by the end of the input after 1 of its 4 rows");
    }
}
