package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokux.exactcover.examples.Langford;
import dev.sudokux.exactcover.examples.NQueens;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The engine contract, on the bits engine. Its random problems have no colours (it does not take
 * them); the colour case is replaced by its refusal, and the deep tree is the deepest it takes
 * (128 items).
 */
class BitsEngineContractTest extends ExactCoverEngineContract {

    @Override
    ExactCoverEngine engine(ExactCoverProblem problem) {
        // Every tree counted on the threads asked (the contract's trees are small: by default they
        // would be counted on one thread alone, countsAlone()).
        return new BitsEngine(problem).aloneBelow(0);
    }

    @Override
    boolean takesColours() {
        return false;
    }

    @Test
    @Override
    void optionsShareASecondaryItemOnlyWithTheSameColour() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b c | x y
                a x:red
                b x:red
                c y
                """);
        assertThat(BitsEngine.takes(problem)).isFalse();
        assertThatThrownBy(() -> ExactCoverEngine.create("bits", problem))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("colours");
    }

    @Override
    int mostItems() {
        return BitsLayout.MAX_ITEMS;
    }

    @Test
    void moreThan128ItemsAreRefused() {
        ExactCoverProblem tooBig = ExactCoverProblem.builder(BitsLayout.MAX_ITEMS + 1, 0).build();
        assertThat(BitsEngine.takes(tooBig)).isFalse();
        assertThatThrownBy(() -> new BitsEngine(tooBig)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at most 128 items");
    }

    @Test
    void aSmallTreeIsCountedAloneWhateverTheThreadsAndALargerOneOnThemWithTheSameAnswer() {
        // 8 queens: estimate about 2e4, far below ALONE_BELOW; Langford 12: about 8.5e7, above it.
        BitsEngine small = new BitsEngine(NQueens.problem(8));
        assertThat(small.countsAlone()).isTrue();
        BitsEngine larger = new BitsEngine(Langford.problem(12));
        assertThat(larger.estimatedCost()).isGreaterThan(BitsEngine.ALONE_BELOW);
        assertThat(larger.countsAlone()).isFalse();
        assertThat(new BitsEngine(NQueens.problem(8), small.order()).countsAlone()).as("a given order").isFalse();
        for (BitsEngine bits : new BitsEngine[] {small, larger}) {
            SearchResult one = bits.count(SearchLimits.NONE, 1);
            SearchResult two = bits.count(SearchLimits.NONE, 2);
            assertThat(two.solutionCount()).isEqualTo(one.solutionCount());
            assertThat(two.stats().nodes()).isEqualTo(one.stats().nodes());
            assertThat(two.stats().updates()).isEqualTo(one.stats().updates());
        }
        assertThat(small.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(92);
    }

    /** count(limits, threads) promises one thread's nodes, updates and guesses, propagator or not. */
    @Test
    void aParallelCountHasOneThreadsNodesUpdatesAndGuessesWithAPropagator() {
        Random random = new Random(7);
        for (int n = 6; n <= 9; n++) {
            ExactCoverProblem queens = NQueens.problem(n);
            int m = queens.optionCount();
            boolean[][] forbidden = forbiddenPairs(random, m, 8);
            Propagator removing = removingForbidden(forbidden);
            // Removes only what the last choice forbids: what it removed at the levels above must
            // stay removed below them (a replay that propagates only at the cut would try it again).
            Propagator removingOnce = state -> {
                if (state.level() > 0) {
                    int last = state.chosen(state.level() - 1);
                    for (int b = 0; b < m; b++) {
                        if (forbidden[last][b]) {
                            state.remove(b);
                        }
                    }
                }
                return true;
            };
            for (Propagator propagator : new Propagator[] {null, removing, removingOnce}) {
                // aloneBelow(0): these trees are small enough to be counted alone otherwise.
                ExactCoverEngine engine = new BitsEngine(queens).aloneBelow(0).withPropagator(propagator);
                SearchStats one = engine.count(SearchLimits.NONE, 1).stats();
                for (int threads = 2; threads <= 3; threads++) {
                    SearchResult together = engine.count(SearchLimits.NONE, threads);
                    String what = n + " queens, " + threads + " threads, propagator "
                            + (propagator == null ? "none" : propagator == removing ? "removing" : "removing once");
                    assertThat(together.solutionCount()).as(what).isEqualTo(one.solutions());
                    assertThat(together.stats().nodes()).as(what).isEqualTo(one.nodes());
                    assertThat(together.stats().updates()).as(what).isEqualTo(one.updates());
                    assertThat(together.stats().guesses()).as(what).isEqualTo(one.guesses());
                }
            }
        }
    }

    @Test
    void aClashingPrefixHasNoNodeOnAnyNumberOfThreads() {
        ExactCoverProblem queens = NQueens.problem(8);
        int clash = 1;
        while (queens.optionItem(clash, 0) != queens.optionItem(0, 0)) {
            clash++;
        }
        ExactCoverEngine engine = new BitsEngine(queens).aloneBelow(0);
        for (int threads = 1; threads <= 2; threads++) {
            SearchResult r = engine.count(Prefix.of(0, clash), SearchLimits.NONE, threads);
            assertThat(r.solutionCount()).isZero();
            assertThat(r.stats().nodes()).as("%d threads", threads).isZero();
        }
    }
    /**
     * BitsCursor's randomPath (one loop on the masks) against SearchCursor's default walk on the same
     * cursor's methods: the same estimates, nodes visited, random draws and updates, path for path,
     * from the root and from prefixes with chosen and excluded options, with and without subtrees
     * counted whole.
     */
    @Test
    void theMasksRandomPathGivesTheDefaultWalksNumbersPathForPath() {
        Random random = new Random(11);
        java.util.List<ExactCoverProblem> problems = new java.util.ArrayList<>();
        for (int trial = 0; trial < 150; trial++) {
            problems.add(randomProblem(random, false));
        }
        problems.add(NQueens.problem(8));
        problems.add(Langford.problem(7));
        int checked = 0;
        for (ExactCoverProblem problem : problems) {
            int m = problem.optionCount();
            Prefix[] starts = m == 0 ? new Prefix[] {Prefix.ROOT}
                    : new Prefix[] {Prefix.ROOT, Prefix.of(random.nextInt(m)),
                            new Prefix(new int[0], new int[] {random.nextInt(m)})};
            for (Prefix start : starts) {
                for (int exhaustAt : new int[] {Integer.MAX_VALUE, 0, 1, 2, 3}) {
                    long seed = random.nextLong();
                    BitsEngine bits = new BitsEngine(problem);
                    try (SearchCursor tight = bits.cursor(start);
                         SearchCursor plain = new ForwardingCursor(new BitsEngine(problem, bits.order()).cursor(start))) {
                        SplittableRandom r1 = new SplittableRandom(seed);
                        SplittableRandom r2 = new SplittableRandom(seed);
                        double[] a = new double[4];
                        double[] b = new double[4];
                        for (int path = 0; path < 20; path++) {
                            if (path == 10 && tight.branches() > 0) {
                                // From a child, as the estimate's rounds start below the cut.
                                tight.down(0);
                                plain.down(0);
                            }
                            tight.randomPath(r1, exhaustAt, a);
                            plain.randomPath(r2, exhaustAt, b);
                            String what = problem + " from " + start + ", exhaust at " + exhaustAt + ", path " + path;
                            assertThat(a).as(what).containsExactly(b);
                            assertThat(tight.updates()).as(what).isEqualTo(plain.updates());
                            assertThat(tight.depth()).as(what).isEqualTo(plain.depth());
                            checked++;
                        }
                        assertThat(r1.nextLong()).as("the same random draws").isEqualTo(r2.nextLong());
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }
}
