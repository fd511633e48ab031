package dev.sudokux.bench;

import dev.sudokux.internal.stats.Spearman;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * How close {@code sudokux rate} comes to published Sudoku Explainer ratings over a whole file: the
 * share rated exactly the same, the share within 0.1, Spearman's rank correlation, the mean absolute
 * difference, and the same broken down by the technique of our hardest step and by published rating.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.sudokux.bench.RatingAccuracy [options] FILE
 *   --every K      only every K-th rated puzzle (the 1st, the K+1-th, ...)
 *   --limit K      at most K puzzles
 *   --threads T    rate on T threads (default 1; the time printed is then wall time)
 *   --each         print a line a puzzle: published, ours, difference, our hardest technique, puzzle
 *   --check        check every step against the solution instead; print the first unsound step of each puzzle
 *   --steps        print every step of each puzzle (difficulty, technique, sentence) instead
 * </pre>
 *
 * A line is a puzzle in the one-line format, then white space, then the rating: a number such as
 * {@code 7.2}, or Sudoku Explainer's {@code ER/EP/ED} (the ER is taken); puzzles without a rating
 * ({@code -}) are skipped, as are empty and {@code #} lines.
 */
public final class RatingAccuracy {

    private RatingAccuracy() {
    }

    private record Item(int line, String puzzle, double published) {
    }

    public static void main(String[] args) throws Exception {
        int every = 1;
        int limit = Integer.MAX_VALUE;
        int threads = 1;
        boolean each = false;
        boolean check = false;
        boolean steps = false;
        Path file = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--every" -> every = Integer.parseInt(args[++i]);
                case "--limit" -> limit = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--each" -> each = true;
                case "--check" -> check = true;
                case "--steps" -> steps = true;
                default -> file = Path.of(args[i]);
            }
        }
        if (file == null) {
            System.err.println("usage: RatingAccuracy [--every K] [--limit K] [--threads T] [--each] FILE");
            System.exit(2);
        }
        List<Item> items = read(file, every, limit);
        if (check) {
            check(items);
            return;
        }
        if (steps) {
            for (Item item : items) {
                System.out.println("line " + item.line + " " + item.puzzle + " published " + item.published);
                for (dev.sudokux.logic.Step s : dev.sudokux.logic.Explainer.standard().explain(parse(item.puzzle)).steps()) {
                    if (s.difficulty() >= 2.0) {
                        System.out.printf(Locale.ROOT, "  %.1f %s: %s%n", s.difficulty(), s.technique().name(), s.text());
                    }
                }
            }
            return;
        }
        Rater rater = Rater.standard();
        long start = System.nanoTime();
        Rating[] ours = new Rating[items.size()];
        long[] cpu = new long[items.size()];
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> futures = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            int k = i;
            futures.add(pool.submit(() -> {
                long t0 = mx.getCurrentThreadCpuTime();
                ours[k] = rater.rate(parse(items.get(k).puzzle));
                cpu[k] = mx.getCurrentThreadCpuTime() - t0;
            }));
        }
        for (Future<?> f : futures) {
            f.get();
        }
        pool.shutdown();
        double seconds = (System.nanoTime() - start) / 1e9;
        report(file, items, ours, seconds, threads, each);
        long total = 0;
        long worst = 0;
        for (long c : cpu) {
            total += c;
            worst = Math.max(worst, c);
        }
        System.out.printf(Locale.ROOT, "%ncpu: %.2f s in all, %.2f ms a puzzle, %.1f ms the slowest%n", total / 1e9,
                total / 1e6 / Math.max(1, items.size()), worst / 1e6);
    }

    /** Explains each puzzle step by step, checking each step against the solution; reports unsound ones. */
    private static void check(List<Item> items) {
        dev.sudokux.logic.Explainer explainer = dev.sudokux.logic.Explainer.standard();
        int bad = 0;
        for (Item item : items) {
            Grid puzzle = parse(item.puzzle);
            Grid solution = new dev.sudokux.solve.DlxSolver().check(puzzle).first();
            dev.sudokux.logic.CandidateGrid grid = dev.sudokux.logic.CandidateGrid.of(puzzle);
            while (!grid.isSolved()) {
                java.util.Optional<dev.sudokux.logic.Step> step = explainer.nextStep(grid);
                if (step.isEmpty()) {
                    System.out.println("line " + item.line + ": stalled " + item.puzzle);
                    bad++;
                    break;
                }
                String wrong = null;
                for (dev.sudokux.logic.Placement p : step.get().placements()) {
                    if (solution.get(p.cell()) != p.value()) {
                        wrong = "places " + p;
                    }
                }
                for (dev.sudokux.logic.Elimination e : step.get().eliminations()) {
                    if (solution.get(e.cell()) == e.value()) {
                        wrong = "removes " + e;
                    }
                    if (!grid.hasCandidate(e.cell(), e.value())) {
                        wrong = "removes absent " + e;
                    }
                }
                if (wrong != null) {
                    System.out.println("line " + item.line + ": " + step.get().technique().name() + " " + wrong + ": "
                            + step.get().text() + "\n  " + item.puzzle + "\n" + grid);
                    bad++;
                    break;
                }
                grid.apply(step.get());
            }
        }
        System.out.println(bad + " of " + items.size() + " puzzles with an unsound step or stalled");
    }

    private static Grid parse(String puzzle) {
        Shape shape = Shape.forSize((int) Math.round(Math.sqrt(puzzle.length())));
        byte[] values = new byte[puzzle.length()];
        for (int i = 0; i < values.length; i++) {
            char c = puzzle.charAt(i);
            values[i] = (byte) (c == '.' || c == '0' ? 0 : Symbols.LINE.value(c, shape.size()));
        }
        return Grid.of(shape, values);
    }

    private static List<Item> read(Path file, int every, int limit) throws IOException {
        List<Item> items = new ArrayList<>();
        int rated = 0;
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] fields = t.split("\\s+");
            if (fields.length < 2) {
                continue;
            }
            String er = fields[1].split("/")[0];
            if (er.isEmpty() || er.equals("-")) {
                continue;
            }
            if (rated++ % every != 0) {
                continue;
            }
            items.add(new Item(lineNumber, fields[0], Double.parseDouble(er)));
            if (items.size() >= limit) {
                break;
            }
        }
        return items;
    }

    private static final class Tally {
        int count;
        int exact;
        int within;
        double absolute;

        void add(double published, double ours) {
            count++;
            double d = Math.abs(published - ours);
            exact += d < 0.05 ? 1 : 0;
            within += d < 0.15 ? 1 : 0;
            absolute += d;
        }

        String row(String name) {
            return String.format(Locale.ROOT, "%-40s %6d %7.1f%% %7.1f%% %7.3f", name, count, 100.0 * exact / count,
                    100.0 * within / count, absolute / count);
        }
    }

    private static void report(Path file, List<Item> items, Rating[] ours, double seconds, int threads, boolean each) {
        Tally total = new Tally();
        Map<String, Tally> byTechnique = new TreeMap<>();
        Map<Double, Tally> byPublished = new TreeMap<>();
        double[] a = new double[items.size()];
        double[] b = new double[items.size()];
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            double mine = Math.round(ours[i].value() * 10) / 10.0;
            a[i] = item.published;
            b[i] = mine;
            total.add(item.published, mine);
            byTechnique.computeIfAbsent(ours[i].describe(), k -> new Tally()).add(item.published, mine);
            byPublished.computeIfAbsent(item.published, k -> new Tally()).add(item.published, mine);
            if (each) {
                System.out.printf(Locale.ROOT, "%d %.1f %.1f %+.1f %s %s%n", item.line, item.published, mine,
                        mine - item.published, ours[i].describe(), item.puzzle);
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d puzzles rated in %.2f s on %d thread%s (%.1f ms a puzzle)%n", file,
                items.size(), seconds, threads, threads == 1 ? "" : "s", 1000 * seconds / Math.max(1, items.size()));
        System.out.printf(Locale.ROOT, "exact %.1f %%, within 0.1 %.1f %%, Spearman %.4f, mean absolute difference %.3f%n",
                100.0 * total.exact / total.count, 100.0 * total.within / total.count, Spearman.rho(a, b),
                total.absolute / total.count);
        System.out.printf(Locale.ROOT, "%n%-40s %6s %8s %8s %7s%n", "our hardest technique", "count", "exact",
                "<=0.1", "mad");
        byTechnique.forEach((k, t) -> System.out.println(t.row(k)));
        System.out.printf(Locale.ROOT, "%n%-40s %6s %8s %8s %7s%n", "published rating", "count", "exact", "<=0.1",
                "mad");
        byPublished.forEach((k, t) -> System.out.println(t.row(String.format(Locale.ROOT, "%.1f", k))));
    }
}
