package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.generate.Generated;
import dev.sudokux.generate.Generator;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.GenerateSettings;
import dev.sudokux.logic.Rating;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.api.java.JavaRDD;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code sudokux spark generate}: {@code sudokux generate} on Spark. Puzzle {@code k} of a run is made
 * from {@link Generator#puzzleSeed(long, long) puzzleSeed(seed, k)} alone, so each task makes a range
 * of the run's puzzles, and the run gives the same puzzles, in the same order, as the command line
 * with the same seed, whatever the number of tasks or executors.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {
            "Generate puzzles with exactly one solution, on Spark: the same puzzles as 'sudokux generate' with the "
                    + "same options and --seed, whatever the number of executors.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle made, 3 some puzzle not found within --max-attempts or its budget, 2 bad "
                    + "options, 70 the Spark job failed, 130 interrupted."
        })
final class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Option(names = "--count", paramLabel = "N", description = "How many puzzles (default: ${DEFAULT-VALUE}).")
    long count = 1;

    @Option(names = "--box", paramLabel = "RxC", converter = Converters.ShapeConverter.class,
            description = "Box shape, rows x columns of a box: 2x2 (4x4), 2x3 (6x6), 3x3 (9x9, the default), "
                    + "3x4 (12x12), 4x4 (16x16), 5x5 (25x25) ...")
    Shape box = Shape.CLASSIC;

    @Option(names = "--symmetry", paramLabel = "SYMMETRY",
            description = "Symmetry of the clues: none (default), rot180, rot90, mirror or diagonal.")
    String symmetry = "none";

    @Option(names = "--minimal", description = "No clue can be taken away (with a symmetry: no symmetric group).")
    boolean minimal;

    @Option(names = "--strict-minimal", description = "With a symmetry: no single clue can be taken away either "
            + "(rarer: takes many more attempts).")
    boolean strictMinimal;

    @ArgGroup(exclusive = true)
    Difficulty difficulty;

    static final class Difficulty {
        @Option(names = "--grade", paramLabel = "GRADE",
                description = "Only puzzles of this grade: easy, medium, hard, expert or extreme.")
        String grade;

        @Option(names = "--rating", paramLabel = "A-B",
                description = "Only puzzles rated from A to B, such as 2.0-4.5 (see 'sudokux rate').")
        String rating;
    }

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the random choices (default: a new one, "
            + "shown with --stats).")
    Long seed;

    @Option(names = "--max-attempts", paramLabel = "N",
            description = "Attempts a puzzle before giving up on it (default: 1000, or 20000 with --grade/--rating).")
    Integer maxAttempts;

    @Option(names = "--output-format", paramLabel = "FORMAT", converter = Converters.FormatConverter.class,
            description = "line (default), grid, sized, letters or json (with seed, clues, rating).")
    Format outputFormat = Format.LINE;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = Converters.DurationConverter.class,
            description = "Give up on a puzzle after this long (500ms, 10s, 2m): it is then not made, and the run "
                    + "goes on with the next.")
    Duration timeLimit;

    @Option(names = "--node-limit", paramLabel = "N",
            description = "Give up on a puzzle after N nodes of work (clues tried, their uniqueness checks' search "
                    + "nodes, the rating's steps).")
    Long nodeLimit;

    @Option(names = "--stats", description = "Print the seed, puzzles, attempts and time to stderr at the end.")
    boolean stats;

    /** What the executors need: the generator's settings, the answers' format and the run's seed and size. */
    record Settings(GenerateSettings generator, Format outputFormat, long seed, long count) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    @Override
    public Integer call() throws Exception {
        spark.validate();
        String name = spec.qualifiedName();
        if (count < 1 || (maxAttempts != null && maxAttempts < 1) || (nodeLimit != null && nodeLimit < 1)) {
            throw new UserInputException("--count, --threads, --max-attempts and --node-limit must be at least 1");
        }
        if (!outputFormat.supports(box)) {
            throw new UserInputException("the " + outputFormat.optionName() + " format cannot hold " + box + " puzzles");
        }
        GenerateSettings generator;
        try {
            generator = GenerateSettings.of(box, symmetry, minimal, strictMinimal,
                    difficulty == null ? null : difficulty.grade, difficulty == null ? null : difficulty.rating,
                    maxAttempts, timeLimit, nodeLimit);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage());
        }
        long runSeed = seed != null ? seed : new SecureRandom().nextLong();
        Settings settings = new Settings(generator, outputFormat, runSeed, count);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (Session session = Session.open(spark, "generate")) {
            return run(session, settings, out, err, name);
        }
    }

    private int run(Session session, Settings settings, PrintWriter out, PrintWriter err, String name)
            throws Exception {
        long start = System.nanoTime();
        int cores = session.cores();
        long wantedTasks = spark.partitions != null ? spark.partitions
                : Math.max(4L * cores, (count + 19_999) / 20_000);
        int tasks = (int) Math.min(count, Math.min(wantedTasks, 100_000));
        List<Integer> indices = new ArrayList<>(tasks);
        for (int t = 0; t < tasks; t++) {
            indices.add(t);
        }
        JavaRDD<Chunk> chunks = session.context().parallelize(indices, tasks)
                .map(task -> make(settings, task * settings.count() / tasks, (task + 1L) * settings.count() / tasks));
        Progress progress = new Progress(err, name, spark.quiet);
        long[] made = {0};
        long[] failed = {0};
        long[] attempts = {0};
        boolean[] written = {false};
        try {
            InOrder.run(chunks, (partition, chunk) -> {
                progress.clear();
                if (chunk.needsSeparator(true, written[0])) {
                    out.write('\n');
                }
                written[0] |= chunk.hasOutput();
                chunk.writeTo(out, err, name);
                out.flush();
                made[0] += chunk.words().getOrDefault("made", 0L);
                failed[0] += chunk.words().getOrDefault("failed", 0L);
                attempts[0] += chunk.words().getOrDefault("attempts", 0L);
                progress.show(String.format(Locale.ROOT, "%d of %d puzzles, %s", made[0] + failed[0], count,
                        Progress.clock(progress.elapsedNanos())), true);
            }, new InOrder.Arrivals<>() {
                @Override
                public void arrived(int partition, Chunk result, int done, int total) {
                }
            });
        } catch (InterruptedException e) {
            progress.clear();
            out.flush();
            err.println(name + ": interrupted after " + made[0] + " puzzles");
            return ExitCode.INTERRUPTED;
        } finally {
            progress.clear();
            out.flush();
        }
        if (stats) {
            double seconds = (System.nanoTime() - start) / 1e9;
            err.println(String.format(Locale.ROOT, "%s: seed %d, %d puzzles (%s), %d not found, %d attempts, "
                            + "%.3f s, %.1f puzzles/s, %d cores", name, settings.seed(), made[0],
                    settings.generator().describe(), failed[0], attempts[0], seconds, made[0] / seconds, cores));
        }
        return failed[0] > 0 ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /** On an executor: puzzles {@code from} to {@code to - 1} of the run, written as the command line writes them. */
    static Chunk make(Settings s, long from, long to) {
        Map<Grid, Rating> ratings = new HashMap<>();
        Generator generator = s.generator().generator(ratings);
        Chunk.Builder chunk = new Chunk.Builder().format(s.outputFormat());
        AnswerWriter writer = new AnswerWriter(chunk.writer, AnswerWriter.Kind.GENERATE, s.outputFormat());
        try {
            for (long k = from; k < to; k++) {
                // Puzzle k of the run: made from its own seed alone, as Generator.generate makes it.
                Generated one = generator.next(Generator.puzzleSeed(s.seed(), k));
                Generated g = new Generated(k, one.seed(), one.puzzle(), one.solution(), one.attempts(),
                        one.rejectedNotMinimal(), one.rejectedByFilter(), one.stopReason());
                chunk.add("attempts", g.attempts());
                if (!g.found()) {
                    chunk.count("failed");
                    chunk.error(GenerateSettings.failure(g));
                    continue;
                }
                chunk.count("made");
                writer.generated(g, ratings.remove(g.puzzle()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return chunk.build();
    }
}
