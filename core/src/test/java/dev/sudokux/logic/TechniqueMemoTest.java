package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.logic.LogicFixtures.Rated;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * What the techniques remember on a grid from one call to the next ({@link CandidateGrid#memo}: the
 * strong links' values that met nothing, the aligned exclusions' sets of cells that removed nothing,
 * the chain engines kept per grid) never changes what they
 * find: along the whole path of bank puzzles that need them, the same technique object called at
 * every step on the live grid finds exactly what a new one finds on a copy (which remembers nothing).
 */
class TechniqueMemoTest {

    private static final List<Supplier<Technique>> REMEMBERING = List.of(
            () -> new StrongLinks(2), () -> new StrongLinks(3), () -> new StrongLinks(4),
            () -> new AlignedExclusion(2), () -> new AlignedExclusion(3),
            ForcingChains::cycles, ForcingChains::nishio, ForcingChains::multiple, ForcingChains::dynamic);

    @Test
    void aTechniqueFindsOnItsGridWhatANewOneFindsOnACopy() {
        Explainer explainer = Explainer.standard();
        int compared = 0;
        int found = 0;
        // The bank sample's puzzles rated 6.0 to 8.5 (strong links and chains on their paths), every 12th.
        List<Rated> puzzles = LogicFixtures.seExchange().stream()
                .filter(r -> Double.parseDouble(r.rating()) >= 6.0 && Double.parseDouble(r.rating()) <= 8.5)
                .toList();
        for (int i = 0; i < puzzles.size(); i += 12) {
            CandidateGrid grid = CandidateGrid.of(puzzles.get(i).puzzle());
            List<Technique> kept = REMEMBERING.stream().map(Supplier::get).toList();
            while (!grid.isSolved() && !grid.isBroken()) {
                for (int t = 0; t < kept.size(); t++) {
                    Optional<Step> remembered = kept.get(t).find(grid);
                    Optional<Step> fresh = REMEMBERING.get(t).get().find(grid.copy());
                    assertThat(remembered.map(TechniqueMemoTest::describe))
                            .as("%s on %s", kept.get(t).name(), puzzles.get(i).line())
                            .isEqualTo(fresh.map(TechniqueMemoTest::describe));
                    compared++;
                    found += fresh.isPresent() ? 1 : 0;
                }
                Optional<Step> step = explainer.nextStep(grid);
                if (step.isEmpty()) {
                    break;
                }
                grid.apply(step.get());
            }
        }
        assertThat(compared).isGreaterThan(200);
        assertThat(found).isGreaterThan(20);
    }

    private static String describe(Step s) {
        return s.difficulty() + " " + s.placements() + s.eliminations() + s.cells() + s.units() + " " + s.focus()
                + " " + s.text();
    }
}
