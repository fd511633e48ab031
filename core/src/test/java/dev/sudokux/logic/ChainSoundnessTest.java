package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Every chain step checked against the solution, with all techniques and each chain technique alone, on every shape. */
class ChainSoundnessTest {

    static final List<Technique> CHAINS = List.of(ForcingChains.cycles(), ForcingChains.nishio(),
            ForcingChains.multiple(), ForcingChains.dynamic(), ForcingChains.nested(1), ForcingChains.nested(2),
            ForcingChains.nested(3));

    static final Explainer SINGLES = new Explainer(List.of(new FullHouse(), new HiddenSingle(), new NakedSingle()));

    /**
     * Like {@link StepCheck#checkTechnique} with at most {@code maxOwn} steps of the technique: the
     * forcing chains find a step almost everywhere, and the nested ones are slow.
     */
    static int checkTechnique(Technique technique, Grid puzzle, int maxOwn) {
        return checkTechnique(technique, puzzle, maxOwn, Explainer.standard());
    }

    static int checkTechnique(Technique technique, Grid puzzle, int maxOwn, Explainer rest) {
        Grid solution = StepCheck.solutionOf(puzzle);
        CandidateGrid grid = CandidateGrid.of(puzzle);
        int found = 0;
        for (int round = 0; round < 10_000 && !grid.isSolved(); round++) {
            Optional<Step> step = SINGLES.nextStep(grid);
            if (step.isEmpty() && found < maxOwn) {
                step = technique.find(grid);
                if (step.isPresent()) {
                    assertThat(step.get().technique()).isSameAs(technique);
                    StepCheck.assertSound(step.get(), grid, solution);
                    found++;
                }
            }
            if (step.isEmpty()) {
                step = rest.nextStep(grid); // move on with the others
            }
            if (step.isEmpty()) {
                break;
            }
            grid.apply(step.get());
        }
        return found;
    }

    @Test
    void eachChainTechniqueAloneIsSoundAndFires() {
        List<ChainFixtures.Rated> sample = ChainFixtures.every(ChainFixtures.rated("se-exchange-6.5-9.3.txt"), 9);
        for (Technique t : CHAINS) {
            boolean nested = t.difficulty() >= 9.5;
            int fired = 0;
            for (ChainFixtures.Rated r : nested ? sample.subList(sample.size() - 3, sample.size()) : sample) {
                fired += checkTechnique(t, r.puzzle(), nested ? 2 : 40);
            }
            assertThat(fired).as("%s fires on the rated sample", t.name()).isPositive();
        }
    }

    @Test
    void singlesAndChainsSolveOtherShapesSoundly() {
        Random random = new Random(42);
        List<Technique> techniques = new ArrayList<>(SINGLES.techniques());
        techniques.addAll(CHAINS); // no other technique, so that the chains are needed
        Explainer explainer = new Explainer(techniques);
        int chainSteps = 0;
        for (Shape shape : List.of(Shape.of(2, 3), Shape.of(3, 2), Shape.of(2, 4), Shape.of(3, 4))) {
            for (int k = 0; k < 12; k++) {
                Grid puzzle = ChainFixtures.minimalPuzzle(shape, random, shape.cellCount());
                Explanation x = StepCheck.explainChecked(explainer, puzzle);
                assertThat(x.solved()).as("logic solves %s", puzzle).isTrue();
                chainSteps += chainSteps(x);
            }
        }
        assertThat(chainSteps).as("chains were needed somewhere").isPositive();
    }

    @Test
    void sixteenBySixteenIsSound() {
        Random random = new Random(7);
        Explainer explainer = Explainer.standard();
        for (int k = 0; k < 2; k++) {
            Grid puzzle = ChainFixtures.minimalPuzzle(Shape.of(4, 4), random, 150);
            Explanation x = StepCheck.explainChecked(explainer, puzzle);
            assertThat(x.solved()).isTrue();
        }
    }

    @Test
    void chainsAloneAreSoundOnAHarder16x16() {
        // A few steps of each, on a 16x16 blanked further while unique; the rest of the way by the
        // techniques up to dynamic forcing chains (nested ones are too slow for this suite on 16x16).
        Grid puzzle = ChainFixtures.minimalPuzzle(Shape.of(4, 4), new Random(11), 160);
        Explainer rest = new Explainer(Techniques.all().stream().filter(t -> t.difficulty() <= 8.5).toList());
        int fired = 0;
        for (Technique t : List.of(ForcingChains.cycles(), ForcingChains.multiple(), ForcingChains.dynamic())) {
            fired += checkTechnique(t, puzzle, 3, rest);
        }
        assertThat(fired).isPositive();
    }

    @Test
    @Tag("slow")
    void everyRatedFixturePuzzleAndTheHardestAreSolvedSoundly() {
        Explainer explainer = Explainer.standard();
        List<ChainFixtures.Rated> all = new ArrayList<>(ChainFixtures.rated("se-exchange-6.5-9.3.txt"));
        all.addAll(ChainFixtures.rated("hardest-50.txt"));
        for (ChainFixtures.Rated r : all) {
            assertThat(StepCheck.explainChecked(explainer, r.puzzle()).solved()).as("solved %s", r.puzzle()).isTrue();
        }
    }

    static int chainSteps(Explanation x) {
        int n = 0;
        for (Step s : x.steps()) {
            if (CHAINS.stream().anyMatch(t -> t.name().equals(s.technique().name()))) {
                n++;
            }
        }
        return n;
    }
}
