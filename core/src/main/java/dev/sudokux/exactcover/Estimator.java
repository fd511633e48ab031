package dev.sudokux.exactcover;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;

/**
 * Knuth's random-path estimate of a search tree ({@link Estimate}), over any engine's
 * {@link SearchCursor}, in two forms:
 *
 * <ul>
 * <li>{@link #randomPaths}: Knuth's estimate as he gives it: each sample one random path from the
 *     node down to a leaf.</li>
 * <li>{@link #estimate}: the same paths, started from every node of a level some way down
 *     (stratified sampling): the tree above that level is counted exactly, and each of its nodes gets
 *     an equal share of the paths, one at least; subtrees small enough (about 20 nodes, by a few
 *     plain paths first) are counted whole where a path reaches them. The estimate stays unbiased,
 *     and its errors are far smaller than those of plain paths for the same work, because the wild
 *     products of degrees above the cut are gone: on the 6 x 10 pentomino box, 10,000 plain paths
 *     missed the node count by up to 21 % (8 seeds), 30,000 stratified ones by at most 9 %.</li>
 * </ul>
 *
 * <p>The stratified estimate runs in rounds below one cut (a stopping rule: more rounds until the
 * standard error is small enough, or a most paths) and on several threads, each with a cursor on its
 * own engine and a fixed share of the cut's nodes. What was measured and dropped (BENCHMARKS.md):
 * sharing the paths out in proportion to a pilot round's sizes (Neyman's way) needs a shallower cut
 * for the pilot, and that loses more than the sharing gains (6 x 10, 10,000 paths, 12 seeds: rms
 * error 13.8 % against 6.0 %); smaller or larger subtrees counted whole (5, 10 or 20 nodes) and
 * several rounds below a shallower cut instead of one round below a deeper one trade time for error
 * at about the same rate or worse. A deeper cut is what pays, and it needs as many paths as nodes.
 */
public final class Estimator {

    /** Subtrees of about this many nodes or fewer are counted whole rather than sampled. */
    private static final double SMALL_SUBTREE = 20;

    /**
     * The precision {@code sudokux xc --estimate} asks for by default: rounds of paths until the
     * standard error of the node estimate is at most 5 % of it ({@link #maxSamples} bounds them).
     */
    public static final double DEFAULT_TARGET_ERROR = 0.05;

    /** The most rounds {@link #maxSamples} allows. */
    public static final int MAX_ROUNDS = 4;

    private Estimator() {
    }

    /**
     * The most paths for a first round of {@code samples} and a {@code targetError}: {@link #MAX_ROUNDS}
     * rounds, or the one round when no precision is asked for ({@code targetError} 0).
     */
    public static long maxSamples(long samples, double targetError) {
        return targetError > 0 ? (samples > Long.MAX_VALUE / MAX_ROUNDS ? Long.MAX_VALUE : samples * MAX_ROUNDS) : samples;
    }

    /**
     * Knuth's plain estimate: follows {@code samples} random paths down from the cursor's node and
     * back, choosing children with {@code random}; leaves the cursor where it was. Estimates the
     * nodes, updates and solutions of the subtree below the cursor's node (its own cost included);
     * no time ({@code seconds} is NaN).
     */
    public static Estimate randomPaths(SearchCursor cursor, long samples, Random random) {
        checkSamples(samples);
        long start = System.nanoTime();
        long rootCost = rootCost(cursor);
        Moments nodes = new Moments();
        Moments updates = new Moments();
        Moments solutions = new Moments();
        double[] path = new double[3];
        for (long s = 0; s < samples; s++) {
            randomPath(cursor, random, Integer.MAX_VALUE, path);
            nodes.add(path[0]);
            updates.add(path[1] + rootCost);
            solutions.add(path[2]);
        }
        return new Estimate(samples, nodes.mean(), nodes.error(), updates.mean(), updates.error(),
                solutions.mean(), solutions.error(), Double.NaN, Double.NaN, false, System.nanoTime() - start);
    }

    /**
     * The stratified estimate (see the class comment) with about {@code samples} random paths: the cut
     * is the deepest level with at most {@code samples} open nodes, each of which gets its share of the
     * paths (at least one); when the whole tree lies above such a cut, the figures are exact. Leaves
     * the cursor where it was. One round of paths, on this thread.
     */
    public static Estimate estimate(SearchCursor cursor, long samples, Random random) {
        return estimate(List.of(cursor), samples, samples, 0, random.nextLong());
    }

