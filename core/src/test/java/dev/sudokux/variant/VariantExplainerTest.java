package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.format.VariantReader;
import dev.sudokux.logic.Elimination;
import dev.sudokux.logic.Placement;
import dev.sudokux.solve.Budget;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The variant explainer's steps are sound: on every fixture puzzle (ISS's examples and Rangsk's, with
 * their published solutions) every digit it places is the solution's and every candidate it rules
 * out is not, step by step; each step names a house or a constraint; and many puzzles are solved to
 * the end, with cage combinations, innies/outies, lines, dots and pair relations among the steps.
 */
class VariantExplainerTest {

    /** Per puzzle: enough for most fixtures, so the class runs in well under a minute. */
    private static final Budget BUDGET = Budget.ofNodes(400_000);

    record Fixture(String name, VariantPuzzle puzzle, int[] solution) {
    }

    static List<Fixture> fixtures() throws IOException {
        List<Fixture> list = new ArrayList<>();
        for (String resource : new String[] {"/variants/iss_examples.jsonl", "/variants/rangsk_fpuzzles_32.jsonl"}) {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(
                    VariantExplainerTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                    String text = o.has("input") ? o.get("input").getAsString() : o.get("fpuzzles").getAsString();
                    String name = o.has("name") ? o.get("name").getAsString() : o.get("title").getAsString();
                    VariantPuzzle p = VariantReader.readOne(text, 1, 1).puzzle();
                    int[] solution = new int[p.board().size()];
                    int k = 0;
                    for (int pos = 0; pos < solution.length; pos++) {
                        if (p.board().isCell(pos)) {
                            solution[pos] = o.get("solution").isJsonPrimitive()
                                    ? o.get("solution").getAsString().charAt(k) - '0'
                                    : o.get("solution").getAsJsonArray().get(k).getAsInt();
                            k++;
                        }
                    }
                    list.add(new Fixture(name, p, solution));
                }
            }
        }
        return list;
    }

    @Test
    void everyStepOfEveryFixtureAgreesWithTheSolution() throws IOException {
        int solved = 0;
        Set<String> techniques = new TreeSet<>();
        List<Fixture> fixtures = fixtures();
        for (Fixture f : fixtures) {
            VariantExplainer.Explanation x = new VariantExplainer().explain(f.puzzle(), 10_000, BUDGET);
            for (VariantExplainer.Step s : x.steps()) {
                for (Placement p : s.placements()) {
                    assertThat(p.value()).as("%s: %s", f.name(), s.text()).isEqualTo(f.solution()[p.cell()]);
                }
                for (Elimination e : s.eliminations()) {
                    assertThat(e.value()).as("%s: %s", f.name(), s.text()).isNotEqualTo(f.solution()[e.cell()]);
                }
                assertThat(s.text()).as(f.name()).matches("r\\d+c\\d+ = \\d+ \\(.+\\)|.*r\\d+c\\d+.*");
                assertThat(s.focus()).isNotBlank();
                techniques.add(s.technique());
            }
            for (int pos = 0; pos < x.values().length; pos++) {
                if (x.values()[pos] != 0) {
                    assertThat(x.values()[pos]).as("%s at %s", f.name(), f.puzzle().board().cellName(pos))
                            .isEqualTo(f.solution()[pos]);
                }
            }
            solved += x.solved() ? 1 : 0;
        }
        assertThat(fixtures).hasSize(71);
        assertThat(solved).as("fixtures solved by logic alone (6 of 71 before these techniques)").isGreaterThanOrEqualTo(30);
        assertThat(techniques).contains("Cage Combinations", "Innies/Outies (45 rule)", "Line Eliminations",
                "Dot and Pair Relations", "Hidden Single", "Naked Single", "Locked Candidates", "Sum Bounds");
    }

    @Test
    void aKillerIsSolvedAndRatedByItsHardestStep() throws IOException {
        Fixture killer = fixtures().stream().filter(f -> f.name().equals("Killer")).findFirst().orElseThrow();
        VariantExplainer explainer = new VariantExplainer();
        VariantExplainer.Explanation x = explainer.explain(killer.puzzle(), 10_000);
        assertThat(x.solved()).isTrue();
        VariantExplainer.Rating rating = explainer.rate(killer.puzzle(), Budget.UNLIMITED);
        assertThat(rating.stalled()).isFalse();
        assertThat(rating.value()).isEqualTo(x.hardest().difficulty());
        assertThat(rating.toString()).startsWith(String.format(java.util.Locale.ROOT, "%.1f ", rating.value()));
        assertThat(rating.steps()).isEqualTo(x.steps().size());
    }

    @Test
    void theNextStepIsTheFirstStepOfTheExplanation() throws IOException {
        Fixture f = fixtures().get(1);
        VariantExplainer explainer = new VariantExplainer();
        VariantExplainer.Step first = explainer.explain(f.puzzle(), 1).steps().get(0);
        VariantExplainer.Step hint = explainer.nextStep(f.puzzle(), Budget.UNLIMITED).orElseThrow();
        assertThat(hint).isEqualTo(first);
        assertThat(VariantExplainer.hint(hint, 1)).isEqualTo("Look at " + hint.focus() + ".");
        assertThat(VariantExplainer.hint(hint, 2)).contains(hint.technique());
        assertThat(VariantExplainer.hint(hint, 3)).isEqualTo(hint.text());
        assertThatThrownBy(() -> VariantExplainer.hint(hint, 4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aPuzzleWithSeveralSolutionsIsNotRated() throws IOException {
        Fixture f = fixtures().get(0);
        int[] givens = new int[f.puzzle().board().size()];
        VariantPuzzle empty = f.puzzle().withGivens(givens);
        assertThatThrownBy(() -> new VariantExplainer().rate(empty, Budget.UNLIMITED))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("several solutions");
    }

    @Test
    void aClassicGridBeyondDynamicForcingChainsGetsTheNestedOnes() throws IOException {
        // Arto Inkala's "hardest" (ISS's "Classic sudoku, hard"): classic explain rates it 10.7, nested forcing chains
        Fixture f = fixtures().stream().filter(x -> x.name().equals("Classic sudoku, hard")).findFirst().orElseThrow();
        VariantExplainer.Explanation x = new VariantExplainer().explain(f.puzzle(), 10_000);
        assertThat(x.solved()).isTrue();
        assertThat(x.hardest().difficulty()).isGreaterThan(ClassicSeam.UNNESTED);
        for (int pos = 0; pos < x.values().length; pos++) {
            assertThat(x.values()[pos]).isEqualTo(f.solution()[pos]);
        }
        // a puzzle with more than rows, columns and boxes gets no nested chain (they would see none of it)
        for (String name : List.of("Killer", "Sudoku X")) {
            Fixture other = fixtures().stream().filter(k -> k.name().equals(name)).findFirst().orElseThrow();
            assertThat(ClassicSeam.forPuzzle(other.puzzle())).as(name).isNotEmpty()
                    .allMatch(t -> t.difficulty() <= ClassicSeam.UNNESTED);
        }
        assertThat(ClassicSeam.forPuzzle(f.puzzle())).anyMatch(t -> t.difficulty() > ClassicSeam.UNNESTED);
    }

    @Test
    void aClassicPuzzleKeepsTheClassicStepsWithoutLinkForcingOrChains() throws IOException {
        // link forcing (4.2, 4.4) and chains of links would rate a classic puzzle below the classic explainer's own steps
        Fixture f = fixtures().stream().filter(x -> x.name().equals("Classic sudoku, hard")).findFirst().orElseThrow();
        assertThat(VariantExplainer.techniques(f.puzzle()))
                .noneMatch(t -> t instanceof LinkForcing || t instanceof AicSteps);
        Fixture x = fixtures().stream().filter(k -> k.name().equals("Sudoku X")).findFirst().orElseThrow();
        assertThat(VariantExplainer.techniques(x.puzzle()))
                .anyMatch(t -> t instanceof LinkForcing).anyMatch(t -> t instanceof AicSteps);
    }
}
