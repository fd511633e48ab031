package dev.sudokux.solve;

import dev.sudokux.sudoku.Grid;

/**
 * A solver for every shape (4x4 to 64x64, square or rectangular boxes) in the manner of the fastest
 * 9x9 solvers: candidates are bits of {@code long} words, and every deduction is a few word
 * operations. Each candidate is kept in four views at once: by cell (bit v-1 for value v), and for
 * each value by row, by column and by box (a bit for each place the value may still go). Taking a
 * candidate away updates the four words and looks at them: an empty word is a contradiction at once
 * (a cell with no candidate, a unit with no place for a value), a word with one bit is a single
 * (naked or hidden), placed next. When the singles run out, locked candidates (pointing and
 * claiming, along rows and columns) are looked for with lane-wise word tests, for the values that
 * changed; then hidden pairs and triples, near the root and deeper while they find contradictions.
 * Guesses are binary, on a cell with the fewest candidates, in the units where
 * contradictions were met most often so far; saved states live on a stack allocated once a search,
 * so a guess allocates nothing.
 *
 * <p>See {@code docs/large-solver.md} for the measurements behind each choice.
 */
public final class BitsetSolver extends AbstractSolver {

    /** The solver. */
    public BitsetSolver() {
        super("bitset", "candidate bit sets by cell, row, column and box; singles, locked candidates, hidden pairs and triples; fewest candidates first");
    }

    @Override
    protected void search(Grid puzzle, SearchContext context) {
        new BitsetSearch(BitsetLayout.of(puzzle.shape()), context).run(puzzle);
    }
}
