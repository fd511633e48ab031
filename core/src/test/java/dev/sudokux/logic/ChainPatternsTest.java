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

    /**
     * Columns 1 and 5 hold 1 only in rows 1 and 2 (an X-Wing, each column locked in its box): a 1
     * anywhere else in rows 1 and 2, or in boxes 1 and 2 outside those columns, leaves one of the two
     * columns without a place for it.
     */
    private static CandidateGrid xWingOnOne() {
        CandidateGrid g = open();
        columnOnly(g, 1, 1, 1, 2);
        columnOnly(g, 1, 5, 1, 2);
        return g;
    }

    private static boolean xWingVictim(Elimination e) {
        int row = e.cell() / 9 + 1;
        int column = e.cell() % 9 + 1;
        boolean outside = column != 1 && column != 5;
        boolean box12 = row <= 3 && column <= 6;
        return e.value() == 1 && outside && (row <= 2 || box12);
    }

    @Test
    void nishioFindsTheContradictionOfAOneOutsideTheXWing() {
        Step step = new NishioForcingChain().find(xWingOnOne()).orElseThrow();
        assertThat(step.eliminations()).hasSize(1);
        assertThat(xWingVictim(step.eliminations().get(0))).as(step.text()).isTrue();
        assertThat(step.text()).contains("contradiction").containsAnyOf("no place left in column", "would be both 1 and not 1");
        assertThat(step.difficulty()).isGreaterThanOrEqualTo(7.5);
    }

    @Test
    void dynamicForcingChainFindsTheSameContradiction() {
        Step step = new DynamicForcingChain().find(xWingOnOne()).orElseThrow();
        assertThat(step.placements()).isEmpty();
        assertThat(step.eliminations()).allMatch(ChainPatternsTest::xWingVictim);
    }

    @Test
    void cellForcingChainOnThreeBivalueCells() {
        // r5c1 {1,3}, r5c5 {1,2}, r1c5 {2,3}: whichever value r5c5 (or either other cell) takes,
        // 3 lands in r5c1 or r1c5, both seen by r1c1.
        CandidateGrid g = open();
        cellOnly(g, 5, 1, 1, 3);
        cellOnly(g, 5, 5, 1, 2);
        cellOnly(g, 1, 5, 2, 3);
        Step step = new CellForcingChain().find(g).orElseThrow();
        assertThat(step.eliminations()).containsExactly(elim(1, 1, 3));
        assertThat(step.placements()).isEmpty();
        assertThat(step.focus()).isIn("r5c1", "r5c5", "r1c5");
        assertThat(step.difficulty()).isGreaterThanOrEqualTo(7.8);
    }

    @Test
    void unitForcingChainOnTheTwoPlacesOfAValueInARow() {
        // 4 goes in r9c2 or r9c8; r1c2 and r1c8 hold only 4 and 5. Either way one of them is 4 and
        // the other 5, so the rest of row 1 loses 4 and 5.
        CandidateGrid g = open();
        rowOnly(g, 4, 9, 2, 8);
        cellOnly(g, 1, 2, 4, 5);
        cellOnly(g, 1, 8, 4, 5);
        Step step = new UnitForcingChain().find(g).orElseThrow();
        assertThat(step.focus()).isEqualTo("row 9");
        assertThat(step.eliminations()).contains(elim(1, 5, 4), elim(1, 5, 5), elim(1, 1, 5), elim(1, 9, 4));
        assertThat(step.eliminations()).allMatch(e -> e.value() == 4 || e.value() == 5);
        assertThat(step.eliminations()).noneMatch(e -> e.cell() == 1 || e.cell() == 7);
    }

    @Test
    void nestedChainsFindNothingWrongOnAnOpenGrid() {
        // On a grid with every candidate everywhere nothing follows from anything.
        assertThat(new NestedForcingChain().find(open())).isEmpty();
        assertThat(new AlternatingInferenceChain().find(open())).isEmpty();
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
