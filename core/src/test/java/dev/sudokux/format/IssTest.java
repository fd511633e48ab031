package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.House;
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
        assertThat(solvedToPublished("/variants/iss_examples.jsonl")).isGreaterThan(30);
    }

    /**
     * The kinds and grids read since session 4 (outside clues, indexing, numbered rooms, zippers,
     * all-different sets, German whispers without a difference, pencilmark text, rectangular grids,
     * more digits than a row holds, 16x16 cell names in base 17): each puzzle of
     * {@code iss_kinds.jsonl} solves, uniquely, to ISS's published solution (letters A=1.. on
     * grids of more than 9 digits, as ISS publishes them).
     */
    @Test
    void newKindsSolveToTheirPublishedSolutions() throws IOException {
        assertThat(solvedToPublished("/variants/iss_kinds.jsonl")).isEqualTo(26);
    }

    /**
     * Checks that each puzzle of a JSON Lines fixture ({@code name}, ISS's {@code input}, its
     * published {@code solution}: digits, or letters A=1.. on grids of more than 9 digits) solves,
     * uniquely, to the published solution; returns how many there were.
     */
    private static int solvedToPublished(String resource) throws IOException {
        VariantSolver solver = new VariantSolver();
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                IssTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                String name = o.get("name").getAsString();
                VariantPuzzle p = Iss.decode(o.get("input").getAsString());
                VariantResult result = solver.check(p);
                assertThat(result.status()).as(name).isEqualTo(Status.UNIQUE);
                String published = o.get("solution").getAsString();
                int[] expected = new int[published.length()];
                for (int i = 0; i < expected.length; i++) {
                    char c = published.charAt(i);
                    expected[i] = Character.isLetter(c) ? c - 'A' + 1 : c - '0';
                }
                assertThat(result.first().values()).as(name).containsExactly(expected);
                n++;
            }
        }
        return n;
    }

    @Test
    void outsideCluesReadFromTheirSide() {
        VariantPuzzle p = Iss.decode(".Shape~4x6.Skyscraper~R1~2~3.XSum~C2~~7.NumberedRoom~R4~5~");
        assertThat(p.board().rows()).isEqualTo(4);
        assertThat(p.board().columns()).isEqualTo(6);
        assertThat(p.board().digits()).isEqualTo(6);
        assertThat(p.constraints()).hasSize(4);
        Constraint.Skyscraper forward = (Constraint.Skyscraper) p.constraints().get(0);
        assertThat(forward.cells()).containsExactly(0, 1, 2, 3, 4, 5);
        assertThat(forward.count()).isEqualTo(2);
        assertThat(((Constraint.Skyscraper) p.constraints().get(1)).cells()).containsExactly(5, 4, 3, 2, 1, 0);
        Constraint.XSum up = (Constraint.XSum) p.constraints().get(2);
        assertThat(up.cells()).containsExactly(19, 13, 7, 1);
        assertThat(up.sum()).isEqualTo(7);
        assertThat(((Constraint.NumberedRoom) p.constraints().get(3)).cells()).containsExactly(18, 19, 20, 21, 22, 23);
        assertThatThrownBy(() -> Iss.decode(".Skyscraper~R1~0~")).hasMessage("ISS Skyscraper clue on R1 can't be 0");
        assertThatThrownBy(() -> Iss.decode(".XSum~R10~5~")).hasMessageContaining("is not a row R1-R9 or column C1-C9");
    }

    @Test
    void gridsBeyondNxNAreRead() {
        // 16x16 names its cells in base 17 (Ra = row 10 .. Rg = row 16), and any grid may use lower case.
        VariantPuzzle big = Iss.decode(".Shape~16x16.~RgCa_5~r1c2_3");
        assertThat(big.given(15 * 16 + 9)).isEqualTo(5);
        assertThat(big.given(1)).isEqualTo(3);
        // More digits than a row holds: rows and columns hold each digit at most once; RegionSize sets the boxes.
        VariantPuzzle wide = Iss.decode(".Shape~6x6~9.RegionSize~9");
        assertThat(wide.board().digits()).isEqualTo(9);
        assertThat(wide.board().houses()).filteredOn(h -> h.kind() == House.Kind.BOX).hasSize(4)
                .allMatch(h -> h.size() == 9);
        // 7x7 has no box dimensions: rows and columns only, as ISS.
        assertThat(Iss.decode(".Shape~7x7").board().houses()).noneMatch(h -> h.kind() == House.Kind.BOX);
        // A jigsaw piece of another size fills the rest and is no house (ISS's rule).
        VariantPuzzle filler = Iss.decode(".Shape~4x4~5.Jigsaw~0011001122332233");
        assertThat(filler.board().houses()).filteredOn(h -> h.kind() == House.Kind.REGION).hasSize(4);
        assertThatThrownBy(() -> Iss.decode(".Shape~9x9~0-8")).hasMessageContaining("only digits from 1 are read");
        assertThatThrownBy(() -> Iss.decode(".Shape~6x6~5")).hasMessageContaining("expected 6 to 64");
        assertThatThrownBy(() -> Iss.decode(".Shape~6x6~9.Diagonal~1")).hasMessageContaining("ISS Diagonal on a 6x6 grid");
        assertThatThrownBy(() -> Iss.decode(".Shape~9x9~~Raw")).hasMessageContaining("grid type Raw");
    }

    @Test
    void pencilmarkTextIsRead() {
        StringBuilder text = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            text.append(cell == 0 ? "5........" : cell == 1 ? "12......." : "123456789");
        }
        String t = text.toString().replace("5........", "....5....");
        assertThat(Iss.looksLike(t)).isTrue();
        assertThat(VariantReader.looksLike(t)).isTrue();
        VariantPuzzle p = Iss.decode(t);
        assertThat(p.given(0)).isEqualTo(5);
        assertThat(p.constraints()).containsExactly(new Constraint.Digits(1, 0b11));
        assertThatThrownBy(() -> Iss.decode(t.replaceFirst("12\\.", "21."))).hasMessageContaining("r1c2 has '2'");
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
        assertThatThrownBy(() -> Iss.decode(".Shape~9x9~0-8")).hasMessageContaining("only digits from 1 are read");
        assertThat(Iss.looksLike(".Cage~3~R1C1~R1C2")).isTrue();
        assertThat(Iss.looksLike("..3.4")).isFalse();
    }
}
