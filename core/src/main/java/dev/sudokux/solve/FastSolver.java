package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * The fastest solver for classic 9x9 Sudoku: bit-parallel candidates per value and band, naked and
 * hidden singles and locked candidates by table lookups and word operations, guesses on a cell
 * with two candidates when there is one, state saved on a preallocated stack (no allocation per
 * guess). See {@code docs/fast-solver.md} for the design and the measurements behind it.
 *
 * <p>Through {@link Solver} it serves every request (first, uniqueness, counts, enumeration, budgets
 * and traces) like any solver. For raw throughput on millions of puzzles use a {@link Kernel}: one
 * per thread, no allocation per puzzle.
 *
 * <p>Tracing is coarse: it reports each cell as it is solved ("only candidate" for a naked single,
 * "only place left for v in row r" for everything the band logic forces: hidden singles and what
 * locked candidates lead to), each guess, each dead end and backtrack, and the solution.
 */
public final class FastSolver implements Solver {

    private static final ThreadLocal<BandSearch> SEARCHES = ThreadLocal.withInitial(BandSearch::new);

    /** The solver (the frame of {@link AbstractSolver}, without its up-front check of the givens). */
    private final AbstractSolver traced = new AbstractSolver(name(), description()) {
        @Override
        public boolean supports(Shape shape) {
            return FastSolver.this.supports(shape);
        }

        @Override
        protected void search(Grid puzzle, SearchContext context) {
            FastSolver.search(puzzle, context);
        }
    };

    /** The solver. */
    public FastSolver() {
    }

    @Override
    public String name() {
        return "fast";
    }

    @Override
    public String description() {
        return "9x9 only: bit-parallel bands, singles and locked candidates, bivalue guesses";
    }

    /** Only the classic 9x9 shape with 3x3 boxes. */
    @Override
    public boolean supports(Shape shape) {
        return shape == Shape.CLASSIC;
    }

    /**
     * Solves as every {@link AbstractSolver} does, except that without a tracer it leaves out the
     * up-front check of the givens (a pass over the 27 units): the search places the givens one by
     * one and finds a clash on the way (no solution, no node visited, as that check answers). With a
     * tracer the common frame runs, to name the clashing cells.
     */
    @Override
    public Result solve(Grid puzzle, SolveRequest request) {
        if (request.tracing()) {
            return traced.solve(puzzle, request);
        }
        if (!supports(puzzle.shape())) {
            throw new IllegalArgumentException("solver 'fast' does not solve " + puzzle.shape() + " puzzles");
        }
        SearchContext context = new SearchContext(this, puzzle, request);
        search(puzzle, context);
        return context.result();
    }

    /**
     * Solves a 9x9 puzzle whose cells may hold only some digits (a pencilmark puzzle, as sukaku
     * gives them), as {@link #solve(Grid, SolveRequest)} does otherwise: {@code candidates[c]} has
     * bit {@code d - 1} set when digit {@code d} may go in cell {@code c} (row by row). A given
     * outside its cell's candidates leaves no solution; every solution is checked to keep the
     * candidates, the rules and the givens.
     *
     * @throws IllegalArgumentException when the puzzle is not 9x9 or there are not 81 masks
     */
    public Result solve(Grid puzzle, int[] candidates, SolveRequest request) {
        if (!supports(puzzle.shape())) {
            throw new IllegalArgumentException("solver 'fast' does not solve " + puzzle.shape() + " puzzles");
        }
        SearchContext context = new SearchContext(this, puzzle, request);
        bandSearch().search(puzzle, candidates, context);
        return context.result();
    }

    private static void search(Grid puzzle, SearchContext context) {
        bandSearch().search(puzzle, context);
    }

    /** This thread's search, or a new one when a listener solves again from inside a solve. */
    private static BandSearch bandSearch() {
        BandSearch search = SEARCHES.get();
        return search.busy() ? new BandSearch() : search;
    }

    @Override
    public String toString() {
        return name();
    }

    /**
     * The allocation-free entry point for batches: solves one puzzle after another, reusing its
     * state. Not thread-safe: use one kernel per thread.
     *
     * <pre>{@code
     * FastSolver.Kernel kernel = new FastSolver.Kernel();
     * byte[] solution = new byte[81];
     * int n = kernel.solve(puzzle, 2, solution);   // 0 none, 1 unique, 2 several
     * }</pre>
     *
     * <p>Every solution found is checked against the rules and the puzzle's givens before it counts
     * (a failure is a bug and throws {@link IllegalStateException}).
     */
    public static final class Kernel {
        private final BandSearch search = new BandSearch();

        /** A kernel with its own state (about 10 KB). */
        public Kernel() {
        }

        /**
         * Searches {@code puzzle} for up to {@code maxSolutions} solutions.
         *
         * @param puzzle       81 values row by row, 0 blank and 1..9 given (not modified)
         * @param maxSolutions stop after this many: 1 for the first solution, 2 to confirm uniqueness
         * @param solutionOut  receives the first solution (81 values 1..9) when there is one; may be
         *                     null; left as it was when there is none
         * @return the number of solutions found: 0 (givens clash, or no solution), up to
         *         {@code maxSolutions}
         * @throws IllegalArgumentException when the puzzle is not 81 values 0..9, maxSolutions is below
         *                                  1 or solutionOut is shorter than 81
         */
        public int solve(byte[] puzzle, int maxSolutions, byte[] solutionOut) {
            if (maxSolutions < 1) {
                throw new IllegalArgumentException("maxSolutions must be at least 1, not " + maxSolutions);
            }
            if (solutionOut != null && solutionOut.length < BandSearch.CELLS) {
                throw new IllegalArgumentException("solutionOut holds " + solutionOut.length + " values, not 81");
            }
            return (int) search.solve(puzzle, maxSolutions, solutionOut);
        }

        /** Values tried at branch points in the last solve (0: solved by propagation alone). */
        public long guesses() {
            return search.guesses();
        }

        /**
         * Branch points in the last solve counted as binary decisions, as tdoku counts its guesses:
         * values tried while another value of the same cell was still untried.
         */
        public long binaryGuesses() {
            return search.branchings();
        }

        /** Search states visited in the last solve: the start and one per value tried. */
        public long nodes() {
            return search.nodes();
        }

        /**
         * Whether {@code grid} (81 values) is a solution of {@code puzzle} (81 values, 0 blank): every
         * row, column and box holds 1..9 once and every given is kept. This is the check
         * {@link #solve} applies to the solution it writes out (a hundred or so nanoseconds); a
         * solution it only counts (the second, when {@code maxSolutions} is 2) is checked against
         * the same rules on the solver's own candidate words, without writing it out.
         */
        public boolean isSolutionOf(byte[] grid, byte[] puzzle) {
            if (grid.length < BandSearch.CELLS || puzzle.length < BandSearch.CELLS) {
                return false;
            }
            return BandSearch.isSolutionOf(grid, puzzle);
        }
    }
}
