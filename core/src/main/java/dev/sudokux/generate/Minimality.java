package dev.sudokux.generate;

import dev.sudokux.solve.Result;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a puzzle is minimal: it has exactly one solution and each of its clues is needed, that is
 * removing any single clue gives a puzzle with two or more solutions. This is the usual definition,
 * whatever the symmetry of the pattern of clues. Minimal with respect to a {@link Symmetry} is the
 * weaker property the generator's {@code minimal} gives: removing the clues of any one orbit
 * together gives two or more solutions.
 */
public final class Minimality {

    private Minimality() {
    }

    /** {@link #isMinimal(Grid, Solver)} with the best solver for the puzzle's shape. */
    public static boolean isMinimal(Grid puzzle) {
        return isMinimal(puzzle, Solvers.best(puzzle.shape()));
    }

    /**
     * Whether {@code puzzle} has exactly one solution and no clue can be removed without losing that.
     * False for a puzzle with no solution or several.
     *
     * @throws java.util.concurrent.CancellationException when the thread is interrupted meanwhile
     *         (its interrupt status stays set)
     */
    public static boolean isMinimal(Grid puzzle, Solver solver) {
        List<Integer> removable = removableClues(puzzle, solver, true);
        return removable != null && removable.isEmpty();
    }

    /** {@link #isMinimal(Grid, Symmetry, Solver)} with the best solver for the puzzle's shape. */
    public static boolean isMinimal(Grid puzzle, Symmetry symmetry) {
        return isMinimal(puzzle, symmetry, Solvers.best(puzzle.shape()));
    }

    /**
     * Whether {@code puzzle} has exactly one solution and removing the clues of any orbit of
     * {@code symmetry} (those of its cells that are filled) gives two or more. With
     * {@link Symmetry#NONE} the same as {@link #isMinimal(Grid, Solver)}. The pattern need not be
     * symmetric.
     *
     * @throws java.util.concurrent.CancellationException when the thread is interrupted meanwhile
     */
    public static boolean isMinimal(Grid puzzle, Symmetry symmetry, Solver solver) {
        Result result = solver.check(puzzle);
        if (result.status() == Status.LIMIT_REACHED) {
            throw new GenerationInterruptedException();
        }
        if (result.status() != Status.UNIQUE) {
            return false;
        }
        ClueRemover remover = new ClueRemover(puzzle.shape(), solver, Long.MAX_VALUE);
        remover.start(puzzle, result.first());
        for (int[] orbit : symmetry.orbits(puzzle.shape())) {
            if (remover.removeIfUnique(orbit)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The cells whose clue can be removed on its own with the puzzle keeping its one solution, in
     * increasing order (empty for a minimal puzzle).
     *
     * @throws IllegalArgumentException when the puzzle does not have exactly one solution
     * @throws java.util.concurrent.CancellationException when the thread is interrupted meanwhile
     */
    public static List<Integer> removableClues(Grid puzzle, Solver solver) {
        List<Integer> removable = removableClues(puzzle, solver, false);
        if (removable == null) {
            throw new IllegalArgumentException("the puzzle does not have exactly one solution: " + puzzle);
        }
        return removable;
    }

    /** The removable clues (only the first when {@code stopAtFirst}), or null when not unique. */
    private static List<Integer> removableClues(Grid puzzle, Solver solver, boolean stopAtFirst) {
        Result result = solver.check(puzzle);
        if (result.status() == Status.LIMIT_REACHED) {
            throw new GenerationInterruptedException();
        }
        if (result.status() != Status.UNIQUE) {
            return null;
        }
        ClueRemover remover = new ClueRemover(puzzle.shape(), solver, Long.MAX_VALUE);
        remover.start(puzzle, result.first());
        List<Integer> removable = new ArrayList<>();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            if (puzzle.get(cell) != 0 && remover.askWithout(cell) == ClueRemover.Answer.UNIQUE) {
                removable.add(cell);
                if (stopAtFirst) {
                    break;
                }
            }
        }
        return removable;
    }
}
