package dev.sudokux.bench;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.format.VariantReader;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.CoverModel;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Times {@link VariantSolver} on a file of variant puzzles with their solutions, in process, one
 * thread: for each puzzle, solve and prove unique ({@code check}), {@code --runs} times after one
 * untimed pass; prints one row a puzzle (the median and range of the runs, nodes, guesses, whether the
 * solution is the published one) and the totals. The answer must be the published solution, or
 * the row says so.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.sudokux.bench.VariantBench [--runs R] [--time-limit S] [--only REGEX]
 *     [--print-solutions] [--no-warmup] [--warm-all] [--layout samurai|butterfly|...] [--heuristic NAME] [--node-limit N] [--compile-times] FILE
 * </pre>
 *
 * The file is JSON Lines: {@code title}, the puzzle as {@code fpuzzles} (an f-puzzles link string)
 * or {@code input} (an ISS constraint string), and {@code solution} (digits row by row, or an array of
 * numbers), as {@code ../shared/data/variants/rangsk_fpuzzles_32.jsonl}. A puzzle without a published
 * solution counts as right when it is unique (its solution is printed with {@code --print-solutions},
 * to compare with another solver's); {@code --only} keeps the titles that match a regular expression;
 * {@code --no-warmup} times every run, the first included (for long puzzles, where one untimed pass
 * doubles the time a benchmark takes); {@code --warm-all} solves every puzzle of the file once before
 * timing any (a process that has already solved puzzles of every kind, as a server or a batch has:
 * the first puzzles of a file no longer pay for the code the later ones warm up); {@code --heuristic} picks how the search branches
 * ({@code forced-first}, {@code weighted}, {@code knuth}: {@link VariantSolver#withHeuristic}); {@code --node-limit} stops a search after N nodes (trees
 * compared whatever the machine's load); {@code --compile-times} also times the compilation alone
 * ({@link CoverModel#compile}, the fixed cost in each solve), {@code --runs} times after the solves,
 * and ends each row with its median.
 * With {@code --layout}, {@code input} is the whole text grid of that multi-grid layout (the frame's
 * size line, then its rows, as {@code sudokux solve --layout} reads it), and {@code solution} the
 * digits of its cells row by row.
 */
public final class VariantBench {

    private VariantBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = 5;
        double limitSeconds = 60;
        Path file = null;
        String only = null;
        boolean printSolutions = false;
        boolean warmup = true;
        Layout layout = null;
        Heuristic heuristic = null;
        long nodeLimit = Long.MAX_VALUE;
        boolean compileTimes = false;
        boolean warmAll = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--time-limit" -> limitSeconds = Double.parseDouble(args[++i]);
                case "--only" -> only = args[++i];
                case "--print-solutions" -> printSolutions = true;
                case "--no-warmup" -> warmup = false;
                case "--layout" -> layout = Layout.parse(args[++i]);
                case "--heuristic" -> heuristic = Heuristic.byName(args[++i]);
                case "--node-limit" -> nodeLimit = Long.parseLong(args[++i]);
                case "--compile-times" -> compileTimes = true;
                case "--warm-all" -> warmAll = true;
                default -> file = Path.of(args[i]);
            }
        }
        if (file == null) {
            System.err.println("usage: VariantBench [--runs R] [--time-limit SECONDS] [--only REGEX] [--print-solutions] [--no-warmup] [--warm-all] [--layout NAME] [--heuristic NAME] [--node-limit N] [--compile-times] FILE");
            System.exit(2);
        }
        VariantSolver solver = heuristic == null ? new VariantSolver() : new VariantSolver().withHeuristic(heuristic);
        SolveRequest request = SolveRequest.uniqueness().withTimeLimit(Duration.ofMillis((long) (limitSeconds * 1000)))
                .withMaxNodes(nodeLimit);
        List<Double> medians = new ArrayList<>();
        List<Double> compileMedians = new ArrayList<>();
        int right = 0;
        int total = 0;
        System.out.printf(Locale.ROOT, "%-32s %5s %10s %21s %10s %9s  %s%n", "puzzle", "size", "median ms",
                "range ms", "nodes", "guesses", "answer");
        List<String> lines = Files.readAllLines(file);
        if (warmAll) {
            int k = 0;
            for (String line : lines) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                String title = title(o);
                k++;
                if (only == null || title.matches(only)) {
                    VariantReader.Item item = read(o, k, layout);
                    if (item.puzzle() != null) {
                        solver.solve(item.puzzle(), request);
                    }
                }
            }
        }
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            String title = title(o);
            if (only != null && !title.matches(only)) {
                continue;
            }
            String expected = solution(o.get("solution"));
            total++;
            VariantReader.Item item = read(o, total, layout);
            if (item.puzzle() == null) {
                System.out.printf(Locale.ROOT, "%-32s unreadable: %s%n", cut(title), item.error());
                continue;
            }
            if (warmup) {
                solver.solve(item.puzzle(), request);
            }
            double[] ms = new double[runs];
            VariantResult r = null;
            for (int k = 0; k < runs; k++) {
                long t0 = System.nanoTime();
                r = solver.solve(item.puzzle(), request);
                ms[k] = (System.nanoTime() - t0) / 1e6;
            }
            Arrays.sort(ms);
            double median = ms[runs / 2];
            medians.add(median);
            String got = r.first() == null ? "" : VariantReader.line(r.first());
            boolean published = !expected.isEmpty();
            boolean ok = r.status() == Status.UNIQUE && (!published || got.equals(expected));
            right += ok ? 1 : 0;
            String compiled = "";
            if (compileTimes) {
                double[] cms = new double[runs];
                for (int k = 0; k < runs; k++) {
                    long t0 = System.nanoTime();
                    CoverModel.compile(item.puzzle());
                    cms[k] = (System.nanoTime() - t0) / 1e6;
                }
                Arrays.sort(cms);
                compileMedians.add(cms[runs / 2]);
                compiled = String.format(Locale.ROOT, "  compile %.2f ms", cms[runs / 2]);
            }
            System.out.printf(Locale.ROOT, "%-32s %5s %10.1f %10.1f-%-10.1f %10d %9d  %s%s%n", cut(title),
                    item.puzzle().board().rows() + "x" + item.puzzle().board().columns(), median, ms[0], ms[runs - 1],
                    r.stats().nodes(), r.stats().guesses(), ok ? (published ? "unique, the published solution" : "unique (no published solution)")
                            : r.status() + (!published || got.equals(expected) ? "" : " WRONG or missing solution"),
                    compiled);
            if (printSolutions) {
                System.out.println("  solution " + got);
            }
        }
        double sum = medians.stream().mapToDouble(Double::doubleValue).sum();
        double[] sorted = medians.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        System.out.printf(Locale.ROOT, "%d puzzles, %d unique with the published solution; medians: total %.1f ms, "
                        + "median %.1f ms, max %.1f ms (%d runs each, one thread)%n", total, right, sum,
                sorted.length == 0 ? 0 : sorted[sorted.length / 2], sorted.length == 0 ? 0 : sorted[sorted.length - 1],
                runs);
        if (compileTimes) {
            System.out.printf(Locale.ROOT, "compile alone: medians total %.1f ms%n",
                    compileMedians.stream().mapToDouble(Double::doubleValue).sum());
        }
    }

    /** A line's {@code title} (or {@code name}). */
    private static String title(JsonObject o) {
        return o.has("title") ? o.get("title").getAsString() : o.get("name").getAsString();
    }

    /** The puzzle of one line ({@code fpuzzles} or {@code input}), the file's {@code k}-th. */
    private static VariantReader.Item read(JsonObject o, int k, Layout layout) {
        String text = o.has("fpuzzles") ? o.get("fpuzzles").getAsString() : o.get("input").getAsString();
        return layout == null ? VariantReader.readOne(text, k, k) : VariantReader.read(text, layout).get(0);
    }

    private static String solution(JsonElement e) {
        if (e == null || e.isJsonNull()) {
            return "";
        }
        if (e.isJsonPrimitive()) {
            return e.getAsString();
        }
        StringBuilder sb = new StringBuilder();
        for (JsonElement v : e.getAsJsonArray()) {
            sb.append(Character.toUpperCase(Character.forDigit(v.getAsInt(), 36)));
        }
        return sb.toString();
    }

    private static String cut(String s) {
        return s.length() > 32 ? s.substring(0, 32) : s;
    }
}
