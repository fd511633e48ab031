package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.Sudoku;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Entering a puzzle in the browser: by keyboard cell by cell (givens apart from entries, conflicts
 * as they happen, pencil marks, undo), by pasting any format sudokux reads, and through the link.
 */
class EntryPageTest extends PageTest {

    /** A 17-clue puzzle (Gordon Royle's list; the README's example). */
    static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static void keys(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
    }

    private static void shifted(String key) {
        held(Keys.SHIFT, key);
    }

    /** key typed while modifier is held down. */
    private static void held(Keys modifier, String key) {
        new Actions(driver).keyDown(modifier).sendKeys(key).keyUp(modifier).perform();
    }

    @Test
    void typedValuesAreGivensWhileSettingAndEntriesAfterwardsAndConflictsShowAtOnce() {
        open("");
        new Select(byId("new-box")).selectByValue("2x2");
        click("new-blank");
        assertThat(driver.findElements(org.openqa.selenium.By.cssSelector("#board .cell"))).hasSize(16);
        assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("cell-0");
        // Givens: 1 . . . / . . 3 . typed with arrows between them.
        keys("1", Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, "3");
        assertThat(value(0)).isEqualTo(1);
        assertThat(value(6)).isEqualTo(3);
        assertThat(classes(0)).contains("given");
        assertThat(classes(6)).contains("given").contains("selected");

        click("setting"); // now typing enters the solver's own values
        cell(1).click();
        keys("2");
        assertThat(classes(1)).contains("entry").doesNotContain("given");
        // A 1 beside the given 1 conflicts in row 1 at once; clearing it ends the conflict.
        keys(Keys.ARROW_RIGHT, "1");
        assertThat(cellsWith("conflict")).containsExactly(0L, 2L);
        keys(Keys.DELETE);
        assertThat(cellsWith("conflict")).isEmpty();
        // A given cannot be overwritten while solving.
        cell(0).click();
        keys("4");
        assertThat(value(0)).isEqualTo(1);
        assertThat(status()).contains("given");
        // Undo takes back the last change, redo makes it again.
        cell(3).click();
        keys("4");
        assertThat(value(3)).isEqualTo(4);
        held(Keys.CONTROL, "z");
        assertThat(value(3)).isZero();
        held(Keys.CONTROL, "y");
        assertThat(value(3)).isEqualTo(4);
        screenshot("entry-4x4");
    }

    @Test
    void shiftOrCtrlDigitTogglesPencilMarksAndFillAllCandidatesWritesWhatNoPeerRulesOut() {
        openPuzzle(PUZZLE, "3x3");
        cell(1).click();
        shifted("2");
        shifted("7");
        assertThat(marks(1)).containsExactly(2L, 7L);
        shifted("2");
        assertThat(marks(1)).containsExactly(7L);
        held(Keys.CONTROL, "9");
        assertThat(marks(1)).containsExactly(7L, 9L);
        // The pencil button makes plain digits (and taps on the pad) marks too.
        click("pencil");
        byId("digits").findElement(org.openqa.selenium.By.cssSelector("[data-digit='6']")).click();
        assertThat(marks(1)).containsExactly(6L, 7L, 9L);
        click("pencil");

        click("fill-marks");
        Grid grid = Sudoku.parse(PUZZLE);
        for (int c = 0; c < 81; c++) {
            List<Long> expected = new ArrayList<>();
            if (grid.get(c) == 0) {
                long bits = grid.candidates(c);
                for (int v = 1; v <= 9; v++) {
                    if ((bits & (1L << (v - 1))) != 0) {
                        expected.add((long) v);
                    }
                }
            }
            assertThat(marks(c)).as("candidates of cell %d", c).isEqualTo(expected);
        }
        screenshot("candidates-9x9");
        click("clear-marks");
        assertThat(marks(1)).isEmpty();
    }

    @Test
    void arrowKeysMoveTheFocusWhichIsVisible() {
        openPuzzle(PUZZLE, "3x3");
        cell(40).click();
        new Actions(driver).sendKeys(Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_LEFT).perform();
        assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("cell-29");
        new Actions(driver).sendKeys(Keys.HOME).perform();
        assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("cell-27");
        String shadow = (String) js("return getComputedStyle(document.activeElement).boxShadow");
        assertThat(shadow).isNotEqualTo("none");
        // Only the selected cell is in the tab order: Tab leaves the grid for the controls.
        assertThat(driver.findElements(org.openqa.selenium.By.cssSelector("#board .cell[tabindex='0']"))).hasSize(1);
    }

