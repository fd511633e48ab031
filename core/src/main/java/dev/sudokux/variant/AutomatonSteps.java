package dev.sudokux.variant;

import dev.sudokux.solve.Budget;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A long constraint read along its cells as an {@link Automaton}: sandwich, X-sum and skyscraper
 * clues, zipper, region sum, entropic and between lines, little killers, arrows and cages with a sum.
 * A candidate goes when no path of the automaton through the cells' candidates, with that digit in
 * that cell, ends in an accepting state; where the cells all see each other (a clue's row or column,
 * a cage) a path also never repeats a digit, so there it is exactly "no filling of the constraint
 * keeps it". It is the constraint's own eliminations for constraints with too many fillings to list
 * one by one (a clue over an empty row has up to 9! of them): fillings that reach the same state
 * share the rest of their paths. The step names the constraint.
 */
final class AutomatonSteps extends VariantTechniques.Rated {

    /** The most states (automaton state and digits used so far) looked at for one constraint in one step. */
    static final int MAX_STATES = 100_000;

    AutomatonSteps() {
        super("Constraint Eliminations (paths)", 3.5);
    }

    /** An automaton state and, where the cells all see each other, the digits its path has used. */
    private record Node(long state, long used) {
    }

    @Override
    public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
        LogicRules r = s.rules;
        for (LogicRules.Lane lane : r.lanes) {
            int[] cells = lane.automaton().cells();
            int[] distinct = LogicRules.distinct(cells);
            if (VariantTechniques.SumBounds.fillable(s, distinct)) {
                continue; // the constraint's own eliminations have said all a filling can say
            }
            long[] support = support(s, lane, meter);
            if (support == null) {
                continue;
            }
            long[] gone = new long[r.board.size()];
            for (int i = 0; i < cells.length; i++) {
                int p = cells[i];
                if (s.values[p] == 0) {
                    gone[p] |= s.cand[p] & ~support[i];
                }
            }
            VariantTechniques.Removals removals = new VariantTechniques.Removals(r.board);
            for (int p : distinct) {
                removals.add(p, gone[p]);
            }
            if (!removals.isEmpty()) {
                return new VariantExplainer.Step(lane.family(), difficulty, lane.name(),
                        lane.name() + ": " + removals.text(), List.of(), removals.list);
            }
        }
        return null;
    }

    /**
     * Per position of the automaton's cells, the digits some accepted path puts there; remembered
     * while the cells keep their candidates. Null when the paths have more than {@link #MAX_STATES} states.
     */
    static long[] support(LogicState s, LogicRules.Lane lane, Budget.Meter meter) {
        Automaton a = lane.automaton();
        int[] cells = a.cells();
        LogicRules.Memo<long[]> memo = lane.memo();
        if (memo.same(s, cells)) {
            if (meter != null) {
                meter.step();
            }
            return memo.result;
        }
        long[] support = walk(s, a, lane.distinct(), meter);
        memo.remember(s, cells, support);
        return support;
    }

    private static long[] walk(LogicState s, Automaton a, boolean distinct, Budget.Meter meter) {
        int[] cells = a.cells();
        int m = cells.length;
        List<Set<Node>> layers = new ArrayList<>(m + 1);
        Set<Node> layer = new HashSet<>();
        layer.add(new Node(a.start(), 0));
        layers.add(layer);
        int states = 1;
        for (int i = 0; i < m; i++) {
            Set<Node> next = new HashSet<>();
            for (Node n : layer) {
                for (long c = s.cand[cells[i]]; c != 0; c &= c - 1) {
                    Node t = next(a, i, n, c & -c, distinct);
                    if (t != null && next.add(t)) {
                        if (meter != null) {
                            meter.step();
                        }
                        if (++states > MAX_STATES) {
                            return null;
                        }
                    }
                }
            }
            layers.add(next);
            layer = next;
        }
        Set<Node> alive = new HashSet<>();
        for (Node n : layer) {
            if (a.accepts(n.state())) {
                alive.add(n);
            }
        }
        long[] support = new long[m];
        for (int i = m - 1; i >= 0; i--) {
            Set<Node> before = new HashSet<>();
            for (Node n : layers.get(i)) {
                for (long c = s.cand[cells[i]]; c != 0; c &= c - 1) {
                    long bit = c & -c;
                    Node t = next(a, i, n, bit, distinct);
                    if (t != null && alive.contains(t)) {
                        support[i] |= bit;
                        before.add(n);
                    }
                }
            }
            alive = before;
        }
        return support;
    }

    /** Where the {@code i}-th cell's digit {@code bit} leads from {@code n}, or null when it is refused. */
    private static Node next(Automaton a, int i, Node n, long bit, boolean distinct) {
        if (distinct && (n.used() & bit) != 0) {
            return null;
        }
        long t = a.step(i, n.state(), Long.numberOfTrailingZeros(bit) + 1);
        return t == Automaton.REJECT ? null : new Node(t, distinct ? n.used() | bit : 0);
    }
}
