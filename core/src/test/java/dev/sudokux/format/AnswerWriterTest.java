package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.logic.Rater;
import dev.sudokux.solve.Result;
import dev.sudokux.solve.SolveRequest;
import dev.sudokux.solve.Solver;
import dev.sudokux.solve.Solvers;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The answers every front writes, as the command line prints them. */
class AnswerWriterTest {

    private static final String ONE =
            ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.";
    private static final String THIRTEEN =
            "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85..";
    private static final String NONE =
            "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..";

    private final Solver solver = Solvers.byName("dlx");

    private static List<PuzzleItem> read(String text) {
        return PuzzleReader.readAll(text, null, null);
    }

    @Test
    void solveWritesEachAnswerInItsFormatWithTheFormatsSeparators() throws IOException {
        StringWriter out = new StringWriter();
        AnswerWriter answers = new AnswerWriter(out, AnswerWriter.Kind.SOLVE, Format.GRID);
        for (PuzzleItem item : read(ONE + "\n" + NONE + "\n" + ONE.substring(1) + "\n")) {
            if (item instanceof Puzzle p) {
                answers.solution(p, solver.solve(p.grid(), SolveRequest.first()));
            } else {
                assertThat(answers.invalid(item, ((PuzzleError) item).message())).isEqualTo("invalid");
            }
        }
        String[] blocks = out.toString().split("\n\n");
        assertThat(blocks).hasSize(3);
        assertThat(blocks[0].lines()).hasSize(9);
        assertThat(blocks[1]).isEqualTo("NO SOLUTION");
        assertThat(blocks[2]).isEqualTo("invalid\n");
    }

    @Test
    void jsonAnswersStartWithTheInputTheNumberAndTheId() throws IOException {
        StringWriter out = new StringWriter();
        AnswerWriter answers = new AnswerWriter(out, AnswerWriter.Kind.CHECK, null);
        answers.from("p.jsonl", Format.JSON);
        List<PuzzleItem> items = read("{\"cells\":\"" + THIRTEEN + "\",\"id\":[1,\"a\"]}\n{\"cells\":7}\n");
        assertThat(answers.check((Puzzle) items.get(0), solver.check(((Puzzle) items.get(0)).grid())))
                .isEqualTo("multiple");
        answers.invalid(items.get(1), ((PuzzleError) items.get(1)).message());
        assertThat(out.toString().lines()).containsExactly(
                "{\"input\":\"p.jsonl\",\"number\":1,\"id\":[1,\"a\"],\"status\":\"multiple\"}",
                "{\"input\":\"p.jsonl\",\"number\":2,\"status\":\"invalid\",\"error\":\"puzzle 2, line 2, column 10: "
                        + "\\\"cells\\\" must be a string such as \\\"1.3.\\\" or an array of numbers, not a number\"}");
        assertThat(answers.errorLine(items.get(1), "x")).isEqualTo("p.jsonl: x");
    }

    @Test
    void countsAndTotalsSayWhenTheyStoppedAtTheLimit() throws IOException {
        Puzzle p = (Puzzle) read(THIRTEEN + "\n").get(0);
        StringWriter out = new StringWriter();
        AnswerWriter counts = new AnswerWriter(out, AnswerWriter.Kind.COUNT, null);
        assertThat(counts.count(p, solver.count(p.grid(), 6), 5)).isEqualTo("multiple");
        counts.count(p, solver.count(p.grid(), Long.MAX_VALUE), Long.MAX_VALUE);
        assertThat(out.toString()).isEqualTo("5+\n13\n");

        StringWriter sized = new StringWriter();
        AnswerWriter all = new AnswerWriter(sized, AnswerWriter.Kind.ENUMERATE, Format.SIZED);
        Result r = solver.solve(p.grid(), SolveRequest.count(3).withKeep(3));
        long k = 0;
        for (var s : r.solutions().subList(0, 2)) {
            all.enumerated(p, s, ++k);
        }
        all.total(p, r, 2);
        List<String> lines = sized.toString().lines().toList();
        // The judges' output: each solution's rows after a separator line, then the total.
        assertThat(lines).hasSize(2 * 10 + 2);
        assertThat(lines.get(0)).isEqualTo(AnswerWriter.SEPARATOR);
        assertThat(lines.get(1)).matches("[1-9]( [1-9]){8}");
        assertThat(lines.subList(20, 22)).containsExactly(AnswerWriter.SEPARATOR, "TOTAL SOLUTION : 2+");
    }

    @Test
    void anOutputFormatThatCannotHoldTheShapeIsSaidBeforeTheWork() {
        Puzzle big = (Puzzle) read("{\"box\":[6,6],\"cells\":\"" + ".".repeat(36 * 36) + "\"}\n").get(0);
        assertThat(new AnswerWriter(new StringWriter(), AnswerWriter.Kind.SOLVE, Format.LETTERS).cannotWrite(big))
                .isEqualTo("cannot write its answer: the letters format holds grids up to 26x26 (A to Z), not 36x36");
        assertThat(new AnswerWriter(new StringWriter(), AnswerWriter.Kind.SOLVE, Format.GRID).cannotWrite(big)).isNull();
        assertThat(new AnswerWriter(new StringWriter(), AnswerWriter.Kind.CHECK, Format.LETTERS).cannotWrite(big)).isNull();
    }

    @Test
    void ratingsAndExplanations() throws IOException {
        Puzzle p = (Puzzle) read(ONE + "\n").get(0);
        Rater rater = Rater.standard();
        StringWriter out = new StringWriter();
        AnswerWriter answers = new AnswerWriter(out, AnswerWriter.Kind.RATE, null);
        String word = answers.rating(p, rater.rate(p.grid()));
        assertThat(out.toString()).matches("\\d+\\.\\d (easy|medium|hard|expert|extreme) .+\n");
        assertThat(out.toString()).contains(" " + word + " ");
        StringWriter json = new StringWriter();
        new AnswerWriter(json, AnswerWriter.Kind.EXPLAIN, Format.JSON).explanation(p,
                rater.explainer().explain(p.grid()), rater.rate(p.grid()));
        assertThat(json.toString()).startsWith("{\"number\":1,\"puzzle\":\"" + ONE + "\",\"solved\":true,\"complete\":true,\"rating\":")
                .contains("\"steps\":[{\"technique\":").endsWith("}\n");
    }
}
