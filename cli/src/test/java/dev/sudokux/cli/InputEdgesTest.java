package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Input never loses other puzzles: bad bytes, missing files, formats that cannot hold a shape, bad first rows. */
class InputEdgesTest {

    static final String ONE = PuzzleCommandsTest.ONE;

    @Test
    void aByteThatIsNotUtf8CostsOnlyThePuzzleItIsIn(@TempDir Path dir) throws IOException {
        byte[] bad = {(byte) 0xFF};
        Path file = dir.resolve("bad.txt");
        try (var out = Files.newOutputStream(file)) {
            out.write("# a comment with a bad byte: ".getBytes(StandardCharsets.US_ASCII));
            out.write(bad);
            out.write(("\n" + ONE + " trailing text ").getBytes(StandardCharsets.US_ASCII));
            out.write(bad);
            out.write(("\n" + ONE.substring(0, 10)).getBytes(StandardCharsets.US_ASCII));
            out.write(bad);
            out.write((ONE.substring(11) + "\n" + ONE + "\n").getBytes(StandardCharsets.US_ASCII));
        }
        CliRun r = CliRun.run("solve", file.toString());
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(3);
        PuzzleCommandsTest.assertSolves(ONE, lines.get(0));
        assertThat(lines.get(1)).isEqualTo("invalid");
        PuzzleCommandsTest.assertSolves(ONE, lines.get(2));
        assertThat(r.err()).isEqualTo("sudokux solve: " + file + ": puzzle 2, line 3, column 11: unknown symbol U+FFFD "
                + "(a byte that is not UTF-8 text) (expected 1-9 or '.' for blank)\n");
        assertThat(r.status()).isEqualTo(2);
    }

    @Test
    void aMissingOrUnreadableInputIsSaidAndTheNextOnesAreAnswered(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("p.txt");
        Files.writeString(file, ONE + "\n");
        Path folder = Files.createDirectory(dir.resolve("folder"));
        CliRun r = CliRun.run("check", dir.resolve("nope.txt").toString(), file.toString(), folder.toString(),
                file.toString());
        assertThat(r.out()).isEqualTo("unique\nunique\n");
        assertThat(r.err().lines()).containsExactly(
                "sudokux check: cannot read '" + dir.resolve("nope.txt") + "': no such file",
                "sudokux check: cannot read '" + folder + "': it is a directory");
        assertThat(r.status()).isEqualTo(2);
        CliRun stats = CliRun.run("check", "--stats", dir.resolve("nope.txt").toString(), file.toString());
        assertThat(stats.err()).contains("1 puzzle (1 unique; 1 input unreadable), ");
    }

    @Test
    void anOutputFormatThatCannotHoldTheShapeIsSaidNeverAnInternalError() {
        CliRun before = CliRun.withInput(ONE + "\n", "solve", "--output-format", "sized", "--box", "2x3");
        assertThat(before.status()).isEqualTo(2);
        assertThat(before.err()).isEqualTo("sudokux solve: --output-format sized cannot hold puzzles with 2x3 boxes "
                + "(6x6): choose grid or json\n");
        String big = ".".repeat(36 * 36);
        CliRun r = CliRun.withInput(ONE + "\n" + big + "\n" + ONE + "\n", "solve", "--output-format", "letters");
        String[] answers = r.out().split("\n\n");
        assertThat(answers).hasSize(3);
        assertThat(answers[1]).isEqualTo("invalid");
        assertThat(r.err()).isEqualTo("sudokux solve: puzzle 2, line 2: cannot write its answer: the letters format "
                + "holds grids up to 26x26 (A to Z), not 36x36\n").doesNotContain("internal");
        assertThat(r.status()).isEqualTo(2);
    }

