package dev.sudokux.web;

import static dev.sudokux.web.Fixtures.request;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.sudokux.Sudoku;
import dev.sudokux.logic.CandidateGrid;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solvers;
import dev.sudokux.solve.Status;
import dev.sudokux.sudoku.Grid;
import dev.sudokux.sudoku.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every route of the API over real HTTP on an ephemeral port; every answer checked against the library. */
class ApiRoutesTest {
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

    private static JsonObject ok(String route, String body) {
        Http.Answer a = http.post("/api/v1/" + route, body);
        assertThat(a.status()).as(route + ": " + a.body()).isEqualTo(200);
        assertThat(a.contentType()).startsWith("application/json");
        return a.json();
    }

    @Test
    void solveGivesASolutionOfThePuzzleInEveryShapeAndWithEverySolverAsked() {
        for (String puzzle : List.of(Fixtures.SEVENTEEN, Fixtures.SIX, Fixtures.THIRTEEN)) {
            Grid givens = Sudoku.parse(puzzle);
            JsonObject o = ok("solve", request(puzzle));
            assertThat(o.get("status").getAsString()).isEqualTo("solved");
            assertThat(Fixtures.grid(o.getAsJsonArray("solution"), givens.shape()).isSolutionOf(givens)).isTrue();
        }
        for (String solver : List.of("dlx", "propagation", "bitset", "bitmask")) {
            JsonObject o = ok("solve", request(Fixtures.SEVENTEEN, "solver", solver));
            assertThat(o.get("solver").getAsString()).isEqualTo(solver);
            assertThat(Fixtures.grid(o.getAsJsonArray("solution"), Shape.CLASSIC)
                    .isSolutionOf(Sudoku.parse(Fixtures.SEVENTEEN))).isTrue();
        }
    }

    @Test
    void solveReadsEveryFormatAndTheBoxShape() {
        String grid = dev.sudokux.format.Format.GRID.toText(Sudoku.parse(Fixtures.SEVENTEEN));
        String sized = "3\n" + grid;
        String json = "{\"box\":[3,3],\"cells\":\"" + Fixtures.SEVENTEEN + "\"}";
        for (String text : List.of(grid, sized, json)) {
            assertThat(ok("solve", request(text)).get("status").getAsString()).as(text).isEqualTo("solved");
        }
        JsonObject object = new JsonObject();
        object.add("puzzle", JsonParser.parseString(json));
        assertThat(ok("solve", Json.text(object)).get("status").getAsString()).isEqualTo("solved");
        // 36 symbols read with 3x2 boxes instead of the usual 2x3: a different puzzle, still a 6x6.
        JsonObject rotated = ok("solve", request("1.....................................".substring(0, 36), "box", "3x2"));
        assertThat(rotated.getAsJsonArray("box")).containsExactly(new com.google.gson.JsonPrimitive(3),
                new com.google.gson.JsonPrimitive(2));
        assertThat(Fixtures.grid(rotated.getAsJsonArray("solution"), Shape.of(3, 2)).isSolved()).isTrue();
    }

    @Test
    void solveSaysNoneForAPuzzleWithoutSolution() {
        // Row 1 needs a 9 in r1c9, but column 9 already holds one: no solution, though no rule is broken.
        String none = "12345678.........9" + ".".repeat(63);
        assertThat(Sudoku.check(Sudoku.parse(none))).isEqualTo(Status.NONE);
        JsonObject o = ok("solve", request(none));
        assertThat(o.get("status").getAsString()).isEqualTo("none");
        assertThat(o.has("solution")).isFalse();
    }

