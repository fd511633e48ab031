package dev.sudokux.variant;

import java.util.ArrayList;
import java.util.List;

/** Neighbourhoods on a board (knight, king, orthogonal) and small checks over cell lists. */
final class Geometry {

    /** Half of the knight's moves: the other half are their opposites. */
    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {1, -2}, {2, -1}};
    /** Half of the king's moves. */
    static final int[][] KING = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    /** Half of the orthogonal steps. */
    static final int[][] ORTHOGONAL = {{0, 1}, {1, 0}};

    private Geometry() {
    }

    /** Every pair of cells one of {@code moves} apart (each pair once, first cell the earlier). */
    static List<int[]> pairs(Board board, int[][] moves) {
        List<int[]> pairs = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            if (!board.isCell(p)) {
                continue;
            }
            int r = board.row(p);
            int c = board.column(p);
            for (int[] m : moves) {
                int r2 = r + m[0];
                int c2 = c + m[1];
                if (r2 >= 0 && r2 < board.rows() && c2 >= 0 && c2 < board.columns()
                        && board.isCell(board.position(r2, c2))) {
                    pairs.add(new int[] {p, board.position(r2, c2)});
                }
            }
        }
        return pairs;
    }

    /** Every pair of orthogonally adjacent cells, each once. */
    static List<int[]> orthogonalPairs(Board board) {
        return pairs(board, ORTHOGONAL);
    }

    /** The orthogonal neighbours of {@code cell} that are cells. */
    static int[] orthogonalNeighbours(Board board, int cell) {
        int r = board.row(cell);
        int c = board.column(cell);
        int[] out = new int[4];
        int k = 0;
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] s : steps) {
            int r2 = r + s[0];
            int c2 = c + s[1];
            if (r2 >= 0 && r2 < board.rows() && c2 >= 0 && c2 < board.columns()
                    && board.isCell(board.position(r2, c2))) {
                out[k++] = board.position(r2, c2);
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /** Whether no two cells {@code moves} apart hold the same value. */
    static boolean noEqualPair(Board board, int[] values, int[][] moves) {
        for (int[] pair : pairs(board, moves)) {
            if (values[pair[0]] == values[pair[1]]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the values of {@code cells} are all different. */
    static boolean distinct(int[] cells, int[] values) {
        long seen = 0;
        for (int c : cells) {
            long bit = 1L << (values[c] - 1);
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
        }
        return true;
    }

    /** The sum of the values of {@code cells}. */
    static int sum(int[] cells, int[] values) {
        int total = 0;
        for (int c : cells) {
            total += values[c];
        }
        return total;
    }
}
