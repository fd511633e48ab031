package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Knuth's Algorithm X on Dancing Links, for exact cover problems with primary and secondary items
 * and colours (his programs DLX1 and DLX2).
 *
 * <p><b>Layout.</b> Everything lives in primitive arrays, as in Knuth's {@code dlx1.w}. Items
 * {@code 1..N} (item {@code i} of the problem is {@code i+1} here) sit in a doubly linked list
 * {@code llink/rlink}: the primary ones in a cycle through the root {@code 0}, the secondary ones in a
 * cycle through {@code N+1}. Nodes {@code 1..N} are the item headers; after them come the options,
 * one node an item, each option preceded by a spacer node and the last one followed by one. Every
 * node has {@code top} (its item; for a header, the item's length, the number of options still
 * containing it; for a spacer, minus the option number), and {@code ulink/dlink} (the vertical list
 * of its item). A spacer's {@code ulink} is the first node of the option before it and its
 * {@code dlink} the last node of the option after it, so an option can be walked round in either
 * direction. {@code color} (only when the problem has colours) holds each node's colour, or -1 for a
 * node whose item was purified by an option of the same colour.
 *
 * <p><b>Search.</b> Steps X1..X8 of Algorithm 7.2.2.1X, with the recursion unrolled into the array
 * {@code choice}: the node of the option tried at each level. There is no limit on the depth but
 * memory. The item to branch on is a primary item with the fewest remaining options, the first such
 * in the list; the scan stops at an item with none (a dead end: the level is left at once, without
 * covering anything) or with one (a forced choice: nothing can be better).
 *
 * <p><b>Use.</b> One instance holds one problem's links and may run any number of searches one
 * after another (not at the same time: an instance is not thread-safe; give each thread its own).
 * Every search leaves the links as it found them, even when stopped early.
 *
 * <pre>{@code
 * DancingLinks dlx = new DancingLinks(problem);
 * Optional<Solution> first = dlx.findFirst();
 * long total = dlx.count().solutionCount();
 * dlx.search(SearchLimits.NONE, solution -> { System.out.println(solution); return true; });
 * }</pre>
 */
public final class DancingLinks implements ExactCoverEngine {

    private static final int ROOT = 0;
    /** Time and interruption are checked every this many nodes (a power of two, minus one). */
    private static final long CHECK_MASK = (1 << 10) - 1;

    private final ExactCoverProblem problem;

    // Items (0 = root, 1..N = items, N+1 = head of the secondary items).
    private final int[] llink;
    private final int[] rlink;

    // Nodes (1..N = item headers, then spacers and option nodes).
    private final int[] top;
    private final int[] ulink;
    private final int[] dlink;
    private final int[] color; // null when the problem has no colours
    private final int[] firstNode; // the first node of each option

    private int[] choice;
    // For searchFrom without colours: the items its chosen options cover (marked with the stamp),
    // the options that clash with them (one bit each), every item's options, and the reduced links.
    private int[] coveredMark;
    private int coveredStamp;
    private long[] optionDead;
    private int[] itemOptionStart;
    private int[] itemOptions;
    private DancingLinks reduced;
    /** Whether these are reduced links (see {@link #reduce}): scratch, built again for every search. */
    private final boolean isReduced;
    private ProgressListener progress;
    private SearchObserver observer;
    private Propagator propagator;

    /** Builds the links of {@code problem}: time and space linear in its size. */
    public DancingLinks(ExactCoverProblem problem) {
        this.problem = problem;
        this.isReduced = false;
        int n = problem.itemCount();
        int options = problem.optionCount();
        int nodes = n + 1 + problem.nodeCount() + options + 1;

        llink = new int[n + 2];
        rlink = new int[n + 2];
        top = new int[nodes];
        ulink = new int[nodes];
        dlink = new int[nodes];
        color = problem.hasColors() ? new int[nodes] : null;
        firstNode = new int[options];
        choice = new int[Math.min(problem.primaryCount(), 1024) + 1];

        // Options, each after a spacer: their nodes, in the order of their items.
        int[] start = problem.rawOptionStart();
        int[] items = problem.rawOptionItems();
        int[] colors = problem.rawOptionColors();
        int spacer = n + 1;
        top[spacer] = 0;
        int node = spacer;
        for (int k = 0; k < options; k++) {
            int first = node + 1;
            firstNode[k] = first;
            for (int p = start[k]; p < start[k + 1]; p++) {
                node++;
                top[node] = items[p] + 1;
                if (color != null) {
                    color[node] = colors[p];
                }
            }
            dlink[spacer] = node; // last node of the option after the spacer
            node++;
            spacer = node;
            top[spacer] = -(k + 1);
            ulink[spacer] = first; // first node of the option before the spacer
        }
        dlink[spacer] = spacer;
        // The cycle of primary items through the root, of secondary ones through their head N+1.
        int primary = problem.primaryCount();
        linkItems(ROOT, 1, primary, null, 0);
        linkItems(n + 1, primary + 1, n, null, 0);
        // Each option appended at the bottom of its items' lists.
        emptyItemLists(n);
        for (int first : firstNode) {
            for (int q = first; top[q] > 0; q++) {
                append(q, top[q]);
            }
        }
    }

    /** Makes the lists of items {@code 1..n} empty. */
    private void emptyItemLists(int n) {
        for (int i = 1; i <= n; i++) {
            top[i] = 0;
            ulink[i] = i;
            dlink[i] = i;
        }
    }

    /** Appends node {@code q} at the bottom of the list of {@code item}. */
    private void append(int q, int item) {
        int last = ulink[item];
        ulink[q] = last;
        dlink[q] = item;
        dlink[last] = q;
        ulink[item] = q;
        top[item]++;
    }

    /** The option (problem numbering) of node {@code x}: the spacer after it says. */
    private int optionOf(int x) {
        while (top[x] > 0) {
            x++;
        }
        return -top[x] - 1;
    }

