package dev.sudokux.generate;

import dev.sudokux.solve.Solver;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;

/**
 * Makes one puzzle from one seed, the generator's recipe: a random solved grid, then the orbits of
 * the symmetry in random order, each removed when the puzzle stays unique; with symmetry and
 * {@code strict}, a puzzle one of whose clues could still go alone is turned down; then the filter.
 * Each turned-down puzzle is an attempt, and the next attempt continues the same random stream, so
 * the seed alone decides the outcome. Working state for one thread.
 */
final class PuzzleMaker {

    private final Shape shape;
    private final Symmetry symmetry;
    private final int[][] orbits;
    private final boolean strict;
    private final BiPredicate<Grid, Budget> filter;
    private final Budget budget;
    private final int maxAttempts;
    private final SolutionFiller filler;
    private final ClueRemover remover;
    private final byte[] solved;
    private final int[] order;

    /**
     * @param strict         turn down puzzles one of whose clues could go alone (with symmetry)
     * @param checkNodeLimit node budget of each uniqueness check ({@link Long#MAX_VALUE}: exact)
     */
    PuzzleMaker(Shape shape, Symmetry symmetry, int[][] orbits, boolean strict, BiPredicate<Grid, Budget> filter,
                int maxAttempts, Solver solver, long checkNodeLimit, Budget budget) {
        this.shape = shape;
        this.symmetry = symmetry;
        this.orbits = orbits;
        this.strict = strict;
        this.filter = filter;
        this.budget = budget;
        this.maxAttempts = maxAttempts;
        this.filler = new SolutionFiller(shape);
        this.remover = new ClueRemover(shape, solver, checkNodeLimit);
        this.solved = new byte[shape.cellCount()];
        this.order = new int[orbits.length];
    }

    /**
     * The puzzle numbered {@code index} made from {@code seed}.
     *
     * @throws GenerationInterruptedException when the thread is interrupted meanwhile
     */
    Generated make(long index, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Budget.Meter meter = budget.start();
        filler.meter(meter);
        remover.meter(meter);
        int notMinimal = 0;
        int filtered = 0;
        int attempt = 0;
        try {
            while (attempt < maxAttempts) {
                attempt++;
                checkInterrupt();
                filler.fill(random);
                filler.copyTo(solved);
                remover.start(solved);
                shuffleOrbits(random);
                for (int k : order) {
                    checkInterrupt();
                    meter.step();
                    remover.removeIfUnique(orbits[k]);
                }
                if (strict && symmetry != Symmetry.NONE && !everyClueNeeded()) {
                    notMinimal++;
                    continue;
                }
                Grid puzzle = remover.puzzle();
                if (filter != null && !filter.test(puzzle, meter.remaining())) {
                    filtered++;
                    continue;
                }
                return new Generated(index, seed, puzzle, remover.solution(), attempt, notMinimal, filtered);
            }
        } catch (BudgetExceededException e) {
            if (e.reason() == StopReason.INTERRUPTED) {
                throw new GenerationInterruptedException();
            }
            return new Generated(index, seed, null, null, attempt, notMinimal, filtered, e.reason());
        } finally {
            filler.meter(null);
            remover.meter(null);
        }
        return new Generated(index, seed, null, null, maxAttempts, notMinimal, filtered);
    }

    /**
     * Whether no single clue of the puzzle can go. Without symmetry the removal pass already proves
     * it (see {@link Generator}); with symmetry the pass only tried whole orbits.
     */
    private boolean everyClueNeeded() {
        // Logic first: most puzzles turned down have a clue that singles put back.
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (remover.get(cell) != 0 && remover.removableByLogic(cell)) {
                return false;
            }
        }
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            if (remover.get(cell) != 0) {
                checkInterrupt();
                if (remover.askWithout(cell) != ClueRemover.Answer.MULTIPLE) {
                    return false;
                }
            }
        }
        return true;
    }

    private void shuffleOrbits(SplittableRandom random) {
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
    }

    private static void checkInterrupt() {
        if (Thread.currentThread().isInterrupted()) {
            throw new GenerationInterruptedException();
        }
    }

    /** The clue remover, for its counters. */
    ClueRemover remover() {
        return remover;
    }

    /** The solution filler, for its counters. */
    SolutionFiller filler() {
        return filler;
    }
}
