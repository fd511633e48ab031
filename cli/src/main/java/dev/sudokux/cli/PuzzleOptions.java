package dev.sudokux.cli;

import dev.sudokux.format.Format;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Shape;
import dev.sudokux.variant.Layout;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options every puzzle command shares: inputs, formats, shape, solver and budgets. */
final class PuzzleOptions {

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Puzzle files, read one after the other; standard input when none, or '-'.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", converter = FormatConverter.class,
            description = "Input format: line, grid, sized, letters or json (default: detected for each input).")
    Format format;

    @Option(names = "--output-format", paramLabel = "FORMAT", converter = FormatConverter.class,
            description = "Output format: line, grid, sized, letters or json (default: the input's).")
    Format outputFormat;

    @Option(names = "--box", paramLabel = "RxC", converter = ShapeConverter.class,
            description = "Box shape, rows x columns of a box (2x3 for 6x6; 3x4 or 2x6 for 12x12); "
                    + "default: inferred from the size, square boxes when the size is a square.")
    Shape box;

    @Option(names = "--layout", paramLabel = "LAYOUT",
            description = "Multi-grid puzzles: samurai, twodoku, butterfly, sohei or windmill, each read as its whole "
                    + "text grid: a line 'ROWS COLUMNS' (21 21 for samurai), then one line a row, a digit for a "
                    + "given and '-' (or '.') for a blank or a place outside every grid. Also jigsaw (the givens "
                    + "grid, then the region grid) and killer (the sum grid, each cage's sum in one of its cells, "
                    + "then the cage grid).")
    String layout;

    @Option(names = "--solver", paramLabel = "NAME",
            description = "Solver: ${COMPLETION-CANDIDATES} (default: the fastest suitable for each puzzle).",
            completionCandidates = SolverNames.class)
    String solver;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Give up on a puzzle after this long (500ms, 10s, 2m): its answer is then unknown.")
    Duration timeLimit;

    @Option(names = "--node-limit", paramLabel = "N",
            description = "Give up on a puzzle after N search nodes: its answer is then unknown.")
    Long nodeLimit;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar on stderr (there is none anyway when stderr is not a terminal).")
    boolean quiet;

    @Option(names = "--stats", description = "Print a summary to stderr at the end: puzzles by answer, time, puzzles/sec.")
    boolean stats;

    /** Checks the option values; throws a user error naming the bad one. */
    void validate() {
        if (box != null && outputFormat != null && !outputFormat.supports(box)) {
            throw new UserInputException("--output-format " + outputFormat.optionName() + " cannot hold puzzles with "
                    + box.boxText() + " boxes (" + box.size() + "x" + box.size() + "): choose grid or json");
        }
        if (layout != null && !isGrids()) {
            try {
                Layout.parse(layout);
            } catch (IllegalArgumentException e) {
                throw new UserInputException("--layout: " + e.getMessage());
            }
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
    }

    /** The layout of {@code --layout}, or null when none was given or it names jigsaw or killer grids. */
    Layout layout() {
        return layout == null || isGrids() ? null : Layout.parse(layout);
    }

    /** Whether {@code --layout} names the two-grid text forms, jigsaw or killer. */
    boolean isGrids() {
        return layout != null && (layout.equalsIgnoreCase("jigsaw") || layout.equalsIgnoreCase("killer"));
    }

    /** The solver for puzzles of {@code shape}: the one named, or the default. */
    Solver solverFor(Shape shape) {
        return solver != null ? Solvers.byName(solver) : Solvers.best(shape);
    }

    /** The budget of each puzzle: {@code --time-limit} and {@code --node-limit}. */
    Budget budget() {
        Budget b = Budget.UNLIMITED;
        if (timeLimit != null) {
            b = b.withTimeLimit(timeLimit);
        }
        if (nodeLimit != null) {
            b = b.withMaxNodes(nodeLimit);
        }
        return b;
    }

    /** {@code request} with the budgets of the command line. */
    SolveRequest withBudgets(SolveRequest request) {
        SolveRequest r = request;
        if (timeLimit != null) {
            r = r.withTimeLimit(timeLimit);
        }
        if (nodeLimit != null) {
            r = r.withMaxNodes(nodeLimit);
        }
        return r;
    }

    /** The names of the solvers, for the help text. */
    static final class SolverNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Solvers.names().iterator();
        }
    }

    /** Reads {@code --format} and {@code --output-format}: line, grid, sized, letters or json. */
    static final class FormatConverter implements picocli.CommandLine.ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            try {
                return Format.fromName(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** Reads {@code --box RxC}. */
    static final class ShapeConverter implements picocli.CommandLine.ITypeConverter<Shape> {
        @Override
        public Shape convert(String value) {
            try {
                return Shape.parse(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
