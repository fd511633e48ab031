package dev.sudokux.logic;

import java.util.ArrayList;
import java.util.List;

/** Small bit-set helpers shared by the techniques (sets of values, positions in a unit). */
final class Bits {

    private Bits() {
    }

    /** The set of the lowest {@code count} bits (0..64). */
    static long low(int count) {
        return count >= 64 ? -1L : (1L << count) - 1;
    }

    /** The cells of {@code unitCells} at the set bits of {@code positions}, in order. */
    static List<Integer> cellsAt(int[] unitCells, long positions) {
        List<Integer> cells = new ArrayList<>(Long.bitCount(positions));
        for (long p = positions; p != 0; p &= p - 1) {
            cells.add(unitCells[Long.numberOfTrailingZeros(p)]);
        }
        return cells;
    }

    /** Eliminations of {@code value} from each of {@code cells}. */
    static List<Elimination> eliminations(List<Integer> cells, int value) {
        List<Elimination> list = new ArrayList<>(cells.size());
        for (int cell : cells) {
            list.add(new Elimination(cell, value));
        }
        return list;
    }

    /** Adds the eliminations of every value of {@code values} from {@code cell}, in increasing order. */
    static void addEliminations(List<Elimination> list, int cell, long values) {
        for (long v = values; v != 0; v &= v - 1) {
            list.add(new Elimination(cell, Long.numberOfTrailingZeros(v) + 1));
        }
    }
}
