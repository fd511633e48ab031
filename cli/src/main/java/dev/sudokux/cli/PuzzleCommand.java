package dev.sudokux.cli;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.ProgressLine;
import dev.sudokux.internal.batch.Tally;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The frame of the commands that answer puzzle after puzzle ({@code solve}, {@code count},
 * {@code check}, {@code enumerate}, {@code explain}, {@code rate}, {@code hint}): reads every input,
 * works on the puzzles (on several threads when the command allows), has each answer written in
 * input order by the core's {@link AnswerWriter}, reports bad puzzles on stderr (one line each,
 * with input, puzzle number, line and column) without losing the others, shows progress, and
 * returns the exit status. Inputs of variant puzzles (f-puzzles, ISS: {@link VariantInputs}) go to
 * {@link VariantBatch} instead, with the same options and answers.
 */
abstract class PuzzleCommand<T> implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Mixin
    PuzzleOptions options;

    /** Where answers go, for the commands' own methods. */
    AnswerWriter answers;
    PrintWriter stdout;
    PrintWriter stderr;

    /**
     * What the work on one item gave: a value, or the word and the error that stand for it
     * ({@code invalid} for a bad puzzle, {@code unsupported} for a solver that does not take its
     * shape, {@code unknown} when it ran out of memory, {@code unreadable} for an input that could
     * not be read).
     */
    record Outcome<T>(PuzzleSource.Item item, T value, String word, String error) {
        static <T> Outcome<T> failed(PuzzleSource.Item item, String word, String error) {
            return new Outcome<>(item, null, word, error);
        }
    }

    /** The command's kind of answer. */
    protected abstract AnswerWriter.Kind kind();

    /** How many threads to work on (1 for commands that print as they search). */
    protected int threads() {
        return 1;
    }

    /** The command's {@code --limit} on solutions (count, enumerate), or null for none. */
    protected Long limit() {
        return null;
    }

    /** Checks the command's own options; throws {@link UserInputException}. */
    protected void validate() {
    }

    /** The work on one puzzle, on a worker thread. */
    protected abstract T work(Puzzle puzzle, Solver solver) throws IOException;

    /**
     * Writes the answer to one puzzle and returns the word it is counted under: "solved", "none",
     * "unique", "multiple", "unknown", ...
     */
    protected abstract String answer(Puzzle puzzle, T value) throws IOException;

    /** Why the work on {@code value} stopped early, to report a budget that ran out; null when it did not. */
    protected abstract StopReason stoppedBy(T value);

    @Override
    public final Integer call() {
        options.validate();
        validate();
        stderr = spec.commandLine().getErr();
        stdout = spec.commandLine().getOut();
        answers = new AnswerWriter(stdout, kind(), options.outputFormat);
        String name = spec.qualifiedName();
        int threads = Math.max(1, threads());
        boolean showProgress = !options.quiet && ProgressLine.stderrIsTerminal();
        VariantInputs inputs = VariantInputs.detect(options.files, main.stdin(),
                options.format != null || options.layout != null);
        if (inputs.isVariant() || options.layout != null) {
            return new VariantBatch(this, kind(), limit(), stdout, stderr).run(options.files, inputs.stdin(), threads);
        }
        PuzzleSource source = new PuzzleSource(options.files, inputs.stdin(), options.format, options.box);
        BatchProgress progress = new BatchProgress(stderr, name, showProgress, source::charsRead, source.totalChars());
        Tally tally = new Tally();
        long start = System.nanoTime();
        boolean finished;
        try {
            finished = Batch.run(source, threads, () -> wrap(worker()), outcome -> {
                progress.clear();
                deliver(outcome, name, tally);
                progress.tick();
            }, stdout::flush);
        } finally {
            progress.clear();
            source.close();
        }
        stdout.flush();
        long nanos = System.nanoTime() - start;
        if (options.stats) {
            stderr.println(name + ": " + tally.summary(nanos, threads, "thread"));
        }
        if (!finished) {
            stderr.println(name + ": interrupted after " + tally.puzzles() + " puzzles");
            return ExitCode.INTERRUPTED;
        }
        return tally.exitCode();
    }

    /** Lets a single-threaded command see each item before its work starts (the default adds nothing). */
    protected Function<PuzzleSource.Item, Outcome<T>> wrap(Function<PuzzleSource.Item, Outcome<T>> worker) {
        return worker;
    }

    /** The work on one item, made once for each worker thread. */
    private Function<PuzzleSource.Item, Outcome<T>> worker() {
        return item -> {
            if (item.unreadable()) {
                return Outcome.failed(item, "unreadable", item.inputError());
            }
            if (item.item() instanceof PuzzleError e) {
                return Outcome.failed(item, "invalid", e.message());
            }
            Puzzle puzzle = (Puzzle) item.item();
            Solver solver = options.solverFor(puzzle.grid().shape());
            if (!solver.supports(puzzle.grid().shape())) {
                return Outcome.failed(item, "unsupported", AnswerWriter.where(puzzle) + ": "
                        + unsupported(solver, puzzle));
            }
            String cannotWrite = answers.cannotWrite(puzzle);
            if (cannotWrite != null) {
                return Outcome.failed(item, "invalid", AnswerWriter.where(puzzle) + ": " + cannotWrite);
            }
            try {
                return new Outcome<>(item, work(puzzle, solver), null, null);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (OutOfMemoryError e) {
                return Outcome.failed(item, "unknown", AnswerWriter.where(puzzle) + ": gave up (" + Memory.outOfMemory()
                        + ")");
            }
        };
    }

    /** Why {@code solver} cannot take {@code puzzle}, naming the solvers that can. */
    private static String unsupported(Solver solver, Puzzle puzzle) {
        var shape = puzzle.grid().shape();
        StringBuilder others = new StringBuilder();
        for (Solver s : Solvers.all()) {
            if (s.supports(shape)) {
                others.append(others.length() == 0 ? "" : ", ").append(s.name());
            }
        }
        return "solver '" + solver.name() + "' does not solve " + shape.size() + "x" + shape.size() + " puzzles with "
                + shape.boxText() + " boxes; leave --solver out, or choose " + others;
    }

    private void deliver(Outcome<T> outcome, String name, Tally tally) {
        PuzzleSource.Item item = outcome.item();
        answers.from(item.nameIfNamed(), item.format());
        try {
            if (outcome.error() != null) {
                stdout.flush();
                if (item.unreadable()) {
                    stderr.println(name + ": " + outcome.error());
                    tally.count(outcome.word());
                    return;
                }
                stderr.println(name + ": " + answers.errorLine(item.item(), outcome.error()));
                tally.count(answers.unanswered(item.item(), outcome.word(), outcome.error()));
                return;
            }
            Puzzle puzzle = (Puzzle) item.item();
            String gaveUp = answers.gaveUp(puzzle, stoppedBy(outcome.value()));
            if (gaveUp != null) {
                stdout.flush();
                stderr.println(name + ": " + gaveUp);
            }
            tally.count(answer(puzzle, outcome.value()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The trace's destination: stdout for text answers, stderr for JSON ones (which are one object a line). */
    PrintWriter traceWriter(Puzzle puzzle) {
        return answers.formatFor(puzzle).isJson() ? stderr : stdout;
    }

    static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
