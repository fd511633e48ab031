package dev.sudokux.logic;

import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Bivalue Universal Grave (BUG), types 1 to 4, as Sudoku Explainer finds them. A grid where every
 * blank cell has two candidates and every value two places (or none) in every unit cannot have
 * exactly one solution. When that state is reached by removing a few candidates (the BUG values) from
 * a few cells (the BUG cells), one of those candidates must be true in a puzzle with one solution:
 * <ul>
 *   <li>type 1: one BUG cell; it takes a BUG value (5.6);</li>
 *   <li>type 2: one BUG value; one of the BUG cells is that value, so it goes from every cell that
 *       sees them all (5.7);</li>
 *   <li>type 3: the BUG values act as one cell that, with other cells of a unit the BUG cells share,
 *       makes a naked subset (5.8 for a pair, 0.1 more for each further value);</li>
 *   <li>type 4: two BUG cells in one unit share a value besides their BUG values; one of them is its
 *       BUG value, so the other candidates of both go (5.7).</li>
 * </ul>
 *
 * <p><b>Assumes the puzzle has exactly one solution.</b> Works for every shape.
 */
final class Bug implements Technique {

    private static final int[] KINDS = {Locking.BOX, Locking.ROW, Locking.COLUMN};

    @Override
    public String name() {
        return "BUG";
    }

    @Override
    public double difficulty() {
        return 5.6;
    }

