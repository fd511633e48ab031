package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sudokux.format.VariantReader;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.VariantPuzzle;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Every kind of constraint the page accepts is drawn, the way f-puzzles and SudokuPad draw it: dots
 * on the edge between two cells, X and V, greater-than signs, clues outside the grid (little killers
 * with an arrow along their diagonal, sandwiches, skyscrapers, x-sums, numbered rooms), marks in cells
 * (even, odd, maximum, minimum, indexers, limited digits), quadruples on corners, clones, and the
 * lines' own marks. Each test pastes a puzzle, reads the drawn SVG (one group a constraint, with its
 * index in the puzzle) and checks it against the library's reading of the same text: one drawn group
 * per constraint of the kind, at the place the constraint's cells say. The puzzles are from sigh's
 * Interactive Sudoku Solver (test resource {@code variants-iss.jsonl}), or written here in f-puzzles
 * JSON for the kinds only f-puzzles has.
 */
class VariantDrawingPageTest extends PageTest {

    /** One constraint as drawn: its index, classes, and the shapes of its group in board units. */
    record Drawn(int constraint, Set<String> classes, List<double[]> circles, List<double[]> rects,
            List<Text> texts, List<String> paths) {
    }

    /** A text drawn at (x, y). */
    record Text(double x, double y, String text) {
    }