    @Test
    void checkAndCountAgreeWithAnotherSolver() {
        assertThat(ok("check", request(Fixtures.SEVENTEEN)).get("status").getAsString()).isEqualTo("unique");
        assertThat(ok("check", request(Fixtures.THIRTEEN)).get("status").getAsString()).isEqualTo("multiple");
        JsonObject limited = ok("check", request(Fixtures.THIRTEEN, "limit", 1000));
        assertThat(limited.get("count").getAsLong()).isEqualTo(13);
        assertThat(limited.get("complete").getAsBoolean()).isTrue();
        for (String puzzle : List.of(Fixtures.THIRTEEN, Fixtures.FOUR_OPEN, Fixtures.SIX)) {
            Grid g = Sudoku.parse(puzzle);
            long naive = Solvers.byName("naive").solve(g, SolveRequest.count(Long.MAX_VALUE)).solutionCount();
            JsonObject o = ok("count", request(puzzle));
            assertThat(o.get("count").getAsLong()).as(puzzle).isEqualTo(naive);
            assertThat(o.get("complete").getAsBoolean()).isTrue();
        }
        JsonObject stopped = ok("count", request(Fixtures.THIRTEEN, "limit", 5));
        assertThat(stopped.get("count").getAsLong()).isEqualTo(5);
        assertThat(stopped.get("complete").getAsBoolean()).isFalse();
        assertThat(stopped.get("stopped").getAsString()).isEqualTo("limit");
    }

    @Test
    void enumerateListsDistinctSolutionsUpToTheLimit() {
        Grid g = Sudoku.parse(Fixtures.THIRTEEN);
        JsonObject all = ok("enumerate", request(Fixtures.THIRTEEN));
        JsonArray solutions = all.getAsJsonArray("solutions");
        assertThat(solutions).hasSize(13);
        Set<Grid> distinct = new HashSet<>();
        for (JsonElement s : solutions) {
            Grid solution = Fixtures.grid(s.getAsJsonArray(), g.shape());
            assertThat(solution.isSolutionOf(g)).isTrue();
            distinct.add(solution);
        }
        assertThat(distinct).hasSize(13);
        JsonObject some = ok("enumerate", request(Fixtures.THIRTEEN, "limit", 4));
        assertThat(some.getAsJsonArray("solutions")).hasSize(4);
        assertThat(some.get("complete").getAsBoolean()).isFalse();
    }

    /**
     * Each step's {@code links} are the library's {@link dev.sudokux.logic.Step#links()}, candidate by
     * candidate; the puzzle (Sudoku Exchange bank, SE 5.4, the page test's) has a 3 Strong Links chain.
     */
    @Test
    void explainSendsEachChainsLinks() {
        String puzzle = ".7.....1.....4....6..2.8..986.....913..1.6..7..2...3......7.....5.8.4.3.9.63.57.2";
        List<dev.sudokux.logic.Step> expected = dev.sudokux.logic.Explainer.standard().explain(Sudoku.parse(puzzle))
                .steps();
        JsonArray steps = ok("explain", request(puzzle)).getAsJsonArray("steps");
        assertThat(steps).hasSize(expected.size());
        int chains = 0;
        for (int k = 0; k < steps.size(); k++) {
            JsonArray links = steps.get(k).getAsJsonObject().getAsJsonArray("links");
            List<dev.sudokux.logic.Link> want = expected.get(k).links();
            assertThat(links).as("links of step %d", k + 1).hasSize(want.size());
            for (int i = 0; i < want.size(); i++) {
                JsonObject link = links.get(i).getAsJsonObject();
                dev.sudokux.logic.Link w = want.get(i);
                assertThat(List.of(link.getAsJsonObject("from").get("cell").getAsInt(),
                        link.getAsJsonObject("from").get("digit").getAsInt(),
                        link.getAsJsonObject("to").get("cell").getAsInt(),
                        link.getAsJsonObject("to").get("digit").getAsInt()))
                        .isEqualTo(List.of(w.fromCell(), w.fromValue(), w.toCell(), w.toValue()));
                assertThat(link.get("strong").getAsBoolean()).isEqualTo(w.strong());
                assertThat(link.getAsJsonObject("from").get("name").getAsString())
                        .isEqualTo(Shape.CLASSIC.cellName(w.fromCell()));
            }
            chains += want.isEmpty() ? 0 : 1;
        }
        assertThat(chains).as("chain steps").isPositive();
    }

