package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.format.VariantReader;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.Tally;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Status;
import dev.sudokux.variant.Layout;
import dev.sudokux.variant.VariantExplainer;
import dev.sudokux.variant.VariantGrid;
import dev.sudokux.variant.VariantResult;
import dev.sudokux.variant.VariantSolver;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The puzzle commands on variant puzzles ({@code solve}, {@code check}, {@code count},
 * {@code enumerate}): reads every input with {@link VariantReader}, solves with {@link VariantSolver}
 * on the command's threads, and writes each answer in input order, in the form its puzzle came in
 * (or {@code --output-format line}: the digits row by row; {@code grid}: rows of numbers;
 * {@code json}: the f-puzzles object with every value). Bad puzzles get {@code invalid} and one line on
 * stderr naming the input, puzzle and line; the others are answered. Exit statuses as for classic
 * puzzles.
 */
final class VariantBatch {

    /** One puzzle of one input. */
    private record Job(String input, boolean named, VariantReader.Item item) {
    }

    /**
     * What the work on one puzzle gave: the search's result (for explain, rate and hint: the check of
     * uniqueness, alone when the puzzle has no solution or several), or the logic's answer.
     */
    private record Done(Job job, VariantResult result, Logic logic) {
    }

    /** What explain, rate or hint found on a puzzle with one solution. */
    private record Logic(VariantExplainer.Explanation explanation, VariantExplainer.Step hint, StopReason stopped) {
    }

    private final PuzzleCommand<?> command;
    private final AnswerWriter.Kind kind;
    private final Long limit;
    private final PrintWriter out;
    private final PrintWriter err;
    private final String name;
    private static final VariantExplainer EXPLAINER = new VariantExplainer();
    private final VariantSolver solver = new VariantSolver();
    private boolean anyAnswer;

    VariantBatch(PuzzleCommand<?> command, AnswerWriter.Kind kind, Long limit, PrintWriter out, PrintWriter err) {
        this.command = command;
        this.kind = kind;
        this.limit = limit;
        this.out = out;
        this.err = err;
        this.name = command.spec.qualifiedName();
        Format f = command.options.outputFormat;
        if (f == Format.SIZED || f == Format.LETTERS) {
            throw new UserInputException("--output-format " + f.optionName() + " does not hold variant puzzles: "
                    + "choose line, grid or json");
        }
    }

    /** Answers every puzzle of {@code files} (standard input for none); returns the exit status. */
    int run(List<Path> files, InputStream stdin, int threads) {
        Tally tally = new Tally();
        long start = System.nanoTime();
        List<Path> inputs = files.isEmpty() ? List.of(Path.of("-")) : files;
        Iterator<Job> jobs = jobs(inputs, stdin, tally);
        Batch.Source<Job> source = new Batch.Source<>() {
            @Override
            public boolean hasNext() {
                return jobs.hasNext();
            }

            @Override
            public Job next() {
                return jobs.next();
            }

            @Override
            public void beforeWait(Runnable action) {
                // Variant inputs are read whole before the work starts.
            }
        };
        boolean finished = Batch.run(source, kind == AnswerWriter.Kind.ENUMERATE ? 1 : threads,
                () -> this::work, done -> tally.count(answer(done)), out::flush);
        out.flush();
        if (command.options.stats) {
            err.println(name + ": " + tally.summary(System.nanoTime() - start, threads, "thread"));
        }
        if (!finished) {
            err.println(name + ": interrupted after " + tally.puzzles() + " puzzles");
            return ExitCode.INTERRUPTED;
        }
        return tally.exitCode();
    }

