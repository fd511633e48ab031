package dev.sudokux.web;

import static dev.sudokux.web.Fixtures.request;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** The limits of {@code serve} over real HTTP: time budgets, the workers' bounds, the rate limit, CORS. */
class LimitsTest {
    private static final String EMPTY = ".".repeat(81);

    private static WebServer start(ServerConfig config) {
        return WebServer.start(config.withPort(0));
    }

    @Test
    void aTimeBudgetStopsTheSearchAndIsNoError() {
        try (WebServer server = start(ServerConfig.defaults())) {
            Http http = new Http(server.port());
            long t0 = System.nanoTime();
            Http.Answer a = http.post("/api/v1/count", request(EMPTY, "timeLimit", "300ms"));
            double seconds = (System.nanoTime() - t0) / 1e9;
            assertThat(a.status()).isEqualTo(200);
            JsonObject o = a.json();
            assertThat(o.get("complete").getAsBoolean()).isFalse();
            assertThat(o.get("stopped").getAsString()).isEqualTo("time");
            assertThat(o.get("count").getAsLong()).isPositive();
            assertThat(seconds).isLessThan(3);
        }
    }

    @Test
    void aRequestCannotAskForMoreTimeThanTheServerGives() {
        try (WebServer server = start(ServerConfig.defaults().withTimeLimit(Duration.ofMillis(400)))) {
            Http http = new Http(server.port());
            long t0 = System.nanoTime();
            JsonObject o = http.post("/api/v1/count", request(EMPTY, "timeLimit", "1h")).json();
            assertThat(o.get("stopped").getAsString()).isEqualTo("time");
            assertThat((System.nanoTime() - t0) / 1e9).isLessThan(3);
            JsonObject xc = http.post("/api/v1/xc", request(EMPTY.substring(0, 16) + "", "count", true)).json();
            assertThat(xc.get("complete").getAsBoolean()).isTrue();
        }
    }

    @Test
    void theLogicAndTheGeneratorStopAtTheBudgetAndFreeTheirWorker() throws Exception {
        try (WebServer server = start(ServerConfig.defaults())) {
            Http http = new Http(server.port());
            long t0 = System.nanoTime();
            Http.Answer explain = http.post("/api/v1/explain", request(Fixtures.HARDEST, "timeLimit", "200ms"));
            // The explanation so far, stopped for time: the logic checks its budget inside each step.
            assertThat(explain.status()).isEqualTo(200);
            assertThat(explain.json().get("stopped").getAsString()).isEqualTo("time");
            assertThat(explain.json().get("solved").getAsBoolean()).isFalse();
            Http.Answer rate = http.post("/api/v1/rate", request(Fixtures.HARDEST, "timeLimit", "200ms"));
            assertThat(rate.json().get("status").getAsString()).isEqualTo("unknown");
            assertThat(rate.json().get("stopped").getAsString()).isEqualTo("time");
            Http.Answer hint = http.post("/api/v1/hint", request(Fixtures.HARDEST, "timeLimit", "200ms", "level", 3));
            assertThat(hint.status()).isEqualTo(200);
            Http.Answer generate = http.post("/api/v1/generate",
                    "{\"box\": \"4x4\", \"count\": 5, \"minimal\": true, \"grade\": \"extreme\", \"timeLimit\": \"300ms\"}");
            assertThat(generate.status()).isEqualTo(200);
            assertThat(generate.json().get("stopped").getAsString()).isEqualTo("time");
            assertThat((System.nanoTime() - t0) / 1e9).isLessThan(6);
            awaitIdle(server);
        }
    }

    /** The workers are all idle again within a few seconds: the work really stopped. */
    static void awaitIdle(WebServer server) throws InterruptedException {
        long end = System.nanoTime() + 5_000_000_000L;
        while (server.busyWorkers() > 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(server.busyWorkers()).isZero();
    }

    @Test
    void whenEveryWorkerIsBusyLongRequestsGet503WithRetryAfterAndQuickOnesStillAnswer() throws Exception {
        try (WebServer server = start(ServerConfig.defaults().withWorkers(1, 0, 16))) {
            Http http = new Http(server.port());
            CompletableFuture<Http.Answer> longOne = CompletableFuture.supplyAsync(
                    () -> http.post("/api/v1/count", request(EMPTY, "timeLimit", "3s")));
            long end = System.nanoTime() + 5_000_000_000L;
            while (server.busyWorkers() == 0 && System.nanoTime() < end) {
                Thread.sleep(10);
            }
            Http.Answer refused = http.post("/api/v1/count", request(EMPTY, "timeLimit", "3s"));
            assertThat(refused.status()).isEqualTo(503);
            assertThat(refused.header("Retry-After")).isEqualTo("1");
            assertThat(refused.json().get("type").getAsString()).endsWith("/busy");
            Http.Answer quick = http.post("/api/v1/solve", request(Fixtures.SEVENTEEN));
            assertThat(quick.status()).isEqualTo(200);
            assertThat(longOne.get().status()).isEqualTo(200);
            assertThat(longOne.get().json().get("stopped").getAsString()).isEqualTo("time");
            awaitIdle(server);
            assertThat(http.post("/api/v1/count", request(Fixtures.THIRTEEN)).json().get("count").getAsInt()).isEqualTo(13);
        }
    }

    @Test
    void theRateLimitIsPerPeerAddressAndAForgedHeaderDoesNotEscapeIt() throws Exception {
        try (WebServer server = start(ServerConfig.defaults().withRateLimit(ServerConfig.RateLimit.parse("5/s")))) {
            Http http = new Http(server.port());
            int limited = 0;
            for (int i = 0; i < 12; i++) {
                Http.Answer a = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/v1/solve"))
                        .header("Content-Type", "application/json")
                        .header("X-Forwarded-For", "10.0.0." + i)
                        .POST(HttpRequest.BodyPublishers.ofString(request(Fixtures.SEVENTEEN))));
                if (a.status() == 429) {
                    limited++;
                    assertThat(a.header("Retry-After")).isEqualTo("1");
                    assertThat(a.contentType()).startsWith("application/problem+json");
                    assertThat(a.json().get("type").getAsString()).endsWith("/rate-limited");
                } else {
                    assertThat(a.status()).isEqualTo(200);
                }
            }
            assertThat(limited).isGreaterThanOrEqualTo(12 - 2 * 5);
            Thread.sleep(2100);
            assertThat(http.post("/api/v1/solve", request(Fixtures.SEVENTEEN)).status()).isEqualTo(200);
        }
    }

