package dev.sudokux.variant;

/**
 * A constraint read as a deterministic automaton over the digits of its cells, in a fixed order: a
 * start state, a step for each cell taking a state and the cell's digit to the next state (or
 * rejecting), and the accepting states. Sums, sandwiches, between lines and quadruples are such
 * automata; the compiler turns one into exact cover with one option a transition (see
 * {@link Compiler}), so that each filling of the cells that the constraint accepts is exactly one
 * choice of options, or, for the solver's search, into an {@link AutomatonRule} the propagator walks.
 *
 * <p>States are {@code long}s of the automaton's own choosing; the compiler only compares them.
 */
interface Automaton {

    /**
     * An automaton that accepts a filling when {@code sum(weights[i] * digit[i]) == target}, its
     * states carrying the partial sum: the compiler's listing leaves out the states from which the
     * cells left cannot reach the target (the same transitions are kept, found with less work).
     */
    interface WeightedSum {
        /** The weight of each cell, in the automaton's order. */
        int[] weights();

        /** The sum an accepted filling makes. */
        long target();

        /** The partial sum a state carries. */
        long sumOf(long state);
    }

    /** The value {@link #step} returns to reject. */
    long REJECT = Long.MIN_VALUE;

    /**
     * The automaton of a constraint that is a sequence read cell by cell on {@code board} (a sandwich,
     * an X-sum, a skyscraper, a zipper, an entropic or a region sum line), or null for every other kind.
     * The compiler and the explainer's lanes both read those constraints through this one reading.
     */
    static Automaton of(Constraint c, Board board) {
        if (c instanceof Constraint.Sandwich s) {
            return new Sandwich(s.cells(), 1, board.digits(), s.sum());
        } else if (c instanceof Constraint.XSum x) {
            return new XSum(x.cells(), x.sum());
        } else if (c instanceof Constraint.Skyscraper k) {
            return new Skyscraper(k.cells(), k.count());
        } else if (c instanceof Constraint.Zipper z) {
            return Zipper.of(z.cells());
        } else if (c instanceof Constraint.Entropic e) {
            // An automaton rather than pair relations: along the line the thirds repeat every three
            // cells, which the automaton's paths see and pairs do not.
            return new Entropic(e.cells(), board.digits());
        } else if (c instanceof Constraint.RegionSum rs) {
            return new EqualSegments(rs.cells(), rs.ends(board));
        }
        return null;
    }

    /** The cells read, in order. */
    int[] cells();

    /** The state before the first cell. */
    long start();

    /** The state after reading {@code digit} as the {@code index}-th cell in {@code state}, or {@link #REJECT}. */
    long step(int index, long state, int digit);

    /** Whether the constraint holds when the last cell leaves the automaton in {@code state}. */
    boolean accepts(long state);

    /**
     * A weighted sum: {@code sum(weights[i] * digit[i]) == target}. Little killers and killer sums
     * have weights of 1; an arrow is its circle's digits with weights 10^k and its shaft with -1,
     * and a target of 0. The state is the partial sum.
     */
    record Sum(int[] cells, int[] weights, long target) implements Automaton, WeightedSum {
        @Override
        public long sumOf(long state) {
            return state;
        }

        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            return state + (long) weights[index] * digit;
        }

