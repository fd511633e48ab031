package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.internal.batch.ExitCode;
import org.junit.jupiter.api.Test;

/** The top command: which commands it offers, however it is started. */
class MainTest {

    private static final String[] COMMANDS = {
        "solve", "count", "check", "enumerate", "explain", "hint", "rate", "generate", "bench", "xc", "cover", "serve", "spark", "help"
    };

    @Test
    void helpListsEveryCommandInOrder() {
        CliRun r = CliRun.run("--help");
        assertThat(r.status()).isZero();
        String commands = r.out().substring(r.out().indexOf("Commands:"));
        int at = 0;
        for (String name : COMMANDS) {
            int next = commands.indexOf("\n  " + name + " ", at);
            assertThat(next).as(name).isGreaterThan(at);
            at = next;
        }
    }

    @Test
    void everyCommandRunsWhenNamedFirst() {
        for (String name : COMMANDS) {
            CliRun r = CliRun.run(name, "--help");
            assertThat(r.status()).as(name).isZero();
            assertThat(r.out()).as(name).contains("Usage: sudokux " + name);
        }
    }

    @Test
    void helpCommandAndAMistypedNameStillKnowTheOthers() {
        assertThat(CliRun.run("help", "check").out()).contains("Usage: sudokux check");
        CliRun mistyped = CliRun.run("sovle");
        assertThat(mistyped.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(mistyped.err()).contains("sovle").contains("sudokux --help");
    }

    @Test
    void noCommandIsAnError() {
        CliRun r = CliRun.run();
        assertThat(r.status()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("a command is required");
    }
}
