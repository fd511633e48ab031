package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudokux.variant.VariantPuzzle;

/**
 * Fuzz target: the f-puzzles reader ({@link FPuzzles#decode}), a JSON object or the compressed
 * string of an f-puzzles link. Properties: it reads the text or throws {@link IllegalArgumentException}
 * with a message of one line (never another exception, such as Gson's type errors, which
 * {@link VariantReader} would pass on as "not a valid puzzle: ..." with the library's wording); a
 * puzzle read, written back with {@link FPuzzles#toJson} (as a link too) and read again, is the
 * same puzzle.
 *
 * <p>Inputs: {@code src/test/resources/dev/sudokux/format/FPuzzlesFuzzTestInputs/reads/}.
 */
class FPuzzlesFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = ReaderProperties.text(bytes);
        FPuzzles.Read read;
        try {
            read = FPuzzles.decode(text);
        } catch (IllegalArgumentException expected) {
            assertThat(expected.getMessage()).as("the error says what is wrong").isNotBlank();
            return;
        }
        VariantPuzzle puzzle = read.puzzle();
        String model = VariantJson.write(puzzle);
        com.google.gson.JsonObject written;
        try {
            written = FPuzzles.toJson(puzzle, read.title());
        } catch (IllegalArgumentException cannotSay) {
            return; // a kind f-puzzles cannot say (documented on toJson)
        }
        assertThat(VariantJson.write(FPuzzles.decode(written.toString()).puzzle()))
                .as("written as %s", written).isEqualTo(model);
        assertThat(VariantJson.write(FPuzzles.decode(FPuzzles.compress(written)).puzzle()))
                .as("written as a link").isEqualTo(model);
    }
}
