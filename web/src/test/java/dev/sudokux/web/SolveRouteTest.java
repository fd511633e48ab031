package dev.sudokux.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.sudokux.Sudoku;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code POST /api/v1/solve} and the page, over real HTTP on an ephemeral port. */
class SolveRouteTest {
    /** A 17-clue puzzle (Gordon Royle's list; the README's example). */
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    private static WebServer server;
    private static Http http;

    @BeforeAll
    static void start() {
        server = WebServer.start(ServerConfig.defaults().withPort(0));
        http = new Http(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void solvesAPuzzleAndTheSolutionKeepsItsGivens() {
        Http.Answer a = http.post("/api/v1/solve", "{\"puzzle\": \"" + PUZZLE + "\"}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.contentType()).startsWith("application/json");
        JsonObject o = a.json();
        assertThat(o.get("status").getAsString()).isEqualTo("solved");
        JsonArray cells = o.getAsJsonArray("solution");
        int[] values = new int[81];
        for (int i = 0; i < 81; i++) {
            values[i] = cells.get(i).getAsInt();
        }
        Grid solution = Grid.of(Shape.CLASSIC, values);
        assertThat(solution.isSolutionOf(Sudoku.parse(PUZZLE))).isTrue();
    }

    @Test
    void aBadPuzzleIsAProblemDocumentThatSaysWhere() {
        Http.Answer a = http.post("/api/v1/solve", "{\"puzzle\": \"4.....8.5x\"}");
        assertThat(a.status()).isEqualTo(422);
        assertThat(a.contentType()).startsWith("application/problem+json");
        JsonObject p = a.json();
        assertThat(p.get("status").getAsInt()).isEqualTo(422);
        assertThat(p.get("column").getAsInt()).isPositive();
        assertThat(p.get("detail").getAsString()).isNotBlank();
        assertThat(a.body()).doesNotContain("at dev.sudokux");
    }

    @Test
    void servesThePageFromTheJar() {
        Http.Answer a = http.get("/");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.contentType()).startsWith("text/html");
        assertThat(a.body()).contains("<title>sudokux</title>");
    }
}
