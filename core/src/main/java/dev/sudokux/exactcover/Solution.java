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
    private final int[] chosen; // in the order given
    private volatile int[] sorted; // made when first asked for

    /**
     * A solution of {@code problem} made of the given options; the array is copied.
     * No check is made that the options form a cover (see {@link #isExactCover()}).
     */
    public Solution(ExactCoverProblem problem, int[] options) {
        this(options.clone(), problem);
    }

    private Solution(int[] owned, ExactCoverProblem problem) {
        this.problem = problem;
        this.chosen = owned;
    }

    /** A solution that keeps {@code options} as it is: the search's own fresh array. */
    static Solution owning(ExactCoverProblem problem, int[] options) {
        return new Solution(options, problem);
    }

    /** The options in increasing order, sorted once. */
    private int[] sortedOptions() {
        int[] s = sorted;
        if (s == null) {
            s = chosen.clone();
            Arrays.sort(s);
            sorted = s;
        }
        return s;
    }

    /**
     * The options in the order they were chosen: by the search, level by level (so a
     * {@link DancingLinks#searchFrom} solution starts with the options it was given); for a solution
     * made by the constructor, as given. A copy. Cheaper than {@link #optionIndices()}, which sorts.
     */
    public int[] optionsInChosenOrder() {
        return chosen.clone();
    }

    /** The problem solved. */
    public ExactCoverProblem problem() {
        return problem;
    }

    /** The options, as numbers from 0 in input order, increasing (a copy). */
    public int[] optionIndices() {
        return sortedOptions().clone();
    }

    /** The number of options. */
    public int size() {
        return chosen.length;
    }

    /** The {@code k}-th option of the solution, in increasing order. */
    public int option(int k) {
        return sortedOptions()[k];
    }

    /** The options as lists of item names ({@code name:colour} for coloured items), in increasing order. */
    public List<List<String>> options() {
        int[] options = sortedOptions();
        List<List<String>> result = new ArrayList<>(options.length);
        for (int option : options) {
            result.add(List.of(problem.optionText(option).split(" ")));
        }
        return result;
    }

    /**
     * Checks the solution against the definition: every primary item covered exactly once (or as
     * often as its multiplicity allows), every secondary item at most once or only by options that
     * give it the same colour; no option twice.
     */
    public boolean isExactCover() {
        int n = problem.itemCount();
        int[] uses = new int[n];
        int[] color = new int[n];
        boolean[] taken = new boolean[problem.optionCount()];
        for (int option : chosen) {
            if (option < 0 || option >= problem.optionCount() || taken[option]) {
                return false;
            }
            taken[option] = true;
            for (int k = 0; k < problem.optionSize(option); k++) {
                int item = problem.optionItem(option, k);
                int c = problem.optionColor(option, k);
                if (item >= problem.primaryCount() && uses[item] > 0 && (c == 0 || color[item] != c)) {
                    return false;
                }
                uses[item]++;
                color[item] = c;
            }
        }
        for (int i = 0; i < problem.primaryCount(); i++) {
            if (uses[i] < problem.minCount(i) || uses[i] > problem.maxCount(i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s && s.problem == problem && Arrays.equals(s.sortedOptions(), sortedOptions());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sortedOptions());
    }

    @Override
    public String toString() {
        return "Solution" + Arrays.toString(sortedOptions());
    }
}
