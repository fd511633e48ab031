package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** --time-limit and --node-limit bound every command, the logic ones and generate included. */
class BudgetsTest {

    /** SE 11.8: seconds of forcing chains to rate without a budget. */
    static final String HARDEST = "...4...8...7..92......3...526...1.....19......7....1..5......4..1.8....3..6..29..";

    @Test
    void rateStopsAtItsTimeLimit() {
        long start = System.nanoTime();
        CliRun r = CliRun.withInput(HARDEST + "\n", "rate", "--time-limit", "10ms");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(r.out()).isEqualTo("unknown\n");
        assertThat(r.err()).isEqualTo("sudokux rate: puzzle 1, line 1: gave up (time limit reached)\n");
        assertThat(r.status()).isEqualTo(3);
        assertThat(millis).isLessThan(2000); // the rating alone takes seconds unbounded
    }

    @Test
    void explainGivesTheStepsSoFarAndHintAndRateUnknown() {
        CliRun x = CliRun.withInput(HARDEST + "\n", "explain", "--node-limit", "300");
        assertThat(x.out().lines().findFirst().orElseThrow()).startsWith("puzzle 1: rating ")
                .endsWith("stopped (node limit reached)");
        assertThat(x.out()).contains("stopped: node limit reached before logic finished; the grid so far:");
        assertThat(x.status()).isEqualTo(3);
        CliRun json = CliRun.withInput(HARDEST + "\n", "explain", "--json", "--node-limit", "300");
        assertThat(json.out()).contains("\"solved\":false,\"complete\":false");
        CliRun hint = CliRun.withInput(HARDEST + "\n", "hint", "--node-limit", "3");
        assertThat(hint.out()).isEqualTo("unknown\n");
        assertThat(hint.status()).isEqualTo(3);
        CliRun rate = CliRun.withInput(HARDEST + "\n", "rate", "--node-limit", "300", "--output-format", "json");
        assertThat(rate.out()).isEqualTo("{\"number\":1,\"puzzle\":\"" + HARDEST + "\",\"status\":\"unknown\"}\n");
    }

    @Test
    void generateGivesUpAPuzzleThatRunsOutAndGoesOn() {
        CliRun r = CliRun.run("generate", "--count", "2", "--seed", "1", "--node-limit", "5", "--threads", "1");
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines()).hasSize(2).allMatch(l -> l.matches(
                "sudokux generate: puzzle \\d: gave up \\(node limit reached\\) after 1 attempts; seed -?\\d+"));
        assertThat(r.status()).isEqualTo(3);
        CliRun ok = CliRun.run("generate", "--count", "2", "--seed", "1", "--time-limit", "1m", "--threads", "1");
        assertThat(ok.out().lines()).hasSize(2);
        assertThat(ok.status()).isZero();
    }
}
