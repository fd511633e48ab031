package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Conflict;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The reader's check of the givens (a fast pass over the filled cells) against the model's own:
 * a puzzle reads as good exactly when {@link Grid#isValid()}, and a bad one names the conflict whose
 * later cell comes first, paired with its earliest partner, at that cell's line and column.
 */
class GivensCheckTest {

    private static final Shape[] SHAPES = {
        Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 3), Shape.of(3, 4), Shape.of(4, 4), Shape.of(5, 5),
    };

    @Test
    void readsAsGoodExactlyWhenTheGridKeepsTheRules() {
        Random random = new Random(424242);
        int bad = 0;
        for (int round = 0; round < 1500; round++) {
            Shape shape = SHAPES[random.nextInt(SHAPES.length)];
            Grid grid = TestGrids.blank(TestGrids.randomSolution(shape, random), random.nextDouble(), random);
            int changes = random.nextInt(3);
            for (int k = 0; k < changes; k++) {
                grid = grid.with(random.nextInt(shape.cellCount()), random.nextInt(shape.size() + 1));
            }
            Format format = random.nextBoolean() ? Format.LINE : Format.GRID;
            List<PuzzleItem> items = PuzzleReader.readAll(format.toText(grid), format, null);
            assertThat(items).hasSize(1);
            if (grid.isValid()) {
                assertThat(Items.grid(items.get(0))).isEqualTo(grid);
                continue;
            }
            bad++;
            Conflict expected = grid.conflicts().stream()
                    .min(Comparator.comparingInt(Conflict::second).thenComparingInt(Conflict::first))
                    .orElseThrow();
            PuzzleError error = (PuzzleError) items.get(0);
            assertThat(error.problem()).isEqualTo(expected.describe(shape));
            int row = shape.row(expected.second());
            int column = shape.column(expected.second());
            if (format == Format.LINE) {
                assertThat(error.line()).isEqualTo(1);
                assertThat(error.column()).isEqualTo(expected.second() + 1);
            } else {
                assertThat(error.line()).isEqualTo(row + 1);
                String rowText = format.toText(grid).split("\n")[row];
                int at = 0;
                for (int k = 0; k < column; k++) {
                    at = rowText.indexOf(' ', at) + 1;
                }
                assertThat(error.column()).isEqualTo(at + 1);
            }
        }
        assertThat(bad).isGreaterThan(300);
    }
}
