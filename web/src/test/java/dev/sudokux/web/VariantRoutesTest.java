package dev.sudokux.web;

import static dev.sudokux.web.Fixtures.request;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Variant puzzles over HTTP: {@code parse} gives the layout as data (regions, cages) and the variant
 * JSON to send back; {@code solve}, {@code check} and {@code count} answer for it, checked against the
 * published solutions (test resource {@code variants-iss.jsonl}); the other routes refuse it with a
 * problem document.
 */
class VariantRoutesTest {
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

    /** The example named {@code name}: {input, solution}. */
    static JsonObject example(String name) {
        return line("variants-iss.jsonl", "name", name);
    }

    /** The line of the JSON-lines resource whose {@code member} is {@code value}. */
    private static JsonObject line(String resource, String member, String value) {
        for (String line : Fixtures.resource(resource).split("\n")) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            if (o.get(member).getAsString().equals(value)) {
                return o;
            }
        }
        throw new IllegalArgumentException(resource + ": no " + member + " " + value);
    }

    private static JsonObject ok(String route, String body) {
        Http.Answer a = http.post("/api/v1/" + route, body);
        assertThat(a.status()).as(route + ": " + a.body()).isEqualTo(200);
        return a.json();
    }

    private static String digits(JsonArray cells) {
        StringBuilder sb = new StringBuilder();
        for (JsonElement e : cells) {
            sb.append(e.getAsInt());
        }
        return sb.toString();
    }

    @Test
    void aJigsawIsParsedWithItsRegionsAndSolvedBackFromItsVariantJson() {
        JsonObject jigsaw = example("Jigsaw");
        JsonObject parsed = ok("parse", request(jigsaw.get("input").getAsString()));
        assertThat(parsed.get("size").getAsInt()).isEqualTo(9);
        assertThat(parsed.has("box")).as("a jigsaw has no boxes").isFalse();
        // The regions are ISS's: the region digit of each cell, numbered as met.
        String regionText = jigsaw.get("input").getAsString().replaceAll(".*Jigsaw~(\\d{81}).*", "$1");
        JsonArray regions = parsed.getAsJsonArray("regions");
        assertThat(regions).hasSize(81);
        for (int a = 0; a < 81; a++) {
            for (int b = a + 1; b < 81; b++) {
                assertThat(regions.get(a).getAsInt() == regions.get(b).getAsInt())
                        .as("cells %d and %d in one region", a, b).isEqualTo(regionText.charAt(a) == regionText.charAt(b));
            }
        }
        JsonArray cells = parsed.getAsJsonArray("cells");
        assertThat(cells.get(0).getAsInt()).isEqualTo(3);
        assertThat(parsed.get("givens").getAsInt()).isEqualTo(18);

        // The page sends back the variant JSON with its givens: solve, check and count answer for it.
        String variant = Json.text(parsed.getAsJsonObject("variant"));
        JsonObject solved = ok("solve", request(variant));
        assertThat(solved.get("status").getAsString()).isEqualTo("solved");
        assertThat(digits(solved.getAsJsonArray("solution"))).isEqualTo(jigsaw.get("solution").getAsString());
        assertThat(ok("check", request(variant)).get("status").getAsString()).isEqualTo("unique");
        JsonObject fewer = parsed.getAsJsonObject("variant").deepCopy();
        JsonArray none = new JsonArray();
        for (int i = 0; i < 81; i++) {
            none.add(0);
        }
        fewer.add("givens", none);
        JsonObject counted = ok("count", request(Json.text(fewer), "limit", 3));
        assertThat(counted.get("count").getAsLong()).isEqualTo(3);
        assertThat(counted.get("complete").getAsBoolean()).isFalse();
    }

    @Test
    void aKillerIsParsedWithItsCagesAndSolved() {
        JsonObject killer = example("Killer");
        String input = killer.get("input").getAsString();
        JsonObject parsed = ok("parse", request(input));
        assertThat(parsed.get("size").getAsInt()).isEqualTo(9);
        JsonArray box = parsed.getAsJsonArray("box");
        assertThat(List.of(box.get(0).getAsInt(), box.get(1).getAsInt())).isEqualTo(List.of(3, 3));
        JsonArray cages = parsed.getAsJsonArray("cages");
        assertThat(cages).hasSize(input.split("\\.Cage~").length - 1);
        String solution = killer.get("solution").getAsString();
        Set<Integer> covered = new HashSet<>();
        int total = 0;
        for (JsonElement e : cages) {
            JsonObject cage = e.getAsJsonObject();
            int sum = 0;
            for (JsonElement c : cage.getAsJsonArray("cells")) {
                sum += solution.charAt(c.getAsInt()) - '0';
                assertThat(covered.add(c.getAsInt())).as("cell %s in one cage", c).isTrue();
            }
            assertThat(cage.get("sum").getAsInt()).as("cage %s", cage).isEqualTo(sum);
            total += sum;
        }
        assertThat(total).isEqualTo(405);
        JsonObject solved = ok("solve", request(Json.text(parsed.getAsJsonObject("variant"))));
        assertThat(digits(solved.getAsJsonArray("solution"))).isEqualTo(solution);
        // The input as it came works too.
        assertThat(digits(ok("solve", request(input)).getAsJsonArray("solution"))).isEqualTo(solution);
    }

    @Test
    void routesWithoutVariantsAnswerAProblemAndBadVariantsNameTheirFault() {
        String input = example("Jigsaw").get("input").getAsString();
        for (String route : List.of("enumerate", "format")) {
            Http.Answer a = http.post("/api/v1/" + route, request(input, "to", "line"));
            assertThat(a.status()).as(route).isEqualTo(422);
            assertThat(a.contentType()).startsWith("application/problem+json");
            assertThat(a.json().get("type").getAsString()).endsWith("/unsupported-variant");
        }
        Http.Answer bad = http.post("/api/v1/solve", request(".NoBoxes.Jigsaw~0000"));
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.json().get("type").getAsString()).endsWith("/bad-puzzle");
        assertThat(bad.json().get("detail").getAsString()).startsWith("puzzle 1, line 1: ");
    }

    @Test
    void explainRateAndHintTakeVariantPuzzles() {
        JsonObject jigsaw = example("Jigsaw");
        String input = jigsaw.get("input").getAsString();
        String solution = jigsaw.get("solution").getAsString();
        JsonObject x = ok("explain", request(input));
        assertThat(x.get("status").getAsString()).isEqualTo("unique");
        assertThat(x.get("solved").getAsBoolean()).isTrue();
        assertThat(digits(x.getAsJsonArray("solution"))).isEqualTo(solution);
        JsonArray steps = x.getAsJsonArray("steps");
        assertThat(steps.size()).isPositive();
        double hardest = 0;
        for (var e : steps) {
            JsonObject step = e.getAsJsonObject();
            assertThat(step.get("text").getAsString()).isNotBlank();
            hardest = Math.max(hardest, step.get("rating").getAsDouble());
            for (var p : step.getAsJsonArray("placements")) {
                JsonObject c = p.getAsJsonObject();
                assertThat((char) ('0' + c.get("digit").getAsInt())).isEqualTo(solution.charAt(c.get("cell").getAsInt()));
            }
            for (var p : step.getAsJsonArray("eliminations")) {
                JsonObject c = p.getAsJsonObject();
                assertThat((char) ('0' + c.get("digit").getAsInt())).isNotEqualTo(solution.charAt(c.get("cell").getAsInt()));
            }
        }
        assertThat(x.get("rating").getAsDouble()).isEqualTo(hardest);
        JsonObject rate = ok("rate", request(input));
        assertThat(rate.get("rating").getAsDouble()).isEqualTo(hardest);
        assertThat(rate.get("hardest").getAsString()).isEqualTo(x.get("hardest").getAsString());
        JsonObject hint = ok("hint", request(input, "level", 3));
        assertThat(hint.get("kind").getAsString()).isEqualTo("step");
        assertThat(hint.get("text").getAsString()).isEqualTo(steps.get(0).getAsJsonObject().get("text").getAsString());
        // A wrong entry in the person's grid is found first.
        JsonArray grid = new JsonArray();
        int wrongAt = -1;
        JsonArray givens = ok("parse", request(input)).getAsJsonArray("cells");
        for (int p = 0; p < givens.size(); p++) {
            int v = givens.get(p).getAsInt();
            if (v == 0 && wrongAt < 0) {
                wrongAt = p;
                v = solution.charAt(p) - '0' == 1 ? 2 : 1;
            }
            grid.add(v);
        }
        JsonObject body = JsonParser.parseString(request(input, "level", 3)).getAsJsonObject();
        body.add("grid", grid);
        JsonObject mistake = ok("hint", body.toString());
        assertThat(mistake.get("kind").getAsString()).isEqualTo("mistake");
        assertThat(mistake.getAsJsonArray("cells").get(0).getAsInt()).isEqualTo(wrongAt);
    }

    /** The multi-grid board named {@code title} in {@code multigrid.jsonl}: {title, layout, input, solution}. */
    static JsonObject multiGrid(String title) {
        return line("multigrid.jsonl", "title", title);
    }

    @Test
    void aSamuraiIsParsedWithEveryHouseAndItsHolesAndSolved() {
        JsonObject samurai = multiGrid("samurai easy1");
        String input = samurai.get("input").getAsString();
        JsonObject parsed = ok("parse", request(input, "layout", "samurai"));
        assertThat(parsed.get("rows").getAsInt()).isEqualTo(21);
        assertThat(parsed.get("columns").getAsInt()).isEqualTo(21);
        assertThat(parsed.has("size")).as("several grids: no size").isFalse();
        assertThat(parsed.get("format").getAsString()).isEqualTo("layout");
        Set<Integer> holes = new HashSet<>();
        parsed.getAsJsonArray("holes").forEach(e -> holes.add(e.getAsInt()));
        // The text's '.' are exactly the holes: 441 positions, 369 cells.
        String[] rows = input.split("\n");
        for (int p = 0; p < 441; p++) {
            assertThat(holes.contains(p)).as("position " + p).isEqualTo(rows[1 + p / 21].charAt(p % 21) == '.');
        }
        assertThat(holes).hasSize(441 - 369);
        // Every house: 5 grids of 9 rows, 9 columns, 9 boxes, the 4 shared corner boxes once: 131.
        JsonArray houses = parsed.getAsJsonArray("houses");
        assertThat(houses.size()).isEqualTo(5 * 27 - 4);
        int[] housesOfCell = new int[441];
        for (JsonElement e : houses) {
            JsonArray cells = e.getAsJsonObject().getAsJsonArray("cells");
            assertThat(cells.size()).isEqualTo(9);
            cells.forEach(c -> housesOfCell[c.getAsInt()]++);
        }
        assertThat(houses.get(0).getAsJsonObject().get("name").getAsString()).isEqualTo("grid 1 row 1");
        for (int p = 0; p < 441; p++) {
            // A cell of one grid is in 3 houses; of a shared corner box, in 5 (two rows, two columns, one box).
            assertThat(housesOfCell[p]).as("houses of position " + p).isIn(holes.contains(p) ? List.of(0) : List.of(3, 5));
        }
        JsonArray regions = parsed.getAsJsonArray("regions");
        Set<Integer> boxes = new HashSet<>();
        for (int p = 0; p < 441; p++) {
            int region = regions.get(p).getAsInt();
            assertThat(region < 0).as("position " + p).isEqualTo(holes.contains(p));
            boxes.add(region);
        }
        assertThat(boxes).hasSize(41 + 1);
        // Solved, as given, and from the variant JSON parse gives back; the hint lights a house by its place in houses.
        JsonObject solved = ok("solve", request(input, "layout", "samurai"));
        assertThat(solved.has("size")).isFalse();
        StringBuilder cells = new StringBuilder();
        JsonArray solution = solved.getAsJsonArray("solution");
        for (int p = 0; p < 441; p++) {
            if (!holes.contains(p)) {
                cells.append(solution.get(p).getAsInt());
            }
        }
        assertThat(cells.toString()).isEqualTo(samurai.get("solution").getAsString());
        String variant = Json.text(parsed.getAsJsonObject("variant"));
        assertThat(ok("check", request(variant)).get("status").getAsString()).isEqualTo("unique");
        assertThat(ok("hint", request(variant, "level", 3)).get("kind").getAsString()).isEqualTo("step");
        int named = 0;
        for (JsonElement e : ok("explain", request(variant)).getAsJsonArray("steps")) {
            JsonObject step = e.getAsJsonObject();
            JsonArray units = step.getAsJsonArray("units");
            if (!units.isEmpty()) {
                named++;
                assertThat(houses.get(units.get(0).getAsInt()).getAsJsonObject().get("name").getAsString())
                        .isEqualTo(step.get("focus").getAsString());
            }
        }
        assertThat(named).as("steps naming a house").isPositive();
    }

    /** A butterfly's frame is square and has no holes, yet its rows are four grids' rows, not 12-cell houses. */
    @Test
    void aButterflyIsAFrameOfGridsNotASquareGrid() {
        String blank = "12 12\n" + "------------\n".repeat(12);
        JsonObject parsed = ok("parse", request(blank, "layout", "butterfly"));
        assertThat(parsed.has("size")).isFalse();
        assertThat(parsed.has("holes")).isFalse();
        dev.sudokux.variant.Board board = dev.sudokux.variant.Board.layout(dev.sudokux.variant.Layout.BUTTERFLY,
                dev.sudokux.sudoku.Shape.CLASSIC);
        JsonArray houses = parsed.getAsJsonArray("houses");
        assertThat(houses.size()).isEqualTo(board.houses().size());
        for (int u = 0; u < houses.size(); u++) {
            assertThat(houses.get(u).getAsJsonObject().getAsJsonArray("cells").size()).isEqualTo(9);
            assertThat(houses.get(u).getAsJsonObject().get("name").getAsString()).isEqualTo(board.houses().get(u).name());
        }
    }

    @Test
    void aLayoutNamesWhatItExpects() {
        Http.Answer bad = http.post("/api/v1/parse", request("21 21\n", "layout", "samurii"));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("detail").getAsString()).contains("samurai, twodoku, butterfly, sohei or windmill");
        Http.Answer wrong = http.post("/api/v1/parse", request("12 12\n", "layout", "samurai"));
        assertThat(wrong.status()).isEqualTo(422);
        assertThat(wrong.json().get("detail").getAsString()).contains("a samurai frame is 21 21");
    }
}
