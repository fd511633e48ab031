package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The search behind the forcing chains: every candidate is assumed on (and, for double forcing
 * chains, off) and propagated by a {@link Propagator}; then
 * <ul>
 * <li>contradiction: assuming a candidate leads to a contradiction, so it is false (assuming it off
 * leads to one: it is true);</li>
 * <li>cell forcing: every candidate of a cell leads to the same conclusion;</li>
 * <li>unit forcing: every place of a value in a unit leads to the same conclusion;</li>
 * <li>double forcing: a candidate on and off both lead to the same conclusion.</li>
 * </ul>
 * The conclusion with the least work behind it wins (the cost of {@link Propagator#cost(int)}, an
 * upper bound of the proof's size, summed over the branches), ties going to the first found in the
 * order contradictions, cells, units, double forcing, each in candidate order. The winner's exact
 * proof size (its distinct ancestors over all branches, nested proofs included) rates it. A cell or
 * unit forcing step gives every conclusion its branches share.
 */
final class ForcingChainSearch {

    static final int CONTRADICTION = 0;
    static final int VERITY = 1;
    static final int CELL = 2;
    static final int UNIT = 3;
    static final int DOUBLE = 4;

    /** Which conclusions to look for. */
    record Options(boolean contradictions, boolean cells, boolean units, boolean doubles) {
    }

    private static final int TRAIL = 16;

    private final CandidateGrid grid;
    private final Shape shape;
    private final int n;
    private final Propagator propagator;
    private int[] pool = new int[1 << 14];
    private int poolSize;
    private final int[] onStart;
    private final int[] onLength;
    private final int[] offStart;
    private final int[] offLength;
    private final boolean[] onBroken;
    private final int[] hitGen;
    private final int[] hitCount;
    private final int[] hitSum;
    private int gen;

    private int bestKind = -1;
    private int bestRef;
    private int bestCost = Integer.MAX_VALUE;

    ForcingChainSearch(CandidateGrid grid, Propagator propagator) {
        this.grid = grid;
        this.shape = grid.shape();
        this.n = shape.size();
        this.propagator = propagator;
        int cands = shape.cellCount() * n;
        onStart = new int[cands];
        onLength = new int[cands];
        offStart = new int[cands];
        offLength = new int[cands];
        onBroken = new boolean[cands];
        hitGen = new int[cands * 2];
        hitCount = new int[cands * 2];
        hitSum = new int[cands * 2];
        propagator.load(grid);
    }

    /**
     * The best forcing chain step, rated {@code base} plus its length difficulty, or empty. Branch and
     * bound: once a conclusion of cost C is known, every later branch is cut at work C, since nothing
     * it derives later can give a cheaper conclusion; cell groups are examined as soon as their cell's
     * branches are done, so the bound tightens early.
     */
    Optional<Step> find(Technique technique, double base, Options options) {
        boolean keep = options.cells || options.units || options.doubles;
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            for (long bits = grid.candidates(cell); bits != 0; bits &= bits - 1) {
                int c = cell * n + Long.numberOfTrailingZeros(bits);
                propagator.limit = bestCost;
                if (propagator.run((c << 1) | 1)) {
                    onBroken[c] = true;
                    if (options.contradictions) {
                        consider(CONTRADICTION, c, propagator.work());
                    }
                } else {
                    onBroken[c] = false;
                    if (keep) {
                        onStart[c] = poolSize;
                        onLength[c] = store();
                    }
                }
                if (options.doubles) {
                    propagator.limit = bestCost;
                    if (propagator.run(c << 1)) {
                        offLength[c] = -1;
                        consider(VERITY, c, propagator.work());
                    } else {
                        offStart[c] = poolSize;
                        offLength[c] = store();
                    }
                }
            }
            if (options.cells && Long.bitCount(grid.candidates(cell)) >= 2) {
                considerGroup(CELL, cell);
            }
        }
        if (options.units) {
            for (int unit = 0; unit < shape.unitCount(); unit++) {
                for (int v = 1; v <= n; v++) {
                    if (Long.bitCount(grid.places(unit, v)) >= 2) {
                        considerGroup(UNIT, unit * n + v - 1);
                    }
                }
            }
        }
        if (options.doubles) {
            for (int c = 0; c < shape.cellCount() * n; c++) {
                if (grid.hasCandidate(c / n, c % n + 1) && !onBroken[c] && offLength[c] >= 0) {
                    considerGroup(DOUBLE, c);
                }
            }
        }
        if (bestKind < 0) {
            return Optional.empty();
        }
        propagator.limit = Integer.MAX_VALUE;
        propagator.innerRuns = 0; // the winner's branches are run again for its proof: a budget of their own
        return Optional.of(step(technique, base));
    }

    private void considerGroup(int kind, int ref) {
        int cost = group(branches(kind, ref), null);
        if (cost < Integer.MAX_VALUE) {
            consider(kind, ref, cost);
        }
    }

    private void consider(int kind, int ref, int cost) {
        if (cost < bestCost) {
            bestCost = cost;
            bestKind = kind;
            bestRef = ref;
        }
    }

    /** Copies the last run's literals and their costs into the pool; returns how many. */
    private int store() {
        int count = propagator.count;
        if (poolSize + 2 * count > pool.length) {
            pool = java.util.Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + 2 * count));
        }
        for (int i = 0; i < count; i++) {
            int lit = propagator.order[i];
            pool[poolSize++] = lit;
            pool[poolSize++] = propagator.cost(lit);
        }
        return count;
    }

    /** The branches (assumed literals) of a group: a cell's candidates, a unit's places of a value, on and off. */
    private int[] branches(int kind, int ref) {
        return switch (kind) {
            case CELL -> branchesOfCell(ref);
            case UNIT -> {
                int unit = ref / n;
                int v = ref % n + 1;
                long places = grid.places(unit, v);
                int[] cells = ShapeTables.unitCells(shape, unit);
                int[] lits = new int[Long.bitCount(places)];
                int k = 0;
                for (long p = places; p != 0; p &= p - 1) {
                    lits[k++] = ((cells[Long.numberOfTrailingZeros(p)] * n + v - 1) << 1) | 1;
                }
                yield lits;
            }
            default -> new int[] {(ref << 1) | 1, ref << 1};
        };
    }

    private int[] branchesOfCell(int cell) {
        long cc = grid.candidates(cell);
        int[] lits = new int[Long.bitCount(cc)];
        int k = 0;
        for (long bits = cc; bits != 0; bits &= bits - 1) {
            lits[k++] = ((cell * n + Long.numberOfTrailingZeros(bits)) << 1) | 1;
        }
        return lits;
    }

    /**
     * Intersects the branches' derived literals: returns the least summed cost of a shared literal
     * (MAX_VALUE when none, or when a branch is broken), and adds the shared literals to
     * {@code shared} when given.
     */
    private int group(int[] branches, List<Integer> shared) {
        for (int lit : branches) {
            int c = lit >>> 1;
            if ((lit & 1) != 0 ? onBroken[c] : offLength[c] < 0) {
                return Integer.MAX_VALUE;
            }
        }
        gen++;
        int k = branches.length;
        for (int i = 0; i < k; i++) {
            int c = branches[i] >>> 1;
            boolean on = (branches[i] & 1) != 0;
            int from = on ? onStart[c] : offStart[c];
            int len = on ? onLength[c] : offLength[c];
            for (int j = 0; j < len; j++) {
                int lit = pool[from + 2 * j];
                int cost = pool[from + 2 * j + 1];
                if (i == 0) {
                    hitGen[lit] = gen;
                    hitCount[lit] = 1;
                    hitSum[lit] = cost;
                } else if (hitGen[lit] == gen && hitCount[lit] == i) {
                    hitCount[lit] = i + 1;
                    hitSum[lit] += cost;
                }
            }
        }
        int best = Integer.MAX_VALUE;
        int c0 = branches[k - 1] >>> 1;
        boolean on0 = (branches[k - 1] & 1) != 0;
        int from = on0 ? onStart[c0] : offStart[c0];
        int len = on0 ? onLength[c0] : offLength[c0];
        for (int j = 0; j < len; j++) {
            int lit = pool[from + 2 * j];
            if (hitGen[lit] == gen && hitCount[lit] == k && !isBranch(lit, branches)) {
                best = Math.min(best, hitSum[lit]);
                if (shared != null) {
                    shared.add(lit);
                }
            }
        }
        return best;
    }

    private static boolean isBranch(int lit, int[] branches) {
        for (int b : branches) {
            if ((b >>> 1) == (lit >>> 1)) {
                return true;
            }
        }
        return false;
    }

    private Step step(Technique technique, double base) {
        Propagator p = propagator;
        if (bestKind == CONTRADICTION || bestKind == VERITY) {
            int c = bestRef;
            boolean on = bestKind == CONTRADICTION;
            p.run((c << 1) | (on ? 1 : 0));
            int complexity = p.contradictionComplexity();
            int cell = c / n;
            int v = c % n + 1;
            String name = shape.cellName(cell);
            String text = technique.name() + " (contradiction): if " + name + (on ? " were " : " were not ") + v
                    + ", then " + p.trail(p.contradictionWitness(), TRAIL) + ", and " + p.contradictionText()
                    + "; so " + name + (on ? " is not " : " is ") + v + ".";
            List<Placement> placements = on ? List.of() : List.of(new Placement(cell, v));
            List<Elimination> eliminations = on ? List.of(new Elimination(cell, v)) : List.of();
            return new Step(technique, Chains.rate(base, complexity), placements, eliminations, List.of(cell),
                    List.of(), name, text);
        }
        int[] branches = branches(bestKind, bestRef);
        List<Integer> shared = new ArrayList<>();
        group(branches, shared);
        // The conclusion shown and rated: the shared literal with the least cost.
        int shown = -1;
        int shownCost = Integer.MAX_VALUE;
        for (int lit : shared) {
            if (hitSum[lit] < shownCost) {
                shownCost = hitSum[lit];
                shown = lit;
            }
        }
        int complexity = 0;
        StringBuilder why = new StringBuilder();
        List<Integer> cells = new ArrayList<>();
        for (int b : branches) {
            p.run(b);
            complexity += p.complexity(shown);
            if (why.length() > 0) {
                why.append("; ");
            }
            why.append(p.trail(shown, TRAIL));
            Integer cell = (b >>> 1) / n;
            if (!cells.contains(cell)) {
                cells.add(cell);
            }
        }
        List<Placement> placements = new ArrayList<>();
        List<Elimination> eliminations = new ArrayList<>();
        shared.sort(null);
        for (int lit : shared) {
            int c = lit >>> 1;
            Integer cell = c / n;
            if ((lit & 1) != 0) {
                placements.add(new Placement(cell, c % n + 1));
            } else {
                eliminations.add(new Elimination(cell, c % n + 1));
            }
        }
        Integer shownCell = (shown >>> 1) / n;
        if (!cells.contains(shownCell)) {
            cells.add(shownCell);
        }
        String result = Chains.literal(shape, shown);
        String more = shared.size() > 1 ? " (and " + (shared.size() - 1) + " more conclusion"
                + (shared.size() > 2 ? "s" : "") + " the same way)" : "";
        String text;
        String focus;
        List<Integer> units = List.of();
        switch (bestKind) {
            case CELL -> {
                int cell = bestRef;
                focus = shape.cellName(cell);
                text = technique.name() + " on cell " + focus + ": whichever candidate it holds, " + result
                        + " follows (" + why + "), so " + result + more + ".";
            }
            case UNIT -> {
                int unit = bestRef / n;
                int v = bestRef % n + 1;
                focus = shape.unitName(unit);
                units = List.of(unit);
                text = technique.name() + " on " + v + " in " + focus + ": wherever " + v + " goes, " + result
                        + " follows (" + why + "), so " + result + more + ".";
            }
            default -> {
                int c = bestRef;
                focus = shape.cellName(c / n);
                text = technique.name() + " (double): whether " + focus + " is " + (c % n + 1) + " or not, " + result
                        + " follows (" + why + "), so " + result + more + ".";
            }
        }
        return new Step(technique, Chains.rate(base, complexity), placements, eliminations, cells, units, focus, text);
    }
}