    @Test
    void explainGivesStepsThatAreSoundAndSolveThePuzzle() {
        Grid puzzle = Sudoku.parse(Fixtures.SEVENTEEN);
        Grid solution = Sudoku.solve(puzzle).orElseThrow();
        JsonObject o = ok("explain", request(Fixtures.SEVENTEEN));
        assertThat(o.get("status").getAsString()).isEqualTo("unique");
        assertThat(o.get("solved").getAsBoolean()).isTrue();
        assertThat(o.get("grade").getAsString()).isNotBlank();
        CandidateGrid grid = CandidateGrid.of(puzzle);
        double hardest = 0;
        for (JsonElement e : o.getAsJsonArray("steps")) {
            JsonObject step = e.getAsJsonObject();
            assertThat(step.get("technique").getAsString()).isNotBlank();
            assertThat(step.get("text").getAsString()).isNotBlank();
            assertThat(step.getAsJsonArray("units")).isNotNull();
            hardest = Math.max(hardest, step.get("rating").getAsDouble());
            for (JsonElement p : step.getAsJsonArray("placements")) {
                int cell = p.getAsJsonObject().get("cell").getAsInt();
                int digit = p.getAsJsonObject().get("digit").getAsInt();
                assertThat(digit).as("placement in " + p).isEqualTo(solution.get(cell));
                assertThat(p.getAsJsonObject().get("name").getAsString()).isEqualTo(Shape.CLASSIC.cellName(cell));
                grid.place(cell, digit);
            }
            for (JsonElement x : step.getAsJsonArray("eliminations")) {
                int cell = x.getAsJsonObject().get("cell").getAsInt();
                int digit = x.getAsJsonObject().get("digit").getAsInt();
                assertThat(digit).as("elimination " + x).isNotEqualTo(solution.get(cell));
                grid.eliminate(cell, digit);
            }
        }
        assertThat(grid.toGrid()).isEqualTo(solution);
        assertThat(o.get("rating").getAsDouble()).isEqualTo(hardest);
        assertThat(ok("explain", request(Fixtures.THIRTEEN)).get("status").getAsString()).isEqualTo("multiple");
    }

    @Test
    void rateAgreesWithExplain() {
        JsonObject rate = ok("rate", request(Fixtures.SEVENTEEN));
        JsonObject explain = ok("explain", request(Fixtures.SEVENTEEN));
        assertThat(rate.get("rating").getAsDouble()).isEqualTo(explain.get("rating").getAsDouble());
        assertThat(rate.get("hardest").getAsString()).isEqualTo(explain.get("hardest").getAsString());
        assertThat(rate.get("steps").getAsInt()).isEqualTo(explain.getAsJsonArray("steps").size());
        assertThat(ok("rate", request(Fixtures.THIRTEEN)).get("status").getAsString()).isEqualTo("multiple");
    }

    @Test
    void hintPointsOutAWrongEntryFirst() {
        Grid puzzle = Sudoku.parse(Fixtures.SEVENTEEN);
        Grid solution = Sudoku.solve(puzzle).orElseThrow();
        int blank = 1;
        int wrong = solution.get(blank) % 9 + 1;
        JsonArray grid = Json.cells(puzzle.with(blank, wrong));
        JsonObject o = ok("hint", request(Fixtures.SEVENTEEN, "grid", grid));
        assertThat(o.get("kind").getAsString()).isEqualTo("mistake");
        assertThat(o.get("mistake").getAsString()).isEqualTo("wrong-value");
        assertThat(o.getAsJsonArray("cells")).containsExactly(new com.google.gson.JsonPrimitive(blank));
        // A right entry is no mistake.
        JsonObject right = ok("hint", request(Fixtures.SEVENTEEN, "grid", Json.cells(puzzle.with(blank, solution.get(blank)))));
        assertThat(right.get("kind").getAsString()).isEqualTo("step");
    }

