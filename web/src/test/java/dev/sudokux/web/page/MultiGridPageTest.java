package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.format.VariantReader;
import dev.sudokux.logic.Placement;
import dev.sudokux.solve.Budget;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.House;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantExplainer;
import dev.sudokux.variant.VariantPuzzle;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Multi-grid boards on the page: a samurai and a twodoku pasted as their whole text grid with the
 * layout chosen, drawn with their cells and holes where the text puts them and thick lines round each
 * grid's boxes (checked against core's {@link Board} of the layout), entered with the keyboard and
 * the mouse (arrows cross the holes to the next grid), their conflicts over every grid's houses,
 * solved through the API (the published solutions of test resource {@code multigrid.jsonl}), kept in
 * the page's address, and a hint lighting the house its step names.
 */
class MultiGridPageTest extends PageTest {

    /** The board named {@code title} in {@code multigrid.jsonl}: {title, layout, input, solution}. */
    static JsonObject multiGrid(String title) {
        return fixtureLine("multigrid.jsonl", "title", title);
    }

    private static final JsonObject SAMURAI = multiGrid("samurai easy1");
    private static final JsonObject TWODOKU = multiGrid("twodoku from samurai easy2");

    /** Pastes a layout's text grid with the layout chosen, and waits until the board has cells cells. */
    private static void pasteLayout(JsonObject board, int cells) {
        open("");
        tab("puzzle");
        js("document.getElementById('paste').value = arguments[0];"
                + "document.getElementById('paste-layout').value = arguments[1]",
                board.get("input").getAsString(), board.get("layout").getAsString());
        click("paste-load");
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .cell').length") == cells ? true : null);
    }

    /** Per position of the frame, row by row: whether the board drew a hole there. */
    @SuppressWarnings("unchecked")
    private static List<Boolean> holesDrawn() {
        return (List<Boolean>) js("return [...document.querySelectorAll('#board .row > *')].map(e => e.classList.contains('hole'))");
    }

    /** The unit segments of an SVG path of the board's overlay ("M9 0V1" and the like), as "x1 y1 x2 y2". */
    private static Set<String> segments(String layer) {
        String d = (String) js("return document.querySelector('#board .' + arguments[0] + ' path').getAttribute('d')", layer);
        Set<String> out = new HashSet<>();
        Matcher m = Pattern.compile("M(\\d+) (\\d+)([VH])(\\d+)").matcher(d);
        while (m.find()) {
            int x = Integer.parseInt(m.group(1));
            int y = Integer.parseInt(m.group(2));
            int to = Integer.parseInt(m.group(4));
            for (int k = Math.min(m.group(3).equals("V") ? y : x, to); k < Math.max(m.group(3).equals("V") ? y : x, to); k++) {
                out.add(m.group(3).equals("V") ? x + " " + k + " " + x + " " + (k + 1) : k + " " + y + " " + (k + 1) + " " + y);
            }
        }
        return out;
    }

    /**
     * The unit segments a board's lines should have: thick where a cell meets a hole or the frame's
     * edge and between two boxes, thin between two cells of one box.
     */
    private static Set<String> expectedSegments(Board board, boolean thick) {
        int rows = board.rows();
        int columns = board.columns();
        int[] box = new int[board.size()];
        java.util.Arrays.fill(box, -1);
        int b = 0;
        for (House h : board.houses()) {
            if (h.kind() == House.Kind.BOX) {
                for (int cell : h.cells()) {
                    box[cell] = b;
                }
                b++;
            }
        }
        Set<String> out = new HashSet<>();
        for (int r = -1; r < rows; r++) {
            for (int c = -1; c < columns; c++) {
                boolean here = r >= 0 && c >= 0 && board.isCell(r * columns + c);
                // The edge to the right of (r, c), and the edge below it.
                if (r >= 0) {
                    boolean right = c + 1 < columns && board.isCell(r * columns + c + 1);
                    if (here || right) {
                        boolean line = !(here && right) || box[r * columns + c] != box[r * columns + c + 1];
                        if (line == thick) {
                            out.add((c + 1) + " " + r + " " + (c + 1) + " " + (r + 1));
                        }
                    }
                }
                if (c >= 0) {
                    boolean below = r + 1 < rows && board.isCell((r + 1) * columns + c);
                    if (here || below) {
                        boolean line = !(here && below) || box[r * columns + c] != box[(r + 1) * columns + c];
                        if (line == thick) {
                            out.add(c + " " + (r + 1) + " " + (c + 1) + " " + (r + 1));
                        }
                    }
                }
            }
        }
        return out;
    }

    private static String solutionShown() {
        StringBuilder sb = new StringBuilder();
        for (int v : values()) {
            sb.append(v);
        }
        return sb.toString();
    }

    private static void solveAndCompare(String solution) {
        String before = byId("answer").getText();
        click("solve");
        assertThat(waitForNewText("answer", before)).startsWith("Solved");
        assertThat(solutionShown()).isEqualTo(solution);
    }

