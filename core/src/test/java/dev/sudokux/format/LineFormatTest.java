package dev.sudokux.format;

import static dev.sudokux.format.Items.grid;
import static dev.sudokux.format.Items.onlyError;
import static dev.sudokux.format.Items.onlyPuzzle;
import static dev.sudokux.format.Items.read;
import static dev.sudokux.format.Items.times;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LineFormatTest {

    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SOLVED =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    @Test
    void readsAPuzzleAndItsPlace() {
        Puzzle p = onlyPuzzle(PUZZLE + "\n", Format.LINE);
        assertThat(p.grid()).isEqualTo(TestGrids.line(PUZZLE));
        assertThat(p.grid().shape()).isSameAs(Shape.CLASSIC);
        assertThat(p.number()).isEqualTo(1);
        assertThat(p.line()).isEqualTo(1);
        assertThat(p.format()).isEqualTo(Format.LINE);
        assertThat(p.trailing()).isEmpty();
    }

    @Test
    void zeroIsABlankLikeTheDot() {
        assertThat(grid(onlyPuzzle(PUZZLE.replace('.', '0'), Format.LINE))).isEqualTo(TestGrids.line(PUZZLE));
    }

    @Test
    void keepsTheTextAfterThePuzzle() {
        String hex = "1" + times('.', 255);
        List<PuzzleItem> items = read(PUZZLE + " 2.5\n" + hex + " test3.16#7\n" + SOLVED
                + "\t ER/EP/ED  q1=3 \n", Format.LINE);
        assertThat(items).extracting(i -> ((Puzzle) i).trailing())
                .containsExactly("2.5", "test3.16#7", "ER/EP/ED  q1=3");
        assertThat(grid(items.get(1)).size()).isEqualTo(16);
    }

    @Test
    void crLfCommentsBlankLinesAndLineNumbers() {
        String text = "# from a data file\r\n\r\n" + PUZZLE + "\r\n   \r\n# another comment\r\n" + SOLVED + "\r\n";
        List<PuzzleItem> items = read(text, Format.LINE);
        assertThat(items).hasSize(2);
        assertThat(items).extracting(PuzzleItem::line).containsExactly(3, 6);
        assertThat(grid(items.get(1))).isEqualTo(TestGrids.line(SOLVED));
        assertThat(((Puzzle) items.get(1)).trailing()).isEmpty();
        // A lone \r ends a line too.
        assertThat(read(PUZZLE + "\r" + SOLVED, Format.LINE)).extracting(PuzzleItem::line).containsExactly(1, 2);
    }

    @Test
    void endOrEAloneEndsTheInput() {
        assertThat(read(PUZZLE + "\n" + SOLVED + "\nend\n" + PUZZLE + "\nnot even a puzzle\n", Format.LINE)).hasSize(2);
        assertThat(read(PUZZLE + "\n  e \n" + "garbage\n", Format.LINE)).hasSize(1);
        // "end" must be alone: with more on the line it is a (bad) puzzle.
        assertThat(read("end of data\n", Format.LINE).get(0)).isInstanceOf(PuzzleError.class);
    }

    @Test
    void lowerCaseLettersAreTenToThirtyFiveUpToThirtyFiveByThirtyFive() {
        Grid hex = TestGrids.randomSolution(Shape.of(4, 4), new Random(5));
        String upper = Format.LINE.toText(hex).strip();
        assertThat(upper).contains("A", "G");
        Puzzle p = onlyPuzzle(upper.toLowerCase(java.util.Locale.ROOT), Format.LINE);
        assertThat(p.grid()).isEqualTo(hex);
        // From 36x36 on, lower-case letters are 36 to 61.
        Grid big = TestGrids.randomSolution(Shape.of(6, 6), new Random(6));
        String line = Format.LINE.toText(big).strip();
        assertThat(line).contains("a", "A", "Z");
        assertThat(grid(onlyPuzzle(line, Format.LINE))).isEqualTo(big);
    }

    @Test
    void readsA25x25Puzzle() {
        Grid solution = TestGrids.randomSolution(Shape.of(5, 5), new Random(25));
        Grid puzzle = TestGrids.blank(solution, 0.6, new Random(26));
        String line = Format.LINE.toText(puzzle);
        assertThat(line.strip()).hasSize(625);
        Puzzle p = onlyPuzzle(line, Format.LINE);
        assertThat(p.grid()).isEqualTo(puzzle);
        assertThat(p.grid().shape()).isSameAs(Shape.of(5, 5));
    }

    @Test
    void sixBySixHasTwoByThreeBoxesUnlessTheShapeIsGiven() {
        Grid wide = TestGrids.randomSolution(Shape.of(2, 3), new Random(1));
        String line = Format.LINE.toText(wide);
        assertThat(grid(onlyPuzzle(line, Format.LINE))).isEqualTo(wide);
        Grid tall = TestGrids.randomSolution(Shape.of(3, 2), new Random(1));
        List<PuzzleItem> items = read(Format.LINE.toText(tall), Format.LINE, Shape.of(3, 2));
        assertThat(grid(items.get(0))).isEqualTo(tall);
    }

    @Test
    void aLineOfTheWrongLengthSaysHowLongAPuzzleIs() {
        assertThat(onlyError(times('.', 80), Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 81: 80 symbols; a 9x9 puzzle has 81");
        assertThat(onlyError(times('.', 82), Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 82: 82 symbols; a 9x9 puzzle has 81");
        assertThat(onlyError("  " + times('.', 70) + " 2.5", Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 67: 70 symbols; an 8x8 puzzle has 64");
        assertThat(onlyError("123", Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 4: 3 symbols; a 4x4 puzzle has 16");
        assertThat(onlyError("1", Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 2: 1 symbol; a 4x4 puzzle has 16");
        // With a shape given, every line must have its length.
        assertThat(onlyError(PUZZLE, Format.LINE, Shape.of(2, 3)).message())
                .isEqualTo("puzzle 1, line 1, column 37: 81 symbols; a 6x6 puzzle has 36");
    }

    @Test
    void aLengthThatIsNoSizeSaysWhy() {
        assertThat(onlyError(times('.', 49), Format.LINE).message()).isEqualTo("puzzle 1, line 1, column 1: "
                + "49 symbols make a 7x7 grid, which has no boxes since 7 is prime (give the box shape to read it)");
        assertThat(onlyError(times('.', 64 * 64), Format.LINE).message()).isEqualTo("puzzle 1, line 1, column 1: "
                + "4096 symbols make a 64x64 grid, too big for the line format (at most 61x61; use the grid format)");
        // A 7x7 reads with its boxes given.
        assertThat(read(times('.', 49), Format.LINE, Shape.of(1, 7)).get(0)).isInstanceOf(Puzzle.class);
    }

    @Test
    void anUnknownSymbolIsNamedWithTheAlphabet() {
        PuzzleError e = onlyError(PUZZLE.substring(0, 11) + "x" + PUZZLE.substring(12), Format.LINE);
        assertThat(e.message())
                .isEqualTo("puzzle 1, line 1, column 12: unknown symbol 'x' (expected 1-9 or '.' for blank)");
        assertThat(e.number()).isEqualTo(1);
        assertThat(e.line()).isEqualTo(1);
        assertThat(e.column()).isEqualTo(12);
        assertThat(e.problem()).isEqualTo("unknown symbol 'x' (expected 1-9 or '.' for blank)");
        // 'A' is 10: not a 9x9 symbol.
        assertThat(onlyError("A" + PUZZLE.substring(1), Format.LINE).problem())
                .isEqualTo("unknown symbol 'A' (expected 1-9 or '.' for blank)");
        assertThat(onlyError("H" + times('.', 255), Format.LINE).problem())
                .isEqualTo("unknown symbol 'H' (expected 1-9A-G or '.' for blank)");
        assertThat(onlyError(times('.', 80) + "\u0007", Format.LINE).problem())
                .isEqualTo("unknown symbol U+0007 (expected 1-9 or '.' for blank)");
    }

    @Test
    void equalGivensInAUnitNameBothCellsAndTheUnit() {
        String row = "7...7" + times('.', 76);
        assertThat(onlyError(row, Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 5: r1c1 and r1c5 both hold 7 in row 1");
        String column = "3" + times('.', 44) + "3" + times('.', 35); // r1c1 and r6c1
        assertThat(onlyError(column, Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 46: r1c1 and r6c1 both hold 3 in column 1");
        String box = "5" + times('.', 9) + "5" + times('.', 70); // r1c1 and r2c2
        assertThat(onlyError(box, Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 11: r1c1 and r2c2 both hold 5 in box 1");
    }

    @Test
    void theConflictReportedIsTheFirstOneReachedReadingTheCells() {
        // r1c1=1, r2c2=1 (box 1), r1c9=1 (row 1, also after r1c1): reading row by row, r1c9 comes first.
        String text = "1.......1" + ".1......." + times('.', 63);
        assertThat(onlyError(text, Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 9: r1c1 and r1c9 both hold 1 in row 1");
        // r1c1=2, r2c3=2: box; r2c9=2: row 2 with r2c3 and nothing else before.
        String box = "2........" + "..2.....2" + times('.', 63);
        assertThat(onlyError(box, Format.LINE).message())
                .isEqualTo("puzzle 1, line 1, column 12: r1c1 and r2c3 both hold 2 in box 1");
    }

    @Test
    void badLinesBetweenGoodOnesYieldEveryItemInOrder() {
        String text = PUZZLE + "\n" + times('.', 80) + "\n" + SOLVED + " ok\n"
                + "7...7" + times('.', 76) + "\n#\n" + PUZZLE.replace('4', 'x') + "\n" + PUZZLE + "\n";
        List<PuzzleItem> items = read(text, Format.LINE);
        assertThat(items).extracting(PuzzleItem::number).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(items).extracting(PuzzleItem::line).containsExactly(1, 2, 3, 4, 6, 7);
        assertThat(items).extracting(i -> i instanceof Puzzle)
                .containsExactly(true, false, true, false, false, true);
        assertThat(items.get(4).toString()).isEqualTo(
                "puzzle 5, line 6, column 1: unknown symbol 'x' (expected 1-9 or '.' for blank)");
    }

    @Test
    void anOverlongLineIsAnErrorAndTheNextLineIsRead() {
        String text = times('1', LineSource.MAX_LINE + 10) + "\n" + PUZZLE + "\n";
        List<PuzzleItem> items = read(text, Format.LINE);
        assertThat(items).hasSize(2);
        assertThat(items.get(0).toString()).isEqualTo("puzzle 1, line 1, column 1048577: "
                + "the line is longer than 1048576 characters");
        assertThat(grid(items.get(1))).isEqualTo(TestGrids.line(PUZZLE));
    }

    @Test
    void writesOneLineWithDotsAndRefusesGridsAbove61() {
        assertThat(Format.LINE.toText(TestGrids.line(PUZZLE))).isEqualTo(PUZZLE + "\n");
        Grid big = Grid.empty(Shape.of(8, 8));
        assertThat(Format.LINE.supports(big.shape())).isFalse();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Format.LINE.toText(big))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the line format holds grids up to 61x61 (its symbols stop at 61), not 64x64: "
                        + "use the grid format");
    }
}
