package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.logic.Grade;
import dev.sudokux.logic.Rater;
import dev.sudokux.solve.DlxSolver;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenerateCommandTest {

    static Grid parse(String line, Shape shape) {
        int[] v = new int[line.length()];
        for (int i = 0; i < v.length; i++) {
            v[i] = Symbols.LINE.value(line.charAt(i), shape.size());
        }
        return Grid.of(shape, v);
    }

    @Test
    void puzzlesHaveOneSolutionAndTheSameSeedGivesTheSamePuzzlesOnAnyThreads() {
        CliRun one = CliRun.run("generate", "--count", "6", "--seed", "42", "--threads", "1");
        CliRun two = CliRun.run("generate", "--count", "6", "--seed", "42", "--threads", "2");
        assertThat(one.status()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
        List<String> lines = one.out().lines().toList();
        assertThat(lines).hasSize(6).doesNotHaveDuplicates();
        for (String line : lines) {
            assertThat(new DlxSolver().check(parse(line, Shape.CLASSIC)).status()).isEqualTo(Status.UNIQUE);
        }
        assertThat(CliRun.run("generate", "--count", "6", "--seed", "43").out()).isNotEqualTo(one.out());
    }

    @Test
    void minimalSymmetricPuzzlesOfARectangularShape() {
        Shape shape = Shape.of(2, 3);
        CliRun r = CliRun.run("generate", "--box", "2x3", "--count", "4", "--minimal", "--symmetry", "rot180",
                "--seed", "5");
        DlxSolver solver = new DlxSolver();
        for (String line : r.out().lines().toList()) {
            Grid p = parse(line, shape);
            assertThat(solver.check(p).status()).isEqualTo(Status.UNIQUE);
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                int mirror = shape.cellCount() - 1 - cell;
                assertThat(p.get(cell) == 0).isEqualTo(p.get(mirror) == 0);
                if (p.get(cell) != 0) {
                    // Taking away the clue and its mirror image loses uniqueness: the puzzle is minimal.
                    Grid fewer = p.with(cell, 0).with(mirror, 0);
                    assertThat(solver.check(fewer).status()).isEqualTo(Status.MULTIPLE);
                }
            }
        }
    }

    @Test
    void gradeFilterKeepsOnlyPuzzlesOfThatGrade() {
        CliRun r = CliRun.run("generate", "--count", "3", "--grade", "medium", "--seed", "11");
        assertThat(r.status()).as(r.err()).isZero();
        for (String line : r.out().lines().toList()) {
            assertThat(Rater.standard().rate(parse(line, Shape.CLASSIC)).grade()).isEqualTo(Grade.MEDIUM);
        }
        CliRun json = CliRun.run("generate", "--rating", "1.0-2.3", "--seed", "2", "--output-format", "json");
        assertThat(json.out()).contains("\"grade\":\"easy\"").contains("\"seed\":").contains("\"clues\":");
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertThat(CliRun.run("generate", "--symmetry", "spiral").status()).isEqualTo(2);
        assertThat(CliRun.run("generate", "--grade", "tough").err()).contains("unknown grade 'tough'");
        assertThat(CliRun.run("generate", "--rating", "4-2").status()).isEqualTo(2);
        assertThat(CliRun.run("generate", "--count", "0").status()).isEqualTo(2);
        assertThat(CliRun.run("generate", "--grade", "easy", "--rating", "1-2").status()).isEqualTo(2);
    }

    @Test
    void impossibleRequestsEndAfterTheirAttempts() {
        // A 9x9 puzzle rated between 0 and 0.5 does not exist: the attempts run out, exit 3.
        CliRun r = CliRun.run("generate", "--rating", "0-0.5", "--max-attempts", "3", "--seed", "1");
        assertThat(r.status()).isEqualTo(3);
        assertThat(r.err()).contains("none found in 3 attempts");
        assertThat(r.out()).isEmpty();
    }
}
