package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.List;

/**
 * A count of the bits engine ({@link BitsEngine}) on several threads: the top of the tree is walked
 * once, on this thread, down to the depth where it has at least {@link #TASKS_PER_THREAD} open nodes a
 * thread (or until a walk would pass {@link #MAX_WALK_NODES} nodes or is interrupted: then the
 * previous depth's nodes, the start itself at worst); those nodes, as prefixes in the order the
 * search meets them, go into one queue that every thread takes from until it is empty. Each prefix is searched on the thread's own masks (a search
 * from a prefix costs nothing to set up: the prefix's options are OR-ed into a mask). The nodes and
 * updates above the cut are the walk's, and so are its guesses, so the totals are those of a count
 * on one thread.
 */
final class BitsParallelCount {

    /** Open nodes a thread at the cut, at least (where the tree has them). */
    static final int TASKS_PER_THREAD = 64;
    /** The walk goes no deeper than this, nor past this many nodes (it then keeps the depth before). */
    private static final int MAX_DEPTH = 16;
    private static final long MAX_WALK_NODES = 200_000;
    /** The walk looks for an interrupt once every this + 1 nodes. */
    private static final long INTERRUPT_CHECK_MASK = 1023;

    private final BitsLayout layout;
    private final BitsSearch first;
    private final Prefix from;
    private final SearchLimits limits;
    private final Propagator propagator;
    private final int threads;
    private final WorkTeam<Prefix> team;
    private long walkNodes;
    /** The last walk went past {@link #MAX_WALK_NODES} or saw an interrupt, and stopped. */
    private boolean walkStopped;

    BitsParallelCount(BitsLayout layout, BitsSearch first, Prefix from, SearchLimits limits,
                      Propagator propagator, ProgressListener progress, int threads) {
        this.layout = layout;
        this.first = first;
        this.from = from;
        this.limits = limits;
        this.propagator = propagator;
        this.threads = threads;
        this.team = new WorkTeam<>(System.nanoTime(), limits.maxSolutions(), progress, threads);
    }

    SearchResult run() {
        first.propagator = propagator;
        // Depth 0: the start itself, one task (a walk cut short keeps the previous depth's tasks).
        List<Prefix> tasks = List.of(from);
        long aboveNodes = 0;
        long aboveUpdates = 0;
        long aboveGuesses = 0;
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            List<Prefix> deeperTasks = new ArrayList<>();
            walkNodes = 0;
            walkStopped = false;
            long[] above = {0, 0};
            boolean deeper;
            long updates;
            try (BitsCursor cursor = new BitsCursor(first, from)) {
                deeper = cut(cursor, depth, deeperTasks, above);
                updates = cursor.updates();
            }
            if (walkStopped) {
                break;
            }
            tasks = deeperTasks;
            aboveNodes = above[0];
            aboveGuesses = above[1];
            aboveUpdates = updates;
            if (!deeper || tasks.size() >= TASKS_PER_THREAD * threads) {
                break;
            }
        }
        for (Prefix task : tasks) {
            team.give(task);
        }
        SearchStats[] parts = new SearchStats[threads + 1];
        parts[threads] = new SearchStats(aboveNodes, aboveUpdates, 0, aboveGuesses, 0, 0);
        int[] excluded = from.excluded();
        int[] fromChosen = from.chosen();
        team.runThreads("sudokux-bits-", t -> {
            BitsSearch search = t == 0 ? first : new BitsSearch(layout);
            search.prepare(limits, null, false, null, null, propagator, team);
            search.reset();
            Prefix task;
            while ((task = team.take()) != null) {
                search.clear();
                StopReason reason = StopReason.EXHAUSTED;
                // from's options as levels above (as one thread takes them), then the walk's
                // options with the propagator run at each level, as the one-thread search runs it.
                if (search.choose(fromChosen)) {
                    search.exclude(excluded);
                    if (search.descend(task.chosen(), fromChosen.length)) {
                        reason = search.search();
                    }
                }
                if (reason != StopReason.EXHAUSTED) {
                    team.stop(reason);
                }
            }
            parts[t] = search.stats();
        });
        return team.result(parts, p -> p);
    }

    /**
     * Hands {@code tasks} every node at {@code depth} below the cursor's start and every solution
     * above it, counting the other nodes above the cut in {@code above[0]} and their guesses in
     * {@code above[1]} (as the search counts them: a node with {@code b >= 2} children, {@code b});
     * true when some node at the depth could branch (a deeper cut would give more tasks). Stops, with
     * {@link #walkStopped} set, past {@link #MAX_WALK_NODES} nodes or on an interrupt.
     */
    private boolean cut(BitsCursor cursor, int depth, List<Prefix> tasks, long[] above) {
        walkNodes++;
        if (walkNodes > MAX_WALK_NODES
                || (walkNodes & INTERRUPT_CHECK_MASK) == 0 && Thread.currentThread().isInterrupted()) {
            walkStopped = true;
            return false;
        }
        if (cursor.depth() == depth || cursor.isSolution()) {
            tasks.add(cursor.prefix());
            return cursor.depth() == depth && !cursor.isSolution();
        }
        above[0]++;
        int branches = cursor.branches();
        if (branches >= 2) {
            above[1] += branches;
        }
        boolean deeper = false;
        for (int k = 0; k < branches && !walkStopped; k++) {
            cursor.down(k);
            deeper |= cut(cursor, depth, tasks, above);
            cursor.up();
        }
        return deeper;
    }
}
