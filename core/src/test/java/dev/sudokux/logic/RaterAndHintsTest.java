package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RaterAndHintsTest {

    private static final Grid SINGLES_ONLY =
            TestGrids.line("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    @Test
    void aSinglesPuzzleIsEasyAndRatesItsHardestSingle() {
        Rating rating = Rater.standard().rate(SINGLES_ONLY);
        assertThat(rating.stalled()).isFalse();
        assertThat(rating.grade()).isEqualTo(Grade.EASY);
        assertThat(rating.value()).isBetween(1.0, 2.3);
        assertThat(rating.hardest()).isNotNull();
        assertThat(rating.value()).isEqualTo(Explainer.standard().explain(SINGLES_ONLY).rating());
        assertThat(rating.steps()).isEqualTo(81 - SINGLES_ONLY.filledCount());
    }

    @Test
    void aFullGridRatesZero() {
        Grid solved = TestGrids.randomSolution(Shape.CLASSIC, new Random(1));
        Rating rating = Rater.standard().rate(solved);
        assertThat(rating.value()).isZero();
        assertThat(rating.hardest()).isNull();
        assertThat(rating.grade()).isEqualTo(Grade.EASY);
        assertThat(rating.describe()).isEqualTo("none");
    }

    @Test
    void aStalledPuzzleRatesAboveEveryTechniqueAndIsExtreme() {
        // Singles only: the puzzle above needs nothing more, a hardest-list puzzle stalls.
        Rater singles = new Rater(new Explainer(List.of(new FullHouse(), new HiddenSingle(), new NakedSingle())));
        assertThat(singles.stalledRating()).isEqualTo(3.3); // hidden single in a line 1.5 ... naked single 2.3, + 1
        Grid hard = LogicFixtures.seHardest().get(1).puzzle();
        Rating stalled = singles.rate(hard);
        assertThat(stalled.stalled()).isTrue();
        assertThat(stalled.value()).isEqualTo(3.3);
        assertThat(stalled.grade()).isEqualTo(Grade.EXTREME);
        assertThat(stalled.describe()).endsWith(", then stalled");
        Rating easy = singles.rate(SINGLES_ONLY);
        assertThat(stalled).isGreaterThan(easy);

        Rater standard = Rater.standard();
        double highest = 0;
        for (Technique t : standard.explainer().techniques()) {
            highest = Math.max(highest, t.maxDifficulty());
        }
        assertThat(standard.stalledRating()).isGreaterThan(highest);
        assertThat(standard.rate(hard).value()).isEqualTo(standard.stalledRating());
    }

    @Test
    void gradesFollowTheThresholds() {
        assertThat(Grade.of(1.2, false)).isEqualTo(Grade.EASY);
        assertThat(Grade.of(2.3, false)).isEqualTo(Grade.EASY);
        assertThat(Grade.of(2.6, false)).isEqualTo(Grade.MEDIUM);
        assertThat(Grade.of(3.4, false)).isEqualTo(Grade.MEDIUM);
        assertThat(Grade.of(3.6, false)).isEqualTo(Grade.HARD);
        assertThat(Grade.of(4.5, false)).isEqualTo(Grade.HARD);
        assertThat(Grade.of(4.6, false)).isEqualTo(Grade.EXPERT);
        assertThat(Grade.of(6.5, false)).isEqualTo(Grade.EXPERT);
        assertThat(Grade.of(6.6, false)).isEqualTo(Grade.EXTREME);
        assertThat(Grade.of(1.0, true)).isEqualTo(Grade.EXTREME);
    }

    @Test
    void hintsAtThreeLevels() {
        Hints hints = Hints.standard();
        Hint one = hints.next(SINGLES_ONLY, 1).orElseThrow();
        Hint two = hints.next(SINGLES_ONLY, 2).orElseThrow();
        Hint three = hints.next(SINGLES_ONLY, 3).orElseThrow();
        Step step = Explainer.standard().nextStep(CandidateGrid.of(SINGLES_ONLY)).orElseThrow();
        assertThat(one.step().text()).isEqualTo(step.text());
        assertThat(one.step().placements()).isEqualTo(step.placements());
        assertThat(one.text()).isEqualTo("Look at " + step.focus() + ".");
        assertThat(two.text()).isEqualTo("Look at " + step.focus() + ": " + step.technique().name() + ".");
        assertThat(three.text()).isEqualTo(step.text());
        assertThat(List.of(one.level(), two.level(), three.level())).containsExactly(1, 2, 3);
        assertThatThrownBy(() -> hints.next(SINGLES_ONLY, 4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void hintsFollowTheCandidatesAPersonHasAndEndWhenSolved() {
        Hints hints = Hints.standard();
        CandidateGrid grid = CandidateGrid.of(SINGLES_ONLY);
        Grid solution = StepCheck.solutionOf(SINGLES_ONLY);
        int steps = 0;
        Optional<Hint> hint;
        while ((hint = hints.next(grid, 3)).isPresent()) {
            StepCheck.assertSound(hint.get().step(), grid, solution);
            grid.apply(hint.get().step());
            steps++;
        }
        assertThat(grid.toGrid()).isEqualTo(solution);
        assertThat(steps).isEqualTo(81 - SINGLES_ONLY.filledCount());
        assertThat(hints.next(solution, 1)).isEmpty();
    }

    @Test
    void aHintOnAHardPuzzleNamesTheRegionOfAnAdvancedTechnique() {
        // Find a Sudoku Exchange puzzle whose path has an X-Wing; the hint at that point names rows or columns.
        Explainer explainer = Explainer.standard();
        Hints hints = new Hints(explainer);
        for (LogicFixtures.Rated r : LogicFixtures.seExchange()) {
            if (LogicFixtures.se(r) != 3.2) {
                continue;
            }
            CandidateGrid grid = CandidateGrid.of(r.puzzle());
            Optional<Hint> hint;
            while ((hint = hints.next(grid, 2)).isPresent()) {
                if (hint.get().step().technique() instanceof Fish) {
                    assertThat(hint.get().text()).matches("Look at (rows|columns) \\d and \\d: X-Wing\\.");
                    return;
                }
                grid.apply(hint.get().step());
            }
        }
        throw new AssertionError("no X-Wing in the SE 3.2 puzzles");
    }
}
