package dev.sudokux.cli;

import com.google.gson.JsonObject;
import dev.sudokux.format.Format;
import dev.sudokux.format.PuzzleWriter;
import dev.sudokux.generate.Generated;
import dev.sudokux.generate.Generator;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.logic.Grade;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
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
            "Exit status: 0 every puzzle made, 3 some puzzle not found within --max-attempts, 2 bad options, "
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
            description = "Attempts a puzzle before giving up on it (default: 1000, or 20000 with --grade/--rating).")
    Integer maxAttempts;

    @Option(names = "--output-format", paramLabel = "FORMAT", converter = Style.Converter.class,
            description = "line (default), grid, sized, letters or json (with seed, clues, rating).")
    Style outputFormat = Style.of(Format.LINE);

    @Option(names = "--stats", description = "Print the seed, puzzles, attempts and time to stderr at the end.")
    boolean stats;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar on stderr.")
    boolean quiet;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = spec.qualifiedName();
        if (count < 1 || threads < 1 || (maxAttempts != null && maxAttempts < 1)) {
            throw new UserInputException("--count, --threads and --max-attempts must be at least 1");
        }
        Symmetry sym;
        try {
            sym = Symmetry.parse(symmetry);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(e.getMessage());
        }
        if (!outputFormat.json() && !outputFormat.format().supports(box)) {
            throw new UserInputException("the " + outputFormat.optionName() + " format cannot hold " + box + " puzzles");
        }
        Rater rater = Rater.standard();
        Predicate<Grid> filter = difficultyFilter(rater);
        Generator.Builder builder = Generator.builder(box).symmetry(sym).minimal(minimal || strictMinimal)
                .strictMinimal(strictMinimal);
        if (filter != null) {
            builder.filter(filter);
        }
        builder.maxAttempts(maxAttempts != null ? maxAttempts : filter != null ? 20_000 : Generator.DEFAULT_MAX_ATTEMPTS);
        Generator generator = builder.build();
        long runSeed = seed != null ? seed : new SecureRandom().nextLong();
        PuzzleWriter writer = outputFormat.json() ? null : new PuzzleWriter(out, outputFormat.format());
        Progress progress = new Progress(err, name, !quiet && Terminal.stderrIsTerminal());
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
                    err.println(name + ": puzzle " + (g.index() + 1) + ": none found in " + g.attempts()
                            + " attempts (" + g.rejectedByFilter() + " not of the difficulty asked, "
                            + g.rejectedNotMinimal() + " not minimal); seed " + g.seed());
                    return true;
                }
                made[0]++;
                write(out, writer, g, filter != null ? rater.rate(g.puzzle()) : null);
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
            err.println(String.format(Locale.ROOT, "%s: seed %d, %d puzzles (%s, %s%s), %d not found, %d attempts, "
                            + "%.3f s, %.1f puzzles/s, %d threads", name, runSeed, made[0], box, sym.word(),
                    minimal || strictMinimal ? (strictMinimal ? ", strictly minimal" : ", minimal") : "",
                    failed[0], attempts[0], seconds, made[0] / seconds, threads));
        }
        return failed[0] > 0 ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    private Predicate<Grid> difficultyFilter(Rater rater) {
        if (difficulty == null) {
            return null;
        }
        if (difficulty.grade != null) {
            Grade wanted;
            try {
                wanted = Grade.valueOf(difficulty.grade.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new UserInputException("unknown grade '" + difficulty.grade
                        + "': choose easy, medium, hard, expert or extreme");
            }
            return p -> rater.rate(p).grade() == wanted;
        }
        String[] parts = difficulty.rating.split("-");
        double low;
        double high;
        try {
            if (parts.length != 2) {
                throw new NumberFormatException();
            }
            low = Double.parseDouble(parts[0].trim());
            high = Double.parseDouble(parts[1].trim());
        } catch (NumberFormatException e) {
            throw new UserInputException("--rating takes a range A-B, such as 2.0-4.5, not '" + difficulty.rating + "'");
        }
        if (low > high) {
            throw new UserInputException("--rating " + difficulty.rating + ": the low end is above the high end");
        }
        return p -> {
            Rating r = rater.rate(p);
            return r.value() >= low - 1e-9 && r.value() <= high + 1e-9;
        };
    }

    private void write(PrintWriter out, PuzzleWriter writer, Generated g, Rating rating) {
        if (writer == null) {
            JsonObject o = new JsonObject();
            o.addProperty("number", g.index() + 1);
            o.addProperty("seed", g.seed());
            JsonPuzzles.putGrid(o, "cells", g.puzzle());
            o.addProperty("clues", g.clues());
            if (rating != null) {
                o.addProperty("rating", rating.value());
                o.addProperty("grade", rating.grade().name().toLowerCase(Locale.ROOT));
            }
            o.addProperty("solution", g.solution().toString());
            out.println(new com.google.gson.Gson().toJson(o));
            return;
        }
        try {
            writer.write(g.puzzle());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
