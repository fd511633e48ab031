package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Simple Colouring (single-value colouring): the cells of one value joined by strong links (units
 * where the value has only two places) fall into clusters, each coloured in two colours that
 * alternate along the links; in each cluster one colour holds the value everywhere, the other
 * nowhere.
 * <ul>
 * <li>Colour wrap: two cells of the same colour see each other, so that colour is false and loses
 * the value everywhere.</li>
 * <li>Colour trap: a cell outside the cluster sees both colours, so it loses the value.</li>
 * </ul>
 * Difficulty 5.4 whatever the cluster's size (a person colours the whole cluster at once), that of
 * a short X-Chain and what the Sudoku Exchange bank's ratings of the puzzles whose hardest step it
 * is say. The smallest cluster that gives something wins, then the lower value, then the cluster
 * found first in cell order; a wrap before a trap.
 */
final class SimpleColouring implements Technique {

    @Override
    public String name() {
        return "Simple Colouring";
    }

    @Override
    public double difficulty() {
        return 5.4;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        int cells = shape.cellCount();
        int[] cluster = new int[cells];
        int[] colour = new int[cells];
        int[] queue = new int[cells];
        Step best = null;
        int bestSize = Integer.MAX_VALUE;
        for (int value = 1; value <= shape.size(); value++) {
            long bit = 1L << (value - 1);
            java.util.Arrays.fill(cluster, -1);
            for (int seed = 0; seed < cells; seed++) {
                if (cluster[seed] >= 0 || (grid.candidates(seed) & bit) == 0) {
                    continue;
                }
                // Breadth first along strong links; the queue prefix is the cluster.
                int head = 0;
                int tail = 0;
                queue[tail++] = seed;
                cluster[seed] = seed;
                colour[seed] = 0;
                List<Integer> units = new ArrayList<>();
                while (head < tail) {
                    int cell = queue[head++];
                    for (int unit : shape.unitsOf(cell)) {
                        long places = grid.places(unit, value);
                        if (Long.bitCount(places) != 2) {
                            continue;
                        }
                        int[] uc = shape.unitCells(unit);
                        int a = uc[Long.numberOfTrailingZeros(places)];
                        int other = a == cell ? uc[63 - Long.numberOfLeadingZeros(places)] : a;
                        if (!units.contains(unit)) {
                            units.add(unit);
                        }
                        if (cluster[other] < 0) {
                            cluster[other] = seed;
                            colour[other] = 1 - colour[cell];
                            queue[tail++] = other;
                        }
                    }
                }
                if (tail < 3 || tail >= bestSize) {
                    continue; // a single strong link (two cells) is an X-Chain of two nodes: nothing to colour
                }
                Step step = examine(grid, value, queue, tail, cluster, colour, seed, units);
                if (step != null) {
                    best = step;
                    bestSize = tail;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private Step examine(CandidateGrid grid, int value, int[] members, int size, int[] cluster, int[] colour,
                         int seed, List<Integer> units) {
        Shape shape = grid.shape();
        long bit = 1L << (value - 1);
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            cells.add(members[i]);
        }
        // Colour wrap: two cells of one colour in a unit.
        for (int i = 0; i < size; i++) {
            for (int j = i + 1; j < size; j++) {
                int p = members[i];
                int q = members[j];
                if (colour[p] == colour[q] && Chains.sees(shape, p, q)) {
                    List<Elimination> eliminations = new ArrayList<>();
                    for (int k = 0; k < size; k++) {
                        if (colour[members[k]] == colour[p]) {
                            eliminations.add(new Elimination(members[k], value));
                        }
                    }
                    eliminations.sort((x, y) -> Integer.compare(x.cell(), y.cell()));
                    String text = "Colouring the " + value + "s joined by strong links (" + colours(shape, members, size, colour)
                            + "): " + shape.cellName(p) + " and " + shape.cellName(q) + " have the same colour and see each other,"
                            + " so that colour is false: " + Chains.eliminationText(shape, eliminations) + ".";
                    return new Step(this, difficulty(), List.of(), eliminations, cells, units,
                            shape.cellName(seed), text);
                }
            }
        }
        // Colour trap: an outside cell that sees both colours.
        List<Elimination> eliminations = new ArrayList<>();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (cluster[cell] == seed || (grid.candidates(cell) & bit) == 0) {
                continue;
            }
            boolean seesBlue = false;
            boolean seesGreen = false;
            for (int i = 0; i < size; i++) {
                if (Chains.sees(shape, cell, members[i])) {
                    if (colour[members[i]] == 0) {
                        seesBlue = true;
                    } else {
                        seesGreen = true;
                    }
                }
            }
            if (seesBlue && seesGreen) {
                eliminations.add(new Elimination(cell, value));
            }
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        String text = "Colouring the " + value + "s joined by strong links (" + colours(shape, members, size, colour)
                + "), one colour holds every " + value + " of the cluster; "
                + Chains.cellNames(shape, eliminations.stream().map(Elimination::cell).toList())
                + " see" + (eliminations.size() == 1 ? "s" : "") + " both colours, so: "
                + Chains.eliminationText(shape, eliminations) + ".";
        return new Step(this, difficulty(), List.of(), eliminations, cells, units,
                shape.cellName(seed), text);
    }

    private static String colours(Shape shape, int[] members, int size, int[] colour) {
        StringBuilder[] sb = {new StringBuilder("blue "), new StringBuilder("green ")};
        for (int i = 0; i < size; i++) {
            StringBuilder b = sb[colour[members[i]]];
            if (b.charAt(b.length() - 1) != ' ') {
                b.append(", ");
            }
            b.append(shape.cellName(members[i]));
        }
        return sb[0] + "; " + sb[1];
    }
}