    @Test
    void hintPointsOutATrueCandidatePencilledOut() {
        Grid puzzle = Sudoku.parse(Fixtures.SEVENTEEN);
        Grid solution = Sudoku.solve(puzzle).orElseThrow();
        JsonArray candidates = new JsonArray();
        for (int cell = 0; cell < 81; cell++) {
            candidates.add(com.google.gson.JsonNull.INSTANCE);
        }
        int cell = 2;
        JsonArray marks = new JsonArray();
        for (int d = 1; d <= 9; d++) {
            if (d != solution.get(cell)) {
                marks.add(d);
            }
        }
        candidates.set(cell, marks);
        JsonObject o = ok("hint", request(Fixtures.SEVENTEEN, "candidates", candidates, "level", 3));
        assertThat(o.get("kind").getAsString()).isEqualTo("mistake");
        assertThat(o.get("mistake").getAsString()).isEqualTo("missing-candidate");
        assertThat(o.get("text").getAsString()).contains(Shape.CLASSIC.cellName(cell))
                .contains(Integer.toString(solution.get(cell)));
    }

    @Test
    void hintLevelsSayMoreAndTheStepIsSound() {
        Grid solution = Sudoku.solve(Sudoku.parse(Fixtures.SEVENTEEN)).orElseThrow();
        JsonObject one = ok("hint", request(Fixtures.SEVENTEEN, "level", 1));
        JsonObject two = ok("hint", request(Fixtures.SEVENTEEN, "level", 2));
        JsonObject three = ok("hint", request(Fixtures.SEVENTEEN, "level", 3));
        assertThat(one.get("kind").getAsString()).isEqualTo("step");
        assertThat(one.has("technique")).isFalse();
        assertThat(one.has("step")).isFalse();
        assertThat(two.get("technique").getAsString()).isNotBlank();
        assertThat(two.has("step")).isFalse();
        JsonObject step = three.getAsJsonObject("step");
        assertThat(step.get("technique").getAsString()).isEqualTo(two.get("technique").getAsString());
        for (JsonElement p : step.getAsJsonArray("placements")) {
            assertThat(p.getAsJsonObject().get("digit").getAsInt())
                    .isEqualTo(solution.get(p.getAsJsonObject().get("cell").getAsInt()));
        }
        JsonObject solved = ok("hint", request(Fixtures.SEVENTEEN, "grid", Json.cells(solution)));
        assertThat(solved.get("kind").getAsString()).isEqualTo("solved");
    }

    @Test
    void parseReadsThePasteAndSaysItsFormat() {
        JsonObject line = ok("parse", request(Fixtures.SIX));
        assertThat(line.get("format").getAsString()).isEqualTo("line");
        assertThat(line.get("size").getAsInt()).isEqualTo(6);
        assertThat(line.get("givens").getAsInt()).isEqualTo(Sudoku.parse(Fixtures.SIX).filledCount());
        assertThat(Fixtures.grid(line.getAsJsonArray("cells"), Shape.of(2, 3))).isEqualTo(Sudoku.parse(Fixtures.SIX));
        JsonObject two = ok("parse", request(Fixtures.SIX + "\n" + Fixtures.SIX + "\n"));
        assertThat(two.get("puzzles").getAsInt()).isEqualTo(2);
        assertThat(ok("parse", request(dev.sudokux.format.Format.GRID.toText(Sudoku.parse(Fixtures.SEVENTEEN)))).get("format").getAsString())
                .isEqualTo("grid");
    }

    @Test
    void formatWritesWhatParseReadsBack() {
        for (String to : List.of("line", "grid", "sized", "letters", "json")) {
            String text = ok("format", request(Fixtures.SEVENTEEN, "to", to)).get("text").getAsString();
            JsonObject back = ok("parse", request(text));
            assertThat(Fixtures.grid(back.getAsJsonArray("cells"), Shape.CLASSIC)).as(to)
                    .isEqualTo(Sudoku.parse(Fixtures.SEVENTEEN));
        }
    }

