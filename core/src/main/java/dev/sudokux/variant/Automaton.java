package dev.sudokux.variant;

/**
 * A constraint read as a deterministic automaton over the digits of its cells, in a fixed order: a
 * start state, a step for each cell taking a state and the cell's digit to the next state (or
 * rejecting), and the accepting states. Sums, sandwiches, between lines and quadruples are such
 * automata; the compiler turns one into exact cover with one option a transition (see
 * {@link Compiler}), so that each filling of the cells that the constraint accepts is exactly one
 * choice of options.
 *
 * <p>States are {@code long}s of the automaton's own choosing; the compiler only compares them.
 */
interface Automaton {

    /** The value {@link #step} returns to reject. */
    long REJECT = Long.MIN_VALUE;

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
    record Sum(int[] cells, int[] weights, long target) implements Automaton {
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
}
