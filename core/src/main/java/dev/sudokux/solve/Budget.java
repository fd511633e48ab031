package dev.sudokux.solve;

import dev.sudokux.exactcover.StopReason;
import java.time.Duration;
import java.util.Locale;

/**
 * A bound on a piece of work: a time limit, a node limit, and the thread's interruption. One type
 * bounds every kind of work sudokux does: a solver's search ({@link SolveRequest#withBudget}), the
 * logic of {@code Explainer}, {@code Rater} and {@code Hints}, and the {@code Generator}; so a
 * server can give each request one budget and know the CPU work stops when it runs out.
 *
 * <p>A <em>node</em> is one unit of search: a solver's search node, one assumption a forcing chain
 * propagates, one node of a chain search, one technique tried on a grid, one clue the generator
 * tries to take away (with the nodes of the uniqueness check it asks of its solver). Counts are
 * comparable within one kind of work, not across kinds.
 *
 * <p>A budget is immutable and says how much; {@link #start()} starts the clock of one piece of work
 * and gives its {@link Meter}, which the work calls in its loops. When the time is up, the nodes
 * are spent or the thread is interrupted, the meter throws {@link BudgetExceededException} (with the
 * {@link StopReason}: TIME_LIMIT, NODE_LIMIT or INTERRUPTED); the public methods that take a budget
 * catch it and return what they found so far, marked incomplete, unless they say otherwise.
 *
 * <pre>{@code
 * Budget budget = Budget.ofTime(Duration.ofSeconds(2)).withMaxNodes(1_000_000);
 * Explanation x = explainer.explain(puzzle, budget);       // x.isComplete() false when it ran out
 * Rating r = rater.rate(puzzle, budget);                   // r.isComplete() likewise
 * }</pre>
 */
public final class Budget {

