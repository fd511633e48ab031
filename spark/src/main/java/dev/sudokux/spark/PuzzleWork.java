package dev.sudokux.spark;

import dev.sudokux.exactcover.StopReason;
import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.internal.batch.Tally;
import dev.sudokux.logic.Explanation;
import dev.sudokux.logic.Rater;
import dev.sudokux.logic.Rating;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Shape;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Locale;
import org.apache.spark.TaskKilledException;

/**
 * The work on the puzzles of one chunk, on an executor: each puzzle answered exactly as
 * {@code sudokux CMD} answers it (the same work, the same {@link AnswerWriter}), each bad puzzle its
 * error line, in input order. What the command line does for one puzzle is repeated here step by step
 * (the check before logic, the budgets, the words counted), and the tests compare the two outputs
 * byte for byte.
 */
final class PuzzleWork {

    private static final Rater RATER = Rater.standard();

    private final BatchSpec spec;

    PuzzleWork(BatchSpec spec) {
        this.spec = spec;
    }

    /**
     * Answers {@code items} of the input {@code inputName} (null when unnamed), read in {@code format},
     * numbered as in the whole input; {@code readError} says why the input could not be read to its
     * end when that happened after the items (null otherwise).
     */
    Chunk answer(String inputName, Format format, Iterator<PuzzleItem> items) {
        Chunk.Builder chunk = new Chunk.Builder().format(spec.outputFormat() != null ? spec.outputFormat() : format);
        AnswerWriter answers = new AnswerWriter(chunk.writer, spec.kind(), spec.outputFormat());
        answers.from(inputName, format);
        try {
            while (items.hasNext()) {
                stopIfKilled();
                one(items.next(), answers, chunk);
            }
            stopIfKilled();
        } catch (UncheckedIOException e) {
            chunk.error("cannot read '" + inputName + "' to its end: " + message(e.getCause()));
            chunk.count(Tally.UNREADABLE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return chunk.build();
    }

    /**
     * Ends the task when Spark killed this attempt (a cancelled job, a speculative copy no longer
     * needed): an answer the interruption cut short would read "unknown", so none of the attempt's
     * answers may count. (Spark drops a killed attempt's result anyway; this makes it certain.)
     */
    static void stopIfKilled() {
        if (Thread.currentThread().isInterrupted()) {
            throw new TaskKilledException("interrupted");
        }
    }

    private void one(PuzzleItem item, AnswerWriter answers, Chunk.Builder chunk) throws IOException {
        if (item instanceof PuzzleError e) {
            failed(item, "invalid", e.message(), answers, chunk);
            return;
        }
        Puzzle puzzle = (Puzzle) item;
        Shape shape = puzzle.grid().shape();
        Solver solver = spec.solverFor(shape);
        if (!solver.supports(shape)) {
            failed(item, "unsupported", AnswerWriter.where(puzzle) + ": " + unsupported(solver, shape), answers, chunk);
            return;
        }
        String cannotWrite = answers.cannotWrite(puzzle);
        if (cannotWrite != null) {
            failed(item, "invalid", AnswerWriter.where(puzzle) + ": " + cannotWrite, answers, chunk);
            return;
        }
        try {
            switch (spec.kind()) {
                case SOLVE -> {
                    Result r = solver.solve(puzzle.grid(), spec.withBudgets(SolveRequest.first()));
                    gaveUp(puzzle, r.stopReason(), answers, chunk);
                    chunk.count(answers.solution(puzzle, r));
                }
                case CHECK -> {
                    Result r = solver.solve(puzzle.grid(), spec.withBudgets(SolveRequest.uniqueness()));
                    gaveUp(puzzle, r.stopReason(), answers, chunk);
                    chunk.count(answers.check(puzzle, r));
                }
                case COUNT -> {
                    // One more than the limit, to tell "exactly N" from "more than N".
                    long limit = spec.countLimit() > 0 ? spec.countLimit() : Long.MAX_VALUE;
                    long max = limit == Long.MAX_VALUE ? limit : limit + 1;
                    Result r = solver.solve(puzzle.grid(), spec.withBudgets(SolveRequest.count(max)));
                    gaveUp(puzzle, r.stopReason(), answers, chunk);
                    chunk.count(answers.count(puzzle, r, limit));
                }
                case RATE, EXPLAIN -> logic(puzzle, solver, answers, chunk);
                default -> throw new IllegalArgumentException("no batch job answers " + spec.kind());
            }
        } catch (OutOfMemoryError e) {
            failed(item, "unknown", AnswerWriter.where(puzzle) + ": gave up (" + outOfMemory() + ")", answers, chunk);
        }
    }

    /**
     * explain and rate: the puzzle is checked first (logic needs exactly one solution), and the check
     * and the logic share the puzzle's budget.
     */
    private void logic(Puzzle puzzle, Solver solver, AnswerWriter answers, Chunk.Builder chunk) throws IOException {
        Budget.Meter meter = spec.budget().start();
        Result check = solver.solve(puzzle.grid(), meter.bound(SolveRequest.uniqueness()));
        Explanation explanation = null;
        Rating rating = null;
        StopReason stopped;
        if (check.status() != Status.UNIQUE) {
            stopped = check.isIncomplete() ? check.stopReason() : null;
        } else {
            try {
                meter.step(check.stats().nodes());
                explanation = RATER.explainer().explain(puzzle.grid(), meter.remaining());
                rating = RATER.rate(explanation);
                stopped = spec.kind() == AnswerWriter.Kind.EXPLAIN
                        ? (explanation.isComplete() ? null : explanation.stopReason())
                        : (rating.isComplete() ? null : rating.stopReason());
            } catch (BudgetExceededException e) {
                explanation = null;
                stopped = e.reason();
            }
        }
        gaveUp(puzzle, stopped, answers, chunk);
        boolean answersWhenStopped = spec.kind() == AnswerWriter.Kind.EXPLAIN;
        if (explanation != null && (stopped == null || answersWhenStopped)) {
            chunk.count(spec.kind() == AnswerWriter.Kind.EXPLAIN
                    ? answers.explanation(puzzle, explanation, rating)
                    : answers.rating(puzzle, rating));
            return;
        }
        if (check.status() == Status.UNIQUE) {
            chunk.count(answers.stopped(puzzle));
            return;
        }
        String why = answers.noLogicalPath(puzzle, check);
        if (why != null) {
            chunk.error(why);
        }
        chunk.count(answers.notUnique(puzzle, check));
    }

    private static void gaveUp(Puzzle puzzle, StopReason reason, AnswerWriter answers, Chunk.Builder chunk) {
        String line = answers.gaveUp(puzzle, reason);
        if (line != null) {
            chunk.error(line);
        }
    }

    /** A puzzle the work could not be done on: its error line, then {@code word} in place of its answer. */
    private static void failed(PuzzleItem item, String word, String error, AnswerWriter answers, Chunk.Builder chunk)
            throws IOException {
        chunk.error(answers.errorLine(item, error));
        chunk.count(answers.unanswered(item, word, error));
    }

    /** Why {@code solver} cannot take puzzles of {@code shape}, naming the solvers that can. */
    static String unsupported(Solver solver, Shape shape) {
        StringBuilder others = new StringBuilder();
        for (Solver s : Solvers.all()) {
            if (s.supports(shape)) {
                others.append(others.length() == 0 ? "" : ", ").append(s.name());
            }
        }
        return "solver '" + solver.name() + "' does not solve " + shape.size() + "x" + shape.size() + " puzzles with "
                + shape.boxText() + " boxes; leave --solver out, or choose " + others;
    }

    /** What to say when the executor's JVM runs out of memory. */
    static String outOfMemory() {
        long max = Runtime.getRuntime().maxMemory();
        String heap = max == Long.MAX_VALUE ? "" : String.format(Locale.ROOT, " holds at most %,d MB", max >> 20);
        return "out of memory: the Java heap" + heap + "; give the executors more with --conf spark.executor.memory=4g,"
                + " say";
    }

    static String message(Throwable e) {
        String m = e == null ? null : e.getMessage();
        return m == null ? (e == null ? "read error" : e.getClass().getSimpleName()) : m;
    }
}
