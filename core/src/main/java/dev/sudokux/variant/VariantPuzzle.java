package dev.sudokux.variant;

import dev.sudokux.sudoku.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A Sudoku of any kind as data: a {@link Board} (cells, digits, houses), the {@link Constraint}s
 * beyond the houses, and the givens. A classic puzzle is its grid's board with no constraint
 * ({@link #classic(Grid)}). Immutable.
 *
 * <pre>{@code
 * Board board = Board.classic(Shape.CLASSIC);
 * VariantPuzzle killer = new VariantPuzzle(board, List.of(
 *         new Constraint.Cage(new int[] {0, 1}, 3), ...), new int[81]);
 * VariantResult r = new VariantSolver().check(killer);
 * }</pre>
 */
public final class VariantPuzzle {

    private final Board board;
    private final List<Constraint> constraints;
    private final int[] givens;
    private volatile Set<Long> dotPairs;
    private volatile Set<Integer> extrema;

    /**
     * A puzzle on {@code board} with {@code constraints} and {@code givens} (one value a position,
     * row by row over the whole frame: 0 blank, and for holes).
     *
     * @throws IllegalArgumentException when a given is out of range or on a hole, or a constraint
     *                                  names a position that is not a cell
     */
    public VariantPuzzle(Board board, List<Constraint> constraints, int[] givens) {
        this.board = Objects.requireNonNull(board, "board");
        this.constraints = List.copyOf(constraints);
        if (givens.length != board.size()) {
            throw new IllegalArgumentException("a " + board.rows() + "x" + board.columns() + " board has "
                    + board.size() + " positions, not " + givens.length + " givens");
        }
        this.givens = givens.clone();
        for (int p = 0; p < givens.length; p++) {
            int v = givens[p];
            if (v != 0 && (!board.isCell(p) || v < 1 || v > board.digits())) {
                throw new IllegalArgumentException(!board.isCell(p)
                        ? "a given at " + board.cellName(p) + ", which is not a cell"
                        : "given " + v + " at " + board.cellName(p) + " is outside 1-" + board.digits());
            }
        }
        for (Constraint c : this.constraints) {
            for (int cell : c.cells()) {
                if (!board.isCell(cell)) {
                    throw new IllegalArgumentException(c.kind() + " names "
                            + (cell >= 0 && cell < board.size() ? board.cellName(cell) : "position " + cell)
                            + ", which is not a cell of the board");
                }
            }
        }
    }

    /** The classic puzzle of {@code grid}: its shape's board, its values as givens, no constraint. */
    public static VariantPuzzle classic(Grid grid) {
        return new VariantPuzzle(Board.classic(grid.shape()), List.of(), grid.toArray());
    }

    /** The board. */
    public Board board() {
        return board;
    }

    /** The constraints beyond the houses. */
    public List<Constraint> constraints() {
        return constraints;
    }

    /** The givens, one value a position (a copy). */
    public int[] givens() {
        return givens.clone();
    }

    /** The given at {@code position}, 0 for none. */
    public int given(int position) {
        return givens[position];
    }

    /** The number of givens. */
    public int givenCount() {
        int n = 0;
        for (int v : givens) {
            if (v != 0) {
                n++;
            }
        }
        return n;
    }

    /** This puzzle with other givens. */
    public VariantPuzzle withGivens(int[] newGivens) {
        return new VariantPuzzle(board, constraints, newGivens);
    }

    /** This puzzle with other constraints. */
    public VariantPuzzle withConstraints(List<Constraint> newConstraints) {
        return new VariantPuzzle(board, newConstraints, givens);
    }

    /** Whether the puzzle is a classic Sudoku: a classic board and no constraint. */
    public boolean isClassic() {
        return constraints.isEmpty() && board.isClassic();
    }

    /** Whether a dot of {@code kind} joins cells {@code a} and {@code b} (in either order). */
    boolean hasDot(Constraint.DotKind kind, int a, int b) {
        Set<Long> pairs = dotPairs;
        if (pairs == null) {
            pairs = new HashSet<>();
            for (Constraint c : constraints) {
                if (c instanceof Constraint.Dot d) {
                    pairs.add(pairKey(d.type(), d.a(), d.b()));
                }
            }
            dotPairs = pairs;
        }
        return pairs.contains(pairKey(kind, a, b));
    }

    /** Whether {@code cell} is marked a maximum ({@code maximum}) or a minimum cell. */
    boolean isExtremum(int cell, boolean maximum) {
        Set<Integer> marked = extrema;
        if (marked == null) {
            marked = new HashSet<>();
            for (Constraint c : constraints) {
                if (c instanceof Constraint.Extremum e) {
                    marked.add(e.maximum() ? e.cell() : -1 - e.cell());
                }
            }
            extrema = marked;
        }
        return marked.contains(maximum ? cell : -1 - cell);
    }

    private static long pairKey(Constraint.DotKind kind, int a, int b) {
        return ((long) kind.ordinal() << 42) | ((long) Math.min(a, b) << 21) | Math.max(a, b);
    }

    /**
     * Two givens that break a house, as a sentence ({@code r1c1 and r1c5 both hold 7 in row 1}), or
     * null when the givens keep every house.
     */
    public String givenConflict() {
        for (House h : board.houses()) {
            int[] seenAt = new int[board.digits() + 1];
            Arrays.fill(seenAt, -1);
            for (int cell : h.cellArray()) {
                int v = givens[cell];
                if (v != 0) {
                    if (seenAt[v] >= 0) {
                        return board.cellName(seenAt[v]) + " and " + board.cellName(cell) + " both hold " + v
                                + " in " + h.name();
                    }
                    seenAt[v] = cell;
                }
            }
        }
        return null;
    }

    /**
     * The first rule {@code values} breaks, in words, or null when it is a solution: every cell holds
     * a digit, the givens are kept, no house repeats a digit, and every constraint holds.
     */
    public String violation(int[] values) {
        if (values.length != board.size()) {
            return values.length + " values for " + board.size() + " positions";
        }
        for (int p = 0; p < values.length; p++) {
            if (board.isCell(p)) {
                if (values[p] < 1 || values[p] > board.digits()) {
                    return board.cellName(p) + " holds " + values[p];
                }
                if (givens[p] != 0 && givens[p] != values[p]) {
                    return board.cellName(p) + " holds " + values[p] + ", not its given " + givens[p];
                }
            } else if (values[p] != 0) {
                return board.cellName(p) + " is not a cell but holds " + values[p];
            }
        }
        for (House h : board.houses()) {
            long seen = 0;
            for (int cell : h.cellArray()) {
                long bit = 1L << (values[cell] - 1);
                if ((seen & bit) != 0) {
                    return h.name() + " holds " + values[cell] + " twice";
                }
                seen |= bit;
            }
        }
        for (Constraint c : constraints) {
            if (!c.holds(this, values)) {
                return "the " + c.describe(board) + " is broken";
            }
        }
        return null;
    }

    /** Whether {@code values} is a solution: see {@link #violation(int[])}. */
    public boolean isSolution(int[] values) {
        return violation(values) == null;
    }

    /** The kinds of constraints the puzzle has, each once, in order of first appearance. */
    public List<String> kinds() {
        List<String> kinds = new ArrayList<>();
        for (Constraint c : constraints) {
            String k = c.getClass().getSimpleName();
            if (!kinds.contains(k)) {
                kinds.add(k);
            }
        }
        return kinds;
    }

    @Override
    public String toString() {
        return board + ", " + constraints.size() + " constraints, " + givenCount() + " givens";
    }
}
