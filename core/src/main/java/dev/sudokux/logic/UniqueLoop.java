package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Unique Rectangles and Unique Loops, types 1 to 4, as Sudoku Explainer finds them. A closed loop of
 * blank cells that all hold the same two values u and v, where each unit the loop enters holds
 * exactly two of its cells, one at an even and one at an odd place along the loop, would be a
 * <em>deadly pattern</em> if its cells held nothing else: u and v could be swapped all along it,
 * giving a second solution. A puzzle with one solution has none, so the cells with more candidates
 * (at most two of them, or more with the same one extra value) must keep the loop from being deadly:
 * <ul>
 *   <li>type 1: one cell has more candidates; it is neither u nor v;</li>
 *   <li>type 2: the extra cells share one extra value x; one of them is x, so x goes from every cell
 *       that sees all of them;</li>
 *   <li>type 3: two extra cells in one unit together act as one cell holding their extra values, and
 *       form a naked (or hidden) subset with other cells of that unit;</li>
 *   <li>type 4: two extra cells share a unit where u can only go in them, so neither can be v.</li>
 * </ul>
 * A rectangle (four cells) rates 4.5, a loop of six 4.6, of eight 4.7, of ten or more 5.0; type 3 adds
 * 0.1 for each value of its subset beyond the first. Of all the steps found, the easiest wins, the
 * lower type on a tie.
 *
 * <p><b>Assumes the puzzle has exactly one solution</b>: on a puzzle with several, these steps may
 * remove a value of some solution. Works for every shape.
 */
final class UniqueLoop implements Technique {

    @Override
    public String name() {
        return "Unique Rectangle";
    }

    @Override
    public double difficulty() {
        return 4.5;
    }

    @Override
    public double maxDifficulty() {
        return 5.6;
    }