    /**
     * The stratified estimate in rounds, on as many threads as {@code cursors} (each a cursor on its
     * own engine, all on the same tree and at the same node; the first one's thread is this one).
     * The first round follows about {@code samples} paths and fixes the cut (as
     * {@link #estimate(SearchCursor, long, Random)}); each later round follows as many again below
     * the same cut, until the relative standard error of the node estimate is at most
     * {@code targetError} (0.03 for 3 %) or {@code maxSamples} paths have been followed. The paths
     * below each node of the cut in each round have their own generator, made from {@code seed},
     * the round and the node, and each thread has a fixed share of the nodes: the same seed gives the
     * same estimate on the same number of threads.
     */
    public static Estimate estimate(List<SearchCursor> cursors, long samples, long maxSamples, double targetError,
                                    long seed) {
        checkSamples(samples);
        long start = System.nanoTime();
        SearchCursor cursor = cursors.get(0);
        long rootCost = rootCost(cursor);
        int exhaust = exhaustDepth(cursor, new Random(seed), Math.max(100, Math.min(1000, samples / 10)));
        // The cut: the deepest level with at most as many open nodes as samples, above the subtrees
        // counted whole; a tree with no level past that many is counted exactly.
        Top top = null;
        for (int depth = 0; ; depth++) {
            Top t = new Top(depth, rootCost, samples);
            t.walk(cursor, null);
            if (t.overflow) {
                break;
            }
            if (t.frontier.isEmpty() || depth < exhaust) {
                top = t;
            }
            if (t.frontier.isEmpty()) {
                break;
            }
        }
        int n = top.frontier.size();
        if (n == 0) {
            return new Estimate(0, top.nodes, 0, top.updates, 0, top.solutions, 0, Double.NaN, Double.NaN,
                    true, System.nanoTime() - start);
        }
        Moments[][] m = moments(n);
        int threads = cursors.size();
        SearchCursor[] mine = cursors.toArray(new SearchCursor[0]);
        double[] mean = new double[3];
        double[] spread = new double[3];
        long spent = 0;
        for (int round = 0; ; round++) {
            // Every node of the cut gets the same share of the round's paths.
            long[] alloc = equalShares(n, samples);
            spent += round(mine, top, seed, round, alloc, exhaust, m);
            combine(top, m, mean, spread);
            if (spread[0] <= targetError * Math.abs(mean[0]) || spent >= maxSamples) {
                break;
            }
            samples = Math.min(samples, maxSamples - spent);
        }
        return new Estimate(spent, mean[0], spread[0], mean[1], spread[1], mean[2], spread[2], Double.NaN,
                Double.NaN, false, System.nanoTime() - start);
    }

    private static Moments[][] moments(int n) {
        Moments[][] m = new Moments[n][3];
        for (Moments[] row : m) {
            for (int k = 0; k < 3; k++) {
                row[k] = new Moments();
            }
        }
        return m;
    }

    /** {@code paths} shared equally among {@code n} nodes (the rest one each to the first ones), one at least. */
    private static long[] equalShares(int n, long paths) {
        long[] alloc = new long[n];
        for (int f = 0; f < n; f++) {
            alloc[f] = Math.max(1, paths / n + (f < paths % n ? 1 : 0));
        }
        return alloc;
    }

    /** One round on every thread: {@code alloc[f]} paths below node f of the cut; returns the paths. */
    private static long round(SearchCursor[] mine, Top top, long seed, int round, long[] alloc, int exhaust,
                              Moments[][] m) {
        WorkTeam.runThreads(mine.length, "sudokux-estimate-",
                t -> sampleRound(mine[t], top, t, mine.length, seed, round, alloc, exhaust, m), () -> { });
        if (Thread.currentThread().isInterrupted()) {
            throw new IllegalStateException("interrupted while estimating");
        }
        long paths = 0;
        for (long a : alloc) {
            paths += a;
        }
        return paths;
    }

