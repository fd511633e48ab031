package dev.sudokux.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.generate.Symmetry;
import dev.sudokux.internal.batch.Durations;
import dev.sudokux.logic.Grade;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.variant.VariantPuzzle;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRoutingApi;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * The routes of the HTTP API, {@code /api/v1/...}: each reads a JSON request, does its work in the
 * right lane of {@link Workers} within the request's time budget, and answers JSON. Everything
 * wrong with a request is a {@link Problem}.
 */
final class Api {
    /** Where the OpenAPI document is, in the jar and on the server. */
    static final String OPENAPI_RESOURCE = "/openapi.json";
    static final String OPENAPI_PATH = "/api/openapi.json";

    private final ServerConfig config;
    private final Workers workers;
    private final PuzzleRoutes puzzles;
    private final LogicRoutes logic = new LogicRoutes();
    private final GenerateRoute generate;
    private final XcRoute xc;
    private final BatchRoute batch;

    Api(ServerConfig config, Workers workers) {
        this.config = config;
        this.workers = workers;
        this.puzzles = new PuzzleRoutes(config);
        this.generate = new GenerateRoute(config);
        this.xc = new XcRoute(config);
        this.batch = new BatchRoute(config, workers);
    }

    void addRoutes(JavalinDefaultRoutingApi routes) {
        puzzleRoute(routes, "solve", puzzles::solve, VariantRoutes::solve, true);
        puzzleRoute(routes, "check", puzzles::check, VariantRoutes::check, true);
        puzzleRoute(routes, "count", puzzles::count, VariantRoutes::count, false);
        puzzleRoute(routes, "enumerate", puzzles::enumerate, null, false);
        puzzleRoute(routes, "explain", logic::explain, VariantRoutes::explain, false);
        puzzleRoute(routes, "rate", logic::rate, VariantRoutes::rate, false);
        puzzleRoute(routes, "hint", logic::hint, VariantRoutes::hint, false);
        routes.post("/api/v1/parse", ctx -> {
            Members request = body(ctx);
            json(ctx, workers.quick(() -> VariantRoutes.isVariant(request)
                    ? VariantRoutes.parse(request, config.maxSize()) : puzzles.parse(request)));
        });
        routes.post("/api/v1/format", ctx -> {
            Members request = body(ctx);
            if (VariantRoutes.isVariant(request)) {
                throw VariantRoutes.unsupported("format");
            }
            json(ctx, workers.quick(() -> puzzles.format(request, PuzzleInput.read(request, config.maxSize()))));
        });
        routes.post("/api/v1/generate", ctx -> {
            Members request = body(ctx);
            Deadline deadline = Deadline.after(request.timeLimit(config.timeLimit()));
            longWork(ctx, deadline, generate.prepare(request, deadline));
        });
        routes.post("/api/v1/xc", ctx -> {
            Members request = body(ctx);
            Deadline deadline = Deadline.after(request.timeLimit(config.timeLimit()));
            longWork(ctx, deadline, xc.prepare(request, deadline));
        });
        batch.addRoutes(routes, "solve", puzzles::solve);
        batch.addRoutes(routes, "check", puzzles::check);
        batch.addRoutes(routes, "count", puzzles::count);
        batch.addRoutes(routes, "rate", logic::rate);
        routes.get("/api/v1/info", ctx -> json(ctx, info()));
        routes.get(OPENAPI_PATH, ctx -> {
            try (InputStream in = Api.class.getResourceAsStream(OPENAPI_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the OpenAPI document is missing from the jar");
                }
                ctx.contentType("application/json");
                ctx.result(in.readAllBytes());
            }
        });
    }

    /** What a route does with a variant puzzle. */
    @FunctionalInterface
    private interface VariantOperation {
        JsonObject answer(Members request, VariantPuzzle puzzle, Deadline deadline) throws Exception;
    }

    /**
     * A route that reads a puzzle and hands it to {@code operation} ({@code variant} for a variant
     * puzzle; none: the route answers 422 for them): quick work on this thread when
     * {@code mayBeQuick} and the request is small, otherwise on a worker.
     */
    private void puzzleRoute(JavalinDefaultRoutingApi routes, String name, PuzzleOperation operation,
                             VariantOperation variant, boolean mayBeQuick) {
        routes.post("/api/v1/" + name, ctx -> {
            Members request = body(ctx);
            if (VariantRoutes.isVariant(request)) {
                if (variant == null) {
                    throw VariantRoutes.unsupported(name);
                }
                VariantPuzzle puzzle = VariantRoutes.read(request, config.maxSize());
                Deadline deadline = Deadline.after(request.timeLimit(config.timeLimit()));
                longWork(ctx, deadline, () -> variant.answer(request, puzzle, deadline));
                return;
            }
            Grid puzzle = PuzzleInput.read(request, config.maxSize());
            Deadline deadline = Deadline.after(request.timeLimit(config.timeLimit()));
            if (mayBeQuick && PuzzleRoutes.isQuick(request, puzzle) && !request.has("limit")) {
                json(ctx, workers.quick(() -> operation.answer(request, puzzle, deadline)));
            } else {
                longWork(ctx, deadline, () -> operation.answer(request, puzzle, deadline));
            }
        });
    }

