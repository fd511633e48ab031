package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Published samurai puzzles (another project's test set) read as text grids and solve to their published solutions. */
class SamuraiFixturesTest {

    @Test
    void publishedSamuraiSolveToTheirSolutions() throws IOException {
        VariantSolver solver = new VariantSolver();
        int n = 0;
        int published = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SamuraiFixturesTest.class.getResourceAsStream("/variants/samurai_bryanlimy.jsonl"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                String title = o.get("title").getAsString();
                VariantReader.Item item = VariantReader.read(o.get("input").getAsString(), Layout.SAMURAI).get(0);
                assertThat(item.error()).as(title).isNull();
                assertThat(item.puzzle().board().cellCount()).isEqualTo(369);
                VariantResult result = solver.check(item.puzzle());
                assertThat(result.status()).as(title).isEqualTo(Status.UNIQUE);
                String solution = o.get("solution").getAsString();
                if (!solution.isEmpty()) {
                    assertThat(VariantReader.line(result.first())).as(title).isEqualTo(solution);
                    published++;
                }
                n++;
            }
        }
        assertThat(n).isEqualTo(5);
        assertThat(published).isEqualTo(4);
    }
}
