package dev.sudokux.bench;

import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The classic solvers (and {@code dlx} for reference) on two fixed sets of 9x9 puzzles, for the
 * first solution and for the uniqueness check (up to two solutions). One operation solves the whole
 * set, so the score is the time for the set.
 *
 * <ul>
 *   <li>{@code seeds*}: the five puzzles of {@code core/src/test/resources/puzzles/seeds-9x9.txt}
 *       (one with 13 solutions, one minimal 17-clue-like puzzle), for every solver, naive
 *       included.</li>
 *   <li>{@code hard*}: 20 puzzles of {@code hard-9x9.txt} (every fifth: 17-clue, forum hardest,
 *       magictour top1465), for the solvers that choose their cell ({@code bitmask},
 *       {@code propagation}, {@code dlx}); the row-order searches take seconds to minutes on the
 *       17-clue ones.</li>
 * </ul>
 *
 * <pre>java -jar bench/target/benchmarks.jar ClassicSolversBenchmark</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ClassicSolversBenchmark {

    /** seeds-9x9.txt. */
    static final String[] SEEDS = {
        ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.",
        "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85..",
        ".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
        "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.",
        "..8.6....3..475...245...1..62.947...91.....27...126.93..6...258...384..9....5.3..",
    };

    /** Every fifth puzzle of hard-9x9.txt, from the first. */
    static final String[] HARD = {
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        "................12..3..4........3....5..1....62......7...6..83...9...4...1.2.....",
        "................12..3.45...........4.1.6......2.7.1.......3...7...2......85...4..",
        "................12..3.45........64...17......82.........9...5...7.2...8.6........",
        "..............1..2..3....4.....3......564.....7....1.8...45....18.....9.2........",
        "..............1..2.34....5............536....7....8..1...9..43.1.7......2........",
        "..............1.23..4.56......2.......1...4...3..........7....14.....6..85.3.....",
        "........1.......2...3..4........5..3.2.....6.75...........7......426......8...1.4",
        "........1.......23..4..5.........6...1.78.....3..2.........45.......6...32......8",
        "........1.....2.....1....34......5.....14.....6...72.....3....82........5....96..",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "1...5...9..7...2...69..3.4....8........91..7.9....5..83..5....1..2...6...4.......",
        "1....6..9..67...2..8..3.5.....5..3...1...8..6....2......1..4..884.......9......7.",
        ".2.4...8.....8....7....2..6..49..1..6....7..3.9..1.....62.....55.....37......5...",
        "8.5.....2...4.1...3.........6.7..4..2...5...........6....38.....9....7...1.....9.",
        "....2.7.84.1............9..3..4.1.5..7....2.....6.....6..5......8..9...........3.",
        "..3....9..5.2.......7361.........71.4....8.......3...6...5..83..85.2....2...14...",
        "..4..3...8...9..6......8..1.135.......9...5.7.....6.1..6.72..59...3..1...7...92..",
        ".6.....7....2.85..9....1..2.9....13...65......38.......4..37.6...71....8......7..",
        "......1.6.5...9.....7.3..5.......347..5......7.4..2.......7..386...2.....8.6.57.1",
    };

    /** The seeds, for every classic solver. */
    @State(Scope.Thread)
    public static class Seeds {
        @Param({"naive", "pruned", "bitmask", "propagation", "dlx"})
        public String solverName;

        Solver solver;
        Grid[] puzzles;

        @Setup
        public void setUp() {
            solver = Solvers.byName(solverName);
            puzzles = parse(SEEDS);
        }
    }

    /** The hard set, for the solvers that choose their cell. */
    @State(Scope.Thread)
    public static class Hard {
        @Param({"bitmask", "propagation", "dlx"})
        public String solverName;

        Solver solver;
        Grid[] puzzles;

        @Setup
        public void setUp() {
            solver = Solvers.byName(solverName);
            puzzles = parse(HARD);
        }
    }

    /** First solution of each seed. */
    @Benchmark
    public long seedsFirst(Seeds s) {
        return solveAll(s.solver, s.puzzles, SolveRequest.first());
    }

    /** Uniqueness check (up to two solutions) of each seed. */
    @Benchmark
    public long seedsUniqueness(Seeds s) {
        return solveAll(s.solver, s.puzzles, SolveRequest.uniqueness());
    }

    /** First solution of each hard puzzle. */
    @Benchmark
    public long hardFirst(Hard s) {
        return solveAll(s.solver, s.puzzles, SolveRequest.first());
    }

    /** Uniqueness check of each hard puzzle. */
    @Benchmark
    public long hardUniqueness(Hard s) {
        return solveAll(s.solver, s.puzzles, SolveRequest.uniqueness());
    }

    private static long solveAll(Solver solver, Grid[] puzzles, SolveRequest request) {
        long guesses = 0;
        for (Grid puzzle : puzzles) {
            Result r = solver.solve(puzzle, request);
            if (!r.hasSolution()) {
                throw new IllegalStateException(solver.name() + " found no solution of " + puzzle);
            }
            guesses += r.stats().guesses();
        }
        return guesses;
    }

    static Grid[] parse(String[] lines) {
        Grid[] grids = new Grid[lines.length];
        for (int i = 0; i < lines.length; i++) {
            int[] values = new int[81];
            for (int cell = 0; cell < 81; cell++) {
                char c = lines[i].charAt(cell);
                values[cell] = c == '.' ? 0 : c - '0';
            }
            grids[i] = Grid.of(Shape.CLASSIC, values);
        }
        return grids;
    }
}