    @Test
    void generateMakesPuzzlesWithOneSolutionAsAskedAndTheSameForTheSameSeed() {
        String body = "{\"box\": \"2x3\", \"count\": 3, \"seed\": 7, \"symmetry\": \"rot180\", \"minimal\": true}";
        JsonObject o = ok("generate", body);
        JsonArray puzzles = o.getAsJsonArray("puzzles");
        assertThat(puzzles).hasSize(3);
        assertThat(o.get("complete").getAsBoolean()).isTrue();
        for (JsonElement e : puzzles) {
            JsonObject p = e.getAsJsonObject();
            Grid puzzle = Fixtures.grid(p.getAsJsonArray("cells"), Shape.of(2, 3));
            assertThat(Sudoku.check(puzzle)).isEqualTo(Status.UNIQUE);
            assertThat(dev.sudokux.generate.Symmetry.ROT180.isSymmetric(puzzle)).isTrue();
            assertThat(Fixtures.grid(p.getAsJsonArray("solution"), Shape.of(2, 3)).isSolutionOf(puzzle)).isTrue();
            assertThat(p.get("clues").getAsInt()).isEqualTo(puzzle.filledCount());
            assertThat(p.get("grade").getAsString()).isNotBlank();
        }
        assertThat(ok("generate", body).getAsJsonArray("puzzles")).isEqualTo(puzzles);
        // A seed past 2^53 as a string (JavaScript would round the number) gives the same as the number.
        long big = 7134611160154358618L;
        JsonObject asText = ok("generate", "{\"box\": \"2x2\", \"seed\": \"" + big + "\"}");
        assertThat(asText.get("seedText").getAsString()).isEqualTo(Long.toString(big));
        assertThat(asText.getAsJsonArray("puzzles")).isEqualTo(
                ok("generate", "{\"box\": \"2x2\", \"seed\": " + big + "}").getAsJsonArray("puzzles"));
        JsonObject minimal = ok("generate", "{\"box\": [2, 2], \"count\": 2, \"minimal\": true}");
        for (JsonElement e : minimal.getAsJsonArray("puzzles")) {
            Grid puzzle = Fixtures.grid(e.getAsJsonObject().getAsJsonArray("cells"), Shape.of(2, 2));
            assertThat(dev.sudokux.generate.Minimality.isMinimal(puzzle)).isTrue();
        }
        JsonObject easy = ok("generate", "{\"count\": 2, \"seed\": 3, \"grade\": \"easy\"}");
        for (JsonElement e : easy.getAsJsonArray("puzzles")) {
            assertThat(e.getAsJsonObject().get("grade").getAsString()).isEqualTo("easy");
        }
    }

    @Test
    void xcSolvesKnuthsFormatAndCounts() {
        JsonObject knuth = ok("xc", "{\"problem\": " + Json.GSON.toJson(Fixtures.resource("knuth-6x7.dlx")) + "}");
        assertThat(knuth.get("count").getAsLong()).isEqualTo(1);
        // Options 1, 4 and 5 of the file (c e f, a d, b g) are 0, 3 and 4 here.
        List<Integer> options = new java.util.ArrayList<>();
        knuth.getAsJsonArray("solutions").get(0).getAsJsonArray().forEach(x -> options.add(x.getAsInt()));
        assertThat(options).containsExactlyInAnyOrder(0, 3, 4);
        JsonObject pentominoes = ok("xc", "{\"count\": true, \"limit\": 0, \"problem\": "
                + Json.GSON.toJson(Fixtures.resource("pentomino-3x20.dlx")) + "}");
        assertThat(pentominoes.get("count").getAsLong()).isEqualTo(8);
        assertThat(pentominoes.get("complete").getAsBoolean()).isTrue();
        assertThat(pentominoes.getAsJsonArray("solutions")).isEmpty();
    }

    @Test
    void xcTraceReplaysToTheSolutionsTheEngineReports() {
        for (String file : List.of("knuth-6x7.dlx", "queens-8.dlx")) {
            JsonObject o = ok("xc", "{\"trace\": 100000, \"count\": true, \"limit\": 100, \"problem\": "
                    + Json.GSON.toJson(Fixtures.resource(file)) + "}");
            assertThat(o.get("traceComplete").getAsBoolean()).isTrue();
            replay(o);
        }
        JsonObject knuth = ok("xc", "{\"trace\": 100, \"problem\": " + Json.GSON.toJson(Fixtures.resource("knuth-6x7.dlx")) + "}");
        assertThat(knuth.getAsJsonArray("items")).hasSize(7);
        assertThat(knuth.getAsJsonArray("options")).hasSize(6);
        assertThat(knuth.getAsJsonArray("optionNames").get(0).getAsString()).isEqualTo("c e f");
    }

