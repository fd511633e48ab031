package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.format.FPuzzles;
import dev.sudokux.internal.batch.ExitCode;
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
    void explainSaysItsStepsAndTheirRating() {
        Fixture x = iss().get(1); // a jigsaw
        CliRun run = CliRun.withInput(x.puzzle(), "explain");
        assertThat(run.err()).isEmpty();
        String[] lines = run.out().split("\n");
        assertThat(lines[lines.length - 1]).matches("solved in \\d+ steps; rating \\d+\\.\\d (easy|medium|hard|expert) .+");
        for (String line : lines) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^r(\\d)c(\\d) = (\\d)").matcher(line);
            if (m.find()) {
                int cell = (Integer.parseInt(m.group(1)) - 1) * 9 + Integer.parseInt(m.group(2)) - 1;
                assertThat(m.group(3).charAt(0)).as(line).isEqualTo(x.solution().charAt(cell));
            }
        }
        CliRun rate = CliRun.withInput(x.puzzle(), "rate");
        assertThat(rate.status()).isEqualTo(ExitCode.OK);
        assertThat(rate.out()).matches("\\d+\\.\\d (easy|medium|hard|expert) .+\n");
        assertThat(lines[lines.length - 1]).endsWith("rating " + rate.out().trim());
    }

    @Test
    void hintGivesTheFirstStepAtEachLevel() {
        Fixture x = iss().get(1);
        String first = CliRun.withInput(x.puzzle(), "explain").out().split("\n")[0];
        CliRun three = CliRun.withInput(x.puzzle(), "hint", "--level", "3");
        assertThat(three.status()).isEqualTo(ExitCode.OK);
        assertThat(three.out()).isEqualTo(first + "\n");
        CliRun one = CliRun.withInput(x.puzzle(), "hint");
        assertThat(one.out()).startsWith("Look at ").endsWith(".\n");
        CliRun two = CliRun.withInput(x.puzzle(), "hint", "--level", "2");
        assertThat(two.out()).startsWith(one.out().trim().replaceAll("\\.$", "") + ": ");
    }

    @Test
    void logicAnswersMultipleForAPuzzleWithSeveralSolutions() {
        CliRun run = CliRun.withInput(".~R1C1_1~R4C4_2", "rate");
        assertThat(run.out()).isEqualTo("multiple\n");
        assertThat(run.err()).contains("has several solutions");
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

    /**
     * {@code sudokux cover} prints the puzzle's exact cover problem: where it is exact, {@code xc}
     * counts as many solutions as {@code count} does, for unique puzzles, puzzles with several
     * solutions (clues taken away, a count limit) and classic ones.
     */
    @Test
    void coverPrintsProblemsThatXcCountsAlike() {
        List<String> puzzles = new ArrayList<>();
        rangsk().forEach(f -> puzzles.add(f.puzzle()));
        iss().forEach(f -> puzzles.add(f.puzzle()));
        puzzles.add(".Diagonal~1.Diagonal~-1.Windoku.~R1C1_1~R1C2_2~R2C1_3~R5C5_5~R9C9_9~R3C7_4");
        puzzles.add(".AntiKnight.~R1C1_1~R2C4_2~R3C7_3~R5C5_4~R7C2_5~R9C9_6~R8C8_7~R4C6_8");
        puzzles.add(PuzzleCommandsTest.THIRTEEN);
        int exact = 0;
        for (String p : puzzles) {
            CliRun cover = CliRun.withInput(p + "\n", "cover");
            assertThat(cover.status()).as(p).isZero();
            assertThat(cover.err()).isEmpty();
            if (cover.out().startsWith("| not exact")) {
                continue;
            }
            exact++;
            String limit = "200";
            String xc = CliRun.withInput(cover.out(), "xc", "--count", "--limit", limit).out();
            String count = CliRun.withInput(p + "\n", "count", "--limit", limit).out();
            assertThat(xc).as(p).isEqualTo(count);
        }
        assertThat(exact).isGreaterThanOrEqualTo(puzzles.size() - 2);
        // ISS's kinds and grids read since session 4: every one compiles to pure exact cover.
        for (String line : PuzzleCommandsTest.resource("variants/iss-kinds.jsonl").split("\n")) {
            String p = JsonParser.parseString(line).getAsJsonObject().get("input").getAsString();
            CliRun cover = CliRun.withInput(p + "\n", "cover");
            assertThat(cover.status()).as(p).isZero();
            assertThat(cover.out()).as(p).doesNotStartWith("| not exact");
            String xc = CliRun.withInput(cover.out(), "xc", "--count", "--limit", "200").out();
            assertThat(xc).as(p).isEqualTo("1\n").isEqualTo(CliRun.withInput(p + "\n", "count", "--limit", "200").out());
        }
        CliRun bad = CliRun.withInput("{\"size\":4,\"grid\":[],\"wibble\":1}\n", "cover");
        assertThat(bad.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bad.err()).startsWith("sudokux cover: ");
    }

    /**
     * Generated variant puzzles read back: an f-puzzles link (killer and X) and a samurai text grid
     * (read with --layout samurai) each have one solution, which keeps the givens.
     */
    @Test
    void generatedPuzzlesReadBackUnique() {
        CliRun killer = CliRun.run("generate", "--variant", "killer,x", "--seed", "7");
        assertThat(killer.status()).isZero();
        assertThat(CliRun.withInput(killer.out(), "check").out()).isEqualTo("unique\n");
        CliRun samurai = CliRun.run("generate", "--variant", "samurai", "--box", "2x2", "--seed", "3");
        assertThat(samurai.status()).isZero();
        String[] grid = samurai.out().split("\n");
        assertThat(grid[0]).isEqualTo("10 10");
        assertThat(CliRun.withInput(samurai.out(), "check", "--layout", "samurai").out()).isEqualTo("unique\n");
        String[] solved = CliRun.withInput(samurai.out(), "solve", "--layout", "samurai").out().split("\n");
        assertThat(solved).hasSize(11);
        for (int r = 1; r <= 10; r++) {
            for (int c = 0; c < 10; c++) {
                if (grid[r].charAt(c) != '-') {
                    assertThat(solved[r].charAt(c)).isEqualTo(grid[r].charAt(c));
                }
            }
        }
        CliRun bad = CliRun.withInput("10 10\n", "check", "--layout", "samurai");
        assertThat(bad.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bad.err()).contains("puzzle 1, line 1: line 2: the grid is cut short after 0 of its 10 rows");
    }

    /**
     * Variant generation on several threads writes the same puzzles as on one (each puzzle from its own
     * seed); --symmetry rot180 gives givens whose pattern is symmetric, still unique; --grade and the
     * limits are refused with a clear message, never ignored.
     */
    @Test
    void variantGenerationTakesThreadsAndSymmetryAndRefusesWhatItCannotDo() {
        CliRun one = CliRun.run("generate", "--variant", "x", "--box", "2x2", "--count", "4", "--seed", "11",
                "--threads", "1");
        CliRun two = CliRun.run("generate", "--variant", "x", "--box", "2x2", "--count", "4", "--seed", "11",
                "--threads", "2");
        assertThat(one.status()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
        assertThat(one.out().strip().split("\n")).hasSize(4);

        CliRun sym = CliRun.run("generate", "--variant", "antiknight", "--count", "2", "--seed", "5", "--symmetry",
                "rot180");
        assertThat(sym.status()).isZero();
        for (String link : sym.out().strip().split("\n")) {
            assertThat(CliRun.withInput(link + "\n", "check").out()).isEqualTo("unique\n");
            int[] g = FPuzzles.decode(link).puzzle().givens();
            for (int p = 0; p < 81; p++) {
                assertThat(g[p] != 0).as("cell %d and its half-turn image", p).isEqualTo(g[80 - p] != 0);
            }
        }

        CliRun grade = CliRun.run("generate", "--variant", "x", "--grade", "easiest");
        assertThat(grade.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(grade.err()).contains("--grade: unknown grade 'easiest'");
        CliRun range = CliRun.run("generate", "--variant", "x", "--rating", "5-2");
        assertThat(range.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(range.err()).contains("--rating 5-2: the low end is above the high end");
        CliRun limit = CliRun.run("generate", "--variant", "x", "--time-limit", "1s");
        assertThat(limit.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(limit.err()).contains("--time-limit and --node-limit do not apply");
        CliRun badSym = CliRun.run("generate", "--variant", "x", "--symmetry", "spiral");
        assertThat(badSym.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(badSym.err()).contains("no symmetry 'spiral'");
    }

    /**
     * {@code --grade} and {@code --rating} keep the variant puzzles the variant explainer rates so: each
     * one made is rated again by {@code sudokux rate}, and a rating none reaches in the attempts is reported.
     */
    @Test
    void variantGenerationKeepsTheRatingAskedFor() {
        CliRun made = CliRun.run("generate", "--variant", "x", "--box", "2x2", "--count", "3", "--seed", "3",
                "--rating", "1.0-1.5");
        assertThat(made.status()).isZero();
        String[] links = made.out().strip().split("\n");
        assertThat(links).hasSize(3);
        for (String link : links) {
            String rating = CliRun.withInput(link + "\n", "rate").out().strip();
            assertThat(Double.parseDouble(rating.split(" ")[0])).as(rating).isBetween(1.0, 1.5);
        }
        // About a third of the seeds find no easy anti-king puzzle in 100 attempts (most minimal ones are hard),
        // and which third moves with the search's option order: every puzzle made must rate easy, and one of
        // six seeds must make one.
        int easyMade = 0;
        for (int seed = 1; seed <= 6; seed++) {
            CliRun easy = CliRun.run("generate", "--variant", "antiking", "--count", "1", "--seed", Integer.toString(seed),
                    "--grade", "easy");
            assertThat(easy.status()).as(easy.err()).isIn(0, ExitCode.INCOMPLETE);
            if (easy.status() == 0) {
                assertThat(CliRun.withInput(easy.out(), "rate").out()).contains(" easy ");
                easyMade++;
                break;
            }
        }
        assertThat(easyMade).as("an easy anti-king puzzle from one of six seeds").isOne();
        CliRun none = CliRun.run("generate", "--variant", "x", "--box", "2x2", "--seed", "3", "--rating", "9.0-9.5",
                "--max-attempts", "3");
        assertThat(none.status()).isEqualTo(ExitCode.INCOMPLETE);
        assertThat(none.err()).contains("none found in 3 attempts");
    }

    /** sudokux's own JSON for the model is read like the other forms, and answered in it. */
    @Test
    void sudokuxJsonIsReadAndAnswered() {
        String json = "{\"format\":\"sudokux-variant\",\"rows\":4,\"columns\":4,\"digits\":4,\"houses\":["
                + "{\"kind\":\"ROW\",\"cells\":[0,1,2,3]},{\"kind\":\"ROW\",\"cells\":[4,5,6,7]},"
                + "{\"kind\":\"ROW\",\"cells\":[8,9,10,11]},{\"kind\":\"ROW\",\"cells\":[12,13,14,15]},"
                + "{\"kind\":\"COLUMN\",\"cells\":[0,4,8,12]},{\"kind\":\"COLUMN\",\"cells\":[1,5,9,13]},"
                + "{\"kind\":\"COLUMN\",\"cells\":[2,6,10,14]},{\"kind\":\"COLUMN\",\"cells\":[3,7,11,15]}],"
                + "\"constraints\":[{\"constraint\":\"Thermo\",\"cells\":[0,1,2,3],\"slow\":false},"
                + "{\"constraint\":\"Thermo\",\"cells\":[4,8],\"slow\":false}]}";
        // A 4x4 Latin square whose first row rises (1234) has 24 fillings; r2c1 < r3c1 keeps half of them.
        CliRun count = CliRun.withInput(json + "\n", "count");
        assertThat(count.out()).isEqualTo("{\"number\":1,\"count\":12,\"complete\":true}\n");
        CliRun solved = CliRun.withInput(json + "\n", "solve", "--output-format", "line");
        assertThat(solved.out()).startsWith("1234");
    }

    /**
     * The two-grid text forms: ISS's jigsaw written as a givens grid and a region grid solves to ISS's
     * solution; a generated killer written as a sum grid and a cage grid has the link's one solution.
     */
    @Test
    void jigsawAndKillerGridsAreRead() {
        Fixture jigsaw = iss().stream().filter(f -> f.name().equals("Jigsaw")).findFirst().orElseThrow();
        String input = jigsaw.puzzle();
        int at = input.indexOf(".Jigsaw~") + 8;
        String regions = input.substring(at, at + 81);
        char[] givens = ".".repeat(81).toCharArray();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("~R(\\d)C(\\d)_(\\d)(?=~|$|\\.)").matcher(input);
        while (m.find()) {
            givens[(m.group(1).charAt(0) - '1') * 9 + m.group(2).charAt(0) - '1'] = m.group(3).charAt(0);
        }
        StringBuilder text = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            text.append(new String(givens, r * 9, 9)).append('\n');
        }
        text.append('\n');
        for (int r = 0; r < 9; r++) {
            text.append(regions, r * 9, r * 9 + 9).append('\n');
        }
        CliRun solved = CliRun.withInput(text.toString(), "solve", "--layout", "jigsaw", "--output-format", "line");
        assertThat(solved.err()).isEmpty();
        assertThat(solved.out()).isEqualTo(jigsaw.solution() + "\n");

        String link = CliRun.run("generate", "--variant", "killer", "--no-givens", "--box", "2x2", "--seed", "4").out().strip();
        dev.sudokux.variant.VariantPuzzle killer = FPuzzles.decode(link).puzzle();
        String[] sums = new String[16];
        String[] cages = new String[16];
        java.util.Arrays.fill(sums, ".");
        int id = 0;
        for (dev.sudokux.variant.Constraint c : killer.constraints()) {
            dev.sudokux.variant.Constraint.Cage cage = (dev.sudokux.variant.Constraint.Cage) c;
            sums[cage.cells()[0]] = Integer.toString(cage.sum());
            for (int cell : cage.cells()) {
                cages[cell] = Character.toString((char) ('a' + id));
            }
            id++;
        }
        StringBuilder grids = new StringBuilder();
        for (String[] grid : List.of(sums, cages)) {
            for (int r = 0; r < 4; r++) {
                grids.append(String.join(" ", java.util.Arrays.copyOfRange(grid, r * 4, r * 4 + 4))).append('\n');
            }
        }
        assertThat(CliRun.withInput(grids.toString(), "check", "--layout", "killer").out()).isEqualTo("unique\n");
        assertThat(CliRun.withInput(grids.toString(), "solve", "--layout", "killer", "--output-format", "line").out())
                .isEqualTo(CliRun.withInput(link, "solve", "--output-format", "line").out());
    }
}
