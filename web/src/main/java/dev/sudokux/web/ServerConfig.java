package dev.sudokux.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything {@code sudokux serve} can be told: where it listens and the limits every request is held
 * to. {@link #defaults()} is what {@code serve} uses without options; the {@code with...} methods give
 * a copy with one thing changed.
 *
 * @param bind          the address to listen on (loopback unless told otherwise)
 * @param port          the port; 0 picks a free one (tests)
 * @param staticDir     a folder to serve the page from instead of the jar's (page development), or null
 * @param workers       threads for the work that may run long (everything but solving and checking
 *                      puzzles up to 9x9): at most this many such requests run at once
 * @param queue         such requests that may wait for a worker; more are answered 503 at once
 * @param quickRequests quick requests (solve, check, parse, format of puzzles up to 9x9) that may be in
 *                      flight at once; more are answered 503
 * @param maxBodyBytes  the largest request body (a batch: the longest line)
 * @param maxSize       the largest grid side (9 for 9x9) a request may hold
 * @param timeLimit     the time budget of one request (a batch: of one puzzle); a request may ask for
 *                      less ({@code timeLimit}), never more
 * @param maxSolutions  the most solutions one enumerate answer holds
 * @param maxTrace      the most search events one trace holds
 * @param maxGenerate   the most puzzles one generate answer holds
 * @param maxXcOptions  the largest exact cover problem (options) that xc takes
 * @param maxBatchLines the most lines one batch takes; its answer ends with an error line after them
 * @param batchTimeLimit the time budget of a whole batch
 * @param rateLimit     requests a client (peer address) may make, or {@link RateLimit#OFF}
 * @param corsOrigins   origins allowed to call the API from a page elsewhere; empty: none (CORS off)
 * @param idleTimeout   how long a connection may make no progress (a request body that stops coming,
 *                      an answer the client stops reading) before it is closed
 */
public record ServerConfig(String bind, int port, String staticDir, int workers, int queue, int quickRequests,
                           long maxBodyBytes, int maxSize, Duration timeLimit, int maxSolutions, int maxTrace,
                           int maxGenerate, int maxXcOptions, long maxBatchLines, Duration batchTimeLimit,
                           RateLimit rateLimit, List<String> corsOrigins, Duration idleTimeout) {

    /** Checks the fields. */
    public ServerConfig {
        Objects.requireNonNull(bind, "bind");
        Objects.requireNonNull(timeLimit, "timeLimit");
        Objects.requireNonNull(batchTimeLimit, "batchTimeLimit");
        Objects.requireNonNull(rateLimit, "rateLimit");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        corsOrigins = List.copyOf(corsOrigins);
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not in 0-65535");
        }
        positive("workers", workers);
        positive("quick requests", quickRequests);
        positive("body size", maxBodyBytes);
        positive("solutions", maxSolutions);
        positive("trace events", maxTrace);
        positive("puzzles to generate", maxGenerate);
        positive("exact cover options", maxXcOptions);
        positive("batch lines", maxBatchLines);
        if (queue < 0) {
            throw new IllegalArgumentException("the queue must be 0 or more, not " + queue);
        }
        if (maxSize < 1 || maxSize > 64) {
            throw new IllegalArgumentException("the largest size must be in 1-64, not " + maxSize);
        }
        if (timeLimit.isNegative() || timeLimit.isZero() || batchTimeLimit.isNegative() || batchTimeLimit.isZero()
                || idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("time limits must be positive");
        }
    }

    private static void positive(String what, long n) {
        if (n < 1) {
            throw new IllegalArgumentException("the number of " + what + " must be 1 or more, not " + n);
        }
    }

    /**
     * Loopback, port 8080, the page from the jar; a worker a core, as many waiting; 256 quick
     * requests at once; 1 MiB bodies; grids up to 25x25; 10 s a request; 1,000 solutions; 100,000
     * trace events; 100 generated puzzles; exact cover problems up to 100,000 options; batches of up to
     * 1,000,000 lines and 10 minutes; no rate limit (loopback); CORS off; 10 s without progress closes
     * a connection.
     */
    public static ServerConfig defaults() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new ServerConfig("127.0.0.1", 8080, null, cores, cores, 256, 1 << 20, 25, Duration.ofSeconds(10),
                1000, 100_000, 100, 100_000, 1_000_000, Duration.ofMinutes(10), RateLimit.OFF, List.of(),
                Duration.ofSeconds(10));
    }

    /** The rate limit {@code serve} takes unless told: none on a loopback address, 20 a second elsewhere. */
    public static RateLimit defaultRateLimit(String bind) {
        return isLoopback(bind) ? RateLimit.OFF : new RateLimit(20, RateLimit.Unit.SECOND);
    }

    /** Whether {@code address} is a loopback address (127.0.0.0/8, ::1, localhost). */
    static boolean isLoopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException unknown) {
            return false;
        }
    }

    /** A copy listening on {@code address}. */
    public ServerConfig withBind(String address) {
        return new ServerConfig(address, port, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy on port {@code p}. */
    public ServerConfig withPort(int p) {
        return new ServerConfig(bind, p, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy serving the page from {@code dir} (null: from the jar). */
    public ServerConfig withStaticDir(String dir) {
        return new ServerConfig(bind, port, dir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy with {@code n} workers, {@code waiting} requests waiting for them, {@code quick} quick requests. */
    public ServerConfig withWorkers(int n, int waiting, int quick) {
        return new ServerConfig(bind, port, staticDir, n, waiting, quick, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy with these size limits: body bytes, grid side, enumerated solutions, trace events, generated puzzles. */
    public ServerConfig withSizeLimits(long bodyBytes, int size, int solutions, int trace, int generate) {
        return new ServerConfig(bind, port, staticDir, workers, queue, quickRequests, bodyBytes, size,
                timeLimit, solutions, trace, generate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy with these limits on exact cover problems and batches. */
    public ServerConfig withXcAndBatchLimits(int xcOptions, long batchLines, Duration batchTime) {
        return new ServerConfig(bind, port, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, xcOptions, batchLines, batchTime,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy with the time budget of one request. */
    public ServerConfig withTimeLimit(Duration limit) {
        return new ServerConfig(bind, port, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                limit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, idleTimeout);
    }

    /** A copy with this rate limit. */
    public ServerConfig withRateLimit(RateLimit limit) {
        return new ServerConfig(bind, port, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                limit, corsOrigins, idleTimeout);
    }

    /** A copy allowing these origins (CORS). */
    public ServerConfig withCorsOrigins(List<String> origins) {
        return new ServerConfig(bind, port, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, origins, idleTimeout);
    }

    /** A copy closing connections after {@code timeout} without progress. */
    public ServerConfig withIdleTimeout(Duration timeout) {
        return new ServerConfig(bind, port, staticDir, workers, queue, quickRequests, maxBodyBytes, maxSize,
                timeLimit, maxSolutions, maxTrace, maxGenerate, maxXcOptions, maxBatchLines, batchTimeLimit,
                rateLimit, corsOrigins, timeout);
    }

    /**
     * How many requests one client may make: {@code count} a {@code unit}, counted in fixed windows of
     * one unit.
     *
     * @param count requests a window; 0 means no limit
     * @param unit  the window
     */
    public record RateLimit(int count, Unit unit) {
        /** No limit. */
        public static final RateLimit OFF = new RateLimit(0, Unit.SECOND);

        /** A window. */
        public enum Unit {
            /** One second. */
            SECOND,
            /** One minute. */
            MINUTE
        }

        /** Checks the count. */
        public RateLimit {
            Objects.requireNonNull(unit, "unit");
            if (count < 0) {
                throw new IllegalArgumentException("a rate limit counts 0 or more requests, not " + count);
            }
        }

        /** Whether it limits anything. */
        public boolean isOn() {
            return count > 0;
        }

        /** {@code off}, {@code N/s} or {@code N/min}. */
        public static RateLimit parse(String text) {
            String t = text.trim().toLowerCase(java.util.Locale.ROOT);
            if (t.equals("off") || t.equals("0")) {
                return OFF;
            }
            int slash = t.indexOf('/');
            String unit = slash < 0 ? "s" : t.substring(slash + 1);
            Unit u = switch (unit) {
                case "s", "sec", "second" -> Unit.SECOND;
                case "m", "min", "minute" -> Unit.MINUTE;
                default -> throw new IllegalArgumentException("'" + text + "': expected N/s, N/min or off");
            };
            try {
                return new RateLimit(Integer.parseInt(slash < 0 ? t : t.substring(0, slash)), u);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "': expected N/s, N/min or off");
            }
        }

        @Override
        public String toString() {
            return isOn() ? count + (unit == Unit.SECOND ? "/s" : "/min") : "off";
        }
    }
}
