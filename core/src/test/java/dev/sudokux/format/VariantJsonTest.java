package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonParser;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantPuzzle;
import dev.sudokux.variant.VariantSolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * sudokux's JSON for the model: every fixture puzzle (f-puzzles and ISS, every kind they use) written
 * and read back is the same puzzle (written the same, and with the same solution); a samurai board
 * with its holes too; bad input names the field.
 */
class VariantJsonTest {

    @Test
    void everyFixturePuzzleReadsBackTheSame() throws IOException {
        VariantSolver solver = new VariantSolver();
        int checked = 0;
        for (FPuzzlesTest.Fixture f : FPuzzlesTest.rangsk()) {
            VariantPuzzle p = FPuzzles.decode(f.link()).puzzle();
            VariantPuzzle back = roundTrip(p);
            if (!FPuzzlesTest.SLOW.contains(f.title()) && f.kinds().size() <= 3) {
                assertThat(solver.first(back).first().values()).as(f.title())
                        .isEqualTo(solver.first(p).first().values());
                checked++;
            }
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("/variants/iss_examples.jsonl"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                roundTrip(Iss.decode(JsonParser.parseString(line).getAsJsonObject().get("input").getAsString()));
            }
        }
        assertThat(checked).isGreaterThan(5);
        VariantPuzzle samurai = new VariantPuzzle(Board.layout(Layout.SAMURAI, Shape.CLASSIC), List.of(),
                new int[21 * 21]);
        assertThat(VariantJson.toJson(samurai).getAsJsonArray("holes")).hasSize(21 * 21 - 369);
        assertThat(roundTrip(samurai).board().cellCount()).isEqualTo(369);
    }

    private static VariantPuzzle roundTrip(VariantPuzzle p) {
        String json = VariantJson.write(p);
        VariantPuzzle back = VariantJson.read(json);
        assertThat(VariantJson.write(back)).isEqualTo(json);
        assertThat(back.constraints()).hasSameSizeAs(p.constraints());
        assertThat(back.givens()).isEqualTo(p.givens());
        assertThat(back.board().houses()).isEqualTo(p.board().houses());
        VariantReader.Item item = VariantReader.readOne(json, 1, 1);
        assertThat(item.form()).isEqualTo(VariantReader.Form.SUDOKUX);
        assertThat(VariantReader.looksLike(json)).isTrue();
        return back;
    }

    @Test
    void badInputNamesTheField() {
        String base = "{\"format\":\"sudokux-variant\",\"rows\":4,\"columns\":4,\"digits\":4,\"houses\":[]";
        assertThatThrownBy(() -> VariantJson.read(base + ",\"constraints\":[{\"constraint\":\"Hexagon\"}]}"))
                .hasMessageStartingWith("constraints[0].constraint: no constraint 'Hexagon'");
        assertThatThrownBy(() -> VariantJson.read(base + ",\"constraints\":[{\"constraint\":\"Cage\",\"cells\":[0,1]}]}"))
                .hasMessage("constraints[0].sum is missing");
        assertThatThrownBy(() -> VariantJson.read(base + ",\"wibble\":1}"))
                .hasMessage("unknown field \"wibble\"");
        assertThatThrownBy(() -> VariantJson.read(base.replace("\"rows\":4", "\"rows\":\"x\"") + "}"))
                .hasMessage("rows must be a whole number");
        assertThatThrownBy(() -> VariantJson.read(base + ",\"constraints\":[{\"constraint\":\"Dot\",\"type\":\"PRODUCT\","
                + "\"a\":0,\"b\":1,\"value\":2}]}")).hasMessageContaining("expected DIFFERENCE, RATIO or SUM");
    }
}
