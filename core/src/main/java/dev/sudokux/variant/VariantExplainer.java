package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.List;

/**
 * Solves a variant puzzle the way a person starts one, and says each step: naked and hidden singles
 * over every house (rows, columns, boxes, regions, diagonals, windows, the grids of a layout), the
 * digits anti-knight and anti-king cells see, and the eliminations of each constraint on its own
 * (cage combinations, line and dot eliminations, sums, clues outside the grid): a candidate goes
 * when no filling of that constraint's cells, from their candidates and without repeating a digit
 * where cells see each other, keeps the constraint with it. Every step names the constraint or the
 * house it used. It stops when the grid is solved or no step is found ("stalled"); it does not guess.
 *
 * <p>Only constraints of at most {@value #MAX_CELLS} cells with at most {@value #MAX_FILLINGS}
 * fillings to look at are used for eliminations; the others (and the global rules, which work
 * through the cells they make peers) wait until their cells have fewer candidates.
 */
public final class VariantExplainer {

    /** The most cells a constraint may have for its fillings to be looked at. */
    static final int MAX_CELLS = 12;
    /** The most fillings looked at for one constraint in one step. */
    static final long MAX_FILLINGS = 50_000;

    /**
     * One step: what was found and where.
     *
     * @param text the step in words: {@code r1c2 = 5 (hidden single in row 1)},
     *             {@code killer cage 10 at r1c1 r1c2: r1c1 is not 5, 9}
     */
    public record Step(String text) {
    }

    /**
     * The steps, and how far they got.
     *
     * @param steps  in order
     * @param values the grid at the end (0 where no digit was placed)
     * @param solved whether every cell got its digit
     */
    public record Explanation(List<Step> steps, int[] values, boolean solved) {
    }

    /**
     * Explains {@code puzzle} (meant to have one solution; with none or several the steps still hold,
     * they only stop early). Steps stop at {@code maxSteps}.
     */
    public Explanation explain(VariantPuzzle puzzle, int maxSteps) {
        Board board = puzzle.board();
        int n = board.digits();
        long all = board.allDigits();
        long[] cand = new long[board.size()];
        int[] values = new int[board.size()];
        List<int[]> extraPeers = extraPeers(puzzle);
        List<Step> steps = new ArrayList<>();
        for (int p = 0; p < cand.length; p++) {
            cand[p] = board.isCell(p) ? all : 0;
        }
        for (int p = 0; p < cand.length; p++) {
            if (puzzle.given(p) != 0) {
                place(board, extraPeers, cand, values, p, puzzle.given(p));
            }
        }
        while (steps.size() < maxSteps && !solved(board, values)) {
            String step = single(board, cand, values, extraPeers);
            if (step == null) {
                step = elimination(puzzle, cand);
            }
            if (step == null) {
                break;
            }
            steps.add(new Step(step));
        }
        return new Explanation(steps, values, solved(board, values));
    }

    private static boolean solved(Board board, int[] values) {
        for (int p = 0; p < values.length; p++) {
            if (board.isCell(p) && values[p] == 0) {
                return false;
            }
        }
        return true;
    }

