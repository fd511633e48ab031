package dev.sudokux.variant;

/**
 * What {@link VariantPropagator} needs to know of a compiled puzzle, in the problem's option numbers:
 * each cell's option for each digit, the relations between two cells worth propagating, the
 * equalities, the groups that choose a digit set, and the automata with their transitions.
 */
final class Plan {

    /** A relation between two cells: {@code forbidden[x-1]} are the digits of b that a = x rules out. */
    record Pair(int a, int b, long[] forbidden) {
    }

    /** A group of distinct cells choosing one of {@code sets} (digit masks), set k by {@code options[k]}. */
    record Sets(int[] cells, long[] sets, int[] options) {
    }

    /**
     * An automaton over {@code cells}: at step i, transition k is option {@code options[i][k]} reading
     * {@code digit[i][k]} from state {@code from[i][k]} (numbered within layer i) to {@code to[i][k]}
     * (within layer i+1); {@code states[i]} is the size of layer i.
     */
    record Chain(int[] cells, int[][] options, int[][] digit, int[][] from, int[][] to, int[] states) {
    }

    /**
     * A linear sum over cells: the sum of {@code weights[i]} (1 or -1) times the digit of
     * {@code cells[i]} is {@code target}; {@code distinct[i]} has bit j set when cells i and j must
     * differ (they share a house or a cage). The 45 rule's innies and outies are such sums, and so is
     * a little killer's diagonal; {@code early}: it runs with the cheap rules, before the automaton on
     * the same cells (its bounds find many dead ends without the automaton's walk).
     */
    record Sum(int[] cells, int[] weights, int target, long[] distinct, boolean early) {
    }

    /**
     * Two full houses that cross (a box and a row): the digits of {@code onlyA} (the first's cells
     * outside the second) are those of {@code onlyB}, as both houses hold every digit once.
     */
    record Crossing(int[] onlyA, int[] onlyB) {
    }

    final int digits;
    /** Per position: the given digit, or 0. */
    final int[] given;
    /** Per position: the cell's item in the problem, -1 for a given cell or a hole. */
    final int[] cellItem;
    /** Per position: the option of each digit (index digit), -1 where there is none. */
    final int[][] cellOption;
    /** The cells the rules below look at. */
    final int[] cells;
    final Pair[] pairs;
    final int[][] equal;
    final Sets[] sets;
    final Chain[] chains;
    /** Houses whose singles the propagator finds (their cells); {@code fullHouse[h]}: it holds every digit. */
    final int[][] houses;
    final boolean[] fullHouse;
    /** Per position: the numbers (in {@link #houses}) of its houses; empty when no house is planned. */
    final int[][] housesOf;
    /** Groups of distinct cells with a single digit set left (cages whose sum allows one set). */
    final Sets[] fixedSets;
    final Sum[] sums;
    /**
     * Weighted sums bounded by groups of distinct digits ({@link LinearSum}: long arrows (pill
     * arrows too), little killers, the little killers' and cages' combined sums ({@code CombinedSums}), and
     * the 45 rule's sums too large to list, {@link #implied}).
     */
    final LinearSum[] linearSums;
    /**
     * Clues along lines read from their cells' digits ({@link LineRule}): sandwiches, skyscrapers and
     * X-sums by their own algorithms, the other automata walked ({@link AutomatonRule}).
     */
    final LineRule[] lines;
    /** Crossings of full houses (locked candidates, both ways). */
    final Crossing[] crossings;

    Plan(int digits, int[] given, int[] cellItem, int[][] cellOption, int[] cells, Pair[] pairs, int[][] equal, Sets[] sets,
         Chain[] chains, int[][] houses, int[][] housesOf, Sets[] fixedSets, Sum[] sums, LinearSum[] linearSums,
         LineRule[] lines, Crossing[] crossings) {
        this.digits = digits;
        this.given = given;
        this.cellItem = cellItem;
        this.cellOption = cellOption;
        this.cells = cells;
        this.pairs = pairs;
        this.equal = equal;
        this.sets = sets;
        this.chains = chains;
        this.houses = houses;
        this.fullHouse = new boolean[houses.length];
        for (int h = 0; h < houses.length; h++) {
            fullHouse[h] = houses[h].length == digits;
        }
        this.housesOf = housesOf;
        this.fixedSets = fixedSets;
        this.sums = sums;
        this.linearSums = linearSums;
        this.lines = lines;
        this.crossings = crossings;
    }

    /**
     * Linear sums (of {@link #linearSums}) implied by the other constraints (the 45 rule's larger
     * innies and outies): they narrow like any sum but add nothing to a cell's search priority.
     */
    final java.util.Set<LinearSum> implied = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** Every digit, as bits. */
    long allDigits() {
        return digits == 64 ? -1L : (1L << digits) - 1;
    }

    /** Whether there is anything to propagate. */
    boolean isEmpty() {
        return pairs.length == 0 && equal.length == 0 && sets.length == 0 && chains.length == 0 && fixedSets.length == 0
                && sums.length == 0 && linearSums.length == 0 && lines.length == 0 && crossings.length == 0;
    }
}
