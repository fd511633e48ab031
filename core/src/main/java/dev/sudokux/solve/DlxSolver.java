package dev.sudokux.solve;

import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchObserver;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.Solution;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.SudokuExactCover;

/**
 * Sudoku as exact cover, solved by the engine: the puzzle is reduced by {@link SudokuExactCover}
 * (only options consistent with the givens are built) and searched by {@link DancingLinks}, which
 * branches on the constraint with the fewest ways left to meet it: a cell with the fewest
 * candidates, or a value with the fewest places in a row, column or box.
 */
public final class DlxSolver extends AbstractSolver {

    /** The solver. */
    public DlxSolver() {
        super("dlx", "exact cover on Dancing Links (Algorithm X), fewest-options constraint first");
    }

    @Override
    protected void search(Grid puzzle, SearchContext context) {
        SudokuExactCover model = SudokuExactCover.of(puzzle);
        byte[] values = new byte[puzzle.shape().cellCount()];
        if (model.isSolved()) {
            context.node();
            puzzle.copyTo(values);
            context.solution(values);
            return;
        }
        SolveRequest request = context.request();
        ExactCoverProblem problem = model.problem();
        DancingLinks dlx = new DancingLinks(problem);
        Tracing tracing = null;
        if (context.tracing()) {
            tracing = new Tracing(model, context.tracer());
            dlx.withObserver(tracing);
        }
        SearchLimits limits = SearchLimits.NONE
                .withMaxNodes(request.maxNodes())
                .withMaxSolutions(request.maxSolutions());
        if (request.timeLimitNanos() != Long.MAX_VALUE) {
            limits = limits.withTimeLimit(java.time.Duration.ofNanos(request.timeLimitNanos()));
        }
        Tracing trace = tracing;
        SearchResult result = dlx.search(limits, (Solution solution) -> {
            model.apply(solution.optionIndices(), values);
            return context.solution(values, trace == null ? 0 : trace.depth());
        });
        context.addCounts(result.stats().nodes(), result.stats().guesses());
        StopReason reason = result.stopReason();
        if (reason.isBudget()) {
            context.stop(reason);
        }
    }

    /** Turns the engine's steps into a Sudoku trace: forced placements, guesses, dead ends. */
    private static final class Tracing implements SearchObserver {
        private final SudokuExactCover model;
        private final dev.sudokux.solve.SearchTracer tracer;
        private int[] length = new int[64]; // options of the item chosen at each level
        private int[] item = new int[64];
        private int[] depthAt = new int[65]; // guesses made above each level

        Tracing(SudokuExactCover model, dev.sudokux.solve.SearchTracer tracer) {
            this.model = model;
            this.tracer = tracer;
        }

        int depth() {
            return lastDepth;
        }

        private int lastDepth;

        @Override
        public void choose(int level, int chosen, int options) {
            grow(level);
            length[level] = options;
            item[level] = chosen;
        }

        @Override
        public void tryOption(int level, int option) {
            int depth = depthAt[level];
            int cell = model.cell(option);
            int value = model.value(option);
            if (length[level] == 1) {
                String what = model.describeItem(item[level]);
                tracer.place(depth, cell, value, model.isCellItem(item[level])
                        ? "only candidate of " + what : "only place for " + what);
                depthAt[level + 1] = depth;
            } else {
                tracer.guess(depth, cell, value, length[level]);
                depthAt[level + 1] = depth + 1;
            }
            lastDepth = depthAt[level + 1];
        }

        @Override
        public void deadEnd(int level, int chosen) {
            String what = model.describeItem(chosen);
            tracer.deadEnd(depthAt[level], model.isCellItem(chosen) ? what + " has no candidate"
                    : "no place left for " + what);
        }

        @Override
        public void backtrack(int level) {
            tracer.backtrack(depthAt[level]);
        }

        private void grow(int level) {
            if (level + 1 >= depthAt.length) {
                int size = Math.max(2 * depthAt.length, level + 2);
                length = java.util.Arrays.copyOf(length, size);
                item = java.util.Arrays.copyOf(item, size);
                depthAt = java.util.Arrays.copyOf(depthAt, size + 1);
            }
        }
    }
}
