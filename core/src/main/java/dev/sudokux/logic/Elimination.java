package dev.sudokux.logic;

/**
 * A candidate removed from a cell by a step.
 *
 * @param cell  the cell, numbered as in {@link dev.sudokux.sudoku.Shape}
 * @param value the value removed, from 1
 */
public record Elimination(int cell, int value) {
}
