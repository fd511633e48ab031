package dev.sudokux.cli;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Puzzle;
import dev.sudokux.logic.Rating;
import dev.sudokux.exactcover.StopReason;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.Result;
import java.io.IOException;
import picocli.CommandLine.Command;

/** {@code sudokux rate}: how hard each puzzle is for a person. */
@Command(name = "rate", mixinStandardHelpOptions = true,
        description = {
            "Rate each puzzle as a person would find it: one line a puzzle, the rating, the grade and the "
                    + "hardest technique needed, such as '4.2 hard XY-Wing'. The rating is Sudoku Explainer's: "
                    + "the difficulty of the hardest step when the puzzle is solved by logic, taking at every "
                    + "point the first step of the first technique in Sudoku Explainer's order: 1.0 full house, "
                    + "1.2-1.5 hidden single, 1.7-2.5 direct techniques, 2.3 naked single, 2.6-2.8 locked "
                    + "candidates, 3.0-6.6 subsets, fish, strong links, wings, unique rectangles, BUG, aligned "
                    + "exclusion, 6.5 and up chains and cycles, 7.5 and up forcing chains, up to about 11-12 for "
                    + "the hardest nested forcing chains. A puzzle logic cannot finish is rated above every "
                    + "technique and marked 'stalled'.",
            "Grades: easy up to 2.3 (singles), medium up to 3.4, hard up to 4.5, expert up to 6.5, "
                    + "extreme above (or stalled).",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle rated, 1 some puzzle has no solution, 2 some input was bad, "
                    + "3 a budget left some puzzle unchecked, 130 interrupted."
        })
final class RateCommand extends LogicCommand<Rating> {

    @Override
    protected AnswerWriter.Kind kind() {
        return AnswerWriter.Kind.RATE;
    }

    @Override
    protected Rating logic(Puzzle puzzle, Result check, Budget left) {
        // The puzzle was checked: rate its explanation (Rater.rate(grid) would check it again).
        return RATER.rate(RATER.explainer().explain(puzzle.grid(), left));
    }

    @Override
    protected StopReason stopped(Rating rating) {
        return rating.isComplete() ? null : rating.stopReason();
    }

    @Override
    protected String logicAnswer(Puzzle puzzle, Rating rating) throws IOException {
        return answers.rating(puzzle, rating);
    }
}
