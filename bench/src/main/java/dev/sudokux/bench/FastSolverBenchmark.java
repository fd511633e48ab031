package dev.sudokux.bench;

import dev.sudokux.solve.FastSolver;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.Solver;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link FastSolver} on two fixed sets of 32 puzzles each: every 1,536th of tdoku's
 * {@code puzzles2_17_clue} (easy: most need no guess) and every 1,524th of
 * {@code puzzles5_forum_hardest_1905_11+} (hard: about 80 guesses each). Each operation solves one
 * puzzle (the score is the mean over the set): through the allocation-free kernel, first solution
 * or uniqueness (up to 2 solutions); through the {@link Solver} API (grids, context, result);
 * and the check every kernel solution passes.
 *
 * <pre>java -jar bench/target/benchmarks.jar FastSolverBenchmark</pre>
 *
 * <p>For whole data files and tdoku's columns use {@link FastSolverThroughput}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FastSolverBenchmark {

    static final String[] SEVENTEEN_CLUE = {
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".................1..2.34........524..6.......71...8......16...7..3...5...9.......",
            "................12...345........1.....6.......73...4.....5..37.12...8...9........",
            "................12..3..4.........5......654..17..........71......6.2.....89....6.",
            "................12..3..4........53.6....7.8...15..........9.......12...73.4......",
            "................12..3..4..5.....647..8.......12...........7.3.....82......7...6..",
            "................12..3.45..............4.1.56..2.7.........5.3..2..8.....78.......",
            "................12..3.45.........3....6..7....1.8...9....19......5...4...8.2.....",
            "................12..3.45.........4.6.7.......81.2.........7.......1...8...4...59.",
            "................12..3.45........4..6..7...3...1...2......73.5..2......8.6........",
            "................12..3.45........65...1.2.7...8......9....8.......9...4..7..1.....",
            "...............123..4.56..........57.8.......13.2.........4.......3..8....5....6.",
            "..............1..2..3....4.........5..637.....7.8....1...4...6...8...3..1....5...",
            "..............1..2..3....4.....3......4.56....7....8.1....4..5..1.......28...7...",
            "..............1..2..3..4.5.......6......781....53........25..3..1....8..6........",
            "..............1..2..3.4..5........4.....6.37.12...8......73....2........8.......9",
            "..............1..2.34.....5....3........52.....6....7.....46..8...9.....72....1..",
            "..............1..2.34....5........3..5....46.7....6.......5.......43....8..9....7",
            "..............1..2.34....5.......6.1....3......745.......6...4.2........61...8...",
            "..............1.23..4..5..6.....7....1.......63..2..8.....3......5........7.9.5..",
            "..............1.23.45.6............1....4.5..27.8............7..8....4..3....2...",
            "........1........2....34..........3...51...6..127...........8....72.....3...6..4.",
            "........1.......2......3..4.....15....2.4.....6.....7.....2...8.9.7.....15....3..",
            "........1.......2...3..4........54...1........6..7.8.....9..6..1.72.....5.......7",
            "........1.......2...3.45........63...1.......72.8.........39......2....7..4...5..",
            "........1.......23....45......3.......4...6....71......3........8....5.712..9....",
            "........1.......23..4..5.........6.....37......12..4...2........7...68..3.......5",
            "........1.......23..4..5........6.4.....7..8..1...........2......7...85.6..31....",
            "........1.......23..4.56.........1.....3......7.8.2........7.9.1...6.4..3........",
            "........1......23...4.56........7..5.2.......73.8........3...7...5.....6.4.......",
            "........1.....2.....3....45......4.....35....26.............7.....4..26.1.8.3....",
            "........1.....2....34....5.....3...6...5......7....2.....4..87...3......26...7..."
    };

    static final String[] FORUM_HARDEST = {
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            "98.76.5..5.7.4.9.........7.8..4...95.4....8....9.8..6.4...5.6...3..........2....1",
            "98.76.5..7...5.9....54...7.6...7.8...5...3..2.1........9.5..6...76.8...9.......8.",
            "98.7.....6...8.5....4..6.8.4....3.6...35....2....1.....4...9.3...6...7.....2....1",
            "98.7..6..5...4......4..9.5.3......2..7.1..9....9.....3.2..6...1...2...86....7.2..",
            "98.7..6....76...5.....9...74..........8.6.7.....3...2..1...3.....9.5.8....3.7.5..",
            "98.7..6..75..6..9...6......4..3....2..5.7.9.......6..4.1.........9.5.8.....2.1.3.",
            "98.7.....6...9.8....5..4...7..3..9......2..1.........5.9.6..3....1.7..2......2..4",
            "98.7.....6...8.7....7..5...4..3...2...8.4.6.......1..4..9.6.5.....2...1......4..3",
            "........1....12.3...14..5....2.6.4...7......38......9...4..1....3.5...7.9..6....8",
            "98.7.......7.65.........7..7...4.....3.....4...95..6..2....3..1..58..9.......1.2.",
            "98.7.....6...9.5....4..6.9.4....8.3...8...2....3...1...4...3.6....1....5....7...2",
            "98.7..6..7..8..5....4......6..3..9...9..2......8....1.3...7...5.7.5....9....367..",
            "98.7..6..75.....8...6.......4..3.5....95...7...54...63..897..5.....4.........2..1",
            "98.7..6....7.65........9.7.4...3...2..89...5.......3...1...24....96...8.........1",
            "98.7..6..5...4......3....9.2.....8...1.8....9.....471..9.6...7...5........2.3...6",
            "98.7..6..75.....8...6......8.94...5..4......8....3.4....86...7...59...62....2...1",
            "98.7..6..75.....9...6.......4.........764..5.....3.4....89...6...54..97......2..1",
            "98.7..6..7...5......4..8.7.3..8......9...2..1.72....8..1...9.4....6..5......3...2",
            "98.7..6....5.9..4......6...3...2.4...9...3.2...2...5..1.......8.7...1..4..9.3..5.",
            "98.7..6..7.6.......54......4..6..5......3..8......2..1..95..4......8...3.....1.2.",
            "98.7..6..5..6..4....6.9..8.4..5..7...93.............2.1...5...6...1...4.....671..",
            "98.7.....6...9.7....7.56...4...3..2...86..9.......5..4.2...1.....95..6.........13",
            "98.76.5....4..3.9.........874...2...29.3...4...3......1.....6....9..7.2....5....1",
            "98.7..6....5.9..4......39..3....8....7.9.......2.1..5.2......6..46.....1....6.5.4",
            "98.7..6..7...5..4...3.....72..9.5......4.1.2.....2....1...4..9..6....3....7.....8",
            ".......12.....3..4..4.2.5....2.1...5.3...6...7..8.......5.9..4.48....9..6..7.....",
            "......78.4....9..6..62...54.1..93.....58.....9...4...........7.6...1...3..2...5..",
            "98.7..6..75.....8...6.....74...3......59...6......21.4.3......6..98...5.....1.2..",
            "98.7.......6.9.7.....6.5...8......4..3......2..7..91..2...1..8..4......3..8..65..",
            "98.7..6....7....9.....5..7.8....74...4.3....9..2.8....36.8...4....6..........13.6",
            "98.7..6..7..........5.4....63...9....7...83....2....1....3.79......5...4.......2."
    };

    private static final int SET = 32;

    @Param({"17-clue", "forum-hardest"})
    public String set;

    private final FastSolver.Kernel kernel = new FastSolver.Kernel();
    private final Solver solver = new FastSolver();
    private final byte[] solution = new byte[81];
    private byte[][] puzzles;
    private Grid[] grids;
    private byte[] aSolution;

    @Setup
    public void setUp() {
        String[] lines = set.equals("17-clue") ? SEVENTEEN_CLUE : FORUM_HARDEST;
        puzzles = new byte[SET][81];
        grids = new Grid[SET];
        for (int i = 0; i < SET; i++) {
            int[] values = new int[81];
            for (int c = 0; c < 81; c++) {
                char ch = lines[i].charAt(c);
                values[c] = ch == '.' ? 0 : ch - '0';
                puzzles[i][c] = (byte) values[c];
            }
            grids[i] = Grid.of(Shape.CLASSIC, values);
        }
        aSolution = new byte[81];
        if (kernel.solve(puzzles[0], 2, aSolution) != 1) {
            throw new IllegalStateException("the sets hold puzzles with one solution each");
        }
    }

    /** Solves and confirms uniqueness through the kernel (the batch path). */
    @Benchmark
    @OperationsPerInvocation(SET)
    public int kernelUniqueness() {
        int sum = 0;
        for (byte[] p : puzzles) {
            sum += kernel.solve(p, 2, solution);
        }
        return sum;
    }

    /** Stops at the first solution, through the kernel. */
    @Benchmark
    @OperationsPerInvocation(SET)
    public int kernelFirst() {
        int sum = 0;
        for (byte[] p : puzzles) {
            sum += kernel.solve(p, 1, solution);
        }
        return sum;
    }

    /** Solves and confirms uniqueness through the {@link Solver} API (what a Grid caller pays). */
    @Benchmark
    @OperationsPerInvocation(SET)
    public long solverApiUniqueness() {
        long sum = 0;
        for (Grid g : grids) {
            Result r = solver.check(g);
            sum += r.solutionCount();
        }
        return sum;
    }

    /** The check every kernel solution passes (rules and givens), on one solved grid. */
    @Benchmark
    public boolean solutionCheck() {
        return kernel.isSolutionOf(aSolution, puzzles[0]);
    }
}
