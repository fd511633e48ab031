package dev.sudokux.cli;

import dev.sudokux.exactcover.DlxFormat;
import dev.sudokux.format.Puzzle;
import dev.sudokux.format.PuzzleError;
import dev.sudokux.format.PuzzleItem;
import dev.sudokux.format.PuzzleReader;
import dev.sudokux.format.VariantReader;
import dev.sudokux.internal.batch.ExitCode;
import dev.sudokux.variant.CoverModel;
import dev.sudokux.variant.VariantPuzzle;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code sudokux cover}: a puzzle, classic or variant, as an exact cover problem in Knuth's format. */
@Command(name = "cover", mixinStandardHelpOptions = true,
        description = {
            "Print a puzzle (classic, or a variant: f-puzzles JSON or link, ISS string) as the exact cover "
                    + "problem sudokux solves, in Knuth's format (the format of 'sudokux xc'), its givens "
                    + "already applied: one primary item a cell and a digit of each full house, secondary "
                    + "items for smaller houses and exclusions, colours for equal cells, one option a digit "
                    + "of a cell plus the options of cages and lines. When some constraint is left to the "
                    + "check of each solution (its problem has more solutions than the puzzle), a comment "
                    + "line '| not exact: ...' says which.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 printed, 2 bad input or arguments."
        })
final class CoverCommand implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1", description = "The puzzle file; standard input when none, or '-'.")
    Path file;

    @Option(names = "--number", paramLabel = "K", description = "Which puzzle of the file (default: 1, the first).")
    int number = 1;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (number < 1) {
            throw new UserInputException("--number must be at least 1, not " + number);
        }
        String name = Inputs.name(file);
        String where = Inputs.isStdin(file) ? "" : name + ": ";
        VariantInputs inputs = VariantInputs.detect(file == null ? List.of() : List.of(file), main.stdin(), false);
        String text = readAll(Inputs.openBytes(file, inputs.stdin()), Inputs.isStdin(file));
        VariantPuzzle puzzle;
        if (inputs.isVariant()) {
            List<VariantReader.Item> items = VariantReader.read(text);
            if (items.size() < number) {
                throw new UserInputException(where + "has " + items.size() + " puzzles, not " + number);
            }
            VariantReader.Item item = items.get(number - 1);
            if (item.puzzle() == null) {
                throw new UserInputException(where + item.where() + ": " + item.error());
            }
            puzzle = item.puzzle();
        } else {
            puzzle = classic(text, where);
        }
        CoverModel model = CoverModel.exact(puzzle);
        if (model.isImpossible()) {
            out.println("| the givens leave no solution: one item that no option covers");
            out.println("impossible");
        } else if (model.isSolved()) {
            out.println("| the givens fill every cell: one item and one option");
            out.println("solved");
            out.println("solved");
        } else {
            if (!model.isExact()) {
                StringBuilder sb = new StringBuilder("| not exact: left to the check of each solution:");
                model.unchecked().forEach(c -> sb.append(' ').append(c.describe(puzzle.board())).append(';'));
                out.println(sb.substring(0, sb.length() - 1));
            }
            DlxFormat.write(model.problem(), out);
        }
        out.flush();
        return ExitCode.OK;
    }

    private VariantPuzzle classic(String text, String where) throws IOException {
        try (Reader r = new StringReader(text); PuzzleReader reader = PuzzleReader.open(r)) {
            int k = 0;
            while (reader.hasNext()) {
                PuzzleItem item = reader.next();
                if (++k < number) {
                    continue;
                }
                if (item instanceof PuzzleError e) {
                    throw new UserInputException(where + e.message());
                }
                return VariantPuzzle.classic(((Puzzle) item).grid());
            }
            throw new UserInputException(where + "has " + k + " puzzles, not " + number);
        } catch (IllegalArgumentException e) {
            throw new UserInputException(where + e.getMessage());
        }
    }

    private static String readAll(InputStream in, boolean stdin) throws IOException {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            if (!stdin) {
                in.close();
            }
        }
    }
}
