package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

class SolversTest {

    @Test
    void theDefaultSupportsEveryShapeAndIsTheFastSolverForClassicPuzzles() {
        assertThat(Solvers.best(Shape.of(3, 3)).name()).isEqualTo("fast");
        assertThat(Solvers.best(Shape.of(4, 4)).name()).isEqualTo("bitset");
        assertThat(Solvers.best(Shape.of(2, 5)).name()).isEqualTo("bitset");
        assertThat(Solvers.best(Shape.of(2, 3)).name()).isEqualTo("dlx");
        for (Shape shape : List.of(Shape.of(1, 1), Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.of(3, 4),
                Shape.of(4, 4), Shape.of(5, 5), Shape.of(8, 8))) {
            assertThat(Solvers.best(shape).supports(shape)).as("%s", shape).isTrue();
        }
    }

    @Test
    void namesAreUniqueAndEachNamesItsSolver() {
        assertThat(Solvers.names()).doesNotHaveDuplicates().contains("dlx", "fast", "naive", "bitmask");
        for (String name : Solvers.names()) {
            assertThat(Solvers.byName(name).name()).isEqualTo(name);
        }
        assertThatThrownBy(() -> Solvers.byName("quantum")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dlx");
    }
}
