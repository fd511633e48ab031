package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;

/**
 * What the variant explainer reads of a puzzle, worked out once: which cells see each other (a
 * shared house, an anti-knight or anti-king move, a shared killer cage or renban line), the groups
 * whose digits never repeat (houses, cages, renban lines), the constraints whose fillings it looks at
 * (smallest first), and the sums the 45 rule gives (innies and outies of houses and of runs of rows
 * or columns with killer cages). Immutable; shared by every state of one explanation.
 */
final class LogicRules {

    /** The most cells an innie or outie group may have to be looked at. */
    static final int MAX_SUM_CELLS = 5;

    /**
     * Cells whose digits never repeat.
     *
     * @param name  as people name it: {@code row 3}, {@code killer cage 15 at r1c1 r1c2}
     * @param cells its cells
     * @param full  whether it has as many cells as there are digits (each digit exactly once)
     * @param box   whether it is a box or a jigsaw region (a hidden single there is the easiest)
     */
    record Group(String name, int[] cells, boolean full, boolean box) {
    }

    /**
     * A sum the 45 rule gives: the digits of {@code cells} add up to {@code sum}.
     *
     * @param name  where it comes from: {@code innies of rows 1-2}, {@code outies of box 5}
     * @param cells the innies or outies
     * @param sum   their sum
     */
    record SumGroup(String name, int[] cells, int sum) {
    }

    final VariantPuzzle puzzle;
    final Board board;
    final int digits;
    /** For each position, the cells it sees (shares a no-repeat rule with). */
    final int[][] sees;
    private final BitSet[] seeSets;
    final List<Group> groups;
    /** The constraints that the explainer fills on their own, with their distinct cells, fewest cells first. */
    final List<Constraint> constraints;
    final List<int[]> constraintCells;
    final List<SumGroup> sums;