    /** Empty links as large as {@code full}'s, for {@link #reduce} to fill. */
    private DancingLinks(DancingLinks full) {
        problem = full.problem;
        llink = new int[full.llink.length];
        rlink = new int[full.rlink.length];
        top = new int[full.top.length];
        ulink = new int[full.top.length];
        dlink = new int[full.top.length];
        color = null;
        firstNode = full.firstNode;
        choice = new int[full.choice.length];
        isReduced = true;
    }

    /**
     * The links of the problem that is left once the options {@code chosen} are taken, as
     * {@link #markItems} marked it: the items they do not cover, and the options that clash with none
     * of them, in the same order as here but numbered afresh, so the search walks a compact block of
     * memory (the textbook way: only the options consistent with the givens are built). After them
     * come the chosen options, linked nowhere; {@code chosenNodes} gets a node of each.
     */
    private DancingLinks reduce(int[] chosen, int[] chosenNodes) {
        DancingLinks r = reduced;
        if (r == null) {
            r = reduced = new DancingLinks(this);
        }
        r.progress = progress;
        r.observer = observer;
        int n = problem.itemCount();
        int primary = problem.primaryCount();
        r.linkItems(ROOT, 1, primary, coveredMark, coveredStamp);
        r.linkItems(n + 1, primary + 1, n, coveredMark, coveredStamp);
        r.emptyItemLists(n);
        int spacer = n + 1;
        r.top[spacer] = 0;
        // The options left, walked by the bits of a word rather than tested one by one: a test
        // would be mispredicted for about one option in three.
        final long[] dead = optionDead;
        final int options = firstNode.length;
        for (int w = 0; w < dead.length; w++) {
            long left = ~dead[w];
            if (w == dead.length - 1 && (options & 63) != 0) {
                left &= (1L << options) - 1;
            }
            while (left != 0) {
                spacer = r.copyOption(this, (w << 6) | Long.numberOfTrailingZeros(left), spacer, true);
                left &= left - 1;
            }
        }
        for (int c = 0; c < chosen.length; c++) {
            chosenNodes[c] = spacer + 1;
            spacer = r.copyOption(this, chosen[c], spacer, false);
        }
        r.dlink[spacer] = spacer;
        return r;
    }

    /**
     * Links items {@code from..to} into a cycle through {@code head}, in order, but those marked
     * with {@code stamp} in {@code mark} (when not null).
     */
    private void linkItems(int head, int from, int to, int[] mark, int stamp) {
        int previous = head;
        for (int i = from; i <= to; i++) {
            if (mark == null || mark[i] != stamp) {
                rlink[previous] = i;
                llink[i] = previous;
                previous = i;
            }
        }
        rlink[previous] = head;
        llink[head] = previous;
    }

    /**
     * Copies option {@code k} of {@code full} after the spacer {@code spacer}, appending its nodes to
     * their items' lists when {@code link} is set; returns the spacer after it.
     */
    private int copyOption(DancingLinks full, int k, int spacer, boolean link) {
        final int[] top = this.top;
        final int[] ulink = this.ulink;
        final int[] dlink = this.dlink;
        final int[] fullTop = full.top;
        int node = spacer;
        for (int q = full.firstNode[k]; fullTop[q] > 0; q++) {
            node++;
            int item = fullTop[q];
            top[node] = item;
            if (link) {
                append(node, item);
            }
        }
        dlink[spacer] = node; // last node of the option after the spacer
        int next = node + 1;
        top[next] = -(k + 1);
        ulink[next] = spacer + 1; // first node of the option before the spacer
        return next;
    }

    /**
     * Marks the items of {@code chosen} in {@code coveredMark} (with {@code coveredStamp}), and in
     * {@code optionDead} every option that has one of them; false when two of the chosen options share an
     * item (they cannot be in one solution).
     */
    private boolean markItems(int[] chosen) {
        if (coveredMark == null) {
            buildItemOptions();
            coveredMark = new int[problem.itemCount() + 2];
            optionDead = new long[(firstNode.length + 63) >> 6];
        }
        if (++coveredStamp == Integer.MAX_VALUE) {
            Arrays.fill(coveredMark, 0);
            coveredStamp = 1;
        }
        final long[] dead = optionDead;
        Arrays.fill(dead, 0);
        final int stamp = coveredStamp;
        for (int option : chosen) {
            for (int q = firstNode[option]; top[q] > 0; q++) {
                int item = top[q];
                if (coveredMark[item] == stamp) {
                    return false;
                }
                coveredMark[item] = stamp;
                for (int p = itemOptionStart[item - 1]; p < itemOptionStart[item]; p++) {
                    int k = itemOptions[p];
                    dead[k >> 6] |= 1L << k;
                }
            }
        }
        return true;
    }

    /** The options of each item, from the problem: {@code itemOptions[itemOptionStart[i-1] ..]}. */
    private void buildItemOptions() {
        int n = problem.itemCount();
        int[] start = new int[n + 1];
        for (int q = n + 1; q < top.length; q++) {
            if (top[q] > 0) {
                start[top[q]]++;
            }
        }
        for (int i = 1; i <= n; i++) {
            start[i] += start[i - 1];
        }
        int[] fill = Arrays.copyOf(start, n);
        int[] options = new int[start[n]];
        for (int q = n + 1; q < top.length; q++) {
            if (top[q] > 0) {
                options[fill[top[q] - 1]++] = optionOf(q);
            }
        }
        itemOptionStart = start;
        itemOptions = options;
    }

    @Override
    public String name() {
        return "links";
    }

