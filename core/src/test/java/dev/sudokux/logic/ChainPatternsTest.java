package dev.sudokux.logic;

import static dev.sudokux.logic.ChainFixtures.cellOnly;
import static dev.sudokux.logic.ChainFixtures.columnOnly;
import static dev.sudokux.logic.ChainFixtures.elim;
import static dev.sudokux.logic.ChainFixtures.open;
import static dev.sudokux.logic.ChainFixtures.rowOnly;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Each chain technique on a pencil-mark state built for it (an empty grid with candidates removed
 * to draw the pattern), with the elimination worked out by hand.
 */
class ChainPatternsTest {

    @Test
    void xChainNamesASkyscraper() {
        CandidateGrid g = open();
        rowOnly(g, 1, 1, 1, 5);
        rowOnly(g, 1, 4, 1, 6);
        Step step = new XChain().find(g).orElseThrow();
        assertThat(step.eliminations()).containsExactly(elim(2, 6, 1), elim(3, 6, 1), elim(5, 5, 1), elim(6, 5, 1));
        assertThat(step.text()).startsWith("X-Chain on 1 (a Skyscraper): (1)r1c5 = (1)r1c1 - (1)r4c1 = (1)r4c6");
        assertThat(step.difficulty()).isEqualTo(5.4);
        assertThat(step.units()).containsExactly(0, 3);
    }

    @Test
    void xChainNamesATurbotFishWhenTheWeakLinkIsInABox() {
        CandidateGrid g = open();
        rowOnly(g, 1, 1, 1, 5);
        rowOnly(g, 1, 3, 1, 6);
        Step step = new XChain().find(g).orElseThrow();
        // (1)r1c1 = (1)r1c5 - (1)r3c6 = (1)r3c1: the cells seeing r1c1 and r3c1 lose 1.
        assertThat(step.text()).startsWith("X-Chain on 1 (a Turbot Fish): (1)r1c1 = (1)r1c5 - (1)r3c6 = (1)r3c1");
        assertThat(step.eliminations()).containsExactly(elim(2, 1, 1), elim(2, 2, 1), elim(2, 3, 1), elim(4, 1, 1),
                elim(5, 1, 1), elim(6, 1, 1), elim(7, 1, 1), elim(8, 1, 1), elim(9, 1, 1));
    }

    @Test
    void xChainNamesATwoStringKite() {
        CandidateGrid g = open();
        rowOnly(g, 2, 1, 2, 7);
        columnOnly(g, 2, 1, 3, 8);
        Step step = new XChain().find(g).orElseThrow();
        assertThat(step.text()).startsWith("X-Chain on 2 (a 2-String Kite): (2)r1c7 = (2)r1c2 - (2)r3c1 = (2)r8c1");
        assertThat(step.eliminations()).containsExactly(elim(8, 7, 2));
    }

    @Test
    void simpleColouringWrap() {
        CandidateGrid g = open();
        rowOnly(g, 3, 1, 1, 5);
        columnOnly(g, 3, 5, 1, 6);
        rowOnly(g, 3, 6, 2, 5);
        columnOnly(g, 3, 2, 2, 6);
        Step step = new SimpleColouring().find(g).orElseThrow();
        // r1c1, r6c5, r2c2 share a colour, and r1c1 sees r2c2.
        assertThat(step.eliminations()).containsExactly(elim(1, 1, 3), elim(2, 2, 3), elim(6, 5, 3));
        assertThat(step.text()).contains("same colour");
    }

    @Test
    void simpleColouringTrap() {
        CandidateGrid g = open();
        rowOnly(g, 4, 2, 1, 5);
        columnOnly(g, 4, 5, 2, 7);
        rowOnly(g, 4, 7, 2, 5);
        Step step = new SimpleColouring().find(g).orElseThrow();
        // Colours: r2c1, r7c5 against r2c5, r7c2; the cells seeing r2c1 and r7c2 lose 4.
        assertThat(step.eliminations()).containsExactly(elim(1, 2, 4), elim(3, 2, 4), elim(8, 1, 4), elim(9, 1, 4));
    }

