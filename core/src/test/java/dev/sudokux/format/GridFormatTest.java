package dev.sudokux.format;

import static dev.sudokux.format.Items.grid;
import static dev.sudokux.format.Items.onlyError;
import static dev.sudokux.format.Items.onlyPuzzle;
import static dev.sudokux.format.Items.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import org.junit.jupiter.api.Test;

class GridFormatTest {

    /** A 4x4 puzzle and its text. */
    private static final String FOUR = "1 0 0 4\n0 4 1 0\n0 1 4 0\n4 0 0 1\n";
    private static final Grid FOUR_GRID = TestGrids.line("1..4.41..14.4..1");

    private static String nineByNine() {
        return Format.GRID.toText(TestGrids.line(
                "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"));
    }

    @Test
    void readsNumbersSeparatedByAnyWhiteSpaceWithZeroOrDotBlank() {
        assertThat(grid(onlyPuzzle(FOUR, Format.GRID))).isEqualTo(FOUR_GRID);
        String spaced = "  1\t.  0 4\n0 4 1 .\n0   1 4 0 \n4 0 0 1";
        Puzzle p = onlyPuzzle(spaced, Format.GRID);
        assertThat(p.grid()).isEqualTo(FOUR_GRID);
        assertThat(p.line()).isEqualTo(1);
        assertThat(p.trailing()).isEmpty();
        // Leading zeros are fine.
        assertThat(grid(onlyPuzzle(FOUR.replace("4 0 0 1", "04 00 0 01"), Format.GRID))).isEqualTo(FOUR_GRID);
    }

    @Test
    void puzzlesFollowEachOtherWithOrWithoutBlankLines() {
        List<PuzzleItem> items = read(FOUR + FOUR + "\n\n" + FOUR + "# note\n" + FOUR, Format.GRID);
        assertThat(items).hasSize(4).allMatch(i -> i instanceof Puzzle p && p.grid().equals(FOUR_GRID));
        assertThat(items).extracting(PuzzleItem::line).containsExactly(1, 5, 11, 16);
    }

    @Test
    void theSizeComesFromTheFirstRowOrTheGivenShape() {
        Grid twelve = TestGrids.randomSolution(Shape.of(3, 4), new java.util.Random(12));
        assertThat(grid(onlyPuzzle(Format.GRID.toText(twelve), Format.GRID))).isEqualTo(twelve);
        Grid tall = TestGrids.randomSolution(Shape.of(4, 3), new java.util.Random(12));
        assertThat(grid(read(Format.GRID.toText(tall), Format.GRID, Shape.of(4, 3)).get(0))).isEqualTo(tall);
        // Each puzzle has its own size.
        List<PuzzleItem> mixed = read(FOUR + "\n" + nineByNine(), Format.GRID);
        assertThat(mixed).extracting(i -> grid(i).size()).containsExactly(4, 9);
    }

    @Test
    void aPuzzleRightAfterAnotherHasItsSizeSoAShortFirstRowShiftsNothing() {
        String nine = nineByNine();
        String damaged = nine.replaceFirst("4 0 0 0 0 0 8 0 5", "4 0 0 0 0 8 0 5");
        List<PuzzleItem> items = read(nine + damaged + nine, Format.GRID);
        assertThat(items).hasSize(3);
        assertThat(items.get(0)).isInstanceOf(Puzzle.class);
        assertThat(items.get(1)).hasToString(
                "puzzle 2, line 10, column 16: row 1 has 8 numbers; a 9x9 puzzle has 9 in each row");
        assertThat(grid(items.get(2))).isEqualTo(grid(items.get(0)));
        assertThat(items.get(2).line()).isEqualTo(19);
        // After a blank line the size is read again, so sizes may change there, and only there.
        assertThat(read(nine + "\n" + FOUR, Format.GRID)).extracting(i -> grid(i).size()).containsExactly(9, 4);
        assertThat(read(FOUR + nine, Format.GRID).get(1)).hasToString(
                "puzzle 2, line 5, column 9: row 1 has 9 numbers; a 4x4 puzzle has 4 in each row");
    }

    @Test
    void aRowOfTheWrongLengthSaysHowManyNumbersARowHas() {
        String shortRow = FOUR.replace("0 4 1 0", "0 4 1");
        assertThat(onlyError(shortRow, Format.GRID).message())
                .isEqualTo("puzzle 1, line 2, column 6: row 2 has 3 numbers; a 4x4 puzzle has 4 in each row");
        String longRow = FOUR.replace("0 1 4 0", "0 1 4 0  3 3");
        assertThat(onlyError(longRow, Format.GRID).message())
                .isEqualTo("puzzle 1, line 3, column 10: row 3 has 6 numbers; a 4x4 puzzle has 4 in each row");
        String nine = nineByNine().replace("0 3 0 0 0 0 0 0 0\n", "0 3 0 0 0 0 0 0\n");
        assertThat(onlyError(nine, Format.GRID).message())
                .isEqualTo("puzzle 1, line 2, column 16: row 2 has 8 numbers; a 9x9 puzzle has 9 in each row");
    }

