package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Unique Rectangle, types 1 to 4. Four blank cells at the corners of a rectangle, in two rows, two
 * columns and exactly two boxes, that could all hold only the same two values u and v would be a
 * <em>deadly pattern</em>: u and v could be swapped in them, giving a second solution. A puzzle
 * with one solution has no deadly pattern, so:
 * <ul>
 *   <li>type 1: three corners hold only u and v; the fourth cannot be u or v;</li>
 *   <li>type 2: two corners hold only u and v, the two others u, v and the same extra value x; one
 *       of those two is x, so x goes from every cell that sees both;</li>
 *   <li>type 3: two corners on one side hold only u and v; the two others, in one row or column (and
 *       maybe one box), must take one of their extra values, so together they act as one cell with
 *       those values, and form a naked subset with other cells of a unit they share;</li>
 *   <li>type 4: two corners on one side hold only u and v; in a unit the two others share, u can
 *       only go in those two, so neither of them can be v.</li>
 * </ul>
 *
 * <p><b>Assumes the puzzle has exactly one solution</b>: on a puzzle with several, these steps may
 * remove a value of some solution. Difficulty (Sudoku Explainer's): 4.5 for types 1, 2 and 4; for
 * type 3, 4.6, 4.7 or 4.8 when the naked subset is a pair, triple or quad.
 *
 * <p>Rectangles in order of their top-left corner, then bottom-right; value pairs in increasing
 * order. Works for every shape.
 */
final class UniqueRectangle implements Technique {

    private final int type;

    /**
     * The technique for rectangles of {@code type}.
     *
     * @throws IllegalArgumentException unless {@code type} is 1 to 4
     */
    public UniqueRectangle(int type) {
        if (type < 1 || type > 4) {
            throw new IllegalArgumentException("unique rectangles come in types 1 to 4, not " + type);
        }
        this.type = type;
    }

    @Override
    public String name() {
        return "Unique Rectangle Type " + type;
    }

    @Override
    public double difficulty() {
        return type == 3 ? 4.6 : 4.5;
    }

    @Override
    public double maxDifficulty() {
        return type == 3 ? 4.8 : 4.5;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        if (type == 3) {
            for (int subset = 2; subset <= 4; subset++) {
                Optional<Step> step = search(grid, subset);
                if (step.isPresent()) {
                    return step;
                }
            }
            return Optional.empty();
        }
        return search(grid, 0);
    }

    /** Every rectangle, each value pair, tried for this type (type 3: with naked subsets of {@code subset}). */
    private Optional<Step> search(CandidateGrid grid, int subset) {
        Shape shape = grid.shape();
        int n = shape.size();
        int[] corners = new int[4];
        int[] chosen = new int[3];
        int[] roof = new int[2];
        for (int r1 = 0; r1 < n; r1++) {
            for (int r2 = r1 + 1; r2 < n; r2++) {
                boolean sameBand = r1 / shape.boxRows() == r2 / shape.boxRows();
                for (int c1 = 0; c1 < n; c1++) {
                    int a = shape.cell(r1, c1);
                    int c = shape.cell(r2, c1);
                    long left = grid.candidates(a) & grid.candidates(c);
                    if (Long.bitCount(left) < 2) {
                        continue;
                    }
                    for (int c2 = c1 + 1; c2 < n; c2++) {
                        boolean sameStack = c1 / shape.boxColumns() == c2 / shape.boxColumns();
                        if (sameBand == sameStack) {
                            continue; // one box or four boxes
                        }
                        int b = shape.cell(r1, c2);
                        int d = shape.cell(r2, c2);
                        long common = left & grid.candidates(b) & grid.candidates(d);
                        if (Long.bitCount(common) < 2 || bivalueCorners(grid, a, b, c, d) < (type == 1 ? 3 : 2)) {
                            continue; // every type needs two corners (type 1: three) with only the pair
                        }
                        corners[0] = a;
                        corners[1] = b;
                        corners[2] = c;
                        corners[3] = d;
                        for (long u = common; u != 0; u &= u - 1) {
                            for (long v = u & (u - 1); v != 0; v &= v - 1) {
                                long pair = Long.lowestOneBit(u) | Long.lowestOneBit(v);
                                Step step = switch (type) {
                                    case 1 -> type1(grid, corners, pair);
                                    case 2 -> type2(grid, corners, pair);
                                    case 3 -> type3(grid, corners, pair, subset, chosen, roof);
                                    default -> type4(grid, corners, pair, roof);
                                };
                                if (step != null) {
                                    return Optional.of(step);
                                }
                            }
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static int bivalueCorners(CandidateGrid grid, int a, int b, int c, int d) {
        return (grid.candidateCount(a) == 2 ? 1 : 0) + (grid.candidateCount(b) == 2 ? 1 : 0)
                + (grid.candidateCount(c) == 2 ? 1 : 0) + (grid.candidateCount(d) == 2 ? 1 : 0);
    }

    private Step type1(CandidateGrid grid, int[] corners, long pair) {
        int extra = -1;
        for (int cell : corners) {
            if (grid.candidates(cell) != pair) {
                if (extra >= 0) {
                    return null;
                }
                extra = cell;
            }
        }
        if (extra < 0) {
            return null; // four bivalue corners: the grid has no unique solution
        }
        Shape shape = grid.shape();
        List<Elimination> eliminations = new ArrayList<>(2);
        Bits.addEliminations(eliminations, extra, pair);
        String e = shape.cellName(extra);
        return step(shape, corners, eliminations, e, "If " + e + " were " + Texts.alternatives(pair)
                + ", the rectangle " + rectangle(shape, corners) + " would hold only " + Texts.values(pair)
                + ", a deadly pattern (they could be swapped, giving two solutions); so remove "
                + Texts.removals(shape, eliminations) + ".");
    }

    private Step type2(CandidateGrid grid, int[] corners, long pair) {
        int roof1 = -1;
        int roof2 = -1;
        long roof = 0;
        for (int cell : corners) {
            long c = grid.candidates(cell);
            if (c == pair) {
                continue;
            }
            if (Long.bitCount(c) != 3 || (roof != 0 && c != roof) || roof2 >= 0) {
                return null;
            }
            roof = c;
            if (roof1 < 0) {
                roof1 = cell;
            } else {
                roof2 = cell;
            }
        }
        if (roof2 < 0) {
            return null;
        }
        Shape shape = grid.shape();
        int x = Long.numberOfTrailingZeros(roof & ~pair) + 1;
        List<Integer> targets = new ArrayList<>();
        for (int cell : shape.peers(roof1)) {
            if (grid.hasCandidate(cell, x) && Peers.sees(shape, cell, roof2)) {
                targets.add(cell);
            }
        }
        if (targets.isEmpty()) {
            return null;
        }
        String r1 = shape.cellName(roof1);
        String r2 = shape.cellName(roof2);
        return step(shape, corners, Bits.eliminations(targets, x), r1, "The rectangle " + rectangle(shape, corners)
                + " would be a deadly pattern on " + Texts.values(pair) + " (two solutions) unless " + r1 + " or " + r2
                + " is " + x + "; so " + x + " is in one of them, and cells that see both cannot be " + x + ": remove "
                + x + " from " + Texts.cells(shape, targets) + ".");
    }

    /**
     * The roof of the rectangle: the two corners, on one side, with more than the pair, when the two
     * others (the floor) hold exactly the pair; as {roof1, roof2} in {@code roof}, or false.
     */
    private static boolean roof(CandidateGrid grid, int[] corners, long pair, int[] roof) {
        int floors = 0;
        int k = 0;
        for (int cell : corners) {
            long c = grid.candidates(cell);
            if (c == pair) {
                floors++;
            } else if (k < 2) {
                roof[k++] = cell;
            }
        }
        if (floors != 2 || k != 2) {
            return false;
        }
        Shape shape = grid.shape();
        return shape.row(roof[0]) == shape.row(roof[1]) || shape.column(roof[0]) == shape.column(roof[1]);
    }

    /** How many units both roof corners are in: their row or column, and maybe their box. */
    private static int sharedUnitCount(Shape shape, int[] roof) {
        return shape.box(roof[0]) == shape.box(roof[1]) ? 2 : 1;
    }

    /** The {@code k}-th unit both roof corners are in: 0 their row or column, 1 their box. */
    private static int sharedUnit(Shape shape, int[] roof, int k) {
        if (k == 1) {
            return shape.boxUnit(shape.box(roof[0]));
        }
        return shape.row(roof[0]) == shape.row(roof[1]) ? shape.rowUnit(shape.row(roof[0]))
                : shape.columnUnit(shape.column(roof[0]));
    }

    private Step type3(CandidateGrid grid, int[] corners, long pair, int subset, int[] chosen, int[] roof) {
        if (!roof(grid, corners, pair, roof)) {
            return null;
        }
        long extras = (grid.candidates(roof[0]) | grid.candidates(roof[1])) & ~pair;
        if (Long.bitCount(extras) > subset) {
            return null;
        }
        Shape shape = grid.shape();
        for (int k = 0; k < sharedUnitCount(shape, roof); k++) {
            int unit = sharedUnit(shape, roof, k);
            int[] cells = shape.unitCells(unit);
            long roofPositions = 1L << grid.indexInUnit(roof[0], unit) | 1L << grid.indexInUnit(roof[1], unit);
            long values = nakedWith(grid, cells, roofPositions, extras, subset, chosen, 0, 0);
            if (values != 0) {
                return type3Step(grid, corners, pair, roof, extras, unit, subset, chosen, values, roofPositions);
            }
        }
        return null;
    }

    /**
     * Chooses {@code subset - 1} cells of the unit (positions after {@code start}, not the roof) whose
     * candidates with {@code union} make exactly {@code subset} values that some other cell of the
     * unit holds; returns those values (cells' positions in {@code chosen}) or 0.
     */
    private static long nakedWith(CandidateGrid grid, int[] cells, long roofPositions, long union, int subset,
                                  int[] chosen, int depth, int start) {
        if (depth == subset - 1) {
            if (Long.bitCount(union) != subset) {
                return 0;
            }
            for (int k = 0; k < cells.length; k++) {
                if ((roofPositions >>> k & 1) == 0 && !isChosen(chosen, depth, k)
                        && (grid.candidates(cells[k]) & union) != 0) {
                    return union;
                }
            }
            return 0;
        }
        for (int k = start; k < cells.length; k++) {
            long c = grid.candidates(cells[k]);
            if (c == 0 || (roofPositions >>> k & 1) != 0) {
                continue;
            }
            long next = union | c;
            if (Long.bitCount(next) > subset) {
                continue;
            }
            chosen[depth] = k;
            long found = nakedWith(grid, cells, roofPositions, next, subset, chosen, depth + 1, k + 1);
            if (found != 0) {
                return found;
            }
        }
        return 0;
    }

    private static boolean isChosen(int[] chosen, int count, int k) {
        for (int i = 0; i < count; i++) {
            if (chosen[i] == k) {
                return true;
            }
        }
        return false;
    }

    private Step type3Step(CandidateGrid grid, int[] corners, long pair, int[] roof, long extras, int unit,
                           int subset, int[] chosen, long values, long roofPositions) {
        Shape shape = grid.shape();
        int[] cells = shape.unitCells(unit);
        List<Integer> others = new ArrayList<>();
        for (int i = 0; i < subset - 1; i++) {
            others.add(cells[chosen[i]]);
        }
        List<Elimination> eliminations = new ArrayList<>();
        for (int k = 0; k < cells.length; k++) {
            if ((roofPositions >>> k & 1) == 0 && !isChosen(chosen, subset - 1, k)) {
                Bits.addEliminations(eliminations, cells[k], grid.candidates(cells[k]) & values);
            }
        }
        String r1 = shape.cellName(roof[0]);
        String r2 = shape.cellName(roof[1]);
        String where = shape.unitName(unit);
        String kind = subset == 2 ? "pair" : subset == 3 ? "triple" : "quad";
        List<Integer> pattern = new ArrayList<>(List.of(corners[0], corners[1], corners[2], corners[3]));
        pattern.addAll(others);
        return new Step(this, subset == 2 ? 4.6 : subset == 3 ? 4.7 : 4.8,
                List.of(), eliminations, pattern, List.of(unit), r1,
                "The rectangle " + rectangle(shape, corners) + " would be a deadly pattern on " + Texts.values(pair)
                        + " unless " + r1 + " or " + r2 + " takes " + Texts.alternatives(extras)
                        + "; so together they act as one cell holding " + Texts.alternatives(extras) + ", which with "
                        + Texts.cells(shape, others) + " makes a naked " + kind + " on " + Texts.values(values) + " in "
                        + where + ": remove " + Texts.removals(shape, eliminations) + ".");
    }

    private Step type4(CandidateGrid grid, int[] corners, long pair, int[] roof) {
        if (!roof(grid, corners, pair, roof)) {
            return null;
        }
        Shape shape = grid.shape();
        for (int k = 0; k < sharedUnitCount(shape, roof); k++) {
            int unit = sharedUnit(shape, roof, k);
            long roofPositions = 1L << grid.indexInUnit(roof[0], unit) | 1L << grid.indexInUnit(roof[1], unit);
            for (long w = pair; w != 0; w &= w - 1) {
                int locked = Long.numberOfTrailingZeros(w) + 1;
                if (grid.places(unit, locked) != roofPositions) {
                    continue;
                }
                int other = Long.numberOfTrailingZeros(pair & ~Long.lowestOneBit(w)) + 1;
                List<Elimination> eliminations = List.of(new Elimination(roof[0], other),
                        new Elimination(roof[1], other));
                String r1 = shape.cellName(roof[0]);
                String r2 = shape.cellName(roof[1]);
                return step(shape, corners, eliminations, shape.unitName(unit), "In " + shape.unitName(unit) + ", "
                        + locked + " can only go in " + r1 + " or " + r2 + ", so one of them is " + locked
                        + "; if the other were " + other + ", the rectangle " + rectangle(shape, corners)
                        + " would be a deadly pattern on " + Texts.values(pair) + " (two solutions), so remove "
                        + other + " from " + r1 + " and " + r2 + ".");
            }
        }
        return null;
    }

    private Step step(Shape shape, int[] corners, List<Elimination> eliminations, String focus, String text) {
        return new Step(this, List.of(), eliminations, List.of(corners[0], corners[1], corners[2], corners[3]),
                List.of(), focus, text);
    }

    private static String rectangle(Shape shape, int[] corners) {
        return shape.cellName(corners[0]) + ", " + shape.cellName(corners[1]) + ", " + shape.cellName(corners[2])
                + ", " + shape.cellName(corners[3]);
    }
}
