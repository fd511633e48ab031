package dev.sudokux.generate;

import dev.sudokux.solve.Budget;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayDeque;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/**
 * Makes Sudoku puzzles with exactly one solution, of any shape, reproducible from a seed.
 *
 * <pre>{@code
 * Generator generator = Generator.builder(Shape.forSize(9))
 *         .symmetry(Symmetry.ROT180)
 *         .minimal(true)                                   // no orbit of clues removable
 *         .filter(puzzle -> puzzle.filledCount() <= 26)   // e.g. a rating
 *         .maxAttempts(1000)
 *         .build();
 * Generated one = generator.next(42);                      // the same puzzle for the same seed
 * generator.generate(42, 100, 2, g -> { print(g); return true; });  // 100 puzzles on 2 threads
 * }</pre>
 *
 * <p><b>How.</b> A random solved grid (a randomised search, see {@code SolutionFiller}); then the
 * orbits of the {@link Symmetry} in random order, the clues of an orbit removed together when the
 * puzzle keeps its one solution. Uniqueness is settled by logic when it can be (a blanked cell
 * forced by the clues left, then naked and hidden singles on the whole grid), otherwise by the
 * {@link Solver} (by default {@link Solvers#best(Shape)}), asked only whether the blanked cells can
 * take a value other than the known solution's; see {@code ClueRemover} for the design note.
 *
 * <p><b>Minimal.</b> Removing clues never removes solutions, so a clue (or orbit) that could not go
 * at some point of the pass can never go later: one pass over all the orbits, each checked exactly,
 * leaves no orbit removable. Hence the two levels:
 * <ul>
 * <li>{@link Builder#minimal(boolean) minimal(true)}: no orbit can be removed (checks exact, no
 *     budget). Without symmetry the orbits are the cells, so this is the usual definition: no single
 *     clue can be removed ({@link Minimality#isMinimal(Grid)}). With a symmetry it is minimality
 *     among puzzles of that symmetry ({@link Minimality#isMinimal(Grid, Symmetry)}). It costs no
 *     extra attempt.</li>
 * <li>{@link Builder#strictMinimal(boolean) strictMinimal(true)}: also no single clue can be
 *     removed, with a symmetry too. The pass cannot aim at it (removing one clue breaks the pattern),
 *     so a puzzle with a removable clue is turned down and another made (an attempt). Such puzzles
 *     are rare: of 500 orbit-minimal 9x9 puzzles, 10 were minimal with rot180, 1 with rot90, 6 with
 *     mirror, 21 with diagonal; so about 50 attempts a puzzle with rot180, and with rot90 a
 *     thousand attempts may not be enough.</li>
 * </ul>
 *
 * <p><b>Budgets.</b> When not minimal, each uniqueness check has a node budget
 * ({@link Builder#checkNodeLimit(long)}); when it runs out the clue is kept, so the puzzle is still
 * unique, just perhaps not minimal. This keeps large shapes (16x16, 25x25) from stalling on the hard
 * checks near the end of the pass. With 9x9 the budget is almost never reached, so the puzzles are
 * (nearly always) minimal anyway.
 *
 * <p><b>A budget a puzzle.</b> {@link Builder#budget(Budget)} bounds the work on each puzzle (its
 * attempts, their uniqueness checks and the filter): when it runs out, that puzzle's result has no
 * puzzle and says why ({@link Generated#stopReason()}), and the run goes on with the next one. A
 * filter given with {@link Builder#filter(BiPredicate)} is handed what is left of the budget, to
 * bound a rating.
 *
 * <p><b>Seeds.</b> Puzzle {@code k} of a run with seed {@code s} is made from
 * {@link #puzzleSeed(long, long) puzzleSeed(s, k)} and nothing else, so a run gives the same puzzles
 * in the same order on any number of threads, and {@link #next(long)} with a puzzle's
 * {@link Generated#seed()} makes that puzzle alone. Same settings, same library version and same
 * solver are assumed (a node budget is counted in the solver's nodes; unbounded checks make the
 * puzzle independent of the solver).
 *
 * <p>A generator is immutable and safe to share between threads; the filter must be too when used
 * on several threads.
 */
