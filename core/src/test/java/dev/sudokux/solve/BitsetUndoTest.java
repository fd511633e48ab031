package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code bitset} undoes a guess by a copy of its state on grids up to 25x25 and by a trail of changed
 * words above: both ways give the same search, node for node, on the same puzzles.
 */
class BitsetUndoTest {

    /** The bitset search forced to one way of undoing. */
    private static final class Forced extends AbstractSolver {
        private final boolean copying;

        Forced(boolean copying) {
            super(copying ? "bitset-copy" : "bitset-trail", "bitset with one way of undoing");
            this.copying = copying;
        }

        @Override
        protected void search(Grid puzzle, SearchContext context) {
            new BitsetSearch(BitsetLayout.of(puzzle.shape()), context, copying).run(puzzle);
        }
    }

    @Test
    void copiesUpTo25x25AndATrailAbove() {
        assertThat(BitsetSearch.copies(BitsetLayout.of(Shape.of(3, 3)))).isTrue();
        assertThat(BitsetSearch.copies(BitsetLayout.of(Shape.of(4, 4)))).isTrue();
        assertThat(BitsetSearch.copies(BitsetLayout.of(Shape.of(5, 5)))).isTrue();
        assertThat(BitsetSearch.copies(BitsetLayout.of(Shape.of(6, 6)))).isFalse();
        assertThat(BitsetSearch.copies(BitsetLayout.of(Shape.of(8, 8)))).isFalse();
    }

    @Test
    void copyAndTrailSearchTheSameTree() {
        List<Grid> puzzles = new ArrayList<>();
        for (String fixture : List.of("forum-hardest-every-50th.txt", "multiple-9x9.txt", "hexadoku-test3-16x16.txt")) {
            TestGrids.fixture(fixture).forEach(e -> puzzles.add(e.puzzle()));
        }
        Solver copy = new Forced(true);
        Solver trail = new Forced(false);
        SolveRequest request = SolveRequest.count(1000);
        long guesses = 0;
        for (Grid puzzle : puzzles) {
            Result a = copy.solve(puzzle, request);
            Result b = trail.solve(puzzle, request);
            assertThat(b.status()).isEqualTo(a.status());
            assertThat(b.solutionCount()).isEqualTo(a.solutionCount());
            assertThat(b.first()).isEqualTo(a.first());
            assertThat(b.stats().nodes()).isEqualTo(a.stats().nodes());
            assertThat(b.stats().guesses()).isEqualTo(a.stats().guesses());
            guesses += a.stats().guesses();
        }
        assertThat(guesses).as("the puzzles make the search guess and go back").isGreaterThan(1000);
    }
}
