package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.Sudoku;
import dev.sudokux.logic.Hint;
import dev.sudokux.logic.Hints;
import dev.sudokux.logic.Placement;
import dev.sudokux.sudoku.Grid;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Hints in the browser, from the user's own grid and pencil marks: where to look, which technique,
 * the whole step (the library's own hints for the same grid); a wrong entry or a pencil-marked cell
 * that lost its true value is pointed out first.
 */
class HintPageTest extends PageTest {

    private static final String PUZZLE = EntryPageTest.PUZZLE;

    @Test
    void threeLevelsSayWhereToLookWhichTechniqueAndTheWholeStep() {
        Grid grid = Sudoku.parse(PUZZLE);
        Hints hints = Hints.standard();
        Hint one = hints.next(grid, 1).orElseThrow();
        openPuzzle(PUZZLE, "3x3");
        tab("hint");

        click("hint-1");
        assertThat(waitForText("hint-text")).isEqualTo(one.text());
        TreeSet<Long> unitCells = new TreeSet<>();
        for (int u : one.step().units()) {
            for (int c : grid.shape().unitCells(u)) {
                unitCells.add((long) c);
            }
        }
        assertThat(cellsWith("unit")).containsExactlyElementsOf(unitCells);
        assertThat(candidatesWith("place")).as("level 1 reveals no value").isEmpty();
        assertThat(cellsWith("pattern")).isEmpty();

        click("hint-2");
        String two = hints.next(grid, 2).orElseThrow().text();
        waitUntil(d -> byId("hint-text").getText().equals(two) ? true : null);
        assertThat(byId("hint-text").getText()).contains(one.step().technique().name());
        assertThat(byId("hint-apply").isDisplayed()).isFalse();

        click("hint-3");
        Hint three = hints.next(grid, 3).orElseThrow();
        waitUntil(d -> byId("hint-text").getText().equals(three.text()) ? true : null);
        screenshot("hint-level-3");
        Placement placed = three.step().placements().get(0);
        assertThat(candidatesWith("place")).containsExactly((long) placed.cell() * 9 + placed.value() - 1);
        assertThat(cellsWith("pattern")).containsExactlyElementsOf(
                new TreeSet<>(three.step().cells().stream().map(Long::valueOf).toList()));
        click("hint-apply");
        assertThat(value(placed.cell())).isEqualTo(placed.value());
        assertThat(classes(placed.cell())).contains("entry");
        assertThat(byId("hint-text").getText()).isEmpty();

        // The next hint starts from the grid with that entry: the library's next hint there.
        Hint next = hints.next(grid.with(placed.cell(), placed.value()), 2).orElseThrow();
        click("hint-2");
        waitUntil(d -> byId("hint-text").getText().equals(next.text()) ? true : null);
    }

    @Test
    void aWrongEntryIsPointedOutBeforeAnyStep() {
        Grid solution = Sudoku.solve(Sudoku.parse(PUZZLE)).orElseThrow();
        int wrong = solution.get(1) % 9 + 1; // r1c2: anything but its value
        openPuzzle(PUZZLE, "3x3");
        cell(1).click();
        new Actions(driver).sendKeys(String.valueOf(wrong)).perform();
        tab("hint");
        click("hint-1");
        String text = waitForText("hint-text");
        assertThat(text).contains("r1c2").doesNotContain("solution has"); // level 1 does not give the value away
        assertThat(cellsWith("mistake")).containsExactly(1L);
        click("hint-3");
        waitUntil(d -> byId("hint-text").getText().contains("solution has " + solution.get(1)) ? true : null);
        screenshot("hint-mistake");
        // Clearing the wrong value clears the mark.
        cell(1).click();
        new Actions(driver).sendKeys(Keys.DELETE).perform();
        assertThat(cellsWith("mistake")).isEmpty();
    }

    @Test
    void pencilMarksThatLeaveOutTheTrueValueArePointedOut() {
        Grid solution = Sudoku.solve(Sudoku.parse(PUZZLE)).orElseThrow();
        int truth = solution.get(2); // r1c3
        int other = truth % 9 + 1;
        openPuzzle(PUZZLE, "3x3");
        cell(2).click();
        new Actions(driver).keyDown(Keys.SHIFT).sendKeys(String.valueOf(other)).keyUp(Keys.SHIFT).perform();
        assertThat(marks(2)).containsExactly((long) other);
        tab("hint");
        click("hint-1");
        assertThat(waitForText("hint-text")).contains("r1c3");
        assertThat(cellsWith("mistake")).containsExactly(2L);
    }
}
