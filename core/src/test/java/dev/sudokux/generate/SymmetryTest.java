package dev.sudokux.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {

    private static final List<Shape> SHAPES = List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.of(3, 3),
            Shape.of(3, 4), Shape.of(5, 5), Shape.of(1, 5));

    /** The maps written out from their definitions, apart from the enum's arithmetic. */
    private static int[] mapped(Symmetry s, int n, int r, int c) {
        return switch (s) {
            case NONE -> new int[] {r, c};
            case ROT180 -> new int[] {n - 1 - r, n - 1 - c};
            case ROT90 -> new int[] {c, n - 1 - r};
            case MIRROR -> new int[] {r, n - 1 - c};
            case DIAGONAL -> new int[] {c, r};
        };
    }

    @Test
    void orbitsPartitionTheCellsAndAreClosedUnderTheMap() {
        for (Shape shape : SHAPES) {
            int n = shape.size();
            for (Symmetry s : Symmetry.values()) {
                int[][] orbits = s.orbits(shape);
                Set<Integer> seen = new HashSet<>();
                for (int[] orbit : orbits) {
                    Set<Integer> members = new HashSet<>();
                    for (int cell : orbit) {
                        assertThat(seen.add(cell)).as("%s %s cell %d in two orbits", shape, s, cell).isTrue();
                        members.add(cell);
                    }
                    for (int cell : orbit) {
                        int[] rc = mapped(s, n, shape.row(cell), shape.column(cell));
                        assertThat(members).as("%s %s image of %d", shape, s, cell).contains(shape.cell(rc[0], rc[1]));
                    }
                    assertThat(orbit.length).isIn(s == Symmetry.ROT90 ? List.of(1, 4) : s == Symmetry.NONE
                            ? List.of(1) : List.of(1, 2));
                }
                assertThat(seen).hasSize(shape.cellCount());
            }
        }
    }

    @Test
    void fixedCellsAreWhereTheDefinitionsPutThem() {
        Shape nine = Shape.of(3, 3);
        assertThat(count(Symmetry.ROT180.orbits(nine), 1)).isEqualTo(1); // the centre
        assertThat(count(Symmetry.ROT90.orbits(nine), 1)).isEqualTo(1);
        assertThat(count(Symmetry.MIRROR.orbits(nine), 1)).isEqualTo(9); // the middle column
        assertThat(count(Symmetry.DIAGONAL.orbits(nine), 1)).isEqualTo(9); // the diagonal
        Shape six = Shape.of(2, 3);
        assertThat(count(Symmetry.ROT180.orbits(six), 1)).isZero();
        assertThat(count(Symmetry.ROT90.orbits(six), 4)).isEqualTo(9);
    }

    private static long count(int[][] orbits, int size) {
        return java.util.Arrays.stream(orbits).filter(o -> o.length == size).count();
    }

    @Test
    void isSymmetricLooksAtThePatternOnly() {
        Shape nine = Shape.of(3, 3);
        Grid g = Grid.empty(nine).with(nine.cell(0, 1), 5).with(nine.cell(8, 7), 3);
        assertThat(Symmetry.ROT180.isSymmetric(g)).isTrue();
        assertThat(Symmetry.MIRROR.isSymmetric(g)).isFalse();
        assertThat(Symmetry.NONE.isSymmetric(g)).isTrue();
        assertThat(Symmetry.DIAGONAL.isSymmetric(g.with(nine.cell(1, 0), 4).with(nine.cell(7, 8), 1))).isTrue();
    }

    @Test
    void wordsRoundTrip() {
        for (Symmetry s : Symmetry.values()) {
            assertThat(Symmetry.parse(s.word().toUpperCase())).isEqualTo(s);
        }
        assertThatThrownBy(() -> Symmetry.parse("spiral")).hasMessageContaining("rot180");
    }
}
