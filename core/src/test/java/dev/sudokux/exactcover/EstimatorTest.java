package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.examples.Langford;
import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The stratified estimate and Knuth's plain one, in rounds and on several threads ({@link Estimator#estimate(List, long,
 * long, double, long)}, {@link Estimator#randomPaths(List, long, long, double, long)},
 * {@link ExactCoverEngine#estimate(Prefix, long, double, long, int)}): each unbiased, its stopping rule
 * stops, and a seed gives one estimate.
 */
class EstimatorTest {

    /** Small trees that the estimate samples (their tops are larger than the cuts used here). */
    private static final List<ExactCoverProblem> PROBLEMS = List.of(NQueens.problem(8), Langford.problem(7));

    @Test
    void theMeanOfManyEstimatesIsTheTrueSizeOfTheTree() {
        for (Estimator.Method method : Estimator.Method.values()) {
            theMeanIsTheTruth(method);
        }
    }

    private static void theMeanIsTheTruth(Estimator.Method method) {
        for (ExactCoverProblem p : PROBLEMS) {
            for (String name : ExactCoverEngine.NAMES) {
                for (int threads : new int[] {1, 2}) {
                    ExactCoverEngine engine = ExactCoverEngine.create(name, p);
                    SearchStats truth = engine.count().stats();
                    int runs = 400;
                    double sum = 0;
                    double sumSquares = 0;
                    int distinct = 0;
                    double last = Double.NaN;
                    for (int seed = 0; seed < runs; seed++) {
                        Estimate e = estimate(method, engine, threads, 16, 16, 0, seed);
                        assertThat(e.exact()).as("a tree larger than the cut").isFalse();
                        assertThat(e.samples()).isGreaterThanOrEqualTo(16);
                        sum += e.nodes();
                        sumSquares += e.nodes() * e.nodes();
                        distinct += e.nodes() != last ? 1 : 0;
                        last = e.nodes();
                    }
                    double mean = sum / runs;
                    double errorOfMean = Math.sqrt((sumSquares / runs - mean * mean) / (runs - 1));
                    String what = method + ", " + name + ", " + threads + " threads, " + truth;
                    assertThat(distinct).as("the estimates vary: %s", what).isGreaterThan(runs / 4);
                    // An unbiased estimate: the mean of 400 is within 4 standard errors of the truth.
                    assertThat(Math.abs(mean - truth.nodes())).as("mean %s, error %s: %s", mean, errorOfMean, what)
                            .isLessThan(4 * errorOfMean);
                }
            }
        }
    }

    @Test
    void theRoundsStopWhenTheSpreadIsSmallEnoughOrThePathsAreSpent() {
        for (Estimator.Method method : Estimator.Method.values()) {
            theRoundsStop(method);
        }
    }

    private static void theRoundsStop(Estimator.Method method) {
        ExactCoverEngine engine = new DancingLinks(NQueens.problem(9));
        double nodes = engine.count().stats().nodes();
        // One round when no precision is asked for.
        Estimate one = estimate(method, engine, 1, 200, 200, 0, 3);
        assertThat(one.samples()).isBetween(200L, 400L);
        // A precision the first round does not reach: more rounds, until it is reached, well before the most.
        double target = 0.5 * one.nodesSpread() / one.nodes();
        Estimate more = estimate(method, engine, 1, 200, 1_000_000, target, 3);
        assertThat(more.samples()).isGreaterThan(one.samples()).isLessThan(1_000_000);
        assertThat(more.nodesSpread()).isLessThanOrEqualTo(target * more.nodes());
        assertThat(Math.abs(more.nodes() - nodes)).isLessThan(4 * more.nodesSpread());
        // A precision out of reach: rounds until the most paths are spent.
        Estimate most = estimate(method, engine, 1, 200, 1_000, 1e-9, 3);
        assertThat(most.samples()).isBetween(1_000L, 1_200L);
        // Enough already: no second round.
        assertThat(estimate(method, engine, 1, 200, 1_000_000, 0.99, 3).samples()).isEqualTo(one.samples());
    }

    @Test
    void aSeedGivesOneEstimateOnAGivenNumberOfThreads() {
        for (String name : ExactCoverEngine.NAMES) {
            ExactCoverEngine engine = ExactCoverEngine.create(name, NQueens.problem(9));
            for (int threads : new int[] {1, 2, 3}) {
                for (Estimator.Method method : Estimator.Method.values()) {
                    Estimate a = estimate(method, engine, threads, 300, 1_200, 0.01, 7);
                    Estimate b = estimate(method, engine, threads, 300, 1_200, 0.01, 7);
                    assertThat(b.nodes()).as("%s, %s", method, name).isEqualTo(a.nodes());
                    assertThat(b.updates()).isEqualTo(a.updates());
                    assertThat(b.solutions()).isEqualTo(a.solutions());
                    assertThat(b.samples()).isEqualTo(a.samples());
                }
            }
            // The engine is left as it was: the count is the same after the estimates.
            assertThat(engine.count().solutionCount()).isEqualTo(352);
        }
    }

    @Test
    void theEnginesEstimateOnTwoThreadsTimesTheSearchToo() {
        for (String name : ExactCoverEngine.NAMES) {
            ExactCoverEngine engine = ExactCoverEngine.create(name, NQueens.problem(12));
            SearchResult truth = engine.count();
            Estimate e = engine.estimate(Prefix.ROOT, 2_000, 0.05, 1, 2);
            Estimate plain = engine.estimate(Prefix.ROOT, Estimator.Method.KNUTH, 2_000, 0.05, 1, 2);
            assertThat(plain.exact()).isFalse();
            assertThat(Math.abs(plain.nodes() - truth.stats().nodes())).as("%s: %s", name, plain)
                    .isLessThan(4 * plain.nodesSpread() + 1);
            assertThat(plain.seconds()).isPositive().isFinite();
            if (!e.exact()) { // a fast machine counts queens 12 while it times the search
                assertThat(Math.abs(e.nodes() - truth.stats().nodes())).as("%s: %s", name, e)
                        .isLessThan(4 * e.nodesSpread() + 1);
                assertThat(e.seconds()).isPositive().isFinite();
            } else {
                assertThat(e.nodes()).isEqualTo(truth.stats().nodes());
            }
            assertThat(engine.count().solutionCount()).isEqualTo(truth.solutionCount());
        }
    }

    @Test
    void theFirstRoundGrowsWherePathsAreCheapAgainstTheCount() {
        ExactCoverEngine engine = new DancingLinks(NQueens.problem(9));
        double nodes = engine.count().stats().nodes();
        // The links engine's own factor: queens 9's paths are dear against its small tree, no growth.
        try (SearchCursor plain = engine.cursor(Prefix.ROOT)) {
            Estimate e = Estimator.estimate(List.of(plain), 200, 800, true, 0.99, 3);
            assertThat(e.samples()).isBetween(200L, 400L);
        }
        // An engine whose search is (said to be) far faster than the sampling: paths are cheap, the
        // first round is 16 times larger (a deeper cut), and the most paths with it.
        ExactCoverEngine larger = new DancingLinks(NQueens.problem(11));
        try (SearchCursor cheap = new FactorCursor(larger.cursor(Prefix.ROOT), 1_000_000)) {
            Estimate one = Estimator.estimate(List.of(cheap), 200, 800, true, 0.99, 3);
            assertThat(one.samples()).isBetween(3_200L, 6_400L);
            Estimate most = Estimator.estimate(List.of(cheap), 200, 800, true, 1e-9, 3);
            assertThat(most.samples()).isBetween(12_800L, 16_000L);
        }
        try (SearchCursor cheap = new FactorCursor(engine.cursor(Prefix.ROOT), 1_000_000)) {
            // Still unbiased: the mean of many such estimates is the truth.
            assertUnbiased(nodes, 200, seed -> Estimator.estimate(List.of(cheap), 16, 64, true, 0.99, seed));
        }
    }

    @Test
    void aSmallTreesFirstRoundShrinksAndTheStoppingRuleStillHolds() {
        // Queens 10 and 11 on links: by the work model, 4,000 paths cost more than a twentieth of a count.
        ExactCoverEngine engine = new DancingLinks(NQueens.problem(11));
        double nodes = engine.count().stats().nodes();
        try (SearchCursor c = engine.cursor(Prefix.ROOT)) {
            // One round asked for: the first round is the least a small tree gets, not 4,000 paths.
            Estimate one = Estimator.estimate(List.of(c), 4_000, 16_000, true, 0.99, 3);
            assertThat(one.samples()).isEqualTo(Estimator.LEAST_FIRST_ROUND);
            // The stopping rule: a precision within reach is met, one out of reach spends the most
            // paths of the --samples asked for (four rounds' worth), not of the smaller first round.
            Estimate precise = Estimator.estimate(List.of(c), 4_000, 16_000, true, 0.01, 3);
            assertThat(precise.nodesSpread()).isLessThanOrEqualTo(0.01 * precise.nodes());
            assertThat(Math.abs(precise.nodes() - nodes)).isLessThan(4 * precise.nodesSpread());
            Estimate most = Estimator.estimate(List.of(c), 4_000, 16_000, true, 1e-9, 3);
            assertThat(most.samples()).isBetween(16_000L, 17_000L);
            // A small tree stops at a stricter precision than asked: the least first round's spread
            // (about 2 % here) would meet 3 %, and the estimate goes on to 1.8 %.
            Estimate strict = Estimator.estimate(List.of(c), 4_000, 16_000, true, 0.03, 3);
            assertThat(strict.samples()).isGreaterThan(Estimator.LEAST_FIRST_ROUND);
            assertThat(strict.nodesSpread())
                    .isLessThanOrEqualTo(Estimator.SMALL_TREE_PRECISION * 0.03 * strict.nodes());
        }
        // Still unbiased: the mean of many such estimates is the truth.
        ExactCoverEngine smaller = new DancingLinks(NQueens.problem(10));
        double truth = smaller.count().stats().nodes();
        try (SearchCursor c = smaller.cursor(Prefix.ROOT)) {
            assertUnbiased(truth, 100, seed -> {
                Estimate e = Estimator.estimate(List.of(c), 4_000, 16_000, true, 0.99, seed);
                assertThat(e.exact()).isFalse();
                assertThat(e.samples()).isLessThan(4_000);
                return e;
            });
        }
    }

    /** The mean of {@code runs} estimates (seeds 0, 1, ...) is within 4 of its standard errors of {@code truth}. */
    private static void assertUnbiased(double truth, int runs, java.util.function.LongFunction<Estimate> estimate) {
        double sum = 0;
        double sumSquares = 0;
        for (int seed = 0; seed < runs; seed++) {
            double x = estimate.apply(seed).nodes();
            sum += x;
            sumSquares += x * x;
        }
        double mean = sum / runs;
        double errorOfMean = Math.sqrt((sumSquares / runs - mean * mean) / (runs - 1));
        assertThat(Math.abs(mean - truth)).as("mean %s, error %s", mean, errorOfMean).isLessThan(4 * errorOfMean);
    }

    /** A cursor that says its engine's search is {@code factor} times the sampling's speed. */
    private static final class FactorCursor extends ForwardingCursor {
        private final double factor;

        FactorCursor(SearchCursor c, double factor) {
            super(c);
            this.factor = factor;
        }

        @Override
        public double searchPerSampling() {
            return factor;
        }
    }

    /** The estimate by {@code method} with cursors on {@code threads} engines like {@code engine}. */
    private static Estimate estimate(Estimator.Method method, ExactCoverEngine engine, int threads, long samples,
                                     long maxSamples, double targetError, long seed) {
        ExactCoverEngine[] engines = new ExactCoverEngine[threads];
        SearchCursor[] cursors = new SearchCursor[threads];
        engines[0] = engine;
        for (int t = 1; t < threads; t++) {
            engines[t] = engine.sibling();
            assertThat(engines[t]).isNotNull();
        }
        for (int t = 0; t < threads; t++) {
            cursors[t] = engines[t].cursor(Prefix.ROOT);
        }
        try {
            return method == Estimator.Method.KNUTH
                    ? Estimator.randomPaths(List.of(cursors), samples, maxSamples, targetError, seed)
                    : Estimator.estimate(List.of(cursors), samples, maxSamples, targetError, seed);
        } finally {
            for (SearchCursor c : cursors) {
                c.close();
            }
        }
    }

    /**
     * Where the paths still needed would cost more than a count (the 3 x 20 box: 3,000-14,000 paths,
     * each as dear as dozens of nodes of its small tree), the engine's estimate counts the tree: exact
     * figures, the count's own; where paths are cheap (10 queens) it still samples.
     */
    @Test
    void aTreeCheaperToCountThanToSampleIsCounted() {
        ExactCoverProblem box = Pentominoes.problem(3, 20);
        for (ExactCoverEngine engine : List.of(new DancingCells(box), new DancingLinks(box))) {
            Estimate e = engine.estimate(Prefix.ROOT, 10_000, 0.05, 1, 1);
            SearchResult counted = engine.count(SearchLimits.NONE, 1);
            assertThat(e.exact()).as(engine.name()).isTrue();
            assertThat(e.nodes()).as(engine.name()).isEqualTo((double) counted.stats().nodes());
            assertThat(e.updates()).as(engine.name()).isEqualTo((double) counted.stats().updates());
            assertThat(e.solutions()).as(engine.name()).isEqualTo((double) counted.solutionCount());
            assertThat(e.seconds()).isPositive();
        }
        Estimate queens = new DancingCells(NQueens.problem(10)).estimate(Prefix.ROOT, 10_000, 0.05, 1, 1);
        assertThat(queens.exact()).isFalse();
        assertThat(queens.samples()).isPositive();
    }
}
