package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.Sudoku;
import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchObserver;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.SudokuExactCover;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The exact cover view: a small Sudoku's matrix (options as rows, items as columns, grouped cell /
 * row / column / box) and its search replayed step by step, each step the one the engine's own
 * observer reports for the same problem here; and a problem pasted in Knuth's format.
 */
class ExactCoverPageTest extends PageTest {

    /** A 4x4 puzzle with one solution (sudokux generate --box 2x2 --seed 3). */
    static final String FOUR = ".4..1.......2.1.";

    /** One event of the engine's search, as the observer reported it. */
    record Event(String kind, int level, int item, int option) {
    }

    /** The engine's search of problem, every event in order. */
    static List<Event> engineTrace(ExactCoverProblem problem) {
        List<Event> events = new ArrayList<>();
        new DancingLinks(problem).withObserver(new SearchObserver() {
            @Override
            public void choose(int level, int item, int options) {
                events.add(new Event("choose", level, item, -1));
            }

            @Override
            public void tryOption(int level, int option) {
                events.add(new Event("try", level, -1, option));
            }

            @Override
            public void deadEnd(int level, int item) {
                events.add(new Event("deadEnd", level, item, -1));
            }

            @Override
            public void backtrack(int level) {
                events.add(new Event("backtrack", level, -1, -1));
            }

            @Override
            public void solution(int level) {
                events.add(new Event("solution", level, -1, -1));
            }
        }).search(SearchLimits.NONE, s -> true, false);
        return events;
    }

    @Test
    void aSmallSudokusMatrixAndTheEnginesSearchStepByStep() {
        Grid puzzle = Sudoku.parse(FOUR);
        SudokuExactCover cover = SudokuExactCover.of(puzzle);
        ExactCoverProblem problem = cover.namedProblem();
        List<Event> trace = engineTrace(problem);

        openPuzzle(FOUR, "2x2");
        tab("xc");
        click("xc-sudoku");
        waitUntil(d -> byId("xc-summary").getText().isEmpty() ? null : true);
        assertThat(byId("xc-summary").getText())
                .startsWith(problem.itemCount() + " items, " + problem.optionCount() + " options")
                .contains("1 solution in all")
                .contains("the trace has " + trace.size() + " steps");
        assertThat(driver.findElements(By.cssSelector("#xc-matrix rect.opt"))).hasSize(problem.optionCount());
        assertThat(driver.findElements(By.cssSelector("#xc-matrix rect.col"))).hasSize(problem.itemCount());
        assertThat(driver.findElements(By.cssSelector("#xc-matrix rect.one"))).hasSize(4 * problem.optionCount());
        List<String> groups = new ArrayList<>();
        for (var t : driver.findElements(By.cssSelector("#xc-matrix .group-label"))) {
            groups.add(t.getText());
        }
        assertThat(groups).containsExactly("cells", "rows", "columns", "boxes");

        // Step through: each event is the engine's, and the matrix shows what it did.
        List<Integer> chosen = new ArrayList<>();
        for (int k = 0; k < trace.size(); k++) {
            Event e = trace.get(k);
            click("xc-forward");
            String said = byId("xc-event").getText();
            switch (e.kind()) {
                case "choose" -> {
                    assertThat(said).startsWith("Level " + e.level() + ": choose item " + problem.itemName(e.item()));
                    assertThat(chosenColumnLabel()).isEqualTo(problem.itemName(e.item()));
                }
                case "try" -> {
                    while (chosen.size() > e.level()) {
                        chosen.remove(chosen.size() - 1);
                    }
                    chosen.add(e.option());
                    String name = puzzle.shape().cellName(cover.cell(e.option())) + "=" + cover.value(e.option());
                    assertThat(said).startsWith("Level " + e.level() + ": try option " + name);
                    assertThat(rows("tried")).containsExactly((long) e.option());
                    assertThat(rows("in-solution")).containsExactlyInAnyOrderElementsOf(
                            chosen.stream().map(Long::valueOf).toList());
                    assertThat(rows("hidden")).hasSize(hiddenRows(problem, chosen));
                    // The grid shows the options chosen so far as values in their cells.
                    assertThat(values()[cover.cell(e.option())]).isEqualTo(cover.value(e.option()));
                    if (k == 3) {
                        screenshot("exact-cover-4x4");
                    }
                }
                case "deadEnd" -> assertThat(said).contains("item " + problem.itemName(e.item())).contains("dead end");
                case "backtrack" -> {
                    assertThat(said).startsWith("Back at level " + e.level());
                    while (chosen.size() > e.level()) {
                        chosen.remove(chosen.size() - 1);
                    }
                }
                default -> {
                    assertThat(said).contains("a solution");
                    assertThat(values()).isEqualTo(Sudoku.solve(puzzle).orElseThrow().toArray());
                }
            }
        }
        assertThat(byId("xc-at").getText()).isEqualTo("step " + trace.size() + " of " + trace.size());
        click("xc-first");
        assertThat(rows("in-solution")).isEmpty();
        // Leaving the tab gives the grid back.
        tab("puzzle");
        assertThat(values()).isEqualTo(puzzle.toArray());
    }