        @Override
        public boolean accepts(long state) {
            return state == target;
        }
    }

    /**
     * A weighted sum whose cells may not repeat a digit where they see each other (share a house):
     * the state is the partial sum and the digits of the cells read so far that a later cell sees
     * ("open" cells, four bits each, at most 8), so a transition that repeats a digit in a house is never made.
     * The houses forbid those fillings anyway; reading them here makes the sum's propagation as
     * strong as a cage's. {@code seen[i]} lists, for cell i, the places in the state of step i of
     * the earlier open cells it sees; {@code carried[i]} the place in that state of each cell open
     * after step i (the cells up to i that a later cell sees, in increasing order), -1 for cell i.
     */
    record DistinctSum(int[] cells, int[] weights, long target, int[][] seen, int[][] carried)
            implements Automaton, WeightedSum {
        @Override
        public long sumOf(long state) {
            return state >> 32;
        }

        /** The automaton over {@code cells} of {@code board}, or a plain {@link Sum} when more than 8 cells stay open. */
        static Automaton of(Board board, int[] cells, int[] weights, long target) {
            int m = cells.length;
            int[][] sees = new int[m][];
            int[][] open = new int[m][];
            boolean any = false;
            for (int i = 0; i < m; i++) {
                java.util.List<Integer> s = new java.util.ArrayList<>();
                for (int j = 0; j < i; j++) {
                    if (cells[j] != cells[i] && board.seeEachOther(cells[i], cells[j])) {
                        s.add(j);
                    }
                }
                sees[i] = s.stream().mapToInt(Integer::intValue).toArray();
                any |= sees[i].length > 0;
                java.util.List<Integer> o = new java.util.ArrayList<>();
                for (int j = 0; j <= i; j++) {
                    for (int k = i + 1; k < m; k++) {
                        if (cells[j] != cells[k] && board.seeEachOther(cells[j], cells[k])) {
                            o.add(j);
                            break;
                        }
                    }
                }
                open[i] = o.stream().mapToInt(Integer::intValue).toArray();
                if (open[i].length > 8) {
                    return new Sum(cells, weights, target);
                }
            }
            if (!any) {
                return new Sum(cells, weights, target);
            }
            int[][] seen = new int[m][];
            int[][] carried = new int[m][];
            for (int step = 0; step < m; step++) {
                int i = step;
                int[] before = i == 0 ? new int[0] : open[i - 1];
                // A cell i sees that is no longer open is seen by no later cell either: never read.
                seen[i] = java.util.Arrays.stream(sees[i]).map(j -> java.util.Arrays.binarySearch(before, j))
                        .filter(at -> at >= 0).toArray();
                carried[i] = java.util.Arrays.stream(open[i])
                        .map(j -> j == i ? -1 : java.util.Arrays.binarySearch(before, j)).toArray();
            }
            return new DistinctSum(cells, weights, target, seen, carried);
        }

        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            long sum = state >> 32; // the partial sum, signed, in the high half
            int digits = (int) state;
            for (int at : seen[index]) {
                if ((digits >>> (4 * at) & 0xf) == digit) {
                    return REJECT;
                }
            }
            // The digits of the cells still open after this one.
            int next = 0;
            int[] from = carried[index];
            for (int a = 0; a < from.length; a++) {
                int d = from[a] < 0 ? digit : digits >>> (4 * from[a]) & 0xf;
                next |= d << (4 * a);
            }
            sum += (long) weights[index] * digit;
            return (sum << 32) | (next & 0xffffffffL);
        }

        @Override
        public boolean accepts(long state) {
            return state >> 32 == target;
        }
    }

    /**
     * A sandwich: the digits between the two ends {@code low} and {@code high} (1 and N) add up to
     * {@code target}. The state is a phase (0 before either end, 1 after {@code low}, 2 after
     * {@code high}, 3 after both) times 2^32 plus the sum so far.
     */
    record Sandwich(int[] cells, int low, int high, int target) implements Automaton {
        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            int phase = (int) (state >>> 32);
            int sum = (int) state;
            boolean end = digit == low || digit == high;
            switch (phase) {
                case 0:
                    return end ? ((long) (digit == low ? 1 : 2) << 32) : 0;
                case 1:
                case 2:
                    if (!end) {
                        return sum + digit > target ? REJECT : ((long) phase << 32) | (sum + digit);
                    }
                    if ((phase == 1 && digit == high) || (phase == 2 && digit == low)) {
                        return sum == target ? 3L << 32 : REJECT;
                    }
                    return REJECT;
                default:
                    return end ? REJECT : 3L << 32;
            }
        }

        @Override
        public boolean accepts(long state) {
            return state >>> 32 == 3;
        }
    }

    /**
     * A between line, read ends first: the first end's digit, then the other end's, then the middle
     * cells, each strictly between the two. The state is the first end's digit, then both ends'.
     */
    record Between(int[] cells) implements Automaton {
        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            if (index == 0) {
                return digit;
            }
            if (index == 1) {
                int a = (int) state;
                int lo = Math.min(a, digit);
                int hi = Math.max(a, digit);
                return cells.length > 2 && hi - lo < 2 ? REJECT : ((long) lo << 8) | hi;
            }
            int lo = (int) (state >>> 8);
            int hi = (int) (state & 0xff);
            return digit > lo && digit < hi ? state : REJECT;
        }

        @Override
        public boolean accepts(long state) {
            return true;
        }
    }

    /**
     * A quadruple: each digit of {@code need} appears among the cells at least as often as listed.
     * The state counts, for each listed digit, how often it has been seen (capped at what is needed),
     * four bits a digit.
     */
    record Count(int[] cells, int[] needDigits, int[] needCounts) implements Automaton {
        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            for (int k = 0; k < needDigits.length; k++) {
                if (needDigits[k] == digit) {
                    long seen = state >>> (4 * k) & 0xf;
                    if (seen < needCounts[k]) {
                        state += 1L << (4 * k);
                    }
                }
            }
            int left = cells.length - index - 1;
            int missing = 0;
            for (int k = 0; k < needDigits.length; k++) {
                missing += needCounts[k] - (int) (state >>> (4 * k) & 0xf);
            }
            return missing > left ? REJECT : state;
        }

        @Override
        public boolean accepts(long state) {
            for (int k = 0; k < needDigits.length; k++) {
                if ((state >>> (4 * k) & 0xf) < needCounts[k]) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * A skyscraper clue: the state is the tallest digit so far (low 8 bits) and how many were seen
     * (above), rejecting as soon as more than {@code target} are seen.
     */
    record Skyscraper(int[] cells, int target) implements Automaton {
        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            int max = (int) (state & 0xff);
            long seen = state >>> 8;
            if (digit > max) {
                seen++;
                max = digit;
            }
            return seen > target ? REJECT : seen << 8 | max;
        }

        @Override
        public boolean accepts(long state) {
            return state >>> 8 == target;
        }
    }

    /**
     * An X-sum clue: the state is the first digit X (low 8 bits) and the sum of the first X cells so far
     * (above); cells beyond the X-th leave it alone.
     */
    record XSum(int[] cells, int target) implements Automaton {
        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            if (index == 0) {
                return digit > cells.length || digit > target ? REJECT : (long) digit << 8 | digit;
            }
            int x = (int) (state & 0xff);
            if (index >= x) {
                return state;
            }
            long sum = (state >>> 8) + digit;
            return sum > target ? REJECT : sum << 8 | x;
        }

        @Override
        public boolean accepts(long state) {
            return state >>> 8 == target;
        }
    }

    /**
     * A zipper line read from the outside in: each pair of cells the same distance from the middle,
     * then the middle cell of an odd line. The state is the pairs' total (low 16 bits, 0 before the
     * first pair) and the first digit of the pair being read (above).
     */
    record Zipper(int[] cells, boolean odd) implements Automaton {
        /** The automaton of a zipper line given in line order. */
        static Zipper of(int[] line) {
            int[] order = new int[line.length];
            int k = 0;
            for (int i = 0, j = line.length - 1; i < j; i++, j--) {
                order[k++] = line[i];
                order[k++] = line[j];
            }
            if (line.length % 2 == 1) {
                order[k] = line[line.length / 2];
            }
            return new Zipper(order, line.length % 2 == 1);
        }

        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            long total = state & 0xffff;
            if (odd && index == cells.length - 1) {
                return total == 0 || digit == total ? state : REJECT;
            }
            if (index % 2 == 0) {
                return (long) digit << 16 | total;
            }
            long pair = (state >>> 16) + digit;
            return total != 0 && pair != total ? REJECT : pair;
        }

        @Override
        public boolean accepts(long state) {
            return true;
        }
    }

    /**
     * A line whose segments ({@code ends[i]}: the segment ends at cell i) all add up to the same total:
     * the state is the total of the first segment (above 16 bits, 0 until it is known) and the sum
     * of the current segment so far (low 16 bits).
     */
    record EqualSegments(int[] cells, boolean[] ends) implements Automaton {
        @Override
        public long start() {
            return 0;
        }

        @Override
        public long step(int index, long state, int digit) {
            long total = state >>> 16;
            long sum = (state & 0xffff) + digit;
            if (total != 0 && sum > total) {
                return REJECT;
            }
            if (!ends[index]) {
                return total << 16 | sum;
            }
            if (total == 0) {
                return sum << 16;
            }
            return sum == total ? total << 16 : REJECT;
        }

        @Override
        public boolean accepts(long state) {
            return true;
        }
    }

    /**
     * An entropic line: the state is the thirds (0 low, 1 middle, 2 high; 3 for none yet) of the last
     * two digits, and a digit whose third is one of them is rejected.
     */
    record Entropic(int[] cells, int n) implements Automaton {
        @Override
        public long start() {
            return 3 << 2 | 3;
        }

        @Override
        public long step(int index, long state, int digit) {
            int third = Constraint.Entropic.third(digit, n);
            int last = (int) (state & 3);
            int before = (int) (state >>> 2 & 3);
            if (third == last || third == before) {
                return REJECT;
            }
            return (long) last << 2 | third;
        }

        @Override
        public boolean accepts(long state) {
            return true;
        }
    }
}
