package dev.sudokux.variant;

/**
 * What a person has on the paper while solving a variant puzzle: each cell's digit, or its
 * candidates (bit {@code d-1} for digit {@code d}). Placing a digit removes it from every cell that
 * sees the cell ({@link LogicRules#sees}). Mutable; {@link #copy()} for trying an assumption.
 */
final class LogicState {

    final LogicRules rules;
    final long[] cand;
    final int[] values;
    private boolean broken;
    private String why;
    /** The classic techniques' grid of this state ({@link ClassicSeam}); null again at each placement or elimination. */
    dev.sudokux.logic.CandidateGrid seamGrid;
    /** The links between this state's candidates ({@link #links}); null again at each placement or elimination. */
    private CandidateLinks links;

    LogicState(LogicRules rules) {
        this.rules = rules;
        Board board = rules.board;
        cand = new long[board.size()];
        values = new int[board.size()];
        for (int p = 0; p < cand.length; p++) {
            cand[p] = board.isCell(p) ? board.allDigits() : 0;
        }
        VariantPuzzle puzzle = rules.puzzle;
        for (int p = 0; p < cand.length; p++) {
            if (puzzle.given(p) != 0) {
                place(p, puzzle.given(p));
            }
        }
    }

    private LogicState(LogicState other) {
        rules = other.rules;
        cand = other.cand.clone();
        values = other.values.clone();
        broken = other.broken;
        why = other.why;
    }

    LogicState copy() {
        return new LogicState(this);
    }

    /** Places {@code d} in {@code p}; every cell that sees {@code p} loses {@code d}. */
    void place(int p, int d) {
        long bit = 1L << (d - 1);
        if ((values[p] != 0 && values[p] != d) || (cand[p] & bit) == 0) {
            fail(rules.board.cellName(p) + " cannot be " + d);
        }
        values[p] = d;
        cand[p] = bit;
        seamGrid = null;
        links = null;
        for (int q : rules.sees[p]) {
            if (values[q] == d) {
                fail(rules.board.cellName(q) + " and " + rules.board.cellName(p) + " would both be " + d);
            }
            if ((cand[q] & bit) != 0) {
                cand[q] &= ~bit;
                if (cand[q] == 0) {
                    fail(rules.board.cellName(q) + " would have no candidate left");
                }
            }
        }
    }

    /** Removes candidate {@code d} from {@code p}; returns whether it was there. */
    boolean eliminate(int p, int d) {
        long bit = 1L << (d - 1);
        if ((cand[p] & bit) == 0) {
            return false;
        }
        cand[p] &= ~bit;
        seamGrid = null;
        links = null;
        if (cand[p] == 0) {
            fail(rules.board.cellName(p) + " would have no candidate left");
        }
        return true;
    }

    /** The links between this state's candidates, built once while it is unchanged; counts its work on {@code meter}. */
    CandidateLinks links(dev.sudokux.solve.Budget.Meter meter) {
        if (links == null) {
            links = new CandidateLinks(this, meter);
        }
        return links;
    }

    void fail(String reason) {
        if (!broken) {
            broken = true;
            why = reason;
        }
    }

    /**
     * Whether the state is plainly impossible: a cell without candidates, a digit twice where cells
     * see each other, or a full house with no place left for a digit it lacks.
     */
    boolean isBroken() {
        if (broken) {
            return true;
        }
        for (LogicRules.Group g : rules.groups) {
            if (!g.full()) {
                continue;
            }
            long places = 0;
            for (int p : g.cells()) {
                places |= cand[p];
            }
            long missing = rules.board.allDigits() & ~places;
            if (missing != 0) {
                fail(g.name() + " would have no place for " + (Long.numberOfTrailingZeros(missing) + 1));
                return true;
            }
        }
        return false;
    }

    /** Why the state is broken, once {@link #isBroken()} said so. */
    String why() {
        return why;
    }

    boolean isSolved() {
        Board board = rules.board;
        for (int p = 0; p < values.length; p++) {
            if (board.isCell(p) && values[p] == 0) {
                return false;
            }
        }
        return true;
    }
}
