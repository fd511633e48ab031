package dev.sudokux.exactcover.examples;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * The N-queens problem as exact cover: place n queens on an n x n board so that none attacks another.
 *
 * <p>Primary items {@code r0..r(n-1)} and {@code c0..c(n-1)} (every row and column holds exactly one
 * queen); secondary items {@code a0..a(2n-2)} and {@code b0..b(2n-2)} (every diagonal and
 * anti-diagonal at most one). The option for a queen on row r, column c is
 * {@code r<r> c<c> a<r+c> b<r-c+n-1>}, and options come row by row.
 */
public final class NQueens {

    private NQueens() {
    }

    /** The problem for an n x n board, n &gt;= 1. */
    public static ExactCoverProblem problem(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("the board needs at least one square: n=" + n);
        }
        List<String> primary = new ArrayList<>();
        List<String> secondary = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            primary.add("r" + i);
            primary.add("c" + i);
        }
        for (int d = 0; d < 2 * n - 1; d++) {
            secondary.add("a" + d);
            secondary.add("b" + d);
        }
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(primary, secondary);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                b.addOption("r" + r, "c" + c, "a" + (r + c), "b" + (r - c + n - 1));
            }
        }
        return b.build();
    }
}
