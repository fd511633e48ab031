package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * The search behind X-Chains, XY-Chains and AICs: the shortest alternating inference chain on a
 * candidate grid, found breadth first.
 *
 * <p>A chain is a path in the implication graph of literals: "candidate A is off" implies "B is on"
 * when A and B are strongly linked (the only two candidates of a cell, or the only two places of a
 * value in a unit), and "B is on" implies "C is off" when B and C are weakly linked (same value in
 * peer cells, or two values of one cell). A path from off(A) to on(Z) proves that A or Z is true, so
 * every candidate weakly linked to both is false; a path from off(A) to on(A) proves A.
 *
 * <p>For each start A in candidate order, a breadth-first search from off(A) finds the nearest on(Z)
 * that eliminates something; the shortest chain over all starts wins, ties going to the earlier
 * start. Arrays are allocated once per search and reused across starts (visit stamps instead of
 * clearing).
 */
final class ChainSearch {

    /** A chain found: its candidates in order (strong link first, alternating), and what it proves. */
    record Chain(int[] nodes, int[] strongUnits, List<Elimination> eliminations, Placement placement) {

        /** The number of candidates in the chain. */
        int length() {
            return nodes.length;
        }

        /** The chain in the usual notation: {@code (7)r1c2 = (7)r1c8 - (7)r5c8 = (7)r5c3}. */
        String text(Shape shape) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < nodes.length; i++) {
                if (i > 0) {
                    sb.append(i % 2 == 1 ? " = " : " - ");
                }
                sb.append(Chains.node(shape, nodes[i]));
            }
            return sb.toString();
        }

        /** The distinct cells of the chain, in chain order. */
        List<Integer> cells(Shape shape) {
            return Chains.cellsOf(shape, nodes, nodes.length);
        }

        /** The distinct units of the strong links that are unit links, in chain order. */
        List<Integer> units() {
            List<Integer> units = new ArrayList<>();
            for (int u : strongUnits) {
                if (u >= 0 && !units.contains(u)) {
                    units.add(u);
                }
            }
            return units;
        }
    }

    private final CandidateGrid grid;
    private final Shape shape;
    private final int n;
    private final int[] unitPartner;
    private final int[] stamp;
    private final int[] parent;
    private final int[] via;
    private final int[] depth;
    private final int[] queue;
    private final int[] sees;
    private int current;

    /** Which links and nodes a search may use. */
    record Rules(int digit, boolean cellLinks, boolean unitLinks, boolean bivalueCellsOnly) {
        /** Single-value chains (X-Chains) on {@code digit}. */
        static Rules x(int digit) {
            return new Rules(digit, false, true, false);
        }

        /** Chains of bivalue cells (XY-Chains). */
        static Rules xy() {
            return new Rules(0, true, false, true);
        }

        /** Every strong link (AICs). */
        static Rules aic() {
            return new Rules(0, true, true, false);
        }
    }

    ChainSearch(CandidateGrid grid) {
        this.grid = grid;
        this.shape = grid.shape();
        this.n = shape.size();
        int candidates = shape.cellCount() * n;
        unitPartner = new int[candidates * 3];
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            int[] units = ShapeTables.unitsOf(shape, cell);
            long c = grid.candidates(cell);
            for (long bits = c; bits != 0; bits &= bits - 1) {
                int value = Long.numberOfTrailingZeros(bits) + 1;
                int cand = Chains.candidate(shape, cell, value);
                for (int k = 0; k < 3; k++) {
                    long places = grid.places(units[k], value);
                    int partner = -1;
                    if (Long.bitCount(places) == 2) {
                        int[] cells = ShapeTables.unitCells(shape, units[k]);
                        int a = cells[Long.numberOfTrailingZeros(places)];
                        int b = cells[63 - Long.numberOfLeadingZeros(places)];
                        partner = a == cell ? b : a;
                    }
                    unitPartner[cand * 3 + k] = partner;
                }
            }
        }
        stamp = new int[candidates * 2];
        parent = new int[candidates * 2];
        via = new int[candidates * 2];
        depth = new int[candidates * 2];
        queue = new int[candidates * 2];
        sees = new int[candidates];
    }

    /** The other place of a unit's bilocal value, through unit k (0 row, 1 column, 2 box), or -1. */
    int unitPartner(int candidate, int k) {
        return unitPartner[candidate * 3 + k];
    }

    /**
     * The shortest chain under {@code rules} of at most {@code maxNodes} candidates that eliminates
     * something or proves a candidate, or null.
     */
    Chain shortest(Rules rules, int maxNodes) {
        Chain best = null;
        int limit = maxNodes - 1; // links
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            long c = grid.candidates(cell);
            if (c == 0 || (rules.bivalueCellsOnly && Long.bitCount(c) != 2)) {
                continue;
            }
            for (long bits = c; bits != 0; bits &= bits - 1) {
                int value = Long.numberOfTrailingZeros(bits) + 1;
                if (rules.digit != 0 && value != rules.digit) {
                    continue;
                }
                Chain chain = search(Chains.candidate(shape, cell, value), rules, limit);
                if (chain != null) {
                    best = chain;
                    limit = chain.length() - 2; // only strictly shorter chains from now on
                }
            }
        }
        return best;
    }

    /** Breadth first from off(start), at most {@code maxLinks} links. */
    private Chain search(int start, Rules rules, int maxLinks) {
        if (maxLinks < 1) {
            return null;
        }
        if (grid.meter() != null) {
            grid.meter().step();
        }
        current++;
        markWeakNeighbours(start);
        int head = 0;
        int tail = 0;
        int root = start * 2;
        stamp[root] = current;
        depth[root] = 0;
        parent[root] = -1;
        queue[tail++] = root;
        while (head < tail) {
            int lit = queue[head++];
            int d = depth[lit];
            if (d >= maxLinks) {
                break;
            }
            int cand = lit >>> 1;
            int cell = cand / n;
            int value = cand % n + 1;
            if ((lit & 1) == 0) {
                // off(cand) => on(strong partners)
                if (rules.cellLinks) {
                    long c = grid.candidates(cell);
                    if (Long.bitCount(c) == 2) {
                        int other = Long.numberOfTrailingZeros(c & ~(1L << (value - 1))) + 1;
                        int next = Chains.candidate(shape, cell, other) * 2 + 1;
                        if (visit(next, lit, -1, d)) {
                            queue[tail++] = next;
                            Chain chain = conclude(start, next, rules);
                            if (chain != null) {
                                return chain;
                            }
                        }
                    }
                }
                if (rules.unitLinks) {
                    int[] units = ShapeTables.unitsOf(shape, cell);
                    for (int k = 0; k < 3; k++) {
                        int partner = unitPartner[cand * 3 + k];
                        if (partner < 0 || (rules.bivalueCellsOnly && grid.candidateCount(partner) != 2)) {
                            continue;
                        }
                        int next = Chains.candidate(shape, partner, value) * 2 + 1;
                        if (visit(next, lit, units[k], d)) {
                            queue[tail++] = next;
                            Chain chain = conclude(start, next, rules);
                            if (chain != null) {
                                return chain;
                            }
                        }
                    }
                }
            } else {
                // on(cand) => off(weak neighbours)
                long bit = 1L << (value - 1);
                for (int peer : ShapeTables.peers(shape, cell)) {
                    if ((grid.candidates(peer) & bit) != 0
                            && (!rules.bivalueCellsOnly || grid.candidateCount(peer) == 2)) {
                        int next = Chains.candidate(shape, peer, value) * 2;
                        if (visit(next, lit, -1, d)) {
                            queue[tail++] = next;
                        }
                    }
                }
                if (rules.cellLinks && rules.digit == 0) {
                    for (long bits = grid.candidates(cell) & ~bit; bits != 0; bits &= bits - 1) {
                        int next = Chains.candidate(shape, cell, Long.numberOfTrailingZeros(bits) + 1) * 2;
                        if (visit(next, lit, -1, d)) {
                            queue[tail++] = next;
                        }
                    }
                }
            }
        }
        return null;
    }

    private boolean visit(int lit, int from, int unit, int d) {
        if (stamp[lit] == current) {
            return false;
        }
        stamp[lit] = current;
        parent[lit] = from;
        via[lit] = unit;
        depth[lit] = d + 1;
        return true;
    }

    /** Marks the candidates weakly linked to {@code start} (same value in a peer, or same cell). */
    private void markWeakNeighbours(int start) {
        int cell = start / n;
        int value = start % n + 1;
        long bit = 1L << (value - 1);
        for (int peer : ShapeTables.peers(shape, cell)) {
            if ((grid.candidates(peer) & bit) != 0) {
                sees[Chains.candidate(shape, peer, value)] = current;
            }
        }
        for (long bits = grid.candidates(cell) & ~bit; bits != 0; bits &= bits - 1) {
            sees[Chains.candidate(shape, cell, Long.numberOfTrailingZeros(bits) + 1)] = current;
        }
    }

    /**
     * What off(start) => on(end) proves, as a chain, or null when it proves nothing new. A chain has
     * at least four nodes: a single strong link proves only what locked candidates do.
     */
    private Chain conclude(int start, int onLit, Rules rules) {
        if (depth[onLit] < 3) {
            return null;
        }
        int end = onLit >>> 1;
        if (end == start) {
            return build(onLit, List.of(), new Placement(start / n, start % n + 1));
        }
        List<Elimination> eliminations = null;
        int cell = end / n;
        int value = end % n + 1;
        long bit = 1L << (value - 1);
        for (int peer : ShapeTables.peers(shape, cell)) {
            if ((grid.candidates(peer) & bit) != 0) {
                int e = Chains.candidate(shape, peer, value);
                if (sees[e] == current && e != start) {
                    eliminations = add(eliminations, peer, value);
                }
            }
        }
        for (long bits = grid.candidates(cell) & ~bit; bits != 0; bits &= bits - 1) {
            int v = Long.numberOfTrailingZeros(bits) + 1;
            int e = Chains.candidate(shape, cell, v);
            if (sees[e] == current && e != start) {
                eliminations = add(eliminations, cell, v);
            }
        }
        if (eliminations == null) {
            return null;
        }
        eliminations.sort((a, b) -> a.cell() != b.cell() ? Integer.compare(a.cell(), b.cell())
                : Integer.compare(a.value(), b.value()));
        return build(onLit, eliminations, null);
    }

    private static List<Elimination> add(List<Elimination> list, int cell, int value) {
        List<Elimination> l = list == null ? new ArrayList<>() : list;
        l.add(new Elimination(cell, value));
        return l;
    }

    private Chain build(int onLit, List<Elimination> eliminations, Placement placement) {
        int links = depth[onLit];
        int[] nodes = new int[links + 1];
        int[] units = new int[links + 1];
        int lit = onLit;
        for (int i = links; i >= 0; i--) {
            nodes[i] = lit >>> 1;
            units[i] = (lit & 1) != 0 ? via[lit] : -1;
            lit = parent[lit];
        }
        return new Chain(nodes, units, eliminations, placement);
    }
}
