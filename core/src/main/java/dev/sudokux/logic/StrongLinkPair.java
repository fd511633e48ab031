package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The shortest X-Chains, four cells on one value: two strong links (units where the value has only
 * two places), {@code a = b} and {@code c = d}, with {@code b} and {@code c} peers, so that
 * {@code (v)a = (v)b - (v)c = (v)d}: a or d holds the value, and every cell seeing both loses it.
 * Subclasses name the shapes people know (Skyscraper, 2-String Kite, Turbot Fish). Difficulty 6.6
 * (Sudoku Explainer's Turbot Fish). Search order: value, then first strong link's unit and
 * orientation, then the second's.
 */
abstract class StrongLinkPair implements Technique {

    @Override
    public double difficulty() {
        return 6.6;
    }

    /**
     * Whether the pattern with strong links in {@code unitA} (cells a, b) and {@code unitB} (cells c,
     * d), weakly linked b - c, is this technique's shape.
     */
    abstract boolean accepts(Shape shape, int unitA, int unitB, int b, int c);

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int units = shape.unitCount();
        int[] ends = new int[2 * units];
        for (int value = 1; value <= n; value++) {
            long bit = 1L << (value - 1);
            // The strong links on this value: unit u links ends[2u] and ends[2u+1], or ends[2u] < 0.
            for (int u = 0; u < units; u++) {
                long places = grid.places(u, value);
                if (Long.bitCount(places) == 2) {
                    int[] cells = shape.unitCells(u);
                    ends[2 * u] = cells[Long.numberOfTrailingZeros(places)];
                    ends[2 * u + 1] = cells[63 - Long.numberOfLeadingZeros(places)];
                } else {
                    ends[2 * u] = -1;
                }
            }
            for (int ua = 0; ua < units; ua++) {
                if (ends[2 * ua] < 0) {
                    continue;
                }
                for (int oa = 0; oa < 2; oa++) {
                    int a = ends[2 * ua + oa];
                    int b = ends[2 * ua + 1 - oa];
                    for (int ub = 0; ub < units; ub++) {
                        if (ub == ua || ends[2 * ub] < 0) {
                            continue;
                        }
                        for (int ob = 0; ob < 2; ob++) {
                            int c = ends[2 * ub + ob];
                            int d = ends[2 * ub + 1 - ob];
                            if (a == c || a == d || b == c || b == d || !sees(shape, b, c)
                                    || !accepts(shape, ua, ub, b, c)) {
                                continue;
                            }
                            List<Elimination> eliminations = new ArrayList<>();
                            for (int cell : shape.peers(a)) {
                                if (cell != d && (grid.candidates(cell) & bit) != 0 && sees(shape, cell, d)) {
                                    eliminations.add(new Elimination(cell, value));
                                }
                            }
                            if (!eliminations.isEmpty()) {
                                return Optional.of(step(shape, value, ua, ub, new int[] {a, b, c, d}, eliminations));
                            }
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private Step step(Shape shape, int value, int ua, int ub, int[] cells, List<Elimination> eliminations) {
        int[] nodes = new int[4];
        for (int i = 0; i < 4; i++) {
            nodes[i] = Chains.candidate(shape, cells[i], value);
        }
        ChainSearch.Chain chain = new ChainSearch.Chain(nodes, new int[] {-1, ua, -1, ub}, eliminations, null);
        return ChainStep.of(this, difficulty(), chain, shape, name() + " on " + value);
    }

    static boolean sees(Shape shape, int a, int b) {
        if (a == b) {
            return false;
        }
        return shape.row(a) == shape.row(b) || shape.column(a) == shape.column(b) || shape.box(a) == shape.box(b);
    }

    static boolean isRow(Shape shape, int unit) {
        return unit < shape.size();
    }

    static boolean isColumn(Shape shape, int unit) {
        return unit >= shape.size() && unit < 2 * shape.size();
    }
}