    @Test
    void theRateLimitIsOffOnLoopbackAndOnElsewhereUnlessTold() {
        assertThat(ServerConfig.defaultRateLimit("127.0.0.1").isOn()).isFalse();
        assertThat(ServerConfig.defaultRateLimit("::1").isOn()).isFalse();
        assertThat(ServerConfig.defaultRateLimit("localhost").isOn()).isFalse();
        assertThat(ServerConfig.defaultRateLimit("0.0.0.0").isOn()).isTrue();
        assertThat(ServerConfig.defaultRateLimit("192.168.1.20").isOn()).isTrue();
        try (WebServer server = start(ServerConfig.defaults())) {
            Http http = new Http(server.port());
            for (int i = 0; i < 50; i++) {
                assertThat(http.post("/api/v1/solve", request(Fixtures.SEVENTEEN)).status()).isEqualTo(200);
            }
        }
    }

    @Test
    void corsIsOffUnlessConfiguredAndThenOnlyForTheOriginsGiven() {
        HttpRequest.Builder preflight = HttpRequest.newBuilder()
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "content-type");
        try (WebServer off = start(ServerConfig.defaults())) {
            Http http = new Http(off.port());
            Http.Answer a = http.send(preflight.copy().uri(URI.create("http://127.0.0.1:" + off.port() + "/api/v1/solve"))
                    .header("Origin", "https://example.org"));
            assertThat(a.header("Access-Control-Allow-Origin")).isNull();
            Http.Answer post = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + off.port() + "/api/v1/solve"))
                    .header("Content-Type", "application/json").header("Origin", "https://example.org")
                    .POST(HttpRequest.BodyPublishers.ofString(request(Fixtures.SEVENTEEN))));
            assertThat(post.header("Access-Control-Allow-Origin")).isNull();
        }
        try (WebServer on = start(ServerConfig.defaults().withCorsOrigins(List.of("https://example.org")))) {
            Http http = new Http(on.port());
            Http.Answer allowed = http.send(preflight.copy().uri(URI.create("http://127.0.0.1:" + on.port() + "/api/v1/solve"))
                    .header("Origin", "https://example.org"));
            assertThat(allowed.header("Access-Control-Allow-Origin")).isEqualTo("https://example.org");
            Http.Answer other = http.send(preflight.copy().uri(URI.create("http://127.0.0.1:" + on.port() + "/api/v1/solve"))
                    .header("Origin", "https://elsewhere.example"));
            assertThat(other.header("Access-Control-Allow-Origin")).isNull();
        }
    }

    @Test
    void bodiesThatStopComingAreCutOffAndTheServerKeepsAnswering() throws Exception {
        ServerConfig config = ServerConfig.defaults().withIdleTimeout(Duration.ofMillis(1000));
        try (WebServer server = start(config)) {
            // More stalled requests than the server has HTTP threads.
            int stalled = WebServer.httpThreads(config) + 4;
            List<java.net.Socket> sockets = new java.util.ArrayList<>();
            try {
                for (int i = 0; i < stalled; i++) {
                    java.net.Socket s = new java.net.Socket("127.0.0.1", server.port());
                    s.getOutputStream().write(("POST /api/v1/solve HTTP/1.1\r\nHost: localhost\r\n"
                            + "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"puz")
                            .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                    s.getOutputStream().flush();
                    sockets.add(s);
                }
                long t0 = System.nanoTime();
                Http.Answer a = new Http(server.port()).post("/api/v1/solve", request(Fixtures.SEVENTEEN));
                assertThat(a.status()).isEqualTo(200);
                assertThat((System.nanoTime() - t0) / 1e9).as("seconds to answer beside stalled requests").isLessThan(5);
                for (java.net.Socket s : sockets) {
                    s.setSoTimeout(5000);
                    // The server ends the stalled request: an error answer or a closed connection, not silence.
                    java.io.InputStream in = s.getInputStream();
                    byte[] buffer = new byte[4096];
                    int n;
                    do {
                        n = in.read(buffer);
                    } while (n > 0);
                }
            } finally {
                for (java.net.Socket s : sockets) {
                    s.close();
                }
            }
        }
    }
}
