package dev.sudokux.logic;

import java.util.Arrays;

/**
 * A step found by the chains, kept whole: what it removes, how it rates, and the graph of deductions
 * behind each of its targets (the literals its conclusion rests on), copied out of the searches'
 * reused {@link ChainRun}s so that it outlives them. The nested levels keep inner steps of this kind
 * inside the deductions of an outer search, which is why the graph is kept and not only the text.
 */
final class ChainHint {

    /** Kinds of steps, with Sudoku Explainer's sort keys where they have one. */
    static final int CYCLE = 0;
    static final int FORCING = 1;
    static final int CONTRADICTION = 2;
    static final int DOUBLE = 3;
    static final int CELL = 4;
    static final int REGION = 5;

    final int kind;
    final double difficulty;
    final int complexity;
    final int sortKey;
    /** Candidates removed: cell in the high bits, value-1 in the low byte, in the order Sudoku Explainer keeps them. */
    final int[] removals;
    /** The literal of a value placed (an "on" result), or -1. */
    final int placement;
    /** The unit of a region forcing chain (for the cause of its assumptions), else -1. */
    final int unit;
    /** Whether the links along cells (y) and along units (x) were allowed, for the names. */
    final boolean y;
    final boolean x;

    // The graph: nodes 0..lit.length-1, targets are node indices.
    final int[] lit;
    final int[] parentStart;
    final int[] parents;
    final byte[] cause;
    final ChainHint[] nested;
    final int[] targets;
    /** The complexity of the nested chains its deductions rest on (counted in {@link #complexity}). */
    final int nestedComplexity;

    ChainHint(int kind, double difficulty, int complexity, int sortKey, int[] removals, int placement, int unit,
              boolean y, boolean x, int[] lit, int[] parentStart, int[] parents, byte[] cause, ChainHint[] nested,
              int[] targets, int nestedComplexity) {
        this.kind = kind;
        this.difficulty = difficulty;
        this.complexity = complexity;
        this.sortKey = sortKey;
        this.removals = removals;
        this.placement = placement;
        this.unit = unit;
        this.y = y;
        this.x = x;
        this.lit = lit;
        this.parentStart = parentStart;
        this.parents = parents;
        this.cause = cause;
        this.nested = nested;
        this.targets = targets;
        this.nestedComplexity = nestedComplexity;
    }

    int parentCount(int node) {
        return parentStart[node + 1] - parentStart[node];
    }

    int parent(int node, int i) {
        return parents[parentStart[node] + i];
    }

    /** Whether this step removes the same candidates as {@code other} (Sudoku Explainer's equality). */
    boolean sameRemovals(ChainHint other) {
        return removals.length == other.removals.length && Arrays.equals(sortedRemovals(), other.sortedRemovals());
    }

    /** The removals in increasing order (made on first use). */
    private int[] sortedRemovals() {
        int[] sorted = this.sorted;
        if (sorted == null) {
            sorted = removals.clone();
            Arrays.sort(sorted);
            this.sorted = sorted;
        }
        return sorted;
    }

    /** The removals sorted (null until made; a search may hand over the copy it sorted). */
    int[] sorted;

    /**
     * Whether this step's chains are the same as {@code other}'s: the same targets with the same
     * literals behind each (what Sudoku Explainer compares to count a nested chain once).
     */
    boolean sameChains(ChainHint other) {
        if (targets.length != other.targets.length) {
            return false;
        }
        for (int i = 0; i < targets.length; i++) {
            if (lit[targets[i]] != other.lit[other.targets[i]]) {
                return false;
            }
            if (!Arrays.equals(branch(targets[i]), other.branch(other.targets[i]))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The literals reached from {@code node} through parents, level by level, each literal once
     * (a literal met again is not followed again), in the order met: Sudoku Explainer's chain.
     */
    int[] branch(int node) {
        java.util.BitSet done = new java.util.BitSet();
        int[] todo = {node};
        int[] result = new int[16];
        int size = 0;
        while (todo.length > 0) {
            int[] next = new int[16];
            int nextSize = 0;
            for (int p : todo) {
                if (done.get(lit[p])) {
                    continue;
                }
                done.set(lit[p]);
                if (size == result.length) {
                    result = Arrays.copyOf(result, size * 2);
                }
                result[size++] = lit[p];
                for (int i = 0; i < parentCount(p); i++) {
                    if (nextSize == next.length) {
                        next = Arrays.copyOf(next, nextSize * 2);
                    }
                    next[nextSize++] = parent(p, i);
                }
            }
            todo = Arrays.copyOf(next, nextSize);
        }
        return Arrays.copyOf(result, size);
    }
}