    /** Pastes {@code input}, waits for its constraints to be drawn, and reads every drawn group. */
    private static List<Drawn> pasteAndRead(String input) {
        open("");
        EntryPageTest.paste(input, "");
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .overlay [data-constraint]').length") > 0
                ? true : null);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> raw = (List<Map<String, Object>>) js(
                "const num = (e, a) => Number(e.getAttribute(a));"
                        + "return [...document.querySelectorAll('#board .overlay [data-constraint]')].map(g => ({"
                        + "  constraint: Number(g.dataset.constraint), classes: [...g.classList],"
                        + "  circles: [...g.querySelectorAll('circle')].map(c => [num(c, 'cx'), num(c, 'cy'), num(c, 'r')]),"
                        + "  rects: [...g.querySelectorAll('rect')].map(r => [num(r, 'x') + num(r, 'width') / 2,"
                        + "    num(r, 'y') + num(r, 'height') / 2]),"
                        + "  texts: [...g.querySelectorAll('text')].map(t => [num(t, 'x'), num(t, 'y'), t.textContent]),"
                        + "  paths: [...g.querySelectorAll('path')].map(p => p.getAttribute('d') + '|' + (p.getAttribute('class') || ''))}))");
        List<Drawn> drawn = new ArrayList<>();
        for (Map<String, Object> m : raw) {
            drawn.add(new Drawn(((Number) m.get("constraint")).intValue(), new HashSet<>(strings(m.get("classes"))),
                    points(m.get("circles")), points(m.get("rects")), texts(m.get("texts")), strings(m.get("paths"))));
        }
        return drawn;
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object o) {
        return (List<String>) o;
    }

    @SuppressWarnings("unchecked")
    private static List<double[]> points(Object o) {
        List<double[]> out = new ArrayList<>();
        for (List<Number> p : (List<List<Number>>) o) {
            out.add(p.stream().mapToDouble(Number::doubleValue).toArray());
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static List<Text> texts(Object o) {
        List<Text> out = new ArrayList<>();
        for (List<Object> t : (List<List<Object>>) o) {
            out.add(new Text(((Number) t.get(0)).doubleValue(), ((Number) t.get(1)).doubleValue(), (String) t.get(2)));
        }
        return out;
    }

    /** An example puzzle of {@code variants-iss.jsonl} as the library reads it and the page draws it. */
    record Pasted(String input, VariantPuzzle puzzle, List<Drawn> drawn) {
    }

    private static Pasted paste(String example) {
        String input = VariantPageTest.example(example).get("input").getAsString();
        return new Pasted(input, library(input), pasteAndRead(input));
    }

    private static VariantPuzzle library(String input) {
        return VariantReader.read(input).get(0).puzzle();
    }

    /** The drawn group of constraint {@code i}, which must have class {@code cls}. */
    private static Drawn drawnOf(List<Drawn> drawn, int i, String cls) {
        List<Drawn> of = drawn.stream().filter(d -> d.constraint() == i).toList();
        assertThat(of).as("groups drawn for constraint %d", i).hasSize(1);
        assertThat(of.get(0).classes()).as("classes of constraint %d", i).contains(cls);
        return of.get(0);
    }

    /** The indices of the constraints of {@code puzzle} that {@code kind} accepts. */
    private static List<Integer> indices(VariantPuzzle puzzle, Predicate<Constraint> kind) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < puzzle.constraints().size(); i++) {
            if (kind.test(puzzle.constraints().get(i))) {
                out.add(i);
            }
        }
        return out;
    }

    private static long count(List<Drawn> drawn, String cls) {
        return drawn.stream().filter(d -> d.classes().contains(cls)).count();
    }

    private static double[] centre(VariantPuzzle puzzle, int cell) {
        int n = puzzle.board().columns();
        return new double[] {cell % n + 0.5, cell / n + 0.5};
    }

    private static double[] middle(VariantPuzzle puzzle, int a, int b) {
        double[] p = centre(puzzle, a);
        double[] q = centre(puzzle, b);
        return new double[] {(p[0] + q[0]) / 2, (p[1] + q[1]) / 2};
    }

    /** Every clue outside the grid lies on the screen: the board leaves room for them. */
    private static void cluesOnScreen() {
        @SuppressWarnings("unchecked")
        List<Boolean> inside = (List<Boolean>) js("return [...document.querySelectorAll('#board .clues text')]"
                + ".map(t => { const r = t.getBoundingClientRect();"
                + "  return r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.width > 0; })");
        assertThat(inside).isNotEmpty().doesNotContain(false);
    }

    @Test
    void kropkiDotsAndXvSitOnTheEdgeBetweenTheirCells() {
        Pasted pasted = paste("XV Kropki Sudoku");
        VariantPuzzle puzzle = pasted.puzzle();
        List<Drawn> drawn = pasted.drawn();
        List<Integer> dots = indices(puzzle, c -> c instanceof Constraint.Dot);
        assertThat(dots).hasSize(pasted.input().split("\\.(X|V|WhiteDot|BlackDot)~").length - 1);
        for (int i : dots) {
            Constraint.Dot dot = (Constraint.Dot) puzzle.constraints().get(i);
            double[] m = middle(puzzle, dot.a(), dot.b());
            switch (dot.type()) {
                case DIFFERENCE, RATIO -> {
                    Drawn d = drawnOf(drawn, i, dot.type() == Constraint.DotKind.DIFFERENCE ? "difference" : "ratio");
                    assertThat(d.circles()).hasSize(1);
                    assertThat(d.circles().get(0)[0]).isCloseTo(m[0], within(1e-9));
                    assertThat(d.circles().get(0)[1]).isCloseTo(m[1], within(1e-9));
                    assertThat(d.texts()).as("the usual 1 and 2 are not written").isEmpty();
                }
                case SUM -> {
                    Drawn d = drawnOf(drawn, i, "sum");
                    assertThat(d.texts()).hasSize(1);
                    assertThat(d.texts().get(0).text()).isEqualTo(dot.value() == 10 ? "X" : "V");
                    assertThat(d.texts().get(0).x()).isCloseTo(m[0], within(1e-9));
                    assertThat(d.texts().get(0).y()).isCloseTo(m[1], within(1e-9));
                }
                default -> throw new AssertionError(dot);
            }
        }
        assertThat(count(drawn, "dot")).isEqualTo(dots.size());
        // The colours: white dots are paper, black dots ink.
        assertThat(js("return getComputedStyle(document.querySelector('#board .dot.difference circle')).fill"))
                .isNotEqualTo(js("return getComputedStyle(document.querySelector('#board .dot.ratio circle')).fill"));
        screenshot("variant-kropki-xv");
    }

    @Test
    void greaterThanSignsPointAtTheSmallerDigit() {
        Pasted pasted = paste("Fortress");
        VariantPuzzle puzzle = pasted.puzzle();
        List<Drawn> drawn = pasted.drawn();
        List<Integer> signs = indices(puzzle, c -> c instanceof Constraint.GreaterThan);
        assertThat(signs).isNotEmpty();
        for (int i : signs) {
            Constraint.GreaterThan g = (Constraint.GreaterThan) puzzle.constraints().get(i);
            Drawn d = drawnOf(drawn, i, "greater");
            assertThat(d.paths()).hasSize(1);
            double[] tip = pathPoints(d.paths().get(0)).get(1);
            double[] big = centre(puzzle, g.greater());
            double[] small = centre(puzzle, g.lesser());
            assertThat(Math.hypot(tip[0] - small[0], tip[1] - small[1]))
                    .as("the sign's point is toward the lesser cell")
                    .isLessThan(Math.hypot(tip[0] - big[0], tip[1] - big[1]) - 0.1);
        }
        assertThat(count(drawn, "greater")).isEqualTo(signs.size());
    }

    @Test
    void littleKillersStandOutsideWithAnArrowAlongTheirDiagonal() {
        Pasted pasted = paste("Little killer 2");
        VariantPuzzle puzzle = pasted.puzzle();
        List<Drawn> drawn = pasted.drawn();
        List<Integer> clues = indices(puzzle, c -> c instanceof Constraint.LittleKiller);
        assertThat(clues).hasSize(pasted.input().split("\\.LittleKiller~").length - 1);
        int n = puzzle.board().columns();
        for (int i : clues) {
            Constraint.LittleKiller k = (Constraint.LittleKiller) puzzle.constraints().get(i);
            Drawn d = drawnOf(drawn, i, "little-killer");
            assertThat(d.texts()).hasSize(1);
            Text t = d.texts().get(0);
            assertThat(t.text()).isEqualTo(String.valueOf(k.sum()));
            int row = (int) Math.floor(t.y());
            int column = (int) Math.floor(t.x());
            assertThat(row < 0 || row >= n || column < 0 || column >= n).as("clue %d outside the grid", i).isTrue();
            // The arrow's shaft: a diagonal step; from the clue's place along it, the cells of the clue.
            List<double[]> shaft = pathPoints(d.paths().get(0));
            int dc = (int) Math.signum(shaft.get(1)[0] - shaft.get(0)[0]);
            int dr = (int) Math.signum(shaft.get(1)[1] - shaft.get(0)[1]);
            assertThat(Math.abs(dc) + Math.abs(dr)).as("a diagonal arrow").isEqualTo(2);
            List<Integer> walked = new ArrayList<>();
            for (int r = row + dr, c = column + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
                walked.add(r * n + c);
            }
            assertThat(walked).as("the diagonal of clue %d", i)
                    .containsExactlyElementsOf(java.util.Arrays.stream(k.cells()).boxed().toList());
        }
        cluesOnScreen();
        screenshot("variant-little-killer");
        // The print view draws the same constraints, the clues inside the printed picture.
        tab("share");
        driver.findElement(org.openqa.selenium.By.cssSelector("input[name=print-count][value='1']")).click();
        if (byId("print-fill").isSelected()) {
            click("print-fill");
        }
        click("print-view");
        waitUntil(d -> byId("print-sheet").isDisplayed() ? true : null);
        @SuppressWarnings("unchecked")
        List<Long> printed = (List<Long>) js("return [...document.querySelectorAll('#print-pages .print-grid"
                + " [data-constraint]')].map(g => Number(g.dataset.constraint))");
        assertThat(printed).containsExactlyInAnyOrderElementsOf(drawn.stream().map(d -> (long) d.constraint()).toList());
        assertThat(js("const s = document.querySelector('#print-pages .print-grid'); const b = s.viewBox.baseVal;"
                + "return [...s.querySelectorAll('.clues text')].every(t => { const r = t.getBBox();"
                + "  return r.x >= b.x && r.y >= b.y && r.x + r.width <= b.x + b.width && r.y + r.height <= b.y + b.height; })"))
                .as("every clue inside the printed picture").isEqualTo(true);
        screenshot("variant-little-killer-print");
        click("print-close");
    }

    @Test
    void sandwichSumsStandOutsideTheirRowOrColumn() {
        Pasted pasted = paste("Between 1 and 9 Sudoku");
        VariantPuzzle puzzle = pasted.puzzle();
        List<Drawn> drawn = pasted.drawn();
        List<Integer> clues = indices(puzzle, c -> c instanceof Constraint.Sandwich);
        assertThat(clues).hasSize(18);
        int n = puzzle.board().columns();
        for (int i : clues) {
            Constraint.Sandwich s = (Constraint.Sandwich) puzzle.constraints().get(i);
            Text t = drawnOf(drawn, i, "sandwich").texts().get(0);
            assertThat(t.text()).isEqualTo(String.valueOf(s.sum()));
            boolean row = s.cells()[0] / n == s.cells()[1] / n;
            if (row) {
                assertThat(t.x()).as("a row's sum on its left").isBetween(-1.0, 0.0);
                assertThat((int) Math.floor(t.y())).isEqualTo(s.cells()[0] / n);
            } else {
                assertThat(t.y()).as("a column's sum above it").isBetween(-1.0, 0.0);
                assertThat((int) Math.floor(t.x())).isEqualTo(s.cells()[0] % n);
            }
        }
        cluesOnScreen();
        screenshot("variant-sandwich");
    }

    @Test
    void skyscrapersXSumsAndNumberedRoomsLookIntoTheGridFromTheirClue() {
        for (String name : List.of("Skyscraper", "X-Sum little killer", "N is for Numbered Rooms")) {
            Pasted pasted = paste(name);
            VariantPuzzle puzzle = pasted.puzzle();
            List<Drawn> drawn = pasted.drawn();
            int n = puzzle.board().columns();
            List<Integer> clues = indices(puzzle, c -> c instanceof Constraint.Skyscraper
                    || c instanceof Constraint.XSum || c instanceof Constraint.NumberedRoom);
            assertThat(clues).as(name).isNotEmpty();
            for (int i : clues) {
                Constraint c = puzzle.constraints().get(i);
                String kind = c instanceof Constraint.Skyscraper ? "skyscraper" : c instanceof Constraint.XSum ? "x-sum"
                        : "numbered-room";
                Text t = drawnOf(drawn, i, kind).texts().get(0);
                String value = c instanceof Constraint.Skyscraper s ? String.valueOf(s.count())
                        : c instanceof Constraint.XSum x ? String.valueOf(x.sum())
                        : String.valueOf(((Constraint.NumberedRoom) c).clue());
                assertThat(t.text()).isEqualTo(value);
                int row = (int) Math.floor(t.y());
                int column = (int) Math.floor(t.x());
                int first = c.cells()[0];
                int second = c.cells()[1];
                int dr = second / n - first / n;
                int dc = second % n - first % n;
                assertThat((row + dr) * n + column + dc).as("%s: the clue's first cell", c.describe(puzzle.board()))
                        .isEqualTo(first);
                assertThat(row < 0 || row >= n || column < 0 || column >= n).isTrue();
            }
            cluesOnScreen();
        }
    }

    @Test
    void quadruplesSitOnTheCornerOfTheirFourCells() {
        Pasted pasted = paste("Quadruple X");
        VariantPuzzle puzzle = pasted.puzzle();
        List<Drawn> drawn = pasted.drawn();
        List<Integer> quads = indices(puzzle, c -> c instanceof Constraint.Quadruple);
        assertThat(quads).hasSize(12);
        int n = puzzle.board().columns();
        for (int i : quads) {
            Constraint.Quadruple q = (Constraint.Quadruple) puzzle.constraints().get(i);
            Drawn d = drawnOf(drawn, i, "quadruple");
            int top = java.util.Arrays.stream(q.cells()).map(c -> c / n).min().getAsInt();
            int left = java.util.Arrays.stream(q.cells()).map(c -> c % n).min().getAsInt();
            assertThat(d.circles().get(0)[0]).isEqualTo(left + 1.0);
            assertThat(d.circles().get(0)[1]).isEqualTo(top + 1.0);
            StringBuilder digits = new StringBuilder();
            for (Text t : d.texts()) {
                digits.append(t.text().replace(" ", ""));
            }
            StringBuilder expected = new StringBuilder();
            for (int v : q.digits()) {
                expected.append(v);
            }
            assertThat(digits.toString()).isEqualTo(expected.toString());
        }
        screenshot("variant-quadruple");
    }

    /**
     * An f-puzzles puzzle written for this test (no givens; only drawn): odd and even cells, a
     * maximum and a minimum, a clone, a German whispers line and a between line.
     */
    static final String F_PUZZLES_MARKS = "{\"size\":9,\"grid\":[" + "[{},{},{},{},{},{},{},{},{}],".repeat(8)
            + "[{},{},{},{},{},{},{},{},{}]],"
            + "\"odd\":[{\"cell\":\"R1C1\"},{\"cell\":\"R3C5\"}],\"even\":[{\"cell\":\"R2C2\"}],"
            + "\"maximum\":[{\"cell\":\"R5C5\"}],\"minimum\":[{\"cell\":\"R9C1\"}],"
            + "\"clone\":[{\"cells\":[\"R1C8\",\"R1C9\"],\"cloneCells\":[\"R8C8\",\"R8C9\"]}],"
            + "\"whispers\":[{\"lines\":[[\"R4C1\",\"R4C2\",\"R5C3\"]]}],"
            + "\"betweenline\":[{\"lines\":[[\"R7C4\",\"R7C5\",\"R7C6\",\"R8C7\"]]}]}";

    @Test
    void cellMarksClonesAndLineEndsAreDrawnInTheirCells() {
        VariantPuzzle puzzle = library(F_PUZZLES_MARKS);
        List<Drawn> drawn = pasteAndRead(F_PUZZLES_MARKS);
        for (int i = 0; i < puzzle.constraints().size(); i++) {
            Constraint c = puzzle.constraints().get(i);
            if (c instanceof Constraint.Parity p) {
                Drawn d = drawnOf(drawn, i, p.even() ? "even" : "odd");
                double[] at = p.even() ? d.rects().get(0) : d.circles().get(0);
                assertThat(at[0]).isCloseTo(centre(puzzle, p.cell())[0], within(1e-9));
                assertThat(at[1]).isCloseTo(centre(puzzle, p.cell())[1], within(1e-9));
            } else if (c instanceof Constraint.Extremum e) {
                Drawn d = drawnOf(drawn, i, e.maximum() ? "maximum" : "minimum");
                assertThat(d.rects().get(0)).containsExactly(centre(puzzle, e.cell()));
                assertThat(d.paths()).hasSize(1); // the four chevrons
            } else if (c instanceof Constraint.Clone k) {
                Drawn d = drawnOf(drawn, i, "clone");
                List<String> shaded = d.rects().stream().map(r -> (int) Math.floor(r[1]) * 9 + (int) Math.floor(r[0]))
                        .map(String::valueOf).toList();
                assertThat(shaded).containsExactlyInAnyOrder(java.util.stream.IntStream.of(c.cells())
                        .mapToObj(String::valueOf).toArray(String[]::new));
            } else if (c instanceof Constraint.Whispers) {
                assertThat(drawnOf(drawn, i, "whispers").paths()).hasSize(1);
            } else if (c instanceof Constraint.Between b) {
                Drawn d = drawnOf(drawn, i, "between");
                assertThat(d.circles()).hasSize(2);
                assertThat(d.circles().get(0)).startsWith(centre(puzzle, b.cells()[0]));
                assertThat(d.circles().get(1)).startsWith(centre(puzzle, b.cells()[b.cells().length - 1]));
            } else {
                throw new AssertionError("not in this puzzle: " + c);
            }
        }
        assertThat(drawn).hasSize(puzzle.constraints().size());
        screenshot("variant-cell-marks");
    }

    /** An f-puzzles puzzle written for this test (only drawn): one line of each kind drawn as a plain line. */
    static final String F_PUZZLES_LINES = "{\"size\":9,\"grid\":[" + "[{},{},{},{},{},{},{},{},{}],".repeat(8)
            + "[{},{},{},{},{},{},{},{},{}]],"
            + "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}],"
            + "\"slowthermometer\":[{\"lines\":[[\"R2C1\",\"R2C2\",\"R3C3\"]]}],"
            + "\"renban\":[{\"lines\":[[\"R4C1\",\"R4C2\",\"R4C3\"]]}],"
            + "\"palindrome\":[{\"lines\":[[\"R5C1\",\"R5C2\",\"R6C2\",\"R6C1\"]]}],"
            + "\"entropicline\":[{\"lines\":[[\"R7C1\",\"R7C2\",\"R7C3\"]]}],"
            + "\"zipperline\":[{\"lines\":[[\"R8C5\",\"R8C6\",\"R8C7\"]]}],"
            + "\"regionsumline\":[{\"lines\":[[\"R2C5\",\"R2C6\",\"R2C7\"]]}]}";

    @Test
    void everyLineRunsThroughItsCellsInOrderWithItsKindsMarks() {
        VariantPuzzle puzzle = library(F_PUZZLES_LINES);
        List<Drawn> drawn = pasteAndRead(F_PUZZLES_LINES);
        Set<String> kinds = new HashSet<>();
        for (int i = 0; i < puzzle.constraints().size(); i++) {
            Constraint c = puzzle.constraints().get(i);
            String kind = c instanceof Constraint.Thermo t ? (t.slow() ? "slow-thermo" : "thermo")
                    : c instanceof Constraint.Renban ? "renban" : c instanceof Constraint.Palindrome ? "palindrome"
                    : c instanceof Constraint.Entropic ? "entropic" : c instanceof Constraint.Zipper ? "zipper"
                    : c instanceof Constraint.RegionSum ? "region-sum" : null;
            assertThat(kind).as("a line: %s", c).isNotNull();
            kinds.add(kind);
            Drawn d = drawnOf(drawn, i, kind);
            List<double[]> points = pathPoints(d.paths().get(0));
            assertThat(points).hasSize(c.cells().length);
            for (int k = 0; k < points.size(); k++) {
                assertThat(points.get(k)).containsExactly(centre(puzzle, c.cells()[k]));
            }
            // A thermometer's bulb on its first cell; no other line has a circle.
            if (c instanceof Constraint.Thermo) {
                assertThat(d.circles()).hasSize(1);
                assertThat(d.circles().get(0)).startsWith(centre(puzzle, c.cells()[0]));
            } else {
                assertThat(d.circles()).isEmpty();
            }
        }
        assertThat(kinds).hasSize(7);
        screenshot("variant-lines");
    }

    @Test
    void indexersAndLimitedDigitsAreMarkedInTheirCells() {
        for (String name : List.of("159 Sudoku", "Odd & even")) {
            Pasted pasted = paste(name);
            VariantPuzzle puzzle = pasted.puzzle();
            List<Drawn> drawn = pasted.drawn();
            int marked = 0;
            for (int i = 0; i < puzzle.constraints().size(); i++) {
                Constraint c = puzzle.constraints().get(i);
                if (c instanceof Constraint.Indexer x) {
                    Drawn d = drawnOf(drawn, i, x.what() + "-indexer");
                    assertThat(d.rects().get(0)).containsExactly(centre(puzzle, x.cell()));
                    marked++;
                } else if (c instanceof Constraint.Digits x) {
                    Drawn d = drawnOf(drawn, i, "candidates");
                    StringBuilder digits = new StringBuilder();
                    for (int v = 1; v <= 9; v++) {
                        if ((x.allowed() >>> (v - 1) & 1) != 0) {
                            digits.append(v);
                        }
                    }
                    assertThat(d.texts().get(0).text()).isEqualTo(digits.toString());
                    assertThat(d.texts().get(0).x()).isEqualTo(centre(puzzle, x.cell())[0]);
                    marked++;
                }
            }
            assertThat(marked).as(name).isPositive();
        }
    }

    @Test
    void pillArrowsHaveAPillAndEveryWhispersLineItsColour() {
        Pasted pasted = paste("Pill Arrow Sudoku");
        VariantPuzzle puzzle = pasted.puzzle();
        List<Drawn> drawn = pasted.drawn();
        for (int i : indices(puzzle, c -> c instanceof Constraint.Arrow)) {
            Constraint.Arrow a = (Constraint.Arrow) puzzle.constraints().get(i);
            Drawn d = drawnOf(drawn, i, "arrow");
            long pills = d.paths().stream().filter(p -> p.endsWith("|pill")).count();
            assertThat(pills).isEqualTo(a.circle().length > 1 ? 1 : 0);
            assertThat(d.circles()).hasSize(a.circle().length > 1 ? 0 : 1);
        }
        Pasted elementary = paste("Elementary");
        VariantPuzzle whispers = elementary.puzzle();
        drawn = elementary.drawn();
        assertThat(count(drawn, "whispers")).isEqualTo(indices(whispers, c -> c instanceof Constraint.Whispers).size());
        assertThat(count(drawn, "difference")).isEqualTo(indices(whispers, c -> c instanceof Constraint.Dot).size());
    }

    /** The points of a path's M and L commands, in order. */
    private static List<double[]> pathPoints(String d) {
        String path = d.substring(0, d.indexOf('|'));
        List<double[]> points = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[ML](-?[\\d.e-]+) (-?[\\d.e-]+)").matcher(path);
        while (m.find()) {
            points.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
        }
        return points;
    }
}
