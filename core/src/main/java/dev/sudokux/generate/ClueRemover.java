package dev.sudokux.generate;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.internal.ShapeTables;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.internal.UnitMasks;

/**
 * Takes clues out of a puzzle while it keeps exactly one solution, the solution it started from.
 *
 * <p>Design note. Removing clues keeps the known solution S a solution, so the only question is
 * whether another appears, and any other solution differs from S in a cell just blanked (otherwise
 * it would solve the puzzle before the removal, which had one solution). So, cheapest first:
 * <ol>
 * <li>A blanked cell whose value the remaining clues force directly (every other value held by a
 *     peer, or no other place for it in one of its units) is filled back: the solutions are the same.
 *     When every blanked cell is forced in turn, the answer is "unique" at the cost of a few bit
 *     operations (most removals of the first half of the pass).</li>
 * <li>Naked and hidden singles on the whole grid ({@link SinglesPropagator}): when they fill every
 *     blanked cell, "unique" again, no solver.</li>
 * <li>Otherwise, for each blanked cell still open and each of its candidates v other than S's value,
 *     the puzzle with v there must have no solution: singles refute many such v outright; the solver
 *     ({@link Solver#solve} asking for a first solution) looks at the rest, and a solution found is
 *     the second solution ("multiple").</li>
 * </ol>
 * Measured against counting two solutions of the whole puzzle with the DLX solver, step 3 uses
 * about two thirds of the search nodes on 16x16 (and about 30% less time); on 9x9 the two cost the
 * same. The solver calls left are almost all those that prove a clue is needed (a second solution
 * must be found for each clue of the final puzzle).
 *
 * <p>Working state for one thread; {@link #start(byte[])} begins a new puzzle from a solved grid.
 */
final class ClueRemover {

    /** Answer of one uniqueness question. */
    enum Answer {
        /** Still exactly one solution. */
        UNIQUE,
        /** Two or more solutions. */
        MULTIPLE,
        /** The solver's node budget ran out before it knew: treated as "keep the clue". */
        UNKNOWN
    }

    private final Shape shape;
    private final Solver solver;
    private final long checkNodeLimit;
    private final int cells;
    private final long all;
    private final UnitMasks used;
    private final byte[] puzzle;
    private final byte[] solution;
    private final int[] pending;
    private final int[] asInts;

    private final SinglesPropagator base;
    private final SinglesPropagator trial;

    private long solverCalls;
    private long singlesAnswers;
    private long refutedBySingles;
    private long logicalAnswers;
    private long budgetHits;
    private long solverNodes;
    /** The budget of the puzzle being made, which each solver call counts against; null: none. */
    private dev.sudokux.solve.Budget.Meter meter;

    /**
     * @param shape          the shape of the puzzles
     * @param solver         counts solutions when logic does not settle the question
     * @param checkNodeLimit node budget of each solver call ({@link Long#MAX_VALUE}: none, every
     *                       answer exact)
     */
    ClueRemover(Shape shape, Solver solver, long checkNodeLimit) {
        this.shape = shape;
        this.solver = solver;
        this.checkNodeLimit = checkNodeLimit;
        this.cells = shape.cellCount();
        this.all = shape.allValues();
        this.used = new UnitMasks(shape);
        this.puzzle = new byte[cells];
        this.solution = new byte[cells];
        this.pending = new int[cells];
        this.asInts = new int[cells];
        this.base = new SinglesPropagator(shape);
        this.trial = new SinglesPropagator(shape);
    }

    /** Makes the solver calls count against {@code m} (null: none). */
    void meter(dev.sudokux.solve.Budget.Meter m) {
        this.meter = m;
    }

