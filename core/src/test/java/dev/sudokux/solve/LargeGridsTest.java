package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The classic solvers on large grids. Their searches keep explicit stacks, so a 64x64 search (1,229
 * blank cells: as many levels for {@code bitmask}) runs on any thread stack.
 */
class LargeGridsTest {

    /**
     * {@code pruned} gets 20% blank: in row order with forward checking only, 64x64 puzzles turn
     * from trivial to hopeless between 20% and 30% blank (about a thousand nodes at 20%; up to five
     * million at 25%; more than twenty million, unfinished, at 30%), because a wrong early choice is
     * only found out many rows later.
     */
    @ParameterizedTest(name = "{0}, {1} blank")
    @CsvSource({"pruned, 0.2", "bitmask, 0.3", "propagation, 0.3"})
    void sixtyFourBySixtyFour(String name, double blank) {
        Random random = new Random(64);
        Shape shape = Shape.of(8, 8);
        Grid puzzle = TestGrids.blank(TestGrids.randomSolution(shape, random), blank, random);
        Result r = Solvers.byName(name).first(puzzle);
        assertThat(r.hasSolution()).isTrue();
        assertThat(r.first().isSolutionOf(puzzle)).isTrue();
        assertThat(r.stats().nodes()).isPositive();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pruned", "bitmask", "propagation"})
    void twentyFiveByTwentyFiveWithFortyPercentBlank(String name) {
        Random random = new Random(25);
        Shape shape = Shape.of(5, 5);
        for (int k = 0; k < 3; k++) {
            Grid puzzle = TestGrids.blank(TestGrids.randomSolution(shape, random), 0.4, random);
            Result r = Solvers.byName(name).first(puzzle);
            assertThat(r.hasSolution()).isTrue();
            assertThat(r.first().isSolutionOf(puzzle)).isTrue();
        }
    }
}
