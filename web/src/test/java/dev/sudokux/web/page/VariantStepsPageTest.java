package dev.sudokux.web.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.format.VariantReader;
import dev.sudokux.logic.Elimination;
import dev.sudokux.solve.Budget;
import dev.sudokux.variant.Board;
import dev.sudokux.variant.Constraint;
import dev.sudokux.variant.House;
import dev.sudokux.variant.VariantExplainer;
import dev.sudokux.variant.VariantPuzzle;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Explain and hint on a variant puzzle in the browser: the page lists the library's variant steps
 * (technique, in order), draws each on the grid it was found in with its removals, and lights up
 * what the step names: the cage (or any drawn constraint) as a lit outline and its cells as the
 * pattern, or the house as the step's unit. The killer is ISS's "Killer" example (test resource
 * {@code variants-iss.jsonl}), whose steps come from core's {@link VariantExplainer} here.
 */
class VariantStepsPageTest extends PageTest {

    private static final String KILLER = VariantPageTest.example("Killer").get("input").getAsString();

    private static void pasteKiller() {
        open("");
        EntryPageTest.paste(KILLER, "");
        waitUntil(d -> (Long) js("return document.querySelectorAll('#board .cages path.cage').length") > 0 ? true : null);
    }

    /** The index of the constraint whose description is {@code focus}, or -1. */
    private static int constraintNamed(VariantPuzzle puzzle, String focus) {
        for (int i = 0; i < puzzle.constraints().size(); i++) {
            if (puzzle.constraints().get(i).describe(puzzle.board()).equals(focus)) {
                return i;
            }
        }
        return -1;
    }

    private static Optional<House> houseNamed(Board board, String focus) {
        return board.houses().stream().filter(h -> h.name().equals(focus)).findFirst();
    }

    @SuppressWarnings("unchecked")
    private static List<Long> lit() {
        return (List<Long>) js("return [...document.querySelectorAll('#board .overlay [data-constraint].focus')]"
                + ".map(g => Number(g.dataset.constraint))");
    }

    private static TreeSet<Long> cellSet(int[] cells) {
        TreeSet<Long> set = new TreeSet<>();
        for (int c : cells) {
            set.add((long) c);
        }
        return set;
    }

    @Test
    void aKillersStepsAreListedDrawnAndLightUpTheirCage() {
        VariantPuzzle puzzle = VariantReader.read(KILLER).get(0).puzzle();
        Board board = puzzle.board();
        VariantExplainer.Explanation expected = new VariantExplainer().explain(puzzle, Integer.MAX_VALUE);
        assertThat(expected.steps()).isNotEmpty();
        pasteKiller();
        List<String> heads = explainAndReadHeads(expected.steps().size());
        for (int k = 0; k < expected.steps().size(); k++) {
            assertThat(heads.get(k)).startsWith(expected.steps().get(k).technique());
        }
        assertThat(byId("explain-summary").getText()).contains(expected.steps().size() + " steps");

        int cagesLit = 0;
        int housesLit = 0;
        for (int k = 0; k < expected.steps().size(); k++) {
            VariantExplainer.Step step = expected.steps().get(k);
            if (k > 0) {
                click("step-next");
            }
            assertThat(byId("step-at").getText()).startsWith("Step " + (k + 1) + " of");
            int constraint = constraintNamed(puzzle, step.focus());
            Optional<House> house = houseNamed(board, step.focus());
            if (constraint >= 0) {
                assertThat(lit()).as("step %d (%s) lights its constraint", k + 1, step.focus()).containsExactly((long) constraint);
                assertThat(cellsWith("pattern")).as("step %d's pattern", k + 1)
                        .containsExactlyElementsOf(cellSet(puzzle.constraints().get(constraint).cells()));
                if (puzzle.constraints().get(constraint) instanceof Constraint.Cage) {
                    cagesLit++;
                }
            } else {
                assertThat(lit()).as("step %d (%s) lights no constraint", k + 1, step.focus()).isEmpty();
            }
            if (house.isPresent()) {
                assertThat(cellsWith("unit")).as("step %d's house (%s)", k + 1, step.focus())
                        .containsExactlyElementsOf(cellSet(house.get().cells()));
                housesLit++;
            }
            TreeSet<Long> removed = new TreeSet<>();
            for (Elimination e : step.eliminations()) {
                removed.add((long) e.cell() * 9 + e.value() - 1);
            }
            assertThat(candidatesWith("elim")).as("removals of step %d", k + 1).containsExactlyElementsOf(removed);
            if (k == 0 || constraint >= 0 && cagesLit == 1) {
                screenshot("variant-explain-step-" + (k + 1));
            }
        }
        assertThat(cagesLit).as("steps that name a cage").isPositive();
        assertThat(housesLit).as("steps that name a house").isPositive();
    }

    @Test
    void aHintOnAKillerSaysWhereToLookAndLightsItUp() {
        VariantPuzzle puzzle = VariantReader.read(KILLER).get(0).puzzle();
        VariantExplainer.Step next = new VariantExplainer().nextStep(puzzle, Budget.UNLIMITED).orElseThrow();
        pasteKiller();
        tab("hint");
        click("hint-1");
        assertThat(waitForText("hint-text")).isEqualTo(VariantExplainer.hint(next, 1));
        int constraint = constraintNamed(puzzle, next.focus());
        if (constraint >= 0) {
            assertThat(lit()).containsExactly((long) constraint);
        } else {
            Optional<House> house = houseNamed(puzzle.board(), next.focus());
            assertThat(house).as("the first step names a cage or a house: %s", next.focus()).isPresent();
            assertThat(cellsWith("unit")).containsExactlyElementsOf(cellSet(house.get().cells()));
        }
        String before = byId("hint-text").getText();
        click("hint-2");
        assertThat(waitForNewText("hint-text", before)).isEqualTo(VariantExplainer.hint(next, 2));
    }
}