    @Test
    void aProblemInKnuthsFormatIsDrawnAndSolved() {
        open("");
        tab("xc");
        byId("xc-text").sendKeys(String.join("\n", "| Knuth's 6x7 example", "a b c d e f g", "c e f", "a d g",
                "b c f", "a d", "b g", "d e g"));
        click("xc-load");
        waitUntil(d -> byId("xc-summary").getText().isEmpty() ? null : true);
        assertThat(byId("xc-summary").getText()).startsWith("7 items, 6 options").contains("1 solution in all");
        assertThat(driver.findElements(By.cssSelector("#xc-matrix rect.one"))).hasSize(16);
        String last = "";
        for (int k = 0; k < 40 && !last.contains("a solution"); k++) {
            click("xc-forward");
            last = byId("xc-event").getText();
        }
        assertThat(last).contains("a solution").contains("c e f").contains("a d").contains("b g");
        screenshot("exact-cover-knuth");
        // A bad problem says where.
        byId("xc-text").clear();
        byId("xc-text").sendKeys("a b\na z");
        click("xc-load");
        String said = waitUntil(d -> byId("status").getAttribute("class").contains("error") ? status() : null);
        assertThat(said).contains("line 2");
    }

    /** The label of the column marked as the item chosen. */
    private static String chosenColumnLabel() {
        return (String) js("const cols = [...document.querySelectorAll('#xc-matrix rect.col')];"
                + "const k = cols.findIndex(c => c.classList.contains('chosen'));"
                + "return k < 0 ? '' : document.querySelectorAll('#xc-matrix .item-label')[k].textContent");
    }

    /** The rows (options) with class name. */
    @SuppressWarnings("unchecked")
    private static List<Long> rows(String name) {
        return (List<Long>) js("return [...document.querySelectorAll('#xc-matrix rect.opt')]"
                + ".map((r, k) => r.classList.contains(arguments[0]) ? k : -1).filter(k => k >= 0)", name);
    }

    /** The options that meet an item covered by the chosen options (the chosen themselves aside). */
    private static int hiddenRows(ExactCoverProblem problem, List<Integer> chosen) {
        BitSet covered = new BitSet();
        for (int o : chosen) {
            for (int item : problem.optionItems(o)) {
                covered.set(item);
            }
        }
        int hidden = 0;
        for (int o = 0; o < problem.optionCount(); o++) {
            if (chosen.contains(o)) {
                continue;
            }
            for (int item : problem.optionItems(o)) {
                if (covered.get(item)) {
                    hidden++;
                    break;
                }
            }
        }
        return hidden;
    }
}
