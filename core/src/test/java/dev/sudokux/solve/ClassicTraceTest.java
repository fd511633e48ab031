package dev.sudokux.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.TestGrids;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The traces of the classic solvers: what they say, and in an order a person can follow. */
class ClassicTraceTest {
    private static final Pattern PLACE_REASON = Pattern.compile(
            "only candidate|only place for \\d+ in (row|column|box) \\d+");
    private static final Pattern DEAD_END_REASON = Pattern.compile(
            "r\\d+c\\d+ has no candidate|no place for \\d+ in (row|column|box) \\d+");

    @Test
    void aPuzzleSolvedBySinglesHasOnlyPlacements() {
        for (String name : List.of("naked_singles", "hidden_singles")) {
            Grid puzzle = sudopedia(name);
            Recorder trace = new Recorder();
            Result r = new PropagationSolver().solve(puzzle, SolveRequest.uniqueness().withTracer(trace));
            assertThat(r.status()).as(name).isEqualTo(Status.UNIQUE);
            assertThat(r.stats().guesses()).as(name).isZero();
            assertThat(trace.kinds()).as(name).containsOnly("place", "solution").endsWith("solution");
            // One placement per blank cell, each the value of the solution, with a reason.
            List<Event> places = trace.events.stream().filter(e -> e.kind.equals("place")).toList();
            assertThat(places).hasSize(puzzle.shape().cellCount() - puzzle.filledCount());
            Grid solution = r.first();
            for (Event e : places) {
                assertThat(e.depth).isZero();
                assertThat(puzzle.get(e.cell)).isZero();
                assertThat(e.value).isEqualTo(solution.get(e.cell));
                assertThat(e.reason).matches(PLACE_REASON);
            }
        }
        // The hidden-singles puzzle cannot be done with naked singles alone.
        Recorder hidden = new Recorder();
        new PropagationSolver().solve(sudopedia("hidden_singles"), SolveRequest.first().withTracer(hidden));
        assertThat(hidden.events).anyMatch(e -> e.kind.equals("place") && e.reason.startsWith("only place for"));
    }

    @Test
    void aHardPuzzleTracesGuessesDeadEndsAndBacktracksInOrder() {
        Grid puzzle = TestGrids.fixture("hard-9x9.txt").get(0).puzzle();
        Recorder trace = new Recorder();
        Result r = new PropagationSolver().solve(puzzle, SolveRequest.uniqueness().withTracer(trace));
        assertThat(r.status()).isEqualTo(Status.UNIQUE);
        assertThat(trace.kinds()).contains("place", "guess", "deadEnd", "backtrack", "solution");
        assertConsistent(trace);
        assertThat(trace.kinds().stream().filter("guess"::equals).count()).isEqualTo(r.stats().guesses());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"naive", "pruned", "bitmask", "propagation"})
    void everyClassicSolverTracesInOrder(String name) {
        // 13 solutions, all counted: every kind of event, and backtracks past solutions.
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle();
        Recorder trace = new Recorder();
        Result r = Solvers.byName(name).solve(puzzle, SolveRequest.count(100).withTracer(trace));
        assertThat(r.solutionCount()).isEqualTo(13);
        assertThat(trace.kinds()).contains("guess", "deadEnd", "backtrack", "solution");
        assertThat(trace.kinds().stream().filter("solution"::equals).count()).isEqualTo(13);
        assertThat(trace.kinds().stream().filter("guess"::equals).count()).isEqualTo(r.stats().guesses());
        assertConsistent(trace);
    }

    @Test
    void tracingDoesNotChangeTheSearch() {
        Grid puzzle = TestGrids.fixture("seeds-9x9.txt").get(1).puzzle();
        for (String name : List.of("naive", "pruned", "bitmask", "propagation")) {
            Result quiet = Solvers.byName(name).solve(puzzle, SolveRequest.count(100).withKeep(100));
            Result traced = Solvers.byName(name).solve(puzzle,
                    SolveRequest.count(100).withKeep(100).withTracer(new Recorder()));
            assertThat(traced.stats().nodes()).isEqualTo(quiet.stats().nodes());
            assertThat(traced.stats().guesses()).isEqualTo(quiet.stats().guesses());
            assertThat(traced.solutions()).isEqualTo(quiet.solutions());
        }
    }

    /**
     * The depth a trace speaks of moves as a person following it expects: placements, dead ends
     * and solutions at the current depth; a guess at the current depth takes it one deeper; a
     * backtrack goes back to a depth no deeper than the current one, and is followed by the guess
     * it goes back for.
     */
    private static void assertConsistent(Recorder trace) {
        int depth = 0;
        Event previous = null;
        for (Event e : trace.events) {
            if (previous != null && previous.kind.equals("backtrack")) {
                assertThat(e.kind).as("after %s", previous).isEqualTo("guess");
                assertThat(e.depth).isEqualTo(previous.depth);
            }
            switch (e.kind) {
                case "place" -> {
                    assertThat(e.depth).as("%s", e).isEqualTo(depth);
                    assertThat(e.reason).matches(PLACE_REASON);
                }
                case "guess" -> {
                    assertThat(e.depth).as("%s", e).isEqualTo(depth);
                    assertThat(e.candidates).isGreaterThan(1);
                    depth++;
                }
                case "deadEnd" -> {
                    assertThat(e.depth).as("%s", e).isEqualTo(depth);
                    assertThat(e.reason).matches(DEAD_END_REASON);
                }
                case "backtrack" -> {
                    assertThat(e.depth).as("%s", e).isLessThanOrEqualTo(depth).isNotNegative();
                    depth = e.depth;
                }
                case "solution" -> assertThat(e.depth).as("%s", e).isEqualTo(depth);
                default -> throw new AssertionError(e.kind);
            }
            previous = e;
        }
    }

    private static Grid sudopedia(String name) {
        return TestGrids.fixture("sudopedia.txt").stream()
                .filter(e -> e.fields().get(2).equals(name)).findFirst().orElseThrow().puzzle();
    }

    private record Event(String kind, int depth, int cell, int value, int candidates, String reason) {
    }

    /** Records every event. */
    private static final class Recorder implements SearchTracer {
        final List<Event> events = new ArrayList<>();

        List<String> kinds() {
            return events.stream().map(Event::kind).toList();
        }

        @Override
        public void place(int depth, int cell, int value, String reason) {
            events.add(new Event("place", depth, cell, value, 1, reason));
        }

        @Override
        public void guess(int depth, int cell, int value, int candidates) {
            events.add(new Event("guess", depth, cell, value, candidates, null));
        }

        @Override
        public void deadEnd(int depth, String reason) {
            events.add(new Event("deadEnd", depth, -1, 0, 0, reason));
        }

        @Override
        public void backtrack(int depth) {
            events.add(new Event("backtrack", depth, -1, 0, 0, null));
        }

        @Override
        public void solution(int depth, Grid solution) {
            events.add(new Event("solution", depth, -1, 0, 0, null));
        }
    }
}
