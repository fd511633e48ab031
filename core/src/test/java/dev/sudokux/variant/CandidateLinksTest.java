package dev.sudokux.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.internal.ChainLength;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The links between candidates hold on the published solutions: on every fixture (ISS's examples and
 * Rangsk's), at the start and at states its easier steps reach, no solution holds both ends of a weak
 * link and every solution holds one end of a strong link; constraints give links houses do not.
 */
class CandidateLinksTest {

    @Test
    void everyLinkOfEveryFixtureHoldsOnItsSolution() throws IOException {
        long weak = 0;
        long strong = 0;
        long fromConstraints = 0;
        for (VariantExplainerTest.Fixture f : VariantExplainerTest.fixtures()) {
            LogicState s = new LogicState(new LogicRules(f.puzzle()));
            List<VariantTechnique> easy = VariantExplainer.techniques(f.puzzle()).stream()
                    .filter(t -> t.difficulty() < 4.2).toList();
            for (int round = 0; round < 4 && !s.isSolved() && !s.isBroken(); round++) {
                CandidateLinks links = s.links(null);
                for (int n = 0; n < links.weakCount.length; n++) {
                    for (int k = 0; k < links.weakCount[n]; k++) {
                        int m = links.weak[n][k];
                        assertThat(holds(f, links, n) && holds(f, links, m)).as("%s: %s -[%s]- %s", f.name(),
                                links.name(n), links.why(n, m, links.weakWhy[n][k]), links.name(m)).isFalse();
                        weak++;
                        fromConstraints += links.weakWhy[n][k] >= 0 ? 1 : 0;
                    }
                    for (int k = 0; k < links.strongCount[n]; k++) {
                        int m = links.strong[n][k];
                        assertThat(holds(f, links, n) || holds(f, links, m)).as("%s: %s =[%s]= %s", f.name(),
                                links.name(n), links.why(n, m, links.strongWhy[n][k]), links.name(m)).isTrue();
                        strong++;
                    }
                }
                for (int step = 0; step < 25; step++) {
                    VariantExplainer.Step next = null;
                    for (VariantTechnique t : easy) {
                        next = t.find(s, null);
                        if (next != null) {
                            break;
                        }
                    }
                    if (next == null) {
                        break;
                    }
                    VariantExplainer.apply(s, next);
                }
            }
        }
        assertThat(weak).isGreaterThan(100_000);
        assertThat(strong).isGreaterThan(1_000);
        assertThat(fromConstraints).as("weak links only a constraint's pairs give").isGreaterThan(1_000);
    }

    @Test
    void theChainSearchBillsTheLinksItVisitsNotOneNodePerStart() throws IOException {
        VariantExplainerTest.Fixture f = VariantExplainerTest.fixtures().stream()
                .filter(x -> x.name().equals("Sudoku X")).findFirst().orElseThrow();
        LogicState s = new LogicState(new LogicRules(f.puzzle()));
        CandidateLinks links = s.links(null);
        long starts = 0;
        for (int a = 0; a < links.weakCount.length; a++) {
            starts += links.strongCount[a] > 0 && links.weakCount[a] > 0 && links.open(a) ? 1 : 0;
        }
        dev.sudokux.solve.Budget.Meter meter = dev.sudokux.solve.Budget.UNLIMITED.start();
        new AicSteps().find(s, meter);
        assertThat(starts).isGreaterThan(0);
        // each start searches over the links: more than one node each, so a node limit bounds the search
        assertThat(meter.nodes()).isGreaterThan(2 * starts);
    }

    @Test
    void cellForcingFindsWhatAScanOfEveryCellFinds() throws IOException {
        int found = 0;
        for (VariantExplainerTest.Fixture f : VariantExplainerTest.fixtures()) {
            LogicState s = new LogicState(new LogicRules(f.puzzle()));
            List<VariantTechnique> easy = VariantExplainer.techniques(f.puzzle()).stream()
                    .filter(t -> t.difficulty() < 4.2).toList();
            for (int round = 0; round < 6 && !s.isSolved() && !s.isBroken(); round++) {
                VariantExplainer.Step step = new LinkForcing(false).find(s, null);
                String expected = firstCellForcing(s);
                assertThat(step == null ? null : step.focus() + " " + step.text().replaceAll(".*\\((every candidate of \\S+)\\).*", "$1"))
                        .as(f.name()).isEqualTo(expected);
                found += step == null ? 0 : 1;
                VariantExplainer.Step next = step;
                for (VariantTechnique t : easy) {
                    if (next != null) {
                        break;
                    }
                    next = t.find(s, null);
                }
                if (next == null) {
                    break;
                }
                VariantExplainer.apply(s, next);
            }
        }
        assertThat(found).isGreaterThan(0);
    }

    /** The first candidate (in order) and cell of cell forcing, as a scan of every cell for each candidate finds them. */
    private static String firstCellForcing(LogicState s) {
        CandidateLinks links = s.links(null);
        int digits = links.digits;
        Board board = s.rules.board;
        for (int x = 0; x < links.weakCount.length; x++) {
            if (links.weakCount[x] == 0 || !links.open(x)) {
                continue;
            }
            java.util.Set<Integer> linked = new java.util.HashSet<>();
            for (int k = 0; k < links.weakCount[x]; k++) {
                linked.add(links.weak[x][k]);
            }
            for (int q = 0; q < s.cand.length; q++) {
                if (q == x / digits || s.values[q] != 0 || !board.isCell(q)) {
                    continue;
                }
                boolean all = true;
                for (long m = s.cand[q]; m != 0 && all; m &= m - 1) {
                    all = linked.contains(q * digits + Long.numberOfTrailingZeros(m));
                }
                if (all) {
                    return board.cellName(x / digits) + " every candidate of " + board.cellName(q);
                }
            }
        }
        return null;
    }

    private static boolean holds(VariantExplainerTest.Fixture f, CandidateLinks links, int n) {
        return f.solution()[n / links.digits] == n % links.digits + 1;
    }

    @Test
    void theLengthAddsToAChainsRatingAsSudokuExplainerAddsIt() {
        assertThat(ChainLength.difficulty(6)).isEqualTo(0.0);
        assertThat(ChainLength.difficulty(7)).isEqualTo(0.1, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.difficulty(9)).isEqualTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.difficulty(11)).isEqualTo(0.3, org.assertj.core.data.Offset.offset(1e-9));
    }
}
