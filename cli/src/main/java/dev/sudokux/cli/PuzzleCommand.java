package dev.sudokux.cli;

import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.Solver;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The frame of the commands that answer puzzle after puzzle ({@code solve}, {@code count},
 * {@code check}, {@code enumerate}): reads every input, works on the puzzles (on several threads
 * when the command allows), writes each answer in input order, reports bad puzzles on stderr (one line
 * each, with input, puzzle number, line and column) without losing the others, shows progress, and
 * returns the exit status.
 */
abstract class PuzzleCommand<T> implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Mixin
    PuzzleOptions options;

    /** What the work on one item gave: a value, or the error that stands for it. */
    record Outcome<T>(PuzzleSource.Item item, T value, String error) {
    }

    /** How many threads to work on (1 for commands that print as they search). */
    protected int threads() {
        return 1;
    }

    /** Checks the command's own options; throws {@link UserInputException}. */
    protected void validate() {
    }

    /** The work on one puzzle, on a worker thread. */
    protected abstract T work(Puzzle puzzle, Solver solver, Output out);

    /**
     * Writes the answer to one puzzle and returns the word it is counted under: "solved", "none",
     * "unique", "multiple", "unknown", ...
     */
    protected abstract String answer(Output out, PuzzleSource.Item item, Puzzle puzzle, T value);

    /** The solver's result in {@code value}, to report a budget that ran out (null when there is none). */
    protected abstract Result resultOf(T value);

    /** Writes the answer for a bad puzzle: {@code invalid}, or a JSON object with the error. */
    protected void invalid(Output out, PuzzleSource.Item item, String error) {
        if (out.styleFor(item).json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("status", "invalid");
            o.addProperty("error", error);
            out.json(o);
        } else {
            out.line(item, out.styleFor(item).format().invalidText());
        }
    }

    @Override
    public final Integer call() {
        options.validate();
        validate();
        PrintWriter err = spec.commandLine().getErr();
        Output out = new Output(spec.commandLine().getOut(), options.outputFormat);
        String name = spec.qualifiedName();
        int threads = Math.max(1, threads());
        boolean showProgress = !options.quiet && Terminal.stderrIsTerminal();
        PuzzleSource source = new PuzzleSource(options.files, main.stdin(), options.format, options.box, null);
        BatchProgress progress = new BatchProgress(err, name, showProgress, source::charsRead, source.totalChars());
        Tally tally = new Tally();
        long start = System.nanoTime();
        boolean finished;
        try {
            finished = Batch.run(source, threads, () -> wrap(worker(out)), outcome -> {
                progress.clear();
                deliver(outcome, out, err, name, tally);
                progress.tick();
            });
        } finally {
            progress.clear();
            source.close();
            out.flush();
        }
        long nanos = System.nanoTime() - start;
        if (options.stats) {
            err.println(name + ": " + tally.summary(nanos, threads));
        }
        if (!finished) {
            err.println(name + ": interrupted after " + tally.puzzles() + " puzzles");
            return ExitCode.INTERRUPTED;
        }
        return tally.exitCode();
    }

    /** Lets a single-threaded command see each item before its work starts (the default adds nothing). */
    protected Function<PuzzleSource.Item, Outcome<T>> wrap(Function<PuzzleSource.Item, Outcome<T>> worker) {
        return worker;
    }

    /** The work on one item, made once for each worker thread. */
    private Function<PuzzleSource.Item, Outcome<T>> worker(Output out) {
        return item -> {
            if (item.item() instanceof PuzzleError e) {
                return new Outcome<>(item, null, e.message());
            }
            Puzzle puzzle = (Puzzle) item.item();
            Solver solver = options.solverFor(puzzle.grid().shape());
            if (!solver.supports(puzzle.grid().shape())) {
                return new Outcome<>(item, null, "puzzle " + puzzle.number() + ", line " + puzzle.line() + ": solver '"
                        + solver.name() + "' does not solve " + puzzle.grid().shape() + " puzzles");
            }
            return new Outcome<>(item, work(puzzle, solver, out), null);
        };
    }

    private void deliver(Outcome<T> outcome, Output out, PrintWriter err, String name, Tally tally) {
        PuzzleSource.Item item = outcome.item();
        if (outcome.error() != null) {
            out.flush();
            err.println(name + ": " + item.where() + outcome.error());
            invalid(out, item, outcome.error());
            tally.count("invalid");
            return;
        }
        Puzzle puzzle = (Puzzle) item.item();
        Result result = resultOf(outcome.value());
        if (result != null && result.isIncomplete()) {
            out.flush();
            err.println(name + ": " + item.where() + "puzzle " + puzzle.number() + ", line " + puzzle.line()
                    + ": gave up (" + describe(result) + ")");
        }
        tally.count(answer(out, item, puzzle, outcome.value()));
    }

    private static String describe(Result result) {
        return switch (result.stopReason()) {
            case TIME_LIMIT -> "time limit reached";
            case NODE_LIMIT -> "node limit reached";
            case INTERRUPTED -> "interrupted";
            default -> result.stopReason().toString();
        };
    }
}
