package dev.sudokux.solve;

import java.time.Duration;

/**
 * What to ask of a solver: how many solutions to look for, how many to keep, where to send them,
 * budgets and a tracer. Immutable; start from {@link #first()}, {@link #uniqueness()},
 * {@link #count(long)} or {@link #enumerate(SolutionListener)} and adjust with the {@code with}
 * methods.
 *
 * @param maxSolutions   stop after finding this many ({@link Long#MAX_VALUE}: all)
 * @param keep           keep at most this many solutions in the {@link Result}
 * @param listener       told of each solution, or null
 * @param tracer         told of each step, never null ({@link SearchTracer#NONE} for none)
 * @param maxNodes       give up after this many search nodes ({@link Long#MAX_VALUE}: never)
 * @param timeLimitNanos give up after this long ({@link Long#MAX_VALUE}: never)
 */
public record SolveRequest(long maxSolutions, int keep, SolutionListener listener, SearchTracer tracer,
                           long maxNodes, long timeLimitNanos) {

    /**
     * Checks the numbers.
     *
     * @throws IllegalArgumentException naming the one out of range: a solution limit or node limit
     *                                  below 1, solutions to keep below 0, a time limit not above 0
     */
    public SolveRequest {
        if (maxSolutions < 1) {
            throw new IllegalArgumentException("a search stops after at least 1 solution, not " + maxSolutions
                    + " (Long.MAX_VALUE for all)");
        }
        if (keep < 0) {
            throw new IllegalArgumentException("the solutions to keep must be 0 or more, not " + keep);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("a node limit must be at least 1, not " + maxNodes);
        }
        if (timeLimitNanos < 1) {
            throw new IllegalArgumentException("a time limit must be above zero, not " + timeLimitNanos + " ns");
        }
        if (tracer == null) {
            tracer = SearchTracer.NONE;
        }
    }

    /** The first solution only (status FOUND when one is found: uniqueness is not checked). */
    public static SolveRequest first() {
        return new SolveRequest(1, 1, null, null, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** Up to two solutions: enough to tell NONE, UNIQUE and MULTIPLE apart; both kept. */
    public static SolveRequest uniqueness() {
        return new SolveRequest(2, 2, null, null, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * Counts up to {@code limit} solutions, keeping none.
     *
     * @throws IllegalArgumentException when {@code limit} is below 1
     */
    public static SolveRequest count(long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("a count stops at a limit of at least 1 solution, not " + limit
                    + " (Long.MAX_VALUE to count them all)");
        }
        return new SolveRequest(limit, 0, null, null, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** Every solution, each handed to {@code listener}, none kept. */
    public static SolveRequest enumerate(SolutionListener listener) {
        return new SolveRequest(Long.MAX_VALUE, 0, listener, null, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** This request, stopping after {@code n} solutions. */
    public SolveRequest withMaxSolutions(long n) {
        return new SolveRequest(n, keep, listener, tracer, maxNodes, timeLimitNanos);
    }

    /** This request, keeping up to {@code n} solutions in the result. */
    public SolveRequest withKeep(int n) {
        return new SolveRequest(maxSolutions, n, listener, tracer, maxNodes, timeLimitNanos);
    }

    /** This request, handing solutions to {@code l}. */
    public SolveRequest withListener(SolutionListener l) {
        return new SolveRequest(maxSolutions, keep, l, tracer, maxNodes, timeLimitNanos);
    }

    /** This request, telling {@code t} of every step. */
    public SolveRequest withTracer(SearchTracer t) {
        return new SolveRequest(maxSolutions, keep, listener, t, maxNodes, timeLimitNanos);
    }

    /** This request, giving up after {@code n} search nodes. */
    public SolveRequest withMaxNodes(long n) {
        return new SolveRequest(maxSolutions, keep, listener, tracer, n, timeLimitNanos);
    }

    /** This request, giving up after {@code limit}. */
    public SolveRequest withTimeLimit(Duration limit) {
        long nanos;
        try {
            nanos = Math.max(1, limit.toNanos());
        } catch (ArithmeticException tooLong) {
            nanos = Long.MAX_VALUE;
        }
        return new SolveRequest(maxSolutions, keep, listener, tracer, maxNodes, nanos);
    }

    /**
     * This request bounded by {@code budget} too: the smaller of its node limit and the budget's, and
     * of its time limit and the budget's.
     */
    public SolveRequest withBudget(Budget budget) {
        return new SolveRequest(maxSolutions, keep, listener, tracer, Math.min(maxNodes, budget.maxNodes()),
                Math.min(timeLimitNanos, budget.timeLimitNanos()));
    }

    /** The node and time limits of this request, as a {@link Budget}. */
    public Budget budget() {
        Budget b = Budget.UNLIMITED;
        if (maxNodes != Long.MAX_VALUE) {
            b = b.withMaxNodes(maxNodes);
        }
        if (timeLimitNanos != Long.MAX_VALUE) {
            b = b.withTimeLimit(java.time.Duration.ofNanos(timeLimitNanos));
        }
        return b;
    }

    /** Whether a tracer is listening (solvers may skip building trace messages otherwise). */
    public boolean tracing() {
        return tracer != SearchTracer.NONE;
    }
}
