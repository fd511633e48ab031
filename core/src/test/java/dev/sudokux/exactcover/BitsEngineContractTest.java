package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The engine contract, on the bits engine. Its random problems have no colours (it does not take
 * them); the colour case is replaced by its refusal, and the deep tree is the deepest it takes
 * (128 items).
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
}
