package dev.sudokux.web;

import dev.sudokux.internal.batch.Durations;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sudokux serve}: starts the server and runs until Ctrl-C. The {@code sudokux} command loads
 * this module's jar and calls {@link #run} only when {@code serve} is asked for; {@link #main} runs
 * it alone ({@code java -jar web/target/sudokux-web.jar}).
 */
@Command(name = "serve",
        sortOptions = false,
        description = {
            "Serve the web page and the HTTP API (/api/v1/..., documented at /api/openapi.json) "
                    + "until Ctrl-C. Every request is bounded: body size, grid size, solutions, trace, "
                    + "time; work beyond the workers is refused at once with 503 and Retry-After, and a "
                    + "client beyond the rate limit gets 429.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 stopped, 2 bad options or the address cannot be bound, 130 interrupted."
        })
public final class ServeMain implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "The port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only; "
                    + "0.0.0.0 for every interface).")
    String bind;

    @Option(names = "--workers", paramLabel = "N",
            description = "Threads for long work: counts, enumerations, explanations, ratings, hints, "
                    + "generation, exact cover, grids above 9x9, batches (default: one a core).")
    Integer workers;

    @Option(names = "--queue", paramLabel = "N",
            description = "Long requests that may wait for a worker; more get 503 (default: one a worker).")
    Integer queue;

    @Option(names = "--max-quick", paramLabel = "N",
            description = "Quick requests (solve and check up to 9x9, parse, format) in flight at once; "
                    + "more get 503 (default: 256).")
    Integer quick;

    @Option(names = "--time-limit", paramLabel = "DURATION",
            description = "The time budget of a request (of each line of a batch); a request may ask for "
                    + "less with \"timeLimit\" (default: 10s).")
    String timeLimit;

    @Option(names = "--max-body", paramLabel = "BYTES",
            description = "The largest request body, and the longest line of a batch (default: 1MiB; "
                    + "k, KiB, M, MiB allowed).")
    String maxBody;

    @Option(names = "--max-size", paramLabel = "N",
            description = "The largest grid a request may hold, N x N (default: 25, at most 64).")
    Integer maxSize;

    @Option(names = "--max-solutions", paramLabel = "N",
            description = "The most solutions one enumerate answer lists (default: 1000).")
    Integer maxSolutions;

    @Option(names = "--max-trace", paramLabel = "N",
            description = "The most search events one exact cover trace holds (default: 100000).")
    Integer maxTrace;

    @Option(names = "--max-generate", paramLabel = "N",
            description = "The most puzzles one generate request makes (default: 100).")
    Integer maxGenerate;

    @Option(names = "--max-batch", paramLabel = "LINES",
            description = "The most lines one batch answers (default: 1000000).")
    Long maxBatch;

    @Option(names = "--batch-time-limit", paramLabel = "DURATION",
            description = "The time budget of a whole batch (default: 10m).")
    String batchTimeLimit;

    @Option(names = "--rate-limit", paramLabel = "N/s|N/min|off",
            description = "Requests a client (its peer address) may make, such as 20/s or 600/min; more "
                    + "get 429 (default: off on a loopback address, 20/s on any other).")
    String rateLimit;

    @Option(names = "--idle-timeout", paramLabel = "DURATION",
            description = "Close a connection that makes no progress this long: a request body that stops "
                    + "coming, an answer the client stops reading (default: 10s).")
    String idleTimeout;

    @Option(names = "--cors", paramLabel = "ORIGIN", split = ",",
            description = "Origins whose pages may call the API (CORS), such as https://example.org, "
                    + "or * for any; several separated by commas (default: none, CORS off).")
    List<String> cors = new ArrayList<>();

    @Option(names = "--static", paramLabel = "DIR",
            description = "Serve the page from this folder instead of the jar's (for working on the page).")
    String staticDir;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    private final PrintWriter out;
    private final PrintWriter err;

    ServeMain(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Runs {@code serve} alone. */
    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /**
     * Parses {@code args} (serve's options), starts the server and blocks until the JVM shuts down
     * (Ctrl-C) or the calling thread is interrupted; returns the exit status. The {@code sudokux}
     * command calls this (by reflection, from a class loader of the web jar's own).
     *
     * @param out where help and the listening line go
     * @param err where errors go
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new ServeMain(out, err));
        cli.setCommandName("sudokux serve");
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, a) -> {
            err.println("sudokux serve: " + e.getMessage());
            err.println("Try 'sudokux serve --help' for more information.");
            err.flush();
            return 2;
        });
        cli.setExecutionExceptionHandler((e, c, p) -> {
            err.println("sudokux serve: " + message(e));
            err.flush();
            return 2;
        });
        int code = cli.execute(args);
        out.flush();
        return code;
    }

    /** The configuration the options say, or an error message. */
    ServerConfig config() {
        ServerConfig d = ServerConfig.defaults();
        int w = workers != null ? workers : d.workers();
        return d.withBind(bind).withPort(port).withStaticDir(staticDir)
                .withWorkers(w, queue != null ? queue : w, quick != null ? quick : d.quickRequests())
                .withTimeLimit(timeLimit != null ? duration("--time-limit", timeLimit) : d.timeLimit())
                .withSizeLimits(maxBody != null ? bytes(maxBody) : d.maxBodyBytes(),
                        maxSize != null ? maxSize : d.maxSize(),
                        maxSolutions != null ? maxSolutions : d.maxSolutions(),
                        maxTrace != null ? maxTrace : d.maxTrace(),
                        maxGenerate != null ? maxGenerate : d.maxGenerate())
                .withXcAndBatchLimits(d.maxXcOptions(), maxBatch != null ? maxBatch : d.maxBatchLines(),
                        batchTimeLimit != null ? duration("--batch-time-limit", batchTimeLimit) : d.batchTimeLimit())
                .withRateLimit(rateLimit != null ? ServerConfig.RateLimit.parse(rateLimit)
                        : ServerConfig.defaultRateLimit(bind))
                .withCorsOrigins(cors)
                .withIdleTimeout(idleTimeout != null ? duration("--idle-timeout", idleTimeout) : d.idleTimeout());
    }

    private static Duration duration(String option, String text) {
        try {
            return Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
    }

    /** {@code 1048576}, {@code 512k}, {@code 512KiB}, {@code 4M}, {@code 4MiB}. */
    static long bytes(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace("ib", "").replace("b", "");
        long factor = 1;
        if (t.endsWith("k")) {
            factor = 1024;
        } else if (t.endsWith("m")) {
            factor = 1024 * 1024;
        }
        try {
            long n = Long.parseLong(factor == 1 ? t : t.substring(0, t.length() - 1).trim()) * factor;
            if (n < 1) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--max-body: '" + text + "' is not a size (such as 1048576, 512k, 4MiB)");
        }
    }

    @Override
    public Integer call() {
        ServerConfig config;
        try {
            config = config();
        } catch (IllegalArgumentException bad) {
            err.println("sudokux serve: " + bad.getMessage());
            err.println("Try 'sudokux serve --help' for more information.");
            err.flush();
            return 2;
        }
        WebServer server;
        try {
            server = WebServer.start(config);
        } catch (RuntimeException e) {
            err.println("sudokux serve: cannot listen on " + bind + ":" + port + ": " + message(e));
            err.flush();
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicBoolean closed = new AtomicBoolean();
        Runnable stop = () -> {
            if (closed.compareAndSet(false, true)) {
                server.close();
                out.println("sudokux serve: stopped");
                out.flush();
            }
            stopped.countDown();
        };
        Thread hook = new Thread(stop, "sudokux-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        String host = bind.contains(":") ? "[" + bind + "]" : bind;
        out.println("sudokux serve: listening on http://" + host + ":" + server.port() + "/ (" + config.workers()
                + " workers, time limit " + Durations.format(config.timeLimit()) + ", rate limit "
                + config.rateLimit() + (config.corsOrigins().isEmpty() ? "" : ", CORS " + String.join(",", config.corsOrigins()))
                + "; Ctrl-C stops)");
        out.flush();
        try {
            stopped.await();
            return 0;
        } catch (InterruptedException e) {
            // Interrupted by whoever called run (the sudokux command's own Ctrl-C handling): stop now,
            // with the interrupt cleared so that the server's own stopping is not cut short by it.
            Thread.interrupted();
            stop.run();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs anyway, and finds the server closed
            }
            return 130;
        }
    }

    private static String message(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
