package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The engine contract, on the bits engine. Its random problems have no colours (it does not take
 * them); the two cases whose problems it does not take (colours; 100,000 items) are replaced by its
 * refusal and by the deepest tree it does take.
 */
class BitsEngineContractTest extends ExactCoverEngineContract {

    @Override
    ExactCoverEngine engine(ExactCoverProblem problem) {
        return new BitsEngine(problem);
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

    @Test
    @Override
    void deepSolutionsDoNotOverflowTheStack() {
        // Options {2k, 2k+1} and decoys {2k+1, 2k+2} on 128 items: the only solution is 64 levels deep.
        int items = BitsLayout.MAX_ITEMS;
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(items, 0);
        for (int k = 0; k + 1 < items; k += 2) {
            b.addOption(k, k + 1);
            if (k + 2 < items) {
                b.addOption(k + 1, k + 2);
            }
        }
        SearchResult r = engine(b.build()).findAll(Long.MAX_VALUE);
        assertThat(r.solutionCount()).isEqualTo(1);
        assertThat(r.first().size()).isEqualTo(64);
        assertThat(r.first().isExactCover()).isTrue();
        assertThat(r.stats().maxLevel()).isEqualTo(64);
        ExactCoverProblem tooBig = ExactCoverProblem.builder(items + 1, 0).build();
        assertThat(BitsEngine.takes(tooBig)).isFalse();
        assertThatThrownBy(() -> new BitsEngine(tooBig)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 128 items");
    }
}
