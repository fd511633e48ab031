package dev.sudokux.exactcover;

import java.util.Arrays;
import java.util.Objects;

/**
 * A subproblem of an exact cover problem, given by the options its solutions must contain
 * ({@link #chosen()}) and those they must not ({@link #excluded()}): a node of the search tree, named
 * by the choices on the path to it. {@link ExactCoverEngine#split} cuts a problem into such
 * prefixes, and the solutions of the prefixes of one split are the solutions of the problem, each in
 * exactly one of them, so counts of the prefixes add up to the problem's count; a prefix can be
 * counted alone ({@link ExactCoverEngine#searchFrom(Prefix, SearchLimits, SolutionVisitor, boolean)}),
 * on another thread or machine.
 *
 * <p><b>The line format</b> (what {@code sudokux xc --split} writes and {@code --prefix} reads; stable):
 * the option numbers of {@link #chosen()}, from 1 in input order as in {@code --indices}, in the
 * order they were chosen, then those of {@link #excluded()}, each with a minus sign, separated by
 * single spaces: {@code 12 705 1988 -3 -40}. The root, the whole problem, is the empty line. Splits
 * of problems without multiplicities never exclude anything (the options on a path already keep out
 * the others). Lines with anything else are rejected with the column of the first bad character.
 *
 * @param chosen   options (problem numbering, from 0) every solution of the subproblem contains
 * @param excluded options no solution of the subproblem contains
 */
public record Prefix(int[] chosen, int[] excluded) {

    /** The root: the whole problem. */
    public static final Prefix ROOT = new Prefix(new int[0], new int[0]);

    /** Copies the arrays; checks that no number is negative or in both. */
    public Prefix {
        chosen = chosen.clone();
        excluded = excluded.clone();
        for (int o : chosen) {
            if (o < 0) {
                throw new IllegalArgumentException("negative option number " + o);
            }
        }
        for (int o : excluded) {
            if (o < 0) {
                throw new IllegalArgumentException("negative option number " + o);
            }
            for (int c : chosen) {
                if (c == o) {
                    throw new IllegalArgumentException("option " + (o + 1) + " is both chosen and excluded");
                }
            }
        }
    }

    /** A prefix that only chooses {@code options}. */
    public static Prefix of(int... options) {
        return new Prefix(options, new int[0]);
    }

    /** The options chosen (a copy). */
    @Override
    public int[] chosen() {
        return chosen.clone();
    }

    /** The options excluded (a copy). */
    @Override
    public int[] excluded() {
        return excluded.clone();
    }

    /** How many options are chosen: the depth of the node in the tree. */
    public int depth() {
        return chosen.length;
    }

    /** Whether this is the root (nothing chosen or excluded). */
    public boolean isRoot() {
        return chosen.length == 0 && excluded.length == 0;
    }

    /** The line format: {@code 12 705 1988 -3 -40} (options from 1). */
    public String toLine() {
        StringBuilder sb = new StringBuilder();
        for (int o : chosen) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(o + 1);
        }
        for (int o : excluded) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append('-').append(o + 1);
        }
        return sb.toString();
    }

    /**
     * Reads a line of the line format for a problem of {@code optionCount} options.
     *
     * @throws IllegalArgumentException naming the column (from 1) of what is wrong
     */
    public static Prefix parse(String line, int optionCount) {
        int[] chosen = new int[8];
        int[] excluded = new int[8];
        int nc = 0;
        int ne = 0;
        int i = 0;
        int n = line.length();
        boolean[] seen = new boolean[optionCount];
        while (i < n) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') {
                i++;
                continue;
            }
            int start = i;
            boolean minus = c == '-';
            if (minus) {
                i++;
            }
            long value = 0;
            int digits = 0;
            while (i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
                value = Math.min(value * 10 + (line.charAt(i) - '0'), Integer.MAX_VALUE);
                digits++;
                i++;
            }
            if (digits == 0 || (i < n && line.charAt(i) != ' ' && line.charAt(i) != '\t')) {
                int bad = digits == 0 ? (minus ? start + 1 : start) : i;
                throw new IllegalArgumentException("column " + (bad + 1)
                        + ": expected an option number (1.." + optionCount + ", '-' before one to exclude it)");
            }
            if (value < 1 || value > optionCount) {
                throw new IllegalArgumentException("column " + (start + 1) + ": option " + value
                        + " is out of range 1.." + optionCount);
            }
            int option = (int) value - 1;
            if (seen[option]) {
                throw new IllegalArgumentException("column " + (start + 1) + ": option " + value + " is given twice");
            }
            seen[option] = true;
            if (minus) {
                if (ne == excluded.length) {
                    excluded = Arrays.copyOf(excluded, 2 * ne);
                }
                excluded[ne++] = option;
            } else {
                if (nc == chosen.length) {
                    chosen = Arrays.copyOf(chosen, 2 * nc);
                }
                chosen[nc++] = option;
            }
        }
        return new Prefix(Arrays.copyOf(chosen, nc), Arrays.copyOf(excluded, ne));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Prefix p && Arrays.equals(p.chosen, chosen) && Arrays.equals(p.excluded, excluded);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(chosen), Arrays.hashCode(excluded));
    }

    @Override
    public String toString() {
        return "Prefix[" + toLine() + "]";
    }
}
