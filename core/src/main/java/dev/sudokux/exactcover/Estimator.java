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
 * own engine and a fixed share of the cut's nodes. A pilot of up to 1,000 plain paths sizes the levels
 * first: it places the cut (so that the top is walked once, not once a level) and the depth from which
 * subtrees are counted whole; and, in the engine's estimate, where it finds paths cheap against the
 * count it estimates (the bits engine's first-fit trees, whose nodes cost a few mask tests), it grows
 * the first round up to {@link #MOST_GROWTH} times, to about {@link #CHEAP_SHARE} of the count's time
 * by the work model ({@link SearchCursor#searchPerSampling}): on such trees the spread is larger, and a
 * deeper cut is what pays (the bits engine's 6 x 10 tree: up to 4 times, 10 of 12 seeds within 10 %;
 * up to 16 times, 16 of 16). Where instead {@code samples} paths would cost more than that share (a
 * small tree, whose count takes a fraction of a second), the first round shrinks to about
 * {@link #SMALL_TREE_SHARE} of the count's work, {@link #LEAST_FIRST_ROUND} paths at least, and a
 * stricter stopping rule ({@link #SMALL_TREE_PRECISION}) adds rounds where the spread asks for them: in a fresh JVM the first paths run before
 * the estimate's code is compiled, at several times the work model's cost (the pilot follows 100 paths
 * to decide, and only a larger tree's pilot goes on to 1,000). What was measured and dropped (BENCHMARKS.md):
 * sharing the paths out in proportion to a pilot round's sizes (Neyman's way) needs a shallower cut
 * for the pilot, and that loses more than the sharing gains (6 x 10, 10,000 paths, 12 seeds: rms
 * error 13.8 % against 6.0 %); smaller or larger subtrees counted whole (5, 10 or 20 nodes) and
 * several rounds below a shallower cut instead of one round below a deeper one trade time for error
 * at about the same rate or worse. A deeper cut is what pays, and it needs as many paths as nodes.
 * Paths in proportion to the branches of each node of the cut (Neyman's way with the branches for the
 * spread; from the whole tree of 6 x 10, the exact variance for the same work is half that of equal
 * shares) measured slower: more nodes get one path, their spread is estimated by pairs and comes out
 * larger, so more rounds follow, each walking the top again (16 seeds: 0.75-1.0 s of CPU against 0.59).
 * A probe first (one round of a tenth of the paths below a shallower cut, the estimate when its spread
 * already meets the precision) cut the work on Langford pairs and queens to a quarter, but the time it
 * printed came from those few cold paths: on Langford 15, 183-1,180 s for a 72-137 s count, against
 * 133-391 s without it (BENCHMARKS.md, session 6): dropped.
 */
public final class Estimator {

    /** Subtrees of about this many nodes or fewer are counted whole rather than sampled. */
    private static final double SMALL_SUBTREE = 20;

    /** The most plain random paths that size the levels before the cut is chosen. */
    private static final long PILOT_PATHS = 1000;

    /**
     * The precision {@code sudokux xc --estimate} asks for by default: rounds of paths until the
     * standard error of the node estimate is at most 5 % of it ({@link #maxSamples} bounds them).
     */
    public static final double DEFAULT_TARGET_ERROR = 0.05;

    /** The most paths, in first rounds' worth, that {@link #maxSamples} allows (later rounds may be shorter). */
    public static final int MAX_ROUNDS = 4;

    /** How the paths are laid out: what {@code sudokux xc --estimator} picks. */
    public enum Method {
        /**
         * Knuth's plain estimate, as his programs give it: every path from the root (the node the
         * estimate starts from), choosing each child uniformly; what his users compare.
         */
        KNUTH,
        /**
         * The default: the top of the tree counted exactly down to a cut, every node of the cut with
         * its share of the paths, small subtrees counted whole (see the class comment). Unbiased as
         * Knuth's, and on every instance measured (BENCHMARKS.md) its squared error for the same time
         * is a half to a third of his.
         */
        STRATIFIED;

        /** The method of a name as {@code --estimator} takes it: {@code knuth} or {@code stratified}. */
        public static Method byName(String name) {
            for (Method m : values()) {
                if (m.name().equalsIgnoreCase(name)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("unknown estimator '" + name + "' (expected knuth or stratified)");
        }
    }

    private Estimator() {
    }

    /**
     * The most paths for a first round of {@code samples} and a {@code targetError}: {@link #MAX_ROUNDS}
     * rounds, or the one round when no precision is asked for ({@code targetError} 0).
     */
    static long maxSamples(long samples, double targetError) {
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
        Moments[] m = {new Moments(), new Moments(), new Moments()};
        sample(cursor, random, samples, Integer.MAX_VALUE, m);
        return plainEstimate(samples, m, rootCost, start);
    }

    /**
     * Knuth's plain estimate in rounds and on as many threads as {@code cursors} (each on its own
     * engine, all at the same node; the first one's thread is this one): the first round follows
     * {@code samples} paths from the node, a later one as many as the spread says are still needed (at
     * most {@code samples}), shared equally among the threads, each thread's with its
     * own generator made from {@code seed}, the round and the thread; rounds until the relative
     * standard error of the nodes is at most {@code targetError} or {@code maxSamples} paths are spent.
     * The same seed gives the same estimate on the same number of threads.
     */
    public static Estimate randomPaths(List<SearchCursor> cursors, long samples, long maxSamples, double targetError,
                                       long seed) {
        return randomPaths(cursors, samples, maxSamples, targetError, seed, null);
    }

    private static Estimate randomPaths(List<SearchCursor> cursors, long samples, long maxSamples,
                                        double targetError, long seed, Speed speed) {
        checkSamples(samples);
        long start = System.nanoTime();
        SearchCursor[] mine = cursors.toArray(new SearchCursor[0]);
        int threads = mine.length;
        long rootCost = rootCost(mine[0]);
        for (int t = 1; t < threads; t++) {
            rootCost(mine[t]); // so that no thread's first path pays for the root's choice
        }
        Moments[][] m = moments(threads);
        long spent = 0;
        for (int round = 0; ; round++) {
            long paths = samples;
            int r = round;
            team(threads, t -> {
                long share = paths / threads + (t < paths % threads ? 1 : 0);
                plainShare(mine[t], new SplittableRandom(mix(seed, r, t)), share, m[t], speed);
            });
            spent += paths;
            Moments[] all = {new Moments(), new Moments(), new Moments()};
            for (Moments[] row : m) {
                for (int k = 0; k < 3; k++) {
                    all[k].merge(row[k]);
                }
            }
            double nodes = all[0].mean() + 1;
            if (all[0].error() <= targetError * nodes || spent >= maxSamples) {
                return plainEstimate(spent, all, rootCost, start);
            }
            samples = nextRound(samples, spent, maxSamples, all[0].error() / nodes, targetError);
        }
    }

    /**
     * Knuth's estimate from the moments of the paths below the node ({@link #sample}): the node itself
     * and its cost ({@code rootCost}) added.
     */
    private static Estimate plainEstimate(long paths, Moments[] m, long rootCost, long start) {
        return new Estimate(paths, m[0].mean() + 1, m[0].error(), m[1].mean() + rootCost, m[1].error(),
                m[2].mean(), m[2].error(), Double.NaN, Double.NaN, false, System.nanoTime() - start);
    }

    /** {@code count} plain paths from the cursor's node into {@code into}; the speed on the second half. */
    private static void plainShare(SearchCursor cursor, SplittableRandom random, long count, Moments[] into,
                                   Speed speed) {
        long half = count / 2;
        sample(cursor, random, half, Integer.MAX_VALUE, into);
        Speed.Mark mark = speed == null ? null : new Speed.Mark(cursor.updates());
        long visited = sample(cursor, random, count - half, Integer.MAX_VALUE, into);
        if (mark != null) {
            speed.add(mark, cursor.updates(), visited);
        }
    }

    /**
     * Runs {@code work} for threads {@code 0 .. threads-1}, the first on this thread, and waits for all
     * (one round of an estimate); an interrupt while it waits ends the estimate.
     */
    private static void team(int threads, java.util.function.IntConsumer work) {
        WorkTeam.runThreads(threads, "sudokux-estimate-", work, () -> { });
        if (Thread.currentThread().isInterrupted()) {
            throw new IllegalStateException("interrupted while estimating");
        }
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
     * {@link #estimate(SearchCursor, long, Random)}); each later round follows as many as the spread
     * says are still needed (at most {@code samples}, each node of the cut at least one) below the same
     * cut, until the relative standard error of the node estimate is at most
     * {@code targetError} (0.03 for 3 %) or {@code maxSamples} paths have been followed. The paths
     * below each node of the cut in each round have their own generator, made from {@code seed},
     * the round and the node, and each thread has a fixed share of the nodes: the same seed gives the
     * same estimate on the same number of threads.
     */
    public static Estimate estimate(List<SearchCursor> cursors, long samples, long maxSamples, double targetError,
                                    long seed) {
        return estimate(cursors, samples, maxSamples, false, targetError, seed, null, false);
    }

    /**
     * As {@link #estimate(List, long, long, double, long)}, with the first round grown where paths are
     * cheap ({@code deeperWhenCheap}) as the engine's estimate does.
     */
    static Estimate estimate(List<SearchCursor> cursors, long samples, long maxSamples, boolean deeperWhenCheap,
                             double targetError, long seed) {
        return estimate(cursors, samples, maxSamples, deeperWhenCheap, targetError, seed, null, false);
    }

    /**
     * As {@link #estimate(List, long, long, double, long)}, adding the sampling's speed to {@code speed};
     * with {@code deeperWhenCheap}, the first round (and with it the cut, and the most paths) grows up
     * to {@link #MOST_GROWTH} times where the pilot finds paths cheap against the count
     * ({@link Pilot#cheapPaths}); with {@code countWhenCheaper}, null where the rounds find that the
     * paths still needed would cost more than counting the whole tree ({@link #rounds}): the caller
     * counts it.
     */
    private static Estimate estimate(List<SearchCursor> cursors, long samples, long maxSamples,
                                     boolean deeperWhenCheap, double targetError, long seed, Speed speed,
                                     boolean countWhenCheaper) {
        checkSamples(samples);
        long start = System.nanoTime();
        SearchCursor cursor = cursors.get(0);
        long rootCost = rootCost(cursor);
        long pilotPaths = Math.max(LEAST_PILOT_PATHS, Math.min(PILOT_PATHS, samples / 10));
        Pilot pilot = new Pilot(cursor, new Random(seed));
        double factor = cursor.searchPerSampling();
        pilot.follow(deeperWhenCheap ? LEAST_PILOT_PATHS : pilotPaths);
        boolean small = deeperWhenCheap && samples > LEAST_FIRST_ROUND
                && pilot.cheapPaths(factor, CHEAP_SHARE) < samples;
        if (!small) {
            pilot.follow(pilotPaths - pilot.paths);
        }
        int exhaust = pilot.exhaustDepth();
        if (small) {
            // A small tree: fewer paths in the first round, a stricter stopping rule adds rounds as needed.
            targetError *= SMALL_TREE_PRECISION;
            samples = Math.max(LEAST_FIRST_ROUND, Math.min(samples, pilot.cheapPaths(factor, SMALL_TREE_SHARE)));
        } else if (deeperWhenCheap) {
            long first = Math.min(pilot.cheapPaths(factor, CHEAP_SHARE), samples * MOST_GROWTH);
            if (first > samples) {
                maxSamples = maxSamples / samples * first;
                samples = first;
            }
        }
        Speed walkSpeed = speed == null ? null : new Speed();
        SearchCursor[] mine = cursors.toArray(new SearchCursor[0]);
        Top top = cut(cursor, rootCost, samples, exhaust, pilot, walkSpeed);
        if (top.frontier.isEmpty()) {
            return exact(top, walkSpeed, cursor.searchPerSampling(), start);
        }
        return rounds(mine, top, samples, maxSamples, targetError, seed, exhaust, speed, start,
                countWhenCheaper ? cursor.searchPerSampling() : 0);
    }

    /** The figures of a tree that lies wholly above the cut: exact, the time from the walk's own speed. */
    private static Estimate exact(Top top, Speed walkSpeed, double factor, long start) {
        double seconds = walkSpeed == null ? Double.NaN : factor * walkSpeed.seconds(top.updates, top.nodes);
        return new Estimate(0, top.nodes, 0, top.updates, 0, top.solutions, 0, seconds, 0, true,
                System.nanoTime() - start);
    }

    /** Whether an estimate of {@code mean} with standard error {@code spread} is within {@code target} of it. */
    static boolean precise(double spread, double mean, double target) {
        return spread <= target * Math.abs(mean);
    }

    /**
     * Rounds of paths below the cut of {@code top} (the first of about {@code samples}), until the
     * standard error is at most {@code targetError} of the estimate or {@code maxSamples} are spent.
     * With {@code countFactor} above 0 (the cursor's {@link SearchCursor#searchPerSampling}), null
     * instead where, after a round, the paths that the spread says are still needed would cost more
     * updates than a count of the whole tree ({@code countFactor} times the estimated updates, the
     * search being that much cheaper an update): a small tree whose nodes cost many updates (Scott's
     * pentomino puzzle on the cells engine, about 880 a node, took 7,000-40,000 paths and 1.3-3.6
     * times its count's time) is then counted instead.
     */
    private static Estimate rounds(SearchCursor[] mine, Top top, long samples, long maxSamples, double targetError,
                                   long seed, int exhaust, Speed speed, long start, double countFactor) {
        int n = top.frontier.size();
        Moments[][] m = moments(n);
        double[] mean = new double[3];
        double[] spread = new double[3];
        long spent = 0;
        long before = updates(mine);
        for (int round = 0; ; round++) {
            // Every node of the cut gets the same share of the round's paths.
            long[] alloc = equalShares(n, samples);
            spent += round(mine, top, seed, round, alloc, exhaust, m, speed);
            combine(top, m, mean, spread);
            if (precise(spread[0], mean[0], targetError) || spent >= maxSamples) {
                break;
            }
            double relativeError = spread[0] / Math.abs(mean[0]);
            if (countFactor > 0) {
                double ratio = relativeError / targetError;
                double stillNeeded = (updates(mine) - before) * (ratio * ratio - 1);
                if (stillNeeded > countFactor * mean[1]) {
                    return null;
                }
            }
            samples = nextRound(samples, spent, maxSamples, relativeError, targetError);
        }
        return new Estimate(spent, mean[0], spread[0], mean[1], spread[1], mean[2], spread[2], Double.NaN,
                Double.NaN, false, System.nanoTime() - start);
    }

    /** The updates the cursors have made so far, together. */
    private static long updates(SearchCursor[] cursors) {
        long total = 0;
        for (SearchCursor c : cursors) {
            total += c.updates();
        }
        return total;
    }

    /**
     * The cut: the deepest level with at most {@code samples} open nodes, above the subtrees counted
     * whole ({@code exhaust}), by the pilot's level sizes, so that the top is walked once (again one
     * level up while a walk finds more open nodes than {@code samples}: the pilot misjudged). When the
     * pilot saw no level of more than {@code samples} nodes, the walk goes one level past the deepest
     * it saw: the tree usually ends there, and is then counted exactly.
     */
    private static Top cut(SearchCursor cursor, long rootCost, long samples, int exhaust, Pilot pilot, Speed speed) {
        int depth = pilot.cutDepth(samples, exhaust);
        while (true) {
            Top top = new Top(depth, rootCost, samples);
            Speed.Mark mark = speed == null ? null : new Speed.Mark(cursor.updates());
            top.walk(cursor, null);
            if (!top.overflow) {
                if (mark != null) {
                    speed.add(mark, cursor.updates(), top.nodes);
                }
                return top;
            }
            depth = Math.max(0, Math.min(depth - 1, exhaust - 1));
        }
    }

    /**
     * The paths of the next round: about as many as the spread says are still needed to reach the
     * target (the spread falls as one over the square root of the paths), a tenth more for safety; at
     * most a first round's {@code samples} and what {@code maxSamples} leaves.
     */
    private static long nextRound(long samples, long spent, long maxSamples, double relativeError, double targetError) {
        double ratio = relativeError / targetError;
        double wanted = Math.ceil(1.1 * spent * (ratio * ratio - 1));
        long paths = Double.isFinite(wanted) && wanted < samples ? Math.max(1, (long) wanted) : samples;
        return Math.min(paths, maxSamples - spent);
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
                              Moments[][] m, Speed speed) {
        team(mine.length, t -> sampleRound(mine[t], top, t, mine.length, seed, round, alloc, exhaust, m, speed));
        long paths = 0;
        for (long a : alloc) {
            paths += a;
        }
        return paths;
    }

    /**
     * The estimate behind {@link ExactCoverEngine#estimate(Prefix, long, double, long, int)}: the
     * stratified estimate in rounds ({@link #maxSamples} paths at most; the first round, and so the
     * most, up to {@link #MOST_GROWTH} times larger where paths are cheap against the count:
     * {@link Pilot#cheapPaths}),
     * the threads beyond this one each sampling on a {@link ExactCoverEngine#sibling sibling} of the
     * engine (one thread when it has none). The time of a count comes from the sampling's own speed (its time per update and
     * node on the second half of each thread's share of a round, when the code is compiled), times
     * the cursor's {@link SearchCursor#searchPerSampling}: no separate run of the search. When the top
     * of the tree is the whole tree, the figures are exact, and the time comes likewise from the speed of the walk that
     * counted it (the search is not run a second time). With a precision asked for, where the rounds find that the paths
     * still needed would cost more than a count ({@link #rounds}), the engine counts the tree on {@code threads} threads
     * instead: the figures are exact and the time is the count's own.
     */
    static Estimate ofEngine(ExactCoverEngine engine, Prefix from, Method method, long samples, double targetError,
                             long seed, int threads) {
        long start = System.nanoTime();
        List<SearchCursor> cursors = new ArrayList<>();
        Speed speed = new Speed();
        Estimate sampled;
        double factor;
        try {
            cursors.add(engine.cursor(from));
            for (int t = 1; t < threads; t++) {
                ExactCoverEngine sibling = engine.sibling();
                if (sibling == null) {
                    break;
                }
                cursors.add(sibling.cursor(from));
            }
            long most = maxSamples(samples, targetError);
            factor = cursors.get(0).searchPerSampling();
            sampled = method == Method.KNUTH ? randomPaths(cursors, samples, most, targetError, seed, speed)
                    : estimate(cursors, samples, most, targetError > 0, targetError, seed, speed, targetError > 0);
        } finally {
            for (SearchCursor c : cursors) {
                c.close();
            }
        }
        if (sampled == null) {
            // Counting the tree costs less than the paths still needed: its figures, exactly.
            long counting = System.nanoTime();
            SearchResult counted = engine.count(from, SearchLimits.NONE, threads);
            SearchStats stats = counted.stats();
            return new Estimate(0, stats.nodes(), 0, stats.updates(), 0, counted.solutionCount(), 0,
                    (System.nanoTime() - counting) / 1e9, 0, true, System.nanoTime() - start);
        }
        double seconds = sampled.exact() ? sampled.seconds()
                : factor * speed.seconds(sampled.updates(), sampled.nodes());
        double spread = sampled.exact() ? 0 : factor * speed.seconds(sampled.updatesSpread(), sampled.nodesSpread());
        return new Estimate(sampled.samples(), sampled.nodes(), sampled.nodesSpread(), sampled.updates(),
                sampled.updatesSpread(), sampled.solutions(), sampled.solutionsSpread(), seconds, spread,
                sampled.exact(), System.nanoTime() - start);
    }

    /** A node's cost in updates' time (choosing an item and looping), for the time of a count. */
    private static final double NODE_WORK = 10;

    /**
     * The share of a count's time (by the work model, {@link Pilot#cheapPaths}) that the default
     * estimate's first round may take when that is more than {@code --samples} paths: on trees whose
     * paths cost little against the count (the bits engine's first-fit trees: 40,000 paths of 6 x 10
     * are about 1 % of its count's work) the spread is larger, and a deeper cut (more paths in one
     * round) is what pays.
     */
    static final double CHEAP_SHARE = 0.05;

    /**
     * How many times {@code --samples} the first round may grow to where paths are cheap: on the bits
     * engine's 6 x 10 tree (16 seeds), up to 8 times left one estimate of 16 out by 12 %, up to 16
     * times none (all within 7 %; 48,000-329,000 paths in all).
     */
    static final int MOST_GROWTH = 16;

    /** The pilot's paths on which the engine's estimate decides whether the tree is small. */
    private static final long LEAST_PILOT_PATHS = 100;

    /** The fewest paths of a small tree's first round ({@link #SMALL_TREE_SHARE}). */
    static final long LEAST_FIRST_ROUND = 500;

    /**
     * The share of a count's time, by the work model, that a small tree's first round aims at: a
     * tree where {@code --samples} paths would cost more than {@link #CHEAP_SHARE} of its count. Such
     * counts take a fraction of a second, and a fresh JVM runs the estimate's first thousand paths or
     * so before its code is compiled, several times slower than the work model says (queens 13:
     * 10,000 paths are 3 % of the count's work, and took 30 % of its time); so the first round is
     * smaller, and the stopping rule adds rounds where the spread asks for them. On queens 13,
     * Langford 12 and Soma (40 seeds each), 0.5 % gave 550-1,550 paths, the node count within 9 %.
     */
    static final double SMALL_TREE_SHARE = 0.005;

    /**
     * A small tree's stopping rule: its standard error must be within this share of the target
     * error. With the target itself, the few paths of a small first round stopped early on a spread
     * that came out low, and the estimate missed by more than 10 % in 2 of 40 seeds on Soma and 4 of
     * 40 on Scott's pentomino puzzle (none on queens 13 or Langford 12; a first round of at least 700
     * or 1,000 paths did not help: 2-4 of 40); at 0.6 none of 40 on any of the four (warm harness,
     * BENCHMARKS.md session 8). It costs paths only where the spread asks for them.
     */
    static final double SMALL_TREE_PRECISION = 0.6;

    /**
     * The search's time per unit of work (an update, or a tenth of a node) over the sampling's, as
     * measured on the links and cells engines: the sampling goes through the same moves as the search,
     * and a little more. The default of {@link SearchCursor#searchPerSampling}.
     */
    static final double SEARCH_PER_SAMPLING = 0.72;

    /**
     * The sampling's speed: its threads' time and work, added up. A thread's time is its own CPU time
     * where the system tells it cheaply (Linux's {@code /proc/thread-self/schedstat}), else the wall
     * clock: in a fresh JVM the sampling threads share the cores with the JIT's compiler threads, and
     * on two cores two sampling threads' wall clocks ran about twice their CPU time, which doubled the
     * estimated time of a count (BENCHMARKS.md). {@code ThreadMXBean} would tell it too, but loading it
     * takes about 60 ms, more than some whole estimates.
     */
    private static final class Speed {
        private static final java.nio.file.Path CLOCK = java.nio.file.Path.of("/proc/thread-self/schedstat");
        /**
         * The least CPU time to go by: the kernel brings a running thread's CPU time up to date at
         * its ticks (a few milliseconds), so a shorter sampling is timed by the wall clock.
         */
        private static final long LEAST_CPU_NANOS = 20_000_000;
        /** Whether the CPU clock can be read (false after a failure: the wall clock then). */
        private static volatile boolean cpuClock = true;

        private long wallNanos;
        private long cpuNanos;
        private boolean cpuKnown = true;
        private long updates;
        private long nodes;

        /** A thread's clocks and its cursor's updates where its measured part of the sampling begins. */
        static final class Mark {
            final long wall = System.nanoTime();
            final long cpu = cpuNanos();
            final long updates;

            Mark(long updates) {
                this.updates = updates;
            }
        }

        /** This thread's CPU time in nanoseconds (the first field of its schedstat line); -1 where unknown. */
        static long cpuNanos() {
            if (cpuClock) {
                try {
                    String line = java.nio.file.Files.readString(CLOCK);
                    int end = line.indexOf(' ');
                    return Long.parseLong(end < 0 ? line.trim() : line.substring(0, end));
                } catch (java.io.IOException | RuntimeException unreadable) {
                    cpuClock = false;
                }
            }
            return -1;
        }

        /** Adds this thread's measured part: from {@code mark} to now, its cursor at {@code updates}, {@code nodes} visited. */
        synchronized void add(Mark mark, long updates, long nodes) {
            long cpu = cpuNanos();
            this.wallNanos += System.nanoTime() - mark.wall;
            cpuKnown &= cpu >= 0 && mark.cpu >= 0;
            this.cpuNanos += cpu - mark.cpu;
            this.updates += updates - mark.updates;
            this.nodes += nodes;
        }

        /**
         * The time the sampling would take for {@code updates} updates in {@code nodes} nodes, at this
         * speed (times the cursor's {@link SearchCursor#searchPerSampling} for a count's).
         */
        double seconds(double updates, double nodes) {
            return (updates + NODE_WORK * nodes) * nanosPerWork() / 1e9;
        }

        /** Nanoseconds per update (a node counting as {@link #NODE_WORK} of them); NaN before any work. */
        synchronized double nanosPerWork() {
            double work = updates + NODE_WORK * nodes;
            long nanos = cpuKnown && cpuNanos >= LEAST_CPU_NANOS ? cpuNanos : wallNanos;
            return work > 0 ? nanos / work : Double.NaN;
        }
    }

    /**
     * One round on thread {@code t} of {@code threads}: walks the top of the tree with {@code cursor}
     * and, at each node {@code f} of the cut with {@code f % threads == t}, follows {@code alloc[f]}
     * paths with that node's own generator. A fixed share, not work handed out as the threads go: the
     * cells engine's order of options below a node depends on the moves made before, so the estimate
     * is the same for a seed only if each thread's walk is.
     */
    private static void sampleRound(SearchCursor cursor, Top top, int t, int threads, long seed, int round,
                                    long[] alloc, int exhaust, Moments[][] m, Speed speed) {
        int exhaustAt = exhaust == Integer.MAX_VALUE ? exhaust : cursor.depth() + exhaust;
        int n = top.frontier.size();
        int[] want = {t};
        // The speed is read on the second half of the thread's nodes: the code is compiled by then.
        Speed.Mark[] mark = new Speed.Mark[1];
        long[] visitedSince = new long[1];
        top.walk(cursor, (f, c) -> {
            if (f != want[0]) {
                return;
            }
            if (speed != null && mark[0] == null && f >= n / 2) {
                mark[0] = new Speed.Mark(c.updates());
            }
            SplittableRandom random = new SplittableRandom(mix(seed, round, f));
            long visited = sample(c, random, alloc[f], exhaustAt, m[f]);
            if (mark[0] != null) {
                visitedSince[0] += visited;
            }
            want[0] += threads;
        }, () -> want[0] >= n);
        if (mark[0] != null) {
            speed.add(mark[0], cursor.updates(), visitedSince[0]);
        }
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
    static long rootCost(SearchCursor cursor) {
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
     * tree above), into the moments of the nodes, updates and solutions strictly below it; returns the
     * nodes the paths went through.
     */
    private static long sample(SearchCursor cursor, RandomGenerator random, long count, int exhaustAt, Moments[] into) {
        double[] path = new double[4];
        long visited = 0;
        for (long s = 0; s < count; s++) {
            cursor.randomPath(random, exhaustAt, path);
            into[0].add(path[0] - 1);
            into[1].add(path[1]);
            into[2].add(path[2]);
            visited += (long) path[3];
        }
        return visited;
    }

    /**
     * The sizes of the levels below the cursor's node, by a few plain random paths: from them, the
     * depth of the cut ({@link #firstLevelOver}) and the depth from which the subtrees are small enough
     * to count whole ({@link #exhaustDepth}).
     */
    private static final class Pilot {
        /** The estimated number of nodes at each depth below the cursor's node, times the paths. */
        private double[] level = new double[64];
        private int levels;
        /** The paths' own work: updates, and {@link #NODE_WORK} a node entered. */
        private double work;
        /** The estimated work of the whole subtree (Knuth's estimate of updates + NODE_WORK x nodes), times the paths. */
        private double treeWork;
        private long paths;
        private final SearchCursor cursor;
        private final Random random;

        /** A pilot from the cursor's node, choosing with {@code random}; no path followed yet. */
        Pilot(SearchCursor cursor, Random random) {
            this.cursor = cursor;
            this.random = random;
        }

        /** Follows {@code more} random paths from the cursor's node and back (none when {@code more <= 0}). */
        void follow(long more) {
            if (more <= 0) {
                return;
            }
            paths += more;
            int top = cursor.depth();
            for (long s = 0; s < more; s++) {
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
                    levels = Math.max(levels, l + 1);
                    long before = cursor.updates();
                    boolean solution = cursor.isSolution();
                    int d = solution ? 0 : cursor.branches();
                    double cost = cursor.updates() - before + NODE_WORK;
                    work += cost;
                    treeWork += width * cost;
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
        }

        /**
         * How many paths like the pilot's cost {@link #CHEAP_SHARE} of a count's time, by the work
         * model: the tree's estimated work times {@code factor} (the search's speed over the
         * sampling's) over the work of one path.
         */
        long cheapPaths(double factor, double share) {
            double perPath = work / paths;
            double n = perPath > 0 ? share * factor * (treeWork / paths) / perPath : 0;
            return n >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) n;
        }

        /** The number of levels the paths reached (the cursor's node is level 0). */
        int levels() {
            return levels;
        }

        /**
         * The depth of the cut for about {@code samples} paths: the level above the first estimated to
         * hold more than {@code samples} nodes, above the subtrees counted whole ({@code exhaust}); one
         * past the deepest level seen when none is that wide.
         */
        int cutDepth(long samples, int exhaust) {
            int wide = firstLevelOver(samples);
            return wide < 0 ? levels : Math.max(0, Math.min(wide - 1, exhaust - 1));
        }

        /** The first level estimated to hold more than {@code nodes} nodes; -1 when none is. */
        int firstLevelOver(double nodes) {
            for (int l = 0; l < levels; l++) {
                if (level[l] / paths > nodes) {
                    return l;
                }
            }
            return -1;
        }

        /**
         * The depth from which the subtrees are small enough to count whole: the first level
         * {@code l >= 1} whose nodes have on average at most {@link #SMALL_SUBTREE} nodes below them;
         * {@link Integer#MAX_VALUE} when no level is seen to be so.
         */
        int exhaustDepth() {
            double deeper = 0;
            int best = Integer.MAX_VALUE;
            for (int l = levels - 1; l >= 1; l--) {
                if (level[l] > 0 && deeper <= SMALL_SUBTREE * level[l]) {
                    best = l;
                }
                deeper += level[l];
            }
            return best;
        }
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

        /** Adds the samples of {@code other} (Chan's pairwise update). */
        void merge(Moments other) {
            if (other.n == 0) {
                return;
            }
            long total = n + other.n;
            double delta = other.mean - mean;
            mean += delta * other.n / total;
            m2 += other.m2 + delta * delta * n * other.n / total;
            n = total;
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