    /**
     * Sets the listener told how later searches are going (null for none), and returns this.
     */
    @Override
    public DancingLinks withProgress(ProgressListener listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Sets the observer told of every step of later searches (null for none), and returns this.
     * Parallel counts do not report steps.
     */
    @Override
    public DancingLinks withObserver(SearchObserver observer) {
        this.observer = observer;
        return this;
    }

    @Override
    public DancingLinks withPropagator(Propagator propagator) {
        this.propagator = propagator;
        return this;
    }

    /** The problem whose links these are. */
    @Override
    public ExactCoverProblem problem() {
        return problem;
    }

    /** The first solution, if there is one. */
    @Override
    public Optional<Solution> findFirst() {
        return Optional.ofNullable(search(SearchLimits.NONE.withMaxSolutions(1), null, true).first());
    }

    /** Every solution, up to {@code limit} of them, kept in the result. */
    @Override
    public SearchResult findAll(long limit) {
        return search(SearchLimits.NONE.withMaxSolutions(limit), null, true);
    }

    /** Counts all solutions without keeping them. */
    @Override
    public SearchResult count() {
        return count(SearchLimits.NONE);
    }

    /** Counts solutions within {@code limits}, without keeping them. */
    @Override
    public SearchResult count(SearchLimits limits) {
        return search(limits, null, false);
    }

    /**
     * Searches within {@code limits}, handing each solution to {@code visitor} (which may be null).
     * Solutions are not kept in the result.
     */
    @Override
    public SearchResult search(SearchLimits limits, SolutionVisitor visitor) {
        return search(limits, visitor, false);
    }

    /**
     * Searches within {@code limits}: hands each solution to {@code visitor} (when not null) and keeps
     * it in the result when {@code keep} is set.
     */
    @Override
    public SearchResult search(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        return new Run(limits, visitor, keep).run();
    }

    /**
     * Searches for the solutions that contain every option of {@code chosen} (a partial solution to
     * extend: the givens of a puzzle, the pieces already placed). The chosen options are applied
     * first, in order, as if the search had picked them (they count as levels but not as nodes or
     * guesses), then the search runs as {@link #search(SearchLimits, SolutionVisitor, boolean)} does;
     * every solution reported includes them. When two chosen options clash (share a primary item, or
     * a secondary item without both giving it the same colour) there is no solution.
     *
     * <p>Without colours the search runs on links built for it: only the items the chosen options
     * leave and the options that clash with none of them, in the same order (the same tree, in a
     * compact block of memory; one pass over the problem's nodes instead of covering and uncovering),
     * kept by this instance for the next such search. With colours the chosen options are covered
     * and uncovered. Either way these links are left as they were.
     *
     * @param chosen option numbers (problem numbering), each at most once
     */
    @Override
    public SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
        for (int option : chosen) {
            java.util.Objects.checkIndex(option, firstNode.length);
        }
        if (color != null || propagator != null) {
            return new Run(limits, visitor, keep).runFrom(chosen);
        }
        if (!markItems(chosen)) {
            return new Run(limits, visitor, keep).result(StopReason.EXHAUSTED);
        }
        int[] chosenNodes = new int[chosen.length];
        DancingLinks r = reduce(chosen, chosenNodes);
        return r.new Run(limits, visitor, keep).runAfter(chosenNodes);
    }

    /**
     * Counts solutions within {@code limits} on {@code threads} threads (this one among them). The
     * top of the search tree is cut into many subtrees, each a prefix of choices, and the threads take
     * subtrees until none is left; each thread has links of its own. The count is the same as
     * {@link #count(SearchLimits)}'s. A node limit is only honoured exactly by one thread, so with one
     * the search runs on this thread alone; so it does for {@code threads <= 1}.
     *
     * @param limits  solution limit (the count stops at it or a little beyond, then reports it), time
     *                limit; interrupting this thread stops all of them
     * @param threads how many threads to use, this one included
     */
    @Override
    public SearchResult count(SearchLimits limits, int threads) {
        if (threads <= 1 || limits.maxNodes() != Long.MAX_VALUE || propagator != null) {
            return count(limits);
        }
        return new ParallelCount(limits, threads).run();
    }

    /** Cuts the tree into subtrees and hands them to the threads; gathers their counts. */
    private final class ParallelCount {
        private static final int SUBTREES_PER_THREAD = 64;
        private static final int MAX_SPLIT_DEPTH = 16;

        private final SearchLimits limits;
        private final int threads;
        private final Shared shared;

        ParallelCount(SearchLimits limits, int threads) {
            this.limits = limits;
            this.threads = threads;
            this.shared = new Shared(System.nanoTime(), limits.maxSolutions(), progress);
        }

