package dev.sudokux.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Hint;
import dev.sudokux.logic.Hints;
import dev.sudokux.solve.Result;
import dev.sudokux.sudoku.Shape;
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
    protected Optional<Hint> logic(Puzzle puzzle, Result check) {
        return HINTS.next(puzzle.grid(), level);
    }

    @Override
    protected String logicAnswer(Output out, PuzzleSource.Item item, Puzzle puzzle, Optional<Hint> hint) {
        boolean solved = puzzle.grid().isFilled();
        String text = hint.map(Hint::text).orElse(solved ? "solved: nothing left to do"
                : "no hint: no technique sudokux knows finds a step here (sudokux solve will finish it)");
        if (out.styleFor(item).json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("level", level);
            o.addProperty("hint", text);
            if (hint.isPresent() && level >= 2) {
                o.addProperty("technique", hint.get().step().technique().name());
            }
            if (hint.isPresent() && level >= 3) {
                Shape shape = puzzle.grid().shape();
                JsonArray cells = new JsonArray();
                hint.get().step().cells().forEach(c -> cells.add(shape.cellName(c)));
                o.add("cells", cells);
            }
            out.json(o);
        } else {
            out.writer().println(text);
        }
        return hint.isPresent() ? "hint" : solved ? "solved" : "stalled";
    }
}
