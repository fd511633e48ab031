package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.examples.NQueens;
import dev.sudokux.exactcover.examples.Pentominoes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What every exact cover engine must do, the same way: one suite, run against each engine by a
 * subclass ({@link DancingLinksContractTest}, {@link DancingCellsContractTest},
 * {@link BitsEngineContractTest}). The answers are
 * checked against brute force (every subset of options) on thousands of small random problems,
 * and against the published counts of a few classic problems; the order in which solutions come and
 * the node counts are each engine's own and are not compared.
 */
abstract class ExactCoverEngineContract {

    /** A fresh engine for {@code problem}. */
    abstract ExactCoverEngine engine(ExactCoverProblem problem);

    /** Whether the engine takes colours (when not, the random problems have none). */
    boolean takesColours() {
        return true;
    }

    /** A small random problem, with colours on some secondary items when asked and the engine takes them. */
    ExactCoverProblem randomProblem(Random random, boolean colours) {
        return RandomProblemsTest.randomProblem(random, colours && takesColours());
    }

    private static final long SEED = 0x5EED_CE11L;

    // ----- small problems whose answers are known -----

    @Test
    void knuthsExampleHasOneCoverMadeOfOptions1_4_5() {
        SearchResult all = engine(DlxFormat.parse(DancingLinksTest.KNUTH_6X7)).findAll(Long.MAX_VALUE);
        assertThat(all.isComplete()).isTrue();
        assertThat(all.solutionCount()).isEqualTo(1);
        assertThat(all.first().optionIndices()).containsExactly(0, 3, 4);
        assertThat(all.stats().solutions()).isEqualTo(1);
        assertThat(all.stats().maxLevel()).isEqualTo(3);
        assertThat(all.stats().nodes()).isGreaterThanOrEqualTo(4);
        assertThat(all.stats().updates()).isPositive();
    }