public final class Generator {

    /**
     * How many puzzles a thread may make ahead of the one awaited. The time per puzzle varies a lot
     * (a strictly minimal symmetric 9x9 takes 1 to 500 attempts), and a worker whose results cannot be
     * delivered yet must not sit idle: with 4 a thread, two threads were no faster than one there.
     */
    private static final int AHEAD_PER_THREAD = 32;

    /** The default bound on attempts per puzzle. */
    public static final int DEFAULT_MAX_ATTEMPTS = 1000;

    private final Shape shape;
    private final Symmetry symmetry;
    private final int[][] orbits;
    private final boolean minimal;
    private final boolean strictMinimal;
    private final BiPredicate<Grid, Budget> filter;
    private final int maxAttempts;
    private final Budget budget;
    private final Solver solver;
    private final long checkNodeLimit;

    private Generator(Builder b) {
        this.shape = b.shape;
        this.symmetry = b.symmetry;
        this.orbits = symmetry.orbits(shape);
        this.minimal = b.minimal || b.strictMinimal;
        this.strictMinimal = b.strictMinimal;
        this.filter = b.filter;
        this.maxAttempts = b.maxAttempts;
        this.budget = b.budget;
        this.solver = b.solver == null ? Solvers.best(shape) : b.solver;
        this.checkNodeLimit = b.checkNodeLimit == 0 ? defaultCheckNodeLimit(shape) : b.checkNodeLimit;
        if (!solver.supports(shape)) {
            throw new IllegalArgumentException("solver '" + solver.name() + "' does not solve " + shape + " puzzles");
        }
    }

    /** A builder for puzzles of {@code shape}: no symmetry, not necessarily minimal, no filter. */
    public static Builder builder(Shape shape) {
        return new Builder(Objects.requireNonNull(shape, "shape"));
    }

    /**
     * The default node budget of a uniqueness check when not minimal: 10,000 nodes, or 10 a cell
     * when that is more. Measured with the DLX solver: a 9x9 check takes about 30 nodes and ran out
     * once in 2,000 puzzles; on 25x25 the checks that run out run out of 60,000 nodes too, so a larger
     * budget costs time and saves no clue.
     */
    static long defaultCheckNodeLimit(Shape shape) {
        return Math.max(10_000L, 10L * shape.cellCount());
    }

    /** The shape of the puzzles. */
    public Shape shape() {
        return shape;
    }

    /** The symmetry of the pattern of clues. */
    public Symmetry symmetry() {
        return symmetry;
    }

    /** Whether no orbit of any puzzle can be removed (no clue, without symmetry). */
    public boolean minimal() {
        return minimal;
    }

    /** Whether no single clue of any puzzle can be removed, whatever the symmetry. */
    public boolean strictMinimal() {
        return strictMinimal;
    }

    /** The bound on attempts per puzzle. */
    public int maxAttempts() {
        return maxAttempts;
    }

    /** The budget of each puzzle ({@link Budget#UNLIMITED} by default). */
    public Budget budget() {
        return budget;
    }

    /** The solver that checks uniqueness. */
    public Solver solver() {
        return solver;
    }

    /** The node budget of each uniqueness check ({@link Long#MAX_VALUE} when minimal: none). */
    public long checkNodeLimit() {
        return minimal ? Long.MAX_VALUE : checkNodeLimit;
    }

