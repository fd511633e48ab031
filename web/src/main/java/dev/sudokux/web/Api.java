package dev.sudokux.web;

import com.google.gson.JsonObject;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Grid;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;

/** The routes of the HTTP API, {@code /api/v1/...}: each reads a JSON request and answers JSON. */
final class Api {

    void addRoutes(JavalinDefaultRoutingApi routes) {
        routes.post("/api/v1/solve", this::solve);
    }

    /** {@code POST /api/v1/solve}: the first solution. */
    private void solve(Context ctx) {
        JsonObject request = Json.object(ctx.body());
        Grid puzzle = PuzzleInput.read(request);
        Solver solver = Solvers.best(puzzle.shape());
        Result result = solver.solve(puzzle, SolveRequest.first());
        JsonObject answer = new JsonObject();
        answer.addProperty("status", result.hasSolution() ? "solved" : result.isComplete() ? "none" : "unknown");
        answer.add("box", Json.box(puzzle));
        if (result.hasSolution()) {
            answer.add("solution", Json.cells(result.first()));
        }
        answer.addProperty("solver", solver.name());
        json(ctx, answer);
    }

    static void json(Context ctx, JsonObject answer) {
        ctx.contentType("application/json");
        ctx.result(Json.text(answer));
    }
}
