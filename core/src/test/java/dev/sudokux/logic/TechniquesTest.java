package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Choosing techniques through the API: by name, up to a difficulty, all but the forcing chains. */
class TechniquesTest {

    @Test
    void withoutForcingChainsKeepsEverythingElseInOrder() {
        List<Technique> all = Techniques.all();
        List<Technique> quick = Techniques.withoutForcingChains();
        assertThat(quick).noneMatch(Techniques::isForcingChain);
        assertThat(all.stream().filter(Techniques::isForcingChain).map(Technique::name)).contains(
                "Nishio Forcing Chains", "Multiple Forcing Chains", "Nested Dynamic Forcing Chains")
                .doesNotContain("Forcing Chains & Cycles");
        assertThat(quick.stream().map(Technique::name).toList()).isEqualTo(
                all.stream().filter(t -> !Techniques.isForcingChain(t)).map(Technique::name).toList());
        // A puzzle that needs forcing chains stalls without them.
        Rating r = new Rater(new Explainer(quick)).rate(BudgetTest.HARDEST);
        assertThat(r.stalled()).isTrue();
    }

    @Test
    void byNameUpToADifficultyAndExcept() {
        List<Technique> singles = Techniques.named(List.of("naked single", "Full House", " Hidden Single "));
        assertThat(singles.stream().map(Technique::name)).containsExactly("Full House", "Hidden Single", "Naked Single");
        assertThat(Techniques.upTo(2.3).stream().map(Technique::name)).containsExactly("Full House", "Hidden Single",
                "Direct Pointing", "Direct Claiming", "Direct Hidden Pair", "Naked Single");
        assertThat(Techniques.except(List.of("X-Wing")).stream().map(Technique::name)).doesNotContain("X-Wing")
                .hasSize(Techniques.all().size() - 1);
        assertThatThrownBy(() -> Techniques.named(List.of("Magic"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("no technique 'Magic': choose among Full House, Hidden Single");
        assertThat(Techniques.names()).hasSize(Techniques.all().size()).doesNotHaveDuplicates();
    }
}
