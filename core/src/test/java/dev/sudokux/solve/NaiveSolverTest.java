package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class NaiveSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new NaiveSolver();
    }

    /** Row-order search without pruning takes more than its default budget on hard 9x9 and on 16x16 and up. */
    @Override
    protected boolean handlesHardPuzzles() {
        return false;
    }

    @Test
    void aRequestWithoutNodeLimitGetsTheDefaultBudget() {
        Grid hard = TestGrids.fixture("hard-9x9.txt").get(0).puzzle(); // 50 million nodes are not enough
        Result r = new NaiveSolver(10_000).check(hard);
        assertThat(r.status()).isEqualTo(Status.LIMIT_REACHED);
        assertThat(r.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(r.isIncomplete()).isTrue();
        assertThat(r.stats().nodes()).isEqualTo(10_000);
        assertThat(r.solutions()).isEmpty();

        Result counting = new NaiveSolver(10_000).count(Grid.empty(Shape.CLASSIC), Long.MAX_VALUE);
        assertThat(counting.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(counting.isIncomplete()).isTrue();
        assertThat(counting.solutionCount()).isPositive(); // solutions are all over the empty grid's tree
    }

    @Test
    void aRequestWithItsOwnNodeLimitGetsThatLimit() {
        Grid empty = Grid.empty(Shape.CLASSIC);
        Result r = new NaiveSolver(10_000).solve(empty, SolveRequest.count(Long.MAX_VALUE).withMaxNodes(25_000));
        assertThat(r.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(r.stats().nodes()).isEqualTo(25_000);
    }

    @Test
    void theBudgetDoesNotTouchSearchesThatFitInIt() {
        Grid firstRow = TestGrids.line("1234" + ".".repeat(12), Shape.of(2, 2));
        Result r = new NaiveSolver(1_000).count(firstRow, Long.MAX_VALUE);
        assertThat(r.solutionCount()).isEqualTo(288 / 24); // 288 grids, 4! relabellings
        assertThat(r.isComplete()).isTrue();
        assertThat(r.stats().nodes()).isLessThan(1_000);
    }

    @Test
    void aBudgetBelowOneIsRefused() {
        assertThatThrownBy(() -> new NaiveSolver(0)).isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * The contract's count of every 6x6 grid asks for no node limit, so the default budget (50
     * million nodes) would stop it: naive needs 484 million. The same check, with a node limit
     * set high enough to mean "none".
     */
    @Override
    @Test
    @Tag("slow")
    void all28200960SixBySixGrids() {
        Grid empty = Grid.empty(Shape.of(2, 3));
        Result r = solver().solve(empty, SolveRequest.count(Long.MAX_VALUE).withMaxNodes(Long.MAX_VALUE - 1));
        assertThat(r.solutionCount()).isEqualTo(28_200_960L);
        assertThat(r.status()).isEqualTo(Status.MULTIPLE);
        assertThat(r.isComplete()).isTrue();
    }

    @Test
    @Tag("slow")
    void theDefaultBudgetStopsAnEndlessCount() {
        Result r = new NaiveSolver().count(Grid.empty(Shape.CLASSIC), Long.MAX_VALUE);
        assertThat(r.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(r.stats().nodes()).isEqualTo(NaiveSolver.DEFAULT_NODE_BUDGET);
    }
}
