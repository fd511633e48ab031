/**
 * sudokux: exact cover (Knuth's Algorithm X on Dancing Links) and Sudoku of every size: solve,
 * count, enumerate, check, generate, rate and explain.
 *
 * <p>The API is the exported packages: {@link dev.sudokux.Sudoku} (the shortest way in), the puzzle
 * model ({@code sudoku}), variants through one puzzle model ({@code variant}), the solvers ({@code solve}), formats and answers ({@code format}), logic
 * ({@code logic}), the generator ({@code generate}) and the exact cover engine ({@code exactcover}).
 *
 * <p><b>Adding a package.</b> A package users are meant to use gets an {@code exports} line below.
 * Code that several packages share but users must not depend on goes in a package under
 * {@code dev.sudokux.internal}, which is never exported; code one package uses stays package-private
 * there. {@code ModuleTest} fails for a package that is neither exported nor internal, so the choice
 * is made when the package is added.
 */
module dev.sudokux.core {
    requires com.google.gson;

    exports dev.sudokux;
    exports dev.sudokux.exactcover;
    exports dev.sudokux.exactcover.examples;
    exports dev.sudokux.format;
    exports dev.sudokux.generate;
    exports dev.sudokux.logic;
    exports dev.sudokux.solve;
    exports dev.sudokux.sudoku;
    exports dev.sudokux.variant;

    // What sudokux's batch commands share (exit statuses, the answers' tally, durations, generate's
    // settings): for the command line, Spark and the server only.
    exports dev.sudokux.internal.batch to dev.sudokux.cli, dev.sudokux.spark, dev.sudokux.web;
    // Spearman's rank correlation, for the rating accuracy benchmark: not part of the library's API.
    exports dev.sudokux.internal.stats to dev.sudokux.bench;
}
