package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code -Dsudokux.timeline=true}: an {@code xc} count prints its steps to stderr, in the order they
 * run, each with a time, and leaves stdout to the count; without the property stderr stays empty.
 */
class TimelineIT {

    private static final List<String> STEPS = List.of(
            "JVM start to main", "picocli: sudokux's model", "picocli: the command's model",
            "picocli: parsing the arguments", "xc: reading the problem", "xc: building the",
            "xc: the search, 2 thread(s)", "the command's end (output flushed)");

    private record Run(int status, String out, String err) {
    }

    private static Run run(boolean timeline) throws Exception {
        List<String> command = new ArrayList<>(List.of(Launch.java(), "-XX:+UseSerialGC"));
        if (timeline) {
            command.add("-Dsudokux.timeline=true");
        }
        command.addAll(List.of("-jar", Launch.jar().toString(), "xc", "--count", "--threads", "2",
                "examples/pentomino-3x20.dlx"));
        Process p = new ProcessBuilder(command).directory(Launch.root().toFile()).start();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return Launch.text(p.getErrorStream());
            } catch (java.io.IOException e) {
                return e.toString();
            }
        });
        String out = Launch.text(p.getInputStream());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), out, err.get(10, TimeUnit.SECONDS));
    }

    @Test
    void theStepsOfAnXcRunArePrintedInOrderOnStderrOnly() throws Exception {
        Run plain = run(false);
        Run marked = run(true);
        assertThat(plain.status()).isZero();
        assertThat(plain.err()).isEmpty();
        assertThat(marked.status()).isZero();
        assertThat(marked.out()).isEqualTo(plain.out());
        List<String> lines = marked.err().lines().toList();
        assertThat(lines).allMatch(line -> line.startsWith("timeline: "));
        int at = -1;
        for (String step : STEPS) {
            int found = -1;
            for (int i = at + 1; i < lines.size() && found < 0; i++) {
                // "timeline: WALL SINCE-START SINCE-PREVIOUS  STEP": three numbers, then the step.
                if (lines.get(i).matches("timeline: [0-9.]+ +[0-9.]+ +-?[0-9.]+  \\Q" + step + "\\E.*")) {
                    found = i;
                }
            }
            assertThat(found).as("the mark '%s' after line %d of%n%s", step, at, marked.err()).isGreaterThan(at);
            at = found;
        }
        assertThat(lines.get(lines.size() - 1)).startsWith("timeline: printed at ");
    }
}
