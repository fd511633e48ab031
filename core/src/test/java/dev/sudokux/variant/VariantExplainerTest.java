package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.format.VariantReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The variant explainer's steps are sound: on every fixture puzzle (ISS's examples and Rangsk's, with
 * their published solutions) every digit it places is the solution's, and every candidate it rules
 * out is not; many puzzles it solves to the end, each step naming a house or a constraint.
 */
class VariantExplainerTest {

    @Test
    void stepsAgreeWithThePublishedSolutions() throws IOException {
        int puzzles = 0;
        int solved = 0;
        for (String resource : new String[] {"/variants/iss_examples.jsonl", "/variants/rangsk_fpuzzles_32.jsonl"}) {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(getClass().getResourceAsStream(resource),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                    String text = o.has("input") ? o.get("input").getAsString() : o.get("fpuzzles").getAsString();
                    if (!o.get("solution").isJsonPrimitive()) {
                        continue; // the 16x16, whose solution is an array
                    }
                    String solution = o.get("solution").getAsString();
                    VariantPuzzle p = VariantReader.readOne(text, 1, 1).puzzle();
                    VariantExplainer.Explanation x = new VariantExplainer().explain(p, 2_000);
                    int k = 0;
                    for (int pos = 0; pos < x.values().length; pos++) {
                        if (p.board().isCell(pos)) {
                            int want = solution.charAt(k++) - '0';
                            if (x.values()[pos] != 0) {
                                assertThat(x.values()[pos]).as("%s at %s", o, p.board().cellName(pos)).isEqualTo(want);
                            }
                        }
                    }
                    for (VariantExplainer.Step s : x.steps()) {
                        assertThat(s.text()).matches("r\\d+c\\d+ = \\d+ \\((naked|hidden) single.*|.+: r\\d+c\\d+ is not .*");
                    }
                    puzzles++;
                    solved += x.solved() ? 1 : 0;
                }
            }
        }
        assertThat(puzzles).isGreaterThan(60);
        assertThat(solved).as("puzzles solved to the end by singles and single-constraint eliminations").isGreaterThanOrEqualTo(5);
    }
}
