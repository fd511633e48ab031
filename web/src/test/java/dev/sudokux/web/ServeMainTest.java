package dev.sudokux.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@code sudokux serve}'s options: their help, their checks, and a start and stop. */
class ServeMainTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = ServeMain.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void helpListsEveryOption() {
        Run r = run("--help");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Usage: sudokux serve");
        for (String option : List.of("--port", "--bind", "--workers", "--queue", "--max-quick", "--time-limit",
                "--max-body", "--max-size", "--max-solutions", "--max-trace", "--max-generate", "--max-batch",
                "--batch-time-limit", "--rate-limit", "--cors", "--static")) {
            assertThat(r.out()).contains(option);
        }
    }

    @Test
    void badOptionsAreOneLineAndExit2() {
        for (String[] args : List.of(new String[] {"--port", "x"}, new String[] {"--port", "70000"},
                new String[] {"--time-limit", "soon"}, new String[] {"--rate-limit", "fast"},
                new String[] {"--max-body", "huge"}, new String[] {"--max-size", "65"},
                new String[] {"--workers", "0"}, new String[] {"--frobnicate"})) {
            Run r = run(args);
            assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).as(String.join(" ", args)).startsWith("sudokux serve: ").doesNotContain("Exception");
        }
    }

    @Test
    void optionsMakeTheConfiguration() throws Exception {
        ServeMain main = new ServeMain(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        new picocli.CommandLine(main).parseArgs("--bind", "0.0.0.0", "--port", "9000", "--workers", "3",
                "--time-limit", "2s", "--max-body", "64k", "--max-size", "16", "--cors", "https://a.example,https://b.example");
        ServerConfig c = main.config();
        assertThat(c.bind()).isEqualTo("0.0.0.0");
        assertThat(c.port()).isEqualTo(9000);
        assertThat(c.workers()).isEqualTo(3);
        assertThat(c.queue()).isEqualTo(3);
        assertThat(c.timeLimit()).isEqualTo(Duration.ofSeconds(2));
        assertThat(c.maxBodyBytes()).isEqualTo(64 * 1024);
        assertThat(c.maxSize()).isEqualTo(16);
        assertThat(c.rateLimit().isOn()).as("on by default off loopback").isTrue();
        assertThat(c.corsOrigins()).containsExactly("https://a.example", "https://b.example");
        new picocli.CommandLine(main).parseArgs("--bind", "0.0.0.0", "--rate-limit", "off");
        assertThat(main.config().rateLimit().isOn()).isFalse();
    }

    @Test
    void startsListeningAndStopsWhenInterrupted() throws Exception {
        StringWriter out = new StringWriter();
        AtomicInteger status = new AtomicInteger(-1);
        Thread serve = new Thread(() -> status.set(ServeMain.run(new String[] {"--port", "0"},
                new PrintWriter(out, true), new PrintWriter(new StringWriter(), true))));
        serve.start();
        long end = System.nanoTime() + 10_000_000_000L;
        while (!out.toString().contains("listening") && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        String line = out.toString();
        assertThat(line).contains("listening on http://127.0.0.1:");
        int port = Integer.parseInt(line.replaceAll("(?s).*127\\.0\\.0\\.1:(\\d+)/.*", "$1"));
        assertThat(new Http(port).get("/api/v1/info").status()).isEqualTo(200);
        serve.interrupt();
        serve.join(10_000);
        assertThat(serve.isAlive()).isFalse();
        assertThat(status.get()).isEqualTo(130);
        assertThat(out.toString()).contains("stopped");
    }

    @Test
    void aPortInUseIsAClearError() {
        try (WebServer taken = WebServer.start(ServerConfig.defaults().withPort(0))) {
            Run r = run("--port", Integer.toString(taken.port()));
            assertThat(r.status()).isEqualTo(2);
            assertThat(r.err()).startsWith("sudokux serve: cannot listen on 127.0.0.1:" + taken.port());
        }
    }
}
