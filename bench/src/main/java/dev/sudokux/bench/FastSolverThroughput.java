package dev.sudokux.bench;

import dev.sudokux.solve.FastSolver;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Solves every puzzle of a data file on one thread, pass after pass, and prints the columns of
 * tdoku's benchmark: puzzles/sec, usec/puzzle, % solved without guessing, guesses/puzzle. Each
 * puzzle is solved and its uniqueness confirmed (up to 2 solutions) unless {@code --first}.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.sudokux.bench.FastSolverThroughput [options] FILE...
 *   --solver NAME   fast (default: the allocation-free FastSolver.Kernel) or any solver's name,
 *                   run through the Solver API (fast-api runs FastSolver through it too)
 *   --first         stop at the first solution instead of confirming uniqueness
 *   --warmup S      seconds of warm-up before measuring (default 5)
 *   --seconds S     measure at least this long, in whole passes over the file (default 10)
 *   --runs N        measurements in a row, each printed (default 1)
 *   --sample N      only N puzzles, evenly spaced through the file (for slow solvers)
 * </pre>
 *
 * <p>"guesses/puzzle" counts as tdoku counts: binary decisions (a value tried while another value of
 * the same cell was still untried); "values tried" counts every value tried at a branch point, as
 * {@code SearchContext} does. "cpu usec/puzzle" is the thread's CPU time (less sensitive to other
 * processes on a busy machine than the wall-clock columns).
 */
public final class FastSolverThroughput {

    private FastSolverThroughput() {
    }

    /** Runs the benchmark; see the class comment for the options. */
    public static void main(String[] args) throws IOException {
        String solverName = "fast";
        int limit = 2;
        double warmup = 5;
        double seconds = 10;
        int runs = 1;
        int sample = Integer.MAX_VALUE;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--solver" -> solverName = args[++i];
                case "--first" -> limit = 1;
                case "--warmup" -> warmup = Double.parseDouble(args[++i]);
                case "--seconds" -> seconds = Double.parseDouble(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--sample" -> sample = Integer.parseInt(args[++i]);
                default -> files.add(Path.of(args[i]));
            }
        }
        System.out.printf(Locale.ROOT, "| %-40s | %-9s | %12s | %11s | %9s | %14s | %12s | %15s |%n", "file",
                "solver", "puzzles/sec", "usec/puzzle", "%no_guess", "guesses/puzzle", "values tried",
                "cpu usec/puzzle");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|");
        for (Path file : files) {
            byte[] puzzles = sample(load(file), sample);
            Runner runner = solverName.equals("fast") ? new KernelRunner(limit) : new ApiRunner(solverName, limit);
            runner.pass(puzzles, (long) (warmup * 1e9));
            for (int r = 0; r < runs; r++) {
                Totals t = runner.pass(puzzles, (long) (seconds * 1e9));
                double usec = t.nanos / 1e3 / t.puzzles;
                System.out.printf(Locale.ROOT, "| %-40s | %-9s | %,12.1f | %11.2f | %8.1f%% | %14.2f | %12.2f | %15.2f |%n",
                        file.getFileName(), solverName, 1e6 / usec, usec, 100.0 * t.noGuess / t.puzzles,
                        (double) t.binaryGuesses / t.puzzles, (double) t.guesses / t.puzzles,
                        t.cpuNanos / 1e3 / t.puzzles);
            }
        }
    }

    /** The puzzles of a file, 81 values each, one after another (skipping '#' lines and blank lines). */
    static byte[] load(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1);
        byte[] all = new byte[lines.size() * 81];
        int n = 0;
        for (String line : lines) {
            if (line.isEmpty() || line.charAt(0) == '#' || line.length() < 81) {
                continue;
            }
            for (int i = 0; i < 81; i++) {
                char ch = line.charAt(i);
                all[n * 81 + i] = (byte) (ch >= '1' && ch <= '9' ? ch - '0' : 0);
            }
            n++;
        }
        return java.util.Arrays.copyOf(all, n * 81);
    }

    /** At most {@code n} of the puzzles, evenly spaced (the first, then every k-th). */
    static byte[] sample(byte[] puzzles, int n) {
        int count = puzzles.length / 81;
        if (n >= count) {
            return puzzles;
        }
        byte[] some = new byte[n * 81];
        for (int i = 0; i < n; i++) {
            System.arraycopy(puzzles, (int) ((long) i * count / n) * 81, some, i * 81, 81);
        }
        return some;
    }

    /** What one timed stretch of passes did. */
    static final class Totals {
        long puzzles;
        long nanos;
        long cpuNanos;
        long noGuess;
        long guesses;
        long binaryGuesses;
    }

    /** Solves the puzzles in whole passes until at least {@code minNanos} have gone by. */
    abstract static class Runner {
        final int limit;

        Runner(int limit) {
            this.limit = limit;
        }

        Totals pass(byte[] puzzles, long minNanos) {
            Totals t = new Totals();
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long start = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            do {
                solveAll(puzzles, t);
                t.nanos = System.nanoTime() - start;
            } while (t.nanos < minNanos);
            t.cpuNanos = threads.getCurrentThreadCpuTime() - cpuStart;
            return t;
        }

        abstract void solveAll(byte[] puzzles, Totals t);
    }

    /** The allocation-free kernel. */
    static final class KernelRunner extends Runner {
        private final FastSolver.Kernel kernel = new FastSolver.Kernel();
        private final byte[] puzzle = new byte[81];
        private final byte[] solution = new byte[81];

        KernelRunner(int limit) {
            super(limit);
        }

        @Override
        void solveAll(byte[] puzzles, Totals t) {
            int n = puzzles.length / 81;
            for (int i = 0; i < n; i++) {
                System.arraycopy(puzzles, i * 81, puzzle, 0, 81);
                int found = kernel.solve(puzzle, limit, solution);
                if (found == 0) {
                    throw new IllegalStateException("no solution for puzzle " + i);
                }
                long g = kernel.guesses();
                t.guesses += g;
                t.binaryGuesses += kernel.binaryGuesses();
                t.noGuess += g == 0 ? 1 : 0;
            }
            t.puzzles += n;
        }
    }

    /** Any solver through the {@link Solver} API (grids, a context and a result per puzzle). */
    static final class ApiRunner extends Runner {
        private final Solver solver;
        private final int[] values = new int[81];

        ApiRunner(String name, int limit) {
            super(limit);
            this.solver = name.equals("fast-api") ? new FastSolver() : Solvers.byName(name);
        }

        @Override
        void solveAll(byte[] puzzles, Totals t) {
            int n = puzzles.length / 81;
            SolveRequest request = limit == 1 ? SolveRequest.first() : SolveRequest.uniqueness();
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < 81; k++) {
                    values[k] = puzzles[i * 81 + k];
                }
                Result r = solver.solve(Grid.of(Shape.CLASSIC, values), request);
                if (r.status() == Status.NONE) {
                    throw new IllegalStateException("no solution for puzzle " + i);
                }
                long g = r.stats().guesses();
                t.guesses += g;
                t.binaryGuesses += g; // the API counts values tried only
                t.noGuess += g == 0 ? 1 : 0;
            }
            t.puzzles += n;
        }
    }
}
