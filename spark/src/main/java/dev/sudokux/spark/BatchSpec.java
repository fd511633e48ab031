package dev.sudokux.spark;

import dev.sudokux.format.AnswerWriter;
import dev.sudokux.format.Format;
import dev.sudokux.solve.Budget;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Shape;
import java.io.Serializable;
import java.time.Duration;

/**
 * What a batch job does to each puzzle, as the command line asked it: the command, the formats, the
 * box shape, the solver and the budgets. Sent to the executors with the tasks, so it holds only
 * plain values.
 *
 * @param kind         the command's kind of answer
 * @param inputFormat  {@code --format}, or null to detect each input's
 * @param outputFormat {@code --output-format} ({@code explain --json}: JSON), or null for each puzzle's own
 * @param boxRows      {@code --box}'s rows, or 0 to infer each puzzle's shape
 * @param boxColumns   {@code --box}'s columns, or 0
 * @param solver       {@code --solver}, or null for the fastest suitable one
 * @param timeLimit    {@code --time-limit} in nanoseconds, or 0 for none
 * @param nodeLimit    {@code --node-limit}, or 0 for none
 * @param countLimit   {@code count --limit}, or 0 for none
 */
record BatchSpec(AnswerWriter.Kind kind, Format inputFormat, Format outputFormat, int boxRows, int boxColumns,
                 String solver, long timeLimit, long nodeLimit, long countLimit) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The shape every puzzle has ({@code --box}), or null to infer each puzzle's. */
    Shape box() {
        return boxRows == 0 ? null : Shape.of(boxRows, boxColumns);
    }

    /** The solver for puzzles of {@code shape}: the one named, or the default. */
    Solver solverFor(Shape shape) {
        return solver != null ? Solvers.byName(solver) : Solvers.best(shape);
    }

    /** The budget of each puzzle: {@code --time-limit} and {@code --node-limit}. */
    Budget budget() {
        Budget b = Budget.UNLIMITED;
        if (timeLimit > 0) {
            b = b.withTimeLimit(Duration.ofNanos(timeLimit));
        }
        if (nodeLimit > 0) {
            b = b.withMaxNodes(nodeLimit);
        }
        return b;
    }

    /** {@code request} with the budgets of the command line. */
    SolveRequest withBudgets(SolveRequest request) {
        SolveRequest r = request;
        if (timeLimit > 0) {
            r = r.withTimeLimit(Duration.ofNanos(timeLimit));
        }
        if (nodeLimit > 0) {
            r = r.withMaxNodes(nodeLimit);
        }
        return r;
    }
}