    private static void drawnAsTheLayout(JsonObject fixture, Board board) {
        String[] rows = fixture.get("input").getAsString().split("\n");
        List<Boolean> holes = holesDrawn();
        assertThat(holes).hasSize(board.size());
        for (int p = 0; p < board.size(); p++) {
            char ch = rows[1 + p / board.columns()].charAt(p % board.columns());
            assertThat(holes.get(p)).as("position %d", p).isEqualTo(!board.isCell(p));
            if (board.isCell(p)) {
                assertThat(value(p)).as("%s", board.cellName(p)).isEqualTo(ch == '.' ? 0 : ch - '0');
                assertThat(classes(p)).as("%s", board.cellName(p)).contains(ch >= '1' && ch <= '9' ? "given" : "cell");
            }
        }
        assertThat(segments("regions")).isEqualTo(expectedSegments(board, true));
        assertThat(segments("thin")).isEqualTo(expectedSegments(board, false));
        assertThat(status()).contains("Loaded a " + board.rows() + "x" + board.columns() + " (several grids) puzzle");
    }

    @Test
    void aSamuraiIsDrawnEnteredCheckedAndSolved() {
        Board board = Board.layout(Layout.SAMURAI, Shape.CLASSIC);
        pasteLayout(SAMURAI, 369);
        drawnAsTheLayout(SAMURAI, board);
        assertThat((Long) js("return document.querySelectorAll('#board .hole[aria-hidden=true]').length")).isEqualTo(72L);

        // The keyboard crosses the holes: right from r1c9 (grid 1) comes r1c13 (grid 2); down from
        // r9c1 comes r13c1 (grid 4).
        cell(8).click();
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        assertThat(js("return document.activeElement.id")).isEqualTo("cell-12");
        cell(8 * 21).click();
        new Actions(driver).sendKeys(Keys.ARROW_DOWN).perform();
        assertThat(js("return document.activeElement.id")).isEqualTo("cell-" + 12 * 21);

        // A digit in the shared box r7-9c7-9 breaks the middle grid's row too, beyond grid 1.
        VariantPuzzle puzzle = VariantReader.read(SAMURAI.get("input").getAsString(), Layout.SAMURAI).get(0).puzzle();
        int entered = -1;
        int clash = -1;
        for (int p = 6 * 21 + 6; p <= 8 * 21 + 8 && entered < 0; p++) {
            if (p % 21 < 6 || p % 21 > 8 || puzzle.given(p) != 0) {
                continue;
            }
            for (int c = 9; c < 15 && entered < 0; c++) {
                int other = p / 21 * 21 + c;
                if (puzzle.given(other) != 0) {
                    entered = p;
                    clash = other;
                }
            }
        }
        assertThat(entered).as("a blank of the shared box with a given of the middle grid in its row").isNotNegative();
        cell(entered).click();
        new Actions(driver).sendKeys(String.valueOf(puzzle.given(clash))).perform();
        int a = entered;
        waitUntil(d -> classes(a).contains("conflict") ? true : null);
        assertThat(classes(clash)).contains("conflict");
        new Actions(driver).sendKeys(Keys.DELETE).perform();
        waitUntil(d -> cellsWith("conflict").isEmpty() ? true : null);

        // Pencil marks: Shift+digit toggles one.
        new Actions(driver).keyDown(Keys.SHIFT).sendKeys("4").keyUp(Keys.SHIFT).perform();
        waitUntil(d -> marks(a).contains(4L) ? true : null);
        new Actions(driver).keyDown(Keys.SHIFT).sendKeys("4").keyUp(Keys.SHIFT).perform();
        waitUntil(d -> marks(a).isEmpty() ? true : null);

        // A right entry with the mouse (the pad's digit), then the whole solution from the server.
        String solution = SAMURAI.get("solution").getAsString();
        int index = 0;
        for (int p = 0; p < entered; p++) {
            index += board.isCell(p) ? 1 : 0;
        }
        int right = solution.charAt(index) - '0';
        driver.findElement(org.openqa.selenium.By.cssSelector("#digits button[data-digit='" + right + "']")).click();
        waitUntil(d -> value(a) == right ? true : null);
        assertThat(classes(entered)).contains("entry").doesNotContain("conflict");
        solveAndCompare(solution);
        screenshot("multigrid-samurai");

        // The address keeps the board and the position, its houses and holes once (in the variant).
        String url = driver.getCurrentUrl();
        JsonObject kept = addressLayout(url);
        assertThat(kept.has("houses") || kept.has("holes")).as("houses or holes beside the variant").isFalse();
        assertThat(kept.getAsJsonObject("variant").getAsJsonArray("houses")).hasSize(board.houses().size());
        open(url.substring(url.indexOf('#') + 1));
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .cell').length") == 369 ? true : null);
        assertThat(holesDrawn()).containsExactlyElementsOf(drawnHolesOf(board));
        assertThat(solutionShown()).isEqualTo(solution);
        assertThat(classes(entered)).contains("entry");
    }

