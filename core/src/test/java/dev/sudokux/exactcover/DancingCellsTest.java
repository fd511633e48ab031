package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What is particular to the dancing-cells engine; what both engines do is in {@link ExactCoverEngineContract}. */
class DancingCellsTest {

    /**
     * The cells engine walks Knuth's SSXCC tree: on the same file it reports the same number of
     * nodes and updates. The figures are what SSXCC (github.com/ascherer/cwebtest, ssxcc.w, built
     * with gcc -O2) printed for these files on 2026-11-24 ({@code ssxcc [tLIMIT] < FILE}).
     */
    @ParameterizedTest(name = "{0}, limit {1}")
    @CsvSource({
        "knuth-6x7.dlx,                0,    1,     5,        27",
        "queens-8.dlx,                 0,   92,   964,     20032",
        "pentomino-3x20.dlx,           0,    8,  9328,   8766977",
        "langford-7.dlx,               0,   52,   466,      7734",
        "macmahon-hexagon.dlx,         1,    1, 12322,    954703",
        "macmahon-hexagon.dlx,      1000, 1000, 54900,   3607567",
    })
    void sameNodesAndUpdatesAsSsxcc(String file, long limit, long solutions, long nodes, long updates)
            throws IOException {
        ExactCoverProblem problem = read(file);
        SearchLimits limits = limit == 0 ? SearchLimits.NONE : SearchLimits.NONE.withMaxSolutions(limit);
        SearchResult r = new DancingCells(problem).count(limits);
        assertThat(r.solutionCount()).isEqualTo(solutions);
        assertThat(r.stats().nodes()).isEqualTo(nodes);
        assertThat(r.stats().updates()).isEqualTo(updates);
    }

    @Test
    void multiplicitiesAreRefusedAndAutoSendsThemToLinks() {
        // Item a covered exactly twice, b once: options {0 1}, {0 2}, {1 2 3}.
        ExactCoverProblem twice = DlxFormat.parse("2|a b\na b\na\na\nb\n");
        assertThatThrownBy(() -> new DancingCells(twice)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the cells engine does not take multiplicities (item a is to be covered 2 times); use links");
        assertThatThrownBy(() -> ExactCoverEngine.create("cells", twice)).isInstanceOf(IllegalArgumentException.class);
        assertThat(DancingCells.suits(twice)).isFalse();
        ExactCoverEngine auto = ExactCoverEngine.create("auto", twice);
        assertThat(auto.name()).isEqualTo("links");
        assertThat(auto.count().solutionCount()).isEqualTo(3);
        ExactCoverProblem range = DlxFormat.parse("a 1:2|b\na b\nb\n");
        assertThatThrownBy(() -> new DancingCells(range))
                .hasMessage("the cells engine does not take multiplicities (item b is to be covered 1 to 2 times); use links");
        assertThat(ExactCoverEngine.create("auto", range).count().solutionCount()).isEqualTo(2); // {0}, {0 1}
    }

    @Test
    void theCursorCountsNoNodeWhereAnOptionFailsAtOnce() {
        // On pentominoes many options leave some cell no piece: leaves that are not nodes.
        DancingCells cells = new DancingCells(dev.sudokux.exactcover.examples.Pentominoes.problem(3, 12));
        SearchResult truth = cells.count();
        long leaves = 0;
        long nodes = 1;
        try (SearchCursor c = cells.cursor(Prefix.ROOT)) {
            java.util.ArrayDeque<Integer> next = new java.util.ArrayDeque<>();
            next.push(0);
            while (!next.isEmpty()) {
                int k = next.pop();
                if (k < c.branches()) {
                    next.push(k + 1);
                    c.down(k);
                    if (c.isNode()) {
                        nodes++;
                    } else {
                        leaves++;
                        assertThat(c.isSolution()).isFalse();
                        assertThat(c.branches()).isZero();
                    }
                    next.push(0);
                } else if (c.depth() > 0) {
                    c.up();
                }
            }
        }
        assertThat(leaves).isPositive();
        assertThat(nodes).isEqualTo(truth.stats().nodes());
    }

    /** A file of the test resources (copies of the examples, and Knuth-style files made as each says). */
    static ExactCoverProblem read(String file) throws IOException {
        try (InputStream in = DancingCellsTest.class.getResourceAsStream("/exactcover/" + file)) {
            return DlxFormat.read(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
    }
}
