package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The chain links a step carries ({@link Step#links()}), checked against the grid each step was
 * found in: every link joins two candidates of that grid, a strong link's two candidates are the only
 * two of a cell or the only two places of a value in a unit, a weak link's two cannot both be true;
 * the chains of X-chains and XY-Wings are joined end to start, strong and weak alternating.
 */
class StepLinksTest {

    @Test
    void everyLinkIsALinkOfTheGridItsStepWasFoundIn() {
        List<Grid> puzzles = new ArrayList<>();
        for (LogicFixtures.Rated r : ChainFixtures.every(LogicFixtures.seExchange(), 25)) {
            puzzles.add(r.puzzle());
        }
        for (ChainFixtures.Rated r : ChainFixtures.every(ChainFixtures.rated("se-exchange-6.5-9.3.txt"), 20)) {
            puzzles.add(r.puzzle());
        }
        Map<String, Integer> linked = new TreeMap<>();
        for (Grid puzzle : puzzles) {
            CandidateGrid grid = CandidateGrid.of(puzzle);
            for (Step step : Explainer.standard().explain(puzzle).steps()) {
                String where = step.technique().name() + " in " + puzzle + ": " + step.text();
                for (Link link : step.links()) {
                    assertLinkOf(grid, link, where);
                }
                if (!step.links().isEmpty()) {
                    linked.merge(step.technique().name(), 1, Integer::sum);
                }
                Technique t = step.technique();
                if (t instanceof XYWing) {
                    assertThat(step.links()).as(where).hasSize(5);
                    assertAlternating(step.links(), where);
                } else if (t instanceof StrongLinks && !step.text().startsWith("Grouped")) {
                    assertAlternating(step.links(), where);
                    int strong = (int) step.links().stream().filter(Link::strong).count();
                    assertThat(step.links()).as(where).hasSize(step.text().contains("X-Loop") ? 2 * strong
                            : 2 * strong - 1);
                } else if (!(t instanceof StrongLinks) && !(t instanceof ForcingChains)) {
                    assertThat(step.links()).as("%s is not a chain", where).isEmpty();
                }
                grid.apply(step);
            }
        }
        assertThat(linked).as("chain steps with links").containsKeys("XY-Wing", "2 Strong Links",
                "Forcing Chains & Cycles");
        assertThat(linked.keySet()).as("forcing chains with links").anyMatch(name -> name.contains("Forcing Chains")
                && !name.equals("Forcing Chains & Cycles"));
    }

    private static void assertLinkOf(CandidateGrid grid, Link link, String where) {
        Shape shape = grid.shape();
        int a = link.fromCell();
        int b = link.toCell();
        int va = link.fromValue();
        int vb = link.toValue();
        assertThat(grid.isBlank(a) && grid.hasCandidate(a, va)).as("%s: %s starts at a candidate", where, link).isTrue();
        assertThat(grid.isBlank(b) && grid.hasCandidate(b, vb)).as("%s: %s ends at a candidate", where, link).isTrue();
        if (link.strong()) {
            boolean onlyTwo;
            if (a == b) {
                onlyTwo = grid.candidateCount(a) == 2 && va != vb;
            } else {
                onlyTwo = false;
                for (int unit = 0; unit < shape.unitCount() && va == vb; unit++) {
                    List<Integer> places = new ArrayList<>();
                    for (int cell : shape.unitCells(unit)) {
                        if (grid.isBlank(cell) && grid.hasCandidate(cell, va)) {
                            places.add(cell);
                        }
                    }
                    onlyTwo |= places.size() == 2 && places.contains(a) && places.contains(b);
                }
            }
            assertThat(onlyTwo).as("%s: %s is strong", where, link).isTrue();
        } else {
            boolean sees = false;
            for (int peer : shape.peers(a)) {
                sees |= peer == b;
            }
            assertThat((a == b && va != vb) || (va == vb && sees)).as("%s: %s is weak", where, link).isTrue();
        }
    }

    /** Each link starts where the one before ends; strong and weak alternate, starting and ending strong. */
    private static void assertAlternating(List<Link> links, String where) {
        assertThat(links).as(where).isNotEmpty();
        assertThat(links.get(0).strong()).as(where).isTrue();
        for (int i = 1; i < links.size(); i++) {
            Link before = links.get(i - 1);
            Link link = links.get(i);
            assertThat(link.fromCell() * 100 + link.fromValue()).as("%s: link %d joins", where, i)
                    .isEqualTo(before.toCell() * 100 + before.toValue());
            assertThat(link.strong()).as("%s: link %d alternates", where, i).isNotEqualTo(before.strong());
        }
    }
}
