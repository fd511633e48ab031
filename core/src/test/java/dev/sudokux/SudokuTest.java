package dev.sudokux;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import org.junit.jupiter.api.Test;

class SudokuTest {

    @Test
    void leetCodeBoardIsSolvedInPlace() {
        // LeetCode 37's example.
        char[][] board = {
            {'5', '3', '.', '.', '7', '.', '.', '.', '.'},
            {'6', '.', '.', '1', '9', '5', '.', '.', '.'},
            {'.', '9', '8', '.', '.', '.', '.', '6', '.'},
            {'8', '.', '.', '.', '6', '.', '.', '.', '3'},
            {'4', '.', '.', '8', '.', '3', '.', '.', '1'},
            {'7', '.', '.', '.', '2', '.', '.', '.', '6'},
            {'.', '6', '.', '.', '.', '.', '2', '8', '.'},
            {'.', '.', '.', '4', '1', '9', '.', '.', '5'},
            {'.', '.', '.', '.', '8', '.', '.', '7', '9'}};
        Grid puzzle = toGrid(board);
        assertThat(Sudoku.solveInPlace(board)).isTrue();
        Grid solved = toGrid(board);
        assertThat(solved.isSolutionOf(puzzle)).isTrue();
        assertThat(new String(board[0])).isEqualTo("534678912");
    }

    @Test
    void aBoardWithoutSolutionIsLeftAlone() {
        char[][] board = new char[9][9];
        for (char[] row : board) {
            java.util.Arrays.fill(row, '.');
        }
        board[0][0] = '1';
        board[0][5] = '1'; // two 1s in row 1: no solution
        assertThat(Sudoku.solveInPlace(board)).isFalse();
        assertThat(board[0][1]).isEqualTo('.');
        board[0][5] = 'x';
        assertThatThrownBy(() -> Sudoku.solveInPlace(board)).hasMessageContaining("r1c6 holds 'x'");
    }

    @Test
    void parseSolveCheckCount() {
        Grid thirteen = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle();
        assertThat(Sudoku.check(thirteen)).isEqualTo(Status.MULTIPLE);
        assertThat(Sudoku.count(thirteen, 100)).isEqualTo(13);
        assertThat(Sudoku.count(thirteen, 5)).isEqualTo(5);
        assertThat(Sudoku.solveUnique(thirteen)).isEmpty();
        Grid one = Sudoku.parse(TestGrids.fixture("seeds-9x9.txt").get(0).puzzle().toString());
        assertThat(Sudoku.check(one)).isEqualTo(Status.UNIQUE);
        assertThat(Sudoku.solve(one)).get().matches(g -> g.isSolutionOf(one));
        assertThat(Sudoku.parse("1234....".repeat(2)).shape()).isEqualTo(Shape.of(2, 2));
        assertThatThrownBy(() -> Sudoku.parse("12345")).hasMessageContaining("no square grid");
        assertThatThrownBy(() -> Sudoku.parse("123x" + ".".repeat(12))).hasMessageContaining("position 4");
    }

    private static Grid toGrid(char[][] board) {
        int[] v = new int[81];
        for (int i = 0; i < 81; i++) {
            char ch = board[i / 9][i % 9];
            v[i] = ch == '.' ? 0 : ch - '0';
        }
        return Grid.of(Shape.CLASSIC, v);
    }
}
