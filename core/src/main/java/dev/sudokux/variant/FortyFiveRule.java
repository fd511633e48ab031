package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * The 45 rule of killer solvers, derived in one place for the propagator ({@link Compiler}) and the
 * explainer ({@link LogicRules}): a region made of disjoint full houses (a house; a run of
 * consecutive rows or of consecutive columns) holds each digit once per house, so its digits add up
 * to a known total. Taking away the killer cages (with sums) wholly inside it leaves the innies' sum;
 * a cage reaching out of it can be traded for its cells outside (its sum less theirs), the outies.
 * A region is skipped where two of the cages touching it overlap (their sums do not simply add).
 * The callers choose the limits (longest run, most cells) and the kinds of equation they use.
 */
final class FortyFiveRule {

    /** What an equation says. */
    enum Kind {
        /** No cage lies wholly inside: the region's own cells (only small boards fit the cell limit). */
        WHOLE,
        /** The region less the cages wholly inside it. */
        INNIES,
        /** Every cell of the region is in a cage touching it: the cages' cells outside it. */
        OUTIES,
        /**
         * The innies, with each cage whose part outside the region is smaller than its part inside
         * traded for that outside part (weight -1).
         */
        MIXED
    }

    /**
     * The digits of {@code plus} add up to {@code target} plus those of {@code minus}.
     *
     * @param kind   what it says
     * @param region as people name the region: {@code row 3}, {@code rows 1-2}, {@code box 5}
     * @param plus   cells counted with weight 1, ascending
     * @param minus  cells counted with weight -1, ascending (empty but for {@link Kind#MIXED})
     * @param target the sum
     */
    record Equation(Kind kind, String region, int[] plus, int[] minus, int target) {
    }

    private FortyFiveRule() {
    }

    /**
     * Every equation of the kinds asked for, region by region in the board's house order (a full
     * house, then the runs of rows or columns starting there, shortest first); within a region in the
     * order of {@link Kind}. Nothing when the puzzle has no cage with a sum.
     *
     * @param puzzle   the puzzle
     * @param maxLines the longest run of consecutive rows or columns taken as one region (1: houses alone)
     * @param maxCells the most cells (both sides together) an equation may have
     * @param kinds    the kinds of equation wanted
     */
    static List<Equation> derive(VariantPuzzle puzzle, int maxLines, int maxCells, Set<Kind> kinds) {
        List<int[]> cages = new ArrayList<>();
        List<Integer> cageSums = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.Cage cage && cage.sum() > 0) {
                cages.add(LogicRules.distinct(cage.cells()));
                cageSums.add(cage.sum());
            }
        }
        List<Equation> out = new ArrayList<>();
        if (cages.isEmpty()) {
            return out;
        }
        Board board = puzzle.board();
        int digits = board.digits();
        int houseSum = digits * (digits + 1) / 2;
        List<House> houses = board.houses();
        for (int i = 0; i < houses.size(); i++) {
            House first = houses.get(i);
            if (first.size() != digits) {
                continue;
            }
            boolean line = first.kind() == House.Kind.ROW || first.kind() == House.Kind.COLUMN;
            BitSet region = new BitSet(board.size());
            int count = 0;
            for (int k = i; k < houses.size() && k < i + maxLines; k++) {
                House h = houses.get(k);
                if (h.size() != digits || h.kind() != first.kind() || (k > i && !line)) {
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
                equations(out, name, region, count * houseSum, cages, cageSums, board.size(), maxCells, kinds);
            }
        }
        return out;
    }

    private static String lastNumber(String name) {
        return name.substring(name.lastIndexOf(' ') + 1);
    }

    private static void equations(List<Equation> out, String name, BitSet region, int total, List<int[]> cages,
            List<Integer> cageSums, int size, int maxCells, Set<Kind> kinds) {
        BitSet covered = new BitSet(size);
        BitSet inside = new BitSet(size);
        BitSet outside = new BitSet(size);
        BitSet tradedIn = new BitSet(size);
        BitSet tradedOut = new BitSet(size);
        int insideSum = 0;
        int touchingSum = 0;
        int tradedSum = 0;
        for (int k = 0; k < cages.size(); k++) {
            int[] cells = cages.get(k);
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
            touchingSum += cageSums.get(k);
            if (in == cells.length) {
                insideSum += cageSums.get(k);
                for (int p : cells) {
                    inside.set(p);
                }
                continue;
            }
            boolean trade = cells.length - in < in;
            if (trade) {
                tradedSum += cageSums.get(k);
            }
            for (int p : cells) {
                if (!region.get(p)) {
                    outside.set(p);
                    if (trade) {
                        tradedOut.set(p);
                    }
                } else if (trade) {
                    tradedIn.set(p);
                }
            }
        }
        BitSet innies = (BitSet) region.clone();
        innies.andNot(inside);
        Kind innieKind = inside.isEmpty() ? Kind.WHOLE : Kind.INNIES;
        add(out, kinds, maxCells, new Equation(innieKind, name, innies.stream().toArray(), new int[0], total - insideSum));
        BitSet uncovered = (BitSet) region.clone();
        uncovered.andNot(covered);
        if (uncovered.isEmpty()) {
            add(out, kinds, maxCells, new Equation(Kind.OUTIES, name, outside.stream().toArray(), new int[0],
                    touchingSum - total));
        }
        if (!tradedOut.isEmpty()) {
            BitSet plus = (BitSet) innies.clone();
            plus.andNot(tradedIn);
            add(out, kinds, maxCells, new Equation(Kind.MIXED, name, plus.stream().toArray(),
                    tradedOut.stream().toArray(), total - insideSum - tradedSum));
        }
    }

    private static void add(List<Equation> out, Set<Kind> kinds, int maxCells, Equation e) {
        int cells = e.plus().length + e.minus().length;
        if (kinds.contains(e.kind()) && cells >= 1 && cells <= maxCells) {
            out.add(e);
        }
    }
}
