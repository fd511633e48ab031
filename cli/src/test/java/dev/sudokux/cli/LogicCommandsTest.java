package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.sudoku.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

class LogicCommandsTest {

    static final String EASY = "..2..6.1.532...16.1....4241..3.5324.";
    static final String ONE = PuzzleCommandsTest.ONE;

    @Test
    void rateSaysNumberGradeAndTechnique() {
        CliRun r = CliRun.withInput(EASY + "\n" + ONE + "\n" + PuzzleCommandsTest.THIRTEEN + "\n"
                + PuzzleCommandsTest.NONE + "\n", "rate");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).matches("1\\.[0-5] easy (Full House|Hidden Single)");
        assertThat(lines.get(1)).matches("\\d+\\.\\d (easy|medium|hard|expert|extreme) .+");
        assertThat(lines.get(2)).isEqualTo("multiple");
        assertThat(lines.get(3)).isEqualTo("none");
        assertThat(r.err()).contains("puzzle 3, line 3: it has several solutions")
                .contains("puzzle 4, line 4: it has no solution");
        assertThat(r.status()).isEqualTo(1);
    }

    @Test
    void explainJsonHasTheStepsAndTheyLeadToTheSolution() {
        CliRun r = CliRun.withInput(ONE + "\n", "explain", "--json");
        assertThat(r.status()).as(r.err()).isZero();
        JsonObject o = JsonParser.parseString(r.out().strip()).getAsJsonObject();
        assertThat(o.get("puzzle").getAsString()).isEqualTo(ONE);
        assertThat(o.get("rating").getAsDouble()).isPositive();
        JsonArray steps = o.getAsJsonArray("steps");
        assertThat(steps).isNotEmpty();
        // Replaying the placements of a solved explanation fills the grid with the solution.
        if (o.get("solved").getAsBoolean()) {
            char[] cells = ONE.toCharArray();
            for (JsonElement e : steps) {
                JsonObject step = e.getAsJsonObject();
                assertThat(step.get("technique").getAsString()).isNotBlank();
                assertThat(step.get("text").getAsString()).isNotBlank();
                for (JsonElement p : step.getAsJsonArray("placements")) {
                    String cell = p.getAsJsonObject().get("cell").getAsString();
                    int row = Integer.parseInt(cell.substring(1, cell.indexOf('c')));
                    int column = Integer.parseInt(cell.substring(cell.indexOf('c') + 1));
                    cells[(row - 1) * 9 + column - 1] = (char) ('0' + p.getAsJsonObject().get("digit").getAsInt());
                }
            }
            String filled = new String(cells);
            assertThat(filled).isEqualTo(o.get("solution").getAsString());
            Grid solution = PuzzleCommandsTest.parse(filled);
            assertThat(solution.isSolutionOf(PuzzleCommandsTest.parse(ONE))).isTrue();
        }
    }

    @Test
    void explainTextNumbersTheSteps() {
        CliRun r = CliRun.withInput(EASY + "\n", "explain");
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).matches("puzzle 1: rating 1\\.\\d \\(.+\\), easy, \\d+ steps, solved");
        assertThat(lines.get(1)).matches(" +1\\. (Full House|Hidden Single|Naked Single) \\(\\d\\.\\d\\): .*r\\dc\\d.*");
        PuzzleCommandsTest.assertSolves(EASY, lines.get(lines.size() - 1).strip());
    }

    @Test
    void hintLevelsTellMoreAndMore() {
        String one = CliRun.withInput(ONE + "\n", "hint").out().strip();
        String two = CliRun.withInput(ONE + "\n", "hint", "--level", "2").out().strip();
        String three = CliRun.withInput(ONE + "\n", "hint", "--level", "3").out().strip();
        assertThat(one).matches("Look at (row|column|box) \\d\\.|Look at r\\dc\\d\\.");
        assertThat(two).startsWith(one.substring(0, one.length() - 1)).contains(":");
        assertThat(three).contains(" so ");
        assertThat(CliRun.withInput(ONE + "\n", "hint", "--level", "4").status()).isEqualTo(2);
        // A wrong entry in a partly filled grid: no solution, so no hint.
        String wrong = "1" + ONE.substring(1);
        CliRun bad = CliRun.withInput(wrong + "\n", "hint");
        assertThat(bad.out().strip()).isIn("none", "invalid");
    }

    @Test
    void aWrongEntryIsNamed() {
        // A partly filled grid: the puzzle, its solution's values in the first 30 blank cells, and a
        // wrong value that clashes with nothing in the next blank cell with another candidate.
        Grid puzzle = dev.sudokux.Sudoku.parse(ONE);
        Grid solution = dev.sudokux.Sudoku.solve(puzzle).orElseThrow();
        Grid grid = puzzle;
        int filled = 0;
        int wrongCell = -1;
        int wrongValue = 0;
        for (int cell = 0; cell < 81 && wrongCell < 0; cell++) {
            if (puzzle.get(cell) != 0) {
                continue;
            }
            if (filled < 30) {
                grid = grid.with(cell, solution.get(cell));
                filled++;
                continue;
            }
            long other = grid.candidates(cell) & ~(1L << (solution.get(cell) - 1));
            if (other != 0) {
                wrongCell = cell;
                wrongValue = Long.numberOfTrailingZeros(other) + 1;
                grid = grid.with(cell, wrongValue);
            }
        }
        assertThat(wrongCell).isNotNegative();
        StringBuilder line = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            line.append(grid.get(cell) == 0 ? "." : String.valueOf(grid.get(cell)));
        }
        CliRun r = CliRun.withInput(line + "\n", "hint");
        assertThat(r.status()).isEqualTo(1);
        assertThat(r.out().strip()).isEqualTo("none");
        String name = "r" + (wrongCell / 9 + 1) + "c" + (wrongCell % 9 + 1) + " (" + wrongValue + ")";
        assertThat(r.err()).startsWith("sudokux hint: puzzle 1").contains("it has no solution").contains(name)
                .contains("is wrong: without");
        // a grid whose givens clash is named by the clash, as before
        CliRun clash = CliRun.withInput("11" + ".".repeat(79) + "\n", "hint");
        assertThat(clash.err()).contains("r1c1 and r1c2 both hold 1");
    }
}
