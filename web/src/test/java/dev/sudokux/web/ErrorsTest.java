package dev.sudokux.web;

import static dev.sudokux.web.Fixtures.request;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every error over real HTTP: an RFC 9457 problem document with the status, what was wrong and
 * where, never a stack trace; and the server keeps serving after each.
 */
class ErrorsTest {
    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = WebServer.start(ServerConfig.defaults().withPort(0)
                .withSizeLimits(4096, 16, 5, 50, 2));
        http = new Http(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void stillServing() {
        assertThat(http.post("/api/v1/solve", request(Fixtures.SEVENTEEN)).status()).isEqualTo(200);
    }

    /** Checks the problem document of {@code a} and returns it. */
    private static JsonObject problem(Http.Answer a, int status, String type) {
        assertThat(a.status()).as(a.body()).isEqualTo(status);
        assertThat(a.contentType()).startsWith("application/problem+json");
        JsonObject p = a.json();
        assertThat(p.get("type").getAsString()).isEqualTo("https://sudokux.dev/problems/" + type);
        assertThat(p.get("status").getAsInt()).isEqualTo(status);
        assertThat(p.get("title").getAsString()).isNotBlank();
        assertThat(p.get("detail").getAsString()).isNotBlank().doesNotContain("\n");
        assertThat(a.body()).doesNotContain("Exception").doesNotContain("at dev.").doesNotContain("at io.");
        return p;
    }

    @Test
    void aBodyThatIsNotAJsonObjectIs400() {
        problem(http.post("/api/v1/solve", "{\"puzzle\": "), 400, "bad-request");
        JsonObject p = problem(http.post("/api/v1/solve", "{\"puzzle\" \"x\"}"), 400, "bad-request");
        assertThat(p.get("detail").getAsString()).startsWith("the body is not JSON").doesNotContain("gson");
        assertThat(p.get("column").getAsInt()).isPositive();
        problem(http.post("/api/v1/solve", "[1, 2]"), 400, "bad-request");
        problem(http.post("/api/v1/solve", ""), 400, "bad-request");
        problem(http.post("/api/v1/solve", "{} {}"), 400, "bad-request");
    }

    @Test
    void aMissingOrWrongMemberIs400AndPointsAtIt() {
        assertThat(problem(http.post("/api/v1/solve", "{}"), 400, "bad-request").get("pointer").getAsString())
                .isEqualTo("/puzzle");
        assertThat(problem(http.post("/api/v1/solve", "{\"puzzle\": 7}"), 400, "bad-request")
                .get("pointer").getAsString()).isEqualTo("/puzzle");
        record Case(String route, String body, String pointer) {
        }
        for (Case c : new Case[] {
            new Case("count", request(Fixtures.SEVENTEEN, "limit", "ten"), "/limit"),
            new Case("count", request(Fixtures.SEVENTEEN, "limit", 0), "/limit"),
            new Case("count", request(Fixtures.SEVENTEEN, "limit", 2.5), "/limit"),
            new Case("solve", request(Fixtures.SEVENTEEN, "timeLimit", "soon"), "/timeLimit"),
            new Case("solve", request(Fixtures.SEVENTEEN, "solver", "quantum"), "/solver"),
            new Case("solve", request(Fixtures.SIX, "solver", "fast"), "/solver"),
            new Case("solve", request(Fixtures.SEVENTEEN, "box", "3y3"), "/box"),
            new Case("solve", request(Fixtures.SEVENTEEN, "format", "xml"), "/format"),
            new Case("hint", request(Fixtures.SEVENTEEN, "level", 4), "/level"),
            new Case("hint", request(Fixtures.SEVENTEEN, "grid", "[1,2]"), "/grid"),
            new Case("format", request(Fixtures.SEVENTEEN), "/to"),
            new Case("generate", "{\"symmetry\": \"spiral\"}", "/symmetry"),
            new Case("generate", "{\"grade\": \"hard\", \"rating\": \"1-2\"}", "/rating"),
            new Case("generate", "{\"grade\": \"tough\"}", "/grade"),
            new Case("generate", "{\"rating\": \"hard\"}", "/rating"),
            new Case("generate", "{\"rating\": \"5-2\"}", "/rating"),
            new Case("solve", request(Fixtures.SEVENTEEN, "timeLimit", -5), "/timeLimit"),
            new Case("generate", "{\"count\": 3}", "/count"),
            new Case("enumerate", request(Fixtures.THIRTEEN, "limit", 6), "/limit"),
            new Case("xc", "{\"problem\": \"a\\na\", \"trace\": 51}", "/trace"),
            new Case("xc", "{}", "/problem"),
        }) {
            JsonObject p = problem(http.post("/api/v1/" + c.route(), c.body()), 400, "bad-request");
            assertThat(p.get("pointer").getAsString()).as(c.body()).isEqualTo(c.pointer());
        }
    }

    @Test
    void aGivenChangedInTheHintGridIs400() {
        JsonObject p = problem(http.post("/api/v1/hint", request(Fixtures.SEVENTEEN, "grid",
                Json.cells(dev.sudokux.Sudoku.parse(Fixtures.SEVENTEEN).with(0, 5)))), 400, "bad-request");
        assertThat(p.get("detail").getAsString()).contains("r1c1").contains("given");
    }

    @Test
    void aPuzzleThatCannotBeReadIs422WithLineAndColumn() {
        JsonObject p = problem(http.post("/api/v1/solve", request("4.....8.5.3..x")), 422, "bad-puzzle");
        assertThat(p.get("line").getAsInt()).isEqualTo(1);
        assertThat(p.get("column").getAsInt()).isPositive();
        JsonObject grid = problem(http.post("/api/v1/solve", request("1 2 3 4\n3 4 1 2\n2 1 4 x\n4 3 2 1\n")),
                422, "bad-puzzle");
        assertThat(grid.get("line").getAsInt()).isEqualTo(3);
        assertThat(grid.get("column").getAsInt()).isEqualTo(7);
        JsonObject repeated = problem(http.post("/api/v1/solve", request("11" + ".".repeat(79))), 422, "bad-puzzle");
        assertThat(repeated.get("detail").getAsString()).contains("r1c1").contains("r1c2");
        problem(http.post("/api/v1/solve", request("")), 422, "bad-puzzle");
        problem(http.post("/api/v1/solve", request(Fixtures.SIX + "\n" + Fixtures.SIX)), 422, "bad-puzzle");
        problem(http.post("/api/v1/solve", request("{\"cells\": [1, 2, 3]}")), 422, "bad-puzzle");
        problem(http.post("/api/v1/format", request(Fixtures.SIX, "to", "sized")), 422, "unsupported-shape");
    }

    @Test
    void aBadExactCoverProblemIs422WithLineAndColumn() {
        JsonObject p = problem(http.post("/api/v1/xc", "{\"problem\": \"a b\\na q\\n\"}"), 422, "bad-problem");
        assertThat(p.get("line").getAsInt()).isEqualTo(2);
        assertThat(p.get("column").getAsInt()).isEqualTo(3);
    }

    @Test
    void tooLargeIs413() {
        problem(http.post("/api/v1/solve", request(Fixtures.SEVENTEEN, "pad", "x".repeat(5000))), 413, "too-large");
        // The same without a length: the body is sent in chunks and cut off as it comes.
        Http.Answer chunked = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/v1/solve"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(
                        request(Fixtures.SEVENTEEN, "pad", "x".repeat(5000)).getBytes(java.nio.charset.StandardCharsets.UTF_8)))));
        problem(chunked, 413, "too-large");
        String big = ".".repeat(25 * 25);
        JsonObject p = problem(http.post("/api/v1/solve", request(big)), 413, "too-large");
        assertThat(p.get("maxSize").getAsInt()).isEqualTo(16);
        problem(http.post("/api/v1/generate", "{\"box\": \"5x5\"}"), 413, "too-large");
        problem(http.post("/api/v1/xc", request(".".repeat(256))), 413, "too-large");
    }

    @Test
    void aBodyThatIsNotJsonByItsTypeIs415() {
        problem(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/v1/solve"))
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString(request(Fixtures.SEVENTEEN)))), 415, "unsupported-media-type");
        problem(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/v1/batch/solve"))
                .header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofString(request(Fixtures.SEVENTEEN)))), 415, "unsupported-media-type");
    }

    @Test
    void anUnknownRouteIs404AndAWrongMethod405() {
        problem(http.get("/api/v1/solvee"), 404, "not-found");
        problem(http.post("/api/v2/solve", request(Fixtures.SEVENTEEN)), 404, "not-found");
        problem(http.get("/no-such-page.html"), 404, "not-found");
        problem(http.get("/api/v1/solve"), 405, "method-not-allowed");
    }

    @Test
    void aBatchLineTooLongIsAnsweredWithItsErrorAndTheRestStillAre() {
        String body = request(Fixtures.SEVENTEEN) + "\n" + request(Fixtures.SEVENTEEN, "pad", "x".repeat(5000)) + "\n"
                + request(Fixtures.SIX) + "\n";
        Http.Answer a = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/v1/batch/solve"))
                .header("Content-Type", "application/x-ndjson")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(a.status()).isEqualTo(200);
        String[] lines = a.body().split("\n");
        assertThat(lines).hasSize(3);
        assertThat(lines[0]).contains("\"status\":\"solved\"");
        assertThat(lines[1]).contains("\"line\":2").contains("too-large");
        assertThat(lines[2]).contains("\"line\":3").contains("\"status\":\"solved\"");
    }
}
