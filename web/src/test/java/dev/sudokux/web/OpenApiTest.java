package dev.sudokux.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The committed OpenAPI document against the server: every route the server has is documented, every
 * documented route answers (not 404 or 405), and every reference in the document resolves.
 */
class OpenApiTest {
    private static WebServer server;
    private static Http http;
    private static JsonObject document;

    @BeforeAll
    static void start() {
        server = WebServer.start(ServerConfig.defaults().withPort(0));
        http = new Http(server.port());
        document = JsonParser.parseString(Fixtures.resource("openapi.json")).getAsJsonObject();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The documented operations, as {@code "POST /api/v1/solve"}. */
    private static List<String> documented() {
        List<String> operations = new ArrayList<>();
        for (Map.Entry<String, JsonElement> path : document.getAsJsonObject("paths").entrySet()) {
            for (String method : path.getValue().getAsJsonObject().keySet()) {
                operations.add(method.toUpperCase(java.util.Locale.ROOT) + " " + path.getKey());
            }
        }
        return operations;
    }

    @Test
    void isOpenApi31AndTheServerServesTheCommittedFile() {
        assertThat(document.get("openapi").getAsString()).startsWith("3.1.");
        Http.Answer served = http.get("/api/openapi.json");
        assertThat(served.status()).isEqualTo(200);
        assertThat(served.contentType()).startsWith("application/json");
        assertThat(served.json()).isEqualTo(document);
    }

    @Test
    void everyRouteOfTheServerIsDocumented() {
        List<String> api = new ArrayList<>();
        for (String route : server.routes()) {
            if (route.split(" ")[1].startsWith("/api/")) {
                api.add(route);
            }
        }
        assertThat(api).hasSizeGreaterThan(15);
        assertThat(documented()).containsAll(api);
    }

    @Test
    void everyDocumentedRouteAnswers() {
        for (String operation : documented()) {
            String method = operation.split(" ")[0];
            String path = operation.split(" ")[1];
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path));
            if (method.equals("GET")) {
                request.GET();
            } else {
                // An empty request: every route must answer it, with its answer or a 400 saying what is missing.
                boolean batch = path.startsWith("/api/v1/batch/");
                request.header("Content-Type", batch ? "application/x-ndjson" : "application/json")
                        .method(method, HttpRequest.BodyPublishers.ofString(batch ? "" : "{}"));
            }
            Http.Answer a = http.send(request);
            assertThat(a.status()).as(operation + ": " + a.body()).isNotIn(404, 405, 500);
            assertThat(server.routes()).as(operation).contains(operation);
        }
    }

    @Test
    void everyReferenceResolves() {
        TreeSet<String> refs = new TreeSet<>();
        collect(document, refs);
        assertThat(refs).isNotEmpty();
        for (String ref : refs) {
            assertThat(ref).startsWith("#/");
            JsonElement at = document;
            for (String part : ref.substring(2).split("/")) {
                assertThat(at.isJsonObject() && at.getAsJsonObject().has(part)).as(ref).isTrue();
                at = at.getAsJsonObject().get(part);
            }
        }
    }

    private static void collect(JsonElement e, TreeSet<String> refs) {
        if (e.isJsonObject()) {
            for (Map.Entry<String, JsonElement> m : e.getAsJsonObject().entrySet()) {
                if (m.getKey().equals("$ref")) {
                    refs.add(m.getValue().getAsString());
                } else {
                    collect(m.getValue(), refs);
                }
            }
        } else if (e.isJsonArray()) {
            e.getAsJsonArray().forEach(x -> collect(x, refs));
        }
    }
}