        SearchResult run() {
            // Deepen the cut until there are enough subtrees to keep every thread busy to the end.
            Run split = null;
            StopReason reason = null;
            for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
                int before = split == null ? 0 : split.prefixes.size();
                split = new Run(limits, null, false, shared);
                split.prefixDepth = depth;
                split.prefixes = new ArrayList<>();
                reason = split.search(0);
                if (reason != StopReason.EXHAUSTED || split.prefixes.size() >= SUBTREES_PER_THREAD * threads
                        || split.prefixes.size() <= before) {
                    break;
                }
                shared.reset();
            }
            List<int[]> subtrees = split.prefixes;
            int depth = split.prefixDepth;
            Run[] runs = new Run[threads];
            runs[0] = new Run(limits, null, false, shared);
            AtomicInteger next = new AtomicInteger();
            Thread[] helpers = new Thread[threads - 1];
            RuntimeException[] failure = new RuntimeException[1];
            if (reason == StopReason.EXHAUSTED) {
                for (int t = 1; t < threads; t++) {
                    int slot = t;
                    helpers[t - 1] = new Thread(() -> {
                        try {
                            DancingLinks own = new DancingLinks(problem);
                            runs[slot] = own.new Run(limits, null, false, shared);
                            runs[slot].work(subtrees, depth, next);
                        } catch (RuntimeException | Error e) {
                            shared.stop(StopReason.INTERRUPTED);
                            synchronized (failure) {
                                failure[0] = e instanceof RuntimeException r ? r : new IllegalStateException(e);
                            }
                        }
                    }, "sudokux-dlx-" + t);
                    helpers[t - 1].setDaemon(true);
                    helpers[t - 1].start();
                }
                runs[0].work(subtrees, depth, next);
                for (Thread helper : helpers) {
                    boolean joined = false;
                    while (!joined) {
                        try {
                            helper.join();
                            joined = true;
                        } catch (InterruptedException e) {
                            shared.stop(StopReason.INTERRUPTED);
                            Thread.currentThread().interrupt();
                        }
                    }
                }
                synchronized (failure) {
                    if (failure[0] != null) {
                        throw failure[0];
                    }
                }
                reason = shared.stop != null ? shared.stop : StopReason.EXHAUSTED;
            }
            long nodes = split.nodes;
            long updates = split.updates;
            long solutions = split.solutions;
            long guesses = split.guesses;
            int maxLevel = split.maxLevel;
            for (Run r : runs) {
                if (r != null) {
                    nodes += r.nodes;
                    updates += r.updates;
                    solutions += r.solutions;
                    guesses += r.guesses;
                    maxLevel = Math.max(maxLevel, r.maxLevel);
                }
            }
            solutions = Math.min(solutions, limits.maxSolutions());
            SearchStats stats = new SearchStats(nodes, updates, solutions, guesses, maxLevel,
                    System.nanoTime() - shared.startNanos);
            return new SearchResult(solutions, List.of(), reason, stats);
        }
    }

    /** What the threads of a parallel count share: the solution total, the stop signal, progress. */
    private static final class Shared {
        final long startNanos;
        final long maxSolutions;
        final ProgressListener progress;
        final AtomicLong solutions = new AtomicLong();
        final AtomicLong nodes = new AtomicLong();
        final AtomicLong updates = new AtomicLong();
        volatile StopReason stop;
        private long nextReportNanos;

        Shared(long startNanos, long maxSolutions, ProgressListener progress) {
            this.startNanos = startNanos;
            this.maxSolutions = maxSolutions;
            this.progress = progress;
            this.nextReportNanos = progress == null ? 0 : startNanos + progress.intervalNanos();
        }

        void stop(StopReason reason) {
            if (stop == null) {
                stop = reason;
            }
        }

        void reset() {
            solutions.set(0);
            nodes.set(0);
            updates.set(0);
        }

        /** Adds a thread's counts since its last report; one thread at a time tells the listener. */
        void report(long moreNodes, long moreUpdates, long now) {
            long n = nodes.addAndGet(moreNodes);
            long u = updates.addAndGet(moreUpdates);
            if (progress != null && now - nextReportNanos >= 0) {
                synchronized (this) {
                    if (now - nextReportNanos >= 0) {
                        nextReportNanos = now + progress.intervalNanos();
                        progress.progress(SearchProgress.countsOnly(
                                new SearchStats(n, u, solutions.get(), 0, 0, now - startNanos)));
                    }
                }
            }
        }
    }

    /** One search: its counters and the unrolled recursion of Algorithm X. */
    private final class Run {
        private final SearchLimits limits;
        private final SolutionVisitor visitor;
        private final List<Solution> kept;
        private final Shared shared; // null when searching alone
        private final long startNanos;
        private final ProgressListener progress;
        private final boolean watchClock;
        private final boolean colored = color != null;
        private final SearchObserver observer;
        private final Propagator propagator;
        private final State state;
        private int[] choiceLength = new int[16]; // options the item chosen at each level had
        private long guesses;
        private long nextReportNanos;
        private long nodes;
        private long updates;
        private long solutions;
        private int maxLevel;
        private long reportedNodes;
        private long reportedUpdates;
        /** When at least 0: the search records each prefix of this many choices and goes no deeper. */
        private int prefixDepth = -1;
        private List<int[]> prefixes;

        Run(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
            this(limits, visitor, keep, null);
        }

        Run(SearchLimits limits, SolutionVisitor visitor, boolean keep, Shared shared) {
            this.limits = limits;
            this.visitor = visitor;
            this.kept = keep ? new ArrayList<>() : null;
            this.shared = shared;
            this.startNanos = shared != null ? shared.startNanos : System.nanoTime();
            this.progress = shared != null ? null : DancingLinks.this.progress;
            this.observer = shared != null ? null : DancingLinks.this.observer;
            this.propagator = DancingLinks.this.propagator;
            this.state = propagator == null ? null : new State();
            this.watchClock = limits.timeLimitNanos() != Long.MAX_VALUE || progress != null || shared != null;
            this.nextReportNanos = progress == null ? 0 : startNanos + progress.intervalNanos();
        }


        /**
         * Searches these links (the reduced ones) as if the options of {@code chosenNodes}, linked
         * nowhere, had been chosen on the levels above.
         */
        SearchResult runAfter(int[] chosenNodes) {
            int level = 0;
            for (int node : chosenNodes) {
                ensureLevel(level);
                choice[level] = node;
                choiceLength[level] = 1;
                level++;
            }
            return result(search(level));
        }

        /** The result so far, the search having stopped for {@code reason}. */
        SearchResult result(StopReason reason) {
            SearchStats stats = new SearchStats(nodes, updates, solutions, guesses, maxLevel,
                    System.nanoTime() - startNanos);
            return new SearchResult(solutions, kept == null ? List.of() : kept, reason, stats);
        }

        /** Chooses the options {@code chosen} by covering them, searches, and uncovers them. */
        SearchResult runFrom(int[] chosen) {
            int level = 0;
            StopReason reason = StopReason.EXHAUSTED;
            boolean clash = false;
            for (int option : chosen) {
                int x = primaryNodeIfAvailable(option);
                if (x < 0) {
                    clash = true;
                    break;
                }
                ensureLevel(level);
                choice[level] = x;
                choiceLength[level] = 1;
                coverItem(top[x]);
                tryOption(x);
                level++;
            }
            if (!clash) {
                reason = search(level);
            }
            unwind(level, 0);
            return result(reason);
        }

        /**
         * A node of {@code option} whose item is primary, when every node of the option is still in
         * its item's list and every item is still to be covered (or, for a coloured secondary item,
         * held with the same colour); -1 when the option clashes with what was chosen before.
         */
        private int primaryNodeIfAvailable(int option) {
            int primaryNode = -1;
            for (int x = firstNode[option]; top[x] > 0; x++) {
                int item = top[x];
                boolean itemActive = rlink[llink[item]] == item;
                boolean nodeLinked = dlink[ulink[x]] == x;
                boolean purifiedAlike = colored && color[x] < 0;
                if (!nodeLinked || (!itemActive && !purifiedAlike)) {
                    return -1;
                }
                if (primaryNode < 0 && item <= problem.primaryCount()) {
                    primaryNode = x;
                }
            }
            return primaryNode;
        }

        SearchResult run() {
            return result(search(0));
        }

        /** Takes subtrees (prefixes of {@code depth} choices) until none is left or the count stops. */
        void work(List<int[]> subtrees, int depth, AtomicInteger next) {
            int t;
            while (shared.stop == null && (t = next.getAndIncrement()) < subtrees.size()) {
                int[] prefix = subtrees.get(t);
                ensureLevel(depth);
                for (int level = 0; level < depth; level++) {
                    int x = prefix[level];
                    choice[level] = x;
                    coverItem(top[x]);
                    tryOption(x);
                }
                StopReason reason = search(depth);
                unwind(depth, 0);
                if (reason != StopReason.EXHAUSTED) {
                    shared.stop(reason);
                }
            }
        }

        /**
         * Algorithm X from level {@code base} (the levels below it were chosen by the caller);
         * returns why it stopped, with the links as they were at the start.
         */
        private StopReason search(int base) {
            return colored || observer != null || prefixDepth >= 0 || propagator != null
                    ? searchObserved(base) : searchPlain(base);
        }

        /**
         * {@link #search} for the common case: no colours, no observer, no prefixes to record. The
         * moves run in {@link #advance}, which hands each solution back here; what is done once a
         * solution or once a search stays out of it, so the JIT compiles a small, tight loop early.
         */
        private StopReason searchPlain(int base) {
            resumeLevel = base;
            resumeEntering = true;
            while (true) {
                int found = advance(base);
                int level = resumeLevel;
                StopReason stop;
                if (found == EXHAUSTED) {
                    return StopReason.EXHAUSTED;
                } else if (found == SOLUTION) {
                    // All primary items are covered: choice[0..level-1] is a solution.
                    stop = visit(level);
                    if (stop == null) {
                        resumeEntering = false; // on to the next option at the level above
                        continue;
                    }
                } else {
                    stop = budgetStop;
                }
                unwind(level, base);
                return stop;
            }
        }

        /** What {@link #advance} stopped at. */
        private static final int SOLUTION = 0;
        private static final int EXHAUSTED = 1;
        private static final int OVER_BUDGET = 2;

        /** Where {@link #advance} stopped, to resume from: the level, and whether entering it. */
        private int resumeLevel;
        private boolean resumeEntering;
        private StopReason budgetStop;

        /**
         * Steps X2..X8 from {@code resumeLevel}, down to {@code base}: returns {@link #SOLUTION} (at
         * {@code resumeLevel}), {@link #EXHAUSTED} (links as at the start), or {@link #OVER_BUDGET}
         * ({@code budgetStop} says why; the levels above {@code resumeLevel} still chosen).
         */
        private int advance(int base) {
            final int[] rlink = DancingLinks.this.rlink;
            final int[] top = DancingLinks.this.top;
            final int[] dlink = DancingLinks.this.dlink;
            long checkAt = nextCheck(nodes);
            int level = resumeLevel;
            boolean entering = resumeEntering;
            long nodes = this.nodes;
            long guesses = this.guesses;
            int result;
            // One loop, each move written once.
            while (true) {
                int x;
                if (entering) {
                    // X2. [Enter level l.]
                    if (++nodes >= checkAt) {
                        // Rarely: past the node limit, or time to look at the clock and interrupts.
                        this.nodes = nodes - 1;
                        this.guesses = guesses;
                        if ((budgetStop = checkBudget(level)) != null) {
                            nodes = this.nodes;
                            result = OVER_BUDGET;
                            break;
                        }
                        checkAt = nextCheck(nodes);
                    }
                    if (rlink[ROOT] == ROOT) {
                        result = SOLUTION;
                        break;
                    }
                    // X3. [Choose i.]
                    int item = chooseItem();
                    int length = top[item];
                    if (length == 0) {
                        entering = false; // a dead end: nothing to undo at this level
                        continue;
                    }
                    // X4. [Cover i.]
                    cover(item);
                    x = dlink[item];
                    if (level >= maxLevel) {
                        ensureLevel(level);
                    }
                    choiceLength[level] = length;
                } else {
                    // X8. [Leave level l.] X6. [Try again.]
                    if (level == base) {
                        result = EXHAUSTED;
                        break;
                    }
                    level--;
                    x = choice[level];
                    uncoverOthers(x);
                    int item = top[x];
                    x = dlink[x];
                    if (x == item) {
                        // X7. [Backtrack.]
                        uncover(item);
                        continue;
                    }
                }
                // X5. [Try x_l.]
                choice[level] = x;
                if (choiceLength[level] > 1) {
                    guesses++;
                }
                coverOthers(x);
                level++;
                entering = true;
            }
            this.nodes = nodes;
            this.guesses = guesses;
            resumeLevel = level;
            return result;
        }

        /** The node count at which {@link #advance} next calls {@link #checkBudget}. */
        private long nextCheck(long nodes) {
            long limit = limits.maxNodes();
            return Math.min(limit == Long.MAX_VALUE ? limit : limit + 1, (nodes | CHECK_MASK) + 1);
        }

        /** {@link #search} with colours, an observer or prefixes to record. */
        private StopReason searchObserved(int base) {
            final int[] rlink = DancingLinks.this.rlink;
            final int[] top = DancingLinks.this.top;
            final int[] dlink = DancingLinks.this.dlink;
            int level = base;
            StopReason stop = null;
            search:
            while (true) {
                // X2. [Enter level l.]
                if (state != null) {
                    state.enter(level);
                }
                if (level == prefixDepth) {
                    prefixes.add(Arrays.copyOf(choice, level));
                } else {
                    if ((stop = checkBudget(level)) != null) {
                        break;
                    }
                    if (state != null && !propagator.propagate(state)) {
                        // The propagator says no solution lies below: a dead end.
                        if (observer != null) {
                            observer.deadEnd(level, -1);
                        }
                    } else if (rlink[ROOT] == ROOT) {
                        // All primary items are covered: choice[0..level-1] is a solution.
                        if ((stop = visit(level)) != null) {
                            break;
                        }
                    } else {
                        // X3. [Choose i.]
                        int item = chooseItem();
                        int length = top[item];
                        if (observer != null) {
                            observer.choose(level, item - 1, length);
                        }
                        if (length > 0) {
                            // X4. [Cover i.]
                            coverItem(item);
                            int x = dlink[item];
                            ensureLevel(level);
                            choice[level] = x;
                            choiceLength[level] = length;
                            // X5. [Try x_l.]
                            tried(level, x);
                            tryOption(x);
                            level++;
                            continue;
                        }
                        // len(i) = 0: a dead end, nothing to undo at this level.
                        if (observer != null) {
                            observer.deadEnd(level, item - 1);
                        }
                    }
                }
                // X8. [Leave level l.] and X6. [Try again.] until an untried option turns up.
                while (true) {
                    if (state != null) {
                        state.leave(level);
                    }
                    if (level == base) {
                        return StopReason.EXHAUSTED;
                    }
                    level--;
                    int x = choice[level];
                    untryOption(x);
                    int item = top[x];
                    x = dlink[x];
                    if (x != item) {
                        choice[level] = x;
                        if (observer != null) {
                            observer.backtrack(level);
                        }
                        tried(level, x);
                        tryOption(x);
                        level++;
                        continue search;
                    }
                    // X7. [Backtrack.]
                    uncoverItem(item);
                }
            }
            unwind(level, base);
            return stop;
        }


        /**
         * The node being searched as a {@link Propagator} sees it, and the options it removed: a
         * trail of their first nodes, with where each level's removals begin.
         */
        private final class State implements SearchState {
            private int level;
            private int[] trail = new int[64];
            private int trailSize;
            private int[] levelMark = new int[64];
            // Asked for at most once a node: which items the chosen options cover, which options they are.
            private final int[] coveredStamp = new int[problem.itemCount()];
            private final int[] chosenStamp = new int[problem.optionCount()];
            private int stamp;
            private boolean marked;

            /** X2: the node at {@code level} is entered; its removals start here. */
            void enter(int level) {
                this.level = level;
                if (level >= levelMark.length) {
                    levelMark = Arrays.copyOf(levelMark, Math.max(2 * levelMark.length, level + 1));
                }
                levelMark[level] = trailSize;
                marked = false;
            }

            /** X8: the node at {@code level} is left: its removals are put back, last first. */
            void leave(int level) {
                int mark = level < levelMark.length ? levelMark[level] : 0;
                while (trailSize > mark) {
                    restore(trail[--trailSize]);
                }
            }

            @Override
            public ExactCoverProblem problem() {
                return problem;
            }

            @Override
            public int level() {
                return level;
            }

            @Override
            public int chosen(int l) {
                java.util.Objects.checkIndex(l, level);
                return optionOf(choice[l]);
            }

            @Override
            public boolean isChosen(int option) {
                java.util.Objects.checkIndex(option, firstNode.length);
                markChosen();
                return chosenStamp[option] == stamp;
            }

            @Override
            public boolean isCovered(int item) {
                java.util.Objects.checkIndex(item, problem.itemCount());
                markChosen();
                return coveredStamp[item] == stamp;
            }

            @Override
            public int liveOptions(int item) {
                return isCovered(item) ? 0 : top[item + 1];
            }

            @Override
            public boolean isLive(int option) {
                java.util.Objects.checkIndex(option, firstNode.length);
                for (int q = firstNode[option]; top[q] > 0; q++) {
                    int item = top[q];
                    boolean purifiedAlike = colored && color[q] < 0;
                    boolean linked = dlink[ulink[q]] == q && rlink[llink[item]] == item;
                    if (!linked && !purifiedAlike) {
                        return false;
                    }
                }
                return !isChosen(option);
            }

            @Override
            public boolean remove(int option) {
                if (!isLive(option)) {
                    return false;
                }
                int first = firstNode[option];
                int removed = 0;
                for (int q = first; top[q] > 0; q++) {
                    if (!colored || color[q] >= 0) {
                        int u = ulink[q];
                        int d = dlink[q];
                        dlink[u] = d;
                        ulink[d] = u;
                        top[top[q]]--;
                        removed++;
                    }
                }
                updates += removed;
                if (trailSize == trail.length) {
                    trail = Arrays.copyOf(trail, 2 * trail.length);
                }
                trail[trailSize++] = first;
                return true;
            }

            /** Puts back the option whose first node is {@code first}, its nodes in reverse order. */
            private void restore(int first) {
                int q = first;
                while (top[q] > 0) {
                    q++;
                }
                for (q--; q >= first; q--) {
                    if (!colored || color[q] >= 0) {
                        int u = ulink[q];
                        int d = dlink[q];
                        dlink[u] = q;
                        ulink[d] = q;
                        top[top[q]]++;
                    }
                }
            }

            /** Stamps the chosen options and the items they cover, once a node. */
            private void markChosen() {
                if (marked) {
                    return;
                }
                marked = true;
                if (++stamp == Integer.MAX_VALUE) {
                    Arrays.fill(coveredStamp, 0);
                    Arrays.fill(chosenStamp, 0);
                    stamp = 1;
                }
                for (int l = 0; l < level; l++) {
                    int option = optionOf(choice[l]);
                    chosenStamp[option] = stamp;
                    for (int q = firstNode[option]; top[q] > 0; q++) {
                        coveredStamp[top[q] - 1] = stamp;
                    }
                }
            }
        }

        /** Counts a guess (an option tried where the item had a choice) and tells the observer. */
        private void tried(int level, int x) {
            if (choiceLength[level] > 1) {
                guesses++;
            }
            if (observer != null) {
                observer.tryOption(level, optionOf(x));
            }
        }

        /**
         * Undoes the choices of levels {@code base .. level-1}, deepest first; nothing to undo in
         * reduced links, which the next search builds again.
         */
        private void unwind(int level, int base) {
            if (isReduced) {
                return;
            }
            while (level > base) {
                if (state != null) {
                    state.leave(level);
                }
                level--;
                int x = choice[level];
                untryOption(x);
                uncoverItem(top[x]);
            }
            if (state != null) {
                state.leave(base);
            }
        }

        private void coverItem(int item) {
            if (colored) {
                coverColored(item);
            } else {
                cover(item);
            }
        }

        private void uncoverItem(int item) {
            if (colored) {
                uncoverColored(item);
            } else {
                uncover(item);
            }
        }

        /** X5: covers (or commits) every item of {@code x}'s option but the one chosen. */
        private void tryOption(int x) {
            if (colored) {
                commitOthers(x);
            } else {
                coverOthers(x);
            }
        }

        /** X6: undoes {@link #tryOption}. */
        private void untryOption(int x) {
            if (colored) {
                uncommitOthers(x);
            } else {
                uncoverOthers(x);
            }
        }

        /** Counts a node and checks the budgets; returns the reason to stop, or null to go on. */
        private StopReason checkBudget(int level) {
            long n = ++nodes;
            if (n > limits.maxNodes()) {
                nodes--;
                return StopReason.NODE_LIMIT;
            }
            if ((n & CHECK_MASK) == 0) {
                if (Thread.currentThread().isInterrupted()) {
                    stopAll(StopReason.INTERRUPTED);
                    return StopReason.INTERRUPTED;
                }
                if (watchClock) {
                    long now = System.nanoTime();
                    if (now - startNanos > limits.timeLimitNanos()) {
                        stopAll(StopReason.TIME_LIMIT);
                        return StopReason.TIME_LIMIT;
                    }
                    if (shared != null) {
                        shared.report(n - reportedNodes, updates - reportedUpdates, now);
                        reportedNodes = n;
                        reportedUpdates = updates;
                        StopReason elsewhere = shared.stop;
                        if (elsewhere != null) {
                            return elsewhere;
                        }
                    } else if (progress != null && now - nextReportNanos >= 0) {
                        nextReportNanos = now + progress.intervalNanos();
                        progress.progress(path(level,
                                new SearchStats(n, updates, solutions, guesses, maxLevel, now - startNanos)));
                    }
                }
            }
            return null;
        }

        /**
         * The progress at the node being entered at {@code level}: choice k of d on each level above
         * it (a level given by the caller is choice 1 of 1).
         */
        private SearchProgress path(int level, SearchStats soFar) {
            int[] k = new int[level];
            int[] d = new int[level];
            for (int l = 0; l < level; l++) {
                d[l] = Math.max(1, choiceLength[l]);
                k[l] = 1;
                if (d[l] > 1) {
                    int item = top[choice[l]];
                    for (int p = dlink[item]; p != choice[l] && p != item && k[l] < d[l]; p = dlink[p]) {
                        k[l]++;
                    }
                }
            }
            return new SearchProgress(soFar, k, d);
        }

        private void stopAll(StopReason reason) {
            if (shared != null) {
                shared.stop(reason);
            }
        }

        /** Reports the solution at {@code choice[0..level-1]}; returns the reason to stop, or null. */
        private StopReason visit(int level) {
            solutions++;
            if (observer != null) {
                observer.solution(level);
            }
            maxLevel = Math.max(maxLevel, level);
            if (visitor != null || kept != null) {
                int[] options = new int[level];
                for (int k = 0; k < level; k++) {
                    options[k] = optionOf(choice[k]);
                }
                Solution solution = Solution.owning(problem, options);
                if (kept != null) {
                    kept.add(solution);
                }
                if (visitor != null && !visitor.visit(solution)) {
                    return StopReason.STOPPED_BY_VISITOR;
                }
            }
            if (shared != null) {
                if (shared.solutions.incrementAndGet() >= shared.maxSolutions) {
                    shared.stop(StopReason.SOLUTION_LIMIT);
                    return StopReason.SOLUTION_LIMIT;
                }
                return null;
            }
            return solutions >= limits.maxSolutions() ? StopReason.SOLUTION_LIMIT : null;
        }

        private void ensureLevel(int level) {
            if (level >= choice.length) {
                choice = Arrays.copyOf(choice, Math.max(choice.length * 2, level + 1));
            }
            if (level >= choiceLength.length) {
                choiceLength = Arrays.copyOf(choiceLength, Math.max(choiceLength.length * 2, level + 1));
            }
            if (level >= maxLevel) {
                maxLevel = level + 1;
            }
        }

        /** X3: the first primary item with the fewest options; stops early at 0 or 1. */
        private int chooseItem() {
            final int[] rlink = DancingLinks.this.rlink;
            final int[] len = DancingLinks.this.top;
            int best = rlink[ROOT];
            int fewest = len[best];
            for (int i = rlink[best]; fewest > 1 && i != ROOT; i = rlink[i]) {
                int l = len[i];
                if (l < fewest) {
                    fewest = l;
                    best = i;
                }
            }
            return best;
        }

        // ----- the moves of DLX1: cover, uncover, hide, unhide -----

        private void cover(int item) {
            final int[] dlink = DancingLinks.this.dlink;
            for (int p = dlink[item]; p != item; p = dlink[p]) {
                hide(p);
            }
            int l = llink[item];
            int r = rlink[item];
            rlink[l] = r;
            llink[r] = l;
        }

        private void uncover(int item) {
            int l = llink[item];
            int r = rlink[item];
            rlink[l] = item;
            llink[r] = item;
            final int[] ulink = DancingLinks.this.ulink;
            for (int p = ulink[item]; p != item; p = ulink[p]) {
                unhide(p);
            }
        }

        /** Removes the other nodes of node {@code p}'s option from their items' lists. */
        private void hide(int p) {
            final int[] top = DancingLinks.this.top;
            final int[] ulink = DancingLinks.this.ulink;
            final int[] dlink = DancingLinks.this.dlink;
            int hidden = 0;
            for (int q = p + 1; q != p; ) {
                int x = top[q];
                int u = ulink[q];
                if (x <= 0) {
                    q = u; // a spacer: back to the first node of this option
                } else {
                    int d = dlink[q];
                    dlink[u] = d;
                    ulink[d] = u;
                    top[x]--;
                    hidden++;
                    q++;
                }
            }
            updates += hidden;
        }

        private void unhide(int p) {
            final int[] top = DancingLinks.this.top;
            final int[] ulink = DancingLinks.this.ulink;
            final int[] dlink = DancingLinks.this.dlink;
            for (int q = p - 1; q != p; ) {
                int x = top[q];
                int d = dlink[q];
                if (x <= 0) {
                    q = d; // a spacer: on to the last node of this option
                } else {
                    int u = ulink[q];
                    dlink[u] = q;
                    ulink[d] = q;
                    top[x]++;
                    q--;
                }
            }
        }

        /** X5: covers every item of {@code x}'s option but the one chosen. */
        private void coverOthers(int x) {
            final int[] top = DancingLinks.this.top;
            for (int p = x + 1; p != x; ) {
                int j = top[p];
                if (j <= 0) {
                    p = ulink[p];
                } else {
                    cover(j);
                    p++;
                }
            }
        }

        /** X6: uncovers the other items of {@code x}'s option, in reverse order. */
        private void uncoverOthers(int x) {
            final int[] top = DancingLinks.this.top;
            for (int p = x - 1; p != x; ) {
                int j = top[p];
                if (j <= 0) {
                    p = dlink[p];
                } else {
                    uncover(j);
                    p--;
                }
            }
        }

        // ----- DLX2: colours. commit/uncommit, purify/unpurify, and hide/unhide that skip purified nodes -----

        private void coverColored(int item) {
            final int[] dlink = DancingLinks.this.dlink;
            for (int p = dlink[item]; p != item; p = dlink[p]) {
                hideColored(p);
            }
            int l = llink[item];
            int r = rlink[item];
            rlink[l] = r;
            llink[r] = l;
        }

        private void uncoverColored(int item) {
            int l = llink[item];
            int r = rlink[item];
            rlink[l] = item;
            llink[r] = item;
            final int[] ulink = DancingLinks.this.ulink;
            for (int p = ulink[item]; p != item; p = ulink[p]) {
                unhideColored(p);
            }
        }

        private void hideColored(int p) {
            final int[] top = DancingLinks.this.top;
            final int[] ulink = DancingLinks.this.ulink;
            final int[] dlink = DancingLinks.this.dlink;
            int hidden = 0;
            for (int q = p + 1; q != p; ) {
                int x = top[q];
                int u = ulink[q];
                if (x <= 0) {
                    q = u;
                } else {
                    if (color[q] >= 0) {
                        int d = dlink[q];
                        dlink[u] = d;
                        ulink[d] = u;
                        top[x]--;
                        hidden++;
                    }
                    q++;
                }
            }
            updates += hidden;
        }

        private void unhideColored(int p) {
            final int[] top = DancingLinks.this.top;
            final int[] ulink = DancingLinks.this.ulink;
            final int[] dlink = DancingLinks.this.dlink;
            for (int q = p - 1; q != p; ) {
                int x = top[q];
                int d = dlink[q];
                if (x <= 0) {
                    q = d;
                } else {
                    if (color[q] >= 0) {
                        int u = ulink[q];
                        dlink[u] = q;
                        ulink[d] = q;
                        top[x]++;
                    }
                    q--;
                }
            }
        }

        /**
         * Keeps in item {@code top[p]}'s list only the options that give it {@code p}'s colour: the
         * others are hidden, the compatible ones (but {@code p}) marked -1 so they won't commit again.
         */
        private void purify(int p) {
            int c = color[p];
            int item = top[p];
            for (int q = dlink[item]; q != item; q = dlink[q]) {
                if (color[q] != c) {
                    hideColored(q);
                } else if (q != p) {
                    color[q] = -1;
                }
            }
        }

        private void unpurify(int p) {
            int c = color[p];
            int item = top[p];
            for (int q = ulink[item]; q != item; q = ulink[q]) {
                if (color[q] < 0) {
                    color[q] = c;
                } else if (q != p) {
                    unhideColored(q);
                }
            }
        }

        private void commitOthers(int x) {
            final int[] top = DancingLinks.this.top;
            for (int p = x + 1; p != x; ) {
                int j = top[p];
                if (j <= 0) {
                    p = ulink[p];
                } else {
                    int c = color[p];
                    if (c == 0) {
                        coverColored(j);
                    } else if (c > 0) {
                        purify(p);
                    }
                    p++;
                }
            }
        }

        private void uncommitOthers(int x) {
            final int[] top = DancingLinks.this.top;
            for (int p = x - 1; p != x; ) {
                int j = top[p];
                if (j <= 0) {
                    p = dlink[p];
                } else {
                    int c = color[p];
                    if (c == 0) {
                        uncoverColored(j);
                    } else if (c > 0) {
                        unpurify(p);
                    }
                    p--;
                }
            }
        }
    }

    @Override
    public String toString() {
        return "DancingLinks[" + problem + "]";
    }
}