    @Override
    public double maxDifficulty() {
        return 6.2;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        int cellCount = shape.cellCount();
        long[] reduced = new long[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            reduced[cell] = grid.candidates(cell);
        }
        List<Integer> bugCells = new ArrayList<>();
        long[] bugValues = new long[cellCount];
        long allBugValues = 0;
        boolean[] common = null;
        List<Integer> extraCells = null;
        int onlyValue = 0;
        boolean oneValue = true;
        for (int kind : KINDS) {
            for (int i = 0; i < n; i++) {
                int unit = Locking.unit(shape, kind, i);
                int[] cells = ShapeTables.unitCells(shape, unit);
                for (int value = 1; value <= n; value++) {
                    long places = grid.places(unit, value);
                    int count = Long.bitCount(places);
                    if (count == 0 || count == 2) {
                        continue;
                    }
                    List<Integer> newBugCells = new ArrayList<>();
                    for (long p = places; p != 0; p &= p - 1) {
                        int cell = cells[Long.numberOfTrailingZeros(p)];
                        if (grid.candidateCount(cell) >= 3) {
                            newBugCells.add(cell);
                        }
                    }
                    if (extraCells == null) {
                        extraCells = new ArrayList<>(newBugCells);
                        onlyValue = value;
                    } else if (oneValue) {
                        if (onlyValue == value) {
                            for (int c : newBugCells) {
                                if (!extraCells.contains(c)) {
                                    extraCells.add(c);
                                }
                            }
                        } else {
                            oneValue = false;
                        }
                    }
                    if (newBugCells.size() == 1) {
                        int cell = newBugCells.get(0);
                        if (!bugCells.contains(cell)) {
                            bugCells.add(cell);
                        }
                        bugValues[cell] |= 1L << (value - 1);
                        allBugValues |= 1L << (value - 1);
                        reduced[cell] &= ~(1L << (value - 1));
                        common = seenByAll(shape, common, cell, bugCells);
                        if (bugCells.size() > 1 && Long.bitCount(allBugValues) > 1 && isEmpty(common)) {
                            return Optional.empty();
                        }
                    }
                    if (newBugCells.isEmpty()) {
                        return Optional.empty();
                    }
                }
            }
        }
        if (oneValue && extraCells != null && extraCells.size() > bugCells.size()) {
            extraCells.removeAll(bugCells);
            extraCells.sort(null);
            for (int cell : extraCells) {
                bugCells.add(cell);
                bugValues[cell] = 1L << (onlyValue - 1);
                reduced[cell] &= ~(1L << (onlyValue - 1));
                common = seenByAll(shape, common, cell, bugCells);
                if (bugCells.size() > 1 && Long.bitCount(allBugValues) > 1 && isEmpty(common)) {
                    return Optional.empty();
                }
            }
        }
        if (!isGrave(grid, reduced)) {
            return Optional.empty();
        }
        if (bugCells.size() == 1) {
            int cell = bugCells.get(0);
            List<Elimination> eliminations = new ArrayList<>();
            Bits.addEliminations(eliminations, cell, grid.candidates(cell) & ~allBugValues);
            if (eliminations.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(step(grid, 1, 5.6, bugCells, allBugValues, eliminations, shape.cellName(cell)
                    + " must take " + Texts.alternatives(allBugValues) + ": remove "
                    + Texts.removals(shape, eliminations)));
        }
        if (Long.bitCount(allBugValues) == 1) {
            Optional<Step> type2 = type2(grid, bugCells, allBugValues, common);
            if (type2.isPresent()) {
                return type2;
            }
            if (bugCells.size() == 2) {
                return type4(grid, bugCells, bugValues, allBugValues);
            }
            return Optional.empty();
        }
        if (common != null && !isEmpty(common)) {
            if (bugCells.size() == 2) {
                Optional<Step> type4 = type4(grid, bugCells, bugValues, allBugValues);
                if (type4.isPresent()) {
                    return type4;
                }
            }
            return type3(grid, bugCells, allBugValues, common);
        }
        return Optional.empty();
    }

    /** The cells that see every BUG cell so far (and are not BUG cells), {@code null} before the first. */
    private static boolean[] seenByAll(Shape shape, boolean[] common, int cell, List<Integer> bugCells) {
        boolean[] result = new boolean[shape.cellCount()];
        for (int peer : ShapeTables.peers(shape, cell)) {
            result[peer] = common == null || common[peer];
        }
        for (int b : bugCells) {
            result[b] = false;
        }
        return result;
    }

    private static boolean isEmpty(boolean[] set) {
        for (boolean b : set) {
            if (b) {
                return false;
            }
        }
        return true;
    }

    /** Whether the reduced candidates are a grave: two in every blank cell, two places or none everywhere. */
    private static boolean isGrave(CandidateGrid grid, long[] reduced) {
        Shape shape = grid.shape();
        for (int cell = 0; cell < reduced.length; cell++) {
            if (grid.isBlank(cell) && Long.bitCount(reduced[cell]) != 2) {
                return false;
            }
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            for (int value = 1; value <= shape.size(); value++) {
                int count = 0;
                for (int cell : ShapeTables.unitCells(shape, unit)) {
                    count += (int) (reduced[cell] >>> (value - 1) & 1);
                }
                if (count != 0 && count != 2) {
                    return false;
                }
            }
        }
        return true;
    }

    private Optional<Step> type2(CandidateGrid grid, List<Integer> bugCells, long allBugValues, boolean[] common) {
        if (common == null) {
            return Optional.empty();
        }
        Shape shape = grid.shape();
        int value = Long.numberOfTrailingZeros(allBugValues) + 1;
        List<Elimination> eliminations = new ArrayList<>();
        for (int cell = 0; cell < common.length; cell++) {
            if (common[cell] && grid.hasCandidate(cell, value)) {
                eliminations.add(new Elimination(cell, value));
            }
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(step(grid, 2, 5.7, bugCells, allBugValues, eliminations, "one of "
                + Texts.cells(shape, bugCells) + " is " + value + ", so a cell that sees them all is not: remove "
                + Texts.removals(shape, eliminations)));
    }

    private Optional<Step> type4(CandidateGrid grid, List<Integer> bugCells, long[] bugValues, long allBugValues) {
        Shape shape = grid.shape();
        int c1 = bugCells.get(0);
        int c2 = bugCells.get(1);
        long shared = grid.candidates(c1) & grid.candidates(c2) & ~allBugValues;
        if (Long.bitCount(shared) != 1) {
            return Optional.empty();
        }
        for (int kind : KINDS) {
            int unit = UniqueLoop.unitOf(shape, kind, c1);
            if (unit != UniqueLoop.unitOf(shape, kind, c2)) {
                continue;
            }
            List<Elimination> eliminations = new ArrayList<>();
            Bits.addEliminations(eliminations, c1, grid.candidates(c1) & ~bugValues[c1] & ~shared);
            Bits.addEliminations(eliminations, c2, grid.candidates(c2) & ~bugValues[c2] & ~shared);
            if (eliminations.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(step(grid, 4, 5.7, bugCells, allBugValues, eliminations, "one of "
                    + shape.cellName(c1) + " and " + shape.cellName(c2) + " takes its BUG value and they share "
                    + shape.unitName(unit) + " and " + Texts.values(shared) + ", so neither holds anything else: remove "
                    + Texts.removals(shape, eliminations)));
        }
        return Optional.empty();
    }

    private Optional<Step> type3(CandidateGrid grid, List<Integer> bugCells, long allBugValues, boolean[] common) {
        Shape shape = grid.shape();
        for (int degree = 2; degree <= 6; degree++) {
            for (int kind : KINDS) {
                int unit = UniqueLoop.unitOf(shape, kind, bugCells.get(0));
                boolean shared = true;
                for (int b : bugCells) {
                    shared &= UniqueLoop.unitOf(shape, kind, b) == unit;
                }
                if (!shared) {
                    continue;
                }
                List<Integer> unitCells = new ArrayList<>();
                for (int cell = 0; cell < common.length; cell++) {
                    if (common[cell] && Units.contains(shape, unit, cell)) {
                        unitCells.add(cell);
                    }
                }
                if (unitCells.size() < degree) {
                    continue;
                }
                int[] chosen = Units.firstCombination(degree - 1);
                do {
                    long others = 0;
                    boolean tuple = Long.bitCount(allBugValues) > 1;
                    List<Integer> naked = new ArrayList<>();
                    for (int i : chosen) {
                        long c = grid.candidates(unitCells.get(i));
                        others |= c;
                        tuple &= Long.bitCount(c) > 1;
                        naked.add(unitCells.get(i));
                    }
                    long set = others | allBugValues;
                    if (Long.bitCount(others) != degree || !tuple || Long.bitCount(set) != degree) {
                        continue;
                    }
                    List<Elimination> eliminations = new ArrayList<>();
                    for (int cell : unitCells) {
                        if (!naked.contains(cell) && !bugCells.contains(cell)) {
                            Bits.addEliminations(eliminations, cell, grid.candidates(cell) & set);
                        }
                    }
                    if (eliminations.isEmpty()) {
                        continue;
                    }
                    double difficulty = 5.7 + (degree - 1) * 0.1;
                    return Optional.of(step(grid, 3, difficulty, bugCells, allBugValues, eliminations, "one of "
                            + Texts.cells(shape, bugCells) + " takes its BUG value (" + Texts.alternatives(allBugValues)
                            + "); with " + Texts.cells(shape, naked) + " that makes a naked subset on "
                            + Texts.values(set) + " in " + shape.unitName(unit) + ": remove "
                            + Texts.removals(shape, eliminations)));
                } while (Units.nextCombination(chosen, unitCells.size()));
            }
        }
        return Optional.empty();
    }

    private Step step(CandidateGrid grid, int type, double difficulty, List<Integer> bugCells, long values,
                      List<Elimination> eliminations, String reason) {
        Shape shape = grid.shape();
        return new Step(this, difficulty, List.of(), eliminations, bugCells, List.of(),
                shape.cellName(bugCells.get(0)), "BUG type " + type + ": without " + Texts.values(values) + " in "
                        + Texts.cells(shape, bugCells) + ", every blank cell would hold two values and every value "
                        + "two places in each unit, a grave with no unique solution; so " + reason + ".");
    }
}
