package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.VariantPuzzle;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** ISS's constraint strings: its own example puzzles solve to its published solutions. */
class IssTest {

    @Test
    void issExamplesSolveToTheirPublishedSolutions() throws IOException {
        VariantSolver solver = new VariantSolver();
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                IssTest.class.getResourceAsStream("/variants/iss_examples.jsonl"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                String name = o.get("name").getAsString();
                VariantPuzzle p = Iss.decode(o.get("input").getAsString());
                VariantResult result = solver.check(p);
                assertThat(result.status()).as(name).isEqualTo(Status.UNIQUE);
                assertThat(result.first().toString()).as(name).isEqualTo(o.get("solution").getAsString());
                n++;
            }
        }
        assertThat(n).isGreaterThan(30);
    }

    @Test
    void killerShorthandsAreRead() {
        VariantPuzzle p = Iss.decode("S<J<<O<<KJ^<<^<^>^^<N<<<J^Q^S^O>>^^^>^W^<<^>^^O^<<^T^J^^^>>>^>^>^ML<S<<^^>^<^<<^<");
        assertThat(p.constraints()).allMatch(c -> c instanceof Constraint.Cage);
        int cells = p.constraints().stream().mapToInt(c -> c.cells().length).sum();
        assertThat(cells).isEqualTo(81);
        int total = p.constraints().stream().mapToInt(c -> ((Constraint.Cage) c).sum()).sum();
        assertThat(total).isEqualTo(405);
        VariantPuzzle d = Iss.decode("3x3:d:k:3841:7705:7705:7705:7705:7705:26:3847:3847:3841:27:3846:3846:3846:7705"
                + ":4361:3847:3848:3841:3843:4621:4876:28:4361:4361:4619:3848:29:3843:4621:4876:4876:5395:5395:4619"
                + ":3848:3844:3843:4621:4114:4114:5395:4619:30:3850:3844:4878:4880:31:4114:3605:3605:3850:3850:3844"
                + ":4878:4880:4880:4372:3350:3605:4632:32:4367:4878:33:4625:4372:3350:3350:4632:4632:4367:4367:4625"
                + ":4625:4372:34:4375:4375:4375:");
        assertThat(d.board().houses()).hasSize(29);
        assertThat(new VariantSolver().check(d).first().toString())
                .isEqualTo("875329146312674958469815372146298735253746819798153624687432591521987463934561287");
    }

    @Test
    void unsupportedTypesAreNamed() {
        assertThatThrownBy(() -> Iss.decode(".Regex~x~R1C1")).hasMessage("ISS constraint type 'Regex' is not supported");
        assertThatThrownBy(() -> Iss.decode(".Thermo~R1C1~R10C1")).hasMessage("ISS Thermo: R10C1 is outside the 9x9 grid");
        assertThatThrownBy(() -> Iss.decode(".Shape~9x9~0-8")).hasMessageContaining("only the digits 1-9");
        assertThat(Iss.looksLike(".Cage~3~R1C1~R1C2")).isTrue();
        assertThat(Iss.looksLike("..3.4")).isFalse();
    }
}
