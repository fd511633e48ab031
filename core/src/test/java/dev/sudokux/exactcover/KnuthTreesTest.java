package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * With {@link Heuristic#KNUTH} the links engine walks the very tree of Knuth's own programs: on the
 * same file it reports the same solutions, nodes and updates as DLX1 (no colours), DLX2 (colours) and
 * DLX3 (multiplicities). The figures are what his programs (github.com/ascherer/cwebtest, dlx1.w,
 * dlx2.w, dlx3.w, tangled with ctangle and built with gcc -O2; BENCHMARKS.md says how) printed for these
 * files on 2026-11-24: {@code dlx1 m0 [tLIMIT] < FILE} and likewise. Larger instances (the 6 x 10
 * pentominoes, Langford 12 and 15, queens 13, Scott, Soma, MacMahon's hexagon) are compared by
 * {@code bench/knuth-bench.sh}; the table is in BENCHMARKS.md.
 */
class KnuthTreesTest {

    @ParameterizedTest(name = "{0} ({1}), limit {2}")
    @CsvSource({
        // file,                      program, limit, solutions, nodes,   updates
        "knuth-6x7.dlx,               dlx1,    0,        1,         6,         30",
        "queens-8.dlx,                dlx1,    0,       92,      1223,      21456",
        "pentomino-3x20.dlx,          dlx1,    0,        8,     32978,   10986975",
        "langford-7.dlx,              dlx1,    0,       52,       607,       8339",
        "macmahon-hexagon.dlx,        dlx2,    1,        1,    102915,    5443581",
        "macmahon-hexagon.dlx,        dlx2, 1000,     1000,    141174,    7214514",
        "tetromino-pairs-5x8.dlx,     dlx3,    0,     3106,     94674,   10600217",
        "dlx3-random-17.dlx,          dlx3,    0,      224,       594,       4173",
        "dlx3-random-248.dlx,         dlx3,    0,     5257,      9453,      20354",
    })
    void sameNodesAndUpdatesAsKnuth(String file, String program, long limit, long solutions, long nodes,
                                    long updates) throws Exception {
        ExactCoverProblem problem = DancingCellsTest.read(file);
        assertThat(problem.hasMultiplicities()).as("a DLX3 file").isEqualTo(program.equals("dlx3"));
        SearchLimits limits = limit == 0 ? SearchLimits.NONE : SearchLimits.NONE.withMaxSolutions(limit);
        DancingLinks engine = new DancingLinks(problem).withHeuristic(Heuristic.KNUTH);
        SearchResult r = engine.count(limits);
        assertThat(r.solutionCount()).isEqualTo(solutions);
        assertThat(r.stats().nodes()).isEqualTo(nodes);
        assertThat(r.stats().updates()).isEqualTo(updates);
        // The links are left as they were: a second count on the same engine walks the same tree.
        assertThat(engine.count(limits).stats().updates()).as("a second count").isEqualTo(updates);
    }
}
