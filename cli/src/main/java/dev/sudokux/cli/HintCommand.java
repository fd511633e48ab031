package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Hint;
import dev.sudokux.logic.Hints;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.BudgetExceededException;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.sudoku.Grid;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokux hint}: the next step only, at the level of detail asked. */
@Command(name = "hint", mixinStandardHelpOptions = true,
        description = {
            "Give a hint for the next step of each puzzle (or partly filled grid), one line each, without "
                    + "giving the answer away: level 1 names the region to look at, level 2 also the "
                    + "technique, level 3 the whole step.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 a hint for every grid, 1 some grid has no solution (an entry is wrong: stderr "
                    + "names it), 2 some input was bad, 3 a budget left some grid without a hint, 130 interrupted."
        })
final class HintCommand extends LogicCommand<Optional<Hint>> {

    @Option(names = "--level", paramLabel = "1|2|3", description = "How much to tell (default: ${DEFAULT-VALUE}).")
    int level = 1;

    private static final Hints HINTS = new Hints(RATER.explainer());

    @Override
    protected void validate() {
        if (level < 1 || level > 3) {
            throw new UserInputException("--level must be 1, 2 or 3, not " + level);
        }
    }

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.HINT;
    }

    /**
     * A grid with a wrong entry has no solution: names the entries without which it has one (each
     * filled cell taken away in turn, within the budget), the wrong one among them. Nothing when no
     * single entry is to blame (the givens clash with more than one, or the budget ran out).
     */
    @Override
    protected String whyNone(Puzzle puzzle, Solver solver, Budget left) {
        Grid grid = puzzle.grid();
        if (!grid.isValid()) {
            return null; // two equal values in a unit: the error line names them already
        }
        Budget.Meter meter = left.start();
        List<String> suspects = new ArrayList<>();
        try {
            for (int cell = 0; cell < grid.shape().cellCount(); cell++) {
                int v = grid.get(cell);
                if (v == 0) {
                    continue;
                }
                Result r = solver.solve(grid.with(cell, 0), meter.bound(SolveRequest.first()));
                if (r.isIncomplete()) {
                    return null;
                }
                meter.step(r.stats().nodes());
                if (r.hasSolution()) {
                    suspects.add(grid.shape().cellName(cell) + " (" + v + ")");
                }
            }
        } catch (BudgetExceededException e) {
            return null;
        }
        if (suspects.isEmpty()) {
            return null;
        }
        if (suspects.size() == 1) {
            return "the entry " + suspects.get(0) + " is wrong: without it the grid has a solution";
        }
        return "one of the entries " + String.join(", ", suspects)
                + " is wrong: without any one of them the grid has a solution";
    }

    @Override
    protected Optional<Hint> logic(Puzzle puzzle, Result check, Budget left) {
        return HINTS.next(puzzle.grid(), level, left);
    }

    @Override
    protected String logicAnswer(Puzzle puzzle, Optional<Hint> hint) throws IOException {
        return answers.hint(puzzle, hint, level);
    }
}
