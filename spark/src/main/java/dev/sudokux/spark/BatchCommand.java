package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Shape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The batch commands ({@code solve}, {@code check}, {@code count}, {@code rate}, {@code explain}), one
 * class for the five: the command line's options for them, and Spark's. They differ only in their kind
 * of answer, their words in {@code --help}, and one option each of two ({@code count --limit},
 * {@code explain --json}), which {@link #commandLine} removes from the other commands.
 */
@Command(mixinStandardHelpOptions = true)
final class BatchCommand implements Callable<Integer> {

    /** The batch commands, in the order {@code --help} lists them. */
    static final List<AnswerWriter.Kind> KINDS = List.of(AnswerWriter.Kind.SOLVE, AnswerWriter.Kind.CHECK,
            AnswerWriter.Kind.COUNT, AnswerWriter.Kind.RATE, AnswerWriter.Kind.EXPLAIN);

    private static final String EXIT = "Exit status: 0 every puzzle answered (each has a solution), 1 some puzzle has "
            + "none, 2 some input was bad, 3 a budget left some puzzle unanswered, 70 the Spark job failed, 130 "
            + "interrupted.";

    private final AnswerWriter.Kind kind;

    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Parameters(paramLabel = "PATH", arity = "1..*",
            description = "Puzzle files, directories (every file under them, in path order) or patterns "
                    + "(data/*.txt), read one after the other: any path Spark reads (local, hdfs://, s3a://).")
    List<String> files = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", converter = Converters.FormatConverter.class,
            description = "Input format: line, grid, sized, letters or json (default: detected for each input).")
    Format format;

    @Option(names = "--output-format", paramLabel = "FORMAT", converter = Converters.FormatConverter.class,
            description = "Output format: line, grid, sized, letters or json (default: the input's).")
    Format outputFormat;

    @Option(names = "--box", paramLabel = "RxC", converter = Converters.ShapeConverter.class,
            description = "Box shape, rows x columns of a box (2x3 for 6x6; 3x4 or 2x6 for 12x12); "
                    + "default: inferred from the size, square boxes when the size is a square.")
    Shape box;

    @Option(names = "--solver", paramLabel = "NAME",
            description = "Solver: ${COMPLETION-CANDIDATES} (default: the fastest suitable for each puzzle).",
            completionCandidates = Converters.SolverNames.class)
    String solver;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = Converters.DurationConverter.class,
            description = "Give up on a puzzle after this long (500ms, 10s, 2m): its answer is then unknown.")
    Duration timeLimit;

    @Option(names = "--node-limit", paramLabel = "N",
            description = "Give up on a puzzle after N search nodes: its answer is then unknown.")
    Long nodeLimit;

    @Option(names = "--stats", description = "Print a summary to stderr at the end: puzzles by answer, time, puzzles/sec.")
    boolean stats;

    /** {@code count} only. */
    @Option(names = "--limit", paramLabel = "N",
            description = "Stop counting a puzzle at N solutions and print N+ when there are more.")
    Long limit;

    /** {@code explain} only. */
    @Option(names = "--json", description = "One JSON object a puzzle (the same as --output-format json).")
    boolean json;

    private BatchCommand(AnswerWriter.Kind kind) {
        this.kind = kind;
    }

    /** The command of {@code kind} (one of {@link #KINDS}), named and described, with its own options only. */
    static CommandLine commandLine(AnswerWriter.Kind kind) {
        CommandLine cli = new CommandLine(new BatchCommand(kind));
        CommandSpec command = cli.getCommandSpec();
        command.name(kind.name().toLowerCase(java.util.Locale.ROOT));
        command.usageMessage().description(description(kind), "").footer("", EXIT);
        if (kind != AnswerWriter.Kind.COUNT) {
            command.remove(command.findOption("--limit"));
        }
        if (kind != AnswerWriter.Kind.EXPLAIN) {
            command.remove(command.findOption("--json"));
        }
        return cli;
    }

    private static String description(AnswerWriter.Kind kind) {
        return switch (kind) {
            case SOLVE -> "Solve each puzzle, on Spark: the same answers as 'sudokux solve', in input order.";
            case CHECK -> "Say for each puzzle, on Spark, whether it has one solution (unique), several (multiple) "
                    + "or none: the same answers as 'sudokux check', in input order.";
            case COUNT -> "Count the solutions of each puzzle, on Spark: the same answers as 'sudokux count', in "
                    + "input order.";
            case RATE -> "Rate each puzzle as a person would find it, on Spark: the same answers as 'sudokux rate' "
                    + "('4.2 hard XY-Wing'), in input order.";
            case EXPLAIN -> "Explain how to solve each puzzle, on Spark: the same answers as 'sudokux explain', in "
                    + "input order.";
            default -> throw new IllegalArgumentException("not a batch command on Spark: " + kind);
        };
    }

    /** Checks the command's own options; throws {@link UserInputException}. */
    private void validate() {
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
    }

    /** The output format: {@code explain --json} forces JSON, else {@code --output-format}. */
    private Format outputFormat() {
        return json ? Format.JSON : outputFormat;
    }

    @Override
    public Integer call() throws Exception {
        spark.validate();
        validate();
        Format out = outputFormat();
        if (box != null && out != null && !out.supports(box)) {
            throw new UserInputException("--output-format " + out.optionName() + " cannot hold puzzles with "
                    + box.boxText() + " boxes (" + box.size() + "x" + box.size() + "): choose grid or json");
        }
        if (nodeLimit != null && nodeLimit < 1) {
            throw new UserInputException("--node-limit must be at least 1, not " + nodeLimit);
        }
        if (solver != null) {
            try {
                Solvers.byName(solver);
            } catch (IllegalArgumentException e) {
                throw new UserInputException(e.getMessage());
            }
        }
        BatchSpec batch = new BatchSpec(kind, format, out, box == null ? 0 : box.boxRows(),
                box == null ? 0 : box.boxColumns(), solver, timeLimit == null ? 0 : timeLimit.toNanos(),
                nodeLimit == null ? 0 : nodeLimit, limit == null ? 0 : limit);
        String name = spec.qualifiedName();
        try (Session session = Session.open(spark, spec.name())) {
            return new BatchJob(session, batch, spark, name).run(files, spec.commandLine().getOut(),
                    spec.commandLine().getErr(), stats);
        }
    }
}
