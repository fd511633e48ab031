package dev.sudokux.logic;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import dev.sudokux.solve.DlxSolver;
import dev.sudokux.solve.Status;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Fixtures and helpers for the chain tests: rated puzzles, pencil-mark states, minimal puzzles of any shape. */
final class ChainFixtures {

    private ChainFixtures() {
    }

    /** A rated puzzle: the grid and its published Sudoku Explainer rating. */
    record Rated(Grid puzzle, double se) {
    }

    /** The puzzles of {@code /logic-chains/<name>}: one per line, the puzzle then its SE rating. */
    static List<Rated> rated(String name) {
        List<Rated> list = new ArrayList<>();
        try (InputStream in = ChainFixtures.class.getResourceAsStream("/logic-chains/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\\s+");
                list.add(new Rated(TestGrids.line(parts[0]), Double.parseDouble(parts[1])));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return list;
    }

    /** Every {@code step}-th entry, from the first. */
    static <T> List<T> every(List<T> list, int step) {
        List<T> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i += step) {
            out.add(list.get(i));
        }
        return out;
    }

    /** The state of an empty 9x9 grid: every candidate everywhere. */
    static CandidateGrid open() {
        return CandidateGrid.of(Grid.empty(Shape.CLASSIC));
    }

    /** Removes {@code value} from every cell of row {@code row} (from 1) but the columns given (from 1). */
    static void rowOnly(CandidateGrid g, int value, int row, int... columns) {
        for (int c = 1; c <= 9; c++) {
            if (!contains(columns, c)) {
                g.eliminate(g.shape().cell(row - 1, c - 1), value);
            }
        }
    }

    /** Removes {@code value} from every cell of column {@code column} (from 1) but the rows given (from 1). */
    static void columnOnly(CandidateGrid g, int value, int column, int... rows) {
        for (int r = 1; r <= 9; r++) {
            if (!contains(rows, r)) {
                g.eliminate(g.shape().cell(r - 1, column - 1), value);
            }
        }
    }

    /** Leaves only {@code values} in the cell at {@code row}, {@code column} (from 1). */
    static void cellOnly(CandidateGrid g, int row, int column, int... values) {
        for (int v = 1; v <= 9; v++) {
            if (!contains(values, v)) {
                g.eliminate(g.shape().cell(row - 1, column - 1), v);
            }
        }
    }

    /** An elimination at row, column (from 1). */
    static Elimination elim(int row, int column, int value) {
        return new Elimination(Shape.CLASSIC.cell(row - 1, column - 1), value);
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }

    /**
     * A minimal-ish puzzle of the shape: a random solution, then cells blanked in random order as long
     * as the solution stays unique, until {@code maxBlanks} are blank.
     */
    static Grid minimalPuzzle(Shape shape, Random random, int maxBlanks) {
        Grid solution = TestGrids.randomSolution(shape, random);
        int[] values = solution.toArray();
        int cells = values.length;
        int[] order = new int[cells];
        for (int i = 0; i < cells; i++) {
            order[i] = i;
        }
        for (int i = cells - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        DlxSolver solver = new DlxSolver();
        int blanks = 0;
        for (int k = 0; k < cells && blanks < maxBlanks; k++) {
            int cell = order[k];
            int keep = values[cell];
            values[cell] = 0;
            if (solver.check(Grid.of(shape, values)).status() == Status.UNIQUE) {
                blanks++;
            } else {
                values[cell] = keep;
            }
        }
        return Grid.of(shape, values);
    }
}