    LogicRules(VariantPuzzle puzzle) {
        this.puzzle = puzzle;
        this.board = puzzle.board();
        this.digits = board.digits();
        int size = board.size();
        seeSets = new BitSet[size];
        for (int p = 0; p < size; p++) {
            seeSets[p] = new BitSet(size);
            if (board.isCell(p)) {
                for (int q : board.peers(p)) {
                    seeSets[p].set(q);
                }
            }
        }
        groups = new ArrayList<>();
        for (House h : board.houses()) {
            groups.add(new Group(h.name(), h.cellArray(), h.size() == digits,
                    h.kind() == House.Kind.BOX || h.kind() == House.Kind.REGION));
        }
        List<Constraint> filled = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.AntiKnight) {
                link(Geometry.pairs(board, Geometry.KNIGHT));
            } else if (c instanceof Constraint.AntiKing) {
                link(Geometry.pairs(board, Geometry.KING));
            } else if (c instanceof Constraint.Cage || c instanceof Constraint.Renban) {
                int[] cells = distinct(c.cells());
                groups.add(new Group(c.describe(board), cells, cells.length == digits, false));
                for (int a : cells) {
                    for (int b : cells) {
                        if (a != b) {
                            seeSets[a].set(b);
                        }
                    }
                }
            }
            if (!(c instanceof Constraint.Extremum || c instanceof Constraint.Negative
                    || c instanceof Constraint.AntiKnight || c instanceof Constraint.AntiKing)) {
                filled.add(c); // Extremum and Negative read cells beyond their own: judged on whole grids only
            }
        }
        filled.sort(Comparator.comparingInt(c -> distinct(c.cells()).length));
        constraints = List.copyOf(filled);
        constraintCells = new ArrayList<>();
        for (Constraint c : constraints) {
            constraintCells.add(distinct(c.cells()));
        }
        sees = new int[size][];
        for (int p = 0; p < size; p++) {
            sees[p] = seeSets[p].stream().toArray();
        }
        sums = sumGroups();
    }

    private void link(List<int[]> pairs) {
        for (int[] pair : pairs) {
            seeSets[pair[0]].set(pair[1]);
            seeSets[pair[1]].set(pair[0]);
        }
    }

    /** Whether {@code a} and {@code b} may not hold the same digit. */
    boolean see(int a, int b) {
        return seeSets[a].get(b);
    }

    /** The digits of a full group add up to this. */
    int houseSum() {
        return digits * (digits + 1) / 2;
    }

    /**
     * The innies and outies of every full house and of every run of two to four consecutive rows or
     * columns (houses of the same kind next to each other in the board's list, disjoint), where the
     * killer cages (with sums) touching it do not overlap.
     */
    private List<SumGroup> sumGroups() {
        List<Constraint.Cage> cages = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.Cage cage && cage.sum() > 0) {
                cages.add(cage);
            }
        }
        List<SumGroup> out = new ArrayList<>();
        if (cages.isEmpty()) {
            return out;
        }
        List<House> houses = board.houses();
        for (int i = 0; i < houses.size(); i++) {
            House first = houses.get(i);
            if (first.size() != digits) {
                continue;
            }
            BitSet region = new BitSet(board.size());
            int count = 0;
            for (int k = i; k < houses.size() && k < i + 4; k++) {
                House h = houses.get(k);
                if (h.size() != digits || h.kind() != first.kind() || (k > i
                        && (first.kind() != House.Kind.ROW && first.kind() != House.Kind.COLUMN))) {
                    break;
                }
                boolean disjoint = true;
                for (int p : h.cellArray()) {
                    disjoint &= !region.get(p);
                }
                if (!disjoint) {
                    break;
                }
                for (int p : h.cellArray()) {
                    region.set(p);
                }
                count++;
                String name = count == 1 ? h.name() : first.name().replace("row ", "rows ")
                        .replace("column ", "columns ") + "-" + lastNumber(h.name());
                addSums(out, name, region, count * houseSum(), cages);
            }
        }
        return out;
    }

    private static String lastNumber(String name) {
        int k = name.lastIndexOf(' ');
        return name.substring(k + 1);
    }

    private void addSums(List<SumGroup> out, String name, BitSet region, int total, List<Constraint.Cage> cages) {
        BitSet covered = new BitSet(board.size());
        BitSet inside = new BitSet(board.size());
        BitSet outside = new BitSet(board.size());
        int insideSum = 0;
        int touchingSum = 0;
        for (Constraint.Cage cage : cages) {
            int[] cells = distinct(cage.cells());
            int in = 0;
            for (int p : cells) {
                in += region.get(p) ? 1 : 0;
            }
            if (in == 0) {
                continue;
            }
            for (int p : cells) {
                if (covered.get(p)) {
                    return; // overlapping cages: the sums do not add up
                }
                covered.set(p);
            }
            touchingSum += cage.sum();
            if (in == cells.length) {
                insideSum += cage.sum();
                for (int p : cells) {
                    inside.set(p);
                }
            } else {
                for (int p : cells) {
                    if (!region.get(p)) {
                        outside.set(p);
                    }
                }
            }
        }
        BitSet innies = (BitSet) region.clone();
        innies.andNot(inside);
        int n = innies.cardinality();
        if (!inside.isEmpty() && n >= 1 && n <= MAX_SUM_CELLS) {
            out.add(new SumGroup("innies of " + name + " (45 rule)", innies.stream().toArray(), total - insideSum));
        }
        BitSet uncovered = (BitSet) region.clone();
        uncovered.andNot(covered);
        int m = outside.cardinality();
        if (uncovered.isEmpty() && m >= 1 && m <= MAX_SUM_CELLS) {
            out.add(new SumGroup("outies of " + name + " (45 rule)", outside.stream().toArray(), touchingSum - total));
        }
    }

    static int[] distinct(int[] cells) {
        return Arrays.stream(cells).distinct().toArray();
    }
}
