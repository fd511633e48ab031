package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * What the chain techniques share: the numbering of candidates, the notation people write chains in,
 * and how a chain's length adds to its difficulty.
 *
 * <p>A candidate (a value still possible in a cell) is numbered {@code cell * N + value - 1}; a
 * literal, the statement that a candidate is true ("on") or false ("off"), is numbered
 * {@code candidate * 2 + 1} for on and {@code candidate * 2} for off.
 */
final class Chains {

    private Chains() {
    }

    /** The candidate number of {@code value} in {@code cell}. */
    static int candidate(Shape shape, int cell, int value) {
        return cell * shape.size() + value - 1;
    }

    /** The cell of a candidate. */
    static int cell(Shape shape, int candidate) {
        return candidate / shape.size();
    }

    /** The value of a candidate, from 1. */
    static int value(Shape shape, int candidate) {
        return candidate % shape.size() + 1;
    }

    /** A candidate in chain notation: {@code (7)r1c2}. */
    static String node(Shape shape, int candidate) {
        return "(" + value(shape, candidate) + ")" + shape.cellName(cell(shape, candidate));
    }

    /** A literal as a statement: {@code r1c2=7} when on, {@code r1c2<>7} when off. */
    static String literal(Shape shape, int literal) {
        int c = literal >>> 1;
        return shape.cellName(cell(shape, c)) + ((literal & 1) != 0 ? "=" : "<>") + value(shape, c);
    }

    /** The most {@link #lengthDifficulty(int)} adds. */
    static final double MAX_LENGTH_DIFFICULTY = 2.0;

    /**
     * The extra difficulty of a chain of {@code nodes} nodes, as Sudoku Explainer counts it: nothing
     * up to 6 nodes, then 0.1 more each time the length passes the next of 6, 8, 10, 14, 18, 26, 34,
     * 50, 66, 98, 130, ... (the steps grow by half and by a third in turn), so the difficulty grows
     * with the logarithm of the length, up to {@link #MAX_LENGTH_DIFFICULTY} (reached past about
     * 4,000 nodes, which only the forcing chains of large grids come near), so every chain technique
     * has a highest rating it can state.
     */
    static double lengthDifficulty(int nodes) {
        double added = 0;
        int ceiling = 4;
        int length = nodes - 2;
        boolean odd = false;
        while (length > ceiling && added < MAX_LENGTH_DIFFICULTY - 0.05) {
            added += 0.1;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return Math.round(added * 10) / 10.0;
    }

    /**
     * The rating of a single-value chain (X-Chain, colouring) of {@code nodes} candidates: as Sukaku
     * Explainer rates chains of strong links (which rated the Sudoku Exchange bank), 5.4 up to three
     * strong links (six nodes), 0.4 more for each further link, but never more than Sudoku Explainer's
     * 6.6 plus the length difficulty, which takes over from about seven links.
     */
    static double xChainRating(int nodes) {
        int links = (nodes + 1) / 2;
        double linear = 5.4 + 0.4 * Math.max(0, links - 3);
        return Math.round(Math.min(linear, 6.6 + lengthDifficulty(nodes)) * 10) / 10.0;
    }

    /** {@code base} plus the length difficulty of {@code nodes}, rounded to one decimal. */
    static double rate(double base, int nodes) {
        return Math.round((base + lengthDifficulty(nodes)) * 10) / 10.0;
    }

    /** Whether two different cells share a row, a column or a box. */
    static boolean sees(Shape shape, int a, int b) {
        if (a == b) {
            return false;
        }
        return shape.row(a) == shape.row(b) || shape.column(a) == shape.column(b) || shape.box(a) == shape.box(b);
    }

    /**
     * The name people give a four-node X-Chain {@code a = b - c = d} with strong links in
     * {@code unitA} and {@code unitB}: "Skyscraper" (parallel lines, b and c in one crossing line),
     * "2-String Kite" (a row and a column, b and c in one box) or "Turbot Fish" (any other).
     */
    static String shortXChainName(Shape shape, int unitA, int unitB, int b, int c) {
        int n = shape.size();
        boolean rowA = unitA < n;
        boolean rowB = unitB < n;
        boolean colA = unitA >= n && unitA < 2 * n;
        boolean colB = unitB >= n && unitB < 2 * n;
        if ((rowA && rowB && shape.column(b) == shape.column(c)) || (colA && colB && shape.row(b) == shape.row(c))) {
            return "Skyscraper";
        }
        if (((rowA && colB) || (colA && rowB)) && shape.box(b) == shape.box(c)) {
            return "2-String Kite";
        }
        return "Turbot Fish";
    }

    /** The distinct cells of candidates, in order of first appearance. */
    static List<Integer> cellsOf(Shape shape, int[] candidates, int count) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Integer cell = cell(shape, candidates[i]);
            if (!cells.contains(cell)) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** Cell names joined with commas: {@code r1c3, r5c1}. */
    static String cellNames(Shape shape, List<Integer> cells) {
        StringBuilder sb = new StringBuilder();
        for (int cell : cells) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(shape.cellName(cell));
        }
        return sb.toString();
    }

    /** Eliminations as people write them: {@code r1c3<>7, r5c1<>7}. */
    static String eliminationText(Shape shape, List<Elimination> eliminations) {
        StringBuilder sb = new StringBuilder();
        for (Elimination e : eliminations) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(shape.cellName(e.cell())).append("<>").append(e.value());
        }
        return sb.toString();
    }
}
