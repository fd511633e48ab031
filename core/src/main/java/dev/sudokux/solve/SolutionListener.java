package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;

/** Receives each solution as a solver finds it (after it was checked against the rules and givens). */
@FunctionalInterface
public interface SolutionListener {
    /**
     * Called once for each solution, in the order found.
     *
     * @return true to go on, false to stop the search
     */
    boolean onSolution(Grid solution);
}
