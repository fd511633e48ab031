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
 * Sudoku as exact cover, solved by the engine: {@link SudokuExactCover} models the puzzle and
 * {@link DancingLinks} searches it, branching on the constraint with the fewest ways left to meet
 * it: a cell with the fewest candidates, or a value with the fewest places in a row, column or box.
 *
 * <p>Up to 32x32, each thread keeps the links of the blank grid's model for each shape, and a puzzle
 * is searched from its givens' options ({@link DancingLinks#searchFrom}): the engine builds, into
 * arrays it keeps, the links of what the givens leave (the blank cells and unit-values still to
 * place, the options no given rules out, in the same order), which are exactly the links of the
 * puzzle's own model, so the search is the same node for node; nothing is built from scratch per
 * puzzle. Larger grids build the puzzle's model.
 */
public final class DlxSolver extends AbstractSolver {

    /** The solver. */
    public DlxSolver() {
        super("dlx", "exact cover on Dancing Links (Algorithm X), fewest-options constraint first");
    }

    /** Grids up to this many cells use the cached blank-grid links. */
    private static final int CACHED_CELLS = 32 * 32;

    /**
     * The blank grid's model and links, for one shape on one thread. {@code busy} while a search
     * runs on them: a solution listener that calls this solver again on the same thread (reentrancy)
     * gets links of its own instead of the ones the outer search is walking.
     */
    private static final class Blank {
        final SudokuExactCover model;
        final DancingLinks links;
        boolean busy;

        Blank(SudokuExactCover model, DancingLinks links) {
            this.model = model;
            this.links = links;
        }
    }

    private static final ThreadLocal<java.util.Map<dev.sudokux.sudoku.Shape, Blank>> BLANKS =
            ThreadLocal.withInitial(java.util.HashMap::new);

    @Override
    protected void search(Grid puzzle, SearchContext context) {
        byte[] values = new byte[puzzle.shape().cellCount()];
        if (puzzle.isFilled()) {
            context.node();
            puzzle.copyTo(values);
            context.solution(values);
            return;
        }
        SudokuExactCover model;
        DancingLinks dlx;
        int[] givens = null;
        Blank blank = null;
        if (puzzle.shape().cellCount() <= CACHED_CELLS) {
            java.util.Map<dev.sudokux.sudoku.Shape, Blank> blanks = BLANKS.get();
            blank = blanks.computeIfAbsent(puzzle.shape(), DlxSolver::blank);
            if (blank.busy) {
                blank = blank(puzzle.shape()); // called from inside a search on this thread
            }
            blank.busy = true;
            model = blank.model;
            dlx = blank.links;
            givens = givenOptions(model, puzzle);
        } else {
            model = SudokuExactCover.of(puzzle);
            ExactCoverProblem problem = model.problem();
            dlx = new DancingLinks(problem);
        }
        SolveRequest request = context.request();
        Tracing tracing = null;
        dlx.withObserver(null);
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
        SudokuExactCover used = model;
        // With the blank grid's model, the givens' options are part of every solution.
        dev.sudokux.exactcover.SolutionVisitor visitor = (Solution solution) -> {
            used.apply(solution.optionsInChosenOrder(), values);
            return context.solution(values, trace == null ? 0 : trace.depth());
        };
        int[] chosen = givens;
        SearchResult result;
        boolean ended = false;
        try {
            result = chosen == null ? dlx.search(limits, visitor)
                    : dlx.searchFrom(chosen, limits, visitor, false);
            ended = true;
        } finally {
            dlx.withObserver(null);
            if (blank != null) {
                blank.busy = false;
                if (!ended) {
                    // A listener threw through the search: its links may be left half covered.
                    BLANKS.get().remove(puzzle.shape(), blank);
                }
            }
        }
        context.addCounts(result.stats().nodes(), result.stats().guesses());
        StopReason reason = result.stopReason();
        if (reason.isBudget()) {
            context.stop(reason);
        }
    }

    private static Blank blank(dev.sudokux.sudoku.Shape shape) {
        SudokuExactCover m = SudokuExactCover.of(Grid.empty(shape));
        return new Blank(m, new DancingLinks(m.problem()));
    }

    /** The options of the blank grid's {@code model} that place the givens of {@code puzzle}. */
    private static int[] givenOptions(SudokuExactCover model, Grid puzzle) {
        int[] givens = new int[puzzle.filledCount()];
        int k = 0;
        for (int cell = 0, cells = puzzle.shape().cellCount(); cell < cells; cell++) {
            int value = puzzle.get(cell);
            if (value != 0) {
                givens[k++] = model.option(cell, value);
            }
        }
        return givens;
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
