package dev.sudokux.sudoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShapeAndGridTest {

    /** Shapes are interned and shared: a caller writing into an array it was given changes nothing. */
    @Test
    void theShapeHandsOutNoArrayACallerCanChange() {
        Shape shape = Shape.CLASSIC;
        int[] cells = shape.unitCells(0);
        int[] units = shape.unitsOf(10);
        int[] peers = shape.peers(10);
        java.util.Arrays.fill(cells, 80);
        java.util.Arrays.fill(units, 0);
        java.util.Arrays.fill(peers, 0);
        assertThat(shape.unitCells(0)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(shape.unitsOf(10)).containsExactly(1, 10, 18);
        assertThat(shape.peers(10)).hasSize(20).doesNotContain(10).contains(0, 1, 2, 9, 11, 19, 28);
        assertThat(dev.sudokux.internal.ShapeTables.unitCells(shape, 0)).isEqualTo(shape.unitCells(0));
        assertThat(dev.sudokux.internal.ShapeTables.peers(shape, 10)).isEqualTo(shape.peers(10));
        assertThat(Grid.empty(shape).isValid()).isTrue();
    }

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"1,1", "2,2", "1,3", "2,3", "3,2", "2,4", "3,3", "3,4", "4,4", "5,5", "6,6", "7,7", "8,8", "2,5"})
    void everyUnitHasNCellsAndEveryCellThreeUnitsAndItsPeers(int boxRows, int boxColumns) {
        Shape shape = Shape.of(boxRows, boxColumns);
        int n = shape.size();
        assertThat(n).isEqualTo(boxRows * boxColumns);
        int[] seen = new int[shape.cellCount()];
        for (int u = 0; u < shape.unitCount(); u++) {
            assertThat(shape.unitCells(u)).hasSize(n).doesNotHaveDuplicates().isSorted();
            for (int cell : shape.unitCells(u)) {
                seen[cell]++;
                assertThat(shape.unitsOf(cell)).contains(u);
            }
        }
        assertThat(seen).containsOnly(3);
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            Set<Integer> expected = new HashSet<>();
            for (int u : shape.unitsOf(cell)) {
                for (int other : shape.unitCells(u)) {
                    if (other != cell) {
                        expected.add(other);
                    }
                }
            }
            assertThat(shape.peers(cell)).hasSize(expected.size()).isSorted();
            for (int p : shape.peers(cell)) {
                assertThat(expected).contains(p);
            }
            // A box holds boxRows consecutive rows and boxColumns consecutive columns.
            int box = shape.box(cell);
            assertThat(box).isEqualTo((shape.row(cell) / boxRows) * (n / boxColumns) + shape.column(cell) / boxColumns);
        }
    }

    @Test
    void forSizeChoosesTheUsualBoxes() {
        assertThat(Shape.forSize(9)).isSameAs(Shape.of(3, 3));
        assertThat(Shape.forSize(4)).isSameAs(Shape.of(2, 2));
        assertThat(Shape.forSize(6)).isSameAs(Shape.of(2, 3));
        assertThat(Shape.forSize(8)).isSameAs(Shape.of(2, 4));
        assertThat(Shape.forSize(12)).isSameAs(Shape.of(3, 4));
        assertThat(Shape.forSize(16)).isSameAs(Shape.of(4, 4));
        assertThat(Shape.forSize(25)).isSameAs(Shape.of(5, 5));
        assertThat(Shape.forSize(64)).isSameAs(Shape.of(8, 8));
        assertThat(Shape.isAmbiguous(12)).isTrue();
        assertThat(Shape.isAmbiguous(16)).isFalse();
        assertThat(Shape.isAmbiguous(6)).isFalse();
        assertThatThrownBy(() -> Shape.forSize(7)).hasMessageContaining("prime");
        assertThatThrownBy(() -> Shape.forSize(65)).hasMessageContaining("64");
        assertThatThrownBy(() -> Shape.of(0, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Shape.parse("2x3")).isSameAs(Shape.of(2, 3));
        assertThat(Shape.parse("4")).isSameAs(Shape.of(4, 4));
        assertThatThrownBy(() -> Shape.parse("2 by 3")).hasMessageContaining("RxC");
    }

    @Test
    void candidatesAndConflicts() {
        Shape s = Shape.CLASSIC;
        Grid g = Grid.empty(s).with(s.cell(0, 0), 5).with(s.cell(0, 8), 3).with(s.cell(4, 0), 9).with(s.cell(1, 1), 7);
        long c = g.candidates(s.cell(0, 1));
        assertThat(Long.bitCount(c)).isEqualTo(9 - 3); // 5, 3 (row), 7 (box)
        assertThat((c >> 4) & 1).isZero();
        assertThat(g.isValid()).isTrue();
        assertThat(g.conflicts()).isEmpty();

        Grid bad = g.with(s.cell(0, 4), 5).with(s.cell(8, 0), 9);
        assertThat(bad.isValid()).isFalse();
        assertThat(bad.conflicts()).extracting(x -> x.describe(s))
                .containsExactly("r1c1 and r1c5 both hold 5 in row 1", "r5c1 and r9c1 both hold 9 in column 1");
        assertThat(bad.candidates(s.cell(0, 4))).isZero();
    }

    @Test
    void randomSolutionsAreSolvedGridsOfEveryShape() {
        Random random = new Random(3);
        for (Shape shape : new Shape[] {Shape.of(2, 2), Shape.of(2, 3), Shape.CLASSIC, Shape.of(3, 4), Shape.of(5, 5), Shape.of(8, 8)}) {
            for (int k = 0; k < 5; k++) {
                Grid g = TestGrids.randomSolution(shape, random);
                assertThat(g.isSolved()).as("%s", g).isTrue();
                Grid puzzle = TestGrids.blank(g, 0.5, random);
                assertThat(g.isSolutionOf(puzzle)).isTrue();
                assertThat(puzzle.filledCount()).isEqualTo(shape.cellCount() - Math.round(0.5 * shape.cellCount()));
            }
        }
    }

    @Test
    void gridsAreValuesWithEquality() {
        Grid a = TestGrids.line("1234341221434321", Shape.of(2, 2));
        assertThat(a.isSolved()).isTrue();
        assertThat(a).isEqualTo(TestGrids.line("1234341221434321")).hasSameHashCodeAs(TestGrids.line("1234341221434321"));
        assertThat(a.toString()).isEqualTo("1234341221434321");
        assertThat(a.with(0, 0).toString()).isEqualTo(".234341221434321");
        assertThat(a.with(0, 0).isSolutionOf(a)).isFalse();
        assertThat(a.isSolutionOf(a.with(0, 0))).isTrue();
        assertThatThrownBy(() -> Grid.of(Shape.CLASSIC, new int[80])).hasMessageContaining("81");
        assertThatThrownBy(() -> a.with(0, 5)).hasMessageContaining("outside");
    }

    @Test
    void gridsFromIntsAndFromBytesAreCheckedAlike() {
        Shape shape = Shape.of(2, 2);
        int[] ints = new int[16];
        byte[] bytes = new byte[16];
        for (int bad : new int[] {-1, 5, 127}) {
            for (int cell : new int[] {0, 7, 15}) {
                Arrays.fill(ints, 0);
                Arrays.fill(bytes, (byte) 0);
                ints[cell] = bad;
                bytes[cell] = (byte) bad;
                Throwable fromInts = catchThrowable(() -> Grid.of(shape, ints));
                assertThat(fromInts).isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("value " + bad + " at " + shape.cellName(cell) + " is outside 0..4");
                assertThatThrownBy(() -> Grid.of(shape, bytes)).isInstanceOf(IllegalArgumentException.class)
                        .hasMessage(fromInts.getMessage());
            }
        }
        Throwable shortInts = catchThrowable(() -> Grid.of(shape, new int[15]));
        assertThat(shortInts).hasMessage("a " + shape + " grid has 16 cells, not 15");
        assertThatThrownBy(() -> Grid.of(shape, new byte[15])).hasMessage(shortInts.getMessage());
        bytes[3] = 4;
        ints[3] = 4;
        bytes[15] = 0;
        ints[15] = 0;
        assertThat(Grid.of(shape, bytes)).isEqualTo(Grid.of(shape, ints));
    }

    @Test
    void symbolsCoverSizesUpTo61() {
        assertThat(Symbols.LINE.value('G', 16)).isEqualTo(16);
        assertThat(Symbols.LINE.value('g', 16)).isEqualTo(16);
        assertThat(Symbols.LINE.value('H', 16)).isEqualTo(-1);
        assertThat(Symbols.LINE.value('a', 36)).isEqualTo(36);
        assertThat(Symbols.LINE.value('.', 9)).isZero();
        assertThat(Symbols.LINE.value('0', 9)).isZero();
        for (int v = 1; v <= Symbols.MAX_VALUE; v++) {
            assertThat(Symbols.LINE.value(Symbols.LINE.symbol(v), Symbols.MAX_VALUE)).isEqualTo(v);
        }
        assertThat(Symbols.LINE.range(16)).isEqualTo("1-9A-G");
    }
}
