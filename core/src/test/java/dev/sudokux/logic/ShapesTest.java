package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.solve.DlxSolver;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The techniques on other shapes (4x4, 6x6, 8x8, 12x12, 16x16), on seeded random puzzles with one
 * solution: the whole explainer and each technique alone, every step checked against the solution.
 */
class ShapesTest {

    private static final DlxSolver DLX = new DlxSolver();

    /** A puzzle with one solution: {@code solution} with cells blanked in random order while it stays unique. */
    private static Grid puzzle(Grid solution, Random random, int maxChecks) {
        int[] values = solution.toArray();
        int[] order = new int[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        // Blank a safe first share at once for the large shapes, then one cell at a time.
        int start = 0;
        if (solution.size() >= 12) {
            start = values.length * 45 / 100;
            for (int k = 0; k < start; k++) {
                values[order[k]] = 0;
            }
            if (DLX.check(Grid.of(solution.shape(), values)).status() != Status.UNIQUE) {
                return solution; // rare: the caller skips a full grid
            }
        }
        for (int k = start, checks = 0; k < values.length && checks < maxChecks; k++, checks++) {
            int v = values[order[k]];
            values[order[k]] = 0;
            if (DLX.check(Grid.of(solution.shape(), values)).status() != Status.UNIQUE) {
                values[order[k]] = v;
            }
        }
        return Grid.of(solution.shape(), values);
    }

    @Test
    void everyTechniqueIsSoundOnEveryShape() {
        Random random = new Random(2024);
        Explainer explainer = Explainer.standard();
        Map<String, Integer> found = new HashMap<>();
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.of(2, 4), Shape.of(3, 4),
                Shape.of(4, 4))) {
            int puzzles = shape.size() >= 12 ? 6 : 25;
            int checks = shape.size() >= 16 ? 60 : shape.size() >= 12 ? 40 : Integer.MAX_VALUE;
            for (int k = 0; k < puzzles; k++) {
                Grid solution = TestGrids.randomSolution(shape, random);
                Grid puzzle = puzzle(solution, random, checks);
                if (puzzle.isFilled()) {
                    continue;
                }
                StepCheck.explainChecked(explainer, puzzle);
                for (Technique t : explainer.techniques()) {
                    if (t instanceof ForcingChains) {
                        continue; // the last resort: ChainSoundnessTest checks them alone on small shapes
                    }
                    found.merge(t.name(), StepCheck.checkTechnique(t, puzzle, solution, explainer), Integer::sum);
                }
            }
        }
        // Shape-independent techniques must work beyond 9x9: these fire on the puzzles above.
        for (String name : List.of("Full House", "Hidden Single", "Naked Single", "Locked Candidates (Pointing)",
                "Locked Candidates (Claiming)", "Naked Pair", "Hidden Pair", "Naked Triple", "Hidden Triple",
                "X-Wing")) {
            assertThat(found.getOrDefault(name, 0)).as(name + " on other shapes: " + found).isPositive();
        }
    }

    @Test
    void largeGridsKeepSubsetsAndFishToFourCells() {
        // A 16x16 grid where a value can go in only 5 columns of 5 rows: a size-5 fish, which sudokux does
        // not look for; a size-2 one (in rows 1 and 2, columns 1 and 2) it finds.
        CandidateGrid grid = CandidateGrid.of(Grid.empty(Shape.of(4, 4)));
        int n = 16;
        for (int r = 0; r < 5; r++) {
            for (int c = 5; c < n; c++) {
                grid.eliminate(r * n + c, 7);
            }
        }
        assertThat(new Fish(4).find(grid)).isEmpty();
        for (int r = 0; r < 2; r++) {
            for (int c = 2; c < 5; c++) {
                grid.eliminate(r * n + c, 7);
            }
        }
        Step step = new Fish(2).find(grid).orElseThrow();
        assertThat(step.focus()).isEqualTo("rows 1 and 2");
        assertThat(step.eliminations()).hasSize(2 * 14).allMatch(e -> e.value() == 7 && e.cell() % n < 2);
    }

    @Test
    void uniqueRectanglesNeedExactlyTwoBoxesOnRectangularBoxes() {
        // 6x6 with 2x3 boxes: rows 1-2 share a band, columns 1 and 4 are in different stacks: two boxes.
        Shape shape = Shape.of(2, 3);
        CandidateGrid grid = CandidateGrid.of(Grid.empty(shape));
        int[] corners = {shape.cell(0, 0), shape.cell(0, 3), shape.cell(1, 0)};
        for (int cell : corners) {
            for (int v = 3; v <= 6; v++) {
                grid.eliminate(cell, v);
            }
        }
        Step step = new UniqueLoop().find(grid).orElseThrow();
        assertThat(step.eliminations()).containsExactly(new Elimination(shape.cell(1, 3), 1),
                new Elimination(shape.cell(1, 3), 2));
        // Rows 1 and 3 are in different bands and columns 1 and 2 in one stack: also two boxes.
        CandidateGrid other = CandidateGrid.of(Grid.empty(shape));
        for (int cell : new int[] {shape.cell(0, 0), shape.cell(0, 1), shape.cell(2, 0)}) {
            for (int v = 3; v <= 6; v++) {
                other.eliminate(cell, v);
            }
        }
        assertThat(new UniqueLoop().find(other).orElseThrow().eliminations())
                .containsExactly(new Elimination(shape.cell(2, 1), 1), new Elimination(shape.cell(2, 1), 2));
    }
}
