package dev.sudokux.web;

import java.io.PrintWriter;
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
        description = {
            "Serve the web page and the HTTP API (/api/v1/..., documented at /api/openapi.json) "
                    + "until Ctrl-C.",
            ""
        },
        footer = {
            "",
            "Exit status: 0 stopped, 2 bad options or the address cannot be bound, 130 interrupted."
        })
public final class ServeMain implements Callable<Integer> {

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "The port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only; "
                    + "0.0.0.0 for every interface).")
    String bind;

    @Option(names = "--static", paramLabel = "DIR",
            description = "Serve the page from this folder instead of the jar's (for working on the page).")
    String staticDir;

    private final PrintWriter out;
    private final PrintWriter err;

    private ServeMain(PrintWriter out, PrintWriter err) {
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
            return 2;
        });
        cli.setExecutionExceptionHandler((e, c, p) -> {
            err.println("sudokux serve: " + message(e));
            return 2;
        });
        return cli.execute(args);
    }

    @Override
    public Integer call() throws Exception {
        ServerConfig config = new ServerConfig(bind, port, staticDir);
        WebServer server;
        try {
            server = WebServer.start(config);
        } catch (RuntimeException e) {
            err.println("sudokux serve: cannot listen on " + bind + ":" + port + ": " + message(e));
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
        Runtime.getRuntime().addShutdownHook(new Thread(stop, "sudokux-serve-stop"));
        String host = bind.contains(":") ? "[" + bind + "]" : bind;
        out.println("sudokux serve: listening on http://" + host + ":" + server.port() + "/ (Ctrl-C stops)");
        out.flush();
        try {
            stopped.await();
            return 0;
        } catch (InterruptedException e) {
            // Interrupted by whoever called run (the sudokux command's own Ctrl-C handling): stop now.
            stop.run();
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
