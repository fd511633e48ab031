package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classic techniques a variant explanation borrows ({@link ClassicSeam}) count their work on the
 * explanation's own meter: a run's node budget bounds them, and a tiny budget stops the explanation
 * inside one of them. Puzzle: ISS's "Classic sudoku, hard" (fixture iss_examples.jsonl), on which the
 * explainer's own techniques stop after a few steps and every classic technique up to dynamic forcing
 * chains is tried and finds nothing (the nested forcing chains then take it further).
 */
class ClassicSeamBudgetTest {

    private static VariantExplainerTest.Fixture hard() throws IOException {
        return VariantExplainerTest.fixtures().stream().filter(f -> f.name().equals("Classic sudoku, hard"))
                .findFirst().orElseThrow();
    }

    /** Whether {@code technique} is one of the nested forcing chains (the classic ones above dynamic forcing chains). */
    private static boolean nested(String technique) {
        return dev.sudokux.logic.Techniques.all().stream()
                .anyMatch(t -> t.name().equals(technique) && t.difficulty() > ClassicSeam.UNNESTED);
    }

    /**
     * The state where the explanation first needs a nested forcing chain (its steps before that applied):
     * there every classic technique up to dynamic forcing chains finds nothing.
     */
    private static LogicState stalled(VariantPuzzle puzzle) {
        VariantExplainer.Explanation x = new VariantExplainer().explain(puzzle, 10_000);
        LogicState s = new LogicState(new LogicRules(puzzle));
        for (VariantExplainer.Step step : x.steps()) {
            if (nested(step.technique())) {
                return s;
            }
            VariantExplainer.apply(s, step);
        }
        throw new AssertionError("the fixture no longer needs a nested forcing chain: pick another");
    }

    @Test
    void theClassicTechniquesChargeTheRunsMeter() throws IOException {
        LogicState s = stalled(hard().puzzle());
        List<VariantTechnique> seam = ClassicSeam.forBoard(s.rules.board);
        assertThat(seam).isNotEmpty();
        Budget.Meter meter = Budget.UNLIMITED.start();
        for (VariantTechnique t : seam) {
            assertThat(t.find(s, meter)).as(t.name()).isNull();
        }
        // Each technique tried counts one node; the forcing chains' searches count far more.
        assertThat(meter.nodes()).isGreaterThan(10L * seam.size());

        long needed = meter.nodes();
        Budget.Meter tiny = Budget.ofNodes(needed / 2).start();
        assertThatThrownBy(() -> {
            for (VariantTechnique t : seam) {
                t.find(s, tiny);
            }
        }).isInstanceOf(BudgetExceededException.class)
                .satisfies(e -> assertThat(((BudgetExceededException) e).reason()).isEqualTo(StopReason.NODE_LIMIT));
    }

    @Test
    void aTinyBudgetStopsTheExplanationInsideAClassicTechnique() throws IOException {
        VariantPuzzle puzzle = hard().puzzle();
        // Replays the explanation technique by technique, as the explainer tries them, counting the
        // nodes of its own techniques and of the classic ones apart (one more for each technique tried),
        // up to the first step that needs the nested forcing chains (they take seconds: left out here).
        LogicState s = new LogicState(new LogicRules(puzzle));
        List<VariantTechnique> techniques = VariantExplainer.techniques(s.rules.puzzle);
        long own = 0;
        long classic = 0;
        int steps = 0;
        while (!s.isSolved() && !s.isBroken()) {
            VariantExplainer.Step found = null;
            long ownHere = 0;
            long classicHere = 0;
            for (VariantTechnique t : techniques) {
                Budget.Meter m = Budget.UNLIMITED.start();
                found = t.find(s, m);
                if (t instanceof ClassicSeam) {
                    classicHere += m.nodes() + 1;
                } else {
                    ownHere += m.nodes() + 1;
                }
                if (found != null) {
                    break;
                }
            }
            if (found == null || nested(found.technique())) {
                break;
            }
            own += ownHere;
            classic += classicHere;
            steps++;
            VariantExplainer.apply(s, found);
        }
        assertThat(steps).isPositive();
        assertThat(classic).isGreaterThan(own);

        VariantExplainer explainer = new VariantExplainer();
        VariantExplainer.Explanation full = explainer.explain(puzzle, steps, Budget.ofNodes(own + classic));
        assertThat(full.steps()).as("those steps fit in exactly their nodes").hasSize(steps);
        // A budget the explainer's own techniques fit in, but not the classic ones: the run stops
        // inside a classic technique (before, their nodes went uncounted and the run went to its end).
        VariantExplainer.Explanation cut = explainer.explain(puzzle, steps, Budget.ofNodes(own + classic / 2));
        assertThat(cut.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(cut.steps().size()).isLessThan(steps);
        assertThat(full.steps()).startsWith(cut.steps().toArray(new VariantExplainer.Step[0]));
    }
}
