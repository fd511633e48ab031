package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleCommandsTest {

    static String resource(String name) {
        try (InputStream in = PuzzleCommandsTest.class.getResourceAsStream("/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static final String ONE = ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.";
    static final String THIRTEEN = "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85..";
    static final String NONE = "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";

    /** The grid a line of output holds, checked to be a solution of {@code puzzle}. */
    static void assertSolves(String puzzle, String answer) {
        Grid p = parse(puzzle);
        Grid s = parse(answer);
        assertThat(s.isSolutionOf(p)).as("%s solves %s", answer, puzzle).isTrue();
    }

    static Grid parse(String line) {
        int n = (int) Math.round(Math.sqrt(line.length()));
        Shape shape = Shape.forSize(n);
        int[] v = new int[line.length()];
        for (int i = 0; i < v.length; i++) {
            v[i] = Symbols.LINE.value(line.charAt(i), n);
        }
        return Grid.of(shape, v);
    }

    @Test
    void solveWritesEachAnswerInTheInputFormatInOrder() {
        CliRun r = CliRun.withInput(ONE + "\n" + NONE + "\n" + THIRTEEN + "\nend\n", "solve", "--threads", "2");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertSolves(ONE, lines.get(0));
        assertThat(lines.get(1)).isEqualTo("no solution");
        assertSolves(THIRTEEN, lines.get(2));
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.err()).isEmpty();
    }

    @Test
    void badPuzzlesGiveInvalidAndOneLineOnStderrWithoutLosingTheOthers() {
        String bad = ONE.substring(0, 80);
        String clash = "55" + ONE.substring(2);
        String letter = ONE.substring(0, 10) + "x" + ONE.substring(11);
        CliRun r = CliRun.withInput(ONE + "\n" + bad + "\n" + clash + "\n" + letter + "\n" + ONE + "\n", "solve");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(5);
        assertSolves(ONE, lines.get(0));
        assertThat(lines.subList(1, 4)).containsOnly("invalid");
        assertSolves(ONE, lines.get(4));
        assertThat(r.err().lines()).hasSize(3).allMatch(l -> l.startsWith("sudokux solve: puzzle "))
                .noneMatch(l -> l.contains("Exception"));
        assertThat(r.err()).contains("puzzle 2, line 2").contains("80 symbols")
                .contains("puzzle 3, line 3, column 2: r1c1 and r1c2 both hold 5 in row 1")
                .contains("puzzle 4, line 4, column 11: unknown symbol 'x'");
        assertThat(r.status()).isEqualTo(2);
    }

    @Test
    void gridAndSizedAndLettersComeBackInTheirFormat() {
        CliRun grid = CliRun.withInput(resource("grid-9x9.txt"), "solve");
        assertThat(grid.out().lines()).hasSize(9).allMatch(l -> l.matches("[1-9]( [1-9]){8}"));
        CliRun sized = CliRun.withInput(resource("sized-two-puzzles.txt"), "solve");
        assertThat(sized.out().lines().toList()).hasSize(20).element(0).isEqualTo("3");
        // Letters (UVA 1309 style), 16x16 built from a line puzzle.
        Grid solved = dev.sudokux.Sudoku.solve(Grid.empty(Shape.of(4, 4))).orElseThrow();
        StringBuilder letters = new StringBuilder();
        for (int r = 0; r < 16; r++) {
            for (int c = 0; c < 16; c++) {
                letters.append((r + c) % 3 == 0 ? '-' : (char) ('A' + solved.get(r, c) - 1));
            }
            letters.append('\n');
        }
        CliRun l = CliRun.withInput(letters.toString(), "solve");
        assertThat(l.out().lines()).hasSize(16).allMatch(x -> x.matches("[A-P]{16}"));
        assertThat(l.status()).isZero();
    }

    @Test
    void outputFormatCanDiffer() {
        CliRun r = CliRun.withInput(ONE + "\n", "solve", "--output-format", "grid");
        assertThat(r.out().lines()).hasSize(9);
        CliRun back = CliRun.withInput(r.out(), "solve", "--output-format", "line");
        assertSolves(ONE, back.out().strip());
    }

    @Test
    void jsonInAndOut() {
        CliRun r = CliRun.withInput("{\"box\":[3,3],\"cells\":\"" + ONE + "\",\"id\":\"a\"}\n"
                + "{\"cells\":\"" + NONE + "\"}\n{\"cells\": 12}\nnot json\n", "solve");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("{\"number\":1,\"id\":\"a\",\"status\":\"solved\",\"box\":[3,3],\"cells\":\"");
        assertThat(lines.get(1)).isEqualTo("{\"number\":2,\"status\":\"none\"}");
        assertThat(lines.get(2)).startsWith("{\"number\":3,\"status\":\"invalid\",\"error\":");
        assertThat(lines.get(3)).contains("\"status\":\"invalid\"").contains("bad JSON");
        assertThat(r.status()).isEqualTo(2);
    }

    @Test
    void checkAndCountSayOneThingAPuzzle() {
        String input = ONE + "\n" + THIRTEEN + "\n" + NONE + "\n" + ONE.substring(1) + "\n";
        CliRun check = CliRun.withInput(input, "check");
        assertThat(check.out().lines()).containsExactly("unique", "multiple", "none", "invalid");
        assertThat(check.status()).isEqualTo(2);
        CliRun count = CliRun.withInput(input, "count");
        assertThat(count.out().lines()).containsExactly("1", "13", "0", "invalid");
        CliRun limited = CliRun.withInput(ONE + "\n" + THIRTEEN + "\n", "count", "--limit", "5");
        assertThat(limited.out().lines()).containsExactly("1", "5+");
        assertThat(limited.status()).isZero();
        CliRun exact = CliRun.withInput(THIRTEEN + "\n", "count", "--limit", "13");
        assertThat(exact.out().lines()).containsExactly("13");
    }

    @Test
    void enumerateListsSolutionsThenTheTotalAsTheJudgesDo() {
        CliRun r = CliRun.withInput(resource("sized-two-puzzles.txt"), "enumerate");
        List<String> lines = r.out().lines().toList();
        assertThat(lines.stream().filter(l -> l.startsWith("TOTAL SOLUTION : "))).containsExactly(
                "TOTAL SOLUTION : 1", "TOTAL SOLUTION : 13");
        assertThat(lines.stream().filter(l -> l.equals("=================="))).hasSize(2 + 14);
        assertThat(lines.stream().filter(l -> l.matches("[1-9]( [1-9]){8}"))).hasSize(14 * 9);
        CliRun none = CliRun.withInput(NONE + "\n", "enumerate");
        assertThat(none.out()).isEqualTo("NO SOLUTION\n");
        assertThat(none.status()).isEqualTo(1);
        CliRun line = CliRun.withInput(THIRTEEN + "\n", "enumerate", "--limit", "3");
        assertThat(line.out().lines().toList()).hasSize(4).last().isEqualTo("TOTAL SOLUTION : 3+");
        line.out().lines().limit(3).forEach(l -> assertSolves(THIRTEEN, l));
    }

    @Test
    void traceShowsTheSearch() {
        CliRun r = CliRun.withInput(THIRTEEN + "\n", "solve", "--trace", "--solver", "dlx");
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).startsWith("puzzle 1: 9x9 (3x3 boxes), 28 givens, solver dlx");
        assertThat(lines).anyMatch(l -> l.matches(" +r\\dc\\d = \\d \\(only .*\\)"));
        assertThat(lines).anyMatch(l -> l.matches(" +guess r\\dc\\d = \\d \\(one of \\d candidates\\)"));
        assertThat(lines).anyMatch(l -> l.trim().equals("solution found"));
        assertSolves(THIRTEEN, lines.get(lines.size() - 1));
    }

    @Test
    void rectangularBoxesNeedTheirShapeWhenNotTheUsualOnes() {
        // 6x6 with 3x2 boxes (three rows, two columns a box): not what 36 symbols infer (2x3).
        Grid solution = dev.sudokux.Sudoku.solve(Grid.empty(Shape.of(3, 2))).orElseThrow();
        String puzzle = solution.with(0, 0).with(7, 0).with(14, 0).toString();
        CliRun r = CliRun.withInput(puzzle + "\n", "solve", "--box", "3x2");
        assertThat(r.out().strip()).isEqualTo(solution.toString());
        CliRun bad = CliRun.withInput(puzzle + "\n", "solve", "--box", "3 by 2");
        assertThat(bad.status()).isEqualTo(2);
        assertThat(bad.err()).contains("RxC");
    }

    @Test
    void answersKeepInputOrderOnEveryThreadCount(@TempDir Path dir) throws IOException {
        List<String> puzzles = resource("many-9x9.txt").lines().filter(l -> !l.startsWith("#")).toList();
        Path file = dir.resolve("many.txt");
        Files.write(file, puzzles);
        CliRun one = CliRun.run("solve", "--threads", "1", file.toString());
        CliRun three = CliRun.run("solve", "--threads", "3", file.toString());
        assertThat(three.out()).isEqualTo(one.out());
        List<String> answers = one.out().lines().toList();
        assertThat(answers).hasSize(puzzles.size());
        for (int i = 0; i < answers.size(); i++) {
            assertSolves(puzzles.get(i), answers.get(i));
        }
    }

    @Test
    void aMissingFileIsBadInputAndStatsSummarise(@TempDir Path dir) throws IOException {
        CliRun missing = CliRun.run("solve", dir.resolve("nope.txt").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file").doesNotContain("Exception");
        Path file = dir.resolve("p.txt");
        Files.writeString(file, ONE + "\n" + NONE + "\n");
        CliRun stats = CliRun.run("check", "--stats", file.toString());
        assertThat(stats.err()).matches("(?s)sudokux check: 2 puzzles \\(1 unique, 1 none\\), .* puzzles/s, \\d+ threads?\n");
    }

    @Test
    void unknownSolverIsAUsageError() {
        CliRun r = CliRun.withInput(ONE + "\n", "solve", "--solver", "magic");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("no solver 'magic'");
        assertThat(Arrays.asList(r.out())).containsOnly("");
    }
}
