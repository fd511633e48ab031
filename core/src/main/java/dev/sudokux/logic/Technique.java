package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.Optional;

/**
 * One way a person finds a step. An implementation is stateless and looks at a {@link CandidateGrid}
 * without changing it; it returns the first step it finds, in a fixed order (so explanations are
 * reproducible), or nothing.
 *
 * <p>A technique is <em>sound</em>: the placements it returns hold in every solution of the grid and
 * the candidates it eliminates are in none. (For puzzles with one solution: never eliminate the
 * solution's value, never place anything else. Tests check every step against the solution.)
 * Uniqueness-based techniques (unique rectangles, BUG+1) assume the puzzle has exactly one solution,
 * as people do, and say so in their Javadoc.
 */
public interface Technique {

    /** The name people use: "Hidden Single", "X-Wing", "XY-Chain". */
    String name();

    /**
     * The difficulty on sudokux's scale (modelled on Sudoku Explainer's: 1.0 for a full house up to
     * about 11-12 for the hardest chains): the least a step of this technique rates. A technique may
     * rate some steps higher ({@link Step#difficulty()}: a hidden single in a row rather than a box,
     * a longer chain). Techniques are tried in increasing order of this number.
     */
    double difficulty();

    /**
     * The most a step of this technique can rate: {@link #difficulty()} unless some steps rate
     * higher, which a technique must then say here (the {@link Rater} rates a puzzle that logic
     * cannot finish above every technique's maximum).
     */
    default double maxDifficulty() {
        return difficulty();
    }

    /** Whether it applies to grids of this shape (most techniques work for every shape). */
    default boolean supports(Shape shape) {
        return true;
    }

    /** The first step this technique finds in {@code grid}, or empty. Never changes {@code grid}. */
    Optional<Step> find(CandidateGrid grid);
}