    /**
     * The estimate behind {@link ExactCoverEngine#estimate(Prefix, long, long, double, long, int)}: the
     * stratified estimate in rounds, the threads beyond this one each sampling on a
     * {@link ExactCoverEngine#sibling sibling} of the engine (one thread when it has none); then the
     * engine's speed from a moment of its real search (60 ms to warm up, 60 to measure), which turns
     * the estimated nodes and updates into a time. The timing runs alone, after the sampling: timed
     * on a second thread while the first samples, it came out several times too slow (the JIT and
     * the sampling share the two cores of the machine it was measured on).
     */
    static Estimate ofEngine(ExactCoverEngine engine, Prefix from, long samples, long maxSamples, double targetError,
                             long seed, int threads) {
        long start = System.nanoTime();
        List<SearchCursor> cursors = new ArrayList<>();
        Estimate sampled;
        try {
            cursors.add(engine.cursor(from));
            for (int t = 1; t < threads; t++) {
                ExactCoverEngine sibling = engine.sibling();
                if (sibling == null) {
                    break;
                }
                cursors.add(sibling.cursor(from));
            }
            sampled = estimate(cursors, samples, maxSamples, targetError, seed);
        } finally {
            for (SearchCursor c : cursors) {
                c.close();
            }
        }
        SearchResult run = time(engine, from);
        SearchStats s = run.stats();
        long elapsed = System.nanoTime() - start;
        if (run.isComplete()) {
            return new Estimate(sampled.samples(), s.nodes(), 0, s.updates(), 0, s.solutions(), 0, s.seconds(), 0, true,
                    elapsed);
        }
        // Time ~ updates + 10 nodes (a node costs about ten updates' time in choosing and looping).
        double nanosPerWork = s.elapsedNanos() / Math.max(1.0, s.updates() + 10.0 * s.nodes());
        double seconds = (sampled.updates() + 10 * sampled.nodes()) * nanosPerWork / 1e9;
        double spread = (sampled.updatesSpread() + 10 * sampled.nodesSpread()) * nanosPerWork / 1e9;
        return new Estimate(sampled.samples(), sampled.nodes(), sampled.nodesSpread(), sampled.updates(),
                sampled.updatesSpread(), sampled.solutions(), sampled.solutionsSpread(), seconds, spread,
                sampled.exact(), elapsed);
    }

    /** How long each of the two timing runs of the search lasts. */
    private static final long TIMING_MILLIS = 60;

    /** A moment of the engine's real search (twice: the first warms the code up). */
    private static SearchResult time(ExactCoverEngine engine, Prefix from) {
        SearchLimits moment = SearchLimits.NONE.withTimeLimit(java.time.Duration.ofMillis(TIMING_MILLIS));
        SearchResult run = engine.searchFrom(from, moment, null, false);
        if (!run.isComplete()) {
            run = engine.searchFrom(from, moment, null, false); // measured with the code compiled
        }
        return run;
    }

    /**
     * One round on thread {@code t} of {@code threads}: walks the top of the tree with {@code cursor}
     * and, at each node {@code f} of the cut with {@code f % threads == t}, follows {@code alloc[f]}
     * paths with that node's own generator. A fixed share, not work handed out as the threads go: the
     * cells engine's order of options below a node depends on the moves made before, so the estimate
     * is the same for a seed only if each thread's walk is.
     */
    private static void sampleRound(SearchCursor cursor, Top top, int t, int threads, long seed, int round,
                                    long[] alloc, int exhaust, Moments[][] m) {
        int exhaustAt = exhaust == Integer.MAX_VALUE ? exhaust : cursor.depth() + exhaust;
        int n = top.frontier.size();
        int[] want = {t};
        top.walk(cursor, (f, c) -> {
            if (f != want[0]) {
                return;
            }
            SplittableRandom random = new SplittableRandom(mix(seed, round, f));
            sample(c, random, alloc[f], exhaustAt, m[f]);
            want[0] += threads;
        }, () -> want[0] >= n);
    }

