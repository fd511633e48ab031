package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The JSON keys README.md shows are the keys the commands write, in that order: the answers of
 * {@code solve}, {@code check}, {@code count}, {@code enumerate}, a bad puzzle's, and {@code explain --json}.
 */
class DocumentedJsonTest {

    private static final String ONE = PuzzleCommandsTest.ONE;
    private static final String THIRTEEN = PuzzleCommandsTest.THIRTEEN;

    /** The README's paragraph that starts with {@code marker}, up to the next blank line, on one line. */
    private static String paragraph(String marker) throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int at = readme.indexOf(marker);
        assertThat(at).as(marker).isPositive();
        return readme.substring(at, readme.indexOf("\n\n", at)).replace('\n', ' ');
    }

    /** The JSON objects shown in backquotes in {@code text}, their elisions ({@code ...}) made JSON. */
    private static List<JsonObject> objects(String text) {
        List<JsonObject> objects = new ArrayList<>();
        Matcher m = Pattern.compile("`(\\{.*?\\})`").matcher(text);
        while (m.find()) {
            String json = m.group(1).replace("[...]", "[]").replace(":...", ":0");
            objects.add(JsonParser.parseString(json).getAsJsonObject());
        }
        return objects;
    }

    private static List<JsonObject> answers(String input, String... args) {
        CliRun run = CliRun.withInput(input, args);
        return run.out().lines().map(l -> JsonParser.parseString(l).getAsJsonObject()).toList();
    }

    private static void sameKeys(JsonObject actual, JsonObject documented) {
        assertThat(List.copyOf(actual.keySet())).as("%s against the README's %s", actual, documented)
                .isEqualTo(List.copyOf(documented.keySet()));
    }

    @Test
    void theAnswersKeysAreTheDocumentedOnes() throws IOException {
        List<JsonObject> shown = objects(paragraph("JSON answers start with"));
        assertThat(shown).hasSize(6); // solve, check, count, an enumerated solution, its total, a bad puzzle
        String puzzles = ONE + "\n" + THIRTEEN + "\n";
        sameKeys(answers(puzzles, "solve", "--output-format", "json").get(0), shown.get(0));
        sameKeys(answers(puzzles, "check", "--output-format", "json").get(0), shown.get(1));
        List<JsonObject> counts = answers(puzzles, "count", "--output-format", "json");
        sameKeys(counts.get(1), shown.get(2));
        assertThat(counts.get(1).get("count").getAsInt()).isEqualTo(13);
        List<JsonObject> enumerated = answers(THIRTEEN + "\n", "enumerate", "--output-format", "json");
        assertThat(enumerated).hasSize(14);
        sameKeys(enumerated.get(0), shown.get(3));
        sameKeys(enumerated.get(13), shown.get(4));
        List<JsonObject> bad = answers(ONE + "\n" + ONE + "\n" + "12\n", "solve", "--output-format", "json");
        sameKeys(bad.get(2), shown.get(5));
        assertThat(bad.get(2).get("number").getAsInt()).isEqualTo(3);
    }

    @Test
    void explainJsonHasTheDocumentedKeys() throws IOException {
        List<JsonObject> shown = objects(paragraph("`explain --json` gives"));
        assertThat(shown).hasSize(1);
        JsonObject documented = shown.get(0);
        JsonObject actual = answers(ONE + "\n", "explain", "--json").get(0);
        sameKeys(actual, documented);
        JsonArray steps = actual.getAsJsonArray("steps");
        assertThat(steps).isNotEmpty();
        JsonObject documentedStep = documented.getAsJsonArray("steps").get(0).getAsJsonObject();
        // every step has the documented keys (a step may add some, such as the chain's links)
        for (int i = 0; i < steps.size(); i++) {
            assertThat(steps.get(i).getAsJsonObject().keySet()).containsAll(documentedStep.keySet());
        }
        JsonObject placement = documentedStep.getAsJsonArray("placements").get(0).getAsJsonObject();
        JsonObject firstPlacement = steps.get(0).getAsJsonObject().getAsJsonArray("placements").get(0).getAsJsonObject();
        sameKeys(firstPlacement, placement);
    }
}
