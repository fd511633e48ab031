package dev.sudokux.logic;

import java.util.Arrays;

/**
 * The implications found from one assumption: a graph of nodes, each a literal (a candidate on or
 * off, {@link ChainEngine#lit}) with the nodes it was deduced from (its parents, the first one the
 * main one), and the set of literals reached (with the latest node for each, and the order in which
 * each literal was first reached). Growable primitive arrays, reset and reused between searches.
 */
final class ChainRun {

    /** How a node was deduced (what {@code collectRuleParents} reads back). */
    static final byte ASSUMED = -1;
    static final byte CELL = 0;
    static final byte BOX = 1;
    static final byte ROW = 2;
    static final byte COLUMN = 3;
    static final byte ADVANCED = 4;

    int[] lit = new int[512];
    int[] parentStart = new int[512];
    int[] parentCount = new int[512];
    byte[] cause = new byte[512];
    /** A filter of the literals along each node's main parents: bit (literal mod 64) of each. */
    long[] along = new long[512];
    /** The nested chain a node comes from (advanced deductions of the nested levels), or null. */
    ChainHint[] nested = new ChainHint[512];
    int nodes;
    int[] parents = new int[1024];
    int parentSize;

    /** latest[literal]: 1 + the node that stands for the literal in the sets, 0 when not reached. */
    final int[] latest;
    /** The literals reached, in the order first reached. */
    final int[] order;
    int orderSize;

    ChainRun(int literals) {
        latest = new int[literals];
        order = new int[literals];
    }

    void reset() {
        for (int i = 0; i < orderSize; i++) {
            latest[order[i]] = 0;
        }
        orderSize = 0;
        Arrays.fill(nested, 0, nodes, null);
        nodes = 0;
        parentSize = 0;
    }

    /** A new node for {@code literal} with no parent yet; its parents must be added before the next node. */
    int node(int literal, byte how) {
        if (nodes == lit.length) {
            int size = nodes * 2;
            lit = Arrays.copyOf(lit, size);
            parentStart = Arrays.copyOf(parentStart, size);
            parentCount = Arrays.copyOf(parentCount, size);
            cause = Arrays.copyOf(cause, size);
            along = Arrays.copyOf(along, size);
            nested = Arrays.copyOf(nested, size);
        }
        int k = nodes++;
        lit[k] = literal;
        parentStart[k] = parentSize;
        parentCount[k] = 0;
        cause[k] = how;
        along[k] = 0;
        return k;
    }

    /** A new node deduced from {@code parent}. */
    int node(int literal, byte how, int parent) {
        int k = node(literal, how);
        addParent(k, parent);
        return k;
    }

    /** Appends a parent to the last node made. */
    void addParent(int node, int parent) {
        if (parentCount[node] == 0) {
            along[node] = along[parent] | 1L << lit[parent];
        }
        if (parentSize == parents.length) {
            parents = Arrays.copyOf(parents, parentSize * 2);
        }
        parents[parentSize++] = parent;
        parentCount[node]++;
    }

    int parent(int node, int i) {
        return parents[parentStart[node] + i];
    }

    boolean contains(int literal) {
        return latest[literal] != 0;
    }

    /** The node that stands for {@code literal}, or -1. */
    int get(int literal) {
        return latest[literal] - 1;
    }

    /** Makes {@code node} stand for its literal (the literal's first place in the order is kept). */
    void put(int node) {
        int literal = lit[node];
        if (latest[literal] == 0) {
            order[orderSize++] = literal;
        }
        latest[literal] = node + 1;
    }

    /** Whether {@code literal} is an ancestor of {@code node} along first parents. */
    boolean isAncestor(int node, int literal) {
        if ((along[node] & 1L << literal) == 0) {
            return false;
        }
        int p = node;
        while (parentCount[p] > 0) {
            p = parents[parentStart[p]];
            if (lit[p] == literal) {
                return true;
            }
        }
        return false;
    }
}