    @Test
    void xChainOfSixCellsWhenNoShorterChainEliminates() {
        CandidateGrid g = open();
        rowOnly(g, 5, 1, 1, 4);
        rowOnly(g, 5, 5, 4, 8);
        rowOnly(g, 5, 9, 2, 8);
        Step step = new XChain().find(g).orElseThrow();
        assertThat(step.eliminations()).containsExactly(elim(2, 2, 5), elim(3, 2, 5), elim(7, 1, 5), elim(8, 1, 5));
        assertThat(step.cells()).hasSize(6);
        assertThat(step.difficulty()).isEqualTo(5.4);
    }

    @Test
    void xyChainOfFourCells() {
        CandidateGrid g = open();
        cellOnly(g, 1, 1, 1, 2);
        cellOnly(g, 1, 5, 2, 3);
        cellOnly(g, 5, 5, 3, 4);
        cellOnly(g, 5, 9, 4, 1);
        Step step = new XYChain().find(g).orElseThrow();
        assertThat(step.eliminations()).containsExactly(elim(1, 9, 1), elim(5, 1, 1));
        assertThat(step.text()).contains("(1)r1c1 = (2)r1c1 - (2)r1c5 = (3)r1c5 - (3)r5c5 = (4)r5c5 - (4)r5c9 = (1)r5c9");
        assertThat(step.difficulty()).isEqualTo(6.1); // eight nodes: 6.0 + 0.1
    }

    @Test
    void wWingThroughAStrongLinkInAColumn() {
        CandidateGrid g = open();
        cellOnly(g, 1, 1, 6, 7);
        cellOnly(g, 5, 9, 6, 7);
        columnOnly(g, 6, 2, 2, 5);
        Step step = new WWing().find(g).orElseThrow();
        assertThat(step.eliminations()).containsExactly(elim(1, 9, 7), elim(5, 1, 7));
        assertThat(step.units()).containsExactly(9 + 1);
    }

    @Test
    void aicMixingCellAndUnitLinks() {
        CandidateGrid g = open();
        cellOnly(g, 1, 1, 1, 7);
        cellOnly(g, 4, 8, 1, 7);
        columnOnly(g, 1, 5, 1, 4);
        assertThat(new XYChain().find(g)).isEmpty();
        Step step = new AlternatingInferenceChain().find(g).orElseThrow();
        assertThat(step.text()).contains("(7)r1c1 = (1)r1c1 - (1)r1c5 = (1)r4c5 - (1)r4c8 = (7)r4c8");
        assertThat(step.eliminations()).containsExactly(elim(1, 8, 7), elim(4, 1, 7));
        assertThat(step.difficulty()).isEqualTo(6.4);
    }

    @Test
    void xChainRatingGrowsWithItsStrongLinks() {
        assertThat(Chains.xChainRating(4)).isEqualTo(5.4);
        assertThat(Chains.xChainRating(6)).isEqualTo(5.4);
        assertThat(Chains.xChainRating(8)).isEqualTo(5.8);
        assertThat(Chains.xChainRating(10)).isEqualTo(6.2);
        assertThat(Chains.xChainRating(12)).isEqualTo(6.6);
        assertThat(Chains.xChainRating(14)).isEqualTo(6.9);
        assertThat(Chains.xChainRating(40)).isEqualTo(7.3);
    }

    @Test
    void lengthDifficultyFollowsSudokuExplainersSteps() {
        assertThat(Chains.lengthDifficulty(4)).isEqualTo(0.0);
        assertThat(Chains.lengthDifficulty(6)).isEqualTo(0.0);
        assertThat(Chains.lengthDifficulty(7)).isEqualTo(0.1);
        assertThat(Chains.lengthDifficulty(9)).isEqualTo(0.2);
        assertThat(Chains.lengthDifficulty(11)).isEqualTo(0.3);
        assertThat(Chains.lengthDifficulty(15)).isEqualTo(0.4);
        assertThat(Chains.lengthDifficulty(19)).isEqualTo(0.5);
        assertThat(Chains.lengthDifficulty(1000)).isGreaterThan(1.0);
    }
}
