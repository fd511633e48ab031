package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.examples.Langford;
import dev.sudokux.exactcover.examples.NQueens;
import org.junit.jupiter.api.Test;

/**
 * The engine contract, on the bits engine. Its random problems have no colours (it does not take
 * them); the colour case is replaced by its refusal, and the deep tree is the deepest it takes
 * (128 items).
 */
class BitsEngineContractTest extends ExactCoverEngineContract {

    @Override
    ExactCoverEngine engine(ExactCoverProblem problem) {
        // Every tree counted on the threads asked (the contract's trees are small: by default they
        // would be counted on one thread alone, countsAlone()).
        return new BitsEngine(problem).aloneBelow(0);
    }

    @Override
    boolean takesColours() {
        return false;
    }

    @Test
    @Override
    void optionsShareASecondaryItemOnlyWithTheSameColour() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b c | x y
                a x:red
                b x:red
                c y
                """);
        assertThat(BitsEngine.takes(problem)).isFalse();
        assertThatThrownBy(() -> ExactCoverEngine.create("bits", problem))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("colours");
    }

    @Override
    int mostItems() {
        return BitsLayout.MAX_ITEMS;
    }

    @Test
    void moreThan128ItemsAreRefused() {
        ExactCoverProblem tooBig = ExactCoverProblem.builder(BitsLayout.MAX_ITEMS + 1, 0).build();
        assertThat(BitsEngine.takes(tooBig)).isFalse();
        assertThatThrownBy(() -> new BitsEngine(tooBig)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 128 items");
    }

    @Test
    void aSmallTreeIsCountedAloneWhateverTheThreadsAndALargerOneOnThemWithTheSameAnswer() {
        // 8 queens: estimate about 2e4, far below ALONE_BELOW; Langford 12: about 8.5e7, above it.
        BitsEngine small = new BitsEngine(NQueens.problem(8));
        assertThat(small.countsAlone()).isTrue();
        BitsEngine larger = new BitsEngine(Langford.problem(12));
        assertThat(larger.estimatedCost()).isGreaterThan(BitsEngine.ALONE_BELOW);
        assertThat(larger.countsAlone()).isFalse();
        assertThat(new BitsEngine(NQueens.problem(8), small.order()).countsAlone()).as("a given order").isFalse();
        for (BitsEngine bits : new BitsEngine[] {small, larger}) {
            SearchResult one = bits.count(SearchLimits.NONE, 1);
            SearchResult two = bits.count(SearchLimits.NONE, 2);
            assertThat(two.solutionCount()).isEqualTo(one.solutionCount());
            assertThat(two.stats().nodes()).isEqualTo(one.stats().nodes());
            assertThat(two.stats().updates()).isEqualTo(one.stats().updates());
        }
        assertThat(small.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(92);
    }
}
