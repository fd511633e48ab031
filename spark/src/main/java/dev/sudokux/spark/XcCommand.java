package dev.sudokux.spark;

import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.DlxFormatException;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.Estimator;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.Prefix;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.internal.batch.EstimateText;
import dev.sudokux.internal.batch.ExitCode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sudokux spark xc}: an exact cover count spread over Spark's executors. The search is cut into
 * subproblems of similar estimated size ({@link XcSplitter}), consecutive ones grouped into tasks
 * ({@link XcCount}), counted on the executors and summed on the driver as the tasks end: one result a
 * task, the first successful attempt's, so a task lost and run again never counts twice. The count
 * printed is the one {@code sudokux xc --count FILE} prints.
 */
@Command(name = "xc", mixinStandardHelpOptions = true,
        description = {
            "Count the solutions of an exact cover problem in Knuth's DLX format on Spark: the search is cut "
                    + "into subproblems of similar size (where Knuth's estimate says a subtree is large, the "
                    + "cut goes deeper), counted on the executors and summed: the same count as "
                    + "'sudokux xc --count FILE'. --estimate and --split answer as 'sudokux xc' does.",
            ""
        },
        footerHeading = "%n",
        footer = {
            "Progress (a bar on a terminal, or a line every --progress SECONDS): tasks done, solutions so far, "
                    + "and the time left from the estimated work of the tasks still to run.",
            "",
            "Exit status: 0 a count was printed, 2 bad input, 3 --time-limit ran out (the count is then N+), "
                    + "70 the Spark job failed, 130 interrupted."
        })
