package dev.sudokux.solve;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;

/**
 * The plain depth-first search every Sudoku course starts from: fill the blank cells in row-major
 * order, trying the values 1..N in turn, each checked by scanning the cell's row, column and box for
 * the same value (the textbook {@code isSafe}); when no value fits, go back to the previous cell.
 * The values that pass are collected when the search reaches a cell (the same N checks the textbook
 * loop makes), so it can tell a guess (two or more fit) from a forced value.
 *
 * <p>Cost: {@code O(N * 3N)} per search node (N values, each checked against 3N cells), and the
 * number of nodes grows exponentially with the blanks, because a clash is only noticed when the
 * search reaches the cell that has no value left. It solves easy 9x9 puzzles in microseconds to
 * milliseconds and hard ones in seconds to hours. Use it to teach, and as a test oracle on small
 * grids (4x4, 6x6, 8x8, easy 9x9); use another solver for anything else.
 *
 * <p>It never runs forever: when the request sets no node limit ({@link SolveRequest#maxNodes()} is
 * {@link Long#MAX_VALUE}), it stops after {@link #DEFAULT_NODE_BUDGET} nodes (5 to 15 seconds of
 * work on a 9x9 on a busy 2-core machine) with status {@link Status#LIMIT_REACHED} and stop reason
 * {@link StopReason#NODE_LIMIT}: an incomplete result, never a wrong one. A request with its own node
 * limit gets exactly that limit.
 *
 * <p>The search is iterative (an explicit stack of levels, one per blank cell), so any shape up to
 * 64x64 is safe for the thread's stack; it allocates only its arrays, once per solve.
 */
public final class NaiveSolver extends AbstractSolver {

    /** The node budget of a request that sets none: 50 million search nodes. */
    public static final long DEFAULT_NODE_BUDGET = 50_000_000L;

    private final long defaultNodeBudget;

    /** The solver, with the {@link #DEFAULT_NODE_BUDGET}. */
    public NaiveSolver() {
        this(DEFAULT_NODE_BUDGET);
    }

    /**
     * The solver, stopping after {@code defaultNodeBudget} nodes when a request sets no node limit.
     *
     * @throws IllegalArgumentException when the budget is below 1
     */
    public NaiveSolver(long defaultNodeBudget) {
        super("naive", "plain depth-first search, cells in row order, each value checked by scanning its units");
        if (defaultNodeBudget < 1) {
            throw new IllegalArgumentException("node budget must be at least 1, not " + defaultNodeBudget);
        }
        this.defaultNodeBudget = defaultNodeBudget;
    }

    @Override
    protected void search(Grid puzzle, SearchContext context) {
        long budget = context.request().maxNodes() == Long.MAX_VALUE ? defaultNodeBudget : Long.MAX_VALUE;
        new Search(puzzle, context, budget).run();
    }

    /** The state of one solve. */
    private static final class Search {
        private final Shape shape;
        private final SearchContext context;
        private final boolean tracing;
        private final int n;
        private final int boxRows;
        private final int boxColumns;
        private final byte[] values;
        private final int[] blanks; // the blank cells in row-major order; level k fills blanks[k]
        private final int blankCount;
        private final long[] untried; // at each level, the values not tried yet
        private final int[] candidateCount; // at each level, how many values fitted
        private final int[] depthAt; // guesses made above each level
        private long budget; // nodes left before the default budget stops the search

        Search(Grid puzzle, SearchContext context, long budget) {
            this.shape = puzzle.shape();
            this.context = context;
            this.tracing = context.tracing();
            this.n = shape.size();
            this.boxRows = shape.boxRows();
            this.boxColumns = shape.boxColumns();
            this.values = new byte[shape.cellCount()];
            puzzle.copyTo(values);
            int count = 0;
            int[] cells = new int[values.length];
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] == 0) {
                    cells[count++] = cell;
                }
            }
            this.blanks = cells;
            this.blankCount = count;
            this.untried = new long[count];
            this.candidateCount = new int[count];
            this.depthAt = new int[count + 1];
            this.budget = budget;
        }

        void run() {
            int level = 0;
            descend:
            while (true) {
                // Enter the state where blanks[0..level-1] are filled.
                if (budget-- == 0) {
                    context.stop(StopReason.NODE_LIMIT);
                    return;
                }
                if (!context.node()) {
                    return;
                }
                if (level == blankCount) {
                    if (!context.solution(values, depthAt[level])) {
                        return;
                    }
                } else {
                    int cell = blanks[level];
                    long fits = 0;
                    for (int v = 1; v <= n; v++) {
                        if (isSafe(cell, v)) {
                            fits |= 1L << (v - 1);
                        }
                    }
                    if (fits != 0) {
                        untried[level] = fits;
                        candidateCount[level] = Long.bitCount(fits);
                        tryNext(level);
                        level++;
                        continue;
                    }
                    if (tracing) {
                        context.tracer().deadEnd(depthAt[level], Reasons.noCandidate(shape, cell));
                    }
                }
                // Go back to the nearest level with a value left to try.
                while (level > 0) {
                    level--;
                    values[blanks[level]] = 0;
                    if (untried[level] != 0) {
                        if (tracing) {
                            context.tracer().backtrack(depthAt[level]);
                        }
                        tryNext(level);
                        level++;
                        continue descend;
                    }
                }
                return;
            }
        }

        /** Puts the next untried value in the cell of {@code level}, counting and tracing it. */
        private void tryNext(int level) {
            long left = untried[level];
            int value = Long.numberOfTrailingZeros(left) + 1;
            untried[level] = left & (left - 1);
            int cell = blanks[level];
            values[cell] = (byte) value;
            int depth = depthAt[level];
            if (candidateCount[level] > 1) {
                context.guess();
                if (tracing) {
                    context.tracer().guess(depth, cell, value, candidateCount[level]);
                }
                depthAt[level + 1] = depth + 1;
            } else {
                if (tracing) {
                    context.tracer().place(depth, cell, value, Reasons.ONLY_CANDIDATE);
                }
                depthAt[level + 1] = depth;
            }
        }

        /** The textbook check: {@code value} is not in the row, the column or the box of {@code cell}. */
        private boolean isSafe(int cell, int value) {
            int row = cell / n;
            int column = cell % n;
            for (int c = 0; c < n; c++) {
                if (values[row * n + c] == value) {
                    return false;
                }
            }
            for (int r = 0; r < n; r++) {
                if (values[r * n + column] == value) {
                    return false;
                }
            }
            int top = row - row % boxRows;
            int left = column - column % boxColumns;
            for (int r = top; r < top + boxRows; r++) {
                for (int c = left; c < left + boxColumns; c++) {
                    if (values[r * n + c] == value) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