    /**
     * Answers the request with {@code work} done on a worker, asynchronously: this thread returns at
     * once, and the answer (or its problem) is written when the work ends.
     */
    private void longWork(Context ctx, Deadline deadline, Callable<JsonObject> work) {
        CompletableFuture<JsonObject> answer = workers.submit(deadline, work);
        ctx.future(() -> answer.handle((o, error) -> {
            if (error == null) {
                ctx.contentType("application/json");
                ctx.result(Json.text(o).getBytes(StandardCharsets.UTF_8));
            } else {
                Throwable cause = error instanceof java.util.concurrent.CompletionException && error.getCause() != null
                        ? error.getCause() : error;
                WebServer.problem(ctx, cause instanceof Problem p ? p
                        : WebServer.internalError(cause instanceof Exception e ? e : new RuntimeException(cause)));
            }
            return null;
        }));
    }

    /** What the server offers and the limits it holds requests to. */
    private JsonObject info() {
        JsonObject o = new JsonObject();
        String version = Api.class.getPackage().getImplementationVersion();
        o.addProperty("version", version == null ? "development" : version);
        JsonArray solvers = new JsonArray();
        for (Solver s : Solvers.all()) {
            JsonObject so = new JsonObject();
            so.addProperty("name", s.name());
            so.addProperty("description", s.description());
            solvers.add(so);
        }
        o.add("solvers", solvers);
        JsonArray symmetries = new JsonArray();
        for (Symmetry s : Symmetry.values()) {
            symmetries.add(s.word());
        }
        o.add("symmetries", symmetries);
        JsonArray grades = new JsonArray();
        for (Grade g : Grade.values()) {
            grades.add(g.name().toLowerCase(Locale.ROOT));
        }
        o.add("grades", grades);
        JsonArray formats = new JsonArray();
        for (String f : new String[] {"line", "grid", "sized", "letters", "json"}) {
            formats.add(f);
        }
        o.add("formats", formats);
        JsonObject limits = new JsonObject();
        limits.addProperty("maxBodyBytes", config.maxBodyBytes());
        limits.addProperty("maxSize", config.maxSize());
        limits.addProperty("timeLimit", Durations.format(config.timeLimit()));
        limits.addProperty("maxSolutions", config.maxSolutions());
        limits.addProperty("maxTrace", config.maxTrace());
        limits.addProperty("maxGenerate", config.maxGenerate());
        limits.addProperty("maxXcOptions", config.maxXcOptions());
        limits.addProperty("maxXcSudokuSize", XcRoute.MAX_SUDOKU_SIZE);
        limits.addProperty("maxBatchLines", config.maxBatchLines());
        limits.addProperty("batchTimeLimit", Durations.format(config.batchTimeLimit()));
        limits.addProperty("rateLimit", config.rateLimit().toString());
        o.add("limits", limits);
        return o;
    }

    /**
     * The request's body as a JSON object: {@code Content-Type: application/json} (else 415), at
     * most {@link ServerConfig#maxBodyBytes()} (else 413), JSON (else 400).
     */
    Members body(Context ctx) {
        String type = ctx.contentType();
        if (!isJson(type)) {
            throw new Problem(415, "unsupported-media-type", "Unsupported media type",
                    "this route takes a JSON body: send Content-Type: application/json"
                            + (type == null ? "" : " (not " + type + ")"));
        }
        return new Members(Json.object(text(ctx, config.maxBodyBytes())));
    }

    static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String t = contentType.toLowerCase(Locale.ROOT);
        int semicolon = t.indexOf(';');
        t = (semicolon < 0 ? t : t.substring(0, semicolon)).trim();
        return t.equals("application/json") || (t.startsWith("application/") && t.endsWith("+json"));
    }

    /** The body as UTF-8 text, refused with 413 beyond {@code max} bytes (before reading, when the length says so). */
    static String text(Context ctx, long max) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > max) {
            throw tooLarge(max);
        }
        try (InputStream in = ctx.req().getInputStream()) {
            if (declared >= 0) {
                byte[] body = in.readNBytes((int) declared);
                return new String(body, StandardCharsets.UTF_8);
            }
            // No length (chunked): read in pieces, and stop at the limit.
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
            byte[] buffer = new byte[4096];
            long total = 0;
            int n;
            while ((n = in.read(buffer)) > 0) {
                total += n;
                if (total > max) {
                    throw tooLarge(max);
                }
                bytes.write(buffer, 0, n);
            }
            return bytes.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Problem tooLarge(long max) {
        return new Problem(413, "too-large", "Request too large", "the body is larger than this server takes ("
                + max + " bytes)").with("maxBodyBytes", max);
    }

    /** Answers {@code answer}, written straight to the response (no copy through a result stream). */
    static void json(Context ctx, JsonObject answer) {
        byte[] bytes = Json.text(answer).getBytes(StandardCharsets.UTF_8);
        ctx.contentType("application/json");
        ctx.res().setContentLength(bytes.length);
        try {
            ctx.res().getOutputStream().write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
