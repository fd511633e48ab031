package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.format.VariantReader;
import dev.sudokux.generate.Generated;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.GenerateSettings;
import dev.sudokux.internal.batch.ProgressLine;
import dev.sudokux.logic.Rating;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.VariantExplainer;
import dev.sudokux.variant.VariantGenerator;
import dev.sudokux.variant.VariantPuzzle;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudokux generate}: new puzzles with exactly one solution. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {
            "Generate puzzles with exactly one solution: a random solved grid, then clues taken away (in "
                    + "symmetric groups with --symmetry) as long as the solution stays unique. With --minimal "
                    + "no clue (with a symmetry: no symmetric group of clues) can be taken away. --grade or "
                    + "--rating keeps only puzzles of that difficulty (as 'sudokux rate' measures it). The same "
                    + "--seed gives the same puzzles on any number of threads.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle made, 3 some puzzle not found within --max-attempts or its budget, 2 bad options, "
                    + "130 interrupted."
        })
final class GenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--count", paramLabel = "N", description = "How many puzzles (default: ${DEFAULT-VALUE}).")
    long count = 1;

    @Option(names = "--box", paramLabel = "RxC", converter = PuzzleOptions.ShapeConverter.class,
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

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads (default: one a core, ${DEFAULT-VALUE} here); the output does not depend on it.")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--max-attempts", paramLabel = "N",
            description = "Attempts a puzzle before giving up on it (default: 1000, or 20000 with --grade/--rating; "
                    + "--variant: 100).")
    Integer maxAttempts;

    @Option(names = "--output-format", paramLabel = "FORMAT", converter = PuzzleOptions.FormatConverter.class,
            description = "line (default), grid, sized, letters or json (with seed, clues, rating).")
    Format outputFormat = Format.LINE;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Give up on a puzzle after this long (500ms, 10s, 2m): it is then not made, and the run "
                    + "goes on with the next.")
    Duration timeLimit;

    @Option(names = "--node-limit", paramLabel = "N",
            description = "Give up on a puzzle after N nodes of work (clues tried, their uniqueness checks' search "
                    + "nodes, the rating's steps).")
    Long nodeLimit;

    @Option(names = "--variant", paramLabel = "KINDS",
            description = "Variant puzzles: x, windoku, antiknight, antiking, jigsaw (a random layout of regions), "
                    + "samurai, killer (random cages with their sums), or several separated by commas (x,antiknight). "
                    + "Written as f-puzzles links, one a line (--output-format json: f-puzzles JSON), which "
                    + "'sudokux solve' reads; samurai as its whole text grid (read back with --layout samurai). "
                    + "Variant puzzles are always minimal, made on --threads workers, with --symmetry when asked; "
                    + "--grade and --rating keep those the variant explainer rates so (as 'sudokux rate'); "
                    + "--time-limit and --node-limit do not apply to them.")
    String variant;

    @Option(names = "--no-givens", description = "With --variant killer: cages alone, no given digit.")
    boolean noGivens;

    @Option(names = "--stats", description = "Print the seed, puzzles, attempts and time to stderr at the end.")
    boolean stats;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar on stderr.")
    boolean quiet;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = spec.qualifiedName();
        if (count < 1 || threads < 1 || (maxAttempts != null && maxAttempts < 1) || (nodeLimit != null && nodeLimit < 1)) {
            throw new UserInputException("--count, --threads, --max-attempts and --node-limit must be at least 1");
        }
        if (variant != null) {
            return variants(out, err, name);
        }
        if (noGivens) {
            throw new UserInputException("--no-givens is for --variant killer");
        }
        if (!outputFormat.supports(box)) {
            throw new UserInputException("the " + outputFormat.optionName() + " format cannot hold " + box + " puzzles");
        }
        GenerateSettings settings;
        try {
            settings = GenerateSettings.of(box, symmetry, minimal, strictMinimal,
                    difficulty == null ? null : difficulty.grade, difficulty == null ? null : difficulty.rating,
                    maxAttempts, timeLimit, nodeLimit);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage());
        }
        // The filter rates on the worker threads; the rating is kept for the JSON answer.
        Map<Grid, Rating> ratings = new ConcurrentHashMap<>();
        Generator generator = settings.generator(ratings);
        long runSeed = seed != null ? seed : new SecureRandom().nextLong();
        AnswerWriter writer = new AnswerWriter(out, AnswerWriter.Kind.GENERATE, outputFormat);
        Progress progress = new Progress(err, name, !quiet && ProgressLine.stderrIsTerminal());
        long start = System.nanoTime();
        long[] made = {0};
        long[] failed = {0};
        long[] attempts = {0};
        try {
            generator.generate(runSeed, count, threads, g -> {
                progress.clear();
                attempts[0] += g.attempts();
                if (!g.found()) {
                    failed[0]++;
                    out.flush();
                    err.println(name + ": " + GenerateSettings.failure(g));
                    return true;
                }
                made[0]++;
                try {
                    writer.generated(g, ratings.remove(g.puzzle()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                out.flush(); // a puzzle takes milliseconds: each goes out at once (and a closed pipe stops the run)
                progress.show(String.format(Locale.ROOT, "%d of %d puzzles, %s", made[0] + failed[0], count,
                        Progress.clock(System.nanoTime() - start)));
                return true;
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
                            + "%.3f s, %.1f puzzles/s, %d threads", name, runSeed, made[0], settings.describe(),
                    failed[0], attempts[0], seconds, made[0] / seconds, threads));
        }
        return failed[0] > 0 ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /**
     * {@code --variant}: each puzzle from its own seed (the run's seed plus its index), made on
     * {@code --threads} workers and written in index order, so a seed gives the same puzzles on any
     * number of threads.
     */
    private int variants(PrintWriter out, PrintWriter err, String name) {
        java.util.function.Predicate<VariantExplainer.Rating> wantedRating = null;
        if (difficulty != null) {
            try {
                // The classic generator's settings decide which ratings are wanted (their box,
                // symmetry and attempts are unused here).
                GenerateSettings wanted = GenerateSettings.of(Shape.of(3, 3), Symmetry.NONE, false, false,
                        difficulty.grade != null ? GenerateSettings.grade(difficulty.grade) : null,
                        difficulty.grade != null ? null : GenerateSettings.ratingRange(difficulty.rating),
                        null, null, null);
                wantedRating = r -> wanted.accepts(r.grade(), r.value());
            } catch (IllegalArgumentException e) {
                throw new UserInputException((difficulty.grade != null ? "--grade: " : "--rating ") + e.getMessage());
            }
        }
        if (timeLimit != null || nodeLimit != null) {
            throw new UserInputException("--time-limit and --node-limit do not apply to --variant puzzles; bound "
                    + "them with --max-attempts");
        }
        if (outputFormat != Format.LINE && outputFormat != Format.JSON) {
            throw new UserInputException("--variant puzzles are written as f-puzzles links (line) or JSON (json), not "
                    + outputFormat.optionName());
        }
        boolean killer = java.util.Arrays.asList(variant.toLowerCase(Locale.ROOT).split(",")).contains("killer");
        if (noGivens && !killer) {
            throw new UserInputException("--no-givens is for --variant killer");
        }
        Symmetry sym;
        try {
            sym = Symmetry.parse(symmetry);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--symmetry: " + e.getMessage());
        }
        if (sym != Symmetry.NONE && noGivens) {
            throw new UserInputException("--symmetry is for puzzles with givens, not --no-givens");
        }
        long runSeed = seed != null ? seed : new SecureRandom().nextLong();
        int attempts = maxAttempts != null ? maxAttempts : 100;
        try {
            VariantGenerator.orbits(VariantGenerator.template(variant, box, new java.util.Random(runSeed)).board(), sym);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--variant: " + e.getMessage());
        }
        long start = System.nanoTime();
        long made = 0;
        long failed = 0;
        int workers = (int) Math.min(threads, count);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "variant-generator");
            t.setDaemon(true);
            return t;
        });
        ThreadLocal<VariantGenerator> generators = ThreadLocal.withInitial(VariantGenerator::new);
        java.util.ArrayDeque<java.util.concurrent.Future<VariantGenerator.Generated>> window = new java.util.ArrayDeque<>();
        long submitted = 0;
        java.util.function.Predicate<VariantExplainer.Rating> filter = wantedRating;
        try {
            for (long k = 0; k < count; k++) {
                while (submitted < count && window.size() < 2 * workers) {
                    long index = submitted++;
                    window.add(pool.submit(() -> {
                        java.util.Random random = new java.util.Random(runSeed + index);
                        VariantPuzzle template = VariantGenerator.template(variant, box, random);
                        return rated(generators.get(), template, killer, !noGivens, sym, random, attempts, filter);
                    }));
                }
                VariantGenerator.Generated g;
                try {
                    g = window.poll().get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    out.flush();
                    err.println(name + ": interrupted after " + made + " puzzles");
                    return ExitCode.INTERRUPTED;
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new UserInputException("--variant: " + e.getCause().getMessage());
                }
                if (g == null) {
                    failed++;
                    out.flush();
                    err.println(name + ": puzzle " + (k + 1) + ": none found in " + attempts + " attempts; seed "
                            + (runSeed + k));
                    continue;
                }
                made++;
                VariantPuzzle p = g.puzzle();
                if (p.board().gridCorners() != null && p.board().gridCorners().length > 1) {
                    out.print(VariantReader.layoutText(p.board(), p.givens()));
                } else {
                    out.println(VariantReader.fpuzzles(p, outputFormat == Format.LINE));
                }
                out.flush();
            }
        } finally {
            pool.shutdownNow();
        }
        if (stats) {
            double seconds = (System.nanoTime() - start) / 1e9;
            err.println(String.format(Locale.ROOT, "%s: seed %d, %d %s puzzles (minimal%s), %d not found, %.3f s, "
                    + "%d threads", name, runSeed, made, variant, sym == Symmetry.NONE ? "" : ", " + sym.word(), failed,
                    seconds, workers));
        }
        return failed > 0 ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /**
     * One variant puzzle: with {@code --grade} or {@code --rating}, made again until the variant explainer's
     * rating (no budget: the generator already checked that it has one solution) is the one asked for, each
     * puzzle's attempts counted against {@code attempts}; null when none is found in them.
     */
    private static VariantGenerator.Generated rated(VariantGenerator generator, VariantPuzzle template, boolean killer,
            boolean givens, Symmetry sym, java.util.Random random, int attempts,
            java.util.function.Predicate<VariantExplainer.Rating> filter) {
        int left = attempts;
        while (left > 0) {
            VariantGenerator.Generated g = generator.generate(template, killer, givens, sym, random, left);
            if (g == null || filter == null) {
                return g;
            }
            left -= Math.max(1, g.attempts());
            VariantExplainer.Rating r = VariantExplainer.rate(new VariantExplainer().explain(g.puzzle(), Integer.MAX_VALUE));
            if (filter.test(r)) {
                return g;
            }
        }
        return null;
    }
}
