package dev.sudokux.web;

import com.google.gson.JsonObject;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.nio.charset.StandardCharsets;

/**
 * The server of {@code sudokux serve}: the page (static files from the jar's {@code public/} folder)
 * and the HTTP API under {@code /api/v1/}, on Javalin. {@link #start} returns once it is listening;
 * {@link #close} stops it.
 */
public final class WebServer implements AutoCloseable {

    /** The media type of every error answer (RFC 9457). */
    static final String PROBLEM_JSON = "application/problem+json";

    private final Javalin app;
    private final ServerConfig config;

    private WebServer(ServerConfig config) {
        this.config = config;
        Api api = new Api();
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            if (config.staticDir() != null) {
                c.staticFiles.add(config.staticDir(), Location.EXTERNAL);
            } else {
                c.staticFiles.add("/public", Location.CLASSPATH);
            }
            api.addRoutes(c.routes);
            c.routes.exception(Problem.class, (problem, ctx) -> problem(ctx, problem));
            c.routes.exception(Exception.class, (e, ctx) -> problem(ctx, new Problem(500, "internal-error",
                    "Internal error", "the server failed on this request (" + e.getClass().getSimpleName()
                    + "); it keeps serving others")));
            c.routes.error(404, ctx -> {
                if (ctx.path().startsWith("/api/") && !PROBLEM_JSON.equals(ctx.res().getContentType())) {
                    problem(ctx, new Problem(404, "not-found", "Not found",
                            "no route " + ctx.method() + " " + ctx.path() + " (see /api/openapi.json)"));
                }
            });
            c.routes.error(405, ctx -> problem(ctx, new Problem(405, "method-not-allowed", "Method not allowed",
                    ctx.method() + " is not allowed on " + ctx.path() + " (see /api/openapi.json)")));
        });
    }

    /** Starts a server as {@code config} says; returns once it is listening. */
    public static WebServer start(ServerConfig config) {
        WebServer server = new WebServer(config);
        server.app.start(config.bind(), config.port());
        return server;
    }

    /** The port it listens on (the one picked, when the configuration said 0). */
    public int port() {
        return app.port();
    }

    /** The configuration it runs with. */
    public ServerConfig config() {
        return config;
    }

    /** Stops listening and ends the requests in flight. */
    @Override
    public void close() {
        app.stop();
    }

    /** Answers {@code ctx} with {@code problem} as a problem document. */
    static void problem(Context ctx, Problem problem) {
        JsonObject doc = problem.toJson(ctx.path());
        ctx.status(problem.status());
        ctx.contentType(PROBLEM_JSON);
        ctx.result(Json.text(doc).getBytes(StandardCharsets.UTF_8));
    }
}