    /** The puzzles of every input, read input by input; an unreadable input is reported and counted. */
    private Iterator<Job> jobs(List<Path> inputs, InputStream stdin, Tally tally) {
        return new Iterator<>() {
            private int next;
            private Iterator<VariantReader.Item> items = List.<VariantReader.Item>of().iterator();
            private String input;
            private boolean named;

            @Override
            public boolean hasNext() {
                while (!items.hasNext() && next < inputs.size()) {
                    Path file = inputs.get(next++);
                    input = Inputs.name(file);
                    named = !Inputs.isStdin(file);
                    try (Reader r = Inputs.open(file, stdin)) {
                        StringBuilder sb = new StringBuilder();
                        char[] buffer = new char[1 << 14];
                        int n;
                        while ((n = r.read(buffer)) >= 0) {
                            sb.append(buffer, 0, n);
                        }
                        Layout layout = command.options.layout();
                        String text = sb.toString();
                        items = (command.options.isGrids() ? VariantReader.readGrids(text,
                                command.options.layout.equalsIgnoreCase("jigsaw") ? VariantReader.Form.JIGSAW
                                        : VariantReader.Form.KILLER)
                                : layout == null ? VariantReader.read(text) : VariantReader.read(text, layout)).iterator();
                    } catch (UserInputException e) {
                        err.println(name + ": " + e.getMessage());
                        tally.count("unreadable");
                    } catch (IOException e) {
                        err.println(name + ": cannot read '" + input + "': " + e.getMessage());
                        tally.count("unreadable");
                    }
                }
                return items.hasNext();
            }

            @Override
            public Job next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                return new Job(input, named, items.next());
            }
        };
    }

    /** The work on one puzzle, on a worker thread. */
    private Done work(Job job) {
        VariantReader.Item item = job.item();
        if (item.puzzle() == null) {
            return new Done(job, null, null);
        }
        if (kind == AnswerWriter.Kind.EXPLAIN || kind == AnswerWriter.Kind.RATE || kind == AnswerWriter.Kind.HINT) {
            return logic(job);
        }
        SolveRequest request = switch (kind) {
            case SOLVE -> SolveRequest.first();
            case CHECK -> SolveRequest.uniqueness();
            // One more than the limit, to tell "exactly N" from "more than N".
            default -> SolveRequest.count(limit == null ? Long.MAX_VALUE : limit + 1);
        };
        request = command.options.withBudgets(request);
        if (kind == AnswerWriter.Kind.ENUMERATE) {
            // Written as found (one thread), so that a long enumeration shows its solutions at once.
            long[] printed = {0};
            VariantResult r = solver.solve(item.puzzle(), request, grid -> {
                if (limit == null || printed[0] < limit) {
                    printed[0]++;
                    if (printed[0] == 1) {
                        startAnswer(job);
                    }
                    out.println(solutionText(item, grid));
                    if ((printed[0] & 63) == 0) {
                        out.flush();
                    }
                }
                return true;
            });
            return new Done(job, r, null);
        }
        return new Done(job, solver.solve(item.puzzle(), request), null);
    }

    /**
     * explain, rate and hint, as for classic puzzles: the puzzle is checked to have one solution first
     * (within the budgets), then explained; hint takes the grid as it is, its digits as givens.
     */
    private Done logic(Job job) {
        VariantReader.Item item = job.item();
        Budget.Meter meter = command.options.budget().start();
        VariantResult check = solver.solve(item.puzzle(), meter.bound(SolveRequest.uniqueness()));
        if (check.status() != Status.UNIQUE) {
            return new Done(job, check, null);
        }
        try {
            meter.step(check.stats().nodes());
            Budget left = meter.remaining();
            if (kind == AnswerWriter.Kind.HINT) {
                return new Done(job, check,
                        new Logic(null, EXPLAINER.nextStep(item.puzzle(), left).orElse(null), null));
            }
            VariantExplainer.Explanation x = EXPLAINER.explain(item.puzzle(), Integer.MAX_VALUE, left);
            return new Done(job, check, new Logic(x, null, x.isComplete() ? null : x.stopReason()));
        } catch (BudgetExceededException e) {
            return new Done(job, check, new Logic(null, null, e.reason()));
        }
    }

    /** The answer of explain, rate or hint; returns the word it is counted under. */
    private String logicAnswer(Job job, String where, VariantResult check, Logic logic) {
        VariantReader.Item item = job.item();
        if (logic == null) {
            String word = check.isIncomplete() ? "unknown" : check.status().word();
            out.flush();
            err.println(name + ": " + where + ": " + switch (check.status()) {
                case NONE -> "has no solution";
                case MULTIPLE -> "has several solutions: logic explains puzzles with exactly one";
                default -> "gave up checking that it has one solution (" + AnswerWriter.why(check.stopReason()) + ")";
            });
            startAnswer(job);
            out.println(isJson(item) ? answer(job, "status", word) : word);
            return word;
        }
        if (logic.stopped() != null && (kind != AnswerWriter.Kind.EXPLAIN || logic.explanation() == null)) {
            out.flush();
            err.println(name + ": " + where + ": gave up (" + AnswerWriter.why(logic.stopped()) + ")");
            startAnswer(job);
            out.println(isJson(item) ? answer(job, "status", "unknown") : "unknown");
            return "unknown";
        }
        if (kind == AnswerWriter.Kind.EXPLAIN) {
            String word = explained(job, logic.explanation());
            if (logic.stopped() != null) {
                out.flush();
                err.println(name + ": " + where + ": stopped (" + AnswerWriter.why(logic.stopped()) + ")");
                return "unknown";
            }
            return word;
        }
        startAnswer(job);
        if (kind == AnswerWriter.Kind.RATE) {
            VariantExplainer.Rating r = VariantExplainer.rate(logic.explanation());
            String grade = r.grade().name().toLowerCase(Locale.ROOT);
            out.println(isJson(item) ? answer(job, "rating", r.value(), "grade", grade, "hardest", r.hardest(),
                    "stalled", r.stalled()) : r.toString());
            return r.stalled() ? "stalled" : grade;
        }
        int level = command instanceof HintCommand h ? h.level : 1;
        VariantExplainer.Step step = logic.hint();
        boolean solved = item.puzzle().givenCount() == item.puzzle().board().cellCount();
        String text = step != null ? VariantExplainer.hint(step, level) : solved ? "solved: nothing left to do"
                : "no hint: no technique sudokux knows finds a step here (sudokux solve will finish it)";
        if (isJson(item)) {
            out.println(step != null && level >= 2 ? answer(job, "level", level, "hint", text, "technique", step.technique())
                    : answer(job, "level", level, "hint", text));
        } else {
            out.println(text);
        }
        return step != null ? "hint" : solved ? "solved" : "stalled";
    }

    /** Writes the answer to one puzzle; returns the word it is counted under. */
    private String answer(Done done) {
        Job job = done.job();
        VariantReader.Item item = job.item();
        String where = (job.named() ? job.input() + ": " : "") + item.where();
        if (item.puzzle() == null) {
            String word = "invalid";
            String problem = where + ": " + item.error();
            out.flush();
            err.println(name + ": " + problem);
            if (isJson(item)) {
                startAnswer(job);
                out.println(answer(job, "status", word, "error", problem));
            } else {
                startAnswer(job);
                out.println(word);
            }
            return word;
        }
        if (kind == AnswerWriter.Kind.EXPLAIN || kind == AnswerWriter.Kind.RATE || kind == AnswerWriter.Kind.HINT) {
            return logicAnswer(job, where, done.result(), done.logic());
        }
        VariantResult r = done.result();
        if (r.isIncomplete()) {
            out.flush();
            err.println(name + ": " + where + ": gave up (" + AnswerWriter.why(r.stopReason()) + ")");
        }
        return switch (kind) {
            case SOLVE -> solved(job, r);
            case CHECK -> checked(job, r);
            case COUNT -> counted(job, r);
            default -> total(job, r);
        };
    }

    private String solved(Job job, VariantResult r) {
        VariantReader.Item item = job.item();
        String word = r.first() != null ? "solved" : r.isIncomplete() ? "unknown" : "none";
        startAnswer(job);
        if (r.first() != null) {
            String text = solutionText(item, r.first());
            out.print(text.endsWith("\n") ? text : text + "\n");
        } else if (isJson(item)) {
            out.println(answer(job, "status", word));
        } else if (word.equals("none")) {
            out.println(outputFormat() == Format.GRID ? "NO SOLUTION" : "no solution");
        } else {
            out.println("unknown");
        }
        return word;
    }

    /**
     * The steps, one a line, then how it ended and the rating; in JSON the count of steps, whether it
     * solved, the rating and the steps (technique, difficulty, text).
     */
    private String explained(Job job, VariantExplainer.Explanation x) {
        String word = x.solved() ? "solved" : "stalled";
        VariantExplainer.Rating rating = VariantExplainer.rate(x);
        if (isJson(job.item())) {
            List<java.util.Map<String, Object>> steps = new java.util.ArrayList<>();
            for (VariantExplainer.Step step : x.steps()) {
                java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
                o.put("technique", step.technique());
                o.put("difficulty", step.difficulty());
                o.put("text", step.text());
                steps.add(o);
            }
            out.println(answer(job, "status", word, "rating", rating.value(), "hardest", rating.hardest(),
                    "steps", steps));
            return word;
        }
        if (anyAnswer) {
            out.println();
        }
        anyAnswer = true;
        for (VariantExplainer.Step step : x.steps()) {
            out.println(step.text());
        }
        if (x.solved()) {
            out.println("solved in " + x.steps().size() + " steps; rating " + rating);
        } else {
            out.println("stalled after " + x.steps().size() + " steps: no technique sudokux knows finds a step; "
                    + "rating " + rating + "; the grid so far: " + VariantReader.line(new VariantGrid(
                    job.item().puzzle().board(), x.values())));
        }
        return word;
    }

    private String checked(Job job, VariantResult r) {
        String word = r.status().word();
        if (isJson(job.item())) {
            out.println(answer(job, "status", word));
        } else {
            out.println(word);
        }
        return word;
    }

    private String counted(Job job, VariantResult r) {
        long count = r.solutionCount();
        boolean more = r.isIncomplete();
        if (limit != null && count > limit) {
            count = limit;
            more = true;
        }
        if (isJson(job.item())) {
            out.println(answer(job, "count", count, "complete", !more));
        } else {
            out.println(count + (more ? "+" : ""));
        }
        return tallyWord(count, r);
    }

    private String total(Job job, VariantResult r) {
        long count = r.solutionCount();
        boolean more = r.isIncomplete();
        if (limit != null && count > limit) {
            count = limit;
            more = true;
        }
        if (isJson(job.item())) {
            out.println(answer(job, "total", count, "complete", !more));
        } else if (count == 0 && !more) {
            startAnswer(job);
            out.println("NO SOLUTION");
        } else {
            if (outputFormat() == Format.GRID) {
                out.println();
            }
            out.println("TOTAL SOLUTION : " + count + (more ? "+" : ""));
        }
        return tallyWord(count, r);
    }

    private static String tallyWord(long count, VariantResult r) {
        if (r.isIncomplete()) {
            return "unknown";
        }
        return count == 0 ? "none" : count == 1 ? "unique" : "multiple";
    }

    /** The format asked for with {@code --output-format}, or null for the input's form. */
    private Format outputFormat() {
        return command.options.outputFormat;
    }

    /** Whether the answer to {@code item} is JSON: asked for, or f-puzzles JSON in and no format asked. */
    private boolean isJson(VariantReader.Item item) {
        Format f = outputFormat();
        return f == Format.JSON || (f == null && (item.form() == VariantReader.Form.FPUZZLES_JSON
                || item.form() == VariantReader.Form.SUDOKUX));
    }

    /** A solution in the output format: line, grid (rows, ending with a new line), json, or the input's form. */
    private String solutionText(VariantReader.Item item, VariantGrid grid) {
        Format f = outputFormat();
        if (f == null) {
            return VariantReader.write(item, grid);
        }
        return switch (f) {
            case GRID -> VariantReader.grid(grid);
            case JSON -> {
                try {
                    yield VariantReader.json(item, grid);
                } catch (IllegalArgumentException e) {
                    yield VariantReader.line(grid); // f-puzzles cannot say it (several grids): the digits
                }
            }
            default -> VariantReader.line(grid);
        };
    }

    /** Before an answer of several lines (grids), a blank line separates it from the one before. */
    private void startAnswer(Job job) {
        VariantReader.Form form = job.item().form();
        boolean lines = outputFormat() == Format.GRID || (outputFormat() == null && (form == VariantReader.Form.LAYOUT
                || form == VariantReader.Form.JIGSAW || form == VariantReader.Form.KILLER));
        if (lines && kind != AnswerWriter.Kind.CHECK && kind != AnswerWriter.Kind.COUNT) {
            if (anyAnswer) {
                out.println();
            }
        }
        anyAnswer = true;
    }

    /** A JSON answer: the input when named, the puzzle's number, then the keys and values. */
    private static String answer(Job job, Object... keysAndValues) {
        return VariantReader.jsonAnswer(job.named() ? job.input() : null, job.item().number(), keysAndValues);
    }
}
