package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.Sudoku;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import org.junit.jupiter.api.Test;

/**
 * Check, count, solve and rate from the page, each answer compared with the library's own on the
 * same puzzle.
 */
class SolvePageTest extends PageTest {

    /** The judges' second sized puzzle, with 13 solutions (../shared/data/seeds/sized-two-puzzles.txt). */
    static final String THIRTEEN =
            "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85..";

    @Test
    void solveFillsTheGridWithTheSolutionApartFromTheGivens() {
        Grid puzzle = Sudoku.parse(EntryPageTest.PUZZLE);
        openPuzzle(EntryPageTest.PUZZLE, "3x3");
        click("solve");
        waitUntil(d -> values()[1] != 0 ? true : null);
        Grid shown = Grid.of(Shape.CLASSIC, values());
        assertThat(shown.isSolutionOf(puzzle)).isTrue();
        assertThat(shown).isEqualTo(Sudoku.solve(puzzle).orElseThrow());
        assertThat(classes(0)).contains("given");
        assertThat(classes(1)).contains("solved");
        assertThat(byId("answer").getText()).startsWith("Solved");
        screenshot("solved");
        // The solution is the user's to undo.
        click("undo");
        assertThat(values()[1]).isZero();
    }

    @Test
    void checkAndCountTellNoneUniqueAndMultipleWithTheCountUpToTheLimit() {
        openPuzzle(EntryPageTest.PUZZLE, "3x3");
        click("check");
        assertThat(waitForText("answer")).startsWith("Unique");

        Grid thirteen = Sudoku.parse(THIRTEEN);
        assertThat(Sudoku.count(thirteen, 100)).isEqualTo(13);
        openPuzzle(THIRTEEN, "3x3");
        String beforeMultiple = byId("answer").getText();
        click("check");
        assertThat(waitForNewText("answer", beforeMultiple)).startsWith("Multiple").contains("13");
        byId("count-limit").clear();
        byId("count-limit").sendKeys("5");
        String checked = byId("answer").getText();
        click("count");
        assertThat(waitForNewText("answer", checked)).isEqualTo("at least 5 solutions (stopped at the limit of 5).");
        byId("count-limit").clear();
        byId("count-limit").sendKeys("1000");
        click("count");
        waitUntil(d -> byId("answer").getText().startsWith("13") ? true : null);
        assertThat(byId("answer").getText()).isEqualTo("13 solutions.");

        // Two 5s in a column of givens cannot be completed: the page says so before asking.
        String none = "55" + ".".repeat(79);
        openPuzzle(none, "3x3");
        click("check");
        String said = waitUntil(d -> status().isEmpty() ? null : status());
        assertThat(said).contains("r1c1").contains("r1c2");
        // A puzzle with consistent givens and no solution: the server answers none.
        String noSolution = "12345678.........9" + ".".repeat(63);
        assertThat(Sudoku.check(Sudoku.parse(noSolution)).name()).isEqualTo("NONE");
        openPuzzle(noSolution, "3x3");
        String beforeNone = byId("answer").getText();
        click("check");
        assertThat(waitForNewText("answer", beforeNone)).startsWith("None");
    }

    @Test
    void rateGivesTheRatingGradeAndHardestTechniqueOfTheLibrary() {
        Rating rating = Rater.standard().rate(Sudoku.parse(ExplainPageTest.X_CHAIN));
        openPuzzle(ExplainPageTest.X_CHAIN, "3x3");
        click("rate");
        String answer = waitForText("answer");
        assertThat(answer).contains(String.format("%.1f", rating.value()))
                .contains(rating.grade().toString().toLowerCase())
                .contains(rating.hardest().name());
    }
}
