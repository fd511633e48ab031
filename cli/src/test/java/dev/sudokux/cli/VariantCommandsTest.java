package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.format.FPuzzles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The puzzle commands on variant inputs: f-puzzles links, f-puzzles JSON (one a line, or one object
 * over several lines) and ISS strings are detected, solved to their published solutions, checked,
 * counted and enumerated; bad puzzles are named and cost only themselves. Fixtures and their origin:
 * {@code src/test/resources/variants/README.md}.
 */
class VariantCommandsTest {

    record Fixture(String name, String puzzle, String solution) {
    }

    static List<Fixture> rangsk() {
        List<Fixture> list = new ArrayList<>();
        for (String line : PuzzleCommandsTest.resource("variants/rangsk-six.jsonl").split("\n")) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            list.add(new Fixture(o.get("title").getAsString(), o.get("fpuzzles").getAsString(),
                    o.get("solution").getAsString()));
        }
        return list;
    }

    static List<Fixture> iss() {
        List<Fixture> list = new ArrayList<>();
        for (String line : PuzzleCommandsTest.resource("variants/iss-five.jsonl").split("\n")) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            list.add(new Fixture(o.get("name").getAsString(), o.get("input").getAsString(),
                    o.get("solution").getAsString()));
        }
        return list;
    }

    private static String lines(List<Fixture> fixtures) {
        StringBuilder sb = new StringBuilder("# variant puzzles\n");
        fixtures.forEach(f -> sb.append(f.puzzle()).append('\n'));
        return sb.toString();
    }

    @Test
    void linksAndIssStringsSolveToTheirPublishedSolutionsInOrder() {
        List<Fixture> all = new ArrayList<>(rangsk());
        all.addAll(iss());
        CliRun run = CliRun.withInput(lines(all), "solve", "--output-format", "line", "--threads", "2");
        assertThat(run.err()).isEmpty();
        assertThat(run.status()).isZero();
        assertThat(run.out().split("\n")).containsExactly(all.stream().map(Fixture::solution).toArray(String[]::new));
    }

    @Test
    void answersComeInTheInputsForm(@TempDir Path dir) throws IOException {
        Fixture f = rangsk().get(0);
        // A link in: the link of the solved puzzle out, which holds the solution's values.
        CliRun link = CliRun.withInput("https://www.f-puzzles.com/?load=" + f.puzzle() + "\n", "solve");
        assertThat(link.status()).isZero();
        JsonObject solved = FPuzzles.decode(link.out().strip()).source();
        assertThat(values(solved)).isEqualTo(f.solution());
        // The JSON object over several lines, from a file: the object with every value, on one line.
        String json = FPuzzles.decode(f.puzzle()).source().toString();
        Path file = dir.resolve("puzzle.json");
        Files.writeString(file, JsonParser.parseString(json).toString().replace(",", ",\n  "));
        CliRun fromJson = CliRun.run("solve", file.toString());
        assertThat(fromJson.err()).isEmpty();
        assertThat(values(JsonParser.parseString(fromJson.out()).getAsJsonObject())).isEqualTo(f.solution());
        // ISS in: the digits out.
        Fixture x = iss().get(0);
        assertThat(CliRun.withInput(x.puzzle(), "solve").out()).isEqualTo(x.solution() + "\n");
        // The grid format: rows of numbers.
        String grid = CliRun.withInput(x.puzzle(), "solve", "--output-format", "grid").out();
        assertThat(grid.split("\n")).hasSize(9);
        assertThat(grid.replace(" ", "").replace("\n", "")).isEqualTo(x.solution());
    }

    private static String values(JsonObject fpuzzles) {
        StringBuilder sb = new StringBuilder();
        fpuzzles.getAsJsonArray("grid").forEach(row -> row.getAsJsonArray().forEach(cell ->
                sb.append(cell.getAsJsonObject().get("value").getAsInt())));
        return sb.toString();
    }

    @Test
    void checkCountAndEnumerateSeeEveryConstraint() {
        List<Fixture> all = rangsk();
        CliRun check = CliRun.withInput(lines(all), "check");
        assertThat(check.out().split("\n")).containsOnly("unique").hasSize(all.size());
        assertThat(check.status()).isZero();
        // Without its clues a puzzle has many solutions: the count stops at the limit.
        Fixture x = iss().stream().filter(f -> f.name().equals("Sudoku X")).findFirst().orElseThrow();
        String bare = ".Diagonal~1.Diagonal~-1";
        assertThat(CliRun.withInput(bare, "count", "--limit", "5").out()).isEqualTo("5+\n");
        assertThat(CliRun.withInput(x.puzzle(), "count").out()).isEqualTo("1\n");
        CliRun listed = CliRun.withInput(bare, "enumerate", "--limit", "3");
        String[] out = listed.out().split("\n");
        assertThat(out).hasSize(4).endsWith("TOTAL SOLUTION : 3+");
        for (int i = 0; i < 3; i++) {
            String s = out[i];
            assertThat(s).hasSize(81);
            for (int k = 0; k < 9; k++) {
                assertThat(s.charAt(k * 10)).as("main diagonal").isNotIn(diagonalBefore(s, k));
            }
        }
        assertThat(out[0]).isNotEqualTo(out[1]);
    }

    /** The digits of the main diagonal before row {@code k}. */
    private static List<Character> diagonalBefore(String s, int k) {
        List<Character> list = new ArrayList<>();
        for (int j = 0; j < k; j++) {
            list.add(s.charAt(j * 10));
        }
        return list;
    }

    @Test
    void badPuzzlesAreNamedAndTheOthersAnswered() {
        Fixture f = rangsk().get(2);
        String wibble = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"wibble\":1}";
        CliRun run = CliRun.withInput(f.puzzle() + "\n" + wibble + "\n" + f.puzzle() + "\n", "solve",
                "--output-format", "line");
        assertThat(run.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out().split("\n")).containsExactly(f.solution(), "invalid", f.solution());
        assertThat(run.err()).isEqualTo("sudokux solve: puzzle 2, line 2: unknown f-puzzles key 'wibble'\n");
        // Two 1s in the first row: no solution.
        CliRun none = CliRun.withInput(".~R1C1_1~R1C2_1~R4C4_2", "solve");
        assertThat(none.out()).isEqualTo("no solution\n");
        assertThat(none.status()).isEqualTo(ExitCode.NO_SOLUTION);
    }

    @Test
    void logicCommandsSayTheyDoNotTakeVariantsYet() {
        CliRun run = CliRun.withInput(iss().get(0).puzzle(), "explain");
        assertThat(run.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).isEqualTo("unsupported\n");
        assertThat(run.err()).contains("does not explain variant puzzles yet");
    }

    @Test
    void classicAndVariantInputsAreNotMixed(@TempDir Path dir) throws IOException {
        Path classic = dir.resolve("classic.txt");
        Files.writeString(classic, PuzzleCommandsTest.ONE + "\n");
        Path variant = dir.resolve("variant.txt");
        Files.writeString(variant, iss().get(0).puzzle() + "\n");
        CliRun run = CliRun.run("solve", classic.toString(), variant.toString());
        assertThat(run.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("variant.txt holds variant puzzles but").contains("classic.txt holds classic");
        // Classic input on stdin still goes the classic way, whole.
        CliRun classicRun = CliRun.withInput(PuzzleCommandsTest.ONE + "\n" + PuzzleCommandsTest.THIRTEEN + "\n", "check");
        assertThat(classicRun.out()).isEqualTo("unique\nmultiple\n");
    }
}