    @Test
    void pastedTextInEachFormatLoadsThePuzzle() {
        Grid grid = Sudoku.parse(PUZZLE);
        int[] expected = grid.toArray();
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                rows.append(c > 0 ? " " : "").append(grid.get(r, c));
            }
            rows.append('\n');
        }
        StringBuilder json = new StringBuilder("{\"box\":[3,3],\"cells\":\"").append(PUZZLE).append("\"}");
        for (String text : List.of(PUZZLE, rows.toString(), "3\n" + rows, json.toString())) {
            open("");
            paste(text, "");
            waitUntil(d -> values()[0] == 4 ? true : null);
            assertThat(values()).as("pasted %s", text).isEqualTo(expected);
            assertThat(classes(0)).contains("given");
        }
        // 6x6 with 3x2 boxes (sudokux generate --box 3x2 --seed 7): the size does not tell the box,
        // the Box field does (read with 2x3 boxes, its givens clash).
        String six = "...1..4....2.3..14...2..5.362.3.....";
        open("");
        paste(six, "3x2");
        waitUntil(d -> driver.findElements(org.openqa.selenium.By.cssSelector("#board .cell")).size() == 36 ? true : null);
        assertThat(values()).isEqualTo(Sudoku.parse(six, Shape.of(3, 2)).toArray());
    }

    @Test
    void aBadPasteSaysWhereAndKeepsTheGrid() {
        openPuzzle(PUZZLE, "3x3");
        paste("4.....8.5x", "");
        String message = waitUntil(d -> byId("status").getAttribute("class").contains("error") ? status() : null);
        assertThat(message).containsAnyOf("column", "line");
        assertThat(value(0)).isEqualTo(4);
    }

    @Test
    void bigGridsTakeTwoDigitValuesAndLetters() {
        open("");
        new Select(byId("new-box")).selectByValue("4x4");
        click("new-blank");
        assertThat(driver.findElements(org.openqa.selenium.By.cssSelector("#board .cell"))).hasSize(256);
        keys("1", "6"); // typed at once: 16
        assertThat(value(0)).isEqualTo(16);
        keys(Keys.ARROW_RIGHT, "g"); // G is 16 too, as in the line format (A = 10)
        assertThat(value(1)).isEqualTo(16);
        assertThat(cellsWith("conflict")).containsExactly(0L, 1L);
        keys(Keys.ARROW_RIGHT, "a");
        assertThat(value(2)).isEqualTo(10);
        screenshot("entry-16x16");
    }

    @Test
    void exportWritesTheTextFormatsWithOrWithoutTheEntries() {
        openPuzzle(PUZZLE, "3x3");
        tab("share");
        new Select(byId("export-format")).selectByValue("line");
        click("export");
        assertThat(exported()).isEqualTo(PUZZLE);
        new Select(byId("export-format")).selectByValue("grid");
        js("document.getElementById('export-text').value = ''");
        click("export");
        assertThat(exported()).startsWith("4 0 0 0 0 0 8 0 5\n0 3 0").hasLineCount(9);
        // With the entries: an entry in r1c2 goes out with the givens.
        cell(1).click();
        keys("1");
        click("export-entries");
        new Select(byId("export-format")).selectByValue("line");
        js("document.getElementById('export-text').value = ''");
        click("export");
        assertThat(exported()).isEqualTo("41" + PUZZLE.substring(2));
    }

    private static String exported() {
        return waitUntil(d -> {
            String t = byId("export-text").getAttribute("value");
            return t.isEmpty() ? null : t.strip();
        });
    }

    @Test
    void sudokuwikiPositionsLoadWithTheirPencilMarksAndGoBackOutTheSame() {
        // The example on sudokuwiki.org's Sudoku_String_Definitions page.
        String wiki = "vu4804032o1508g080030k10o888882647046888g06828060k10029k260b90478go003g0g95090b0b6a2c00g0bcg038ga8g9ao"
                + "1506601oh847063a2ag288gg8g0626c082c2k20b159818920k9ag9462044";
        open("");
        paste(wiki, "");
        waitUntil(d -> marks(0).size() == 9 ? true : null);
        // "48": 136 = (4 + 64) << 1: candidates 3 and 7, not a clue; "04": a solved 2, not a clue;
        // "03": a clue 1.
        assertThat(marks(1)).containsExactly(3L, 7L);
        assertThat(value(2)).isEqualTo(2);
        assertThat(classes(2)).contains("entry");
        assertThat(value(3)).isEqualTo(1);
        assertThat(classes(3)).contains("given");
        tab("share");
        new Select(byId("export-format")).selectByValue("sudokuwiki");
        click("export");
        String exported = waitUntil(d -> byId("export-text").getAttribute("value").isEmpty() ? null
                : byId("export-text").getAttribute("value"));
        // The same candidates and values, the same clues; the example also sets the clue bit on some
        // unsolved cells, which says nothing there (a clue is a value), and the page writes it 0.
        assertThat(exported).hasSize(162);
        for (int c = 0; c < 81; c++) {
            int want = Integer.parseInt(wiki.substring(2 * c, 2 * c + 2), 32);
            int got = Integer.parseInt(exported.substring(2 * c, 2 * c + 2), 32);
            assertThat(got >> 1).as("candidates of cell %d", c).isEqualTo(want >> 1);
            if (Integer.bitCount(want >> 1) == 1) {
                assertThat(got & 1).as("clue bit of cell %d", c).isEqualTo(want & 1);
            }
        }
    }

    @Test
    void theLinkCarriesThePuzzleAndThePosition() {
        openPuzzle(PUZZLE, "3x3");
        assertThat(byId("setting").isSelected()).isFalse();
        cell(1).click();
        new Actions(driver).sendKeys("6", Keys.ARROW_RIGHT).perform();
        shifted("1");
        shifted("9");
        String link = (String) js("return location.href");
        assertThat(link).contains("e=").contains("m=");
        int[] before = values();
        driver.get("about:blank");
        driver.get(link);
        waitUntil(d -> "true".equals(js("return document.documentElement.dataset.ready || ''")));
        assertThat(values()).isEqualTo(before);
        assertThat(classes(0)).contains("given");
        assertThat(classes(1)).contains("entry");
        assertThat(marks(2)).containsExactly(1L, 9L);
        tab("share");
        assertThat(byId("share-url").getAttribute("value")).isEqualTo(link);
    }

    static void paste(String text, String box) {
        tab("puzzle");
        byId("paste").clear();
        js("document.getElementById('paste').value = arguments[0]", text);
        byId("paste-box").clear();
        if (!box.isEmpty()) {
            byId("paste-box").sendKeys(box);
        }
        click("paste-load");
    }
}