    /**
     * Replays a trace on the matrix: the options tried at each level and the rows each hides. A
     * solution covers every primary item once (secondary ones at most once) and leaves no row in play; a dead end's item has no row left;
     * the solutions counted are the engine's count.
     */
    private static void replay(JsonObject o) {
        JsonArray items = o.getAsJsonArray("items");
        JsonArray options = o.getAsJsonArray("options");
        int[] tried = new int[items.size() + 1];
        int[] hiddenAt = new int[options.size()];
        java.util.Arrays.fill(hiddenAt, -1);
        int solutions = 0;
        for (JsonElement e : o.getAsJsonArray("trace")) {
            JsonObject event = e.getAsJsonObject();
            int level = event.get("level").getAsInt();
            switch (event.get("event").getAsString()) {
                case "try" -> {
                    for (int k = 0; k < hiddenAt.length; k++) {
                        if (hiddenAt[k] >= level) {
                            hiddenAt[k] = -1;
                        }
                    }
                    tried[level] = event.get("option").getAsInt();
                    assertThat(hiddenAt[tried[level]]).as("a hidden row was tried").isEqualTo(-1);
                    assertThat(event.getAsJsonArray("covers")).isEqualTo(options.get(tried[level]));
                    for (JsonElement h : event.getAsJsonArray("hides")) {
                        assertThat(hiddenAt[h.getAsInt()]).isEqualTo(-1);
                        hiddenAt[h.getAsInt()] = level;
                    }
                }
                case "deadEnd" -> {
                    int item = event.get("item").getAsInt();
                    for (int k = 0; k < options.size(); k++) {
                        if (options.get(k).getAsJsonArray().contains(new com.google.gson.JsonPrimitive(item))) {
                            boolean chosen = false;
                            for (int l = 0; l < level; l++) {
                                chosen |= tried[l] == k;
                            }
                            assertThat(hiddenAt[k] >= 0 || chosen).as("row %d of dead item %d", k, item).isTrue();
                        }
                    }
                }
                case "solution" -> {
                    solutions++;
                    int[] covered = new int[items.size()];
                    Set<Integer> chosen = new HashSet<>();
                    for (int l = 0; l < level; l++) {
                        options.get(tried[l]).getAsJsonArray().forEach(i -> covered[i.getAsInt()]++);
                        chosen.add(tried[l]);
                    }
                    for (int i = 0; i < covered.length; i++) {
                        boolean primary = items.get(i).getAsJsonObject().get("primary").getAsBoolean();
                        assertThat(covered[i]).as("item %d covered", i).isBetween(primary ? 1 : 0, 1);
                    }
                    for (int k = 0; k < options.size(); k++) {
                        assertThat(hiddenAt[k] >= 0 && hiddenAt[k] < level || chosen.contains(k)).as("row %d in play", k).isTrue();
                    }
                }
                default -> {
                }
            }
        }
        assertThat(solutions).isEqualTo(o.get("count").getAsInt());
    }

    @Test
    void xcOfASudokuHasItsGroupsAndPlacementsAndEndsInItsSolution() {
        JsonObject o = ok("xc", request(Fixtures.SIX, "trace", 5000));
        Set<String> groups = new HashSet<>();
        o.getAsJsonArray("items").forEach(i -> groups.add(i.getAsJsonObject().get("group").getAsString()));
        assertThat(groups).containsExactlyInAnyOrder("cell", "row", "column", "box");
        assertThat(o.getAsJsonArray("placements")).hasSameSizeAs(o.getAsJsonArray("options"));
        Grid puzzle = Sudoku.parse(Fixtures.SIX);
        Grid solution = puzzle;
        for (JsonElement k : o.getAsJsonArray("solutions").get(0).getAsJsonArray()) {
            JsonObject p = o.getAsJsonArray("placements").get(k.getAsInt()).getAsJsonObject();
            solution = solution.with(p.get("cell").getAsInt(), p.get("digit").getAsInt());
        }
        assertThat(solution.isSolutionOf(puzzle)).isTrue();
        assertThat(o.getAsJsonArray("trace")).isNotEmpty();
        replay(ok("xc", request(Fixtures.THIRTEEN, "trace", 100000, "count", true)));
    }

