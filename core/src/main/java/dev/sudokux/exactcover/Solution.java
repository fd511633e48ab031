package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One exact cover: a set of options of a problem. Options are identified by their number in the
 * problem (input order, from 0) and listed in increasing order.
 */
public final class Solution {
    private final ExactCoverProblem problem;
    private final int[] options;

    /**
     * A solution of {@code problem} made of the given options; the array is copied and sorted.
     * No check is made that the options form a cover (see {@link #isExactCover()}).
     */
    public Solution(ExactCoverProblem problem, int[] options) {
        this.problem = problem;
        this.options = options.clone();
        Arrays.sort(this.options);
    }

    /** The problem solved. */
    public ExactCoverProblem problem() {
        return problem;
    }

    /** The options, as numbers from 0 in input order, increasing (a copy). */
    public int[] optionIndices() {
        return options.clone();
    }

    /** The number of options. */
    public int size() {
        return options.length;
    }

    /** The {@code k}-th option of the solution, in increasing order. */
    public int option(int k) {
        return options[k];
    }

    /** The options as lists of item names ({@code name:colour} for coloured items), in increasing order. */
    public List<List<String>> options() {
        List<List<String>> result = new ArrayList<>(options.length);
        for (int option : options) {
            result.add(List.of(problem.optionText(option).split(" ")));
        }
        return result;
    }

    /**
     * Checks the solution against the definition: every primary item covered exactly once, every
     * secondary item at most once or only by options that give it the same colour.
     */
    public boolean isExactCover() {
        int n = problem.itemCount();
        int[] uses = new int[n];
        int[] color = new int[n];
        for (int option : options) {
            if (option < 0 || option >= problem.optionCount()) {
                return false;
            }
            for (int k = 0; k < problem.optionSize(option); k++) {
                int item = problem.optionItem(option, k);
                int c = problem.optionColor(option, k);
                if (uses[item] > 0 && (c == 0 || color[item] != c)) {
                    return false;
                }
                uses[item]++;
                color[item] = c;
            }
        }
        for (int i = 0; i < problem.primaryCount(); i++) {
            if (uses[i] != 1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s && s.problem == problem && Arrays.equals(s.options, options);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(options);
    }

    @Override
    public String toString() {
        return "Solution" + Arrays.toString(options);
    }
}
