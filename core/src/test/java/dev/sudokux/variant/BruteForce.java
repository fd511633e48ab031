package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.List;

/**
 * The test oracle: counts the solutions of a variant puzzle by trying every digit in every cell in
 * order, with only two kinds of pruning that cannot be wrong: no digit twice in a house, and a
 * constraint is checked as soon as all its cells are filled (the global rules pair by pair). It
 * shares nothing with the compiler but {@link Constraint#holds} and {@link VariantPuzzle#violation}.
 */
final class BruteForce {

    private final VariantPuzzle puzzle;
    private final Board board;
    private final int[] values;
    private final int[] order;
    private final List<List<Constraint>> checkAfter = new ArrayList<>();
    private final long limit;
    private long count;

    private BruteForce(VariantPuzzle puzzle, long limit) {
        this.puzzle = puzzle;
        this.board = puzzle.board();
        this.values = puzzle.givens();
        this.limit = limit;
        List<Integer> cells = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (board.isCell(p) && values[p] == 0) {
                cells.add(p);
            }
        }
        order = cells.stream().mapToInt(Integer::intValue).toArray();
        // Each constraint with cells is checked once its last blank cell (in order) is filled.
        int[] rank = new int[board.size()];
        java.util.Arrays.fill(rank, -1);
        for (int i = 0; i < order.length; i++) {
            rank[order[i]] = i;
            checkAfter.add(new ArrayList<>());
        }
        checkAfter.add(new ArrayList<>()); // constraints with no blank cell: checked at the start
        for (Constraint c : puzzle.constraints()) {
            int[] cs = c.cells();
            if (cs.length == 0 || c instanceof Constraint.Extremum) {
                continue; // global rules and extrema: checked pair by pair
            }
            int last = -1;
            for (int cell : cs) {
                last = Math.max(last, rank[cell]);
            }
            checkAfter.get(last < 0 ? order.length : last).add(c);
        }
    }

    /** The number of solutions, stopping at {@code limit}. */
    static long count(VariantPuzzle puzzle, long limit) {
        BruteForce b = new BruteForce(puzzle, limit);
        if (puzzle.givenConflict() != null) {
            return 0;
        }
        for (Constraint c : b.checkAfter.get(b.order.length)) {
            if (!c.holds(puzzle, b.values)) {
                return 0;
            }
        }
        for (int p = 0; p < b.values.length; p++) {
            if (b.board.isCell(p) && b.values[p] != 0 && !b.fits(p)) {
                return 0; // two givens break a global rule (anti-king, non-consecutive ...): no search checks them
            }
        }
        b.search(0);
        return b.count;
    }

    private void search(int k) {
        if (count >= limit) {
            return;
        }
        if (k == order.length) {
            if (puzzle.violation(values) != null) {
                throw new AssertionError("brute force reached a grid that breaks " + puzzle.violation(values));
            }
            count++;
            return;
        }
        int cell = order[k];
        for (int d = 1; d <= board.digits(); d++) {
            values[cell] = d;
            if (fits(cell) && checks(k)) {
                search(k + 1);
            }
        }
        values[cell] = 0;
    }

    private boolean fits(int cell) {
        int d = values[cell];
        for (int peer : board.peers(cell)) {
            if (values[peer] == d) {
                return false;
            }
        }
        for (Constraint c : puzzle.constraints()) {
            if (!pairwise(c, cell)) {
                return false;
            }
        }
        return true;
    }

    /** The global rules and extrema, between {@code cell} and its filled neighbours. */
    private boolean pairwise(Constraint c, int cell) {
        int[][] moves = c instanceof Constraint.AntiKnight ? Geometry.KNIGHT
                : c instanceof Constraint.AntiKing ? Geometry.KING : null;
        if (moves != null) {
            for (int[] pair : Geometry.pairs(board, moves)) {
                if ((pair[0] == cell || pair[1] == cell) && values[pair[0]] != 0 && values[pair[0]] == values[pair[1]]) {
                    return false;
                }
            }
            return true;
        }
        if (c instanceof Constraint.Negative neg) {
            for (int[] pair : Geometry.orthogonalPairs(board)) {
                if ((pair[0] == cell || pair[1] == cell) && values[pair[0]] != 0 && values[pair[1]] != 0
                        && !neg.exempt(puzzle, pair[0], pair[1])) {
                    for (int v : neg.values()) {
                        if (neg.type().relates(values[pair[0]], values[pair[1]], v)) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }
        if (c instanceof Constraint.Extremum e) {
            int x = values[e.cell()];
            if (x == 0) {
                return true;
            }
            for (int o : Geometry.orthogonalNeighbours(board, e.cell())) {
                int y = values[o];
                if (puzzle.isExtremum(o, e.maximum())) {
                    continue;
                }
                if (y != 0 && (e.maximum() ? x <= y : x >= y)) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean checks(int k) {
        for (Constraint c : checkAfter.get(k)) {
            if (!c.holds(puzzle, values)) {
                return false;
            }
        }
        return true;
    }
}
