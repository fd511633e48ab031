package dev.sudokux.format;

import static dev.sudokux.format.Items.grid;
import static dev.sudokux.format.Items.onlyError;
import static dev.sudokux.format.Items.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import org.junit.jupiter.api.Test;

class SizedFormatTest {

    private static final String FOUR = "2\n1 0 0 4\n0 4 1 0\n0 1 4 0\n4 0 0 1\n";
    private static final Grid FOUR_GRID = TestGrids.line("1..4.41..14.4..1");

    @Test
    void readsTheSizeLineThenTheRows() {
        List<PuzzleItem> items = read(FOUR + FOUR + "\n\n" + FOUR, Format.SIZED);
        assertThat(items).hasSize(3).allMatch(i -> i instanceof Puzzle p && p.grid().equals(FOUR_GRID)
                && p.format() == Format.SIZED);
        assertThat(items).extracting(PuzzleItem::line).containsExactly(1, 6, 13);
        // Blank lines are allowed inside a puzzle too: the size says how many rows follow.
        assertThat(grid(read("2\n\n1 0 0 4\n0 4 1 0\n\n0 1 4 0\n4 0 0 1\n", Format.SIZED).get(0))).isEqualTo(FOUR_GRID);
    }

    @Test
    void aBadSizeLineSaysWhatASizeIs() {
        assertThat(onlyError("x\n1 2\n", Format.SIZED).message())
                .isEqualTo("puzzle 1, line 1, column 1: box size 'x' is not a number (expected 1 to 8 alone on the line)");
        assertThat(onlyError("9\n" + "0 ".repeat(81) + "\n", Format.SIZED).message())
                .isEqualTo("puzzle 1, line 1, column 1: box size 9 is out of range (expected 1 to 8, such as 3 for a 9x9 puzzle)");
        assertThat(onlyError("0\n", Format.SIZED).problem())
                .isEqualTo("box size 0 is out of range (expected 1 to 8, such as 3 for a 9x9 puzzle)");
        assertThat(onlyError("3 3\n", Format.SIZED).message())
                .isEqualTo("puzzle 1, line 1, column 1: expected a box size (1 to 8) alone on the line, found 2 values");
        assertThat(onlyError(FOUR, Format.SIZED, Shape.CLASSIC).message())
                .isEqualTo("puzzle 1, line 1, column 1: box size 2 does not match the given box shape 3x3");
    }

    @Test
    void afterABadSizeLineReadingPicksUpAtTheNextSizeLine() {
        String text = "12\n1 0 0 4\n0 4 1 0\n\n0 1 4 0\n" + FOUR + "2\n1 0 0 4\n0 4 1 0\n" + FOUR;
        List<PuzzleItem> items = read(text, Format.SIZED);
        assertThat(items).hasSize(4);
        assertThat(items.get(0).toString()).isEqualTo("puzzle 1, line 1, column 1: "
                + "box size 12 is out of range (expected 1 to 8, such as 3 for a 9x9 puzzle)");
        assertThat(grid(items.get(1))).isEqualTo(FOUR_GRID);
        assertThat(items.get(1).line()).isEqualTo(6);
        assertThat(items.get(2).toString())
                .isEqualTo("puzzle 3, line 14: puzzle cut short by the next box size line after 2 of its 4 rows");
        assertThat(grid(items.get(3))).isEqualTo(FOUR_GRID);
        assertThat(items.get(3).line()).isEqualTo(14);
    }

    @Test
    void anExtraRowIsABadSizeLine() {
        String text = "2\n1 0 0 4\n0 4 1 0\n0 1 4 0\n4 0 0 1\n4 0 0 1\n" + FOUR;
        List<PuzzleItem> items = read(text, Format.SIZED);
        assertThat(items).hasSize(3);
        assertThat(items.get(1).toString()).isEqualTo("puzzle 2, line 6, column 1: "
                + "expected a box size (1 to 8) alone on the line, found 4 values");
        assertThat(grid(items.get(2))).isEqualTo(FOUR_GRID);
    }

    @Test
    void rowsAreReadAsInTheGridFormat() {
        assertThat(onlyError(FOUR.replace("0 4 1 0", "0 4 1 7"), Format.SIZED).message())
                .isEqualTo("puzzle 1, line 3, column 7: value 7 is out of range (expected 1 to 4, or 0 or '.' for blank)");
        assertThat(onlyError(FOUR.replace("0 4 1 0", "0 4 1 0 0"), Format.SIZED).message())
                .isEqualTo("puzzle 1, line 3, column 9: row 2 has 5 numbers; a 4x4 puzzle has 4 in each row");
        assertThat(onlyError(FOUR.replace("0 1 4 0", "0 1 4 1"), Format.SIZED).message())
                .isEqualTo("puzzle 1, line 4, column 7: r3c2 and r3c4 both hold 1 in row 3");
        assertThat(onlyError("2\n1 0 0 4\n", Format.SIZED).message())
                .isEqualTo("puzzle 1, line 3: puzzle cut short by the end of the input after 1 of its 4 rows");
    }

    @Test
    void writesTheSizeLineAndSquareBoxesOnly() {
        assertThat(Format.SIZED.toText(FOUR_GRID)).isEqualTo(FOUR);
        assertThat(Format.SIZED.supports(Shape.of(2, 3))).isFalse();
        assertThatThrownBy(() -> Format.SIZED.toText(Grid.empty(Shape.of(2, 3))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the sized format holds square boxes only (one number gives the size), not 2x3");
        assertThat(Format.SIZED.supports(Shape.of(8, 8))).isTrue();
        assertThat(Format.SIZED.toText(Grid.empty(Shape.of(8, 8)))).startsWith("8\n0 0 ");
    }
}
