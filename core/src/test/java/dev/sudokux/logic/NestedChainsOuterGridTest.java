package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.logic.LogicFixtures.Rated;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A nested chain found after the earlier chains found nothing on the grid is the one a search that
 * knows nothing of them finds. On the explainer's live grid, the nested searches of the reduced grids
 * skip the cells and units whose multiple chains cannot differ from the outer grid's, where the same
 * kind of search found nothing (ChainEngine#nestedIn); on a copy of the grid (which remembers no
 * earlier search) the same technique searches every reduced grid whole. Along the paths of hardest
 * puzzles, every nested step of the live grid must equal the copy's, text and all.
 */
class NestedChainsOuterGridTest {

    @Test
    void aNestedChainAfterQuietSearchesIsTheOneAWholeSearchFinds() {
        Explainer explainer = Explainer.standard();
        // Rated 10.0 to 11.0 (nested forcing chains and nested multiple chains on their paths).
        List<Rated> puzzles = LogicFixtures.seHardest().stream()
                .filter(r -> !r.rating().startsWith("-"))
                .filter(r -> {
                    double er = Double.parseDouble(r.rating().split("/")[0]);
                    return er >= 10.0 && er <= 11.0;
                })
                .limit(3)
                .collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
        assertThat(puzzles).hasSize(3);
        // ER 11.7, a line of se_hardest_sample.txt (the forum's hardest list): its second step is a
        // nested multiple chain where a skip that ignored the reduced grid's new links finds another.
        puzzles.add(new Rated(dev.sudokux.sudoku.TestGrids.line(
                "1...5...9..7...2...69..3.4....8........91..7.9....5..83..5....1..2...6...4......."), "11.7", "ER 11.7"));
        int compared = 0;
        int multiple = 0;
        for (Rated r : puzzles) {
            CandidateGrid grid = CandidateGrid.of(r.puzzle());
            int here = 0;
            while (!grid.isSolved() && !grid.isBroken() && here < 4) {
                Optional<Step> step = explainer.nextStep(grid);
                if (step.isEmpty()) {
                    break;
                }
                String name = step.get().technique().name();
                if (name.equals("Nested Forcing Chains") || name.equals("Nested Multiple Forcing Chains")) {
                    Optional<Step> whole = Techniques.byName(name).find(grid.copy());
                    assertThat(whole.map(NestedChainsOuterGridTest::describe))
                            .as("%s on %s", name, r.line())
                            .contains(describe(step.get()));
                    compared++;
                    here++;
                    multiple += name.startsWith("Nested Multiple") ? 1 : 0;
                }
                grid.apply(step.get());
            }
        }
        assertThat(compared).isGreaterThanOrEqualTo(6);
        assertThat(multiple).isGreaterThan(0);
    }

    private static String describe(Step s) {
        return s.technique().name() + " " + s.difficulty() + " " + s.placements() + s.eliminations() + s.cells()
                + s.units() + " " + s.focus() + " " + s.text();
    }
}
