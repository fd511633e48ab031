package dev.sudokux.variant;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * A rule of a variant puzzle beyond its houses, as data: which cells it names and what it asks. Cells
 * are board positions ({@code row * columns + column}); digits count from 1. Each kind says whether
 * a filled grid keeps it ({@link #holds}); how a kind is solved lives in the compiler, not here.
 *
 * <p>The kinds: the global rules {@link AntiKnight}, {@link AntiKing}; dots and relations between
 * two cells ({@link Dot}: kropki white and black, XV; {@link GreaterThan}); the "all dots are
 * given" rules ({@link Negative}, which covers non-consecutive); one-cell rules ({@link Parity},
 * {@link Digits}, {@link Extremum}); groups ({@link Cage}, {@link Quadruple}); sums
 * ({@link LittleKiller}, {@link Arrow}, {@link Sandwich}); and lines ({@link Thermo}, {@link Whispers},
 * {@link Renban}, {@link Palindrome}, {@link Clone}, {@link Between}, {@link Entropic}, {@link Zipper},
 * {@link RegionSum}); outside clues ({@link Skyscraper}, {@link XSum}, {@link NumberedRoom}); and {@link Indexer} cells.
 *
 * <p>The arrays of a constraint are its own copies; the accessors hand them out without copying:
 * do not modify them.
 */
public sealed interface Constraint {

    /** What kind it is, in words: {@code killer cage}, {@code thermometer}, ... */
    String kind();

    /** The cells it names, in its own order (none for a rule over the whole board). */
    int[] cells();

    /**
     * Whether {@code values} (one digit a position, 0 for holes) keeps this constraint of
     * {@code puzzle}. Only called on grids whose every cell holds a digit.
     */
    boolean holds(VariantPuzzle puzzle, int[] values);

    /** The constraint as people would point at it: {@code killer cage 15 at r1c1 r1c2 r2c1}. */
    default String describe(Board board) {
        int[] cells = cells();
        if (cells.length == 0) {
            return kind();
        }
        return kind() + " at " + names(board, cells);
    }

    /** The names of {@code cells}, separated by spaces. */
    static String names(Board board, int[] cells) {
        StringJoiner j = new StringJoiner(" ");
        for (int c : cells) {
            j.add(board.cellName(c));
        }
        return j.toString();
    }

    /** What a dot between two cells says. */
    enum DotKind {
        /** The two digits differ by the value (kropki white dot: 1). */
        DIFFERENCE,
        /** One digit is the value times the other (kropki black dot: 2). */
        RATIO,
        /** The two digits add up to the value (XV: X is 10, V is 5). */
        SUM;

        /** Whether digits {@code x} and {@code y} have the relation with {@code value}. */
        public boolean relates(int x, int y, int value) {
            return switch (this) {
                case DIFFERENCE -> Math.abs(x - y) == value;
                case RATIO -> x == value * y || y == value * x;
                case SUM -> x + y == value;
            };
        }

        /** The word for it: {@code difference}, {@code ratio}, {@code sum}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** No two cells a chess knight's move apart hold the same digit. */
    record AntiKnight() implements Constraint {
        @Override
        public String kind() {
            return "anti-knight";
        }

        @Override
        public int[] cells() {
            return new int[0];
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return Geometry.noEqualPair(puzzle.board(), values, Geometry.KNIGHT);
        }
    }

    /** No two cells a chess king's move apart (diagonal neighbours included) hold the same digit. */
    record AntiKing() implements Constraint {
        @Override
        public String kind() {
            return "anti-king";
        }

        @Override
        public int[] cells() {
            return new int[0];
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return Geometry.noEqualPair(puzzle.board(), values, Geometry.KING);
        }
    }

    /**
     * A dot between two cells: {@code type} with {@code value} relates their digits (a kropki white
     * dot is a difference of 1, a black dot a ratio of 2, an X a sum of 10, a V a sum of 5).
     */
    record Dot(DotKind type, int a, int b, int value) implements Constraint {
        /** Checks the value. */
        public Dot {
            if (value < 0 || (type == DotKind.RATIO && value < 1)) {
                throw new IllegalArgumentException("a " + type.word() + " dot needs a value of at least "
                        + (type == DotKind.RATIO ? 1 : 0) + ", not " + value);
            }
        }

        @Override
        public String kind() {
            return type.word() + " " + value + " dot";
        }

        @Override
        public int[] cells() {
            return new int[] {a, b};
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return type.relates(values[a], values[b], value);
        }
    }

    /**
     * All the dots are given: two orthogonally adjacent cells without a dot of a kind in
     * {@code exemptBy} between them are not related by {@code type} with any of {@code values}
     * (non-consecutive is this rule for differences of 1; "all kropki black dots given" for ratios of
     * 2; "negative XV" for sums of 5 and 10). f-puzzles exempts only the pairs with a dot of the
     * same kind; "strict kropki" (ISS) exempts a pair with a white or a black dot from both rules.
     */
    record Negative(DotKind type, int[] values, java.util.Set<DotKind> exemptBy) implements Constraint {
        /** Copies the values and kinds. */
        public Negative {
            values = values.clone();
            exemptBy = java.util.Collections.unmodifiableSet(java.util.EnumSet.copyOf(exemptBy));
        }

        /** The rule for the dots of {@code type}, exempting the pairs with such a dot. */
        public Negative(DotKind type, int[] values) {
            this(type, values, java.util.EnumSet.of(type));
        }

        @Override
        public String kind() {
            if (type == DotKind.DIFFERENCE && Arrays.equals(values, new int[] {1})) {
                return "non-consecutive";
            }
            return "no " + type.word() + " of " + Arrays.toString(values) + " without a dot";
        }

        @Override
        public int[] cells() {
            return new int[0];
        }

        /** Whether a pair of cells is exempt: a dot of a kind in {@link #exemptBy()} joins them. */
        boolean exempt(VariantPuzzle puzzle, int a, int b) {
            for (DotKind k : exemptBy) {
                if (puzzle.hasDot(k, a, b)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            Board board = puzzle.board();
            for (int[] pair : Geometry.orthogonalPairs(board)) {
                if (exempt(puzzle, pair[0], pair[1])) {
                    continue;
                }
                for (int v : this.values) {
                    if (type.relates(values[pair[0]], values[pair[1]], v)) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    /** The digit in {@code greater} is larger than the one in {@code lesser}. */
    record GreaterThan(int greater, int lesser) implements Constraint {
        @Override
        public String kind() {
            return "greater than";
        }

        @Override
        public int[] cells() {
            return new int[] {greater, lesser};
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return values[greater] > values[lesser];
        }

        @Override
        public String describe(Board board) {
            return board.cellName(greater) + " > " + board.cellName(lesser);
        }
    }

    /** The cell holds an even digit ({@code even}) or an odd one. */
    record Parity(int cell, boolean even) implements Constraint {
        @Override
        public String kind() {
            return even ? "even cell" : "odd cell";
        }

        @Override
        public int[] cells() {
            return new int[] {cell};
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return (values[cell] % 2 == 0) == even;
        }
    }

    /** The cell holds one of the digits of {@code allowed} (bit {@code d-1} for digit {@code d}). */
    record Digits(int cell, long allowed) implements Constraint {
        @Override
        public String kind() {
            return "candidates";
        }

        @Override
        public int[] cells() {
            return new int[] {cell};
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return (allowed >>> (values[cell] - 1) & 1) != 0;
        }
    }

    /**
     * The cell's digit is larger ({@code maximum}) or smaller than the digit of each orthogonal
     * neighbour that is not itself marked the same way (f-puzzles' maximum and minimum cells, the
     * grey cells of fortress Sudoku).
     */
    record Extremum(int cell, boolean maximum) implements Constraint {
        @Override
        public String kind() {
            return maximum ? "maximum" : "minimum";
        }

        @Override
        public int[] cells() {
            return new int[] {cell};
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            for (int other : Geometry.orthogonalNeighbours(puzzle.board(), cell)) {
                if (puzzle.isExtremum(other, maximum)) {
                    continue;
                }
                if (maximum ? values[cell] <= values[other] : values[cell] >= values[other]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A killer cage: no digit repeats in it, and its digits add up to {@code sum} (0: no sum given). */
    record Cage(int[] cells, int sum) implements Constraint {
        /** Copies the cells. */
        public Cage {
            cells = cells.clone();
            if (sum < 0) {
                throw new IllegalArgumentException("a cage sum is not negative: " + sum);
            }
        }

        @Override
        public String kind() {
            return sum > 0 ? "killer cage " + sum : "cage";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return Geometry.distinct(cells, values) && (sum == 0 || Geometry.sum(cells, values) == sum);
        }
    }

    /** A little killer: the digits on the diagonal {@code cells} add up to {@code sum} (they may repeat). */
    record LittleKiller(int[] cells, int sum) implements Constraint {
        /** Copies the cells. */
        public LittleKiller {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "little killer " + sum;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            return Geometry.sum(cells, values) == sum;
        }
    }

    /**
     * A thermometer, from its bulb: the digits increase along it (strictly; a {@code slow} one may
     * also stay the same).
     */
    record Thermo(int[] cells, boolean slow) implements Constraint {
        /** Copies the cells. */
        public Thermo {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return slow ? "slow thermometer" : "thermometer";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            for (int i = 1; i < cells.length; i++) {
                int a = values[cells[i - 1]];
                int b = values[cells[i]];
                if (slow ? b < a : b <= a) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * An arrow: the number in its circle (one cell, or two or more read as a number, a "pill") is
     * the sum of the digits on its shaft (which may repeat).
     */
    record Arrow(int[] circle, int[] shaft) implements Constraint {
        /** Copies the cells. */
        public Arrow {
            circle = circle.clone();
            shaft = shaft.clone();
            if (circle.length == 0 || shaft.length == 0) {
                throw new IllegalArgumentException("an arrow needs a circle and a shaft");
            }
        }

        @Override
        public String kind() {
            return "arrow";
        }

        @Override
        public int[] cells() {
            int[] all = Arrays.copyOf(circle, circle.length + shaft.length);
            System.arraycopy(shaft, 0, all, circle.length, shaft.length);
            return all;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            long number = 0;
            for (int c : circle) {
                number = number * 10 + values[c];
            }
            return number == Geometry.sum(shaft, values);
        }

        @Override
        public String describe(Board board) {
            return "arrow from " + names(board, circle) + " along " + names(board, shaft);
        }
    }

    /** German whispers (and Dutch, with a difference of 4): neighbours on the line differ by at least {@code difference}. */
    record Whispers(int[] cells, int difference) implements Constraint {
        /** Copies the cells. */
        public Whispers {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "whispers " + difference;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            for (int i = 1; i < cells.length; i++) {
                if (Math.abs(values[cells[i]] - values[cells[i - 1]]) < difference) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A renban line: its digits are distinct and consecutive, in any order. */
    record Renban(int[] cells) implements Constraint {
        /** Copies the cells. */
        public Renban {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "renban";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int min = Integer.MAX_VALUE;
            int max = 0;
            for (int c : cells) {
                min = Math.min(min, values[c]);
                max = Math.max(max, values[c]);
            }
            return Geometry.distinct(cells, values) && max - min == cells.length - 1;
        }
    }

    /** A palindrome line: it reads the same from both ends. */
    record Palindrome(int[] cells) implements Constraint {
        /** Copies the cells. */
        public Palindrome {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "palindrome";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            for (int i = 0, j = cells.length - 1; i < j; i++, j--) {
                if (values[cells[i]] != values[cells[j]]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** Clones: each cell of {@code originals} holds the same digit as the cell at the same place in {@code copies}. */
    record Clone(int[] originals, int[] copies) implements Constraint {
        /** Copies the cells; checks both lists have the same length. */
        public Clone {
            originals = originals.clone();
            copies = copies.clone();
            if (originals.length != copies.length) {
                throw new IllegalArgumentException("a clone has " + originals.length + " cells and "
                        + copies.length + " copies");
            }
        }

        @Override
        public String kind() {
            return "clone";
        }

        @Override
        public int[] cells() {
            int[] all = Arrays.copyOf(originals, originals.length * 2);
            System.arraycopy(copies, 0, all, originals.length, copies.length);
            return all;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            for (int i = 0; i < originals.length; i++) {
                if (values[originals[i]] != values[copies[i]]) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String describe(Board board) {
            return "clone of " + names(board, originals) + " at " + names(board, copies);
        }
    }

    /**
     * A sandwich sum: along {@code cells} (a row or a column, in order), the digits between the
     * smallest digit (1) and the largest (N) add up to {@code sum}.
     */
    record Sandwich(int[] cells, int sum) implements Constraint {
        /** Copies the cells. */
        public Sandwich {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "sandwich " + sum;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int low = -1;
            int high = -1;
            int n = puzzle.board().digits();
            for (int i = 0; i < cells.length; i++) {
                if (values[cells[i]] == 1) {
                    low = i;
                }
                if (values[cells[i]] == n) {
                    high = i;
                }
            }
            if (low < 0 || high < 0) {
                return false;
            }
            int total = 0;
            for (int i = Math.min(low, high) + 1; i < Math.max(low, high); i++) {
                total += values[cells[i]];
            }
            return total == sum;
        }
    }

    /** A between line: the digits on it lie strictly between the digits in its two end circles. */
    record Between(int[] cells) implements Constraint {
        /** Copies the cells; a between line has two ends. */
        public Between {
            cells = cells.clone();
            if (cells.length < 2) {
                throw new IllegalArgumentException("a between line needs two ends");
            }
        }

        @Override
        public String kind() {
            return "between line";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int x = values[cells[0]];
            int y = values[cells[cells.length - 1]];
            int lo = Math.min(x, y);
            int hi = Math.max(x, y);
            for (int i = 1; i < cells.length - 1; i++) {
                int v = values[cells[i]];
                if (v <= lo || v >= hi) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A quadruple: the {@code digits} (repeated ones as often as listed) appear among {@code cells}. */
    record Quadruple(int[] cells, int[] digits) implements Constraint {
        /** Copies the arrays. */
        public Quadruple {
            cells = cells.clone();
            digits = digits.clone();
            if (digits.length > cells.length) {
                throw new IllegalArgumentException("a quadruple of " + cells.length + " cells lists "
                        + digits.length + " digits");
            }
        }

        @Override
        public String kind() {
            return "quadruple " + Arrays.toString(digits);
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int[] seen = new int[puzzle.board().digits() + 1];
            for (int c : cells) {
                seen[values[c]]++;
            }
            for (int d : digits) {
                if (d < 1 || d >= seen.length || seen[d]-- <= 0) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * A skyscraper clue: looking along {@code cells} from the clue (the first cell nearest), digits are
     * buildings of their height, and {@code count} of them are seen (taller than every one before).
     */
    record Skyscraper(int[] cells, int count) implements Constraint {
        /** Copies the cells. */
        public Skyscraper {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "skyscraper " + count;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int seen = 0;
            int max = 0;
            for (int c : cells) {
                if (values[c] > max) {
                    max = values[c];
                    seen++;
                }
            }
            return seen == count;
        }
    }

    /**
     * An X-sum clue: along {@code cells} from the clue, the first digit X says how many cells to add
     * up (itself included), and they add up to {@code sum}.
     */
    record XSum(int[] cells, int sum) implements Constraint {
        /** Copies the cells. */
        public XSum {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "x-sum " + sum;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int x = values[cells[0]];
            if (x > cells.length) {
                return false;
            }
            int total = 0;
            for (int i = 0; i < x; i++) {
                total += values[cells[i]];
            }
            return total == sum;
        }
    }

    /**
     * An entropic line: every three cells in a row along it hold one low, one middle and one high
     * digit (1-3, 4-6, 7-9 on 9x9: the thirds of 1..N).
     */
    record Entropic(int[] cells) implements Constraint {
        /** Copies the cells. */
        public Entropic {
            cells = cells.clone();
        }

        /** The third of 1..{@code n} that {@code digit} is in: 0 low, 1 middle, 2 high. */
        public static int third(int digit, int n) {
            return (digit - 1) * 3 / n;
        }

        @Override
        public String kind() {
            return "entropic line";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int n = puzzle.board().digits();
            for (int i = 0; i < cells.length; i++) {
                for (int j = i + 1; j < cells.length && j <= i + 2; j++) {
                    if (third(values[cells[i]], n) == third(values[cells[j]], n)) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    /**
     * A zipper line: cells the same distance from the line's middle add up to the same total; on a
     * line of odd length, the middle cell holds that total.
     */
    record Zipper(int[] cells) implements Constraint {
        /** Copies the cells. */
        public Zipper {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "zipper line";
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int total = -1;
            for (int i = 0, j = cells.length - 1; i < j; i++, j--) {
                int t = values[cells[i]] + values[cells[j]];
                if (total >= 0 && t != total) {
                    return false;
                }
                total = t;
            }
            return cells.length % 2 == 0 || total < 0 || values[cells[cells.length / 2]] == total;
        }
    }

    /**
     * A region sum line: the borders of the boxes (or jigsaw regions) cut the line into segments, and
     * every segment adds up to the same total.
     */
    record RegionSum(int[] cells) implements Constraint {
        /** Copies the cells. */
        public RegionSum {
            cells = cells.clone();
        }

        @Override
        public String kind() {
            return "region sum line";
        }

        /**
         * Whether the line's segment ends at its {@code i}-th cell: the last cell, or the next cell is
         * in another box or region of {@code board}.
         */
        public boolean endsSegment(Board board, int i) {
            return i == cells.length - 1 || regionOf(board, cells[i]) != regionOf(board, cells[i + 1]);
        }

        /** For each cell of the line, whether its segment ends there on {@code board} (see {@link #endsSegment}). */
        boolean[] ends(Board board) {
            boolean[] ends = new boolean[cells.length];
            for (int i = 0; i < ends.length; i++) {
                ends[i] = endsSegment(board, i);
            }
            return ends;
        }

        /** The box or region of {@code board} holding {@code cell} (its house's index), or -1. */
        static int regionOf(Board board, int cell) {
            for (int h : board.housesOf(cell)) {
                House.Kind k = board.houses().get(h).kind();
                if (k == House.Kind.BOX || k == House.Kind.REGION) {
                    return h;
                }
            }
            return -1;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int total = -1;
            int sum = 0;
            for (int i = 0; i < cells.length; i++) {
                sum += values[cells[i]];
                if (endsSegment(puzzle.board(), i)) {
                    if (total >= 0 && sum != total) {
                        return false;
                    }
                    total = sum;
                    sum = 0;
                }
            }
            return true;
        }
    }

    /**
     * An indexer cell (f-puzzles' column and row indexers): when {@code cell} holds digit d, the d-th
     * cell of {@code line} holds {@code index}. A column indexer's line is its row, and its index its
     * column number; a row indexer's line is its column, and its index its row number.
     */
    record Indexer(int cell, int[] line, int index, String what) implements Constraint {
        /** Copies the line. */
        public Indexer {
            line = line.clone();
        }

        @Override
        public String kind() {
            return what + " indexer";
        }

        /** The indexer cell, then its line (whose cells it reads). */
        @Override
        public int[] cells() {
            int[] all = new int[line.length + 1];
            all[0] = cell;
            System.arraycopy(line, 0, all, 1, line.length);
            return all;
        }

        @Override
        public String describe(Board board) {
            return kind() + " at " + board.cellName(cell);
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int d = values[cell];
            return d >= 1 && d <= line.length && values[line[d - 1]] == index;
        }
    }

    /**
     * A numbered room clue: along {@code cells} from the clue, the first digit X says which cell holds
     * {@code clue} (the X-th, counting the first as 1).
     */
    record NumberedRoom(int[] cells, int clue) implements Constraint {
        /** Copies the cells. */
        public NumberedRoom {
            cells = cells.clone();
            if (cells.length == 0) {
                throw new IllegalArgumentException("a numbered room clue needs a line");
            }
        }

        @Override
        public String kind() {
            return "numbered room " + clue;
        }

        @Override
        public boolean holds(VariantPuzzle puzzle, int[] values) {
            int x = values[cells[0]];
            return x >= 1 && x <= cells.length && values[cells[x - 1]] == clue;
        }
    }
}
