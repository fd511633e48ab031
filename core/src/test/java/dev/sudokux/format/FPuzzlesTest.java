package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.VariantPuzzle;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The f-puzzles format: Rangsk's 32 published variant puzzles (links with their solutions) read and
 * solved to their solutions, the unsupported kinds named, the compression both ways.
 */
class FPuzzlesTest {

    record Fixture(String title, String link, String solution, List<String> kinds) {
    }

    static List<Fixture> rangsk() throws IOException {
        List<Fixture> list = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                FPuzzlesTest.class.getResourceAsStream("/variants/rangsk_fpuzzles_32.jsonl"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                String solution = o.get("solution").isJsonArray()
                        ? o.get("solution").getAsJsonArray().toString() : o.get("solution").getAsString();
                List<String> kinds = new ArrayList<>();
                o.getAsJsonArray("kinds").forEach(k -> kinds.add(k.getAsString()));
                list.add(new Fixture(o.get("title").getAsString(), o.get("fpuzzles").getAsString(), solution, kinds));
            }
        }
        return list;
    }

    /** Puzzles that take seconds (their logic is deep): checked in the slow profile only. */
    static final java.util.Set<String> SLOW = java.util.Set.of("Boxes", "Eddies", "Equal Sums", "Tiny Scar");

    @Test
    void rangsksPuzzlesSolveToTheirPublishedSolutions() throws IOException {
        checkRangsk(false);
    }

    @Test
    @org.junit.jupiter.api.Tag("slow")
    void rangsksSlowPuzzlesSolveToTheirPublishedSolutions() throws IOException {
        checkRangsk(true);
    }

    private void checkRangsk(boolean slow) throws IOException {
        VariantSolver solver = new VariantSolver();
        int solved = 0;
        List<String> unsupported = new ArrayList<>();
        for (Fixture f : rangsk()) {
            if (SLOW.contains(f.title()) != slow) {
                continue;
            }
            FPuzzles.Read read;
            try {
                read = FPuzzles.decode(f.link());
            } catch (IllegalArgumentException e) {
                assertThat(e.getMessage()).as(f.title()).contains("is not supported yet");
                unsupported.add(f.title());
                continue;
            }
            assertThat(read.title()).isEqualTo(f.title());
            VariantResult r = solver.check(read.puzzle());
            assertThat(r.status()).as(f.title()).isEqualTo(Status.UNIQUE);
            assertThat(digits(r.first().values())).as(f.title()).isEqualTo(f.solution());
            solved++;
        }
        if (!slow) {
            assertThat(solved + unsupported.size()).isEqualTo(32 - SLOW.size());
            assertThat(unsupported).as("unsupported").isEmpty();
        } else {
            assertThat(solved).isEqualTo(SLOW.size());
        }
    }

    private static String digits(int[] values) {
        if (values.length == 256) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < values.length; i++) {
                sb.append(i == 0 ? "" : ",").append(values[i]);
            }
            return sb.append(']').toString();
        }
        StringBuilder sb = new StringBuilder();
        for (int v : values) {
            sb.append(v);
        }
        return sb.toString();
    }

    @Test
    void compressionRoundTripsAndMatchesTheLinks() throws IOException {
        for (Fixture f : rangsk()) {
            String json = LzString.decompressFromBase64(f.link());
            assertThat(json).startsWith("{\"size\":");
            assertThat(LzString.compressToBase64(json)).isEqualTo(f.link());
        }
        Random random = new Random(3);
        for (int i = 0; i < 300; i++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(200);
            for (int k = 0; k < length; k++) {
                sb.append(random.nextInt(4) == 0 ? (char) random.nextInt(0x3000) : (char) ('a' + random.nextInt(5)));
            }
            String text = sb.toString();
            assertThat(LzString.decompressFromBase64(LzString.compressToBase64(text))).isEqualTo(text);
        }
        assertThat(LzString.decompressFromBase64("not base64!")).isNull();
    }

    @Test
    void linksAreReadWholeOrAsTheirCompressedPart() throws IOException {
        Fixture f = rangsk().get(0);
        VariantPuzzle a = FPuzzles.decode(f.link()).puzzle();
        VariantPuzzle b = FPuzzles.decode("https://www.f-puzzles.com/?load=" + f.link()).puzzle();
        VariantPuzzle c = FPuzzles.decode("https://sudokupad.app/fpuzzles" + f.link()).puzzle();
        assertThat(b.constraints()).hasSameSizeAs(a.constraints());
        assertThat(c.constraints()).hasSameSizeAs(a.constraints());
        assertThat(FPuzzles.looksCompressed(f.link())).isTrue();
        assertThat(FPuzzles.looksCompressed("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
                .isFalse();
    }

    @Test
    void unknownKeysAreNamed() {
        String base = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"wibble\":true}"))
                .hasMessage("unknown f-puzzles key 'wibble'");
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"boxindexer\":[]}"))
                .hasMessage("f-puzzles key 'boxindexer' (box indexers) is not supported yet");
        assertThatThrownBy(() -> FPuzzles.decode(base.replace("[[{}", "[[{\"bogus\":1}") + "}"))
                .hasMessage("unknown f-puzzles cell key 'bogus' at R1C1");
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"thermometer\":[{\"lines\":[[\"R1C1\",\"R5C1\"]]}]}"))
                .hasMessage("thermometer: R5C1 is outside the 4x4 grid");
        assertThatThrownBy(() -> FPuzzles.decode("N4IgzglgXgpiBcBOANCALhNAbO8QGE"))
                .hasMessageContaining("not an f-puzzles puzzle");
    }

    @Test
    void valuesOfTheWrongJsonTypeAreErrorsThatNameTheKey() {
        // Found by FPuzzlesFuzzTest: a null in a list of cells threw Gson's UnsupportedOperationException
        // ("JsonNull"), which reached the user as "not a valid puzzle: JsonNull".
        String base = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"thermometer\":[{\"lines\":[[\"R1C1\",null]]}]}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("thermometer cell is null, not a text such as \"R1C1\"");
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"extraregion\":[[1]]}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("'extraregion' holds [1], not an object");
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"negative\":[[]]}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'negative' is []");
        assertThatThrownBy(() -> FPuzzles.decode(base.replace("[[{}", "[[{\"given\":[],\"value\":1}") + "}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("'given' of R1C1 is [], not true or false");
        assertThatThrownBy(() -> FPuzzles.decode(base.replace("[[{}", "[[{\"parity\":{}}") + "}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("parity of R1C1 is {}");
        assertThatThrownBy(() -> FPuzzles.decode(base + ",\"quadruple\":[{\"cells\":[\"R1C1\"],\"values\":1}]}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("quadruple values 1 is not a list");
    }

    @Test
    void writtenPuzzlesReadBackTheSame() throws IOException {
        VariantSolver solver = new VariantSolver();
        for (Fixture f : rangsk()) {
            FPuzzles.Read read;
            try {
                read = FPuzzles.decode(f.link());
            } catch (IllegalArgumentException e) {
                continue;
            }
            JsonObject written = FPuzzles.toJson(read.puzzle(), read.title());
            FPuzzles.Read again = FPuzzles.parse(written);
            assertThat(again.puzzle().constraints()).as(f.title()).hasSameSizeAs(read.puzzle().constraints());
            assertThat(again.puzzle().board().houses()).as(f.title()).hasSameSizeAs(read.puzzle().board().houses());
            assertThat(FPuzzles.toJson(again.puzzle(), again.title())).as(f.title()).isEqualTo(written);
            if (f.kinds().size() <= 3 && !SLOW.contains(f.title())) {
                assertThat(solver.first(again.puzzle()).first().values())
                        .isEqualTo(solver.first(read.puzzle()).first().values());
            }
        }
    }
}