    @Test
    void secondaryItemsMayStayUncoveredButNotBeCoveredTwice() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b | x
                a x
                b x
                a
                b
                """);
        assertThat(sets(engine(problem).findAll(Long.MAX_VALUE))).containsExactlyInAnyOrder(
                List.of(0, 3), List.of(1, 2), List.of(2, 3));
    }

    @Test
    void optionsShareASecondaryItemOnlyWithTheSameColour() {
        ExactCoverProblem problem = DlxFormat.parse("""
                a b c | x y
                a x:red
                b x:red
                b x:blue
                c x:blue y
                c y
                """);
        assertThat(sets(engine(problem).findAll(Long.MAX_VALUE))).containsExactly(List.of(0, 1, 4));
    }

    @Test
    void classicCounts() {
        long[] queens = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
        for (int n = 1; n <= queens.length; n++) {
            assertThat(engine(NQueens.problem(n)).count().solutionCount()).as("%d queens", n).isEqualTo(queens[n - 1]);
        }
        assertThat(engine(Pentominoes.problem(3, 20)).count().solutionCount()).isEqualTo(8);
        assertThat(engine(ExactCoverProblem.builder(3, 0).build()).count().solutionCount()).isZero();
    }

    @Test
    void findFirstIsASolutionOrEmpty() {
        Optional<Solution> one = engine(NQueens.problem(8)).findFirst();
        assertThat(one).get().matches(Solution::isExactCover).matches(s -> s.size() == 8);
        assertThat(engine(NQueens.problem(3)).findFirst()).isEmpty();
    }

    // ----- random problems against brute force -----

    @Test
    void everySolutionAndOnlySolutionsOnRandomProblems() {
        Random random = new Random(SEED);
        int withSolutions = 0;
        for (int trial = 0; trial < 3000; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 3 == 0);
            Set<List<Integer>> expected = bruteForce(problem, new int[0]);
            ExactCoverEngine engine = engine(problem);
            SearchResult all = engine.findAll(Long.MAX_VALUE);
            assertThat(all.isComplete()).isTrue();
            assertThat(all.solutionCount()).as("trial %d: %s", trial, DlxFormat.toString(problem))
                    .isEqualTo(expected.size());
            assertThat(sets(all)).as("trial %d: %s", trial, DlxFormat.toString(problem))
                    .hasSize(expected.size()).containsExactlyInAnyOrderElementsOf(expected);
            // A second search on the same engine gives the same answer.
            assertThat(engine.count().solutionCount()).isEqualTo(expected.size());
            if (!expected.isEmpty()) {
                withSolutions++;
            }
        }
        assertThat(withSolutions).isGreaterThan(500);
    }

    @Test
    void searchFromFindsTheCoversThatHoldTheChosenOptions() {
        Random random = new Random(SEED + 1);
        for (int trial = 0; trial < 1500; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 2 == 0);
            int m = problem.optionCount();
            if (m == 0) {
                continue;
            }
            int[] chosen = random.ints(0, m).distinct().limit(1 + random.nextInt(Math.min(3, m))).toArray();
            Set<List<Integer>> expected = bruteForce(problem, chosen);
            ExactCoverEngine engine = engine(problem);
            long total = engine.count().solutionCount();
            SearchResult r = engine.searchFrom(chosen, SearchLimits.NONE, null, true);
            assertThat(sets(r)).as("trial %d, chosen %s: %s", trial, Arrays.toString(chosen),
                    DlxFormat.toString(problem)).containsExactlyInAnyOrderElementsOf(expected);
            assertThat(r.solutionCount()).isEqualTo(expected.size());
            for (Solution s : r.solutions()) {
                assertThat(Arrays.copyOf(s.optionsInChosenOrder(), chosen.length)).containsExactly(chosen);
            }
            assertThat(engine.count().solutionCount()).isEqualTo(total);
        }
    }

    @Test
    void searchFromOnQueens() {
        ExactCoverEngine engine = engine(NQueens.problem(8));
        // Option r*8+c is a queen on row r, column c: 4 of the 92 solutions have one on r0c0.
        SearchResult corner = engine.searchFrom(new int[] {0}, SearchLimits.NONE, null, true);
        assertThat(corner.solutionCount()).isEqualTo(4);
        assertThat(corner.solutions()).allMatch(s -> s.isExactCover() && s.optionIndices()[0] == 0);
        assertThat(engine.searchFrom(new int[] {0, 9}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        assertThat(engine.searchFrom(new int[] {0, 1}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        assertThat(engine.searchFrom(new int[] {0, 0}, SearchLimits.NONE, null, false).solutionCount()).isZero();
        for (Solution s : engine.findAll(Long.MAX_VALUE).solutions()) {
            assertThat(engine.searchFrom(s.optionIndices(), SearchLimits.NONE, null, true).solutions())
                    .containsExactly(s);
        }
        assertThat(engine.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void theSameSearchGivesTheSameSolutionsInTheSameOrder() {
        ExactCoverEngine engine = engine(NQueens.problem(8));
        List<Solution> first = engine.findAll(Long.MAX_VALUE).solutions();
        engine.searchFrom(new int[] {3}, SearchLimits.NONE.withMaxSolutions(1), null, false);
        engine.count(SearchLimits.NONE.withMaxNodes(17), 1);
        assertThat(engine.findAll(Long.MAX_VALUE).solutions()).containsExactlyElementsOf(first);
    }

    // ----- limits -----

    @Test
    void stoppingAtEveryLimitKeepsTheEngineWhole() {
        Random random = new Random(SEED + 2);
        for (int trial = 0; trial < 500; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 2 == 0);
            ExactCoverEngine engine = engine(problem);
            long total = engine.count().solutionCount();
            for (long limit = 1; limit <= total; limit++) {
                SearchResult r = engine.search(SearchLimits.NONE.withMaxSolutions(limit), null, true);
                assertThat(r.solutionCount()).isEqualTo(limit);
                assertThat(r.solutions()).hasSize((int) limit).allMatch(Solution::isExactCover);
                assertThat(r.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
            }
            for (long nodes = 1; nodes < 20; nodes++) {
                SearchResult r = engine.count(SearchLimits.NONE.withMaxNodes(nodes), 1);
                assertThat(r.stats().nodes()).isLessThanOrEqualTo(nodes);
                if (r.stopReason() == StopReason.NODE_LIMIT) {
                    assertThat(r.stats().nodes()).isEqualTo(nodes);
                    assertThat(r.solutionCount()).isLessThanOrEqualTo(total);
                } else {
                    assertThat(r.solutionCount()).isEqualTo(total);
                }
            }
            assertThat(engine.count().solutionCount()).isEqualTo(total);
        }
    }

    @Test
    void solutionLimitSaysThereMayBeMore() {
        ExactCoverEngine engine = engine(NQueens.problem(8));
        SearchResult ten = engine.search(SearchLimits.NONE.withMaxSolutions(10), null, true);
        assertThat(ten.solutionCount()).isEqualTo(10);
        assertThat(ten.solutions()).hasSize(10).doesNotHaveDuplicates().allMatch(Solution::isExactCover);
        assertThat(ten.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
        assertThat(ten.isComplete()).isFalse();
        assertThat(ten.isIncomplete()).isFalse();
        assertThat(engine.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void visitorCanStopTheSearch() {
        ExactCoverEngine engine = engine(NQueens.problem(8));
        List<Solution> seen = new ArrayList<>();
        SearchResult result = engine.search(SearchLimits.NONE, s -> {
            seen.add(s);
            return seen.size() < 3;
        }, false);
        assertThat(seen).hasSize(3).allMatch(Solution::isExactCover);
        assertThat(result.solutionCount()).isEqualTo(3);
        assertThat(result.stopReason()).isEqualTo(StopReason.STOPPED_BY_VISITOR);
        assertThat(result.solutions()).isEmpty();
        assertThat(engine.count().solutionCount()).isEqualTo(92);
    }

    @Test
    void nodeBudgetMakesTheResultIncomplete() {
        ExactCoverEngine engine = engine(NQueens.problem(10));
        SearchResult full = engine.search(SearchLimits.NONE, null, false);
        long budget = full.stats().nodes() / 2;
        SearchResult cut = engine.count(SearchLimits.NONE.withMaxNodes(budget), 1);
        assertThat(cut.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(cut.isIncomplete()).isTrue();
        assertThat(cut.stats().nodes()).isEqualTo(budget);
        assertThat(cut.solutionCount()).isLessThan(724);
        assertThat(full.solutionCount()).isEqualTo(724);
    }

    @Test
    void timeBudgetMakesTheResultIncomplete() {
        ExactCoverEngine engine = engine(Pentominoes.problem(6, 10));
        SearchResult cut = engine.count(SearchLimits.NONE.withTimeLimit(Duration.ofMillis(1)), 1);
        assertThat(cut.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(cut.isIncomplete()).isTrue();
        assertThat(cut.solutionCount()).isLessThan(9356);
        assertThat(engine.findFirst()).get().matches(Solution::isExactCover);
    }

    @Test
    void interruptionStopsTheSearch() {
        ExactCoverEngine engine = engine(NQueens.problem(10));
        Thread.currentThread().interrupt();
        SearchResult cut;
        try {
            cut = engine.count(SearchLimits.NONE, 1);
        } finally {
            Thread.interrupted();
        }
        assertThat(cut.stopReason()).isEqualTo(StopReason.INTERRUPTED);
        assertThat(cut.isIncomplete()).isTrue();
        assertThat(engine.count().solutionCount()).isEqualTo(724);
    }

    /** The most items of a problem the engine takes (the deep-tree case uses that many). */
    int mostItems() {
        return 100_000;
    }

    @Test
    void deepSolutionsDoNotOverflowTheStack() {
        // Options {2k, 2k+1} and decoys {2k+1, 2k+2}: the only solution is items/2 (50,000) levels deep.
        int items = mostItems();
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(items, 0);
        for (int k = 0; k + 1 < items; k += 2) {
            b.addOption(k, k + 1);
            if (k + 2 < items) {
                b.addOption(k + 1, k + 2);
            }
        }
        SearchResult r = engine(b.build()).findAll(Long.MAX_VALUE);
        assertThat(r.solutionCount()).isEqualTo(1);
        assertThat(r.first().size()).isEqualTo(items / 2);
        assertThat(r.first().isExactCover()).isTrue();
        assertThat(r.stats().maxLevel()).isEqualTo(items / 2);
    }

    // ----- observers and progress -----

    @Test
    void theObserverHearsEverySolutionAndTriesOnlyLiveOptions() {
        ExactCoverProblem problem = NQueens.problem(6);
        ExactCoverEngine engine = engine(problem);
        AtomicLong solutions = new AtomicLong();
        AtomicLong tries = new AtomicLong();
        engine.withObserver(new SearchObserver() {
            @Override
            public void tryOption(int level, int option) {
                assertThat(option).isBetween(0, problem.optionCount() - 1);
                tries.incrementAndGet();
            }

            @Override
            public void choose(int level, int item, int options) {
                assertThat(item).isBetween(0, problem.primaryCount() - 1);
                assertThat(options).isNotNegative(); // 0: a dead end
            }

            @Override
            public void solution(int level) {
                solutions.incrementAndGet();
            }
        });
        assertThat(engine.count().solutionCount()).isEqualTo(4);
        assertThat(solutions.get()).isEqualTo(4);
        assertThat(tries.get()).isPositive();
    }

    @Test
    void progressIsReportedDuringALongSearchWithKnuthsPath() {
        ExactCoverEngine engine = engine(Pentominoes.problem(3, 20));
        List<SearchProgress> reports = new ArrayList<>();
        engine.withProgress(new ProgressListener() {
            @Override
            public void progress(SearchStats soFar) {
                throw new AssertionError("the engine reports the path");
            }

            @Override
            public void progress(SearchProgress soFar) {
                reports.add(soFar);
            }

            @Override
            public long intervalNanos() {
                return 0;
            }
        });
        SearchResult r = engine.search(SearchLimits.NONE, null, false);
        assertThat(reports).isNotEmpty();
        assertThat(reports).allMatch(p -> p.stats().nodes() <= r.stats().nodes() && p.hasPath()
                && p.fractionDone() > 0 && p.fractionDone() < 1);
        // The fraction done grows as the search goes on.
        for (int k = 1; k < reports.size(); k++) {
            assertThat(reports.get(k).fractionDone()).isGreaterThanOrEqualTo(reports.get(k - 1).fractionDone());
        }
    }

    // ----- propagators -----

    @Test
    void propagatorsRemovingOptionsOrEndingNodesGiveTheBruteForceAnswers() {
        Random random = new Random(SEED + 4);
        for (int trial = 0; trial < 600; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 2 == 0);
            int m = problem.optionCount();
            boolean[][] forbidden = forbiddenPairs(random, m, 4);
            Set<List<Integer>> expected = new HashSet<>();
            for (List<Integer> cover : bruteForce(problem, new int[0])) {
                if (cover.stream().noneMatch(a -> cover.stream().anyMatch(b -> forbidden[a][b]))) {
                    expected.add(cover);
                }
            }
            Propagator removing = removingForbidden(forbidden);
            Propagator ending = state -> {
                for (int l = 0; l < state.level(); l++) {
                    for (int k = 0; k < l; k++) {
                        if (forbidden[state.chosen(l)][state.chosen(k)]) {
                            return false;
                        }
                    }
                }
                return true;
            };
            ExactCoverEngine engine = engine(problem);
            long plain = engine.count().solutionCount();
            for (Propagator p : List.of(removing, ending)) {
                engine.withPropagator(p);
                assertThat(sets(engine.findAll(Long.MAX_VALUE))).as("trial %d: %s", trial, DlxFormat.toString(problem))
                        .containsExactlyInAnyOrderElementsOf(expected);
                assertThat(engine.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(expected.size());
                if (m > 0) {
                    assertThat(sets(engine.searchFrom(new int[] {0}, SearchLimits.NONE, null, true)))
                            .containsExactlyInAnyOrderElementsOf(expected.stream().filter(c -> c.contains(0)).toList());
                }
            }
            assertThat(engine.withPropagator(null).count().solutionCount()).isEqualTo(plain);
        }
    }

    @Test
    void aPropagatorSeesWhatTheChosenOptionsLeave() {
        Random random = new Random(SEED + 5);
        int[] checked = {0};
        for (int trial = 0; trial < 300; trial++) {
            ExactCoverProblem problem = randomProblem(random, trial % 2 == 1);
            ExactCoverEngine engine = engine(problem);
            long plain = engine.count().solutionCount();
            long withLooks = engine.withPropagator(state -> {
                int[] chosen = new int[state.level()];
                for (int l = 0; l < chosen.length; l++) {
                    chosen[l] = state.chosen(l);
                }
                for (int item = 0; item < problem.itemCount(); item++) {
                    int it = item;
                    boolean covered = Arrays.stream(chosen)
                            .anyMatch(o -> Arrays.stream(problem.optionItems(o)).anyMatch(i -> i == it));
                    assertThat(state.isCovered(item)).isEqualTo(covered);
                    long live = IntStream.range(0, problem.optionCount())
                            .filter(o -> Arrays.stream(problem.optionItems(o)).anyMatch(i -> i == it) && state.isLive(o))
                            .count();
                    if (!covered) {
                        assertThat(state.liveOptions(item)).isEqualTo(live);
                    }
                }
                for (int o = 0; o < problem.optionCount(); o++) {
                    int option = o;
                    boolean isChosen = Arrays.stream(chosen).anyMatch(c -> c == option);
                    int[] together = Arrays.copyOf(chosen, chosen.length + 1);
                    together[chosen.length] = o;
                    assertThat(state.isChosen(o)).isEqualTo(isChosen);
                    assertThat(state.isLive(o)).as("option %d after %s", o, Arrays.toString(chosen))
                            .isEqualTo(!isChosen && consistent(problem, together));
                    checked[0]++;
                }
                return true;
            }).count().solutionCount();
            assertThat(withLooks).isEqualTo(plain);
        }
        assertThat(checked[0]).isGreaterThan(1000);
    }

    @Test
    void removingEveryOptionAtTheRootLeavesNoSolution() {
        ExactCoverProblem queens = NQueens.problem(6);
        ExactCoverEngine engine = engine(queens).withPropagator(state -> {
            for (int o = 0; o < queens.optionCount(); o++) {
                state.remove(o);
            }
            return true;
        });
        SearchResult r = engine.count();
        assertThat(r.solutionCount()).isZero();
        assertThat(r.stats().nodes()).isEqualTo(1);
        assertThat(engine.withPropagator(null).count().solutionCount()).isEqualTo(4);
    }

    // ----- counting on several threads -----

    @Test
    void parallelCountsAgreeWithTheSequentialOnes() {
        for (int n = 1; n <= 10; n++) {
            ExactCoverEngine engine = engine(NQueens.problem(n));
            long alone = engine.count().solutionCount();
            for (int threads = 2; threads <= 4; threads++) {
                SearchResult together = engine.count(SearchLimits.NONE, threads);
                assertThat(together.solutionCount()).as("%d queens on %d threads", n, threads).isEqualTo(alone);
                assertThat(together.isComplete()).isTrue();
            }
        }
        assertThat(engine(Pentominoes.problem(3, 20)).count(SearchLimits.NONE, 3).solutionCount()).isEqualTo(8);
        Random random = new Random(SEED + 3);
        for (int trial = 0; trial < 400; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            ExactCoverEngine engine = engine(p);
            long expected = engine.count().solutionCount();
            assertThat(engine.count(SearchLimits.NONE, 2).solutionCount()).isEqualTo(expected);
            assertThat(engine.count().solutionCount()).isEqualTo(expected);
        }
    }

    @Test
    void parallelCountStopsAtLimitsAndInterruption() {
        ExactCoverEngine queens = engine(NQueens.problem(10));
        SearchResult limited = queens.count(SearchLimits.NONE.withMaxSolutions(100), 2);
        assertThat(limited.solutionCount()).isEqualTo(100);
        assertThat(limited.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
        assertThat(queens.count().solutionCount()).isEqualTo(724);

        ExactCoverEngine box = engine(Pentominoes.problem(6, 10));
        SearchResult timed = box.count(SearchLimits.NONE.withTimeLimit(Duration.ofMillis(20)), 2);
        assertThat(timed.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(timed.solutionCount()).isLessThan(9356);

        Thread.currentThread().interrupt();
        SearchResult interrupted;
        try {
            interrupted = box.count(SearchLimits.NONE, 2);
        } finally {
            Thread.interrupted();
        }
        assertThat(interrupted.stopReason()).isEqualTo(StopReason.INTERRUPTED);

        SearchResult nodes = queens.count(SearchLimits.NONE.withMaxNodes(100), 2);
        assertThat(nodes.stats().nodes()).isEqualTo(100);
        assertThat(nodes.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
    }

    // ----- cursors, splits and prefixes -----

    /** Walks the whole tree below the cursor: {nodes, solutions}, counting only what the search counts as nodes. */
    static long[] walk(SearchCursor c) {
        long[] counts = {c.isNode() ? 1 : 0, 0};
        if (c.isSolution()) {
            counts[1] = 1;
            return counts;
        }
        int d = c.branches();
        for (int k = 0; k < d; k++) {
            c.down(k);
            long[] below = walk(c);
            c.up();
            counts[0] += below[0];
            counts[1] += below[1];
        }
        return counts;
    }

    @Test
    void theCursorWalksTheSearchTreeNodeForNodeAndUpdateForUpdate() {
        Random random = new Random(SEED + 10);
        List<ExactCoverProblem> problems = new ArrayList<>();
        for (int trial = 0; trial < 300; trial++) {
            problems.add(randomProblem(random, trial % 2 == 0));
        }
        problems.add(NQueens.problem(7));
        problems.add(Pentominoes.problem(3, 12));
        for (ExactCoverProblem p : problems) {
            ExactCoverEngine engine = engine(p);
            SearchResult r = engine.count();
            long[] counts;
            long updates;
            try (SearchCursor c = engine.cursor(Prefix.ROOT)) {
                counts = walk(c);
                updates = c.updates();
                assertThat(c.depth()).isZero();
                assertThat(c.prefix()).isEqualTo(Prefix.ROOT);
            }
            assertThat(counts[0]).as("nodes of %s", DlxFormat.toString(p)).isEqualTo(r.stats().nodes());
            assertThat(counts[1]).isEqualTo(r.solutionCount());
            assertThat(updates).isEqualTo(r.stats().updates());
            // Closed, the cursor leaves the engine as it was.
            SearchResult again = engine.count();
            assertThat(again.solutionCount()).isEqualTo(r.solutionCount());
            assertThat(again.stats().nodes()).isEqualTo(r.stats().nodes());
        }
    }

    @Test
    void aCursorNamesItsNodesByPrefixesThatSearchTheSameSubtree() {
        ExactCoverEngine engine = engine(Pentominoes.problem(3, 12));
        List<Prefix> nodes = new ArrayList<>();
        try (SearchCursor c = engine.cursor(Prefix.ROOT)) {
            Random random = new Random(SEED + 11);
            for (int path = 0; path < 30; path++) {
                while (c.branches() > 0) {
                    c.down(random.nextInt(c.branches()));
                    assertThat(c.prefix().depth()).isEqualTo(c.depth());
                    if (c.isNode() && c.depth() <= 3) {
                        nodes.add(c.prefix());
                    }
                }
                while (c.depth() > 0) {
                    c.up();
                }
            }
        }
        for (Prefix prefix : nodes) {
            long walked;
            try (SearchCursor c = engine.cursor(prefix)) {
                walked = walk(c)[1];
            }
            assertThat(engine.searchFrom(prefix, SearchLimits.NONE, null, false).solutionCount())
                    .as("%s", prefix.toLine()).isEqualTo(walked);
        }
    }

    @Test
    void theCountsOfASplitAddUpAtEveryDepth() {
        Random random = new Random(SEED + 12);
        for (int trial = 0; trial < 300; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            ExactCoverEngine engine = engine(p);
            Set<List<Integer>> all = sets(engine.findAll(Long.MAX_VALUE));
            for (int depth = 0; depth <= 4; depth++) {
                List<Prefix> prefixes = new ArrayList<>();
                engine.split(Prefix.ROOT, depth, prefixes::add);
                Set<List<Integer>> seen = new HashSet<>();
                long total = 0;
                for (Prefix prefix : prefixes) {
                    assertThat(prefix.depth()).isLessThanOrEqualTo(depth);
                    SearchResult r = engine.searchFrom(prefix, SearchLimits.NONE, null, true);
                    total += r.solutionCount();
                    seen.addAll(sets(r));
                }
                assertThat(total).as("trial %d depth %d", trial, depth).isEqualTo(all.size());
                assertThat(seen).isEqualTo(all);
            }
        }
        ExactCoverEngine box = engine(Pentominoes.problem(3, 20));
        List<Prefix> top = new ArrayList<>();
        box.split(Prefix.ROOT, 3, top::add);
        long total = 0;
        for (Prefix prefix : top) {
            total += box.count(prefix, SearchLimits.NONE, 2).solutionCount();
        }
        assertThat(total).isEqualTo(8);
    }

    @Test
    void aPrefixKeepsItsChosenOptionsAndLeavesOutItsExcludedOnes() {
        Random random = new Random(SEED + 13);
        for (int trial = 0; trial < 600; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            int m = p.optionCount();
            if (m < 2) {
                continue;
            }
            int[] picked = random.ints(0, m).distinct().limit(2 + random.nextInt(Math.min(3, m - 1))).toArray();
            int split = random.nextInt(picked.length);
            int[] chosen = Arrays.copyOf(picked, split);
            int[] excluded = Arrays.copyOfRange(picked, split, picked.length);
            Set<List<Integer>> expected = new HashSet<>();
            for (List<Integer> cover : bruteForce(p, chosen)) {
                if (Arrays.stream(excluded).noneMatch(cover::contains)) {
                    expected.add(cover);
                }
            }
            ExactCoverEngine engine = engine(p);
            Prefix prefix = new Prefix(chosen, excluded);
            String what = DlxFormat.toString(p) + " prefix " + prefix.toLine();
            assertThat(sets(engine.searchFrom(prefix, SearchLimits.NONE, null, true))).as(what).isEqualTo(expected);
            try (SearchCursor c = engine.cursor(prefix)) {
                assertThat(walk(c)[1]).as(what).isEqualTo(expected.size());
            }
            assertThat(engine.count(prefix, SearchLimits.NONE, 2).solutionCount()).as(what).isEqualTo(expected.size());
            List<Prefix> parts = new ArrayList<>();
            engine.split(prefix, 2, parts::add);
            long total = 0;
            for (Prefix part : parts) {
                assertThat(part.excluded()).isEqualTo(excluded);
                total += engine.searchFrom(part, SearchLimits.NONE, null, false).solutionCount();
            }
            assertThat(total).as(what).isEqualTo(expected.size());
            assertThat(engine.count().solutionCount()).isEqualTo(bruteForce(p, new int[0]).size());
        }
    }

    @Test
    void anEstimateOfASmallTreeIsItsExactSize() {
        Random random = new Random(SEED + 14);
        for (int trial = 0; trial < 200; trial++) {
            ExactCoverProblem p = randomProblem(random, trial % 2 == 0);
            ExactCoverEngine engine = engine(p);
            SearchResult truth = engine.count();
            Estimate e;
            try (SearchCursor c = engine.cursor(Prefix.ROOT)) {
                e = Estimator.estimate(c, 1_000_000, new Random(trial));
            }
            assertThat(e.exact()).isTrue();
            assertThat(e.nodes()).isEqualTo(truth.stats().nodes());
            assertThat(e.updates()).isEqualTo(truth.stats().updates());
            assertThat(e.solutions()).isEqualTo(truth.solutionCount());
        }
        // Knuth's random paths are unbiased: their mean comes near the true size.
        ExactCoverEngine queens = engine(NQueens.problem(10));
        SearchResult truth = queens.count();
        Estimate e;
        try (SearchCursor c = queens.cursor(Prefix.ROOT)) {
            e = Estimator.randomPaths(c, 20_000, new Random(5));
        }
        assertThat(Math.abs(e.nodes() - truth.stats().nodes())).as("%s vs %s", e, truth.stats())
                .isLessThan(4 * e.nodesSpread() + 1);
        assertThat(Math.abs(e.updates() - truth.stats().updates())).isLessThan(4 * e.updatesSpread() + 1);
    }

    // ----- helpers -----

    /** A random symmetric relation on {@code m} options: each pair forbidden together one time in {@code oneIn}. */
    static boolean[][] forbiddenPairs(Random random, int m, int oneIn) {
        boolean[][] forbidden = new boolean[m][m];
        for (int a = 0; a < m; a++) {
            for (int b = a + 1; b < m; b++) {
                forbidden[a][b] = forbidden[b][a] = random.nextInt(oneIn) == 0;
            }
        }
        return forbidden;
    }

    /** A propagator that removes, at every node, each option forbidden with one chosen above it. */
    static Propagator removingForbidden(boolean[][] forbidden) {
        return state -> {
            for (int l = 0; l < state.level(); l++) {
                boolean[] row = forbidden[state.chosen(l)];
                for (int b = 0; b < row.length; b++) {
                    if (row[b]) {
                        state.remove(b);
                    }
                }
            }
            return true;
        };
    }

    /** The solutions of a result as sorted lists of option numbers. */
    static Set<List<Integer>> sets(SearchResult result) {
        Set<List<Integer>> sets = new HashSet<>();
        for (Solution s : result.solutions()) {
            assertThat(s.isExactCover()).as("%s", s).isTrue();
            assertThat(sets.add(IntStream.of(s.optionIndices()).boxed().toList())).as("twice: %s", s).isTrue();
        }
        return sets;
    }

    /** Whether the options could be in one solution: no primary item twice, secondary ones only with one colour. */
    static boolean consistent(ExactCoverProblem problem, int[] options) {
        int[] uses = new int[problem.itemCount()];
        int[] colour = new int[problem.itemCount()];
        for (int o : options) {
            for (int k = 0; k < problem.optionSize(o); k++) {
                int item = problem.optionItem(o, k);
                int c = problem.optionColor(o, k);
                if (uses[item] > 0 && (c == 0 || colour[item] != c)) {
                    return false;
                }
                uses[item]++;
                colour[item] = c;
            }
        }
        return true;
    }

    /** Every exact cover that holds all of {@code chosen}, by trying every subset of options. */
    static Set<List<Integer>> bruteForce(ExactCoverProblem problem, int[] chosen) {
        int m = problem.optionCount();
        long must = 0;
        for (int o : chosen) {
            must |= 1L << o;
        }
        Set<List<Integer>> covers = new HashSet<>();
        for (long mask = 0; mask < (1L << m); mask++) {
            if ((mask & must) != must) {
                continue;
            }
            long bits = mask;
            int[] options = IntStream.range(0, m).filter(o -> (bits >> o & 1) != 0).toArray();
            if (new Solution(problem, options).isExactCover()) {
                covers.add(IntStream.of(options).boxed().toList());
            }
        }
        return covers;
    }
}