    /** Pairs of cells that the anti-knight and anti-king rules keep apart, by cell. */
    private static List<int[]> extraPeers(VariantPuzzle puzzle) {
        Board board = puzzle.board();
        List<int[]> pairs = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.AntiKnight) {
                pairs.addAll(Geometry.pairs(board, Geometry.KNIGHT));
            } else if (c instanceof Constraint.AntiKing) {
                pairs.addAll(Geometry.pairs(board, Geometry.KING));
            }
        }
        return pairs;
    }

    private static void place(Board board, List<int[]> extraPeers, long[] cand, int[] values, int p, int d) {
        values[p] = d;
        cand[p] = 1L << (d - 1);
        long bit = 1L << (d - 1);
        for (int q : board.peers(p)) {
            if (q != p) {
                cand[q] &= ~bit;
            }
        }
        for (int[] pair : extraPeers) {
            if (pair[0] == p) {
                cand[pair[1]] &= ~bit;
            } else if (pair[1] == p) {
                cand[pair[0]] &= ~bit;
            }
        }
    }

    /** A naked or hidden single, placed; null when there is none. */
    private static String single(Board board, long[] cand, int[] values, List<int[]> extraPeers) {
        for (int p = 0; p < cand.length; p++) {
            if (board.isCell(p) && values[p] == 0 && Long.bitCount(cand[p]) == 1) {
                int d = Long.numberOfTrailingZeros(cand[p]) + 1;
                place(board, extraPeers, cand, values, p, d);
                return board.cellName(p) + " = " + d + " (naked single: its only candidate)";
            }
        }
        for (House h : board.houses()) {
            if (h.size() != board.digits()) {
                continue;
            }
            for (int d = 1; d <= board.digits(); d++) {
                long bit = 1L << (d - 1);
                int only = -1;
                int count = 0;
                boolean placed = false;
                for (int p : h.cells()) {
                    placed |= values[p] == d;
                    if ((cand[p] & bit) != 0) {
                        count++;
                        only = p;
                    }
                }
                if (!placed && count == 1) {
                    place(board, extraPeers, cand, values, only, d);
                    return board.cellName(only) + " = " + d + " (hidden single: the only place for " + d + " in "
                            + h.name() + ")";
                }
            }
        }
        return null;
    }

    /** The first constraint that rules out some candidate, with what it rules out; null for none. */
    private static String elimination(VariantPuzzle puzzle, long[] cand) {
        Board board = puzzle.board();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof Constraint.Extremum || c instanceof Constraint.Negative) {
                continue; // they read cells beyond their own: judged only on a whole grid
            }
            int[] cells = distinct(c.cells());
            if (cells.length == 0 || cells.length > MAX_CELLS) {
                continue;
            }
            long fillings = 1;
            for (int p : cells) {
                fillings *= Math.max(1, Long.bitCount(cand[p]));
                if (fillings > MAX_FILLINGS) {
                    break;
                }
            }
            if (fillings > MAX_FILLINGS) {
                continue;
            }
            long[] seen = new long[cells.length];
            int[] values = new int[board.size()];
            fill(puzzle, c, cells, 0, cand, values, seen);
            StringBuilder removed = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                long gone = cand[cells[i]] & ~seen[i];
                if (gone != 0) {
                    cand[cells[i]] &= seen[i];
                    removed.append(removed.length() == 0 ? "" : "; ").append(board.cellName(cells[i]))
                            .append(" is not ").append(digits(gone));
                }
            }
            if (removed.length() > 0) {
                return c.describe(board) + ": " + removed;
            }
        }
        return null;
    }

    /** Walks the fillings of {@code cells}, marking in {@code seen} each digit some good filling puts in a cell. */
    private static void fill(VariantPuzzle puzzle, Constraint c, int[] cells, int k, long[] cand, int[] values,
                             long[] seen) {
        if (k == cells.length) {
            if (c.holds(puzzle, values)) {
                for (int i = 0; i < cells.length; i++) {
                    seen[i] |= 1L << (values[cells[i]] - 1);
                }
            }
            return;
        }
        int p = cells[k];
        for (long m = cand[p]; m != 0; m &= m - 1) {
            int d = Long.numberOfTrailingZeros(m) + 1;
            boolean clash = false;
            for (int j = 0; j < k && !clash; j++) {
                clash = values[cells[j]] == d && puzzle.board().seeEachOther(p, cells[j]);
            }
            if (!clash) {
                values[p] = d;
                fill(puzzle, c, cells, k + 1, cand, values, seen);
                values[p] = 0;
            }
        }
    }

    private static int[] distinct(int[] cells) {
        return java.util.Arrays.stream(cells).distinct().toArray();
    }

    private static String digits(long mask) {
        StringBuilder sb = new StringBuilder();
        for (long m = mask; m != 0; m &= m - 1) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Long.numberOfTrailingZeros(m) + 1);
        }
        return sb.toString();
    }
}
