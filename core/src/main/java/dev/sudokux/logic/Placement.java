package dev.sudokux.logic;

/**
 * A value placed in a cell by a step.
 *
 * @param cell  the cell, numbered as in {@link dev.sudokux.sudoku.Shape}
 * @param value the value, from 1
 */
public record Placement(int cell, int value) {
}
