package dev.sudokux.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.solve.DlxSolver;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MinimalityTest {

    @Test
    void agreesWithTheOracleOnRandomPuzzles() {
        // Minimal puzzles, some with extra clues, some with a clue too few (several solutions).
        Random random = new Random(11);
        Generator four = Generator.builder(Shape.of(2, 2)).minimal(true).build();
        Generator six = Generator.builder(Shape.of(2, 3)).minimal(true).build();
        int minimal = 0;
        int unique = 0;
        for (int i = 0; i < 200; i++) {
            Shape shape = i % 2 == 0 ? Shape.of(2, 2) : Shape.of(2, 3);
            Generated g = (i % 2 == 0 ? four : six).next(i);
            Grid puzzle = g.puzzle();
            int change = random.nextInt(4);
            for (int k = 0; k < change; k++) {
                int cell = random.nextInt(shape.cellCount());
                puzzle = change == 3 ? puzzle.with(cell, 0) : puzzle.with(cell, g.solution().get(cell));
            }
            boolean isUnique = OracleCounter.count(puzzle, 2) == 1;
            boolean expected = isUnique;
            for (int cell = 0; expected && cell < shape.cellCount(); cell++) {
                if (puzzle.get(cell) != 0 && OracleCounter.count(puzzle.with(cell, 0), 2) == 1) {
                    expected = false;
                }
            }
            assertThat(Minimality.isMinimal(puzzle)).as("%s", puzzle).isEqualTo(expected);
            if (isUnique) {
                unique++;
                List<Integer> removable = Minimality.removableClues(puzzle, new DlxSolver());
                assertThat(removable.isEmpty()).isEqualTo(expected);
                for (int cell : removable) {
                    assertThat(OracleCounter.count(puzzle.with(cell, 0), 2)).isEqualTo(1);
                }
            }
            minimal += expected ? 1 : 0;
        }
        assertThat(minimal).as("some were minimal").isGreaterThan(10);
        assertThat(unique - minimal).as("some unique ones were not").isGreaterThan(10);
    }

    @Test
    void minimalityUnderASymmetryAgreesWithTheOracle() {
        Random random = new Random(12);
        int yes = 0;
        int no = 0;
        for (int i = 0; i < 120; i++) {
            Symmetry symmetry = Symmetry.values()[i % Symmetry.values().length];
            Shape shape = i % 2 == 0 ? Shape.of(2, 2) : Shape.of(3, 2);
            Generated g = Generator.builder(shape).symmetry(symmetry).minimal(true).build().next(i);
            Grid puzzle = g.puzzle();
            if (random.nextBoolean()) {
                int cell = random.nextInt(shape.cellCount());
                puzzle = puzzle.with(cell, g.solution().get(cell)); // perhaps an extra clue
            }
            boolean expected = OracleCounter.count(puzzle, 2) == 1;
            for (int[] orbit : symmetry.orbits(shape)) {
                Grid without = puzzle;
                for (int cell : orbit) {
                    without = without.with(cell, 0);
                }
                if (expected && !without.equals(puzzle) && OracleCounter.count(without, 2) == 1) {
                    expected = false;
                }
            }
            assertThat(Minimality.isMinimal(puzzle, symmetry)).as("%s %s", symmetry, puzzle).isEqualTo(expected);
            if (symmetry == Symmetry.NONE) {
                assertThat(Minimality.isMinimal(puzzle)).isEqualTo(expected);
            }
            if (expected) {
                yes++;
            } else {
                no++;
            }
        }
        assertThat(yes).isGreaterThan(20);
        assertThat(no).isGreaterThan(20);
    }

    @Test
    void aGeneratedMinimalPuzzleLosesMinimalityWithAnExtraClue() {
        Generated g = Generator.builder(Shape.of(3, 3)).minimal(true).build().next(8);
        assertThat(Minimality.isMinimal(g.puzzle())).isTrue();
        int blank = 0;
        while (g.puzzle().get(blank) != 0) {
            blank++;
        }
        Grid extra = g.puzzle().with(blank, g.solution().get(blank));
        assertThat(Minimality.isMinimal(extra)).isFalse();
        assertThat(Minimality.removableClues(extra, new DlxSolver())).isNotEmpty();
    }

    @Test
    void puzzlesWithoutExactlyOneSolutionAreNotMinimal() {
        Grid empty = Grid.empty(Shape.of(3, 3));
        assertThat(Minimality.isMinimal(empty)).isFalse();
        assertThatThrownBy(() -> Minimality.removableClues(empty, new DlxSolver()))
                .isInstanceOf(IllegalArgumentException.class);
        Grid clash = empty.with(0, 1).with(1, 1);
        assertThat(Minimality.isMinimal(clash)).isFalse();
    }
}
