package dev.sudokux.variant;

import dev.sudokux.solve.Budget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The open candidates of a {@link LogicState} linked in pairs by every house and constraint, for
 * chains. Two candidates are <em>weakly</em> linked when they cannot both be true: two digits of one
 * cell; one digit in two cells that see each other (a house of any kind, a cage, a renban line, an
 * anti-knight or anti-king move); any two candidates that no filling of a constraint holds together
 * (a dot's, a line's, a cage's, a clue's own logic). They are <em>strongly</em> linked when they
 * cannot both be false: the two digits of a cell with two candidates; the two places of a digit in
 * a house; two candidates one of which every filling of a constraint holds. Each link keeps the name
 * of the house or constraint it comes from. Candidate {@code d} of cell {@code p} is node
 * {@code p * digits + d - 1}.
 */
final class CandidateLinks {

    /** The most fillings (product of its cells' candidate counts) a constraint may have to be linked pairwise. */
    static final long PAIR_FILLINGS = VariantTechniques.MAX_FILLINGS;
    /** A link inside one cell. */
    static final int CELL = -1;
    /** A link between cells that see each other; the house or rule is named on demand ({@link #why}). */
    static final int SEEN = -2;

    final LogicState state;
    final int digits;
    /** Per node, the nodes it is weakly linked to, and what links them (a label, {@link #CELL} or {@link #SEEN}). */
    final int[][] weak;
    final int[][] weakWhy;
    final int[] weakCount;
    /** Per node, the nodes it is strongly linked to, and what links them. */
    final int[][] strong;
    final int[][] strongWhy;
    final int[] strongCount;
    private final List<String> labels = new ArrayList<>();
    private final Map<String, Integer> labelIds = new HashMap<>();

    CandidateLinks(LogicState s, Budget.Meter meter) {
        state = s;
        LogicRules r = s.rules;
        digits = r.digits;
        int nodes = s.cand.length * digits;
        weak = new int[nodes][];
        weakWhy = new int[nodes][];
        weakCount = new int[nodes];
        strong = new int[nodes][];
        strongWhy = new int[nodes][];
        strongCount = new int[nodes];
        cellsAndPeers(s);
        houses(s);
        for (LogicRules.Rule rule : r.rules) {
            constraint(s, rule, meter);
        }
    }

    /** Whether node {@code n} is an open candidate (of a cell without its digit yet). */
    boolean open(int n) {
        int p = n / digits;
        return state.values[p] == 0 && (state.cand[p] & (1L << (n % digits))) != 0;
    }

    private void cellsAndPeers(LogicState s) {
        LogicRules r = s.rules;
        for (int p = 0; p < s.cand.length; p++) {
            if (!r.board.isCell(p) || s.values[p] != 0) {
                continue;
            }
            boolean bivalue = Long.bitCount(s.cand[p]) == 2;
            for (long m = s.cand[p]; m != 0; m &= m - 1) {
                int d = Long.numberOfTrailingZeros(m);
                int n = p * digits + d;
                for (long o = s.cand[p] & ~(1L << d); o != 0; o &= o - 1) {
                    int other = p * digits + Long.numberOfTrailingZeros(o);
                    add(weak, weakWhy, weakCount, n, other, CELL);
                    if (bivalue) {
                        add(strong, strongWhy, strongCount, n, other, CELL);
                    }
                }
                for (int q : r.sees[p]) {
                    if (s.values[q] == 0 && (s.cand[q] & (1L << d)) != 0) {
                        add(weak, weakWhy, weakCount, n, q * digits + d, SEEN);
                    }
                }
            }
        }
    }

    /** A digit with two places left in a full house: one of them holds it. */
    private void houses(LogicState s) {
        LogicRules r = s.rules;
        for (LogicRules.Group g : r.groups) {
            if (!g.full()) {
                continue;
            }
            int label = -1;
            for (int d = 0; d < digits; d++) {
                long bit = 1L << d;
                int first = -1;
                int second = -1;
                int count = 0;
                for (int p : g.cells()) {
                    if (s.values[p] == d + 1) {
                        count = 3;
                        break;
                    }
                    if (s.values[p] == 0 && (s.cand[p] & bit) != 0) {
                        second = first;
                        first = p;
                        count++;
                    }
                }
                if (count == 2) {
                    label = label >= 0 ? label : label(g.name());
                    link(strong, strongWhy, strongCount, first * digits + d, second * digits + d, label);
                }
            }
        }
    }

