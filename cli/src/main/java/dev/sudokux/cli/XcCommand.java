package dev.sudokux.cli;

import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.DlxFormatException;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.SearchStats;
import dev.sudokux.exactcover.Solution;
import dev.sudokux.exactcover.StopReason;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.MalformedInputException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code sudokux xc}: solves an exact cover problem written in Knuth's DLX format. */
@Command(name = "xc",
        mixinStandardHelpOptions = true,
        description = {
            "Solve an exact cover problem given in Knuth's DLX format: a line of item names (primary, "
                    + "then '|' and secondary ones), then one option a line; 'item:colour' for coloured "
                    + "secondary items; lines starting with '|' are comments.",
            "",
            "Prints the first solution, its options one a line as in the input.",
            ""
        },
        footer = {
            "",
            "Counts that stopped at a limit or budget are printed as N+ (there may be more).",
            "",
            "Exit status: 0 a solution exists (or a count was printed), 1 no solution, 2 bad input, "
                    + "3 a node or time budget ran out, 130 interrupted."
        })
final class XcCommand implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FILE",
            description = "The problem; standard input when absent or '-'.")
    Path file;

    @ArgGroup(exclusive = true)
    Mode mode = new Mode();

    static final class Mode {
        @Option(names = "--all", description = "Print every solution, a blank line between them.")
        boolean all;

        @Option(names = "--count", description = "Print only the number of solutions.")
        boolean count;
    }

    @Option(names = "--limit", paramLabel = "N",
            description = "Stop after N solutions (with neither --all nor --count: print up to N).")
    Long limit;

    @Option(names = "--indices",
            description = "Print each solution as one line of its option numbers (from 1, in input order), increasing.")
    boolean indices;

    @Option(names = "--stats", description = "Print nodes, updates, solutions and time to stderr.")
    boolean stats;

    @Option(names = "--node-limit", paramLabel = "N",
            description = "Give up after N search-tree nodes (the result is then incomplete).")
    Long nodeLimit;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads for --count (default: one a core, ${DEFAULT-VALUE} here). "
                    + "Printing solutions uses one thread, to keep their order.")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--engine", paramLabel = "NAME",
            description = "The engine: links (Dancing Links, Knuth's DLX1 and DLX2), cells (dancing cells, "
                    + "Knuth's SSXCC: sparse sets) or auto (the default: cells for problems whose moves "
                    + "update many options, such as polyomino packings, Langford pairs, queens; links for "
                    + "many small items, such as Sudoku).")
    String engine = "auto";

    @Option(names = "--heuristic", paramLabel = "NAME",
            description = "How the links engine picks the item to branch on: forced-first (the default: "
                    + "the first item with the fewest options, taking a forced one as soon as it is seen) or "
                    + "knuth (the first item with the fewest options, as Knuth's DLX1 and DLX2: the same tree, "
                    + "nodes and updates).")
    String heuristic;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Give up after this long: 500ms, 10s, 2m, 1h (the result is then incomplete).")
    Duration timeLimit;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
        if (threads < 1) {
            throw new UserInputException("--threads must be at least 1, not " + threads);
        }
        if (nodeLimit != null && nodeLimit < 1) {
            throw new UserInputException("--node-limit must be at least 1, not " + nodeLimit);
        }
        long readStart = System.nanoTime();
        ExactCoverProblem problem = read();
        long readNanos = System.nanoTime() - readStart;

        boolean printAll = mode.all || (!mode.count && limit != null);
        long wanted = mode.count || mode.all ? (limit == null ? Long.MAX_VALUE : limit) : (limit == null ? 1 : limit);
        // Look for one solution more than wanted, so that "exactly N" and "more than N" can be told apart.
        SearchLimits limits = SearchLimits.NONE.withMaxSolutions(wanted == Long.MAX_VALUE ? wanted : wanted + 1);
        if (nodeLimit != null) {
            limits = limits.withMaxNodes(nodeLimit);
        }
        if (timeLimit != null) {
            limits = limits.withTimeLimit(timeLimit);
        }

        ExactCoverEngine dlx = engine(problem);
        Progress progress = Progress.forSearch(err, spec.qualifiedName());
        dlx.withProgress(progress);
        long[] printed = {0};
        SearchResult result;
        try {
            result = mode.count ? dlx.count(limits, threads) : dlx.search(limits, solution -> {
                if (printed[0] >= wanted) {
                    return true; // the one beyond the limit: don't print it
                }
                progress.clear();
                if (printed[0] > 0 && !indices) {
                    out.println();
                }
                print(solution, out);
                printed[0]++;
                if (printAll) {
                    out.flush();
                }
                return true;
            });
        } finally {
            progress.clear();
        }

        long found = Math.min(result.solutionCount(), wanted);
        boolean more = result.solutionCount() > wanted || result.isIncomplete();
        if (mode.count) {
            out.println(found + (more ? "+" : ""));
        }
        out.flush();
        if (stats) {
            err.println(statsLine(result.stats(), readNanos, problem));
        }
        StopReason stop = result.stopReason();
        if (stop.isBudget()) {
            err.println(spec.qualifiedName() + ": " + incompleteMessage(stop, found));
            return stop == StopReason.INTERRUPTED ? ExitCode.INTERRUPTED : ExitCode.INCOMPLETE;
        }
        if (mode.count) {
            return ExitCode.OK;
        }
        return found > 0 ? ExitCode.OK : ExitCode.NO_SOLUTION;
    }

    private ExactCoverEngine engine(ExactCoverProblem problem) {
        ExactCoverEngine e;
        try {
            e = ExactCoverEngine.create(heuristic != null && engine.equals("auto") ? "links" : engine, problem);
        } catch (IllegalArgumentException unknown) {
            throw new UserInputException("--engine: " + unknown.getMessage());
        }
        if (heuristic != null) {
            Heuristic h;
            try {
                h = Heuristic.byName(heuristic);
            } catch (IllegalArgumentException unknown) {
                throw new UserInputException("--heuristic: " + unknown.getMessage());
            }
            if (!(e instanceof DancingLinks links)) {
                throw new UserInputException("--heuristic is for the links engine, not " + engine);
            }
            links.withHeuristic(h);
        }
        return e;
    }

    private ExactCoverProblem read() throws IOException {
        try (BufferedReader in = Inputs.open(file, main.stdin())) {
            return DlxFormat.read(in);
        } catch (DlxFormatException e) {
            throw new UserInputException(Inputs.name(file) + ": " + e.getMessage());
        } catch (MalformedInputException e) {
            throw new UserInputException(Inputs.name(file) + ": not UTF-8 text");
        }
    }

    private void print(Solution solution, PrintWriter out) {
        ExactCoverProblem problem = solution.problem();
        if (indices) {
            StringBuilder line = new StringBuilder();
            for (int k = 0; k < solution.size(); k++) {
                if (k > 0) {
                    line.append(' ');
                }
                line.append(solution.option(k) + 1);
            }
            out.println(line);
        } else {
            for (int k = 0; k < solution.size(); k++) {
                out.println(problem.optionText(solution.option(k)));
            }
        }
    }

    private String incompleteMessage(StopReason stop, long found) {
        String why = switch (stop) {
            case NODE_LIMIT -> "node limit of " + nodeLimit + " reached";
            case TIME_LIMIT -> "time limit of " + formatDuration(timeLimit) + " reached";
            case INTERRUPTED -> "interrupted";
            default -> stop.toString();
        };
        return "incomplete: " + why + " after " + found + " solution" + (found == 1 ? "" : "s")
                + "; there may be more";
    }

    private static String statsLine(SearchStats s, long readNanos, ExactCoverProblem problem) {
        return String.format(java.util.Locale.ROOT,
                "%d items (%d primary), %d options; %d solutions, %d nodes, %d updates, "
                        + "%.3f s search (%.1f M updates/s), %.3f s reading",
                problem.itemCount(), problem.primaryCount(), problem.optionCount(),
                s.solutions(), s.nodes(), s.updates(), s.seconds(), s.updatesPerSecond() / 1e6, readNanos / 1e9);
    }

    static String formatDuration(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + "s" : ms + "ms";
    }
}
