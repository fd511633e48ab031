package dev.sudokux.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.sudoku.Shape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A budget bounds the work on each puzzle the generator makes; the run goes on with the next. */
class GeneratorBudgetTest {

    @Test
    void aPuzzleThatRunsOutOfNodesIsGivenUpAndTheRunGoesOn() throws InterruptedException {
        Generator tight = Generator.builder(Shape.CLASSIC).budget(Budget.ofNodes(5)).build();
        List<Generated> out = new ArrayList<>();
        tight.generate(7, 3, 1, out::add);
        assertThat(out).hasSize(3).allMatch(g -> !g.found() && g.budgetExceeded()
                && g.stopReason() == StopReason.NODE_LIMIT);
        // A budget that lasts makes the same puzzles as none.
        Generator roomy = Generator.builder(Shape.CLASSIC).budget(Budget.ofNodes(10_000_000)).build();
        Generator free = Generator.builder(Shape.CLASSIC).build();
        assertThat(roomy.next(42).puzzle()).isEqualTo(free.next(42).puzzle());
        assertThat(roomy.next(42).stopReason()).isEqualTo(StopReason.EXHAUSTED);
    }

    @Test
    void aTimeLimitStopsALargePuzzleSoon() {
        Generator g = Generator.builder(Shape.of(5, 5)).minimal(true).budget(Budget.ofTime(Duration.ofMillis(30)))
                .build();
        long start = System.nanoTime();
        Generated one = g.next(3);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(one.found()).isFalse();
        assertThat(one.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(millis).isLessThan(2000); // a minimal 25x25 takes far longer unbounded
    }

    @Test
    void theFilterGetsWhatIsLeftOfTheBudgetAndMayRunOutOfIt() {
        Rater rater = Rater.standard();
        // A rating with a budget too small for it: the filter ends the puzzle as the budget would.
        Generator g = Generator.builder(Shape.CLASSIC).maxAttempts(5).budget(Budget.ofNodes(400))
                .filter((puzzle, left) -> {
                    Rating r = rater.rate(rater.explainer().explain(puzzle, left.withMaxNodes(Math.min(left.maxNodes(), 3))));
                    if (!r.isComplete()) {
                        throw new BudgetExceededException(r.stopReason());
                    }
                    return true;
                }).build();
        Generated one = g.next(11);
        assertThat(one.found()).isFalse();
        assertThat(one.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
    }
}
