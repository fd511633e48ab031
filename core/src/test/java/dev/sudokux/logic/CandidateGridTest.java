package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The candidate grid's caches (places of each value in each unit, values held, blanks, broken) stay exact. */
class CandidateGridTest {

    /** Recomputes from cell candidates and values what the grid keeps up to date, and compares. */
    private static void assertConsistent(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int blanks = 0;
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (grid.isBlank(cell)) {
                blanks++;
            }
        }
        assertThat(grid.blankCount()).isEqualTo(blanks);
        assertThat(grid.isSolved()).isEqualTo(blanks == 0);
        boolean broken = false;
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            broken |= grid.isBlank(cell) && grid.candidates(cell) == 0;
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            int[] cells = shape.unitCells(unit);
            long held = 0;
            for (int k = 0; k < n; k++) {
                assertThat(grid.indexInUnit(cells[k], unit)).isEqualTo(k);
                if (!grid.isBlank(cells[k])) {
                    held |= 1L << (grid.value(cells[k]) - 1);
                }
            }
            assertThat(grid.unitValues(unit)).isEqualTo(held);
            for (int value = 1; value <= n; value++) {
                long places = 0;
                for (int k = 0; k < n; k++) {
                    if (grid.hasCandidate(cells[k], value)) {
                        places |= 1L << k;
                    }
                }
                assertThat(grid.places(unit, value)).as("places of %d in %s", value, shape.unitName(unit))
                        .isEqualTo(places);
                assertThat(grid.unitHolds(unit, value)).isEqualTo((held >>> (value - 1) & 1) != 0);
                broken |= places == 0 && (held >>> (value - 1) & 1) == 0;
            }
        }
        assertThat(grid.isBroken()).isEqualTo(broken);
    }

    @Test
    void cachesFollowRandomPlacementsAndEliminations() {
        Random random = new Random(11);
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.CLASSIC, Shape.of(3, 4),
                Shape.of(4, 4))) {
            for (int round = 0; round < 6; round++) {
                Grid solution = TestGrids.randomSolution(shape, random);
                CandidateGrid grid = CandidateGrid.of(TestGrids.blank(solution, 0.7, random));
                assertConsistent(grid);
                int cells = shape.cellCount();
                for (int op = 0; op < cells && !grid.isSolved(); op++) {
                    int cell = random.nextInt(cells);
                    int value = 1 + random.nextInt(shape.size());
                    if (random.nextInt(4) == 0) {
                        if (grid.isBlank(cell)) {
                            // Sometimes a wrong value, to reach broken states too.
                            grid.place(cell, random.nextInt(3) == 0 ? value : solution.get(cell));
                        }
                    } else {
                        boolean had = grid.hasCandidate(cell, value);
                        assertThat(grid.eliminate(cell, value)).isEqualTo(had);
                    }
                    if (op % 7 == 0) {
                        assertConsistent(grid);
                    }
                }
                assertConsistent(grid);
                CandidateGrid copy = grid.copy();
                assertThat(copy).isEqualTo(grid);
                assertConsistent(copy);
            }
        }
    }

    @Test
    void aFreshGridOfAValidPuzzleIsNotBrokenAndAContradictionIs() {
        Grid puzzle = TestGrids.line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
        CandidateGrid grid = CandidateGrid.of(puzzle);
        assertThat(grid.isBroken()).isFalse();
        // r1c3 can be 1, 2 or 4: take them all away.
        for (int v = 1; v <= 9; v++) {
            grid.eliminate(2, v);
        }
        assertThat(grid.isBroken()).isTrue();
    }
}
