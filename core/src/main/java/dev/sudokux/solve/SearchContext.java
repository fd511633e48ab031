package dev.sudokux.solve;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.internal.ShapeTables;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * The book-keeping every solver shares, so that each solver is only its search: counting nodes and
 * guesses, budgets and interruption, and receiving solutions, which it checks against the rules and
 * the givens before anyone sees them. One context serves one solve, on one thread.
 *
 * <p>A search calls {@link #node()} once for each state it visits and stops when it returns false;
 * {@link #guess()} for each value it tries at a branch point; {@link #solution(byte[])} for each
 * complete grid, and stops when that returns false.
 */
final class SearchContext {
    private static final long CHECK_MASK = (1 << 10) - 1;

    private final Solver solver;
    private final Grid puzzle;
    private final Shape shape;
    private final SolveRequest request;
    private final long startNanos;
    /** The solutions kept; an empty immutable list until the first (nothing allocated when none is kept). */
    private List<Grid> kept = List.of();
    private long nodes;
    private long guesses;
    private long solutions;
    private StopReason stop;

    SearchContext(Solver solver, Grid puzzle, SolveRequest request) {
        this.solver = solver;
        this.puzzle = puzzle;
        this.shape = puzzle.shape();
        this.request = request;
        this.startNanos = System.nanoTime();
    }

    /** The request being served. */
    public SolveRequest request() {
        return request;
    }

    /** The tracer ({@link SearchTracer#NONE} when nobody listens). */
    public SearchTracer tracer() {
        return request.tracer();
    }

    /** Whether somebody listens to the trace. */
    public boolean tracing() {
        return request.tracing();
    }

    /**
     * Counts a search node and checks the node budget, and every 1,024 nodes the time budget and
     * interruption.
     *
     * @return true to go on, false when the search must stop (then unwind and return)
     */
    public boolean node() {
        long n = ++nodes;
        if (n > request.maxNodes()) {
            nodes--;
            stop = StopReason.NODE_LIMIT;
            return false;
        }
        if ((n & CHECK_MASK) == 0) {
            if (Thread.currentThread().isInterrupted()) {
                stop = StopReason.INTERRUPTED;
                return false;
            }
            if (request.timeLimitNanos() != Long.MAX_VALUE && System.nanoTime() - startNanos > request.timeLimitNanos()) {
                stop = StopReason.TIME_LIMIT;
                return false;
            }
        }
        return true;
    }

    /** Counts one value tried at a branch point. */
    public void guess() {
        guesses++;
    }

    /** Counts {@code n} nodes and {@code g} guesses done elsewhere (by an engine with its own counters). */
    public void addCounts(long n, long g) {
        nodes += n;
        guesses += g;
    }

    /** Ends the search for {@code reason} (a budget an engine enforced itself). */
    public void stop(StopReason reason) {
        if (stop == null) {
            stop = reason;
        }
    }

    /** Whether the search has been told to stop. */
    public boolean stopped() {
        return stop != null;
    }

    /**
     * Reports a complete grid, values row by row. It is checked against the rules and the puzzle's
     * givens: a grid that fails is a bug in the solver, and throws.
     *
     * @return true to go on searching, false when the search must stop (solution limit reached, or
     *         the listener asked to stop)
     * @throws IllegalStateException when the grid is not a solution of the puzzle
     */
    public boolean solution(byte[] values) {
        return solution(values, 0);
    }

    /**
     * Like {@link #solution(byte[])}, telling the tracer the solution was reached at {@code depth}
     * (the number of guesses it rests on).
     */
    public boolean solution(byte[] values, int depth) {
        if (!isSolution(values)) {
            throw new IllegalStateException("solver '" + solver.name() + "' produced a grid that is not a solution of "
                    + puzzle + ": " + Grid.of(shape, values));
        }
        return checkedSolution(values, depth);
    }

    /**
     * Like {@link #solution(byte[], int)} for a grid the solver has just checked itself, against the
     * rules and the givens, as strictly as {@link #solution(byte[], int)} would (the {@code fast}
     * solver's 9x9 check, {@link BandSearch#isSolutionOf}, a few times quicker than the general one).
     * When {@link #usesGrid()} is false {@code values} is not read: the solution is only counted.
     */
    boolean checkedSolution(byte[] values, int depth) {
        solutions++;
        Grid grid = null;
        if (usesGrid()) {
            grid = Grid.of(shape, values);
        }
        if (kept.size() < request.keep()) {
            if (kept.isEmpty()) {
                kept = new ArrayList<>(2);
            }
            kept.add(grid);
        }
        if (request.tracing()) {
            request.tracer().solution(depth, grid);
        }
        if (request.listener() != null && !request.listener().onSolution(grid)) {
            stop = StopReason.STOPPED_BY_VISITOR;
            return false;
        }
        if (solutions >= request.maxSolutions()) {
            stop = StopReason.SOLUTION_LIMIT;
            return false;
        }
        return true;
    }

    /**
     * Whether the next solution is seen as a grid: kept in the result, given to a listener or to the
     * tracer. When it is not, {@link #checkedSolution} only counts it, and a solver that can check a
     * solution without writing out its grid may skip writing it.
     */
    boolean usesGrid() {
        return kept.size() < request.keep() || request.listener() != null || request.tracing();
    }

    /** Like {@link #solution(byte[])} for int values. */
    public boolean solution(int[] values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) values[i];
        }
        return solution(b);
    }

    /** Whether {@code values} is a solved grid that agrees with the puzzle's givens. */
    private boolean isSolution(byte[] values) {
        int n = shape.size();
        if (values.length != shape.cellCount()) {
            return false;
        }
        for (int cell = 0; cell < values.length; cell++) {
            int v = values[cell];
            if (v < 1 || v > n) {
                return false;
            }
            int given = puzzle.get(cell);
            if (given != 0 && given != v) {
                return false;
            }
        }
        long all = shape.allValues();
        for (int u = 0; u < shape.unitCount(); u++) {
            long seen = 0;
            for (int cell : ShapeTables.unitCells(shape, u)) {
                seen |= 1L << (values[cell] - 1);
            }
            if (seen != all) {
                return false;
            }
        }
        return true;
    }

    /** The result of the search, which ended for the recorded reason, or ran out of branches. */
    Result result() {
        StopReason reason = stop == null ? StopReason.EXHAUSTED : stop;
        return new Result(Result.statusOf(solutions, reason), kept, solutions, reason,
                new SolveStats(nodes, guesses, System.nanoTime() - startNanos));
    }
}
