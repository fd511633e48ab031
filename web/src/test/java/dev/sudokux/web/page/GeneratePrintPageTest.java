package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.Sudoku;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Pdf;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.print.PageSize;
import org.openqa.selenium.print.PrintOptions;
import org.openqa.selenium.support.ui.Select;

/**
 * Generate and print from the page: a new puzzle of the grade and symmetry asked (checked with the
 * library: one solution, that grade), and the print view with 1, 4 or 6 puzzles on one printed page
 * (the browser's own PDF, on A4 and on US Letter).
 */
class GeneratePrintPageTest extends PageTest {

    @Test
    void generateMakesAUniquePuzzleOfTheGradeAndSymmetryAsked() {
        open("");
        tab("generate");
        new Select(byId("gen-box")).selectByValue("3x3");
        new Select(byId("gen-grade")).selectByVisibleText("hard");
        new Select(byId("gen-symmetry")).selectByValue("rot180");
        byId("gen-seed").sendKeys("12");
        click("generate");
        String said = waitForText("gen-answer");
        assertThat(said).startsWith("A new 9x9 puzzle").contains("hard");
        int[] givens = values();
        Grid puzzle = Grid.of(Shape.CLASSIC, givens);
        assertThat(Sudoku.check(puzzle)).isEqualTo(Status.UNIQUE);
        Rating rating = Rater.standard().rate(puzzle);
        assertThat(rating.grade().toString().toLowerCase()).isEqualTo("hard");
        for (int c = 0; c < 81; c++) {
            assertThat(givens[c] != 0).as("rot180 symmetry at cell %d", c).isEqualTo(givens[80 - c] != 0);
            if (givens[c] != 0) {
                assertThat(classes(c)).contains("given");
            }
        }
        assertThat(byId("setting").isSelected()).isFalse();
        screenshot("generated");

        // A 6x6 too: the board takes the new shape.
        new Select(byId("gen-box")).selectByValue("2x3");
        new Select(byId("gen-grade")).selectByIndex(0);
        new Select(byId("gen-symmetry")).selectByIndex(0);
        byId("gen-seed").clear();
        click("generate");
        waitUntil(d -> driver.findElements(By.cssSelector("#board .cell")).size() == 36 ? true : null);
        assertThat(Sudoku.check(Grid.of(Shape.of(2, 3), values()))).isEqualTo(Status.UNIQUE);
    }

    @Test
    void thePrintViewPutsOneFourOrSixPuzzlesOnOnePrintedPage() throws Exception {
        openPuzzle(EntryPageTest.PUZZLE, "3x3");
        for (int perPage : new int[] {1, 4, 6}) {
            tab("share");
            driver.findElement(By.cssSelector("input[name=print-count][value='" + perPage + "']")).click();
            if (byId("print-fill").isSelected() != (perPage > 1)) {
                click("print-fill");
            }
            click("print-view");
            waitUntil(d -> byId("print-sheet").isDisplayed() ? true : null);
            List<WebElement> pages = driver.findElements(By.cssSelector("#print-pages .print-page"));
            assertThat(pages).hasSize(1);
            List<WebElement> figures = pages.get(0).findElements(By.cssSelector("figure.printed"));
            assertThat(figures).hasSize(perPage);
            // The first is the puzzle on the board, givens and all; the others are new and unique.
            assertThat(figures.get(0).findElements(By.tagName("text"))).hasSize(17);
            for (WebElement f : figures) {
                assertThat(f.findElement(By.tagName("svg")).getRect().getWidth()).isGreaterThan(100);
            }
            assertThat(byId("board").isDisplayed()).isFalse();
            screenshot("print-view-" + perPage);
            if (perPage == 4) {
                // What the printer gets: the print style sheet, in a window the shape of the page.
                driver.manage().window().setSize(new org.openqa.selenium.Dimension(720, 1020));
                driver.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", "print"));
                screenshot("print-media-4");
                driver.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", ""));
                driver.manage().window().setSize(DESKTOP);
            }
            for (PageSize paper : List.of(new PageSize(29.7, 21.0), new PageSize(27.94, 21.59))) {
                PrintOptions options = new PrintOptions();
                options.setPageSize(paper);
                Pdf pdf = driver.print(options);
                byte[] bytes = Base64.getDecoder().decode(pdf.getContent());
                if (perPage == 4 && paper.getHeight() > 29) {
                    Files.write(Path.of("target", "screenshots", "print-4.pdf"), bytes);
                }
                assertThat(pageCount(bytes)).as("%d puzzles a page on %s cm paper", perPage, paper.getHeight()).isEqualTo(1);
            }
            click("print-close");
            assertThat(byId("board").isDisplayed()).isTrue();
        }
    }

    /** The pages of a PDF: its page objects ("/Type /Page", not "/Pages"). */
    private static int pageCount(byte[] pdf) {
        Matcher m = Pattern.compile("/Type\\s*/Page(?![a-zA-Z])").matcher(new String(pdf, StandardCharsets.ISO_8859_1));
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