    /**
     * The seed of puzzle {@code index} of a run started with {@code seed}: a mix of the two (SplitMix64
     * finaliser), so neighbouring indexes give unrelated seeds.
     */
    public static long puzzleSeed(long seed, long index) {
        long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * One puzzle made from {@code seed} (index 0), or the news that every allowed attempt was turned
     * down ({@link Generated#found()} false).
     *
     * @throws java.util.concurrent.CancellationException when the thread is interrupted meanwhile
     *         (its interrupt status stays set)
     */
    public Generated next(long seed) {
        return newMaker().make(0, seed);
    }

    /**
     * Puzzles {@code 0..count-1} of a run with {@code seed}, made lazily on the thread that consumes
     * the stream, in order. Puzzle {@code k} is {@link #next(long) next}{@code (puzzleSeed(seed, k))}
     * with index {@code k}, so a parallel stream gives the same puzzles.
     *
     * @throws java.util.concurrent.CancellationException from the stream when the consuming thread is
     *         interrupted (its interrupt status stays set)
     */
    public Stream<Generated> generate(long seed, long count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative: " + count);
        }
        return LongStream.range(0, count).mapToObj(k -> newMaker().make(k, puzzleSeed(seed, k)));
    }

    /** Receives generated puzzles, in index order, on the thread that runs the generation. */
    @FunctionalInterface
    public interface Sink {
        /**
         * Takes one result (a puzzle, or the news that its attempts ran out).
         *
         * @return true for more, false to stop the run
         */
        boolean accept(Generated generated);
    }

    /**
     * Makes puzzles {@code 0..count-1} of a run with {@code seed} on {@code threads} threads and hands
     * them to {@code sink} on this thread in index order, the same results whatever the number of
     * threads. Up to 32 puzzles a thread ahead of the one awaited are made at a time. Returns when all were
     * delivered, when the sink returns false, or by an exception; either way every worker thread has
     * been stopped.
     *
     * @param threads how many threads make puzzles (1: this thread alone)
     * @return the number of results handed to the sink
     * @throws InterruptedException when this thread is interrupted: the workers are stopped too
     */
    public long generate(long seed, long count, int threads, Sink sink) throws InterruptedException {
        if (count < 0 || threads < 1) {
            throw new IllegalArgumentException("need count >= 0 and threads >= 1, not " + count + " and " + threads);
        }
        Objects.requireNonNull(sink, "sink");
        if (threads == 1) {
            return generateHere(seed, count, sink);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, new Workers());
        ArrayDeque<Future<Generated>> inFlight = new ArrayDeque<>();
        int window = AHEAD_PER_THREAD * threads;
        long submitted = 0;
        long delivered = 0;
        try {
            while (delivered < count) {
                while (submitted < count && inFlight.size() < window) {
                    long k = submitted++;
                    inFlight.add(pool.submit(() -> newMaker().make(k, puzzleSeed(seed, k))));
                }
                Generated g;
                try {
                    g = inFlight.remove().get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException r) {
                        throw r;
                    }
                    if (cause instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException(cause);
                }
                delivered++;
                if (!sink.accept(g)) {
                    break;
                }
            }
            return delivered;
        } finally {
            for (Future<Generated> f : inFlight) {
                f.cancel(true);
            }
            pool.shutdownNow();
            awaitWorkers(pool);
        }
    }

    private long generateHere(long seed, long count, Sink sink) throws InterruptedException {
        long delivered = 0;
        for (long k = 0; k < count; k++) {
            Generated g;
            try {
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                g = newMaker().make(k, puzzleSeed(seed, k));
            } catch (GenerationInterruptedException e) {
                Thread.interrupted();
                throw new InterruptedException("generation interrupted");
            }
            delivered++;
            if (!sink.accept(g)) {
                break;
            }
        }
        return delivered;
    }

    /** Waits for the stopped workers to finish what they were doing (they check interruption often). */
    private static void awaitWorkers(ExecutorService pool) {
        boolean interrupted = Thread.interrupted();
        try {
            pool.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private PuzzleMaker newMaker() {
        return new PuzzleMaker(shape, symmetry, orbits, strictMinimal, filter, maxAttempts, solver, checkNodeLimit(),
                budget);
    }

    /** Names the worker threads and makes them daemons, so a forgotten one never holds the JVM up. */
    private static final class Workers implements ThreadFactory {
        private static final AtomicInteger RUNS = new AtomicInteger();
        private final int run = RUNS.incrementAndGet();
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "sudokux-generate-" + run + "-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        }
    }

    /** Settings of a {@link Generator}. */
    public static final class Builder {
        private final Shape shape;
        private Symmetry symmetry = Symmetry.NONE;
        private boolean minimal;
        private boolean strictMinimal;
        private BiPredicate<Grid, Budget> filter;
        private int maxAttempts = DEFAULT_MAX_ATTEMPTS;
        private Budget budget = Budget.UNLIMITED;
        private Solver solver;
        private long checkNodeLimit;

        private Builder(Shape shape) {
            this.shape = shape;
        }

        /** The symmetry of the pattern of clues (default {@link Symmetry#NONE}). */
        public Builder symmetry(Symmetry s) {
            this.symmetry = Objects.requireNonNull(s, "symmetry");
            return this;
        }

        /**
         * Whether every puzzle must be minimal: no orbit of the symmetry removable, so without
         * symmetry no clue removable (default false; see the class comment).
         */
        public Builder minimal(boolean m) {
            this.minimal = m;
            return this;
        }

        /**
         * Whether every puzzle must be minimal in the usual sense, no single clue removable, even with
         * a symmetry (default false). Implies {@link #minimal(boolean) minimal}; with a symmetry it
         * costs many attempts (see the class comment).
         */
        public Builder strictMinimal(boolean m) {
            this.strictMinimal = m;
            return this;
        }

        /**
         * Keeps only puzzles {@code f} accepts (for example a difficulty rating); a turned-down puzzle
         * costs an attempt. Called with a puzzle that has exactly one solution; must be thread-safe
         * for runs on several threads, and should be deterministic for runs to be reproducible.
         * Null: keep every puzzle.
         */
        public Builder filter(Predicate<Grid> f) {
            this.filter = f == null ? null : (puzzle, left) -> f.test(puzzle);
            return this;
        }

        /**
         * Like {@link #filter(Predicate)}, the filter also given what is left of the puzzle's budget
         * ({@link #budget(Budget)}), to bound its own work: {@code (p, left) -> rater.rate(p, left)...}.
         * A filter that throws {@link dev.sudokux.solve.BudgetExceededException} ends the puzzle as
         * the budget running out does.
         */
        public Builder filter(BiPredicate<Grid, Budget> f) {
            this.filter = f;
            return this;
        }

        /**
         * The budget of each puzzle (default {@link Budget#UNLIMITED}): a puzzle not made within it is
         * given up, its {@link Generated#stopReason()} saying why, and the run goes on.
         */
        public Builder budget(Budget b) {
            this.budget = Objects.requireNonNull(b, "budget");
            return this;
        }

        /**
         * How many puzzles to make at most for one result before giving up (default
         * {@value Generator#DEFAULT_MAX_ATTEMPTS}); only the filter and {@link #strictMinimal(boolean)}
         * with a symmetry turn puzzles down.
         */
        public Builder maxAttempts(int n) {
            if (n < 1) {
                throw new IllegalArgumentException("maxAttempts must be at least 1, not " + n);
            }
            this.maxAttempts = n;
            return this;
        }

        /** The solver that checks uniqueness (default {@link Solvers#best(Shape)}). */
        public Builder solver(Solver s) {
            this.solver = Objects.requireNonNull(s, "solver");
            return this;
        }

        /**
         * The node budget of each uniqueness check when not minimal (default 10,000 nodes, or 10 a
         * cell when more); {@link Long#MAX_VALUE} for exact checks. A check that runs out keeps its
         * clue.
         */
        public Builder checkNodeLimit(long nodes) {
            if (nodes < 1) {
                throw new IllegalArgumentException("checkNodeLimit must be at least 1, not " + nodes);
            }
            this.checkNodeLimit = nodes;
            return this;
        }

        /**
         * The generator.
         *
         * @throws IllegalArgumentException when the solver does not support the shape
         */
        public Generator build() {
            return new Generator(this);
        }
    }
}
