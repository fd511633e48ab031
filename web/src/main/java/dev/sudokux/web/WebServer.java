package dev.sudokux.web;

import com.google.gson.JsonObject;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.plugin.bundled.RateLimitPlugin;
import io.javalin.router.ParsedEndpoint;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The server of {@code sudokux serve}: the page (static files from the jar's {@code public/} folder)
 * and the HTTP API under {@code /api/v1/}, on Javalin. {@link #start} returns once it is listening;
 * {@link #close} stops it.
 *
 * <p>Every answer to a bad request is a problem document ({@link Problem}); nothing a request does
 * can make the server print a stack trace or stop serving. The limits of {@link ServerConfig} hold
 * for every request: body size, grid size, solutions, trace, time; work beyond the workers' bounds is
 * refused with 503, requests beyond a client's rate with 429.
 */
public final class WebServer implements AutoCloseable {

    /** The media type of every error answer (RFC 9457). */
    static final String PROBLEM_JSON = "application/problem+json";

    private final Javalin app;
    private final ServerConfig config;
    private final Workers workers;

    private WebServer(ServerConfig config) {
        this.config = config;
        this.workers = new Workers(config);
        Api api = new Api(config, workers);
        this.app = Javalin.create(c -> {
            c.startup.showJavalinBanner = false;
            c.startup.showOldJavalinVersionWarning = false;
            c.http.maxRequestSize = config.maxBodyBytes();
            c.http.prefer405over404 = true;
            c.jetty.modifyServer(server -> server.setStopTimeout(2000));
            // A request body that stops coming, or an answer the client stops reading, holds one of the
            // few HTTP threads: close the connection after the idle timeout without progress, and
            // when a body arrives slower than 1 KiB/s.
            c.jetty.modifyHttpConfiguration(http -> {
                http.setIdleTimeout(config.idleTimeout().toMillis());
                http.setMinRequestDataRate(1024);
            });
            // Few HTTP threads: they parse requests, do quick work and write answers, and never wait for
            // long work (asynchronous). With 8 on 2 cores the solve route answered 30-35k requests/s
            // at a p99 of 8 ms under 64 connections, against 20-23k and 11-15 ms with Jetty's 250
            // (more threads than cores only take turns; BENCHMARKS.md).
            QueuedThreadPool threads = new QueuedThreadPool(httpThreads(config), 2);
            threads.setName("sudokux-http");
            c.jetty.threadPool = threads;
            if (config.staticDir() != null) {
                c.staticFiles.add(config.staticDir(), Location.EXTERNAL);
            } else {
                c.staticFiles.add("/public", Location.CLASSPATH);
            }
            if (!config.corsOrigins().isEmpty()) {
                c.bundledPlugins.enableCors(cors -> cors.addRule(rule -> {
                    rule.path = "/api/*";
                    rule.exposeHeader("Retry-After");
                    if (config.corsOrigins().contains("*")) {
                        rule.anyHost();
                    } else {
                        String first = config.corsOrigins().get(0);
                        List<String> rest = config.corsOrigins().subList(1, config.corsOrigins().size());
                        rule.allowHost(first, rest.toArray(String[]::new));
                    }
                }));
            }
            if (config.rateLimit().isOn()) {
                // Keyed on the peer address: never on a header (X-Forwarded-For) a client can forge.
                c.registerPlugin(new RateLimitPlugin(limit -> limit.setKeyFunction(ctx -> ctx.req().getRemoteAddr())));
                int count = config.rateLimit().count();
                TimeUnit unit = config.rateLimit().unit() == ServerConfig.RateLimit.Unit.SECOND
                        ? TimeUnit.SECONDS : TimeUnit.MINUTES;
                c.routes.before("/api/*", ctx -> ctx.with(RateLimitPlugin.class).requestPerTimeUnit(count, unit));
            }
            api.addRoutes(c.routes);
            c.routes.exception(Problem.class, (problem, ctx) -> problem(ctx, problem));
            c.routes.exception(HttpResponseException.class, (e, ctx) -> problem(ctx, fromJavalin(e, ctx)));
            c.routes.exception(Exception.class, (e, ctx) -> problem(ctx, internalError(e)));
            c.routes.error(404, ctx -> {
                if (!PROBLEM_JSON.equals(ctx.res().getContentType())) {
                    problem(ctx, notFound(ctx));
                }
            });
            c.routes.error(405, ctx -> {
                if (!PROBLEM_JSON.equals(ctx.res().getContentType())) {
                    problem(ctx, methodNotAllowed(ctx));
                }
            });
        });
    }

    /**
     * HTTP threads: 4 a core, at least 8 (Jetty's selector and acceptor take one or two), and one
     * more for each batch that may run at once, since a batch streams on its request's thread.
     */
    static int httpThreads(ServerConfig config) {
        return Math.max(8, 4 * Runtime.getRuntime().availableProcessors()) + config.workers();
    }

    /** Starts a server as {@code config} says; returns once it is listening. */
    public static WebServer start(ServerConfig config) {
        WebServer server = new WebServer(config);
        try {
            server.app.start(config.bind(), config.port());
        } catch (RuntimeException e) {
            server.workers.close();
            throw e;
        }
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

    /** The routes it answers, as {@code "POST /api/v1/solve"}, in the order they were added. */
    public List<String> routes() {
        List<String> routes = new ArrayList<>();
        for (ParsedEndpoint e : app.unsafe.internalRouter.allHttpHandlers()) {
            if (e.endpoint.method.isHttpMethod()) {
                routes.add(e.endpoint.method.name() + " " + e.endpoint.path);
            }
        }
        return routes;
    }

    /** How many connections are open now (for tests of the stop). */
    int connections() {
        int open = 0;
        for (Connector connector : app.jettyServer().server().getConnectors()) {
            open += connector.getConnectedEndPoints().size();
        }
        return open;
    }

    /** How many workers are busy now (for tests of the limits). */
    int busyWorkers() {
        return workers.busyWorkers();
    }

    /**
     * Stops listening, lets the requests in flight finish (for up to 2 s), closes every connection and
     * ends the workers. Connections a client keeps alive between requests are closed at once rather
     * than waited for: they would otherwise hold Jetty's graceful stop for its whole timeout.
     */
    @Override
    public void close() {
        Server jetty = app.jettyServer().server();
        for (Connector connector : jetty.getConnectors()) {
            if (connector instanceof AbstractConnector c) {
                // Once the stop begins, a connection idle this long is closed (a request being answered
                // is not idle: Jetty times out only a read or a write that waits). The connector's own
                // idle timeout is for a connection accepted but not yet registered when the stop
                // begins, which Jetty's shutdown does not see.
                c.setShutdownIdleTimeout(SHUTDOWN_IDLE_MILLIS);
                c.setIdleTimeout(SHUTDOWN_IDLE_MILLIS);
            }
        }
        try {
            // Jetty's stop rather than Javalin's, which logs a timeout with its stack trace.
            jetty.stop();
        } catch (Exception e) {
            // Work still running when the stop timeout ran out: Jetty reports a TimeoutException, and the
            // server is stopped all the same (its connections closed). Only another failure is news.
            if (!causedByTimeout(e)) {
                throw new IllegalStateException("the server did not stop cleanly: " + e, e);
            }
        } finally {
            workers.close();
        }
    }

    /** How long a connection may stay idle once the server stops (Jetty's default is 1 s). */
    private static final long SHUTDOWN_IDLE_MILLIS = 50;

    private static boolean causedByTimeout(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof TimeoutException) {
                return true;
            }
            for (Throwable s : t.getSuppressed()) {
                if (causedByTimeout(s)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The problem for an error no handler expected: its kind, never its stack trace. */
    static Problem internalError(Exception e) {
        return new Problem(500, "internal-error", "Internal error", "the server failed on this request ("
                + e.getClass().getSimpleName() + "); it keeps serving others");
    }

    private static Problem notFound(Context ctx) {
        return new Problem(404, "not-found", "Not found", "nothing at " + ctx.method() + " " + ctx.path()
                + (ctx.path().startsWith("/api/") ? " (the routes are in /api/openapi.json)" : ""));
    }

    private static Problem methodNotAllowed(Context ctx) {
        return new Problem(405, "method-not-allowed", "Method not allowed", ctx.method() + " is not allowed on "
                + ctx.path() + " (the routes are in /api/openapi.json)");
    }

    /** Javalin's own refusals (429 from the rate limit, 413 from its body limit, 404, 405) as problems. */
    private Problem fromJavalin(HttpResponseException e, Context ctx) {
        return switch (e.getStatus()) {
            case 404 -> notFound(ctx);
            case 405 -> methodNotAllowed(ctx);
            case 429 -> new Problem(429, "rate-limited", "Too many requests", "this client made more than "
                    + config.rateLimit() + " requests; try again shortly")
                    .retryAfter(config.rateLimit().unit() == ServerConfig.RateLimit.Unit.SECOND ? 1 : 60);
            case 413 -> Api.tooLarge(config.maxBodyBytes());
            default -> new Problem(e.getStatus(), "http-" + e.getStatus(), e.getMessage(), e.getMessage());
        };
    }

    /** Answers {@code ctx} with {@code problem} as a problem document. */
    static void problem(Context ctx, Problem problem) {
        JsonObject doc = problem.toJson(ctx.path());
        ctx.status(problem.status());
        if (problem.retryAfter() > 0) {
            ctx.header("Retry-After", Integer.toString(problem.retryAfter()));
        }
        ctx.contentType(PROBLEM_JSON);
        ctx.result(Json.text(doc).getBytes(StandardCharsets.UTF_8));
    }
}
