package dev.sudokux.format;

import static dev.sudokux.format.Items.grid;
import static dev.sudokux.format.Items.onlyError;
import static dev.sudokux.format.Items.onlyPuzzle;
import static dev.sudokux.format.Items.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LettersFormatTest {

    private static final String FOUR = "A--D\n-DA-\n-AD-\nD--A\n";
    private static final Grid FOUR_GRID = TestGrids.line("1..4.41..14.4..1");

    @Test
    void readsAUva1309Puzzle() {
        // 16x16, A-P, '-' blank, a blank line between puzzles.
        Grid solution = TestGrids.randomSolution(Shape.of(4, 4), new Random(1309));
        Grid puzzle = TestGrids.blank(solution, 0.55, new Random(1310));
        String text = Format.LETTERS.toText(puzzle);
        assertThat(text.lines()).hasSize(16).allMatch(l -> l.matches("[A-P-]{16}"));
        List<PuzzleItem> items = read(text + "\n" + Format.LETTERS.toText(solution), Format.LETTERS);
        assertThat(items).extracting(Items::grid).containsExactly(puzzle, solution);
        assertThat(items).extracting(PuzzleItem::line).containsExactly(1, 18);
        assertThat(FormatDetector.detect(text)).isEqualTo(Format.LETTERS);
    }

    @Test
    void readsLettersWithDashBlanks() {
        Puzzle p = onlyPuzzle(FOUR, Format.LETTERS);
        assertThat(p.grid()).isEqualTo(FOUR_GRID);
        assertThat(p.format()).isEqualTo(Format.LETTERS);
    }

    @Test
    void anUnknownSymbolIsNamedWithTheLetters() {
        assertThat(onlyError(FOUR.replace("-DA-", "-DE-"), Format.LETTERS).message())
                .isEqualTo("puzzle 1, line 2, column 3: unknown symbol 'E' (expected A-D or '-' for blank)");
        assertThat(onlyError(FOUR.replace("-DA-", "-da-"), Format.LETTERS).problem())
                .isEqualTo("unknown symbol 'd' (expected A-D or '-' for blank)");
        assertThat(onlyError(FOUR.replace("-DA-", "-D.-"), Format.LETTERS).problem())
                .isEqualTo("unknown symbol '.' (expected A-D or '-' for blank)");
    }

    @Test
    void rowsOfTheWrongLengthAndSizesThatAreNone() {
        assertThat(onlyError(FOUR.replace("-DA-", "-DA"), Format.LETTERS).message())
                .isEqualTo("puzzle 1, line 2, column 4: row 2 has 3 letters; a 4x4 puzzle has 4 in each row");
        assertThat(onlyError(FOUR.replace("-DA-", "-DA--"), Format.LETTERS).message())
                .isEqualTo("puzzle 1, line 2, column 5: row 2 has 5 letters; a 4x4 puzzle has 4 in each row");
        String twentySeven = "-".repeat(27) + "\n";
        assertThat(read(twentySeven.repeat(27), Format.LETTERS)).singleElement()
                .hasToString("puzzle 1, line 1, column 27: row 1 has 27 letters; a 26x26 puzzle has 26 in each row");
        assertThat(read("-----\n".repeat(5), Format.LETTERS)).singleElement()
                .hasToString("puzzle 1, line 1, column 1: row 1 has 5 letters: a 5x5 grid has no boxes since 5 is prime "
                        + "(give the box shape to read it)");
    }

    @Test
    void equalGivensAndPuzzlesCutShort() {
        assertThat(onlyError(FOUR.replace("-AD-", "-AA-"), Format.LETTERS).message())
                .isEqualTo("puzzle 1, line 3, column 3: r2c3 and r3c3 both hold 1 in column 3");
        assertThat(onlyError(FOUR.replace("-AD-", "CAD-").replace("D--A", "DC-A"), Format.LETTERS).message())
                .isEqualTo("puzzle 1, line 4, column 2: r3c1 and r4c2 both hold 3 in box 3");
        List<PuzzleItem> items = read("A--D\n-DA-\n\n" + FOUR, Format.LETTERS);
        assertThat(items).hasSize(2);
        assertThat(items.get(0)).hasToString("puzzle 1, line 3: puzzle cut short by a blank line after 2 of its 4 rows");
        assertThat(grid(items.get(1))).isEqualTo(FOUR_GRID);
    }

    @Test
    void writesLettersUpTo26() {
        assertThat(Format.LETTERS.toText(FOUR_GRID)).isEqualTo(FOUR);
        assertThat(Format.LETTERS.supports(Shape.of(5, 5))).isTrue();
        assertThat(Format.LETTERS.supports(Shape.of(4, 7))).isFalse();
        assertThatThrownBy(() -> Format.LETTERS.toText(Grid.empty(Shape.of(4, 7))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the letters format holds grids up to 26x26 (A to Z), not 28x28");
    }
}
