package dev.sudokux.exactcover;

/**
 * What a search looks at every {@link #CHECK_MASK}{@code + 1} nodes, besides its node limit: an
 * interruption, the time limit, and then either the team of a parallel count (the counts so far, a
 * stop decided elsewhere, a thread that wants work) or the progress listener. The searches of both
 * engines ({@link Search} and {@link MultiplicitySearch} on links, {@link CellsSearch} on cells)
 * count their nodes and test the node limit in their loops, and call {@link #check} at each
 * multiple; one budget a search.
 *
 * <p>A team's search does not look sooner in its first nodes, although in a fresh JVM the first
 * 1,024 nodes of pentominoes 6x10 take 0.2-0.4 s while the other thread waits for work: looking at
 * every one of them was measured no faster on two threads (BENCHMARKS.md), the second core being
 * busy with the JIT's compiles then.
 */
final class Budget {

    /** Budgets, interruption, progress and requests for work are looked at every this many nodes, plus one (2^k - 1). */
    static final long CHECK_MASK = (1 << 10) - 1;

    /** What a budget asks of its search when the time comes. */
    interface Owner {
        /** Knuth's progress at the node being entered at {@code level}, with the search's counts so far. */
        SearchProgress progressAt(int level);

        /**
         * Gives part of the work not yet tried to the thread that wants some (the team's {@code give});
         * only a search that can be one of a team is asked, so by default there is nothing to give.
         */
        default void share(int level) {
        }
    }

    private final SearchLimits limits;
    private final long startNanos;
    private final ProgressListener progress;
    private final WorkTeam<?> team;
    private final boolean watchClock;
    private long nextReportNanos;
    private long reportedNodes;
    private long reportedUpdates;

    /**
     * A budget for a search that started at {@code startNanos} with {@code updates} on its counter,
     * under {@code limits}; it tells {@code progress} (when not null) or its {@code team} (when not
     * null: a parallel count, which reports no progress line of its own) how it goes.
     */
    Budget(SearchLimits limits, long startNanos, long updates, ProgressListener progress, WorkTeam<?> team) {
        this.limits = limits;
        this.startNanos = startNanos;
        this.progress = team != null ? null : progress;
        this.team = team;
        this.watchClock = limits.timeLimitNanos() != Long.MAX_VALUE || this.progress != null || team != null;
        this.nextReportNanos = this.progress == null ? 0 : startNanos + this.progress.intervalNanos();
        this.reportedUpdates = updates;
    }

    /**
     * The node count at which a search that has counted {@code nodes} looks next: the next multiple
     * of {@link #CHECK_MASK}{@code + 1}, or one past the node limit if that comes first.
     */
    static long nextCheck(long nodes, SearchLimits limits) {
        long limit = limits.maxNodes();
        return Math.min(limit == Long.MAX_VALUE ? limit : limit + 1, (nodes | CHECK_MASK) + 1);
    }

    /**
     * Looks at the budgets on entering {@code level} with {@code nodes} counted (a multiple of
     * {@link #CHECK_MASK}{@code + 1}, within the node limit) and {@code updates} made; returns the
     * reason to stop (the team told, in a parallel count), or null to go on. In a parallel count it
     * also reports the counts since the last look and has {@code owner} give work to a thread that
     * wants some; alone, it tells the progress listener when its interval has passed.
     */
    StopReason check(long nodes, long updates, int level, Owner owner) {
        if (Thread.currentThread().isInterrupted()) {
            return stopAll(StopReason.INTERRUPTED);
        }
        if (!watchClock) {
            return null;
        }
        long now = System.nanoTime();
        if (now - startNanos > limits.timeLimitNanos()) {
            return stopAll(StopReason.TIME_LIMIT);
        }
        if (team != null) {
            team.report(nodes - reportedNodes, updates - reportedUpdates, now);
            reportedNodes = nodes;
            reportedUpdates = updates;
            StopReason elsewhere = team.stop;
            if (elsewhere != null) {
                return elsewhere;
            }
            if (team.wantsWork()) {
                owner.share(level);
            }
        } else if (progress != null && now - nextReportNanos >= 0) {
            nextReportNanos = now + progress.intervalNanos();
            progress.progress(owner.progressAt(level));
        }
        return null;
    }

    /** {@code reason}, the team told first (in a parallel count). */
    StopReason stopAll(StopReason reason) {
        if (team != null) {
            team.stop(reason);
        }
        return reason;
    }
}
