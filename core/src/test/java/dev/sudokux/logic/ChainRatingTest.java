package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.internal.stats.Spearman;
import dev.sudokux.sudoku.Grid;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rating (the hardest step) against Sudoku Explainer's published ratings: the same order on the
 * SE-rated fixture, and the forum's hardest far above the easiest chain puzzles.
 */
class ChainRatingTest {

    /** A rating with every step checked against the solution. */
    static double checkedRating(Explainer explainer, Grid puzzle) {
        Grid solution = StepCheck.solutionOf(puzzle);
        CandidateGrid grid = CandidateGrid.of(puzzle);
        double rating = 0;
        while (!grid.isSolved()) {
            Optional<Step> step = explainer.nextStep(grid);
            assertThat(step).as("logic solves %s", puzzle).isPresent();
            StepCheck.assertSound(step.get(), grid, solution);
            rating = Math.max(rating, step.get().difficulty());
            grid.apply(step.get());
        }
        return rating;
    }

    @Test
    void ratingRanksTheSeSampleAsSudokuExplainerDoes() {
        // Measured with singles and chains only: 0.962 on the whole fixture (261 puzzles, SE 6.6-9.3),
        // 0.955 on this half of it, which is held to a little below that.
        List<ChainFixtures.Rated> sample = ChainFixtures.every(ChainFixtures.rated("se-exchange-6.5-9.3.txt"), 2);
        Explainer explainer = Explainer.standard();
        double[] ours = new double[sample.size()];
        double[] se = new double[sample.size()];
        for (int i = 0; i < sample.size(); i++) {
            ours[i] = checkedRating(explainer, sample.get(i).puzzle());
            se[i] = sample.get(i).se();
        }
        assertThat(Spearman.rho(ours, se)).isGreaterThan(0.94);
    }

    @Test
    void theHardestRateFarAboveTheEasiestChainPuzzles() {
        Explainer explainer = Explainer.standard();
        double easy = 0;
        int easyCount = 0;
        for (ChainFixtures.Rated r : ChainFixtures.rated("se-exchange-6.5-9.3.txt")) {
            if (r.se() <= 7.0 && easyCount < 20) {
                easy += checkedRating(explainer, r.puzzle());
                easyCount++;
            }
        }
        easy /= easyCount;
        // Two of the hardest-50 fixture, the quickest to rate (SE 10.2 and 11.2).
        double hard = 0;
        List<ChainFixtures.Rated> hardest = ChainFixtures.rated("hardest-50.txt").stream()
                .filter(r -> r.puzzle().toString().length() > 0)
                .filter(r -> line(r).startsWith(".2.4.6..9..7") || line(r).startsWith(".....6.8.4....9"))
                .toList();
        assertThat(hardest).hasSize(2);
        for (ChainFixtures.Rated r : hardest) {
            double rating = checkedRating(explainer, r.puzzle());
            assertThat(rating).as("a forum hardest puzzle needs nested chains").isGreaterThanOrEqualTo(9.5);
            hard += rating;
        }
        hard /= hardest.size();
        assertThat(easy).isBetween(5.4, 7.6);
        assertThat(hard).isGreaterThan(easy + 2.5);
    }

    private static String line(ChainFixtures.Rated r) {
        StringBuilder sb = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            int v = r.puzzle().get(cell);
            sb.append(v == 0 ? '.' : (char) ('0' + v));
        }
        return sb.toString();
    }
}