    /** The layout an address keeps (its v parameter). */
    private static JsonObject addressLayout(String url) {
        for (String param : url.substring(url.indexOf('#') + 1).split("&")) {
            if (param.startsWith("v=")) {
                return JsonParser.parseString(URLDecoder.decode(param.substring(2), StandardCharsets.UTF_8))
                        .getAsJsonObject();
            }
        }
        throw new AssertionError("no layout in " + url);
    }

    private static List<Boolean> drawnHolesOf(Board board) {
        List<Boolean> out = new ArrayList<>();
        for (int p = 0; p < board.size(); p++) {
            out.add(!board.isCell(p));
        }
        return out;
    }

    /**
     * A hint lights the house its step names (one of the grids' rows, columns or boxes): the digits of
     * steps that name a single cell are entered first, as a solver would, until the next step names a house.
     */
    @Test
    void aHintOnASamuraiLightsTheHouseOfItsStep() {
        VariantPuzzle puzzle = VariantReader.read(SAMURAI.get("input").getAsString(), Layout.SAMURAI).get(0).puzzle();
        Board board = puzzle.board();
        pasteLayout(SAMURAI, 369);
        int[] grid = puzzle.givens();
        VariantExplainer explainer = new VariantExplainer();
        Optional<House> house = Optional.empty();
        VariantExplainer.Step next = null;
        for (int k = 0; k < 20 && house.isEmpty(); k++) {
            next = explainer.nextStep(puzzle.withGivens(grid), Budget.UNLIMITED).orElseThrow();
            String focus = next.focus();
            house = board.houses().stream().filter(h -> h.name().equals(focus)).findFirst();
            if (house.isEmpty()) {
                assertThat(next.placements()).as("a step naming no house places a digit: %s", focus).isNotEmpty();
                for (Placement pl : next.placements()) {
                    cell(pl.cell()).click();
                    new Actions(driver).sendKeys(String.valueOf(pl.value())).perform();
                    grid[pl.cell()] = pl.value();
                }
            }
        }
        assertThat(house).as("a step naming a house within 20 steps").isPresent();
        tab("hint");
        click("hint-1");
        assertThat(waitForText("hint-text")).isEqualTo(VariantExplainer.hint(next, 1));
        TreeSet<Long> cells = new TreeSet<>();
        for (int c : house.get().cells()) {
            cells.add((long) c);
        }
        assertThat(cellsWith("unit")).as("the house %s", next.focus()).containsExactlyElementsOf(cells);
        String before = byId("hint-text").getText();
        click("hint-3");
        assertThat(waitForNewText("hint-text", before)).isEqualTo(VariantExplainer.hint(next, 3));
        assertThat(cellsWith("unit")).containsExactlyElementsOf(cells);
        screenshot("multigrid-samurai-hint");
    }

    @Test
    void aTwodokuIsDrawnWithItsSharedBoxAndSolved() {
        Board board = Board.layout(Layout.TWODOKU, Shape.CLASSIC);
        pasteLayout(TWODOKU, 153);
        drawnAsTheLayout(TWODOKU, board);
        // Explained by the server: the library's steps listed, and the first that names a house lights it.
        VariantPuzzle puzzle = VariantReader.read(TWODOKU.get("input").getAsString(), Layout.TWODOKU).get(0).puzzle();
        List<VariantExplainer.Step> steps = new VariantExplainer().explain(puzzle, Integer.MAX_VALUE).steps();
        List<String> heads = explainAndReadHeads(steps.size());
        boolean houseLit = false;
        for (int k = 0; k < steps.size() && !houseLit; k++) {
            assertThat(heads.get(k)).startsWith(steps.get(k).technique());
            if (k > 0) {
                click("step-next");
            }
            String focus = steps.get(k).focus();
            Optional<House> house = board.houses().stream().filter(h -> h.name().equals(focus)).findFirst();
            if (house.isPresent()) {
                TreeSet<Long> cells = new TreeSet<>();
                for (int c : house.get().cells()) {
                    cells.add((long) c);
                }
                assertThat(cellsWith("unit")).as("step %d's house %s", k + 1, focus).containsExactlyElementsOf(cells);
                houseLit = true;
            }
        }
        assertThat(houseLit).as("a step naming a house").isTrue();
        click("step-close");
        tab("puzzle");
        solveAndCompare(TWODOKU.get("solution").getAsString());
    }

    /** A blank windmill to type givens in: its holes where core's Board has them, typing enters givens from its first cell. */
    @Test
    void aBlankWindmillTakesGivens() {
        Board board = Board.layout(Layout.WINDMILL, Shape.CLASSIC);
        open("");
        tab("puzzle");
        new org.openqa.selenium.support.ui.Select(byId("new-box")).selectByValue("windmill");
        click("new-blank");
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .cell').length") == board.cellCount() ? true : null);
        assertThat(holesDrawn()).containsExactlyElementsOf(drawnHolesOf(board));
        int first = 0;
        while (!board.isCell(first)) {
            first++;
        }
        assertThat(js("return document.activeElement.id")).isEqualTo("cell-" + first);
        new Actions(driver).sendKeys("5").perform();
        int cell = first;
        waitUntil(d -> value(cell) == 5 ? true : null);
        assertThat(classes(first)).contains("given");
    }
}
