package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The explainer's rules are sound and its paths exact, on random small puzzles ({@link RandomVariants}):
 * every rule it fills (each constraint, and the pair rules a clone, an indexer, a region sum line and
 * the other long lines imply) holds on a solution that keeps the constraint; and the digits
 * {@link AutomatonSteps} finds a path for include every digit some filling of the constraint puts
 * in a cell (the same digits, where the cells all see each other), from random candidates.
 */
class AutomatonStepsTest {

    /** What a test looks at: a random board's solution and one constraint of it (kept or broken). */
    private interface Case {
        void check(VariantPuzzle puzzle, Constraint c, int[] solution);
    }

    /** 300 random boards with a solution each, and each kind of constraint on it (broken one time in {@code lieEvery}). */
    private static void forEachConstraint(long seed, int lieEvery, Case test) {
        RandomVariants random = new RandomVariants(seed);
        Random lie = new Random(seed + 1);
        for (int round = 0; round < 300; round++) {
            Board board = random.board();
            int[] solution = random.fill(board);
            for (int kind = 0; solution != null && kind < RandomVariants.KINDS; kind++) {
                Constraint c = random.constraint(kind, board, solution, lie.nextInt(lieEvery) == 0);
                if (c != null) {
                    test.check(new VariantPuzzle(board, List.of(c), new int[board.size()]), c, solution);
                }
            }
        }
    }

    @Test
    void everyRuleHoldsOnASolutionThatKeepsItsConstraint() {
        int[] rules = {0};
        forEachConstraint(140601, Integer.MAX_VALUE, (puzzle, c, solution) -> {
            if (!c.holds(puzzle, solution)) {
                return;
            }
            for (LogicRules.Rule rule : new LogicRules(puzzle).rules) {
                assertThat(rule.check().holds(solution)).as("%s (%s) on %s", rule.name(), rule.family(),
                        java.util.Arrays.toString(solution)).isTrue();
                rules[0]++;
            }
        });
        assertThat(rules[0]).isGreaterThan(1000);
    }

    @Test
    void pathsKeepEveryFillingAndNoMoreWhereTheCellsSeeEachOther() {
        Random pick = new Random(140603);
        int[] lanes = {0, 0};
        forEachConstraint(140602, 4, (puzzle, c, solution) -> {
            Board board = puzzle.board();
            LogicRules r = new LogicRules(puzzle);
            LogicState s = new LogicState(r);
            for (int p = 0; p < board.size(); p++) {
                if (board.isCell(p)) {
                    long keep = s.cand[p] & pick.nextLong();
                    s.cand[p] = keep != 0 ? keep : s.cand[p];
                }
            }
            for (LogicRules.Lane lane : r.lanes) {
                int[] cells = lane.automaton().cells();
                long[] support = AutomatonSteps.support(s, lane, null);
                if (support == null) {
                    continue;
                }
                int[] distinct = LogicRules.distinct(cells);
                VariantTechniques.Fillings all = VariantTechniques.fill(s, distinct, v -> c.holds(puzzle, v),
                        Long.MAX_VALUE, null);
                for (int i = 0; i < cells.length; i++) {
                    long filled = all.seen[indexOf(distinct, cells[i])];
                    assertThat(support[i] & filled).as("%s at %s", lane.name(), board.cellName(cells[i])).isEqualTo(filled);
                    if (lane.distinct()) {
                        assertThat(support[i]).as("%s at %s", lane.name(), board.cellName(cells[i])).isEqualTo(filled);
                    }
                }
                lanes[0]++;
                lanes[1] += lane.distinct() ? 1 : 0;
            }
        });
        assertThat(lanes[0]).isGreaterThan(300);
        assertThat(lanes[1]).isGreaterThan(100);
    }

    private static int indexOf(int[] cells, int p) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == p) {
                return i;
            }
        }
        throw new AssertionError(p);
    }
}