    /** A seed for the paths below node {@code f} of the cut in {@code round}. */
    private static long mix(long seed, int round, int f) {
        long z = seed * 0x9E3779B97F4A7C15L + round * 0xC2B2AE3D27D4EB4FL + f * 0x165667B19E3779F9L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The estimates (the exact top plus the sampled means below the cut) and their standard errors
     * into {@code mean} and {@code spread}.
     */
    private static void combine(Top top, Moments[][] m, double[] mean, double[] spread) {
        int n = m.length;
        mean[0] = top.nodes;
        mean[1] = top.updates;
        mean[2] = top.solutions;
        for (int k = 0; k < 3; k++) {
            // A node of the cut with one path says nothing of its own spread: such nodes are taken
            // in pairs, each pair's spread (a - b)^2 standing for the variance of their sum.
            double variance = 0;
            double single = 0;
            int singles = 0;
            double pending = Double.NaN;
            for (int f = 0; f < n; f++) {
                Moments x = m[f][k];
                mean[k] += x.mean();
                if (x.count() > 1) {
                    variance += x.varianceOfMean();
                } else if (Double.isNaN(pending)) {
                    pending = x.mean();
                } else {
                    double d = x.mean() - pending;
                    single += d * d;
                    singles += 2;
                    pending = Double.NaN;
                }
            }
            if (!Double.isNaN(pending) && singles > 0) {
                single += single / singles; // the odd one out, at the pairs' average
            }
            spread[k] = Math.sqrt(variance + single);
        }
    }

    /**
     * The cost of the cursor's node: the updates of looking at it and choosing (and covering) the item
     * it branches on, which the cursor makes only the first time; so they are measured once, here.
     */
    private static long rootCost(SearchCursor cursor) {
        long before = cursor.updates();
        if (!cursor.isSolution()) {
            cursor.branches();
        }
        return cursor.updates() - before;
    }

    private static void checkSamples(long samples) {
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be at least 1, not " + samples);
        }
    }

    /**
     * {@code count} random paths from the cursor's node (a node of the cut, counted with its cost in the
     * tree above), into the moments of the nodes, updates and solutions strictly below it.
     */
    private static void sample(SearchCursor cursor, RandomGenerator random, long count, int exhaustAt, Moments[] into) {
        double[] path = new double[3];
        for (long s = 0; s < count; s++) {
            randomPath(cursor, random, exhaustAt, path);
            into[0].add(path[0] - 1);
            into[1].add(path[1]);
            into[2].add(path[2]);
        }
    }

    /**
     * One random path from the cursor's node down to a leaf and back: its estimates of the nodes,
     * updates and solutions below the node (the node's own cost included) into {@code out}.
     */
    private static void randomPath(SearchCursor cursor, RandomGenerator random, int exhaustAt, double[] out) {
        int top = cursor.depth();
        double width = 1; // the product of the degrees above the node
        double nodes = 1;
        double updates = 0;
        double solutions = 0;
        long before = cursor.updates();
        while (true) {
            if (!cursor.isNode()) {
                updates += width * (cursor.updates() - before); // an option that failed at once: a leaf
                break;
            }
            if (cursor.depth() >= exhaustAt) {
                // Deep enough that the subtree is small: count it all, as a search would.
                long[] below = new long[2];
                exhaust(cursor, below);
                nodes += width * (below[0] - 1);
                updates += width * (cursor.updates() - before);
                solutions += width * below[1];
                break;
            }
            if (cursor.isSolution()) {
                updates += width * (cursor.updates() - before);
                solutions = width;
                break;
            }
            int d = cursor.branches();
            long after = cursor.updates();
            updates += width * (after - before);
            if (d == 0) {
                break;
            }
            cursor.down(d == 1 ? 0 : random.nextInt(d));
            width *= d;
            if (cursor.isNode()) {
                nodes += width;
            }
            before = after; // the cost of trying the option counts at the child
        }
        while (cursor.depth() > top) {
            cursor.up();
        }
        out[0] = nodes;
        out[1] = updates;
        out[2] = solutions;
    }

    /** Walks the whole subtree of the cursor's node: adds its nodes and solutions to {@code counts}. */
    private static void exhaust(SearchCursor cursor, long[] counts) {
        if (!cursor.isNode()) {
            return;
        }
        counts[0]++;
        if (cursor.isSolution()) {
            counts[1]++;
            return;
        }
        int d = cursor.branches();
        for (int k = 0; k < d; k++) {
            cursor.down(k);
            exhaust(cursor, counts);
            cursor.up();
        }
    }

