package dev.sudokux.web;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A client of a server under test: real HTTP on loopback. */
final class Http {
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final String base;

    Http(int port) {
        this.base = "http://127.0.0.1:" + port;
    }

    /** An answer: status, content type and body. */
    record Answer(int status, String contentType, String body, HttpResponse<String> response) {
        JsonObject json() {
            return JsonParser.parseString(body).getAsJsonObject();
        }

        String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = CLIENT.send(request.timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Answer(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body(), r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
