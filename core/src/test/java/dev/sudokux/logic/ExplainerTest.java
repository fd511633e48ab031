package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExplainerTest {

    /** A technique that always finds the same elimination, rated {@code stepDifficulty}; counts its calls. */
    private static final class Fixed implements Technique {
        private final double difficulty;
        private final double stepDifficulty;
        private final int cell;
        int calls;

        Fixed(double difficulty, double stepDifficulty, int cell) {
            this.difficulty = difficulty;
            this.stepDifficulty = stepDifficulty;
            this.cell = cell;
        }

        @Override
        public String name() {
            return "Fixed " + difficulty;
        }

        @Override
        public double difficulty() {
            return difficulty;
        }

        @Override
        public double maxDifficulty() {
            return stepDifficulty;
        }

        @Override
        public Optional<Step> find(CandidateGrid grid) {
            calls++;
            return Optional.of(new Step(this, stepDifficulty, List.of(), List.of(new Elimination(cell, 1)),
                    List.of(cell), List.of(), "r1c1", "test step"));
        }
    }

    @Test
    void theFirstTechniqueThatFindsAStepWinsEvenWhenItsStepRatesHigher() {
        // As in Sudoku Explainer: techniques are tried in their order, and the first step found is
        // taken, even a long chain (5.0) when the next technique would have found an easier one.
        Fixed ranged = new Fixed(2.0, 5.0, 0);
        Fixed next = new Fixed(3.0, 3.0, 1);
        Explainer explainer = new Explainer(List.of(ranged, next));
        Step step = explainer.nextStep(CandidateGrid.of(Grid.empty(Shape.CLASSIC))).orElseThrow();
        assertThat(step.technique()).isSameAs(ranged);
        assertThat(step.difficulty()).isEqualTo(5.0);
        assertThat(next.calls).as("later techniques are not tried").isZero();
    }

    @Test
    void theFirstTechniqueWinsWhenItsStepRatesItsMinimum() {
        Fixed first = new Fixed(2.0, 2.0, 0);
        Fixed second = new Fixed(2.0, 2.0, 1);
        Explainer explainer = new Explainer(List.of(first, second));
        assertThat(explainer.nextStep(CandidateGrid.of(Grid.empty(Shape.CLASSIC))).orElseThrow().technique())
                .isSameAs(first);
        assertThat(second.calls).isZero();
    }
}