    /** One step found, with what orders it among the others. */
    private record Found(double difficulty, int type, List<Integer> loop, Step step, Object key) {
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        List<Found> found = new ArrayList<>();
        int[] kinds = {Locking.BOX, Locking.ROW, Locking.COLUMN};
        Walk walk = null;
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            long pair = grid.candidates(cell);
            if (Long.bitCount(pair) != 2) {
                continue;
            }
            if (walk == null) {
                walk = new Walk(grid);
            }
            List<List<Integer>> loops = new ArrayList<>();
            walk.search(cell, pair, 0, 2, 0L, -1, loops);
            for (List<Integer> loop : loops) {
                if (isDeadly(shape, kinds, loop)) {
                    steps(grid, loop, pair, found);
                }
            }
        }
        Found best = null;
        for (Found f : found) {
            if (best == null || f.difficulty < best.difficulty
                    || (f.difficulty == best.difficulty && f.type < best.type)) {
                best = f;
            }
        }
        return best == null ? Optional.empty() : Optional.of(best.step);
    }

    /**
     * The loops through one grid's cells, searched depth first: the loop so far in an array, with a
     * mark on each of its cells, and each cell's box, row and column (in that order, the kinds' order)
     * read from one table. Primitive arrays, because every find walks from every bivalue cell.
     */
    private static final class Walk {
        private final CandidateGrid grid;
        private final Shape shape;
        /** unit[3 * cell + kind]: the cell's unit of that kind ({@link Locking#BOX}, ROW, COLUMN). */
        private final int[] unit;
        private final int[] loop;
        private final boolean[] inLoop;

        Walk(CandidateGrid grid) {
            this.grid = grid;
            this.shape = grid.shape();
            int cells = shape.cellCount();
            unit = new int[3 * cells];
            for (int cell = 0; cell < cells; cell++) {
                for (int kind = 0; kind < 3; kind++) {
                    unit[3 * cell + kind] = unitOf(shape, kind, cell);
                }
            }
            loop = new int[cells];
            inLoop = new boolean[cells];
        }

        /**
         * Extends the loop of {@code size} cells with {@code cell}, then through each unit kind but the
         * last one used, with every cell holding both values: a cell with more candidates is allowed
         * while {@code allowed} is positive or while all extra cells so far add the same one value.
         * Each closed loop is added to {@code loops} in the order found.
         */
        void search(int cell, long pair, int size, int allowed, long extra, int lastKind, List<List<Integer>> loops) {
            loop[size++] = cell;
            inLoop[cell] = true;
            for (int kind = Locking.BOX; kind <= Locking.COLUMN; kind++) {
                if (kind == lastKind) {
                    continue;
                }
                for (int next : ShapeTables.unitCells(shape, unit[3 * cell + kind])) {
                    if (next == loop[0] && size >= 4) {
                        List<Integer> closed = new ArrayList<>(size);
                        for (int i = 0; i < size; i++) {
                            closed.add(loop[i]);
                        }
                        loops.add(closed);
                    } else if (!inLoop[next]) {
                        long candidates = grid.candidates(next);
                        if ((candidates & pair) != pair) {
                            continue;
                        }
                        long nextExtra = (extra | candidates) & ~pair;
                        int count = Long.bitCount(candidates);
                        if (count == 2 || Long.bitCount(nextExtra) == 1 || allowed > 0) {
                            search(next, pair, size, count > 2 ? allowed - 1 : allowed, nextExtra, kind, loops);
                        }
                    }
                }
            }
            inLoop[cell] = false;
        }
    }

    static int unitOf(Shape shape, int kind, int cell) {
        return kind == Locking.BOX ? shape.boxUnit(shape.box(cell))
                : kind == Locking.ROW ? shape.rowUnit(shape.row(cell)) : shape.columnUnit(shape.column(cell));
    }

    /** Whether every unit the loop enters holds one cell at an even place and one at an odd place. */
    private static boolean isDeadly(Shape shape, int[] kinds, List<Integer> loop) {
        boolean[] even = new boolean[shape.unitCount()];
        boolean[] odd = new boolean[shape.unitCount()];
        for (int i = 0; i < loop.size(); i++) {
            boolean[] seen = i % 2 == 0 ? even : odd;
            for (int kind : kinds) {
                int unit = unitOf(shape, kind, loop.get(i));
                if (seen[unit]) {
                    return false;
                }
                seen[unit] = true;
            }
        }
        for (int u = 0; u < even.length; u++) {
            if (even[u] != odd[u]) {
                return false;
            }
        }
        return true;
    }

    /** The base difficulty of a loop of {@code size} cells, computed as Sudoku Explainer does. */
    static double loopDifficulty(int size) {
        double result = 4.5;
        if (size >= 10) {
            result += 0.3;
        }
        if (size >= 8) {
            result += 0.2;
        } else if (size >= 6) {
            result += 0.1;
        }
        return result;
    }

    private void steps(CandidateGrid grid, List<Integer> loop, long pair, List<Found> found) {
        Shape shape = grid.shape();
        List<Integer> extra = new ArrayList<>(2);
        for (int cell : loop) {
            if (grid.candidateCount(cell) > 2) {
                extra.add(cell);
            }
        }
        double base = loopDifficulty(loop.size());
        if (extra.size() == 1) {
            int rescue = extra.get(0);
            List<Elimination> eliminations = new ArrayList<>();
            Bits.addEliminations(eliminations, rescue, pair);
            add(found, new Found(base, 1, loop, step(grid, loop, pair, base, 1, eliminations,
                    shape.cellName(rescue) + " must hold a value other than " + Texts.values(pair)
                            + " to keep the loop from being deadly: remove " + Texts.removals(shape, eliminations)),
                    null));
        } else if (extra.size() > 2) {
            type2(grid, loop, pair, extra, base, found);
        } else if (extra.size() == 2) {
            int r1 = extra.get(0);
            int r2 = extra.get(1);
            long others = (grid.candidates(r1) | grid.candidates(r2)) & ~pair;
            if (Long.bitCount(others) == 1) {
                type2(grid, loop, pair, extra, base, found);
            } else if (Long.bitCount(others) >= 2) {
                type3(grid, loop, pair, r1, r2, base, found);
            }
            type4(grid, loop, pair, r1, r2, base, found);
        }
    }

    private void type2(CandidateGrid grid, List<Integer> loop, long pair, List<Integer> extra, double base,
                       List<Found> found) {
        Shape shape = grid.shape();
        int value = Long.numberOfTrailingZeros(grid.candidates(extra.get(0)) & ~pair) + 1;
        List<Elimination> eliminations = new ArrayList<>();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (extra.contains(cell) || !grid.hasCandidate(cell, value)) {
                continue;
            }
            boolean seesAll = true;
            for (int e : extra) {
                seesAll &= Peers.sees(shape, cell, e);
            }
            if (seesAll) {
                eliminations.add(new Elimination(cell, value));
            }
        }
        if (!eliminations.isEmpty()) {
            add(found, new Found(base, 2, loop, step(grid, loop, pair, base, 2, eliminations,
                    "one of " + Texts.cells(shape, extra) + " must be " + value
                            + " to keep the loop from being deadly, so a cell that sees them all cannot: remove "
                            + Texts.removals(shape, eliminations)), null));
        }
    }

    private void type3(CandidateGrid grid, List<Integer> loop, long pair, int c1, int c2, double base,
                       List<Found> found) {
        Shape shape = grid.shape();
        int n = shape.size();
        long extra = (grid.candidates(c1) | grid.candidates(c2)) & ~pair;
        int[] kinds = {Locking.BOX, Locking.ROW, Locking.COLUMN};
        for (int degree = 2; degree <= 7; degree++) {
            for (int kind : kinds) {
                int unit = unitOf(shape, kind, c1);
                if (unit != unitOf(shape, kind, c2)) {
                    continue;
                }
                int[] cells = ShapeTables.unitCells(shape, unit);
                int blanks = Units.blanks(grid, unit);
                int index1 = indexOf(cells, c1);
                int index2 = indexOf(cells, c2);
                if (degree * 2 <= blanks && degree >= Long.bitCount(extra) && degree <= n) {
                    int[] chosen = Units.firstCombination(degree);
                    do {
                        boolean has1 = false;
                        boolean has2 = false;
                        for (int i : chosen) {
                            has1 |= i == index1;
                            has2 |= i == index2;
                        }
                        if (!has1 || has2) {
                            continue;
                        }
                        long union = extra & grid.candidates(c1) & grid.candidates(c2);
                        long common = 0;
                        boolean tuple = true;
                        List<Integer> others = new ArrayList<>();
                        for (int i : chosen) {
                            long values = i == index1 ? extra : grid.candidates(cells[i]);
                            if (i != index1) {
                                union |= values;
                                others.add(cells[i]);
                            }
                            tuple &= Long.bitCount(values) > 1;
                            common |= values;
                        }
                        if (Long.bitCount(union) != degree || !tuple || Long.bitCount(common) != degree) {
                            continue;
                        }
                        List<Elimination> eliminations = new ArrayList<>();
                        for (int cell : cells) {
                            if (!others.contains(cell) && cell != c1 && cell != c2) {
                                Bits.addEliminations(eliminations, cell, grid.candidates(cell) & common);
                            }
                        }
                        if (!eliminations.isEmpty()) {
                            double difficulty = base + (degree - 1) * 0.1;
                            List<Integer> key = new ArrayList<>(List.of(3, unit, (int) common));
                            key.addAll(others);
                            add(found, new Found(difficulty, 3, loop, step(grid, loop, others, pair, difficulty, 3,
                                    eliminations, shape.cellName(c1) + " and " + shape.cellName(c2)
                                            + " must hold one of " + Texts.values(extra)
                                            + " to keep the loop from being deadly; with "
                                            + Texts.cells(shape, others) + " they make a naked subset on "
                                            + Texts.values(common) + " in " + shape.unitName(unit) + ": remove "
                                            + Texts.removals(shape, eliminations)), key));
                        }
                    } while (Units.nextCombination(chosen, n));
                }
                if (degree * 2 < blanks) {
                    int[] rest = new int[n];
                    int restCount = 0;
                    for (int value = 1; value <= n; value++) {
                        if ((pair >>> (value - 1) & 1) == 0 && (extra >>> (value - 1) & 1) == 0) {
                            rest[restCount++] = value;
                        }
                    }
                    if (degree - 2 > restCount) {
                        continue;
                    }
                    int[] chosen = Units.firstCombination(degree - 2);
                    do {
                        long hidden = pair;
                        long positions = 0;
                        boolean light = true;
                        for (int i : chosen) {
                            hidden |= 1L << (rest[i] - 1);
                        }
                        for (long v = hidden; v != 0; v &= v - 1) {
                            long places = grid.places(unit, Long.numberOfTrailingZeros(v) + 1) & ~(1L << index2);
                            light &= places != 0;
                            positions |= places;
                        }
                        if (!light || Long.bitCount(positions) != degree) {
                            continue;
                        }
                        long inner = positions & ~(1L << index1) & ~(1L << index2);
                        List<Elimination> eliminations = new ArrayList<>();
                        for (long p = inner; p != 0; p &= p - 1) {
                            int cell = cells[Long.numberOfTrailingZeros(p)];
                            Bits.addEliminations(eliminations, cell, grid.candidates(cell) & ~hidden);
                        }
                        if (!eliminations.isEmpty()) {
                            double difficulty = base + (Long.bitCount(inner) - 1) * 0.1;
                            List<Integer> cellsOfSet = Bits.cellsAt(cells, inner);
                            List<Integer> key = new ArrayList<>(List.of(-3, unit, (int) hidden));
                            key.addAll(cellsOfSet);
                            add(found, new Found(difficulty, 3, loop, step(grid, loop, cellsOfSet, pair, difficulty, 3,
                                    eliminations, "one of " + shape.cellName(c1) + " and " + shape.cellName(c2)
                                            + " must hold one of " + Texts.values(extra)
                                            + " to keep the loop from being deadly, so in " + shape.unitName(unit)
                                            + " " + Texts.values(hidden) + " can only go in "
                                            + Texts.cells(shape, cellsOfSet) + " and the cell holding "
                                            + Texts.values(pair) + ": remove " + Texts.removals(shape, eliminations)),
                                    key));
                        }
                    } while (degree > 2 && Units.nextCombination(chosen, restCount));
                }
            }
        }
    }

    private void type4(CandidateGrid grid, List<Integer> loop, long pair, int c1, int c2, double base,
                       List<Found> found) {
        Shape shape = grid.shape();
        int[] kinds = {Locking.BOX, Locking.ROW, Locking.COLUMN};
        int v1 = Long.numberOfTrailingZeros(pair) + 1;
        int v2 = 63 - Long.numberOfLeadingZeros(pair) + 1;
        int unit1 = -1;
        int unit2 = -1;
        for (int kind : kinds) {
            int unit = unitOf(shape, kind, c1);
            if (unit != unitOf(shape, kind, c2)) {
                continue;
            }
            boolean has1 = false;
            boolean has2 = false;
            for (int cell : ShapeTables.unitCells(shape, unit)) {
                if (cell != c1 && cell != c2) {
                    has1 |= grid.hasCandidate(cell, v1);
                    has2 |= grid.hasCandidate(cell, v2);
                }
            }
            if (!has1) {
                unit1 = unit;
            }
            if (!has2) {
                unit2 = unit;
            }
        }
        int unit = unit1 >= 0 ? unit1 : unit2;
        if (unit < 0) {
            return;
        }
        int locked = unit1 >= 0 ? v1 : v2;
        int removed = unit1 >= 0 ? v2 : v1;
        List<Elimination> eliminations = List.of(new Elimination(c1, removed), new Elimination(c2, removed));
        add(found, new Found(base, 4, loop, step(grid, loop, pair, base, 4, eliminations,
                "in " + shape.unitName(unit) + ", " + locked + " can only go in " + shape.cellName(c1) + " or "
                        + shape.cellName(c2) + "; if either were " + removed
                        + " as well, the loop would be deadly: remove " + Texts.removals(shape, eliminations)),
                null));
    }

    private static int indexOf(int[] cells, int cell) {
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] == cell) {
                return k;
            }
        }
        return -1;
    }

    /** Adds {@code f} unless an equal step (same type, same set of loop cells, same subset) is there. */
    private static void add(List<Found> found, Found f) {
        for (Found g : found) {
            if (g.type == f.type && g.loop.size() == f.loop.size() && g.loop.containsAll(f.loop)
                    && java.util.Objects.equals(g.key, f.key)) {
                return;
            }
        }
        found.add(f);
    }

    private Step step(CandidateGrid grid, List<Integer> loop, long pair, double difficulty, int type,
                      List<Elimination> eliminations, String reason) {
        return step(grid, loop, List.of(), pair, difficulty, type, eliminations, reason);
    }

    /** A step whose cells are the loop's and {@code subset}'s (the other cells of a type 3 subset). */
    private Step step(CandidateGrid grid, List<Integer> loop, List<Integer> subset, long pair, double difficulty,
                      int type, List<Elimination> eliminations, String reason) {
        Shape shape = grid.shape();
        String kind = loop.size() == 4 ? "Unique Rectangle" : "Unique Loop of " + loop.size() + " cells";
        List<Integer> cells = new ArrayList<>(loop);
        cells.addAll(subset);
        return new Step(this, difficulty, List.of(), eliminations, cells, List.of(), shape.cellName(loop.get(0)),
                kind + " type " + type + " on " + Texts.values(pair) + " (" + Texts.cells(shape, loop) + "): "
                        + reason + ".");
    }
}
