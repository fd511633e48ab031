package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The contract every {@link Solver} keeps, run against each one (a subclass a solver). Every
 * solution returned is checked here too, and counts are compared with known answers.
 */
public abstract class SolverContract {

    /** The solver under test. */
    protected abstract Solver solver();

    /** False for solvers too slow for hard 9x9, 16x16 and 25x25 puzzles (the naive one). */
    protected boolean handlesHardPuzzles() {
        return true;
    }

    private static void assertSolves(Grid puzzle, Result r) {
        for (Grid s : r.solutions()) {
            assertThat(s.isSolutionOf(puzzle)).as("solution %s of %s", s, puzzle).isTrue();
        }
    }

    @Test
    void referenceSeedsHaveTheirKnownNumberOfSolutions() {
        for (TestGrids.Entry e : TestGrids.fixture("seeds-9x9.txt")) {
            long expected = Long.parseLong(e.fields().get(0));
            Result r = solver().solve(e.puzzle(), SolveRequest.count(1000).withKeep(1000));
            assertThat(r.solutionCount()).as("%s", e.puzzle()).isEqualTo(expected);
            assertThat(r.isComplete()).isTrue();
            assertThat(r.status()).isEqualTo(expected == 1 ? Status.UNIQUE : Status.MULTIPLE);
            assertThat(r.solutions()).hasSize((int) expected).doesNotHaveDuplicates();
            assertSolves(e.puzzle(), r);
        }
    }

    @Test
    void sudopediaTestCases() {
        for (TestGrids.Entry e : TestGrids.fixture("sudopedia.txt")) {
            String expected = e.fields().get(0);
            String name = e.fields().get(2);
            if (!handlesHardPuzzles() && e.puzzle().filledCount() < 17) {
                continue; // empty and near-empty grids: millions of solutions to wade through for naive DFS
            }
            Result r = solver().check(e.puzzle());
            assertSolves(e.puzzle(), r);
            switch (expected) {
                case "valid" -> assertThat(r.status()).as(name).isEqualTo(Status.UNIQUE);
                case "none" -> assertThat(r.status()).as(name).isEqualTo(Status.NONE);
                default -> assertThat(r.status()).as(name).isEqualTo(Status.MULTIPLE);
            }
            String count = e.fields().get(1);
            if (!count.endsWith("+")) {
                Result all = solver().count(e.puzzle(), 1000);
                assertThat(all.solutionCount()).as(name).isEqualTo(Long.parseLong(count));
                assertThat(all.isComplete()).isTrue();
            }
        }
    }

    @Test
    void hardPuzzlesHaveOneSolution() {
        if (!handlesHardPuzzles()) {
            return;
        }
        for (TestGrids.Entry e : TestGrids.fixture("hard-9x9.txt")) {
            Result r = solver().check(e.puzzle());
            assertThat(r.status()).as("%s", e.puzzle()).isEqualTo(Status.UNIQUE);
            assertThat(r.solutions()).hasSize(1);
            assertSolves(e.puzzle(), r);
        }
    }

    @Test
    void puzzlesWithSeveralSolutionsAreMultiple() {
        List<TestGrids.Entry> entries = TestGrids.fixture("multiple-9x9.txt");
        for (TestGrids.Entry e : entries.subList(0, handlesHardPuzzles() ? entries.size() : 3)) {
            Result r = solver().check(e.puzzle());
            assertThat(r.status()).as("%s", e.puzzle()).isEqualTo(Status.MULTIPLE);
            assertThat(r.solutions()).hasSize(2).doesNotHaveDuplicates();
            assertSolves(e.puzzle(), r);
        }
    }

    @Test
    void aFirstSolutionFoundIsFoundAndCompleteNotALimitReached() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(0).puzzle();
        Result r = solver().first(puzzle);
        assertThat(r.status()).isEqualTo(Status.FOUND);
        assertThat(r.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
        assertThat(r.isComplete()).isTrue();
        assertThat(r.isIncomplete()).isFalse();
        assertThat(r.isExhaustive()).isFalse();
        assertThat(r.solutionCount()).isEqualTo(1);
        assertThat(r.first().isSolutionOf(puzzle)).isTrue();
    }