    @Test
    void xcTraceStopsAtItsLimit() {
        JsonObject o = ok("xc", request(".".repeat(16), "trace", 10, "count", true));
        assertThat(o.getAsJsonArray("trace")).hasSize(10);
        assertThat(o.get("traceComplete").getAsBoolean()).isFalse();
    }

    @Test
    void infoAndTheOpenApiDocumentAreServed() {
        Http.Answer info = http.get("/api/v1/info");
        assertThat(info.status()).isEqualTo(200);
        JsonObject o = info.json();
        assertThat(o.getAsJsonArray("solvers")).hasSize(Solvers.all().size());
        assertThat(o.getAsJsonObject("limits").get("maxSize").getAsInt()).isEqualTo(server.config().maxSize());
        Http.Answer doc = http.get("/api/openapi.json");
        assertThat(doc.status()).isEqualTo(200);
        assertThat(doc.json().get("openapi").getAsString()).startsWith("3.1");
    }

    @Test
    void batchAnswersEveryLineInOrderAndABadLineWithItsError() {
        StringBuilder body = new StringBuilder();
        int lines = 500;
        for (int i = 0; i < lines; i++) {
            body.append(i % 7 == 3 ? "{\"puzzle\": \"12x\"}" : i % 11 == 5 ? "not json" : request(i % 2 == 0 ? Fixtures.SEVENTEEN : Fixtures.SIX))
                    .append('\n');
        }
        Http.Answer a = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                        "http://127.0.0.1:" + server.port() + "/api/v1/batch/solve"))
                .header("Content-Type", "application/x-ndjson")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body.toString())));
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.contentType()).startsWith("application/x-ndjson");
        String[] answers = a.body().split("\n");
        assertThat(answers).hasSize(lines);
        for (int i = 0; i < lines; i++) {
            JsonObject o = JsonParser.parseString(answers[i]).getAsJsonObject();
            assertThat(o.get("line").getAsInt()).isEqualTo(i + 1);
            if (i % 7 == 3) {
                assertThat(o.getAsJsonObject("error").get("status").getAsInt()).isEqualTo(422);
            } else if (i % 11 == 5) {
                assertThat(o.getAsJsonObject("error").get("status").getAsInt()).isEqualTo(400);
            } else {
                String puzzle = i % 2 == 0 ? Fixtures.SEVENTEEN : Fixtures.SIX;
                Grid g = Sudoku.parse(puzzle);
                assertThat(Fixtures.grid(o.getAsJsonArray("solution"), g.shape()).isSolutionOf(g)).as("line " + (i + 1)).isTrue();
            }
        }
    }

    @Test
    void batchOfEveryKind() {
        String body = request(Fixtures.THIRTEEN) + "\n\n" + request(Fixtures.SEVENTEEN) + "\n";
        String[] check = batch("check", body);
        assertThat(check).hasSize(2);
        assertThat(JsonParser.parseString(check[0]).getAsJsonObject().get("status").getAsString()).isEqualTo("multiple");
        assertThat(JsonParser.parseString(check[1]).getAsJsonObject().get("line").getAsInt()).isEqualTo(3);
        String[] count = batch("count", body);
        assertThat(JsonParser.parseString(count[0]).getAsJsonObject().get("count").getAsInt()).isEqualTo(13);
        String[] rate = batch("rate", body);
        assertThat(JsonParser.parseString(rate[1]).getAsJsonObject().get("rating").getAsDouble())
                .isEqualTo(ok("rate", request(Fixtures.SEVENTEEN)).get("rating").getAsDouble());
    }

    private static String[] batch(String kind, String body) {
        Http.Answer a = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                        "http://127.0.0.1:" + server.port() + "/api/v1/batch/" + kind))
                .header("Content-Type", "application/x-ndjson")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)));
        assertThat(a.status()).isEqualTo(200);
        return a.body().split("\n");
    }
}