    /** Starts from the solved grid {@code solved}: every cell a clue. */
    void start(byte[] solved) {
        System.arraycopy(solved, 0, solution, 0, cells);
        System.arraycopy(solved, 0, puzzle, 0, cells);
        used.clear();
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle[cell] != 0) {
                fill(cell, puzzle[cell]);
            }
        }
    }

    /** Starts from a puzzle with exactly one solution, {@code solved}. */
    void start(Grid uniquePuzzle, Grid solved) {
        solved.copyTo(solution);
        uniquePuzzle.copyTo(puzzle);
        used.clear();
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle[cell] != 0) {
                fill(cell, puzzle[cell]);
            }
        }
    }

    /**
     * Removes the clues of {@code orbit} when the puzzle keeps one solution without them; otherwise
     * leaves the puzzle as it was. Cells of the orbit that are already blank are skipped.
     *
     * @return true when the clues were removed
     * @throws GenerationInterruptedException when the thread was interrupted during a solver call
     */
    boolean removeIfUnique(int[] orbit) {
        int count = 0;
        for (int cell : orbit) {
            if (puzzle[cell] != 0) {
                pending[count++] = cell;
            }
        }
        if (count == 0) {
            return false;
        }
        Answer answer = askWithoutPending(count);
        if (answer == Answer.UNIQUE) {
            for (int i = 0; i < count; i++) {
                if (puzzle[pending[i]] != 0) {
                    blank(pending[i]);
                }
            }
            return true;
        }
        return false;
    }

    /**
     * Whether the puzzle keeps one solution without the clue at {@code cell} (the puzzle is left
     * unchanged).
     */
    Answer askWithout(int cell) {
        pending[0] = cell;
        return askWithoutPending(1);
    }

    /**
     * Whether logic alone (steps 1 and 2, no solver) shows that the puzzle keeps one solution
     * without the clue at {@code cell}; false says nothing. The puzzle is left unchanged.
     */
    boolean removableByLogic(int cell) {
        int value = puzzle[cell];
        blank(cell);
        boolean removable = isForced(cell, value);
        if (!removable) {
            base.load(puzzle);
            removable = base.propagate() && base.get(cell) != 0;
        }
        fill(cell, value);
        return removable;
    }

    /**
     * Blanks {@code pending[0..count)}, asks, and puts the clues back: the caller blanks them for
     * good on UNIQUE.
     */
    private Answer askWithoutPending(int count) {
        for (int i = 0; i < count; i++) {
            blank(pending[i]);
        }
        // Fill back every cell the remaining clues force; the set of solutions does not change.
        int left = count;
        boolean progress = true;
        while (left > 0 && progress) {
            progress = false;
            for (int i = 0; i < count; i++) {
                int cell = pending[i];
                if (puzzle[cell] == 0 && isForced(cell, solution[cell])) {
                    fill(cell, solution[cell]);
                    left--;
                    progress = true;
                }
            }
        }
        Answer answer;
        if (left == 0) {
            logicalAnswers++;
            answer = Answer.UNIQUE;
        } else {
            answer = askAfterSingles(count);
        }
        for (int i = 0; i < count; i++) {
            int cell = pending[i];
            if (puzzle[cell] == 0) {
                fill(cell, solution[cell]);
            }
        }
        return answer;
    }

    /**
     * The puzzle with {@code pending} cells blank, after singles: unique when singles fill every
     * pending cell; otherwise asks the solver.
     */
    private Answer askAfterSingles(int count) {
        base.load(puzzle);
        if (!base.propagate()) {
            throw new IllegalStateException("singles found a contradiction in a puzzle made from a solved grid: "
                    + Grid.of(shape, puzzle));
        }
        boolean settled = true;
        for (int i = 0; i < count; i++) {
            if (base.get(pending[i]) == 0) {
                settled = false;
                break;
            }
        }
        if (settled) {
            singlesAnswers++;
            return Answer.UNIQUE;
        }
        return solveExcluding(count);
    }

    /**
     * Another solution differs from the known one in a pending cell: for each blank pending cell and
     * each of its candidates but the known value, the puzzle with that value there must have no
     * solution. Singles refute most of them; the solver looks for a first solution of the rest.
     */
    private Answer solveExcluding(int count) {
        long budget = checkNodeLimit;
        for (int i = 0; i < count; i++) {
            int cell = pending[i];
            if (base.get(cell) != 0) {
                continue;
            }
            long others = base.candidates(cell) & ~(1L << (solution[cell] - 1));
            while (others != 0) {
                int v = Long.numberOfTrailingZeros(others) + 1;
                others &= others - 1;
                trial.copyFrom(base);
                if (!trial.place(cell, v) || !trial.propagate()) {
                    refutedBySingles++;
                    continue;
                }
                solverCalls++;
                trial.copyTo(asInts);
                SolveRequest request = SolveRequest.first().withKeep(0).withMaxNodes(budget);
                if (meter != null) {
                    request = meter.bound(request);
                }
                Result result = solver.solve(Grid.of(shape, asInts), request);
                solverNodes += result.stats().nodes();
                if (meter != null) {
                    meter.step(result.stats().nodes()); // throws when it was the puzzle's budget that ran out
                }
                if (result.hasSolution()) {
                    return Answer.MULTIPLE;
                }
                if (result.stopReason() == StopReason.INTERRUPTED || Thread.currentThread().isInterrupted()) {
                    throw new GenerationInterruptedException();
                }
                if (!result.isComplete()) {
                    budgetHits++;
                    return Answer.UNKNOWN;
                }
                if (budget != Long.MAX_VALUE) {
                    budget = Math.max(1, budget - result.stats().nodes());
                }
            }
        }
        return Answer.UNIQUE;
    }

    /**
     * Whether the clues alone force {@code value} into the blank {@code cell}: every other value is
     * held by a peer, or in one of the cell's units no other blank cell can take {@code value}.
     */
    private boolean isForced(int cell, int value) {
        long bit = 1L << (value - 1);
        if ((used.used(cell) | bit) == all) {
            return true;
        }
        for (int unit : ShapeTables.unitsOf(shape, cell)) {
            boolean onlyPlace = true;
            for (int other : ShapeTables.unitCells(shape, unit)) {
                if (other != cell && puzzle[other] == 0
                        && (used.used(other) & bit) == 0) {
                    onlyPlace = false;
                    break;
                }
            }
            if (onlyPlace) {
                return true;
            }
        }
        return false;
    }

    private void fill(int cell, int value) {
        long bit = 1L << (value - 1);
        puzzle[cell] = (byte) value;
        used.placeBit(cell, bit);
    }

    private void blank(int cell) {
        long bit = 1L << (puzzle[cell] - 1);
        puzzle[cell] = 0;
        used.removeBit(cell, bit);
    }

    /** The value of {@code cell} in the puzzle now (0 blank). */
    int get(int cell) {
        return puzzle[cell];
    }

    /** The puzzle as it stands. */
    Grid puzzle() {
        return Grid.of(shape, puzzle);
    }

    /** The solution it keeps. */
    Grid solution() {
        return Grid.of(shape, solution);
    }

    /** Solver calls so far. */
    long solverCalls() {
        return solverCalls;
    }

    /** Questions settled by the forced-cell test, without the solver. */
    long logicalAnswers() {
        return logicalAnswers;
    }

    /** Questions settled by singles on the whole grid, without the solver. */
    long singlesAnswers() {
        return singlesAnswers;
    }

    /** Alternative values that singles refuted, without the solver. */
    long refutedBySingles() {
        return refutedBySingles;
    }

    /** Solver calls that ran out of budget (the clue was kept). */
    long budgetHits() {
        return budgetHits;
    }

    /** Search nodes over all solver calls. */
    long solverNodes() {
        return solverNodes;
    }
}
