/**
 * Solving as a person does: techniques that each find one step on a grid of candidates (a
 * placement or eliminations, with the reason), an explainer that applies the easiest step at every
 * point, ratings on a scale like Sudoku Explainer's, and hints.
 *
 * <p>Start with {@link dev.sudokux.logic.CandidateGrid} (the state), {@link dev.sudokux.logic.Technique}
 * (one way of finding a step) and {@link dev.sudokux.logic.Explainer} (the whole solve).
 */
package dev.sudokux.logic;
