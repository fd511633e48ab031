package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The smaller things found when the tool was tried (issue 10's "Also"). */
class SmallThingsTest {

    static final String ONE = PuzzleCommandsTest.ONE;

    @Test
    void anUnknownCommandOrOptionSuggestsTheNearest() {
        CliRun r = CliRun.run("slove", "x");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("Did you mean solve?");
        assertThat(CliRun.run("enumrate").err()).contains("Did you mean enumerate?");
        assertThat(CliRun.withInput("", "solve", "--theads", "2").err()).contains("Did you mean --threads?");
        assertThat(CliRun.run("xyzzy").err()).doesNotContain("Did you mean");
    }

    @Test
    void aSolverThatDoesNotTakeTheShapeSaysSoInsteadOfInvalid() {
        String hexadoku = ".".repeat(256);
        CliRun r = CliRun.withInput(ONE + "\n" + hexadoku + "\n" + ONE + "\n", "solve", "--solver", "fast");
        assertThat(r.out().lines().toList()).hasSize(3).element(1).isEqualTo("unsupported");
        assertThat(r.err()).isEqualTo("sudokux solve: puzzle 2, line 2: solver 'fast' does not solve 16x16 puzzles "
                + "with 4x4 boxes; leave --solver out, or choose dlx, naive, pruned, bitmask, propagation, bitset\n");
        assertThat(r.status()).isEqualTo(2);
    }

    @Test
    void benchMeasuresEveryPairItCanAndSaysWhichItCannot() {
        CliRun r = CliRun.run("bench", "--solver", "fast,dlx", "--time", "0.05", "--warmup", "0", "--csv",
                "../examples/9x9.txt", "../examples/16x16.txt", "../examples/nope.txt");
        assertThat(r.out().lines().skip(1).map(l -> l.split(",")[0] + " " + l.split(",")[1]))
                .containsExactly("fast 9x9.txt", "dlx 9x9.txt", "dlx 16x16.txt");
        assertThat(r.err().lines()).containsExactly(
                "sudokux bench: solver 'fast' does not solve the 16x16 (4x4 boxes) puzzles of ../examples/16x16.txt: "
                        + "not measured",
                "sudokux bench: cannot read '../examples/nope.txt': no such file: not measured",
                "sudokux bench: 3 solver-file pairs measured, 2 not (see above)");
        assertThat(r.status()).isZero();
        assertThat(CliRun.run("bench", "--solver", "fast", "--time", "0.05", "../examples/16x16.txt").status())
                .isEqualTo(2);
    }

    @Test
    void aTraceWithJsonAnswersGoesToStderr() {
        CliRun r = CliRun.withInput("{\"cells\":\"" + ONE + "\"}\n", "solve", "--trace", "--solver", "dlx");
        assertThat(r.out().lines()).singleElement().asString().startsWith("{\"number\":1,\"status\":\"solved\"");
        assertThat(r.err()).startsWith("puzzle 1: 9x9 (3x3 boxes)").contains("solution found");
        CliRun text = CliRun.withInput(ONE + "\n", "enumerate", "--trace", "--solver", "dlx", "--output-format", "json");
        assertThat(text.out().lines()).allMatch(l -> l.startsWith("{"));
        assertThat(text.err()).contains("solution found");
    }
}
