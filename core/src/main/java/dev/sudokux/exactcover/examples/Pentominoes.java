package dev.sudokux.exactcover.examples;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Tiling a rectangle with the twelve pentominoes, as exact cover.
 *
 * <p>Primary items: the twelve pieces {@code F I L N P T U V W X Y Z} and every cell of the board,
 * named by its row and column as two base-36 digits ({@code 00}, {@code 01}, ..., {@code 5j}). Every
 * option places one piece in one orientation (the eight rotations and reflections, duplicates
 * removed) at one position: the piece's name and its five cells. Nothing is done to remove the
 * board's symmetries, so every tiling is counted in all its mirror images: the 6 x 10 box has 9,356
 * tilings and the 3 x 20 box 8.
 */
public final class Pentominoes {

    /** The twelve pieces, each as five (row, column) cells, in Conway's naming. */
    private static final String NAMES = "FILNPTUVWXYZ";
    private static final int[][][] SHAPES = {
        {{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}, // F
        {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}, // I
        {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}, // L
        {{0, 1}, {1, 1}, {2, 1}, {2, 0}, {3, 0}}, // N
        {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}}, // P
        {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}, // T
        {{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}, // U
        {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}, // V
        {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}, // W
        {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}, // X
        {{0, 1}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}, // Y
        {{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}}, // Z
    };

    private Pentominoes() {
    }

    /** The problem of tiling a rows x columns board (each at most 36) with the twelve pentominoes. */
    public static ExactCoverProblem problem(int rows, int columns) {
        if (rows < 1 || columns < 1 || rows > 36 || columns > 36) {
            throw new IllegalArgumentException("board sides must be 1..36: " + rows + " x " + columns);
        }
        List<String> items = new ArrayList<>();
        for (int p = 0; p < NAMES.length(); p++) {
            items.add(String.valueOf(NAMES.charAt(p)));
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                items.add(cellName(r, c));
            }
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(items, List.of());
        for (int p = 0; p < SHAPES.length; p++) {
            for (int[][] shape : orientations(SHAPES[p])) {
                int height = 0;
                int width = 0;
                for (int[] cell : shape) {
                    height = Math.max(height, cell[0] + 1);
                    width = Math.max(width, cell[1] + 1);
                }
                for (int r = 0; r + height <= rows; r++) {
                    for (int c = 0; c + width <= columns; c++) {
                        String[] option = new String[1 + shape.length];
                        option[0] = String.valueOf(NAMES.charAt(p));
                        for (int k = 0; k < shape.length; k++) {
                            option[k + 1] = cellName(r + shape[k][0], c + shape[k][1]);
                        }
                        b.addOption(option);
                    }
                }
            }
        }
        return b.build();
    }

    /** The name of a cell: row and column as base-36 digits. */
    public static String cellName(int row, int column) {
        return Character.toString(Character.forDigit(row, 36)) + Character.forDigit(column, 36);
    }

    /** The distinct orientations of a piece, each moved to the top-left corner and its cells sorted. */
    static List<int[][]> orientations(int[][] shape) {
        Set<String> seen = new LinkedHashSet<>();
        List<int[][]> result = new ArrayList<>();
        int[][] current = shape;
        for (int reflect = 0; reflect < 2; reflect++) {
            for (int turn = 0; turn < 4; turn++) {
                int[][] normal = normalize(current);
                if (seen.add(Arrays.deepToString(normal))) {
                    result.add(normal);
                }
                current = rotate(current);
            }
            current = reflect(current);
        }
        return result;
    }

    private static int[][] rotate(int[][] shape) {
        int[][] out = new int[shape.length][];
        for (int k = 0; k < shape.length; k++) {
            out[k] = new int[] {shape[k][1], -shape[k][0]};
        }
        return out;
    }

    private static int[][] reflect(int[][] shape) {
        int[][] out = new int[shape.length][];
        for (int k = 0; k < shape.length; k++) {
            out[k] = new int[] {shape[k][0], -shape[k][1]};
        }
        return out;
    }

    private static int[][] normalize(int[][] shape) {
        int minRow = Integer.MAX_VALUE;
        int minColumn = Integer.MAX_VALUE;
        for (int[] cell : shape) {
            minRow = Math.min(minRow, cell[0]);
            minColumn = Math.min(minColumn, cell[1]);
        }
        int[][] out = new int[shape.length][];
        for (int k = 0; k < shape.length; k++) {
            out[k] = new int[] {shape[k][0] - minRow, shape[k][1] - minColumn};
        }
        Arrays.sort(out, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        return out;
    }
}
