package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The 45 rule's equations hold on the solution: random killer cages (tiling the board, or with some
 * cages left out, now and then one overlapping another) read off a random 4x4, 6x6 or 9x9 solution;
 * every equation of every kind, under several limits, adds up there, keeps the limits and kinds asked
 * for, and each kind comes up. Seeded, so a failure repeats.
 */
class FortyFiveRuleTest {

    @Test
    void everyEquationHoldsOnTheSolutionAndKeepsItsLimits() {
        RandomVariants rv = new RandomVariants(4545);
        Random random = rv.random();
        Set<FortyFiveRule.Kind> seen = EnumSet.noneOf(FortyFiveRule.Kind.class);
        int equations = 0;
        for (int round = 0; round < 120; round++) {
            Shape shape = new Shape[] {Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 3)}[round % 3];
            Board board = Board.classic(shape);
            int[] solution = rv.fill(board);
            List<Constraint> cages = new ArrayList<>(KillerReasoningTest.tiling(board, solution, random,
                    1 + random.nextInt(4), false));
            if (random.nextBoolean()) {
                cages.removeIf(c -> random.nextInt(4) == 0);
            }
            if (round % 5 == 0 && !cages.isEmpty()) { // a cage overlapping another: regions it touches are skipped
                int[] cells = cages.get(random.nextInt(cages.size())).cells();
                cages.add(new Constraint.Cage(new int[] {cells[0]}, solution[cells[0]]));
            }
            VariantPuzzle puzzle = new VariantPuzzle(board, cages, new int[board.size()]);
            int maxLines = 1 + random.nextInt(board.digits());
            int maxCells = 1 + random.nextInt(8);
            Set<FortyFiveRule.Kind> kinds = EnumSet.noneOf(FortyFiveRule.Kind.class);
            for (FortyFiveRule.Kind k : FortyFiveRule.Kind.values()) {
                if (random.nextInt(4) != 0) {
                    kinds.add(k);
                }
            }
            for (FortyFiveRule.Equation e : FortyFiveRule.derive(puzzle, maxLines, maxCells, kinds)) {
                int sum = 0;
                for (int p : e.plus()) {
                    sum += solution[p];
                }
                for (int p : e.minus()) {
                    sum -= solution[p];
                }
                assertThat(sum).as("round %d: %s", round, e).isEqualTo(e.target());
                assertThat(e.plus().length + e.minus().length).isBetween(1, maxCells);
                assertThat(kinds).contains(e.kind());
                assertThat(e.region()).matches("(row|column|box|rows|columns) \\d+(-\\d+)?");
                if (e.region().contains("-")) {
                    String[] ends = e.region().replaceAll("[a-z ]", "").split("-");
                    assertThat(Integer.parseInt(ends[1]) - Integer.parseInt(ends[0]) + 1).isBetween(2, maxLines);
                }
                seen.add(e.kind());
                equations++;
            }
        }
        assertThat(seen).containsExactlyInAnyOrder(FortyFiveRule.Kind.values());
        assertThat(equations).isGreaterThan(500);
    }

    @Test
    void aPuzzleWithoutSumsHasNoEquation() {
        Board board = Board.classic(Shape.of(2, 2));
        VariantPuzzle puzzle = new VariantPuzzle(board, List.of(new Constraint.Cage(new int[] {0, 1}, 0)),
                new int[board.size()]);
        assertThat(FortyFiveRule.derive(puzzle, 4, 9, EnumSet.allOf(FortyFiveRule.Kind.class))).isEmpty();
    }
}
