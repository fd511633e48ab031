package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON Lines format: puzzles, and errors that name the field in sudokux's own words. */
class JsonFormatTest {

    private static final String ONE =
            ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.";

    private static PuzzleItem one(String line) {
        List<PuzzleItem> items = PuzzleReader.readAll(line + "\n", Format.JSON, null);
        assertThat(items).hasSize(1);
        return items.get(0);
    }

    private static String error(String line) {
        PuzzleItem item = one(line);
        assertThat(item).as(line).isInstanceOf(PuzzleError.class);
        String message = ((PuzzleError) item).message();
        assertThat(message).doesNotContain("Strictness", "JsonReader", "setLenient", "MalformedJson", "path $",
                "Exception");
        return message;
    }

    @Test
    void readsCellsAsAStringOrNumbersWithTheBoxAndTheId() {
        Puzzle p = (Puzzle) one("{\"box\":[3,3],\"cells\":\"" + ONE + "\",\"id\":\"a\"}");
        assertThat(p.grid().toString()).isEqualTo(ONE);
        assertThat(p.format()).isEqualTo(Format.JSON);
        assertThat(p.id()).isEqualTo("\"a\"");
        Puzzle numbers = (Puzzle) one("{\"cells\":[1,0,0,0, 0,0,1,0, 0,1,0,0, 0,0,0,1], \"id\": {\"k\": [1, 2]}}");
        assertThat(numbers.grid().shape()).isEqualTo(Shape.of(2, 2));
        assertThat(numbers.grid().toString()).isEqualTo("1.....1..1.....1");
        assertThat(numbers.id()).isEqualTo("{\"k\":[1,2]}");
        // 6x6 with 3x2 boxes needs its box; other fields are ignored.
        Grid rect = Grid.empty(Shape.of(3, 2));
        Puzzle tall = (Puzzle) one("{\"box\":[3,2],\"cells\":\"" + rect + "\",\"source\":\"x\"}");
        assertThat(tall.grid().shape()).isEqualTo(Shape.of(3, 2));
        assertThat(tall.id()).isNull();
    }

    @Test
    void numbersMustBeWholeAndWithinRangeAndTheErrorNamesTheField() {
        String box = ",\"cells\":\"" + ONE + "\"}";
        assertThat(error("{\"box\":[3.5,3]" + box)).isEqualTo(
                "puzzle 1, line 1, column 9: the rows of \"box\" must be a whole number, not 3.5");
        assertThat(error("{\"box\":[3,1e10]" + box)).isEqualTo(
                "puzzle 1, line 1, column 11: the columns of \"box\" must be a whole number, not 1e10");
        assertThat(error("{\"box\":[\"3\",3]" + box)).isEqualTo(
                "puzzle 1, line 1, column 9: the rows of \"box\" must be a whole number, not a string");
        assertThat(error("{\"box\":[99999999999,3]" + box)).contains("\"box\"").contains("is no box")
                .doesNotContain("1215752191");
        assertThat(error("{\"box\":[3,3,3]" + box)).contains("\"box\" must be [rows, columns]");
        assertThat(error("{\"box\":3" + box)).contains("\"box\" must be [rows, columns]").contains("not a number");
        assertThat(error("{\"cells\":[1.5,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,0]}")).isEqualTo(
                "puzzle 1, line 1, column 11: cell 1 of \"cells\" must be a whole number, not 1.5");
        assertThat(error("{\"cells\":[0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,3e0]}")).contains("cell 16 of \"cells\"")
                .contains("not 3e0");
        assertThat(error("{\"cells\":[0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,99999999999]}")).contains(
                "cell 16 of \"cells\"").contains("outside 0 to 4").doesNotContain("1215752191");
        assertThat(error("{\"cells\":[0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,null]}")).contains(
                "cell 16 of \"cells\" must be a whole number, not null");
        assertThat(error("{\"cells\":12}")).isEqualTo("puzzle 1, line 1, column 10: \"cells\" must be a string "
                + "such as \"1.3.\" or an array of numbers, not a number");
        assertThat(error("{\"box\":[3,3]}")).contains("no \"cells\"");
        assertThat(error("{\"cells\":\"1.x.............\"}")).isEqualTo(
                "puzzle 1, line 1, column 13: unknown symbol 'x' at cell 3 of \"cells\" (expected 1-4 or '.' for blank)");
        assertThat(error("{\"cells\":\"" + ONE + "\",\"cells\":\"" + ONE + "\"}")).contains("\"cells\" is given twice");
    }