    @Test
    void completeAndIncompleteAreNeverBothFalseNorBothTrue() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle(); // 13 solutions
        List<Result> results = List.of(solver().first(puzzle), solver().check(puzzle), solver().count(puzzle, 5),
                solver().count(puzzle, 100),
                solver().solve(puzzle, SolveRequest.enumerate(g -> false)),
                solver().solve(Grid.empty(Shape.CLASSIC), SolveRequest.count(Long.MAX_VALUE).withMaxNodes(50)));
        for (Result r : results) {
            assertThat(r.isComplete()).as("%s", r.stopReason()).isNotEqualTo(r.isIncomplete());
            if (r.status() == Status.LIMIT_REACHED) {
                assertThat(r.isIncomplete()).as("%s", r.stopReason()).isTrue();
            }
            if (r.status() == Status.FOUND) {
                assertThat(r.isComplete()).as("%s", r.stopReason()).isTrue();
            }
        }
    }

    @Test
    void conflictingGivensMeanNoSolution() {
        Shape s = Shape.CLASSIC;
        Grid bad = Grid.empty(s).with(s.cell(0, 0), 4).with(s.cell(0, 7), 4);
        Result r = solver().count(bad, 10);
        assertThat(r.status()).isEqualTo(Status.NONE);
        assertThat(r.solutionCount()).isZero();
    }

    @Test
    void aFullGridIsItsOwnSolution() {
        Grid full = TestGrids.randomSolution(Shape.CLASSIC, new Random(1));
        Result r = solver().check(full);
        assertThat(r.status()).isEqualTo(Status.UNIQUE);
        assertThat(r.first()).isEqualTo(full);
    }

    @Test
    void all288FourByFourGrids() {
        assumeTrue(solver().supports(Shape.of(2, 2)));
        Set<Grid> seen = new HashSet<>();
        Result r = solver().solve(Grid.empty(Shape.of(2, 2)), SolveRequest.enumerate(g -> {
            assertThat(g.isSolved()).isTrue();
            assertThat(seen.add(g)).as("each grid once").isTrue();
            return true;
        }));
        assertThat(r.solutionCount()).isEqualTo(288);
        assertThat(seen).hasSize(288);
        assertThat(r.isComplete()).isTrue();
    }

    @Test
    void sixBySixGridsWithAFixedFirstRow() {
        // Relabelling the values maps the 6x6 grids 720 to 1 onto those whose first row is 123456:
        // 28,200,960 / 720 = 39,168.
        assumeTrue(solver().supports(Shape.of(2, 3)));
        Grid firstRow = TestGrids.line("123456" + ".".repeat(30), Shape.of(2, 3));
        Result r = solver().count(firstRow, Long.MAX_VALUE);
        assertThat(r.solutionCount()).isEqualTo(39_168);
        assertThat(r.isComplete()).isTrue();
    }

    @Test
    @Tag("slow")
    void all28200960SixBySixGrids() {
        // There are 28,200,960 Sudoku grids of 6x6 with 2x3 boxes (the task said 28,200: a slip).
        assumeTrue(solver().supports(Shape.of(2, 3)));
        Result r = solver().count(Grid.empty(Shape.of(2, 3)), Long.MAX_VALUE);
        assertThat(r.solutionCount()).isEqualTo(28_200_960L);
        assertThat(r.status()).isEqualTo(Status.MULTIPLE);
        assertThat(r.isComplete()).isTrue();
    }

    @Test
    void rectangularAndLargeShapes() {
        Random random = new Random(11);
        List<Shape> shapes = new ArrayList<>(List.of(Shape.of(2, 3), Shape.of(3, 2), Shape.of(2, 4), Shape.of(3, 4)));
        if (handlesHardPuzzles()) {
            shapes.addAll(List.of(Shape.of(4, 4), Shape.of(5, 5)));
        }
        shapes.removeIf(shape -> !solver().supports(shape));
        assumeTrue(!shapes.isEmpty());
        for (Shape shape : shapes) {
            Grid solution = TestGrids.randomSolution(shape, random);
            double blank = shape.size() >= 16 ? 0.4 : 0.55;
            Grid puzzle = TestGrids.blank(solution, blank, random);
            Result r = solver().first(puzzle);
            assertThat(r.hasSolution()).as("%s", shape).isTrue();
            assertThat(r.first().isSolutionOf(puzzle)).isTrue();
        }
    }

    @Test
    void enumerationHandsEverySolutionToTheListenerWhichCanStopIt() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle(); // 13 solutions
        List<Grid> got = new ArrayList<>();
        Result r = solver().solve(puzzle, SolveRequest.enumerate(g -> {
            got.add(g);
            return got.size() < 5;
        }));
        assertThat(got).hasSize(5).doesNotHaveDuplicates().allMatch(g -> g.isSolutionOf(puzzle));
        assertThat(r.stopReason()).isEqualTo(StopReason.STOPPED_BY_VISITOR);
        assertThat(r.status()).isEqualTo(Status.MULTIPLE);
        Result limited = solver().count(puzzle, 4);
        assertThat(limited.solutionCount()).isEqualTo(4);
        assertThat(limited.stopReason()).isEqualTo(StopReason.SOLUTION_LIMIT);
    }

    /**
     * Reentrant: a listener may call the same solver (on another puzzle, or the same one) from inside
     * a search, and the outer search goes on as if it had not.
     */
    @Test
    @Timeout(60) // a corrupted outer search may never end
    void aListenerCanCallTheSameSolverWithoutHarmingTheOuterSearch() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle(); // 13 solutions
        assumeTrue(solver().supports(puzzle.shape()));
        Result plain = solver().solve(puzzle, SolveRequest.count(100).withKeep(100));
        Grid other = TestGrids.fixture("seeds-9x9.txt").get(0).puzzle();
        Result otherPlain = solver().check(other);
        List<Grid> seen = new ArrayList<>();
        Result outer = solver().solve(puzzle, SolveRequest.count(100).withListener(g -> {
            seen.add(g);
            Result inner = solver().check(other);
            assertThat(inner.status()).isEqualTo(otherPlain.status());
            assertThat(inner.solutions()).isEqualTo(otherPlain.solutions());
            Result again = solver().count(puzzle, 100);
            assertThat(again.solutionCount()).isEqualTo(plain.solutionCount());
            return true;
        }));
        assertThat(outer.solutionCount()).isEqualTo(plain.solutionCount());
        assertThat(seen).isEqualTo(plain.solutions());
    }

    /** A listener that throws ends that search only: the next search on the same thread is whole. */
    @Test
    @Timeout(60)
    void aListenerThatThrowsLeavesTheSolverUsable() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle(); // 13 solutions
        assumeTrue(solver().supports(puzzle.shape()));
        Result plain = solver().count(puzzle, 100);
        assertThatThrownBy(() -> solver().solve(puzzle, SolveRequest.count(100).withListener(g -> {
            throw new IllegalStateException("listener gave up");
        }))).isInstanceOf(IllegalStateException.class).hasMessage("listener gave up");
        assertThat(solver().count(puzzle, 100).solutionCount()).isEqualTo(plain.solutionCount());
    }

    /** Thread-safe: one solver shared by several threads gives each the answers it gives alone. */
    @Test
    @Timeout(60)
    void severalThreadsCanShareOneSolver() throws InterruptedException {
        List<TestGrids.Entry> entries = TestGrids.fixture("seeds-9x9.txt");
        assumeTrue(solver().supports(Shape.CLASSIC));
        List<Long> expected = new ArrayList<>();
        for (TestGrids.Entry e : entries) {
            expected.add(solver().count(e.puzzle(), 1000).solutionCount());
        }
        int threads = 4;
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int offset = t;
            Thread w = new Thread(() -> {
                try {
                    for (int round = 0; round < 5; round++) {
                        for (int i = 0; i < entries.size(); i++) {
                            int k = (i + offset) % entries.size();
                            Result r = solver().solve(entries.get(k).puzzle(), SolveRequest.count(1000).withKeep(2));
                            assertThat(r.solutionCount()).isEqualTo(expected.get(k));
                            assertThat(r.solutions()).allMatch(g -> g.isSolutionOf(entries.get(k).puzzle()));
                        }
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            });
            workers.add(w);
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void nodeBudgetEndsTheSearchIncomplete() {
        Grid empty = Grid.empty(Shape.CLASSIC);
        Result r = solver().solve(empty, SolveRequest.count(Long.MAX_VALUE).withMaxNodes(50));
        assertThat(r.stopReason()).isEqualTo(StopReason.NODE_LIMIT);
        assertThat(r.isIncomplete()).isTrue();
        assertThat(r.stats().nodes()).isLessThanOrEqualTo(50);
    }

    @Test
    void traceReportsPlacementsGuessesAndTheSolution() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(0).puzzle();
        List<String> events = new ArrayList<>();
        Result r = solver().solve(puzzle, SolveRequest.first().withTracer(new SearchTracer() {
            @Override
            public void place(int depth, int cell, int value, String reason) {
                events.add("place");
            }

            @Override
            public void guess(int depth, int cell, int value, int candidates) {
                assertThat(candidates).isGreaterThan(1);
                events.add("guess");
            }

            @Override
            public void solution(int depth, Grid solution) {
                events.add("solution");
            }
        }));
        assertThat(r.hasSolution()).isTrue();
        assertThat(events).isNotEmpty().endsWith("solution");
        // Every blank cell was filled by a placement or a guess on the way to the solution.
        assertThat(events.stream().filter(e -> !e.equals("solution")).count())
                .isGreaterThanOrEqualTo(puzzle.shape().cellCount() - puzzle.filledCount());
    }

    @Test
    void unsupportedShapesAreRefused() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.CLASSIC, Shape.of(4, 4))) {
            if (!solver().supports(shape)) {
                assertThatThrownBy(() -> solver().first(Grid.empty(shape))).isInstanceOf(IllegalArgumentException.class);
            }
        }
    }
}
