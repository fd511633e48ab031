package dev.sudokux.generate;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.Locale;

/**
 * A symmetry of the pattern of clues: a map of the cells onto themselves under which the set of
 * filled cells of a puzzle is invariant (the values need not be). The generator keeps or removes the
 * clues of an {@linkplain #orbits(Shape) orbit} (a cell and its images) together.
 *
 * <p>Every Sudoku grid is square (N x N, whatever its boxes), so all five apply to every shape. The
 * map is of the cells only: a puzzle with 2x3 boxes keeps its 2x3 boxes, it is the pattern of clues
 * that is symmetric.
 */
public enum Symmetry {
    /** No symmetry: each cell is its own orbit. */
    NONE,
    /** Half-turn: (r, c) goes with (N-1-r, N-1-c). Orbits of 2 cells, the centre alone when N is odd. */
    ROT180,
    /** Quarter-turns: (r, c), (c, N-1-r), (N-1-r, N-1-c), (N-1-c, r). Orbits of 4, 1 at an odd centre. */
    ROT90,
    /** Left-right mirror: (r, c) goes with (r, N-1-c). Orbits of 2, 1 on the middle column when N is odd. */
    MIRROR,
    /** Main diagonal: (r, c) goes with (c, r). Orbits of 2, 1 on the diagonal. */
    DIAGONAL;

    /** The image of {@code cell} under one step of the map (for ROT90, a quarter-turn clockwise). */
    public int image(Shape shape, int cell) {
        int n = shape.size();
        int r = shape.row(cell);
        int c = shape.column(cell);
        return switch (this) {
            case NONE -> cell;
            case ROT180 -> shape.cell(n - 1 - r, n - 1 - c);
            case ROT90 -> shape.cell(c, n - 1 - r);
            case MIRROR -> shape.cell(r, n - 1 - c);
            case DIAGONAL -> shape.cell(c, r);
        };
    }

    /**
     * The orbits of the cells under the map: every cell in exactly one orbit, each orbit the cell
     * with the lowest number first, then its images; orbits in the order of their first cells.
     */
    public int[][] orbits(Shape shape) {
        int cells = shape.cellCount();
        boolean[] seen = new boolean[cells];
        int[][] orbits = new int[cells][];
        int count = 0;
        int[] buffer = new int[4];
        for (int cell = 0; cell < cells; cell++) {
            if (seen[cell]) {
                continue;
            }
            int size = 0;
            int at = cell;
            do {
                seen[at] = true;
                buffer[size++] = at;
                at = image(shape, at);
            } while (at != cell);
            orbits[count++] = java.util.Arrays.copyOf(buffer, size);
        }
        return java.util.Arrays.copyOf(orbits, count);
    }

    /** Whether the filled cells of {@code puzzle} are the same set after the map. */
    public boolean isSymmetric(Grid puzzle) {
        Shape shape = puzzle.shape();
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if ((puzzle.get(cell) == 0) != (puzzle.get(image(shape, cell)) == 0)) {
                return false;
            }
        }
        return true;
    }

    /** The name on the command line: {@code none}, {@code rot180}, {@code rot90}, {@code mirror}, {@code diagonal}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The symmetry called {@code word} (any case).
     *
     * @throws IllegalArgumentException naming the choices, when there is none of that name
     */
    public static Symmetry parse(String word) {
        for (Symmetry s : values()) {
            if (s.word().equalsIgnoreCase(word.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("no symmetry '" + word + "': choose none, rot180, rot90, mirror or diagonal");
    }
}
