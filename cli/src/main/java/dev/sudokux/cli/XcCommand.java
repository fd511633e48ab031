package dev.sudokux.cli;

import dev.sudokux.exactcover.DancingLinks;
import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.exactcover.DlxFormatException;
import dev.sudokux.exactcover.BitsEngine;
import dev.sudokux.exactcover.ExactCoverEngine;
import dev.sudokux.exactcover.Estimator;
import dev.sudokux.exactcover.ExactCoverProblem;
import dev.sudokux.exactcover.Heuristic;
import dev.sudokux.exactcover.Prefix;
import dev.sudokux.exactcover.SearchLimits;
import dev.sudokux.exactcover.SearchResult;
import dev.sudokux.exactcover.SearchStats;
import dev.sudokux.exactcover.Solution;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.exactcover.examples.Examples;
import dev.sudokux.exactcover.examples.Polyforms;
import dev.sudokux.internal.batch.EstimateText;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.internal.batch.ProgressLine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code sudokux xc}: solves an exact cover problem written in Knuth's DLX format.
 *
 * <p>Its options are built in code with picocli's programmatic API ({@link #spec}), not annotations:
 * picocli reads each annotation type through a proxy class the JDK generates at run time (and cannot
 * keep in the class-data archive): about 30 ms of a 0.25 s count of the Soma cube (BENCHMARKS.md,
 * "Start-up without annotation proxies"). The same help, the same errors. {@link #call} reads the
 * parsed values from the model into the fields below.
 */
final class XcCommand implements Callable<Integer> {

    private static final String[] DESCRIPTION = {
        "Solve an exact cover problem given in Knuth's DLX format: a line of item names (primary, "
                + "then '|' and secondary ones), then one option a line; 'item:colour' for coloured "
                + "secondary items; lines starting with '|' are comments.",
        "",
        "Prints the first solution, its options one a line as in the input.",
        ""
    };

    private static final String[] FOOTER = {
        "--all, --count, --split and --estimate: one at most.",
        "",
        "Counts that stopped at a limit or budget are printed as N+ (there may be more).",
        "",
        "A prefix line (what --split writes, --prefix reads) names a subproblem: the numbers of the "
                + "options its solutions contain, from 1 in input order, then those they must not "
                + "contain with a minus sign ('12 705 -3'); the empty line is the whole problem. The "
                + "counts of the lines of one split add up to the count of the problem.",
        "",
        "--make NAME ARGS writes a problem in this format (with --count, --all, --limit, --split, "
                + "--estimate or --stats it is solved instead): queens N; langford N; pentominoes RxC, "
                + "or pentominoes PICTURE (a file, one line a row, '.' a cell, '#' a hole); scott "
                + "(pentominoes on 8x8 without its centre 2x2); soma (the Soma cube); macmahon [six "
                + "double triangles as Knuth names them, default the hexagon: 00+ 10 10+ 01 01+ 11]. "
                + "--break-symmetry keeps one solution of each symmetric class (langford, pentominoes, "
                + "scott, soma).",
        "",
        "Exit status: 0 a solution exists (or a count was printed), 1 no solution, 2 bad input, "
                + "3 a node or time budget ran out, 130 interrupted."
    };

    /** The model this command was parsed with (set by {@link #spec}). */
    CommandSpec spec;

    // The options' values, read from the model at the start of call(), with their defaults.
    Path file;
    // The modes, one at most (checked in call(): an argument group costs picocli a second model).
    boolean all;
    boolean count;
    Integer split;
    boolean estimate;
    List<String> make;
    boolean breakSymmetry;
    String prefix;
    long samples = 10_000;
    String estimator = "stratified";
    double precision = 100 * Estimator.DEFAULT_TARGET_ERROR;
    long seed = 1;
    Double progressSeconds;
    boolean quiet;
    Long limit;
    boolean indices;
    boolean stats;
    Long nodeLimit;
    int threads = Runtime.getRuntime().availableProcessors();
    String engine = "auto";
    String heuristic;
    Duration timeLimit;

    /** The model of {@code xc}: its options, help and footer, bound to a new {@code XcCommand}. */
    static CommandSpec spec() {
        XcCommand xc = new XcCommand();
        CommandSpec spec = CommandSpec.wrapWithoutInspection(xc);
        spec.name("xc");
        Main.addStandardHelpOptions(spec);
        spec.usageMessage().description(DESCRIPTION).footerHeading("%n").footer(FOOTER);
        spec.addPositional(PositionalParamSpec.builder().arity("0..1").paramLabel("FILE").type(Path.class)
                .description("The problem; standard input when absent or '-'.").build());
        flag(spec, "Print every solution, a blank line between them.", "--all");
        flag(spec, "Print only the number of solutions.", "--count");
        option(spec, "--split", "DEPTH", Integer.class, null,
                "Print the open subproblems DEPTH levels down the search tree, one prefix "
                        + "line each (and the solutions met above that depth): counting every line with "
                        + "--prefix gives the problem's count.");
        flag(spec, "Estimate the size of the search by Knuth's random paths (--samples of them): "
                + "nodes, updates, solutions and time, each with its spread (a tree that costs less to count than "
                + "to sample is counted: exact figures).", "--estimate");
        spec.addOption(OptionSpec.builder("--make").arity("1..*").paramLabel("NAME").type(List.class)
                .auxiliaryTypes(String.class)
                .description("Make a problem instead of reading one (see below): write it, or solve it with a mode.")
                .build());
        flag(spec, "With --make: one solution of each class of symmetric ones (where that is exact).",
                "--break-symmetry");
        option(spec, "--prefix", "LINE", String.class, null,
                "Work on the subproblem of one prefix line (see below) instead of the whole problem.");
        option(spec, "--samples", "N", long.class, xc.samples,
                "Random paths of --estimate's first round (default: ${DEFAULT-VALUE}; with --precision, more where "
                        + "paths are cheap against the count, fewer on a small tree).");
        option(spec, "--estimator", "NAME", String.class, xc.estimator,
                "How --estimate lays out its paths: stratified (the default: the top of the tree counted "
                        + "exactly, every node of a level some way down with its share of the paths, small subtrees "
                        + "counted whole; the most precise for its time on every instance measured) or knuth (every "
                        + "path from the root, as Knuth's programs estimate).");
        option(spec, "--precision", "PERCENT", double.class, xc.precision,
                "--estimate goes on in rounds (the first of --samples paths) until the standard error of its node "
                        + "count is at most PERCENT %% of it, 4 first rounds' paths at most; the first round grows up "
                        + "to 16 times --samples where paths are cheap against the count, and shrinks (to 500 paths at "
                        + "least, 4 times --samples still the most) on a small tree, whose rounds go on to 0.6 of "
                        + "PERCENT (default: ${DEFAULT-VALUE}; "
                        + "0: one round).");
        option(spec, "--seed", "S", long.class, xc.seed,
                "Seed of the random paths of --estimate (default: ${DEFAULT-VALUE}); the same seed gives the same "
                        + "estimate.");
        option(spec, "--progress", "SECONDS", Double.class, null,
                "Every SECONDS, a line on stderr in the style of Knuth's programs: nodes, updates, "
                        + "solutions so far, the choice k of d at each level, the estimated fraction done.");
        flag(spec, "No progress bar on stderr (there is none anyway when stderr is not a terminal).", "-q", "--quiet");
        option(spec, "--limit", "N", Long.class, null,
                "Stop after N solutions (with neither --all nor --count: print up to N).");
        flag(spec, "Print each solution as one line of its option numbers (from 1, in input order), increasing.",
                "--indices");
        flag(spec, "Print nodes, updates, solutions and time to stderr.", "--stats");
        option(spec, "--node-limit", "N", Long.class, null,
                "Give up after N search-tree nodes (the result is then incomplete).");
        option(spec, "--threads", "N", int.class, xc.threads,
                "Threads for --count and --estimate (default: one a core, ${DEFAULT-VALUE} here). "
                        + "Printing solutions uses one thread, to keep their order.");
        option(spec, "--engine", "NAME", String.class, xc.engine,
                "The engine: links (Dancing Links, Knuth's DLX1, DLX2 and, for multiplicities, DLX3), "
                        + "cells (dancing cells, Knuth's SSXCC: sparse sets; no multiplicities), bits (bit "
                        + "masks and a static item order, for at most 128 items; no colours or multiplicities) "
                        + "or auto (the default: cells for problems whose moves update many options, such as "
                        + "polyomino packings, Langford pairs, queens; links for many small items, such as "
                        + "Sudoku, and for multiplicities; then bits instead when it takes the problem and the "
                        + "estimate of its tree costs no more). With --heuristic, auto is links.");
        option(spec, "--heuristic", "NAME", String.class, null,
                "How the links engine picks the item to branch on: forced-first (the default: "
                        + "the first item with the fewest options, taking a forced one as soon as it is seen) or "
                        + "knuth (the first item with the fewest options, as Knuth's DLX1 and DLX2: the same tree, "
                        + "nodes and updates) or weighted (forced-first, ties broken by the dead ends met so far "
                        + "below each item) or scored (a forced item first, else the largest (1 + recent dead ends) / "
                        + "options).");
        spec.addOption(OptionSpec.builder("--time-limit").paramLabel("DURATION").type(Duration.class)
                .converters(new DurationConverter())
                .description("Give up after this long: 500ms, 10s, 2m, 1h (the result is then incomplete).").build());
        xc.spec = spec;
        return spec;
    }

    /** Adds an option that takes no value (false unless given). */
    private static void flag(CommandSpec spec, String description, String... names) {
        spec.addOption(OptionSpec.builder(names).type(boolean.class).initialValue(false).description(description)
                .build());
    }

    /** Adds an option with one value of {@code type}, {@code initial} when it is not given. */
    private static void option(CommandSpec spec, String name, String label, Class<?> type, Object initial,
                               String description) {
        spec.addOption(OptionSpec.builder(name).paramLabel(label).type(type).initialValue(initial)
                .description(description).build());
    }

    /** The parsed value of the option {@code name}. */
    private <T> T value(String name) {
        return spec.findOption(name).getValue();
    }

    /** Reads the parsed arguments from the model into the fields. */
    void readOptions() {
        file = spec.positionalParameters().get(0).getValue();
        all = value("--all");
        count = value("--count");
        split = value("--split");
        estimate = value("--estimate");
        make = value("--make");
        breakSymmetry = value("--break-symmetry");
        prefix = value("--prefix");
        samples = value("--samples");
        estimator = value("--estimator");
        precision = value("--precision");
        seed = value("--seed");
        progressSeconds = value("--progress");
        quiet = value("--quiet");
        limit = value("--limit");
        indices = value("--indices");
        stats = value("--stats");
        nodeLimit = value("--node-limit");
        threads = value("--threads");
        engine = value("--engine");
        heuristic = value("--heuristic");
        timeLimit = value("--time-limit");
    }

    @Override
    public Integer call() throws IOException {
        readOptions();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> modes = new java.util.ArrayList<>();
        for (String name : new String[] {all ? "--all" : null, count ? "--count" : null,
                split != null ? "--split" : null, estimate ? "--estimate" : null}) {
            if (name != null) {
                modes.add(name);
            }
        }
        if (modes.size() > 1) {
            throw new UserInputException(String.join(", ", modes) + " are mutually exclusive (give one of --all, "
                    + "--count, --split, --estimate)");
        }
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
        if (threads < 1) {
            throw new UserInputException("--threads must be at least 1, not " + threads);
        }
        if (nodeLimit != null && nodeLimit < 1) {
            throw new UserInputException("--node-limit must be at least 1, not " + nodeLimit);
        }
        if (samples < 1) {
            throw new UserInputException("--samples must be at least 1, not " + samples);
        }
        Estimator.Method method;
        try {
            method = Estimator.Method.byName(estimator);
        } catch (IllegalArgumentException unknown) {
            throw new UserInputException("--estimator: " + unknown.getMessage());
        }
        if (!(precision >= 0 && precision <= 100)) {
            throw new UserInputException("--precision must be a percentage from 0 to 100, not " + precision);
        }
        if (progressSeconds != null && !(progressSeconds > 0)) {
            throw new UserInputException("--progress must be a positive number of seconds, not " + progressSeconds);
        }
        if (split != null && split < 0) {
            throw new UserInputException("--split must be at least 0, not " + split);
        }
        if (breakSymmetry && make == null) {
            throw new UserInputException("--break-symmetry is for --make");
        }
        long readStart = System.nanoTime();
        ExactCoverProblem problem = make != null ? make() : read();
        long readNanos = System.nanoTime() - readStart;
        Timeline.mark(make != null ? "xc: making the problem" : "xc: reading the problem");
        if (make != null && !all && !count && split == null && !estimate && limit == null && !stats) {
            out.println("| sudokux xc --make " + String.join(" ", make) + (breakSymmetry ? " --break-symmetry" : ""));
            DlxFormat.write(problem, out);
            out.flush();
            return ExitCode.OK;
        }
        Prefix from = Prefix.ROOT;
        if (prefix != null) {
            try {
                from = Prefix.parse(prefix, problem.optionCount());
            } catch (IllegalArgumentException e) {
                throw new UserInputException("--prefix: " + e.getMessage());
            }
        }
        ExactCoverEngine dlx = engine(problem);
        if (Timeline.ON) {
            Timeline.mark("xc: building the " + dlx.name() + " engine");
        }
        if (split != null) {
            dlx.split(from, split, p -> out.println(p.toLine()));
            out.flush();
            return ExitCode.OK;
        }
        if (estimate) {
            EstimateText.print(dlx.estimate(from, method, samples, precision / 100, seed, threads), out);
            out.flush();
            return ExitCode.OK;
        }

        boolean printAll = all || (!count && limit != null);
        long wanted = count || all ? (limit == null ? Long.MAX_VALUE : limit) : (limit == null ? 1 : limit);
        // Look for one solution more than wanted, so that "exactly N" and "more than N" can be told apart.
        SearchLimits limits = SearchLimits.NONE.withMaxSolutions(wanted == Long.MAX_VALUE ? wanted : wanted + 1);
        if (nodeLimit != null) {
            limits = limits.withMaxNodes(nodeLimit);
        }
        if (timeLimit != null) {
            limits = limits.withTimeLimit(timeLimit);
        }

        XcProgress progress = new XcProgress(err, spec.qualifiedName(), !quiet && ProgressLine.stderrIsTerminal(),
                progressSeconds == null ? 0 : progressSeconds);
        dlx.withProgress(progress.active() ? progress : null);
        long[] printed = {0};
        SearchResult result;
        Prefix subproblem = from;
        try {
            result = count ? dlx.count(subproblem, limits, threads) : dlx.searchFrom(subproblem, limits, solution -> {
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
            }, false);
        } finally {
            progress.clear();
        }
        if (Timeline.ON) {
            Timeline.mark("xc: the search, " + (count ? threads : 1) + " thread(s), "
                    + result.stats().nodes() + " nodes");
        }

        long found = Math.min(result.solutionCount(), wanted);
        boolean more = result.solutionCount() > wanted || result.isIncomplete();
        if (count) {
            out.println(found + (more ? "+" : ""));
        }
        out.flush();
        if (stats) {
            // The solutions printed (or counted, up to the limit), not the one more looked for.
            err.println(statsLine(result.stats(), found, more, readNanos, problem)
                    + (dlx instanceof BitsEngine bits ? "; bits engine (order: " + bits.orderRule()
                    + "): nodes of its own tree, updates = options tested" : ""));
        }
        StopReason stop = result.stopReason();
        if (stop.isBudget()) {
            err.println(spec.qualifiedName() + ": " + incompleteMessage(stop, found));
            return stop == StopReason.INTERRUPTED ? ExitCode.INTERRUPTED : ExitCode.INCOMPLETE;
        }
        if (count) {
            return ExitCode.OK;
        }
        if (found == 0) {
            err.println(spec.qualifiedName() + ": no solution");
            return ExitCode.NO_SOLUTION;
        }
        return ExitCode.OK;
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

    /** The problem --make names; a picture file for pentominoes. */
    private ExactCoverProblem make() throws IOException {
        if (file != null) {
            throw new UserInputException("--make makes the problem: no FILE (" + file + ") with it");
        }
        String name = make.get(0);
        List<String> args = make.subList(1, make.size());
        try {
            if (name.equalsIgnoreCase("pentominoes") && args.size() == 1 && !args.get(0).matches("\\d+[xX]\\d+")) {
                Path picture = Path.of(args.get(0));
                String text;
                try {
                    text = Files.readString(picture, StandardCharsets.UTF_8);
                } catch (MalformedInputException e) {
                    throw new UserInputException(picture + ": not UTF-8 text");
                } catch (IOException e) {
                    throw new UserInputException(picture + ": can't read the picture (" + e.getMessage() + ")");
                }
                try {
                    return Polyforms.problem(Polyforms.pentominoes(), Polyforms.picture(text), true, breakSymmetry);
                } catch (IllegalArgumentException e) {
                    throw new UserInputException(picture + ": " + e.getMessage());
                }
            }
            return Examples.make(name, args, breakSymmetry);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--make: " + e.getMessage());
        }
    }

    private ExactCoverProblem read() throws IOException {
        // The parent's stdin, by the model (a @ParentCommand field costs one more annotation proxy a start).
        Main main = (Main) spec.parent().userObject();
        try (BufferedReader in = new BufferedReader(Inputs.openStrict(file, main.stdin()))) {
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

    private static String statsLine(SearchStats s, long solutions, boolean more, long readNanos,
                                    ExactCoverProblem problem) {
        return String.format(java.util.Locale.ROOT,
                "%d items (%d primary), %d options; %d%s solutions, %d nodes, %d updates, "
                        + "%.3f s search (%.1f M updates/s), %.3f s reading",
                problem.itemCount(), problem.primaryCount(), problem.optionCount(),
                solutions, more ? "+" : "", s.nodes(), s.updates(), s.seconds(), s.updatesPerSecond() / 1e6,
                readNanos / 1e9);
    }

    static String formatDuration(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + "s" : ms + "ms";
    }
}
