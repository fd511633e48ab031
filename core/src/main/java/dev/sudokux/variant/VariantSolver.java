package dev.sudokux.variant;

import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.FastSolver;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.SolveStats;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Solves, checks, counts and enumerates a {@link VariantPuzzle} on the exact cover engine: the puzzle
 * is compiled ({@link CoverModel}) and searched by {@link DancingLinks}. Every grid the search finds
 * is checked against every house, constraint and given before anyone sees it. Budgets, solution
 * limits and what is kept come from a {@link SolveRequest}, as for the classic solvers.
 *
 * <p>Stateless and safe to share between threads.
 *
 * <pre>{@code
 * VariantResult r = new VariantSolver().check(puzzle);    // NONE, UNIQUE or MULTIPLE
 * VariantGrid solution = r.first();
 * }</pre>
 */
public final class VariantSolver {


    private final boolean reasoning;
    private final Heuristic heuristic;

    /** A solver with every rule of the propagator. */
    public VariantSolver() {
        this(true);
    }

    /**
     * A solver with ({@code true}) or without the propagator's house rules (singles, confined group
     * digits, the 45 rule); without them it searches larger trees for the same answers (tests).
     */
    VariantSolver(boolean reasoning) {
        this(reasoning, null);
    }

    private VariantSolver(boolean reasoning, Heuristic heuristic) {
        this.reasoning = reasoning;
        this.heuristic = heuristic;
    }

    /**
     * A solver like this one whose search picks the item to branch on by {@code heuristic}: the
     * counts are the same, the trees (and times) differ, and so may the first of several solutions.
     * By default a puzzle whose propagator has rules to run is searched {@link Heuristic#SCORED}, on its
     * cells ranked as the Interactive Sudoku Solver ranks them (fewer nodes on that solver's collections
     * than {@link Heuristic#WEIGHTED}, BENCHMARKS.md), and so is one whose rules are its houses alone
     * (jigsaw, X, windoku, samurai: the propagator reads where its houses cross); one it has none for,
     * but not classic (cell relations exact cover alone decides: anti-knight, anti-king ...)
     * {@link Heuristic#WEIGHTED}, whose dead ends steer the search to the items that fail (the 20
     * minimal samurai of BENCHMARKS.md, before crossings: 1.24 million nodes under
     * {@link Heuristic#FORCED_FIRST}, 0.19 million under it); a classic 9x9 puzzle, its cells' candidates
     * perhaps narrowed (pencilmarks, nothing else), goes to the {@code fast} solver, not to the exact
     * cover model; and any other classic puzzle {@link Heuristic#FORCED_FIRST}, as the classic DLX
     * solver, which finds the same first solution. Naming a heuristic keeps every puzzle on the model.
     */
    public VariantSolver withHeuristic(Heuristic heuristic) {
        return new VariantSolver(reasoning, Objects.requireNonNull(heuristic));
    }

    /** Up to two solutions: NONE, UNIQUE or MULTIPLE. */
    public VariantResult check(VariantPuzzle puzzle) {
        return solve(puzzle, SolveRequest.uniqueness());
    }

    /** The first solution (status LIMIT_REACHED with it), or NONE. */
    public VariantResult first(VariantPuzzle puzzle) {
        return solve(puzzle, SolveRequest.first());
    }

    /** Counts solutions up to {@code limit}. */
    public VariantResult count(VariantPuzzle puzzle, long limit) {
        return solve(puzzle, SolveRequest.count(limit));
    }

    /** Searches as {@code request} asks (its listener, for classic grids, is not used). */
    public VariantResult solve(VariantPuzzle puzzle, SolveRequest request) {
        return solve(puzzle, request, null);
    }

    /**
     * Searches as {@code request} asks, handing each solution to {@code listener} (when not null),
     * which returns false to stop.
     */
    public VariantResult solve(VariantPuzzle puzzle, SolveRequest request, Predicate<VariantGrid> listener) {
        return new Run(puzzle, request, listener, reasoning, heuristic).run();
    }

    /**
     * The candidates of each cell of a classic 9x9 puzzle whose only constraints are cells' digit
     * sets (pencilmarks), bit {@code d - 1} for digit {@code d}; null for any other puzzle.
     */
    static int[] classicCandidates(VariantPuzzle puzzle) {
        Board board = puzzle.board();
        if (!board.isClassic() || board.digits() != 9 || board.gridShape() != Shape.CLASSIC) {
            return null;
        }
        int[] candidates = new int[board.size()];
        Arrays.fill(candidates, (int) board.allDigits());
        for (Constraint c : puzzle.constraints()) {
            if (!(c instanceof Constraint.Digits d)) {
                return null;
            }
            candidates[d.cell()] &= (int) d.allowed();
        }
        return candidates;
    }

