package dev.sudokux.logic;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/** Builds candidate states by hand for technique tests: start from an empty grid, then remove candidates. */
final class Pencil {

    private final CandidateGrid grid;

    private Pencil(CandidateGrid grid) {
        this.grid = grid;
    }

    /** An empty 9x9 grid: every cell blank with every candidate. */
    static Pencil empty() {
        return new Pencil(CandidateGrid.of(Grid.empty(Shape.CLASSIC)));
    }

    /** The state. */
    CandidateGrid grid() {
        return grid;
    }

    /** The cell named {@code r1c2} (9x9). */
    static int cell(String name) {
        int c = name.indexOf('c');
        return (Integer.parseInt(name.substring(1, c)) - 1) * 9 + Integer.parseInt(name.substring(c + 1)) - 1;
    }

    /** Leaves {@code cell} only the candidates written in {@code digits}, such as "37". */
    Pencil only(String cell, String digits) {
        int at = cell(cell);
        for (int v = 1; v <= 9; v++) {
            if (digits.indexOf((char) ('0' + v)) < 0) {
                grid.eliminate(at, v);
            }
        }
        return this;
    }

    /** Removes candidate {@code value} from every named cell. */
    Pencil remove(int value, String... cells) {
        for (String c : cells) {
            grid.eliminate(cell(c), value);
        }
        return this;
    }

    /** Removes candidate {@code value} from every cell of {@code unit} except the named ones. */
    Pencil confine(int value, int unit, String... keep) {
        List<Integer> kept = new ArrayList<>();
        for (String c : keep) {
            kept.add(cell(c));
        }
        for (int cell : Shape.CLASSIC.unitCells(unit)) {
            if (!kept.contains(cell)) {
                grid.eliminate(cell, value);
            }
        }
        return this;
    }

    /** Unit numbers of the 9x9 shape, from 1 as people count. */
    static int row(int r) {
        return r - 1;
    }

    static int column(int c) {
        return 9 + c - 1;
    }

    static int box(int b) {
        return 18 + b - 1;
    }

    /** Eliminations of {@code value} from the named cells, in the given order. */
    static List<Elimination> eliminations(int value, String... cells) {
        List<Elimination> list = new ArrayList<>();
        for (String c : cells) {
            list.add(new Elimination(cell(c), value));
        }
        return list;
    }
}
