package dev.sudokux.cli;

import com.google.gson.JsonObject;
import dev.sudokux.format.Format;
import dev.sudokux.format.Puzzle;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.sudoku.Grid;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudokux enumerate}: every solution of each puzzle, then {@code TOTAL SOLUTION : k}. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = {
            "Print every solution of each puzzle as it is found, then 'TOTAL SOLUTION : k', or "
                    + "'NO SOLUTION' when there is none. In the sized format each solution stands between "
                    + "'==================' lines, as the classic judge programs print them; in the line format "
                    + "one solution a line; in grid and letters formats a blank line between solutions. "
                    + "With --limit N, a total that stopped there is printed N+.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 every puzzle has a solution, 1 some puzzle has none, 2 some input was bad, "
                    + "3 a budget stopped some enumeration, 130 interrupted."
        })
final class EnumerateCommand extends PuzzleCommand<Result> {

    static final String SEPARATOR = "==================";

    @Option(names = "--limit", paramLabel = "N", description = "Stop after N solutions of a puzzle.")
    Long limit;

    @Option(names = "--trace", description = "Print the search step by step as well.")
    boolean trace;

    private boolean firstPuzzle = true;
    private long printed;

    @Override
    protected void validate() {
        if (limit != null && limit < 1) {
            throw new UserInputException("--limit must be at least 1, not " + limit);
        }
    }

    @Override
    protected Result work(Puzzle puzzle, Solver solver, Output out) {
        PuzzleSource.Item item = current;
        Style style = out.styleFor(item);
        PrintWriter w = out.writer();
        if (!firstPuzzle && !style.json() && style.format() != Format.LINE) {
            w.println();
        }
        firstPuzzle = false;
        printed = 0;
        long max = limit == null ? Long.MAX_VALUE : limit + 1;
        SolveRequest request = options.withBudgets(SolveRequest.count(max)).withListener(solution -> {
            if (limit != null && printed >= limit) {
                return true; // the one beyond the limit: counted, not printed
            }
            printed++;
            print(out, item, style, solution);
            return true;
        });
        if (trace) {
            request = request.withTracer(new TracePrinter(w, puzzle.grid().shape()));
        }
        return solver.solve(puzzle.grid(), request);
    }

    private void print(Output out, PuzzleSource.Item item, Style style, Grid solution) {
        PrintWriter w = out.writer();
        if (style.json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("solution", printed);
            JsonPuzzles.putGrid(o, "cells", solution);
            out.json(o);
            return;
        }
        Format format = style.format();
        switch (format) {
            case SIZED -> {
                w.println(SEPARATOR);
                w.print(Format.GRID.toText(solution));
            }
            case LINE -> w.print(Format.LINE.toText(solution));
            default -> {
                if (printed > 1) {
                    w.println();
                }
                w.print(format.toText(solution));
            }
        }
        if ((printed & 63) == 0) {
            w.flush();
        }
    }

    private PuzzleSource.Item current;

    @Override
    protected java.util.function.Function<PuzzleSource.Item, Outcome<Result>> wrap(
            java.util.function.Function<PuzzleSource.Item, Outcome<Result>> worker) {
        return item -> {
            current = item;
            return worker.apply(item);
        };
    }

    @Override
    protected Result resultOf(Result value) {
        return value;
    }

    @Override
    protected String answer(Output out, PuzzleSource.Item item, Puzzle puzzle, Result result) {
        long count = result.solutionCount();
        boolean more = false;
        if (limit != null && count > limit) {
            count = limit;
            more = true;
        }
        more |= result.isIncomplete();
        Style style = out.styleFor(item);
        if (style.json()) {
            JsonObject o = out.jsonFor(item);
            o.addProperty("total", count);
            o.addProperty("complete", !more);
            out.json(o);
        } else {
            PrintWriter w = out.writer();
            if (count == 0 && !more) {
                w.println("NO SOLUTION");
            } else {
                if (style.format() == Format.SIZED) {
                    w.println(SEPARATOR);
                } else if (style.format() != Format.LINE) {
                    w.println();
                }
                w.println("TOTAL SOLUTION : " + count + (more ? "+" : ""));
            }
        }
        if (result.isIncomplete()) {
            return "unknown";
        }
        return count == 0 ? "none" : count == 1 ? "unique" : "multiple";
    }
}
