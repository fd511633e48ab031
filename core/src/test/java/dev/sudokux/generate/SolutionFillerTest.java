package dev.sudokux.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SolutionFillerTest {

    @Test
    void fillsEveryShapeWithASolvedGrid() {
        for (Shape shape : List.of(Shape.of(1, 1), Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.of(2, 4),
                Shape.of(3, 3), Shape.of(3, 4), Shape.of(4, 4), Shape.of(5, 5), Shape.of(1, 3))) {
            SolutionFiller filler = new SolutionFiller(shape);
            int rounds = shape.size() >= 16 ? 3 : 30;
            for (int seed = 0; seed < rounds; seed++) {
                Grid grid = filler.next(new SplittableRandom(seed));
                assertThat(grid.isSolved()).as("%s seed %d: %s", shape, seed, grid).isTrue();
            }
        }
    }

    @Test
    void theSeedDecidesTheGrid() {
        Shape shape = Shape.of(3, 3);
        SolutionFiller a = new SolutionFiller(shape);
        SolutionFiller b = new SolutionFiller(shape);
        Set<Grid> distinct = new HashSet<>();
        for (int seed = 0; seed < 50; seed++) {
            Grid first = a.next(new SplittableRandom(seed));
            assertThat(b.next(new SplittableRandom(seed))).isEqualTo(first);
            distinct.add(first);
        }
        assertThat(distinct).hasSize(50);
    }

    @Test
    void valuesAreSpreadEvenly() {
        // Each value should land in the top-left cell about equally often.
        Shape shape = Shape.of(2, 2);
        SolutionFiller filler = new SolutionFiller(shape);
        int[] seen = new int[5];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 4000; i++) {
            seen[filler.next(random).get(0)]++;
        }
        for (int v = 1; v <= 4; v++) {
            assertThat(seen[v]).as("value %d", v).isBetween(800, 1200);
        }
    }
}
