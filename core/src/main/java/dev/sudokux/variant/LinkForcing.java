package dev.sudokux.variant;

import dev.sudokux.solve.Budget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A candidate that would rule out every candidate of a cell (cell forcing), or every place of a digit
 * in a house or in a constraint that must hold it (house forcing), goes: one of those is true, and
 * each is weakly linked to it ({@link CandidateLinks}) by a house or a constraint. With houses alone
 * these are naked and hidden singles and locked candidates; with the constraints' own pairs (a dot, an
 * arrow, a line, a cage) they see further. The step names each link's house or constraint.
 */
final class LinkForcing extends VariantTechniques.Rated {

    private final boolean houses;

    /** Cell forcing ({@code houses} false) or house forcing. */
    LinkForcing(boolean houses) {
        super(houses ? "House Forcing (links)" : "Cell Forcing (links)", houses ? 4.4 : 4.2);
        this.houses = houses;
    }

    @Override
    public VariantExplainer.Step find(LogicState s, Budget.Meter meter) {
        CandidateLinks links = s.links(meter);
        LogicRules r = s.rules;
        Board board = r.board;
        int digits = r.digits;
        int nodes = s.cand.length * digits;
        int[] mark = new int[nodes];
        int[] tried = houses ? null : new int[s.cand.length]; // the x (from 1) that last tried each cell
        List<int[]> sets = houses ? strongSets(s, meter) : null;
        for (int x = 0; x < nodes; x++) {
            if (links.weakCount[x] == 0 || !links.open(x)) {
                continue;
            }
            int stamp = x + 1;
            for (int k = 0; k < links.weakCount[x]; k++) {
                mark[links.weak[x][k]] = stamp;
            }
            int p = x / digits;
            if (!houses) {
                // only a cell x is weakly linked to can have every candidate linked to x: try those
                // (each once), and take the first in board order, as a scan of every cell would
                int found = -1;
                for (int k = 0; k < links.weakCount[x]; k++) {
                    int q = links.weak[x][k] / digits;
                    if (q == p || tried[q] == stamp || (found >= 0 && q > found)) {
                        continue;
                    }
                    tried[q] = stamp;
                    if (s.values[q] != 0 || !board.isCell(q)) {
                        continue;
                    }
                    boolean all = true;
                    for (long m = s.cand[q]; m != 0 && all; m &= m - 1) {
                        all = mark[q * digits + Long.numberOfTrailingZeros(m)] == stamp;
                    }
                    if (all) {
                        found = q;
                    }
                }
                if (found >= 0) {
                    List<Integer> set = new ArrayList<>();
                    for (long m = s.cand[found]; m != 0; m &= m - 1) {
                        set.add(found * digits + Long.numberOfTrailingZeros(m));
                    }
                    return step(links, x, set, "every candidate of " + board.cellName(found));
                }
            } else {
                for (int i = 0; i < sets.size(); i += 2) {
                    int[] set = sets.get(i);
                    boolean all = set.length > 0;
                    for (int k = 0; k < set.length && all; k++) {
                        all = set[k] != x && mark[set[k]] == stamp;
                    }
                    if (all) {
                        int[] where = sets.get(i + 1);
                        List<Integer> list = new ArrayList<>();
                        for (int n : set) {
                            list.add(n);
                        }
                        String name = where[0] >= 0 ? r.groups.get(where[0]).name() : r.rules.get(-where[0] - 1).name();
                        return step(links, x, list, "every place of " + (set[0] % digits + 1) + " in " + name);
                    }
                }
            }
            if (meter != null) {
                meter.step();
            }
        }
        return null;
    }

    /**
     * The sets of candidates one of which is true beyond a cell: each digit's open places in a full
     * house without it, and in a constraint every filling of which holds it; each followed by where it
     * comes from ({group index} or {-rule index - 1}).
     */
    private static List<int[]> strongSets(LogicState s, Budget.Meter meter) {
        LogicRules r = s.rules;
        int digits = r.digits;
        List<int[]> sets = new ArrayList<>();
        for (int gi = 0; gi < r.groups.size(); gi++) {
            LogicRules.Group g = r.groups.get(gi);
            if (!g.full()) {
                continue;
            }
            for (int d = 0; d < digits; d++) {
                add(s, g.cells(), d, sets, gi);
            }
        }
        for (int ri = 0; ri < r.rules.size(); ri++) {
            LogicRules.Rule rule = r.rules.get(ri);
            if (rule.cells().length < 2 || rule.cells().length > VariantTechniques.MAX_CELLS) {
                continue;
            }
            VariantTechniques.Fillings f = VariantTechniques.fill(s, rule, VariantTechniques.MAX_FILLINGS, meter);
            if (f == null || !f.any) {
                continue;
            }
            for (long m = f.always & r.board.allDigits(); m != 0; m &= m - 1) {
                add(s, rule.cells(), Long.numberOfTrailingZeros(m), sets, -ri - 1);
            }
        }
        return sets;
    }

    private static void add(LogicState s, int[] cells, int d, List<int[]> sets, int where) {
        int digits = s.rules.digits;
        int[] set = new int[cells.length];
        int size = 0;
        for (int p : cells) {
            if (s.values[p] == d + 1) {
                return;
            }
            if ((s.cand[p] & (1L << d)) != 0) {
                set[size++] = p * digits + d;
            }
        }
        if (size >= 2) {
            sets.add(java.util.Arrays.copyOf(set, size));
            sets.add(new int[] {where});
        }
    }

    /**
     * The step for a set of candidates one of which is true ({@code what} says which): every open
     * candidate weakly linked to all of them goes ({@code x} among them), each with the house or
     * constraint of each of its links.
     */
    private VariantExplainer.Step step(CandidateLinks links, int x, List<Integer> set, String what) {
        Board board = links.state.rules.board;
        Map<Integer, List<String>> reasons = new TreeMap<>();
        int[] count = new int[links.weakCount.length]; // how many of the set y is linked to
        int[] last = new int[links.weakCount.length]; // the last of the set (from 1) that counted y: a pair may have several links
        for (int i = 0; i < set.size(); i++) {
            int n = set.get(i);
            for (int k = 0; k < links.weakCount[n]; k++) {
                int y = links.weak[n][k];
                if (last[y] == i + 1) {
                    continue;
                }
                last[y] = i + 1;
                if (++count[y] == 1) {
                    reasons.put(y, new ArrayList<>());
                }
                reasons.get(y).add(links.why(n, y, links.weakWhy[n][k]));
            }
        }
        VariantTechniques.Removals removals = new VariantTechniques.Removals(board);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, List<String>> e : reasons.entrySet()) {
            int y = e.getKey();
            if (count[y] == set.size() && links.open(y)) {
                removals.add(y / links.digits, 1L << (y % links.digits));
                sb.append(sb.length() == 0 ? "" : "; ").append(links.name(y)).append(" (").append(String.join(", ", e.getValue()))
                        .append(")");
            }
        }
        StringBuilder names = new StringBuilder();
        for (int n : set) {
            names.append(names.length() == 0 ? "" : ", ").append(links.name(n));
        }
        return VariantTechniques.elimination(this, difficulty, board.cellName(x / links.digits), "one of " + names + " ("
                + what + ") is true, and each rules out " + sb, removals);
    }
}
