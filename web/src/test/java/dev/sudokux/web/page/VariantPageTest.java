package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * Variant puzzles on the page: pasted as Interactive Sudoku Solver strings, drawn from the data the
 * server's {@code parse} sends (a jigsaw's regions, a killer's cages with their sums), and solved by
 * the server from the variant JSON the page sends back; the solutions are the published ones (test
 * resource {@code variants-iss.jsonl}).
 */
class VariantPageTest extends PageTest {

    static JsonObject example(String name) {
        return fixtureLine("variants-iss.jsonl", "name", name);
    }

    private static void solveAndCompare(String solution) {
        click("solve");
        waitUntil(d -> byId("answer").getText().startsWith("Solved") ? true : null);
        int[] shown = values();
        StringBuilder sb = new StringBuilder();
        for (int v : shown) {
            sb.append(v);
        }
        assertThat(sb.toString()).isEqualTo(solution);
    }

    @Test
    void aJigsawIsDrawnWithItsRegionsAndSolved() {
        JsonObject jigsaw = example("Jigsaw");
        String input = jigsaw.get("input").getAsString();
        open("");
        EntryPageTest.paste(input, "");
        waitUntil(d -> value(0) == 3 ? true : null);
        assertThat(value(8)).isEqualTo(7);
        // The thick lines: the outline (3 lines and a close) and every side between two regions.
        String regions = input.replaceAll(".*Jigsaw~(\\d{81}).*", "$1");
        long between = 0;
        for (int c = 0; c < 81; c++) {
            if (c % 9 < 8 && regions.charAt(c) != regions.charAt(c + 1)) {
                between++;
            }
            if (c / 9 < 8 && regions.charAt(c) != regions.charAt(c + 9)) {
                between++;
            }
        }
        long segments = (Long) js("return (document.querySelector('#board .regions path').getAttribute('d')"
                + ".match(/[VH]/g) || []).length");
        assertThat(segments).isEqualTo(3 + between);
        solveAndCompare(jigsaw.get("solution").getAsString());
        screenshot("variant-jigsaw");
    }

    /** A digit typed twice in one killer cage is a conflict, as twice in a row is. */
    @Test
    void aDigitRepeatedInACageIsAConflict() {
        String input = example("Killer").get("input").getAsString();
        dev.sudokux.variant.VariantPuzzle puzzle = dev.sudokux.format.VariantReader.read(input).get(0).puzzle();
        int[] pair = null;
        for (dev.sudokux.variant.Constraint c : puzzle.constraints()) {
            int[] cells = c.cells();
            for (int i = 0; i < cells.length && pair == null; i++) {
                for (int j = i + 1; j < cells.length && pair == null; j++) {
                    if (!puzzle.board().seeEachOther(cells[i], cells[j])) {
                        pair = new int[] {cells[i], cells[j]};
                    }
                }
            }
        }
        assertThat(pair).as("a cage with two cells in no common row, column or box").isNotNull();
        open("");
        EntryPageTest.paste(input, "");
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .cages path.cage').length") > 0 ? true : null);
        for (int cell : pair) {
            cell(cell).click();
            new org.openqa.selenium.interactions.Actions(driver).sendKeys("5").perform();
        }
        int[] both = pair;
        waitUntil(d -> classes(both[0]).contains("conflict") ? true : null);
        assertThat(classes(pair[1])).contains("conflict");
        assertThat(cellsWith("conflict")).hasSize(2);
    }

    @Test
    void aKillerIsDrawnWithItsCagesAndSolved() {
        JsonObject killer = example("Killer");
        String input = killer.get("input").getAsString();
        open("");
        EntryPageTest.paste(input, "");
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .cages path.cage').length") > 0 ? true : null);
        long cages = (Long) js("return document.querySelectorAll('#board .cages path.cage').length");
        assertThat(cages).isEqualTo(input.split("\\.Cage~").length - 1);
        @SuppressWarnings("unchecked")
        java.util.List<String> sums = (java.util.List<String>) js(
                "return [...document.querySelectorAll('#board .cage-sum')].map(t => t.textContent)");
        assertThat(sums.stream().mapToInt(Integer::parseInt).sum()).isEqualTo(405);
        solveAndCompare(killer.get("solution").getAsString());
        screenshot("variant-killer");
    }
}
