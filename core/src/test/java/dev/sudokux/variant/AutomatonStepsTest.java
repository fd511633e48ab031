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

    @Test
    void everyRuleHoldsOnASolutionThatKeepsItsConstraint() {
        RandomVariants random = new RandomVariants(140601);
        int rules = 0;
        for (int round = 0; round < 300; round++) {
            Board board = random.board();
            int[] solution = random.fill(board);
            if (solution == null) {
                continue;
            }
            for (int kind = 0; kind < RandomVariants.KINDS; kind++) {
                Constraint c = random.constraint(kind, board, solution, false);
                if (c == null || !c.holds(new VariantPuzzle(board, List.of(c), new int[board.size()]), solution)) {
                    continue;
                }
                LogicRules r = new LogicRules(new VariantPuzzle(board, List.of(c), new int[board.size()]));
                for (LogicRules.Rule rule : r.rules) {
                    assertThat(rule.check().holds(solution)).as("%s (%s) on %s", rule.name(), rule.family(),
                            java.util.Arrays.toString(solution)).isTrue();
                    rules++;
                }
            }
        }
        assertThat(rules).isGreaterThan(1000);
    }

    @Test
    void pathsKeepEveryFillingAndNoMoreWhereTheCellsSeeEachOther() {
        RandomVariants random = new RandomVariants(140602);
        Random pick = new Random(140603);
        int lanes = 0;
        int exact = 0;
        for (int round = 0; round < 300; round++) {
            Board board = random.board();
            int[] solution = random.fill(board);
            if (solution == null) {
                continue;
            }
            for (int kind = 0; kind < RandomVariants.KINDS; kind++) {
                Constraint c = random.constraint(kind, board, solution, pick.nextInt(4) == 0);
                if (c == null) {
                    continue;
                }
                VariantPuzzle puzzle = new VariantPuzzle(board, List.of(c), new int[board.size()]);
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
                        int k = indexOf(distinct, cells[i]);
                        assertThat(support[i] & all.seen[k]).as("%s at %s", lane.name(), board.cellName(cells[i]))
                                .isEqualTo(all.seen[k]);
                        if (lane.distinct()) {
                            assertThat(support[i]).as("%s at %s", lane.name(), board.cellName(cells[i]))
                                    .isEqualTo(all.seen[k]);
                        }
                    }
                    lanes++;
                    exact += lane.distinct() ? 1 : 0;
                }
            }
        }
        assertThat(lanes).isGreaterThan(300);
        assertThat(exact).isGreaterThan(100);
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