    /**
     * The pairs of candidates a constraint's fillings never hold together (weak links), and those of
     * which every filling holds one (strong links), where its fillings are few enough to list.
     */
    private void constraint(LogicState s, LogicRules.Rule rule, Budget.Meter meter) {
        int[] cells = rule.cells();
        if (cells.length < 2 || cells.length > VariantTechniques.MAX_CELLS
                || !VariantTechniques.fewFillings(s, cells, PAIR_FILLINGS)) {
            return;
        }
        int open = 0;
        for (int p : cells) {
            open += s.values[p] == 0 ? 1 : 0;
        }
        if (open < 2) {
            return;
        }
        int[] counts = pairCounts(s, rule, meter);
        int m = cells.length;
        int side = m * digits;
        int singles = side * side;
        int total = counts[singles + side];
        if (total == 0) {
            return; // no filling: the constraint's own eliminations say so first
        }
        int label = -1;
        for (int i = 0; i < m; i++) {
            int a = cells[i];
            if (s.values[a] != 0) {
                continue;
            }
            for (int j = i + 1; j < m; j++) {
                int b = cells[j];
                if (s.values[b] != 0) {
                    continue;
                }
                boolean seen = s.rules.see(a, b);
                for (long x = s.cand[a]; x != 0; x &= x - 1) {
                    int d = Long.numberOfTrailingZeros(x);
                    int row = (i * digits + d) * side + j * digits;
                    for (long y = s.cand[b]; y != 0; y &= y - 1) {
                        int e = Long.numberOfTrailingZeros(y);
                        int both = counts[row + e];
                        if (both == 0 && !(seen && d == e)) {
                            label = label >= 0 ? label : label(rule.name());
                            link(weak, weakWhy, weakCount, a * digits + d, b * digits + e, label);
                        }
                        if (total - counts[singles + i * digits + d] - counts[singles + j * digits + e] + both == 0) {
                            label = label >= 0 ? label : label(rule.name());
                            link(strong, strongWhy, strongCount, a * digits + d, b * digits + e, label);
                        }
                    }
                }
            }
        }
    }

    /**
     * How many fillings of the rule's cells hold each pair of candidates: for cells {@code i < j}
     * (their places in the rule) and digits {@code d}, {@code e} (from 0), at {@code ((i * digits + d)
     * * m + j) * digits + e}; then how many hold each candidate, at {@code (m * digits)^2 + i * digits
     * + d}; then the number of fillings. Remembered while the cells keep their candidates.
     */
    private int[] pairCounts(LogicState s, LogicRules.Rule rule, Budget.Meter meter) {
        int[] cells = rule.cells();
        LogicRules.Memo<int[]> memo = rule.pairs();
        if (memo.same(s, cells)) {
            if (meter != null) {
                meter.step();
            }
            return memo.result;
        }
        int m = cells.length;
        int side = m * digits;
        int[] counts = new int[side * side + side + 1];
        int singles = side * side;
        VariantTechniques.walk(s, cells, 0, new int[s.values.length], (c, values) -> {
            for (int i = 0; i < m; i++) {
                int row = i * digits + values[c[i]] - 1;
                counts[singles + row]++;
                for (int j = i + 1; j < m; j++) {
                    counts[row * side + j * digits + values[c[j]] - 1]++;
                }
            }
            counts[singles + side]++;
        }, rule.check(), meter);
        memo.remember(s, cells, counts);
        return counts;
    }

    private int label(String name) {
        return labelIds.computeIfAbsent(name, k -> {
            labels.add(k);
            return labels.size() - 1;
        });
    }

    /** Both ways. */
    private static void link(int[][] to, int[][] why, int[] count, int a, int b, int label) {
        add(to, why, count, a, b, label);
        add(to, why, count, b, a, label);
    }

    private static void add(int[][] to, int[][] why, int[] count, int a, int b, int label) {
        if (to[a] == null) {
            to[a] = new int[8];
            why[a] = new int[8];
        } else if (count[a] == to[a].length) {
            to[a] = Arrays.copyOf(to[a], count[a] * 2);
            why[a] = Arrays.copyOf(why[a], count[a] * 2);
        }
        to[a][count[a]] = b;
        why[a][count[a]++] = label;
    }

    /** A candidate as chains write it: {@code (5)r1c2}. */
    String name(int n) {
        return "(" + (n % digits + 1) + ")" + state.rules.board.cellName(n / digits);
    }

    /** What links {@code a} and {@code b} with {@code label}: {@code cell}, {@code row 3}, {@code killer cage 10 at ...}. */
    String why(int a, int b, int label) {
        if (label >= 0) {
            return labels.get(label);
        }
        if (label == CELL) {
            return "cell";
        }
        int p = a / digits;
        int q = b / digits;
        for (LogicRules.Group g : state.rules.groups) {
            boolean hasP = false;
            boolean hasQ = false;
            for (int c : g.cells()) {
                hasP |= c == p;
                hasQ |= c == q;
            }
            if (hasP && hasQ) {
                return g.name();
            }
        }
        Board board = state.rules.board;
        int dr = Math.abs(p / board.columns() - q / board.columns());
        int dc = Math.abs(p % board.columns() - q % board.columns());
        return dr + dc == 3 && dr > 0 && dc > 0 ? "anti-knight" : dr <= 1 && dc <= 1 ? "anti-king" : "no-repeat rule";
    }
}