    /** No limit but the thread's interruption. */
    public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE);

    private final long maxNodes;
    private final long timeLimitNanos;

    private Budget(long maxNodes, long timeLimitNanos) {
        this.maxNodes = maxNodes;
        this.timeLimitNanos = timeLimitNanos;
    }

    /** A budget of {@code limit} of time, no node limit. */
    public static Budget ofTime(Duration limit) {
        return UNLIMITED.withTimeLimit(limit);
    }

    /** A budget of {@code n} nodes, no time limit. */
    public static Budget ofNodes(long n) {
        return UNLIMITED.withMaxNodes(n);
    }

    /**
     * This budget with a time limit of {@code limit} (durations too long for a {@code long} of
     * nanoseconds mean no limit).
     *
     * @throws IllegalArgumentException when {@code limit} is zero or negative
     */
    public Budget withTimeLimit(Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a time limit must be above zero, not " + limit);
        }
        long nanos;
        try {
            nanos = limit.toNanos();
        } catch (ArithmeticException tooLong) {
            nanos = Long.MAX_VALUE;
        }
        return new Budget(maxNodes, nanos);
    }

    /**
     * This budget with a limit of {@code n} nodes ({@link Long#MAX_VALUE}: none).
     *
     * @throws IllegalArgumentException when {@code n} is below 1
     */
    public Budget withMaxNodes(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("a node limit must be at least 1, not " + n);
        }
        return new Budget(n, timeLimitNanos);
    }

    /** The node limit ({@link Long#MAX_VALUE}: none). */
    public long maxNodes() {
        return maxNodes;
    }

    /** The time limit in nanoseconds ({@link Long#MAX_VALUE}: none). */
    public long timeLimitNanos() {
        return timeLimitNanos;
    }

    /** Whether there is neither a node nor a time limit (interruption still stops the work). */
    public boolean isUnlimited() {
        return maxNodes == Long.MAX_VALUE && timeLimitNanos == Long.MAX_VALUE;
    }

    /** Starts the clock: the meter of one piece of work, for one thread. */
    public Meter start() {
        return new Meter(maxNodes, timeLimitNanos);
    }

    @Override
    public String toString() {
        if (isUnlimited()) {
            return "Budget[unlimited]";
        }
        StringBuilder sb = new StringBuilder("Budget[");
        if (timeLimitNanos != Long.MAX_VALUE) {
            sb.append(String.format(Locale.ROOT, "%.3f s", timeLimitNanos / 1e9));
        }
        if (maxNodes != Long.MAX_VALUE) {
            sb.append(timeLimitNanos != Long.MAX_VALUE ? ", " : "").append(maxNodes).append(" nodes");
        }
        return sb.append(']').toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Budget b && b.maxNodes == maxNodes && b.timeLimitNanos == timeLimitNanos;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(maxNodes) * 31 + Long.hashCode(timeLimitNanos);
    }

    /**
     * The running count of one piece of work against its budget. The work calls {@link #step()} for
     * each node; every node checks the node limit, and every {@value #CHECK_EVERY} nodes (and every
     * {@link #check()}) the clock and interruption. Not thread-safe: one meter a thread.
     */
    public static final class Meter {
        /** Nodes between two looks at the clock and the interrupt flag. */
        public static final int CHECK_EVERY = 256;

        private final long maxNodes;
        private final long timeLimitNanos;
        private final long startNanos;
        private long nodes;
        private int untilCheck = CHECK_EVERY;

        private Meter(long maxNodes, long timeLimitNanos) {
            this.maxNodes = maxNodes;
            this.timeLimitNanos = timeLimitNanos;
            this.startNanos = System.nanoTime();
        }

        /**
         * Counts one node.
         *
         * @throws BudgetExceededException when the nodes are spent, or (looked at every
         *                                  {@value #CHECK_EVERY} nodes) the time is up or the thread
         *                                  was interrupted
         */
        public void step() {
            if (++nodes > maxNodes) {
                nodes = maxNodes;
                throw new BudgetExceededException(StopReason.NODE_LIMIT);
            }
            if (--untilCheck <= 0) {
                check();
            }
        }

        /**
         * Counts {@code n} nodes done elsewhere (by a solver with its own counter), then looks at the
         * clock and the interrupt flag.
         *
         * @throws BudgetExceededException when the budget is spent
         */
        public void step(long n) {
            if (n > maxNodes - nodes) {
                nodes = maxNodes;
                throw new BudgetExceededException(StopReason.NODE_LIMIT);
            }
            nodes += n;
            check();
        }

        /**
         * Looks at the clock and the interrupt flag now (the interrupt flag stays set).
         *
         * @throws BudgetExceededException when the time is up or the thread was interrupted
         */
        public void check() {
            untilCheck = CHECK_EVERY;
            if (Thread.currentThread().isInterrupted()) {
                throw new BudgetExceededException(StopReason.INTERRUPTED);
            }
            if (timeLimitNanos != Long.MAX_VALUE && System.nanoTime() - startNanos > timeLimitNanos) {
                throw new BudgetExceededException(StopReason.TIME_LIMIT);
            }
        }

        /** The nodes counted so far. */
        public long nodes() {
            return nodes;
        }

        /** The time since {@link Budget#start()}, in nanoseconds. */
        public long elapsedNanos() {
            return System.nanoTime() - startNanos;
        }

        /**
         * What is left, as a budget for work handed on (a solver, a nested computation): the nodes
         * not yet counted and the time not yet spent (at least one of each while any is left).
         *
         * @throws BudgetExceededException when nothing is left
         */
        public Budget remaining() {
            check();
            long nodesLeft = maxNodes == Long.MAX_VALUE ? Long.MAX_VALUE : maxNodes - nodes;
            if (nodesLeft < 1) {
                throw new BudgetExceededException(StopReason.NODE_LIMIT);
            }
            long timeLeft = timeLimitNanos == Long.MAX_VALUE ? Long.MAX_VALUE
                    : Math.max(1, timeLimitNanos - elapsedNanos());
            return new Budget(nodesLeft, timeLeft);
        }

        /** {@code request} bounded by what is left: its own limits or these, whichever are smaller. */
        public SolveRequest bound(SolveRequest request) {
            return request.withBudget(remaining());
        }
    }
}
