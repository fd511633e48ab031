package dev.sudokux.exactcover;

import java.time.Duration;

/**
 * Bounds on a search: how many solutions to find, how many search-tree nodes to visit and how long
 * to run. A search that ends because of {@link #maxNodes()} or {@link #timeLimit()} is
 * <em>incomplete</em>: its result keeps what was found and never passes a partial count off as the total.
 *
 * <p>Immutable; start from {@link #NONE} and narrow it:
 * {@code SearchLimits.NONE.withMaxSolutions(10).withTimeLimit(Duration.ofSeconds(5))}.
 *
 * @param maxSolutions stop after this many solutions ({@link Long#MAX_VALUE}: no limit)
 * @param maxNodes     stop after this many search-tree nodes ({@link Long#MAX_VALUE}: no limit)
 * @param timeLimitNanos stop after this much time, in nanoseconds ({@link Long#MAX_VALUE}: no limit)
 */
public record SearchLimits(long maxSolutions, long maxNodes, long timeLimitNanos) {

    /** No limits: find every solution, however long it takes. */
    public static final SearchLimits NONE = new SearchLimits(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE);

    /** Validates the limits: all must be positive. */
    public SearchLimits {
        if (maxSolutions < 1 || maxNodes < 1 || timeLimitNanos < 1) {
            throw new IllegalArgumentException("limits must be positive: solutions=" + maxSolutions
                    + ", nodes=" + maxNodes + ", nanos=" + timeLimitNanos);
        }
    }

    /** These limits with at most {@code n} solutions. */
    public SearchLimits withMaxSolutions(long n) {
        return new SearchLimits(n, maxNodes, timeLimitNanos);
    }

    /** These limits with at most {@code n} search-tree nodes. */
    public SearchLimits withMaxNodes(long n) {
        return new SearchLimits(maxSolutions, n, timeLimitNanos);
    }

    /** These limits with a time limit (rounded up to a nanosecond). */
    public SearchLimits withTimeLimit(Duration limit) {
        long nanos;
        try {
            nanos = Math.max(1, limit.toNanos());
        } catch (ArithmeticException tooLong) {
            nanos = Long.MAX_VALUE;
        }
        return new SearchLimits(maxSolutions, maxNodes, nanos);
    }

    /** The time limit, or null when there is none. */
    public Duration timeLimit() {
        return timeLimitNanos == Long.MAX_VALUE ? null : Duration.ofNanos(timeLimitNanos);
    }
}
