package dev.sudokux.bench;

import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.sudoku.Symbols;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Times solvers over a file of puzzles, in process, one thread, and prints one table row a solver
 * with the columns of tdoku's harness: puzzles/s, microseconds a puzzle, the worst puzzle, % solved
 * without a guess, guesses a puzzle; plus the statuses found. Each solver runs {@code --runs} times
 * (after {@code --warmup} untimed passes); the figures are the median run's.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.sudokux.bench.SolveFileBench [options] FILE
 *   --solvers bitset,dlx   which solvers, in this order (default: bitset,dlx)
 *   --unique               look for a second solution (status unique/multiple/none); default: first only
 *   --runs R               timed runs a solver (default 3); --warmup W untimed passes (default 1)
 *   --box RxC              the box shape when the grid size alone does not say (e.g. 3x4)
 *   --limit K              only the first K puzzles
 *   --each                 print every puzzle's time, nodes, guesses and status (last run)
 * </pre>
 *
 * Puzzles are one a line in the one-line format ({@code .} or {@code 0} blank, anything after the
 * first white space ignored, empty lines and {@code #} lines skipped). The solvers run one after
 * the other on the same puzzles in the same JVM; their statuses must agree, or the run fails.
 */
public final class SolveFileBench {

    private SolveFileBench() {
    }

    public static void main(String[] args) throws IOException {
        List<String> solverNames = List.of("bitset", "dlx");
        boolean unique = false;
        boolean each = false;
        int runs = 3;
        int warmup = 1;
        int limit = Integer.MAX_VALUE;
        Shape box = null;
        Path file = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--solvers" -> solverNames = List.of(args[++i].split(","));
                case "--unique" -> unique = true;
                case "--each" -> each = true;
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--limit" -> limit = Integer.parseInt(args[++i]);
                case "--box" -> box = Shape.parse(args[++i]);
                default -> file = Path.of(args[i]);
            }
        }
        if (file == null) {
            System.err.println("usage: SolveFileBench [--solvers a,b] [--unique] [--runs R] [--warmup W] [--box RxC]"
                    + " [--limit K] [--each] FILE");
            System.exit(2);
        }
        List<Grid> puzzles = read(file, box, limit);
        SolveRequest request = unique ? SolveRequest.uniqueness() : SolveRequest.first();
        System.out.printf(Locale.ROOT, "%s: %d puzzles, %s, %d run(s) after %d warm-up pass(es)%n",
                file.getFileName(), puzzles.size(), unique ? "uniqueness checked" : "first solution", runs, warmup);
        System.out.println("| solver | puzzles/s | us/puzzle | total s (runs) | cpu s | best s | worst s (puzzle) | no guess % | guesses/puzzle | statuses |");
        System.out.println("|---|---:|---:|---|---:|---:|---|---:|---:|---|");
        Status[] reference = null;
        for (String name : solverNames) {
            Solver solver = Solvers.byName(name);
            for (int w = 0; w < warmup; w++) {
                runOnce(solver, puzzles, request);
            }
            double[] totals = new double[runs];
            RunStats median = null;
            List<RunStats> all = new ArrayList<>();
            for (int r = 0; r < runs; r++) {
                RunStats s = runOnce(solver, puzzles, request);
                totals[r] = s.totalNanos / 1e9;
                all.add(s);
            }
            long bestSum = 0;
            for (int k = 0; k < puzzles.size(); k++) {
                long best = Long.MAX_VALUE;
                for (RunStats r : all) {
                    best = Math.min(best, r.nanos[k]);
                }
                bestSum += best;
            }
            double[] sorted = totals.clone();
            Arrays.sort(sorted);
            for (RunStats s : all) {
                if (s.totalNanos / 1e9 == sorted[runs / 2]) {
                    median = s;
                }
            }
            if (each) {
                for (int k = 0; k < puzzles.size(); k++) {
                    System.out.printf(Locale.ROOT, "  %s #%d: %.4f s, %d nodes, %d guesses, %s%n", name, k + 1,
                            median.nanos[k] / 1e9, median.nodes[k], median.guesses[k], median.status[k].word());
                }
            }
            if (reference == null) {
                reference = median.status;
            } else {
                for (int k = 0; k < puzzles.size(); k++) {
                    if (reference[k] != median.status[k]) {
                        throw new IllegalStateException("puzzle " + (k + 1) + ": " + solverNames.get(0) + " says "
                                + reference[k] + ", " + name + " says " + median.status[k]);
                    }
                }
            }
            int worst = 0;
            long noGuess = 0;
            long guesses = 0;
            Map<String, Integer> statuses = new TreeMap<>();
            for (int k = 0; k < puzzles.size(); k++) {
                if (median.nanos[k] > median.nanos[worst]) {
                    worst = k;
                }
                noGuess += median.guesses[k] == 0 ? 1 : 0;
                guesses += median.guesses[k];
                statuses.merge(median.status[k].word(), 1, Integer::sum);
            }
            StringBuilder runText = new StringBuilder();
            for (double t : totals) {
                runText.append(runText.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.3f", t));
            }
            double total = median.totalNanos / 1e9;
            System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.3f (%s) | %.3f | %.3f | %.3f (#%d) | %.1f | %.1f | %s |%n",
                    name, puzzles.size() / total, total * 1e6 / puzzles.size(), total, runText, median.cpuNanos / 1e9, bestSum / 1e9,
                    median.nanos[worst] / 1e9, worst + 1, 100.0 * noGuess / puzzles.size(),
                    (double) guesses / puzzles.size(), statuses);
        }
    }

    /** One pass over the puzzles: time, nodes, guesses and status of each. */
    private record RunStats(long totalNanos, long cpuNanos, long[] nanos, long[] nodes, long[] guesses, Status[] status) {
    }

    private static RunStats runOnce(Solver solver, List<Grid> puzzles, SolveRequest request) {
        int n = puzzles.size();
        long[] nanos = new long[n];
        long[] nodes = new long[n];
        long[] guesses = new long[n];
        Status[] status = new Status[n];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int k = 0; k < n; k++) {
            long t0 = System.nanoTime();
            Result r = solver.solve(puzzles.get(k), request);
            nanos[k] = System.nanoTime() - t0;
            nodes[k] = r.stats().nodes();
            guesses[k] = r.stats().guesses();
            status[k] = r.status();
        }
        long wall = System.nanoTime() - start;
        return new RunStats(wall, threads.getCurrentThreadCpuTime() - cpuStart, nanos, nodes, guesses, status);
    }

    /** The puzzles of a one-line file. */
    static List<Grid> read(Path file, Shape box, int limit) throws IOException {
        List<Grid> puzzles = new ArrayList<>();
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            int space = 0;
            while (space < text.length() && !Character.isWhitespace(text.charAt(space))) {
                space++;
            }
            text = text.substring(0, space);
            int n = (int) Math.round(Math.sqrt(text.length()));
            if (n * n != text.length()) {
                throw new IllegalArgumentException(file + ":" + lineNumber + ": " + text.length() + " symbols is no grid");
            }
            Shape shape = box != null ? box : Shape.forSize(n);
            int[] values = new int[text.length()];
            for (int i = 0; i < values.length; i++) {
                values[i] = Symbols.LINE.value(text.charAt(i), n);
                if (values[i] < 0) {
                    throw new IllegalArgumentException(file + ":" + lineNumber + ": bad symbol '" + text.charAt(i) + "'");
                }
            }
            puzzles.add(Grid.of(shape, values));
            if (puzzles.size() >= limit) {
                break;
            }
        }
        return puzzles;
    }
}
