package dev.sudokux.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;

/**
 * Scale on paper: from the measured time of every task of a count ({@code sudokux spark xc --count
 * --task-times FILE}), the time the same tasks would take on E executors, each taking the next task
 * of the job as soon as it is free (greedy list scheduling in the job's order, as Spark hands out the
 * tasks of one stage), and so the speedup expected over one executor. Start-up, the cut and the
 * network are left out: this is the count's own scaling, bounded by its largest task.
 *
 * <pre>java -cp spark/target/sudokux-spark.jar dev.sudokux.spark.ScaleOnPaper TASK-TIMES [E ...]</pre>
 * (default E: 8 64 512) prints a Markdown table.
 */
final class ScaleOnPaper {

    /** One row: the executors, the simulated time, the speedup over one executor, and its efficiency. */
    record Row(int executors, double seconds, double speedup, double efficiency) {
    }

    private ScaleOnPaper() {
    }

    /**
     * The time {@code executors} executors take for {@code times}, handed out in order each to the
     * executor free first.
     */
    static double makespan(double[] times, int executors) {
        if (executors < 1) {
            throw new IllegalArgumentException("executors must be at least 1, not " + executors);
        }
        PriorityQueue<Double> free = new PriorityQueue<>();
        for (int e = 0; e < Math.min(executors, times.length); e++) {
            free.add(0.0);
        }
        double end = 0;
        for (double t : times) {
            double start = free.remove();
            free.add(start + t);
            end = Math.max(end, start + t);
        }
        return end;
    }

    /** The row of {@code executors} for {@code times}. */
    static Row row(double[] times, int executors) {
        double total = total(times);
        double end = makespan(times, executors);
        double speedup = end > 0 ? total / end : 1;
        return new Row(executors, end, speedup, speedup / executors);
    }

    static double total(double[] times) {
        double total = 0;
        for (double t : times) {
            total += t;
        }
        return total;
    }

    static double largest(double[] times) {
        double largest = 0;
        for (double t : times) {
            largest = Math.max(largest, t);
        }
        return largest;
    }

    /** The seconds of each task of a {@code --task-times} file (its fourth column), in task order. */
    static double[] read(Path file) throws IOException {
        List<Double> times = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            try {
                times.add(Double.parseDouble(fields[3]));
            } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
                throw new IllegalArgumentException(file + ", line " + number
                        + ": expected 'task pieces estimated-work seconds ...' (sudokux spark xc --task-times)");
            }
        }
        return times.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The table for {@code times} on each of {@code executors}. */
    static void print(double[] times, int[] executors, PrintStream out) {
        double total = total(times);
        double largest = largest(times);
        out.printf(Locale.ROOT, "%d tasks, %.3f s in all; the largest %.3f s, %.3f %% of the total%n%n",
                times.length, total, largest, total > 0 ? 100 * largest / total : 0);
        out.println("| executors | time (s) | speedup | efficiency | largest task / time |");
        out.println("|---:|---:|---:|---:|---:|");
        for (int e : executors) {
            Row r = row(times, e);
            out.printf(Locale.ROOT, "| %d | %.3f | %.1f | %.0f %% | %.0f %% |%n", e, r.seconds(), r.speedup(),
                    100 * r.efficiency(), r.seconds() > 0 ? 100 * largest / r.seconds() : 0);
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: ScaleOnPaper TASK-TIMES [EXECUTORS ...]   (default: 8 64 512)");
            System.exit(2);
        }
        int[] executors = args.length > 1 ? new int[args.length - 1] : new int[] {8, 64, 512};
        for (int k = 1; k < args.length; k++) {
            executors[k - 1] = Integer.parseInt(args[k]);
        }
        try {
            print(read(Path.of(args[0])), executors, System.out);
        } catch (IllegalArgumentException e) {
            System.err.println("ScaleOnPaper: " + e.getMessage());
            System.exit(2);
        }
    }
}
