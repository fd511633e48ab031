package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Shape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The frame of the batch commands ({@code solve}, {@code check}, {@code count}, {@code rate},
 * {@code explain}): the command line's options for them, and Spark's.
 */
abstract class BatchCommand implements Callable<Integer> {

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

    /** The command's kind of answer. */
    protected abstract AnswerWriter.Kind kind();

    /** {@code count --limit}, or 0. */
    protected long countLimit() {
        return 0;
    }

    /** The output format: {@code --output-format} unless the command forces one. */
    protected Format outputFormat() {
        return outputFormat;
    }

    /** Checks the command's own options; throws {@link UserInputException}. */
    protected void validate() {
    }

    @Override
    public final Integer call() throws Exception {
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
        BatchSpec batch = new BatchSpec(kind(), format, out, box == null ? 0 : box.boxRows(),
                box == null ? 0 : box.boxColumns(), solver, timeLimit == null ? 0 : timeLimit.toNanos(),
                nodeLimit == null ? 0 : nodeLimit, countLimit());
        String name = spec.qualifiedName();
        try (Session session = Session.open(spark, spec.name())) {
            return new BatchJob(session, batch, spark, name).run(files, spec.commandLine().getOut(),
                    spec.commandLine().getErr(), stats);
        }
    }
}
