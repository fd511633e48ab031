package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The exact cover command's edges: a byte order mark, no solution, what --stats counts. */
class XcEdgesTest {

    @Test
    void aByteOrderMarkIsIgnoredAsInPuzzles() {
        CliRun r = CliRun.withInput("\uFEFFa b\na\nb\n", "xc");
        assertThat(r.out()).isEqualTo("a\nb\n");
        assertThat(r.status()).isZero();
    }

    @Test
    void noSolutionIsSaidOnStderr() {
        CliRun r = CliRun.withInput("a b\na\n", "xc");
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("sudokux xc: no solution\n");
        assertThat(r.status()).isEqualTo(1);
        // A count of zero is an answer, printed: nothing more to say.
        CliRun count = CliRun.withInput("a b\na\n", "xc", "--count");
        assertThat(count.out()).isEqualTo("0\n");
        assertThat(count.err()).isEmpty();
    }

    @Test
    void statsCountTheSolutionsPrinted() {
        CliRun r = CliRun.withInput("a b\na\nb\na b\n", "xc", "--stats", "--limit", "1");
        assertThat(r.out()).isEqualTo("a\nb\n");
        assertThat(r.err()).contains("options; 1+ solutions, ");
        CliRun all = CliRun.withInput("a b\na\nb\na b\n", "xc", "--stats", "--all");
        assertThat(all.out()).isEqualTo("a\nb\n\na b\n");
        assertThat(all.err()).contains("options; 2 solutions, ");
    }
}
