package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.format.VariantReader;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.Tally;
import dev.sudokux.solve.SolveRequest;
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

    /** What the work on one puzzle gave. */
    private record Done(Job job, VariantResult result, String unsupported, VariantExplainer.Explanation explanation) {
    }

    private final PuzzleCommand<?> command;
    private final AnswerWriter.Kind kind;
    private final Long limit;
    private final PrintWriter out;
    private final PrintWriter err;
    private final String name;
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
            return new Done(job, null, null, null);
        }
        if (kind == AnswerWriter.Kind.EXPLAIN) {
            return new Done(job, null, null, new VariantExplainer().explain(item.puzzle(), 10_000));
        }
        if (kind == AnswerWriter.Kind.RATE || kind == AnswerWriter.Kind.HINT) {
            return new Done(job, null, "sudokux does not " + name.replaceFirst("^sudokux ", "")
                    + " variant puzzles yet (it solves, checks, counts, enumerates and explains them)", null);
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
            return new Done(job, r, null, null);
        }
        return new Done(job, solver.solve(item.puzzle(), request), null, null);
    }

    /** Writes the answer to one puzzle; returns the word it is counted under. */
    private String answer(Done done) {
        Job job = done.job();
        VariantReader.Item item = job.item();
        String where = (job.named() ? job.input() + ": " : "") + item.where();
        if (item.puzzle() == null || done.unsupported() != null) {
            String word = item.puzzle() == null ? "invalid" : "unsupported";
            String problem = where + ": " + (item.puzzle() == null ? item.error() : done.unsupported());
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
        if (done.explanation() != null) {
            return explained(job, done.explanation());
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

    /** The steps, one a line, then how it ended; in JSON only the count of steps and whether it solved. */
    private String explained(Job job, VariantExplainer.Explanation x) {
        String word = x.solved() ? "solved" : "stalled";
        if (isJson(job.item())) {
            out.println(answer(job, "status", word, "steps", x.steps().size()));
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
            out.println("solved in " + x.steps().size() + " steps");
        } else {
            out.println("stalled after " + x.steps().size() + " steps: no single and no constraint on its own "
                    + "rules out a candidate; the grid so far: " + VariantReader.line(new VariantGrid(
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
