package example;

import dev.sudokux.Sudoku;
import dev.sudokux.logic.Explainer;
import dev.sudokux.logic.Techniques;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import java.util.Optional;

/** Solves a puzzle given as one line, and says whether it has one solution and how hard it is. */
public final class Solve {
    private Solve() {
    }

    /** The solution of {@code line}, its status and the last step the logic engine (no forcing chains) takes. */
    public static String answer(String line) {
        Grid puzzle = Sudoku.parse(line);
        Status status = Sudoku.check(puzzle);
        Optional<Grid> solution = Sudoku.solve(puzzle);
        var explanation = new Explainer(Techniques.withoutForcingChains()).explain(puzzle);
        return solution.map(Grid::toString).orElse("none") + " " + status + " " + explanation.solved();
    }

    public static void main(String[] args) {
        for (String line : args) {
            System.out.println(answer(line));
        }
    }
}
