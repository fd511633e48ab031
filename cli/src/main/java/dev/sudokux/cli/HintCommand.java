package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Hint;
import dev.sudokux.logic.Hints;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.Result;
import java.io.IOException;
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
            "Exit status: 0 a hint for every grid, 1 some grid has no solution (an entry is wrong), "
                    + "2 some input was bad, 130 interrupted."
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

    @Override
    protected Optional<Hint> logic(Puzzle puzzle, Result check, Budget left) {
        return HINTS.next(puzzle.grid(), level, left);
    }

    @Override
    protected String logicAnswer(Puzzle puzzle, Optional<Hint> hint) throws IOException {
        return answers.hint(puzzle, hint, level);
    }
}