    /**
     * The depth (below the cursor's node) from which the subtrees are small enough to count whole:
     * the first level whose nodes have on average at most {@link #SMALL_SUBTREE} nodes below them, by
     * the level sizes a few plain random paths give ({@code pilot} of them, from {@code random});
     * {@link Integer#MAX_VALUE} when no level is seen to be so.
     */
    private static int exhaustDepth(SearchCursor cursor, Random random, long pilot) {
        double[] level = new double[64];
        int top = cursor.depth();
        for (long s = 0; s < pilot; s++) {
            double width = 1;
            int l = 0;
            while (true) {
                if (l == level.length) {
                    level = java.util.Arrays.copyOf(level, 2 * l);
                }
                if (!cursor.isNode()) {
                    break;
                }
                level[l] += width;
                if (cursor.isSolution()) {
                    break;
                }
                int d = cursor.branches();
                if (d == 0) {
                    break;
                }
                cursor.down(d == 1 ? 0 : random.nextInt(d));
                width *= d;
                l++;
            }
            while (cursor.depth() > top) {
                cursor.up();
            }
        }
        // The shallowest level l >= 1 with (nodes below l) <= SMALL_SUBTREE * (nodes at l).
        double deeper = 0;
        int best = Integer.MAX_VALUE;
        for (int l = level.length - 1; l >= 1; l--) {
            if (level[l] > 0 && deeper <= SMALL_SUBTREE * level[l]) {
                best = l;
            }
            deeper += level[l];
        }
        return best;
    }

    /** What to do at each node of the cut (numbered in the order they are met). */
    private interface AtCut {
        void visit(int index, SearchCursor cursor);
    }

    /**
     * The tree above the cut at {@code depth} levels below the cursor's node: its nodes, updates and
     * solutions, counted exactly, and the open nodes at the cut.
     */
    private static final class Top {
        final int depth;
        private final long rootCost;
        /** The most open nodes the cut may have: past it the walk gives up ({@link #overflow}). */
        private final long limit;
        boolean overflow;
        final List<Integer> frontier = new ArrayList<>();
        long nodes;
        long updates;
        long solutions;

        Top(int depth, long rootCost, long limit) {
            this.depth = depth;
            this.rootCost = rootCost;
            this.limit = limit;
        }

        /** Goes through the tree above the cut, counting it (and finding the cut's nodes). */
        void walk(SearchCursor cursor, AtCut atCut) {
            walk(cursor, atCut, () -> false);
        }

        /**
         * Goes through the tree above the cut, counting it when {@code atCut} is null, else calling it at
         * each node of the cut, until {@code done} says no node left is wanted.
         */
        void walk(SearchCursor cursor, AtCut atCut, BooleanSupplier done) {
            int[] index = {0};
            int root = cursor.depth();
            below(cursor, root, root + depth, atCut, atCut == null, index, done);
        }

        private void below(SearchCursor cursor, int root, int cut, AtCut atCut, boolean counting, int[] index,
                           BooleanSupplier done) {
            long before = cursor.updates();
            boolean solution = cursor.isSolution();
            int d = solution ? 0 : cursor.branches();
            if (counting) {
                // Every node above the cut and at it counts here, with its own cost (covering its item).
                nodes += cursor.isNode() ? 1 : 0;
                solutions += solution ? 1 : 0;
                updates += cursor.depth() == root ? rootCost : cursor.updates() - before;
            }
            if (cursor.depth() == cut) {
                if (d > 0) {
                    if (counting) {
                        frontier.add(index[0]++);
                        overflow |= frontier.size() > limit;
                    } else {
                        atCut.visit(index[0]++, cursor);
                    }
                }
                return;
            }
            for (int k = 0; k < d && !overflow && !done.getAsBoolean(); k++) {
                long edge = cursor.updates();
                cursor.down(k);
                if (counting) {
                    updates += cursor.updates() - edge; // the cost of trying the option
                }
                below(cursor, root, cut, atCut, counting, index, done);
                cursor.up();
            }
        }
    }

    /** A running mean and variance (Welford). */
    private static final class Moments {
        private long n;
        private double mean;
        private double m2;

        void add(double x) {
            n++;
            double delta = x - mean;
            mean += delta / n;
            m2 += delta * (x - mean);
        }

        long count() {
            return n;
        }

        double mean() {
            return mean;
        }

        /** The standard deviation of the samples (0 for fewer than two). */
        double deviation() {
            return n < 2 ? 0 : Math.sqrt(m2 / (n - 1));
        }

        /** The variance of the mean. */
        double varianceOfMean() {
            return n < 2 ? 0 : m2 / (n - 1) / n;
        }

        /** The standard error of the mean. */
        double error() {
            return Math.sqrt(varianceOfMean());
        }
    }
}