    /** One search: its solutions and counts. */
    private static final class Run {
        private final VariantPuzzle puzzle;
        private final SolveRequest request;
        private final Predicate<VariantGrid> listener;
        private final boolean reasoning;
        /** Null: the default (see {@link VariantSolver#withHeuristic}). */
        private final Heuristic heuristic;
        private final long start = System.nanoTime();
        private final List<VariantGrid> kept = new ArrayList<>();
        private long solutions;
        private StopReason stop;

        Run(VariantPuzzle puzzle, SolveRequest request, Predicate<VariantGrid> listener, boolean reasoning,
            Heuristic heuristic) {
            this.puzzle = puzzle;
            this.reasoning = reasoning;
            this.heuristic = heuristic;
            this.request = request;
            this.listener = listener;
        }

        VariantResult run() {
            if (puzzle.givenConflict() != null) {
                return result(0, 0);
            }
            int[] candidates = reasoning && heuristic == null ? classicCandidates(puzzle) : null;
            if (candidates != null) {
                return onFastSolver(candidates);
            }
            CoverModel model = CoverModel.compile(puzzle, reasoning);
            if (model.isImpossible()) {
                return result(0, 0);
            }
            if (model.isSolved()) {
                offer(model.isExact(), model.values(new int[0]));
                return result(1, 0);
            }
            SearchLimits limits = SearchLimits.NONE.withMaxNodes(request.maxNodes());
            if (request.timeLimitNanos() != Long.MAX_VALUE) {
                limits = limits.withTimeLimit(Duration.ofNanos(request.timeLimitNanos()));
            }
            boolean propagated = !model.plan().isEmpty();
            DancingLinks dlx = new DancingLinks(model.problem());
            if (propagated) {
                dlx.withPropagator(new VariantPropagator(model));
            }
            dlx.withHeuristic(heuristic != null ? heuristic
                    : propagated ? Heuristic.SCORED : puzzle.isClassic() ? Heuristic.FORCED_FIRST : Heuristic.WEIGHTED);
            SearchResult r = dlx.search(limits, s -> offer(model.isExact(), model.values(s.optionsInChosenOrder())));
            if (stop == null && r.stopReason() != StopReason.STOPPED_BY_VISITOR) {
                stop = r.stopReason();
            }
            return result(r.stats().nodes(), r.stats().guesses());
        }

        /**
         * A classic 9x9 puzzle, its candidates perhaps narrowed cell by cell (pencilmarks, nothing
         * else): searched by the {@code fast} solver, whose locked candidates and bivalue guesses cut
         * the trees of hard pencilmark puzzles (ISS's HARD_PENCILMARKS: millions of nodes on the
         * links, BENCHMARKS.md), its grids checked here as every other.
         */
        private VariantResult onFastSolver(int[] candidates) {
            SolveRequest fast = new SolveRequest(Long.MAX_VALUE, 0, grid -> offer(true, grid.toArray()),
                    null, request.maxNodes(), request.timeLimitNanos());
            Result r = new FastSolver().solve(Grid.of(Shape.CLASSIC, puzzle.givens()), candidates, fast);
            if (stop == null && r.stopReason() != StopReason.STOPPED_BY_VISITOR) {
                stop = r.stopReason();
            }
            return result(r.stats().nodes(), r.stats().guesses());
        }

        /**
         * Takes a grid the search found; returns whether to go on. {@code exact}: the search decides
         * every constraint (a grid that breaks one is a bug); otherwise it leaves some to this check.
         */
        private boolean offer(boolean exact, int[] values) {
            String broken = puzzle.violation(values);
            if (broken != null) {
                if (exact) {
                    throw new IllegalStateException("the search of " + puzzle + " gave a grid that "
                            + "is not a solution (" + broken + "): " + new VariantGrid(puzzle.board(), values));
                }
                return true; // a filling that breaks a constraint the model leaves to this check
            }
            solutions++;
            VariantGrid grid = new VariantGrid(puzzle.board(), values);
            if (kept.size() < request.keep()) {
                kept.add(grid);
            }
            if (listener != null && !listener.test(grid)) {
                stop = StopReason.STOPPED_BY_VISITOR;
                return false;
            }
            if (solutions >= request.maxSolutions()) {
                stop = StopReason.SOLUTION_LIMIT;
                return false;
            }
            return true;
        }

        private VariantResult result(long nodes, long guesses) {
            StopReason reason = stop == null ? StopReason.EXHAUSTED : stop;
            return new VariantResult(Result.statusOf(solutions, reason), kept, solutions, reason,
                    new SolveStats(nodes, guesses, System.nanoTime() - start));
        }
    }
}
