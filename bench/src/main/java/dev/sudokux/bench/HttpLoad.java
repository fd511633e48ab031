package dev.sudokux.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

/**
 * A load generator for {@code sudokux serve}'s solve route, written with the JDK's HttpClient (no
 * tool to install): {@code --connections} requests always in flight (closed loop, HTTP/1.1 with
 * kept-alive connections, each request sent when one is answered), each request
 * {@code {"puzzle": "<the next puzzle of the file>"}}, for {@code --seconds} after a warm-up of as
 * long; then, per run, requests answered a second and the latency percentiles (from the request
 * being sent to its answer read). Every answer is checked: a status other than 200 or an answer
 * without {@code "status":"solved"} is counted, and reported.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.sudokux.bench.HttpLoad [options] URL FILE
 *   URL                 e.g. http://127.0.0.1:8080/api/v1/solve (loopback only)
 *   FILE                puzzles one a line (the first 81 characters; # lines skipped)
 *   --connections N     requests in flight (default 64)
 *   --seconds S         length of each run and of the warm-up (default 10)
 *   --runs R            timed runs (default 5)
 *   --threads T         the client's threads (default 2)
 *   --warmup W          seconds of warm-up before the runs (default: as long as a run)
 * </pre>
 *
 * The client runs on the same machine as the server and takes CPU from it: the figures are those
 * of the server and this client together (wrk, in C, takes less; BENCHMARKS.md gives both).
 */
public final class HttpLoad {

    private HttpLoad() {
    }

    /** One run's figures. */
    record Run(long answered, long wrong, double seconds, long[] latenciesNanos) {
        double perSecond() {
            return answered / seconds;
        }

        double percentileMillis(double p) {
            if (latenciesNanos.length == 0) {
                return Double.NaN;
            }
            int at = (int) Math.ceil(p / 100 * latenciesNanos.length) - 1;
            return latenciesNanos[Math.max(0, Math.min(at, latenciesNanos.length - 1))] / 1e6;
        }
    }

    public static void main(String[] args) throws Exception {
        int connections = 64;
        int seconds = 10;
        int runs = 5;
        int threads = 2;
        int warmup = -1;
        String url = null;
        String file = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--connections" -> connections = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                default -> {
                    if (url == null) {
                        url = args[i];
                    } else if (file == null) {
                        file = args[i];
                    } else {
                        throw new IllegalArgumentException("unexpected argument " + args[i]);
                    }
                }
            }
        }
        if (url == null || file == null) {
            System.err.println("usage: HttpLoad [--connections N] [--seconds S] [--runs R] [--threads T] [--warmup W] URL FILE");
            System.exit(2);
        }
        URI target = URI.create(url);
        String host = target.getHost();
        if (!host.equals("127.0.0.1") && !host.equals("localhost") && !host.equals("::1") && !host.equals("[::1]")) {
            System.err.println("HttpLoad: loopback only, not " + host);
            System.exit(2);
        }
        if (warmup < 0) {
            warmup = seconds;
        }
        byte[][] bodies = bodies(Path.of(file));
        ExecutorService executor = Executors.newFixedThreadPool(threads);
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).executor(executor).build();
        System.out.printf(Locale.ROOT, "HttpLoad: %s, %d connections, %d client threads, %d puzzles, %d s runs after a %d s warm-up%n",
                url, connections, threads, bodies.length, seconds, warmup);
        if (warmup > 0) {
            run(client, target, bodies, connections, warmup); // both JVMs
        }
        for (int r = 1; r <= runs; r++) {
            Run run = run(client, target, bodies, connections, seconds);
            System.out.printf(Locale.ROOT, "run %d: %.0f requests/s, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms, wrong %d%n",
                    r, run.perSecond(), run.percentileMillis(50), run.percentileMillis(90), run.percentileMillis(99),
                    run.percentileMillis(100), run.wrong());
        }
        executor.shutdownNow();
    }

    private static byte[][] bodies(Path file) throws IOException {
        List<String> puzzles = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> l.length() > 81 ? l.substring(0, 81) : l)
                .collect(Collectors.toList());
        byte[][] bodies = new byte[puzzles.size()][];
        for (int i = 0; i < bodies.length; i++) {
            bodies[i] = ("{\"puzzle\":\"" + puzzles.get(i) + "\"}").getBytes(StandardCharsets.US_ASCII);
        }
        return bodies;
    }

    /** One closed-loop run: {@code connections} chains of requests, each sending its next when answered. */
    private static Run run(HttpClient client, URI target, byte[][] bodies, int connections, int seconds)
            throws InterruptedException {
        long[] latencies = new long[1 << 16];
        AtomicInteger recorded = new AtomicInteger();
        Object lock = new Object();
        long[][] store = {latencies};
        AtomicLong wrong = new AtomicLong();
        AtomicInteger next = new AtomicInteger(new java.util.Random().nextInt(bodies.length));
        CountDownLatch ended = new CountDownLatch(connections);
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        for (int c = 0; c < connections; c++) {
            new Object() {
                void send() {
                    if (System.nanoTime() >= end) {
                        ended.countDown();
                        return;
                    }
                    byte[] body = bodies[Math.floorMod(next.getAndIncrement(), bodies.length)];
                    HttpRequest request = HttpRequest.newBuilder(target).header("Content-Type", "application/json")
                            .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
                    long sent = System.nanoTime();
                    client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).whenComplete((response, failure) -> {
                        long took = System.nanoTime() - sent;
                        if (failure != null || response.statusCode() != 200 || !response.body().contains("\"status\":\"solved\"")) {
                            wrong.incrementAndGet();
                        }
                        if (sent + took <= end) {
                            synchronized (lock) {
                                int i = recorded.getAndIncrement();
                                if (i == store[0].length) {
                                    store[0] = Arrays.copyOf(store[0], 2 * i);
                                }
                                store[0][i] = took;
                            }
                        }
                        send();
                    });
                }
            }.send();
        }
        ended.await();
        long[] taken;
        synchronized (lock) {
            taken = Arrays.copyOf(store[0], recorded.get());
        }
        Arrays.sort(taken);
        return new Run(taken.length, wrong.get(), seconds, taken);
    }
}
