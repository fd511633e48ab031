package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * How the page looks and whom it serves: the board on a desktop and on a phone-sized window (no
 * sideways scrolling, the digit pad in reach), every control named for a screen reader, and the
 * board drawing regions, cages and lines from data (what variants will send).
 */
class LookPageTest extends PageTest {

    @Test
    void theBoardFitsADesktopAndAPhone() {
        openPuzzle(EntryPageTest.PUZZLE, "3x3");
        click("fill-marks");
        cell(11).click();
        new Actions(driver).sendKeys("9").perform();
        screenshot("desktop");

        driver.manage().window().setSize(PHONE);
        open((String) js("return location.hash.slice(1)"));
        long innerWidth = (Long) js("return window.innerWidth");
        long scrollWidth = (Long) js("return document.scrollingElement.scrollWidth");
        assertThat(scrollWidth).as("no sideways scrolling on a phone").isLessThanOrEqualTo(innerWidth);
        @SuppressWarnings("unchecked")
        Map<String, Number> board = (Map<String, Number>) js(
                "const r = document.getElementById('board').getBoundingClientRect(); return {w: r.width, h: r.height, x: r.left}");
        assertThat(board.get("w").doubleValue()).isGreaterThan(innerWidth * 0.85).isLessThanOrEqualTo(innerWidth);
        assertThat(board.get("h").doubleValue()).isEqualTo(board.get("w").doubleValue(), org.assertj.core.data.Offset.offset(1.0));
        // Every digit of the pad is on screen, side by side under the board, big enough to tap.
        for (WebElement b : driver.findElements(By.cssSelector("#digits button"))) {
            assertThat(b.isDisplayed()).isTrue();
            assertThat(b.getRect().getWidth()).isGreaterThanOrEqualTo(32);
            assertThat(b.getRect().getHeight()).isGreaterThanOrEqualTo(32);
        }
        assertThat(values()[11]).isEqualTo(9);
        screenshot("phone");
    }

    @Test
    void everyControlHasANameAndTheKeyboardReachesThem() {
        open("");
        @SuppressWarnings("unchecked")
        List<String> unnamed = (List<String>) js(
                "return [...document.querySelectorAll('button, input, select, textarea, [role=tab], [role=gridcell]')]"
                        + ".filter(e => !(e.getAttribute('aria-label') || e.labels?.length || e.textContent.trim()"
                        + "  || e.getAttribute('aria-labelledby')))"
                        + ".map(e => e.outerHTML.slice(0, 80))");
        assertThat(unnamed).as("controls without an accessible name").isEmpty();
        // Tab from the skip link reaches the grid's one tabbable cell, then the pad's buttons.
        List<String> order = new ArrayList<>();
        js("document.querySelector('.skip').focus()");
        for (int i = 0; i < 3; i++) {
            new Actions(driver).sendKeys(Keys.TAB).perform();
            WebElement active = driver.switchTo().activeElement();
            order.add(active.getAttribute("id").isEmpty() ? active.getTagName() : active.getAttribute("id"));
        }
        assertThat(order.get(0)).isEqualTo("cell-0");
        assertThat(order.get(1)).isEqualTo("button"); // the pad's 1, then 2
        assertThat(driver.switchTo().activeElement().getText()).isEqualTo("2");
        // The tabs follow the ARIA pattern: arrow keys move between them.
        byId("tab-puzzle").click();
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        assertThat(driver.switchTo().activeElement().getAttribute("id")).isEqualTo("tab-explain");
        assertThat(byId("panel-explain").isDisplayed()).isTrue();
        assertThat(byId("panel-puzzle").isDisplayed()).isFalse();
    }

    /**
     * Regions, cages and lines are data the board draws: a jigsaw layout (boxes with cells traded
     * between neighbours), two killer cages, a thermometer and an arrow.
     */
    @Test
    void regionsCagesAndLinesAreDrawnFromData() {
        open("");
        int[] regions = new int[81];
        for (int c = 0; c < 81; c++) {
            regions[c] = c / 9 / 3 * 3 + c % 9 / 3;
        }
        int[][] trades = {{1 * 9 + 2, 0 * 9 + 3}, {4 * 9 + 5, 3 * 9 + 6}, {7 * 9 + 2, 6 * 9 + 3}, {2 * 9 + 7, 3 * 9 + 7}};
        for (int[] t : trades) {
            int a = regions[t[0]];
            regions[t[0]] = regions[t[1]];
            regions[t[1]] = a;
        }
        List<Integer> regionList = new ArrayList<>();
        for (int r : regions) {
            regionList.add(r);
        }
        Object result = driver.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "Promise.all([import('./js/board.js'), import('./js/layout.js')]).then(([b, l]) => {"
                        + "  const layout = l.layoutFrom({size: 9, regions: arguments[0],"
                        + "    cages: [{cells: [0, 1, 9], sum: 12}, {cells: [40, 41, 49, 50], sum: 20}],"
                        + "    lines: [{kind: 'thermo', cells: [60, 61, 62, 71]}, {kind: 'arrow', cells: [20, 29, 38]}]});"
                        + "  const root = document.getElementById('board');"
                        + "  const board = new b.Board(root, () => {});"
                        + "  board.setLayout(layout);"
                        + "  const values = new Array(81).fill(0); values[0] = 5; values[40] = 3;"
                        + "  board.render({values, given: c => c === 0, marks: c => c === 1 ? [1, 4, 7] : []});"
                        + "  done({cages: root.querySelectorAll('.cages path.cage').length,"
                        + "    sums: [...root.querySelectorAll('.cage-sum')].map(t => t.textContent),"
                        + "    thermo: root.querySelectorAll('.variant-line.thermo circle').length,"
                        + "    arrow: root.querySelectorAll('.variant-line.arrow path').length,"
                        + "    regionSegments: (root.querySelector('.regions path').getAttribute('d').match(/[VH]/g) || []).length,"
                        + "    houses: layout.houses.length});"
                        + "}).catch(e => done(String(e)));",
                regionList);
        assertThat(result).isInstanceOf(Map.class);
        @SuppressWarnings("unchecked")
        Map<String, Object> drawn = (Map<String, Object>) result;
        assertThat(drawn.get("cages")).isEqualTo(2L);
        assertThat(drawn.get("sums")).isEqualTo(List.of("12", "20"));
        assertThat(drawn.get("thermo")).isEqualTo(1L);
        assertThat(drawn.get("arrow")).isEqualTo(2L); // the shaft and the head
        assertThat(drawn.get("houses")).as("rows, columns, regions and the two cages").isEqualTo(29L);
        // The outline (3 lines and a close) and every side between two regions: count them here.
        long between = 0;
        for (int c = 0; c < 81; c++) {
            if (c % 9 < 8 && regions[c] != regions[c + 1]) {
                between++;
            }
            if (c / 9 < 8 && regions[c] != regions[c + 9]) {
                between++;
            }
        }
        assertThat(drawn.get("regionSegments")).isEqualTo(3 + between);
        screenshot("variants-drawn");
    }
}