    @Test
    void aBadValueInTheFirstRowGetsTheErrorItGetsInTheThird() {
        String row = "0 6 0 1 0 4 0 5 0";
        String rows = "0 0 8 3 0 5 6 0 0\n2 0 0 0 0 0 0 0 1\n0 0 1 8 0 7 3 0 0\n0 0 6 0 0 0 3 0 0\n"
                + "7 0 0 9 0 1 0 0 4\n5 0 0 0 0 0 0 0 2\n0 0 7 2 0 6 9 0 0\n0 4 0 5 0 8 0 7 0\n";
        for (String bad : List.of("-1", "+1", "12345678901234567890", "x", "7#")) {
            String first = bad + row.substring(1);
            String third = rows.lines().toList().get(1);
            CliRun inRow1 = CliRun.withInput(first + "\n" + rows, "check");
            String[] lines = rows.split("\n");
            lines[1] = bad + third.substring(1);
            CliRun inRow3 = CliRun.withInput(row + "\n" + String.join("\n", lines) + "\n", "check");
            assertThat(inRow1.out()).isEqualTo("invalid\n");
            String message1 = inRow1.err().replaceFirst("line \\d+", "line L").replace("row 1", "row N");
            String message3 = inRow3.err().replaceFirst("line \\d+", "line L").replace("row 3", "row N");
            assertThat(message1).as(bad).isEqualTo(message3).contains("column 1: ");
        }
        CliRun comment = CliRun.withInput(row + " # the first row\n" + rows, "check");
        assertThat(comment.err()).contains("'#' starts a comment only at the start of a line");
    }

    @Test
    void rowsOfDigitsWithoutSpacesReadAsOneGrid() {
        String euler = "Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n"
                + "800203009\n005010300\nGrid 02\n200080300\n060070084\n030500209\n000105408\n000000000\n"
                + "402706000\n301007040\n720040060\n004010003\n";
        CliRun r = CliRun.withInput(euler, "solve");
        assertThat(r.err()).isEmpty();
        assertThat(r.out().split("\n\n")).hasSize(2).allMatch(g -> g.strip().lines().count() == 9);
        assertThat(r.out().lines().findFirst().orElseThrow()).isEqualTo("4 8 3 9 2 1 6 5 7");
        assertThat(r.status()).isZero();
    }

    @Test
    void jsonLinesSkipCommentsAndSayWhatIsWrongInOurWords() {
        String input = "# puzzles for a program\n{\"cells\":\"" + ONE + "\",\"id\":\"a\"}\n"
                + "{\"box\":[3.5,3],\"cells\":\"" + ONE + "\"}\n{cells:1}\n";
        CliRun r = CliRun.withInput(input, "check");
        assertThat(r.out().lines()).containsExactly("{\"number\":1,\"id\":\"a\",\"status\":\"unique\"}",
                "{\"number\":2,\"status\":\"invalid\",\"error\":\"puzzle 2, line 3, column 9: the rows of \\\"box\\\" must "
                        + "be a whole number, not 3.5\"}",
                "{\"number\":3,\"status\":\"invalid\",\"error\":\"puzzle 3, line 4, column 2: bad JSON: expected a field "
                        + "name in double quotes, or '}'\"}");
        assertThat(r.err()).doesNotContain("Strictness").doesNotContain("Exception");
    }

    @Test
    void durationsAreTheDocumentedFormsOnly() {
        for (String ok : List.of("500ms", "10s", "2m", "1h", "1.5s", "3")) {
            assertThat(DurationConverter.parse(ok).toNanos()).as(ok).isPositive();
        }
        for (String bad : List.of("5d", "Infinity", "-1s", "0", "0ms", "1e3s", "s", "10 s", "NaN", "1,5s", "0x10")) {
            CliRun r = CliRun.withInput(ONE + "\n", "solve", "--time-limit", bad);
            assertThat(r.status()).as(bad).isEqualTo(2);
            assertThat(r.err()).as(bad).contains("is not a duration").doesNotContain("Exception");
        }
    }

    @Test
    void endInCapitalsEndsTheInputAsEndDoes() {
        CliRun r = CliRun.withInput(ONE + "\nEND\n" + ONE + "\n", "check");
        assertThat(r.out()).isEqualTo("unique\n");
        CliRun e = CliRun.withInput(ONE + "\nE\n" + ONE + "\n", "check");
        assertThat(e.out()).isEqualTo("unique\n");
    }
}
