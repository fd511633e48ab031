package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.Sudoku;
import dev.sudokux.logic.CandidateGrid;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Explainer;
import dev.sudokux.logic.Explanation;
import dev.sudokux.logic.Link;
import dev.sudokux.logic.Placement;
import dev.sudokux.logic.Step;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Explain in the browser: the whole path as a list, and each step drawn on the grid it was found in
 * with its pattern cells, units, removals, placements and chain links highlighted, checked against
 * the library's own explanation of the same puzzle.
 */
class ExplainPageTest extends PageTest {

    /**
     * Sudoku Exchange puzzle bank, SE 5.4 (../shared/data/rated/se_sudoku_exchange_2.5-9.3.txt, line
     * 16479): its path has a chain at step 12 (3 Strong Links, an X-chain of three strong links).
     */
    static final String X_CHAIN = ".7.....1.....4....6..2.8..986.....913..1.6..7..2...3......7.....5.8.4.3.9.63.57.2";

    @Test
    void everyStepIsDrawnOnTheGridItWasFoundInWithItsHighlights() {
        Grid puzzle = Sudoku.parse(X_CHAIN);
        Explanation expected = Explainer.standard().explain(puzzle);
        openPuzzle(X_CHAIN, "3x3");
        List<String> heads = explainAndReadHeads(expected.steps().size());
        for (int k = 0; k < expected.steps().size(); k++) {
            assertThat(heads.get(k)).startsWith(expected.steps().get(k).technique().name());
        }
        assertThat(byId("explain-summary").getText()).contains(expected.steps().size() + " steps").contains("5.4");

        // Walk every step: the page shows the grid before it, and the step's highlights.
        CandidateGrid grid = CandidateGrid.of(puzzle);
        Shape shape = puzzle.shape();
        int chains = 0;
        for (int k = 0; k < expected.steps().size(); k++) {
            Step step = expected.steps().get(k);
            if (k > 0) {
                click("step-next");
            }
            assertThat(byId("step-at").getText()).startsWith("Step " + (k + 1) + " of");
            assertThat(cellsWith("pattern")).as("pattern of step %d", k + 1)
                    .containsExactlyElementsOf(new TreeSet<>(step.cells().stream().map(Long::valueOf).toList()));
            TreeSet<Long> unitCells = new TreeSet<>();
            for (int u : step.units()) {
                for (int c : shape.unitCells(u)) {
                    unitCells.add((long) c);
                }
            }
            assertThat(cellsWith("unit")).as("units of step %d", k + 1).containsExactlyElementsOf(unitCells);
            TreeSet<Long> removed = new TreeSet<>();
            for (Elimination e : step.eliminations()) {
                removed.add((long) e.cell() * 9 + e.value() - 1);
            }
            assertThat(candidatesWith("elim")).as("removals of step %d", k + 1).containsExactlyElementsOf(removed);
            TreeSet<Long> placed = new TreeSet<>();
            for (Placement p : step.placements()) {
                placed.add((long) p.cell() * 9 + p.value() - 1);
            }
            assertThat(candidatesWith("place")).as("placements of step %d", k + 1).containsExactlyElementsOf(placed);
            if (k % 10 == 0) {
                // The candidates drawn are the library's candidates at that point.
                for (int c = 0; c < 81; c++) {
                    assertThat(marks(c)).as("candidates of cell %d before step %d", c, k + 1).isEqualTo(digits(grid, c));
                }
            }
            assertLinksDrawn(step, k);
            if (!step.links().isEmpty() && chains++ == 0) {
                screenshot("explain-chain");
            }
            grid.apply(step);
        }
        click("step-next");
        assertThat(byId("step-at").getText()).startsWith("After the last step");
        assertThat(values()).isEqualTo(expected.result().toArray());
        assertThat(chains).as("chain steps in the path").isPositive();
    }

    /**
     * The step's links (the library's {@link Step#links()}) are drawn: as many strong (solid) and weak
     * (dashed) paths, and their candidates marked as the chain's, unless removed or placed by the step.
     */
    private static void assertLinksDrawn(Step step, int k) {
        long strong = (Long) js("return document.querySelectorAll('#board .links path.strong').length");
        long weak = (Long) js("return document.querySelectorAll('#board .links path.weak').length");
        assertThat(strong).as("strong links of step %d", k + 1).isEqualTo(step.links().stream().filter(Link::strong).count());
        assertThat(weak).as("weak links of step %d", k + 1).isEqualTo(step.links().stream().filter(l -> !l.strong()).count());
        TreeSet<Long> chain = new TreeSet<>();
        for (Link l : step.links()) {
            chain.add((long) l.fromCell() * 9 + l.fromValue() - 1);
            chain.add((long) l.toCell() * 9 + l.toValue() - 1);
        }
        step.eliminations().forEach(e -> chain.remove((long) e.cell() * 9 + e.value() - 1));
        step.placements().forEach(p -> chain.remove((long) p.cell() * 9 + p.value() - 1));
        assertThat(candidatesWith("chain")).as("chain candidates of step %d", k + 1).containsExactlyElementsOf(chain);
        if (weak > 0 && strong > 0) {
            String dash = (String) js("return getComputedStyle(document.querySelector('#board .links path.weak')).strokeDasharray");
            assertThat(dash).isNotEqualTo("none");
            String solid = (String) js("return getComputedStyle(document.querySelector('#board .links path.strong')).strokeDasharray");
            assertThat(solid).isEqualTo("none");
        }
    }

    @Test
    void theStepListIsKeyboardDrivenAndBackGoesToTheUsersGrid() {
        openPuzzle(X_CHAIN, "3x3");
        tab("explain");
        click("explain");
        waitUntil(d -> driver.findElements(By.cssSelector("#steps .step")).size() > 3 ? true : null);
        driver.findElements(By.cssSelector("#steps .step")).get(0).click();
        new Actions(driver).sendKeys(Keys.ARROW_DOWN, Keys.ARROW_DOWN).perform();
        assertThat(driver.switchTo().activeElement().getAttribute("data-step")).isEqualTo("2");
        assertThat(byId("step-at").getText()).startsWith("Step 3 of");
        click("step-prev");
        assertThat(byId("step-at").getText()).startsWith("Step 2 of");
        click("step-close");
        assertThat(byId("step-nav").isDisplayed()).isFalse();
        assertThat(cellsWith("pattern")).isEmpty();
        assertThat(marks(0)).isEmpty();
    }

    private static List<Long> digits(CandidateGrid grid, int cell) {
        List<Long> out = new ArrayList<>();
        for (int v = 1; v <= 9; v++) {
            if (grid.isBlank(cell) && grid.hasCandidate(cell, v)) {
                out.add((long) v);
            }
        }
        return out;
    }
}