    @Test
    void aFieldNameInAMessageIsEscapedAndShort() {
        // Found by JsonFuzzTest: an escaped line break in a field name broke the one-line message.
        assertThat(error("{\"\\nx\": [3 3]}")).isEqualTo(
                "puzzle 1, line 1, column 12: bad JSON: expected the value of \"\\nx\"");
        assertThat(error("{\"" + "n".repeat(30) + "\": [3 3]}")).contains(
                "expected the value of \"" + "n".repeat(20) + "...\"");
    }

    @Test
    void malformedJsonIsSaidInSudokuxsWords() {
        assertThat(error("{cells:\"" + ONE + "\"}")).isEqualTo(
                "puzzle 1, line 1, column 2: bad JSON: expected a field name in double quotes, or '}'");
        assertThat(error("{'cells':\"" + ONE + "\"}")).contains("bad JSON: expected a field name in double quotes");
        assertThat(error("{\"cells\":\"" + ONE + "\"} x")).contains("one JSON object a line");
        assertThat(error("[1,2]")).isEqualTo(
                "puzzle 1, line 1, column 1: a JSON object such as {\"cells\":\"...\"} is expected, not an array");
        assertThat(error("{\"cells\":\"" + ONE + "\"")).contains("bad JSON: the line ends before the object does");
        assertThat(error("{\"cells\":\"" + ONE)).contains("bad JSON");
        assertThat(error("not json")).startsWith("puzzle 1, line 1, column 1: bad JSON");
    }

    @Test
    void commentsBlankLinesAndTheEndWorkAsInEveryFormat() {
        String text = "# puzzles for the server\n\n{\"cells\":\"" + ONE + "\"}\n  # another comment\n"
                + "{\"cells\":\"" + ONE + "\"}\nend\n{\"cells\":\"junk\"}\n";
        List<PuzzleItem> items = PuzzleReader.readAll(text, null, null);
        assertThat(items).hasSize(2).allMatch(i -> i instanceof Puzzle);
        assertThat(items.get(0).line()).isEqualTo(3);
        assertThat(items.get(1).line()).isEqualTo(5);
    }

    @Test
    void aBadPuzzleKeepsItsIdAndCostsOnlyItsLine() {
        List<PuzzleItem> items = PuzzleReader.readAll("{\"cells\":\"11..............\",\"id\":7}\n"
                + "{\"cells\":\"1.x.............\",\"id\":\"q\"}\n{\"cells\":\"1...............\"}\n", null, null);
        assertThat(items).hasSize(3);
        assertThat(((PuzzleError) items.get(0)).message()).isEqualTo(
                "puzzle 1, line 1, column 12: r1c1 and r1c2 both hold 1 in row 1");
        assertThat(items.get(0).id()).isEqualTo("7");
        assertThat(items.get(1).id()).isEqualTo("\"q\"");
        assertThat(items.get(2)).isInstanceOf(Puzzle.class);
    }

    @Test
    void writesWhatItReads() {
        Grid g = ((Puzzle) one("{\"cells\":\"" + ONE + "\"}")).grid();
        assertThat(Format.JSON.toText(g)).isEqualTo("{\"box\":[3,3],\"cells\":\"" + ONE + "\"}\n");
        Grid big = Grid.empty(Shape.of(8, 8)).with(0, 64);
        String text = Format.JSON.toText(big);
        assertThat(text).startsWith("{\"box\":[8,8],\"cells\":[64,0,0,");
        assertThat(((Puzzle) one(text.strip())).grid()).isEqualTo(big);
    }
}
