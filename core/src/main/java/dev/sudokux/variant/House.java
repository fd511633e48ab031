package dev.sudokux.variant;

import java.util.Arrays;
import java.util.Objects;

/**
 * A house: cells in which no digit appears twice. A house of as many cells as the puzzle has digits
 * holds each digit exactly once (a row, a column, a box, a jigsaw region, a diagonal); a smaller one
 * at most once.
 *
 * @param kind  what it is, for names and for writing the puzzle back
 * @param name  as people name it: {@code row 3}, {@code box 5}, {@code grid 2 row 3}, {@code diagonal down}
 * @param cells its cells (board positions), in increasing order
 */
public record House(Kind kind, String name, int[] cells) {

    /** What a house is. */
    public enum Kind {
        /** A row of a grid. */
        ROW,
        /** A column of a grid. */
        COLUMN,
        /** A box of a grid (square or rectangular). */
        BOX,
        /** A jigsaw (irregular) region, in place of the boxes. */
        REGION,
        /** The main diagonal, top left to bottom right. */
        DIAGONAL_DOWN,
        /** The anti-diagonal, bottom left to top right. */
        DIAGONAL_UP,
        /** A window of windoku (hyper Sudoku). */
        WINDOW,
        /** A disjoint group: the cells at the same place in every box. */
        DISJOINT,
        /** Any other house: an extra region. */
        EXTRA
    }

    /** Copies and sorts the cells; checks that none is repeated. */
    public House {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        cells = cells.clone();
        Arrays.sort(cells);
        for (int i = 1; i < cells.length; i++) {
            if (cells[i] == cells[i - 1]) {
                throw new IllegalArgumentException(name + " lists a cell twice");
            }
        }
    }

    /** Its cells (a copy). */
    @Override
    public int[] cells() {
        return cells.clone();
    }

    /** The cells without a copy, for the library's own loops. */
    int[] cellArray() {
        return cells;
    }

    /** The number of cells. */
    public int size() {
        return cells.length;
    }

    /** The {@code k}-th cell, in increasing order. */
    public int cell(int k) {
        return cells[k];
    }

    /** Whether {@code cell} is in this house. */
    public boolean contains(int cell) {
        return Arrays.binarySearch(cells, cell) >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof House h && h.kind == kind && h.name.equals(name) && Arrays.equals(h.cells, cells);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, name) * 31 + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return name;
    }
}