    @Test
    void aFirstRowThatIsNoSizeSaysWhy() {
        assertThat(read("1 2 3 4 5 6 7\n" + "0 0 0 0 0 0 0\n".repeat(6), Format.GRID))
                .singleElement().hasToString("puzzle 1, line 1, column 1: row 1 has 7 numbers: "
                        + "a 7x7 grid has no boxes since 7 is prime (give the box shape to read it)");
        assertThat(onlyError("1 2\n3 4\n", Format.GRID).message())
                .isEqualTo("puzzle 1, line 1, column 4: row 1 has 2 numbers; a 4x4 puzzle has 4 in each row");
        // With the shape given, the first row is just a row.
        assertThat(onlyError(FOUR, Format.GRID, Shape.CLASSIC).message())
                .isEqualTo("puzzle 1, line 1, column 8: row 1 has 4 numbers; a 9x9 puzzle has 9 in each row");
    }

    @Test
    void badValuesAreNamedWithTheRange() {
        assertThat(onlyError(FOUR.replace("0 4 1 0", "0 4 x 0"), Format.GRID).message())
                .isEqualTo("puzzle 1, line 2, column 5: unknown value 'x' (expected 1 to 4, or 0 or '.' for blank)");
        assertThat(onlyError(FOUR.replace("0 4 1 0", "0 -4 1 0"), Format.GRID).problem())
                .isEqualTo("unknown value '-4' (expected 1 to 4, or 0 or '.' for blank)");
        assertThat(onlyError(FOUR.replace("0 4 1 0", "0 5 1 0"), Format.GRID).message())
                .isEqualTo("puzzle 1, line 2, column 3: value 5 is out of range (expected 1 to 4, or 0 or '.' for blank)");
        assertThat(onlyError(nineByNine().replaceFirst("4", "10"), Format.GRID).message())
                .isEqualTo("puzzle 1, line 1, column 1: value 10 is out of range (expected 1 to 9, or 0 or '.' for blank)");
        assertThat(onlyError(FOUR.replace("4 0 0 1", "4 0 0 99999999999999999"), Format.GRID).problem())
                .isEqualTo("value 99999999999999999 is out of range (expected 1 to 4, or 0 or '.' for blank)");
    }

    @Test
    void equalGivensNameBothCellsAndTheUnitAtTheLaterCell() {
        String column = "1 0 0 4\n0 4 1 0\n1 0 4 0\n4 0 0 1\n"; // r1c1 and r3c1
        assertThat(onlyError(column, Format.GRID).message())
                .isEqualTo("puzzle 1, line 3, column 1: r1c1 and r3c1 both hold 1 in column 1");
        String row = "1 0 0 4\n0 4 1 0\n0 1   4 1\n4 0 0 0\n";
        assertThat(onlyError(row, Format.GRID).message())
                .isEqualTo("puzzle 1, line 3, column 9: r3c2 and r3c4 both hold 1 in row 3");
        // A cell that repeats two earlier ones is paired with the earlier of them (r1c4 before r4c1).
        String both = "1 0 0 4\n0 4 1 0\n0 1 4 0\n4   0 0   4\n";
        assertThat(onlyError(both, Format.GRID).message())
                .isEqualTo("puzzle 1, line 4, column 11: r1c4 and r4c4 both hold 4 in column 4");
    }

    @Test
    void aPuzzleCutShortHasNoColumn() {
        PuzzleError atEnd = onlyError("1 0 0 4\n0 4 1 0\n", Format.GRID);
        assertThat(atEnd.message()).isEqualTo("puzzle 1, line 3: puzzle cut short by the end of the input after 2 of its 4 rows");
        assertThat(atEnd.column()).isZero();
        List<PuzzleItem> items = read("1 0 0 4\n0 4 1 0\n0 1 4 0\n\n" + FOUR, Format.GRID);
        assertThat(items).hasSize(2);
        assertThat(items.get(0)).hasToString("puzzle 1, line 4: puzzle cut short by a blank line after 3 of its 4 rows");
        assertThat(grid(items.get(1))).isEqualTo(FOUR_GRID);
        assertThat(items.get(1).line()).isEqualTo(5);
        // 'end' ends the input, here inside a puzzle.
        assertThat(onlyError("1 0 0 4\nend\n0 4 1 0\n", Format.GRID).message())
                .isEqualTo("puzzle 1, line 2: puzzle cut short by the end of the input after 1 of its 4 rows");
    }

    @Test
    void badPuzzlesBetweenGoodOnesYieldEveryItemInOrder() {
        String text = FOUR + "\n" + FOUR.replace("0 4 1 0", "0 4 x 0") + "\n" + FOUR + "\n"
                + FOUR.replace("0 4 1 0", "0 4") + "\n" + "1 0 0 1\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n" + FOUR;
        List<PuzzleItem> items = read(text, Format.GRID);
        assertThat(items).extracting(PuzzleItem::number).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(items).extracting(i -> i instanceof Puzzle).containsExactly(true, false, true, false, false, true);
        assertThat(items).extracting(PuzzleItem::line).containsExactly(1, 7, 11, 17, 21, 26);
        assertThat(items.get(4)).hasToString("puzzle 5, line 21, column 7: r1c1 and r1c4 both hold 1 in row 1");
    }

    @Test
    void writesNumbersSeparatedByOneSpace() {
        assertThat(Format.GRID.toText(FOUR_GRID)).isEqualTo(FOUR);
        Grid sixteen = TestGrids.line("G" + ".".repeat(254) + "1");
        String text = Format.GRID.toText(sixteen);
        assertThat(text.lines()).hasSize(16);
        assertThat(text).startsWith("16 0 0 0").endsWith("0 0 0 1\n");
        assertThat(Format.GRID.supports(Shape.of(8, 8))).isTrue();
    }
}