final class XcCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Parameters(paramLabel = "FILE", description = "The problem: any path Spark reads (local, hdfs://, s3a://).")
    String file;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Mode mode;

    static final class Mode {
        @Option(names = "--count", required = true, description = "Count the solutions, on the executors.")
        boolean count;

        @Option(names = "--split", paramLabel = "DEPTH", required = true,
                description = "Print the open subproblems DEPTH levels down, one prefix line each (as sudokux xc).")
        Integer split;

        @Option(names = "--estimate", required = true,
                description = "Estimate the size of the search by Knuth's random paths (as sudokux xc).")
        boolean estimate;
    }

    @Option(names = "--prefix", paramLabel = "LINE",
            description = "Work on the subproblem of one prefix line instead of the whole problem.")
    String prefix;

    @Option(names = "--samples", paramLabel = "N",
            description = "Random paths for --estimate (default: ${DEFAULT-VALUE}).")
    long samples = 10_000;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed of the random paths of --estimate and of the cut (default: ${DEFAULT-VALUE}); the same "
                    + "seed gives the same estimate and the same tasks.")
    long seed = 1;

    @Option(names = "--limit", paramLabel = "N", description = "Stop once N solutions are counted (printed N+ when there are more).")
    Long limit;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = Converters.DurationConverter.class,
            description = "Give up after this long: the solutions of the tasks done are printed as N+.")
    Duration timeLimit;

    @Option(names = "--engine", paramLabel = "NAME",
            description = "The engine: links, cells or auto (the default), as sudokux xc.")
    String engine = "auto";

    @Option(names = "--heuristic", paramLabel = "NAME",
            description = "The links engine's item choice: forced-first (the default), knuth or weighted, as sudokux xc.")
    String heuristic;

    @Option(names = "--progress", paramLabel = "SECONDS",
            description = "Every SECONDS, a line on stderr: tasks done, solutions so far, time left.")
    Double progressSeconds;

    @Option(names = "--stats", description = "Print the problem's size, the solutions, nodes, updates, tasks and times to "
            + "stderr.")
    boolean stats;

    @Option(names = "--task-times", paramLabel = "FILE",
            description = "Write one line a task to FILE (on the driver): its number, pieces, estimated work, "
                    + "seconds, solutions, nodes, updates; for planning a cluster's size.")
    Path taskTimes;

    @Override
    public Integer call() throws Exception {
        spark.validate();
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
        if (samples < 1) {
            throw new UserInputException("--samples must be at least 1, not " + samples);
        }
        if (progressSeconds != null && !(progressSeconds > 0)) {
            throw new UserInputException("--progress must be a positive number of seconds, not " + progressSeconds);
        }
        if (mode.split != null && mode.split < 0) {
            throw new UserInputException("--split must be at least 0, not " + mode.split);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = spec.qualifiedName();
        try (Session session = Session.open(spark, "xc")) {
            String text = read(session.context());
            ExactCoverProblem problem;
            try {
                problem = DlxFormat.parse(text);
            } catch (DlxFormatException e) {
                throw new UserInputException(file + ": " + e.getMessage());
            }
            XcSpec xc = new XcSpec(engine, heuristic, XcSpec.digestOf(text));
            ExactCoverEngine local;
            try {
                local = xc.engineFor(problem);
            } catch (IllegalArgumentException e) {
                throw new UserInputException((e.getMessage().startsWith("--") ? "" : heuristicOrEngine(e)) + e.getMessage());
            }
            Prefix from = Prefix.ROOT;
            if (prefix != null) {
                try {
                    from = Prefix.parse(prefix, problem.optionCount());
                } catch (IllegalArgumentException e) {
                    throw new UserInputException("--prefix: " + e.getMessage());
                }
            }
            if (mode.split != null) {
                local.split(from, mode.split, p -> out.println(p.toLine()));
                out.flush();
                return ExitCode.OK;
            }
            if (mode.estimate) {
                // As sudokux xc --estimate does by default (its precision, one thread a core).
                EstimateText.print(local.estimate(from, samples, Estimator.DEFAULT_TARGET_ERROR, seed,
                        Runtime.getRuntime().availableProcessors()), out);
                out.flush();
                return ExitCode.OK;
            }
            return count(session, text, problem, xc, from, out, err, name);
        }
    }

    private String heuristicOrEngine(IllegalArgumentException e) {
        return heuristic != null && e.getMessage().contains("heuristic") ? "--heuristic: " : "--engine: ";
    }

    /** The problem's text, read on the driver from any path Spark reads; strict UTF-8, as the command line. */
    private String read(JavaSparkContext jsc) {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(file);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Inputs.open(path.toString(),
                jsc.hadoopConfiguration()), StandardCharsets.UTF_8.newDecoder()))) {
            StringBuilder sb = new StringBuilder();
            char[] buffer = new char[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) {
                sb.append(buffer, 0, n);
            }
            return sb.toString();
        } catch (CharacterCodingException e) {
            throw new UserInputException(file + ": not UTF-8 text");
        } catch (java.io.FileNotFoundException e) {
            throw new UserInputException("cannot read '" + file + "': no such file");
        } catch (IOException e) {
            throw new UserInputException("cannot read '" + file + "': " + PuzzleWork.message(e));
        }
    }

    private int count(Session session, String text, ExactCoverProblem problem, XcSpec xc, Prefix from,
                      PrintWriter out, PrintWriter err, String name) throws Exception {
        JavaSparkContext jsc = session.context();
        long begin = System.nanoTime();
        int cores = session.cores();
        int target = spark.partitions != null ? spark.partitions : Math.max(64, 32 * cores);
        Progress progress = new Progress(err, name, spark.quiet);
        Broadcast<String> shared = jsc.broadcast(text);
        List<XcSplitter.Piece> pieces;
        try {
            pieces = XcSplitter.split(jsc, shared, xc, from.toLine(), target, seed, 4 * cores,
                    round -> progress.show("cutting the search into tasks, round " + round, false));
        } finally {
            progress.clear();
        }
        List<XcCount.Task> tasks = XcCount.tasks(pieces, target);
        long splitNanos = System.nanoTime() - begin;
        double totalWork = 0;
        for (XcCount.Task t : tasks) {
            totalWork += t.work();
        }
        long maxSolutions = limit == null ? Long.MAX_VALUE : limit + 1;
        JavaRDD<XcCount.Counted> job = jsc.parallelize(tasks, Math.max(1, tasks.size()))
                .map(task -> XcCount.count(shared.value(), xc, task, maxSolutions));

        XcCount.Counted[] results = new XcCount.Counted[tasks.size()];
        long[] sums = new long[3]; // solutions, nodes, updates
        double[] workDone = {0};
        int[] done = {0};
        long countStart = System.nanoTime();
        long deadline = timeLimit == null ? Long.MAX_VALUE : begin + timeLimit.toNanos();
        long logNanos = progressSeconds == null ? 0 : (long) (progressSeconds * 1e9);
        long[] nextLog = {countStart + logNanos};
        double total = totalWork;
        StopReason stopped = null;
        try {
            InOrder.run(job, (partition, counted) -> {
            }, new InOrder.Arrivals<>() {
                @Override
                public void arrived(int partition, XcCount.Counted counted, int doneSoFar, int all) {
                    results[partition] = counted;
                    sums[0] += counted.solutions();
                    sums[1] += counted.nodes();
                    sums[2] += counted.updates();
                    workDone[0] += tasks.get(partition).work();
                    done[0] = doneSoFar;
                    if (limit != null && sums[0] > limit) {
                        throw new Stop(StopReason.SOLUTION_LIMIT);
                    }
                    tick();
                }

                @Override
                public void tick() {
                    long now = System.nanoTime();
                    if (now - deadline > 0) {
                        throw new Stop(StopReason.TIME_LIMIT);
                    }
                    String line = line(now);
                    progress.show(Progress.bar(workDone[0] / total) + " " + line, false);
                    if (logNanos > 0 && now - nextLog[0] >= 0) {
                        nextLog[0] = now + logNanos;
                        progress.clear();
                        err.println(name + ": after " + String.format(Locale.ROOT, "%.1f", (now - countStart) / 1e9)
                                + " s: " + line);
                        err.flush();
                    }
                }

                private String line(long now) {
                    long elapsed = now - countStart;
                    double fraction = workDone[0] / total;
                    String left = fraction > 0 ? ", " + Progress.clock((long) (elapsed * (1 - fraction) / fraction))
                            + " left" : "";
                    return String.format(Locale.ROOT, "%d/%d tasks, %s solutions, %s%s", done[0], tasks.size(),
                            Progress.human(sums[0]), Progress.clock(elapsed), left);
                }
            });
        } catch (Stop s) {
            stopped = s.reason;
        } catch (InterruptedException e) {
            stopped = StopReason.INTERRUPTED;
        } finally {
            progress.clear();
        }
        long countNanos = System.nanoTime() - countStart;
        long wanted = limit == null ? Long.MAX_VALUE : limit;
        long found = Math.min(sums[0], wanted);
        boolean more = sums[0] > wanted || (stopped != null && stopped != StopReason.SOLUTION_LIMIT);
        out.println(found + (more ? "+" : ""));
        out.flush();
        if (taskTimes != null) {
            writeTaskTimes(tasks, results);
        }
        if (stats) {
            double largest = 0;
            for (XcCount.Counted c : results) {
                largest = c == null ? largest : Math.max(largest, c.nanos() / 1e9);
            }
            err.println(String.format(Locale.ROOT,
                    "%d items (%d primary), %d options; %d solutions, %d nodes, %d updates; %d pieces in %d tasks "
                            + "(the longest %.3f s), %.3f s cutting, %.3f s counting on %d cores",
                    problem.itemCount(), problem.primaryCount(), problem.optionCount(), sums[0], sums[1], sums[2],
                    pieces.size(), tasks.size(), largest, splitNanos / 1e9, countNanos / 1e9, cores));
        }
        if (stopped == StopReason.TIME_LIMIT || stopped == StopReason.INTERRUPTED) {
            String why = stopped == StopReason.INTERRUPTED ? "interrupted"
                    : "time limit of " + formatDuration(timeLimit) + " reached";
            err.println(name + ": incomplete: " + why + " after " + found + " solution" + (found == 1 ? "" : "s")
                    + "; there may be more");
            return stopped == StopReason.INTERRUPTED ? ExitCode.INTERRUPTED : ExitCode.INCOMPLETE;
        }
        return ExitCode.OK;
    }

    private void writeTaskTimes(List<XcCount.Task> tasks, XcCount.Counted[] results) throws IOException {
        try (Writer w = Files.newBufferedWriter(taskTimes, StandardCharsets.UTF_8)) {
            w.write("# task pieces estimated-work seconds solutions nodes updates\n");
            for (int k = 0; k < tasks.size(); k++) {
                XcCount.Counted c = results[k];
                if (c == null) {
                    continue;
                }
                w.write(String.format(Locale.ROOT, "%d %d %.0f %.6f %d %d %d%n", k, tasks.get(k).lines().size(),
                        tasks.get(k).work(), c.nanos() / 1e9, c.solutions(), c.nodes(), c.updates()));
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** As the command line writes a time limit: {@code 10s} or {@code 500ms}. */
    static String formatDuration(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + "s" : ms + "ms";
    }

    /** Ends the wait for the count's tasks (the job is cancelled). */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient StopReason reason;

        Stop(StopReason reason) {
            super(null, null, false, false);
            this.reason = reason;
        }
    }
}
