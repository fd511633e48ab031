package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.TestGrids;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Budgets bound the logic: the explainer, the rater and hints stop soon after the time is up, the
 * nodes are spent or the thread is interrupted, and say so, with what they found so far.
 */
class BudgetTest {

    /** SE 11.8 in the forum's hardest list: seconds of forcing chains without a budget. */
    static final Grid HARDEST =
            TestGrids.line("...4...8...7..92......3...526...1.....19......7....1..5......4..1.8....3..6..29..");
    private static final Grid SINGLES_ONLY =
            TestGrids.line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    @Test
    void aTimeLimitStopsTheForcingChainsSoon() {
        long start = System.nanoTime();
        Explanation x = Explainer.standard().explain(HARDEST, Budget.ofTime(Duration.ofMillis(20)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(x.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(x.isComplete()).isFalse();
        assertThat(x.solved()).isFalse();
        assertThat(x.stalled()).isFalse();
        // Not a speed test: the check is that the work stopped long before the seconds it takes
        // unbounded (generous, for a busy machine).
        assertThat(millis).isLessThan(1500);

        Rating r = Rater.standard().rate(HARDEST, Budget.ofTime(Duration.ofMillis(20)));
        assertThat(r.isComplete()).isFalse();
        assertThat(r.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(r.toString()).endsWith(", stopped: time limit reached");
    }

    @Test
    void aNodeLimitCountsTechniquesTriedAndForcingChainAssumptions() {
        Explanation few = Explainer.standard().explain(HARDEST, Budget.ofNodes(40));
        assertThat(few.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(few.steps().size()).isLessThan(40);
        // The steps found before it stopped are the explainer's first steps.
        Explainer explainer = Explainer.standard();
        Explanation all = explainer.explain(SINGLES_ONLY);
        Explanation part = explainer.explain(SINGLES_ONLY, Budget.ofNodes(10));
        assertThat(part.steps()).isNotEmpty();
        assertThat(all.steps()).startsWith(part.steps().toArray(new Step[0]));
        // A budget that lasts changes nothing.
        Explanation roomy = explainer.explain(SINGLES_ONLY, Budget.ofNodes(1_000_000));
        assertThat(roomy.isComplete()).isTrue();
        assertThat(roomy.steps()).isEqualTo(all.steps());
    }

    @Test
    void interruptionStopsTheWorkAndLeavesTheFlagSet() throws InterruptedException {
        AtomicReference<Explanation> result = new AtomicReference<>();
        AtomicReference<Boolean> flag = new AtomicReference<>();
        Thread t = new Thread(() -> {
            Thread.currentThread().interrupt();
            result.set(Explainer.standard().explain(HARDEST));
            flag.set(Thread.currentThread().isInterrupted());
        });
        t.start();
        t.join(10_000);
        assertThat(result.get().stopReason()).isEqualTo(StopReason.INTERRUPTED);
        assertThat(flag.get()).isTrue();
    }

    @Test
    void hintsThrowWhenTheBudgetRunsOutBeforeAStep() {
        // The grid just before the first forcing chain step: no easier technique finds anything.
        Explanation x = Explainer.standard().explain(HARDEST);
        CandidateGrid grid = CandidateGrid.of(HARDEST);
        for (Step s : x.steps()) {
            if (s.difficulty() >= 7.0) {
                break;
            }
            grid.apply(s);
        }
        Hints hints = Hints.standard();
        CandidateGrid state = grid;
        assertThatThrownBy(() -> hints.next(state, 3, Budget.ofNodes(5)))
                .isInstanceOf(BudgetExceededException.class)
                .satisfies(e -> assertThat(((BudgetExceededException) e).reason()).isEqualTo(StopReason.NODE_LIMIT));
        // The grid's own budget is left as it was: unbounded hints still work on it.
        Optional<Hint> hint = hints.next(state, 2);
        assertThat(hint).isPresent();
    }

    @Test
    void theRaterRejectsGridsThatAreNotPuzzles() {
        Rater rater = Rater.standard();
        Grid clash = SINGLES_ONLY.with(2, 5); // r1c3 = 5 beside the 5 in r1c1
        assertThatThrownBy(() -> rater.rate(clash)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a puzzle: r1c1 and r1c3 both hold 5 in row 1");
        Grid several = Grid.empty(SINGLES_ONLY.shape()).with(0, 5);
        assertThatThrownBy(() -> rater.rate(several)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("several solutions");
        Grid none = SINGLES_ONLY.with(2, 1); // r1c3 = 1: the givens keep the rules, but the solution has 4
        assertThatThrownBy(() -> rater.rate(none)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no solution");
    }

    @Test
    void aRatingSaysWhatItIs() {
        Rating r = Rater.standard().rate(SINGLES_ONLY);
        assertThat(r.toString()).isEqualTo(String.format(java.util.Locale.ROOT, "%.1f easy %s", r.value(),
                r.hardest().name()));
        assertThat(r.toString()).doesNotContain("@").doesNotContain("dev.sudokux");
    }
}
