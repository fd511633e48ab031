package dev.sudokux.exactcover.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.Solution;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExamplesTest {

    @ParameterizedTest(name = "{0} queens: {1} solutions")
    @CsvSource({"1,1", "2,0", "3,0", "4,2", "5,10", "6,4", "7,40", "8,92", "9,352", "10,724"})
    void nQueensCounts(int n, long expected) {
        SearchResult r = new DancingLinks(NQueens.problem(n)).findAll(Long.MAX_VALUE);
        assertThat(r.isComplete()).isTrue();
        assertThat(r.solutionCount()).isEqualTo(expected);
        for (Solution s : r.solutions()) {
            assertThat(s.isExactCover()).isTrue();
            assertThat(isQueensPlacement(n, s)).isTrue();
        }
    }

    @Test
    void pentominoes3x20HaveEightTilings() {
        SearchResult r = new DancingLinks(Pentominoes.problem(3, 20)).findAll(Long.MAX_VALUE);
        assertThat(r.solutionCount()).isEqualTo(8);
        r.solutions().forEach(s -> assertThat(isTiling(s, 3, 20)).isTrue());
    }

    @Test
    void pentominoes6x10Have9356Tilings() {
        ExactCoverProblem problem = Pentominoes.problem(6, 10);
        assertThat(problem.optionCount()).isEqualTo(2056);
        SearchResult r = new DancingLinks(problem).findAll(Long.MAX_VALUE);
        assertThat(r.isComplete()).isTrue();
        assertThat(r.solutionCount()).isEqualTo(9356);
        r.solutions().forEach(s -> assertThat(isTiling(s, 6, 10)).isTrue());
    }

    @Test
    void everyPieceHasItsKnownNumberOfOrientations() {
        // F I L N P T U V W X Y Z: 8 2 8 8 8 4 4 4 4 1 8 4 = 63 fixed pentominoes.
        ExactCoverProblem p = Pentominoes.problem(5, 5);
        int[] perPiece = new int[12];
        Set<String> placements = new HashSet<>();
        for (int o = 0; o < p.optionCount(); o++) {
            placements.add(p.optionText(o));
        }
        assertThat(placements).hasSize(p.optionCount());
        int total = 0;
        String names = "FILNPTUVWXYZ";
        int[] expected = {8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4};
        // Count orientations through the placements at the top-left-most position on a big board.
        ExactCoverProblem big = Pentominoes.problem(12, 12);
        for (int o = 0; o < big.optionCount(); o++) {
            String[] cells = big.optionText(o).split(" ");
            boolean touchesTop = false;
            boolean touchesLeft = false;
            for (int k = 1; k < cells.length; k++) {
                touchesTop |= cells[k].charAt(0) == '0';
                touchesLeft |= cells[k].charAt(1) == '0';
            }
            if (touchesTop && touchesLeft) {
                perPiece[names.indexOf(cells[0])]++;
                total++;
            }
        }
        assertThat(perPiece).containsExactly(expected);
        assertThat(total).isEqualTo(63);
    }

    private static boolean isQueensPlacement(int n, Solution s) {
        int[] columnOfRow = new int[n];
        for (var option : s.options()) {
            int r = Integer.parseInt(option.get(0).substring(1));
            int c = Integer.parseInt(option.get(1).substring(1));
            columnOfRow[r] = c;
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (columnOfRow[a] == columnOfRow[b] || Math.abs(columnOfRow[a] - columnOfRow[b]) == b - a) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean isTiling(Solution s, int rows, int columns) {
        boolean[][] covered = new boolean[rows][columns];
        Set<String> pieces = new HashSet<>();
        for (var option : s.options()) {
            if (!pieces.add(option.get(0)) || option.size() != 6) {
                return false;
            }
            for (int k = 1; k < option.size(); k++) {
                int r = Character.digit(option.get(k).charAt(0), 36);
                int c = Character.digit(option.get(k).charAt(1), 36);
                if (covered[r][c]) {
                    return false;
                }
                covered[r][c] = true;
            }
        }
        for (boolean[] row : covered) {
            for (boolean cell : row) {
                if (!cell) {
                    return false;
                }
            }
        }
        return pieces.size() == 12;
    }
}
