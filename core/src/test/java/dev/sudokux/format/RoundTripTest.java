package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Property tests: what a format writes, it reads back, whatever the shape, and detection knows it. */
class RoundTripTest {

    private static final Shape[] SHAPES = {
        Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.of(3, 3), Shape.of(2, 4),
        Shape.of(3, 4), Shape.of(4, 4), Shape.of(5, 5), Shape.of(6, 6),
    };

    @Test
    void everyFormatReadsBackWhatItWroteAndDetectionPicksIt() throws IOException {
        Random random = new Random(20261122);
        int checked = 0;
        for (int round = 0; round < 150; round++) {
            Shape shape = SHAPES[random.nextInt(SHAPES.length)];
            for (Format format : Format.values()) {
                if (!format.supports(shape)) {
                    continue;
                }
                List<Grid> grids = randomGrids(shape, 1 + random.nextInt(4), random);
                String text = write(format, grids);
                // The box shape is not written (SIZED writes only square boxes): give it when it is
                // not the one inferred from the size.
                boolean inferred = Shape.forSize(shape.size()) == shape;
                List<PuzzleItem> items = PuzzleReader.readAll(text, format, inferred ? null : shape);
                assertReadAs(items, grids, format, text);
                assertThat(FormatDetector.detect(text)).as("detect %s %s", format, shape).isEqualTo(format);
                List<PuzzleItem> detected = PuzzleReader.readAll(text, null, inferred ? null : shape);
                assertThat(detected).as("read with detection").isEqualTo(items);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(400);
    }

    @Test
    void puzzlesStartOnTheLinesTheWriterPutThemOn() throws IOException {
        Random random = new Random(7);
        for (Format format : Format.values()) {
            Shape shape = Shape.of(2, 2);
            List<Grid> grids = randomGrids(shape, 5, random);
            String text = write(format, grids);
            int linesPerPuzzle = switch (format) {
                case LINE, JSON -> 1;
                case GRID, LETTERS -> 5; // 4 rows and a blank line
                case SIZED -> 5;         // the size line and 4 rows
            };
            List<PuzzleItem> items = PuzzleReader.readAll(text, format, null);
            for (int k = 0; k < items.size(); k++) {
                assertThat(items.get(k).line()).as("%s puzzle %d", format, k + 1).isEqualTo(1 + k * linesPerPuzzle);
            }
        }
    }

    @Test
    void commentsBlankLinesCrLfAndAByteOrderMarkChangeNothing() throws IOException {
        Random random = new Random(99);
        for (int round = 0; round < 60; round++) {
            Shape shape = SHAPES[random.nextInt(SHAPES.length)];
            for (Format format : Format.values()) {
                if (!format.supports(shape) || Shape.forSize(shape.size()) != shape) {
                    continue;
                }
                List<Grid> grids = randomGrids(shape, 1 + random.nextInt(3), random);
                String plain = write(format, grids);
                String decorated = decorate(plain, format, random);
                List<PuzzleItem> items = PuzzleReader.readAll(decorated, null, null);
                assertThat(items).hasSize(grids.size());
                for (int k = 0; k < grids.size(); k++) {
                    assertThat(items.get(k)).as("%s in%n%s", format, decorated).isInstanceOf(Puzzle.class);
                    assertThat(((Puzzle) items.get(k)).grid()).isEqualTo(grids.get(k));
                }
            }
        }
    }

    @Test
    void oneDamagedPuzzleCostsOnlyItself() throws IOException {
        Random random = new Random(31);
        for (int round = 0; round < 80; round++) {
            Shape shape = SHAPES[random.nextInt(SHAPES.length)];
            for (Format format : Format.values()) {
                if (!format.supports(shape) || Shape.forSize(shape.size()) != shape) {
                    continue;
                }
                List<Grid> grids = randomGrids(shape, 2 + random.nextInt(4), random);
                int damaged = random.nextInt(grids.size());
                StringBuilder text = new StringBuilder();
                for (int k = 0; k < grids.size(); k++) {
                    String one = format.toText(grids.get(k));
                    text.append(k == damaged ? damage(one, format, random) : one);
                    if (format.blankLineBetweenPuzzles()) {
                        text.append('\n');
                    }
                }
                List<PuzzleItem> items = PuzzleReader.readAll(text.toString(), format, null);
                assertThat(items).as("%s%n%s", format, text).hasSize(grids.size());
                for (int k = 0; k < grids.size(); k++) {
                    assertThat(items.get(k).number()).isEqualTo(k + 1);
                    if (k == damaged) {
                        assertThat(items.get(k)).as("%s%n%s", format, text).isInstanceOf(PuzzleError.class);
                    } else {
                        assertThat(items.get(k)).as("%s%n%s", format, text).isInstanceOf(Puzzle.class);
                        assertThat(((Puzzle) items.get(k)).grid()).isEqualTo(grids.get(k));
                    }
                }
            }
        }
    }

    /** Random puzzles of the shape: solutions with none, some or all of their cells blank. */
    private static List<Grid> randomGrids(Shape shape, int count, Random random) {
        List<Grid> grids = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            Grid solution = TestGrids.randomSolution(shape, random);
            double[] fractions = {0, 0.3, 0.7, 1};
            grids.add(TestGrids.blank(solution, fractions[random.nextInt(fractions.length)], random));
        }
        return grids;
    }

    private static String write(Format format, List<Grid> grids) throws IOException {
        StringWriter text = new StringWriter();
        PuzzleWriter writer = new PuzzleWriter(text, format);
        for (Grid g : grids) {
            writer.write(g);
        }
        assertThat(writer.count()).isEqualTo(grids.size());
        return text.toString();
    }

    private static void assertReadAs(List<PuzzleItem> items, List<Grid> grids, Format format, String text) {
        assertThat(items).as(text).hasSize(grids.size());
        for (int k = 0; k < grids.size(); k++) {
            assertThat(items.get(k)).as("%s%n%s", items.get(k), text).isInstanceOf(Puzzle.class);
            Puzzle p = (Puzzle) items.get(k);
            assertThat(p.grid()).isEqualTo(grids.get(k));
            assertThat(p.grid().shape()).isSameAs(grids.get(k).shape());
            assertThat(p.number()).isEqualTo(k + 1);
            assertThat(p.format()).isEqualTo(format);
            assertThat(p.trailing()).isEmpty();
        }
    }

    /** The text with comment lines, extra blank lines (where the format allows), CRLF and a BOM. */
    private static String decorate(String text, Format format, Random random) {
        String[] lines = text.split("\n", -1);
        StringBuilder sb = new StringBuilder("\uFEFF# a comment first\n");
        for (int i = 0; i < lines.length - 1; i++) {
            if (random.nextInt(4) == 0) {
                sb.append("  # comment ").append(i).append('\n');
            }
            boolean betweenPuzzles = lines[i].isEmpty() || format == Format.LINE || format == Format.SIZED;
            if (betweenPuzzles && random.nextBoolean()) {
                sb.append("\t \n");
            }
            sb.append(lines[i]).append(random.nextBoolean() ? "\r\n" : "\n");
        }
        return sb.append("\n# the end\n").toString();
    }

    /** One puzzle's text with one value replaced by something the format does not allow. */
    private static String damage(String one, Format format, Random random) {
        String[] lines = one.split("\n");
        int first = format == Format.SIZED ? 1 : 0;
        int row = first + random.nextInt(lines.length - first);
        String line = lines[row];
        String bad = switch (format) {
            case LINE, LETTERS -> {
                int at = random.nextInt(line.length());
                yield line.substring(0, at) + "?" + line.substring(at + 1);
            }
            case GRID, SIZED -> {
                String[] numbers = line.split(" ");
                numbers[random.nextInt(numbers.length)] = random.nextBoolean() ? "x" : "99";
                yield String.join(" ", numbers);
            }
            case JSON -> line.replaceFirst("\"cells\":\"(.)", "\"cells\":\"?");
        };
        lines[row] = bad;
        return String.join("\n", lines) + "\n";
    }
}
