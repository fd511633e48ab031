package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command at the ends of pipes, as a process: a reader that goes away after one line stops it
 * quickly and quietly; a write that fails is an error for every command; a program that writes a
 * puzzle and waits for its answer gets it.
 */
class PipesIT {

    private static final String EMPTY_9X9 = ".".repeat(81);
    private static final String ONE =
            ".6.1.4.5...83.56..2.......18..4.7..6..6...3..7..9.1..45.......2..72.69...4.5.8.7.";
    private static final String THIRTEEN =
            "..39..76..4...6..96...1...4...67..9...4..56...1..49...7...9.2..3..2...4..2...85..";

    /** Runs the command, reads one line, closes stdout, and returns the exit status and stderr. */
    private static Finished readOneLineThenClose(ProcessBuilder pb, String stdin) throws Exception {
        Process p = pb.start();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return Launch.text(p.getErrorStream());
            } catch (IOException e) {
                return e.toString();
            }
        });
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        long closed = System.nanoTime();
        out.close();
        boolean ended = p.waitFor(20, TimeUnit.SECONDS);
        long millis = (System.nanoTime() - closed) / 1_000_000;
        if (!ended) {
            p.destroyForcibly();
        }
        return new Finished(ended, ended ? p.exitValue() : -1, first, err.get(10, TimeUnit.SECONDS), millis);
    }

    record Finished(boolean ended, int status, String firstLine, String stderr, long millisAfterClose) {
    }

    @Test
    void aClosedStdoutStopsTheWorkQuicklyAndQuietly(@TempDir Path dir) throws Exception {
        // 60 items, each covered by either of two options: 2^60 solutions.
        StringBuilder dlx = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            dlx.append(i == 0 ? "" : " ").append("i").append(i);
        }
        dlx.append('\n');
        for (int i = 0; i < 60; i++) {
            dlx.append("i").append(i).append('\n').append("i").append(i).append('\n');
        }
        Path problem = dir.resolve("two-to-the-60.dlx");
        Files.writeString(problem, dlx);
        List<Finished> runs = List.of(
                readOneLineThenClose(Launch.sudokux("enumerate"), EMPTY_9X9 + "\n"),
                readOneLineThenClose(Launch.sudokux("xc", "--all", problem.toString()), ""),
                readOneLineThenClose(Launch.sudokux("generate", "--count", "20000"), ""));
        for (Finished f : runs) {
            assertThat(f.ended()).as("ended after its reader went away").isTrue();
            assertThat(f.firstLine()).isNotEmpty();
            assertThat(f.status()).isIn(0, 141);
            assertThat(f.stderr()).isEmpty();
            // Within a second on an idle machine; generous here, for a busy one.
            assertThat(f.millisAfterClose()).isLessThan(5000);
        }
    }

    @Test
    void aFailingWriteIsOneLineAndANonZeroStatusForEveryCommand(@TempDir Path dir) throws Exception {
        File full = new File("/dev/full");
        assumeTrue(full.exists(), "no /dev/full here");
        Path puzzles = dir.resolve("p.txt");
        Files.writeString(puzzles, ONE + "\n" + THIRTEEN + "\n");
        List<List<String>> commands = List.of(
                List.of("solve", puzzles.toString()), List.of("check", puzzles.toString()),
                List.of("count", puzzles.toString()), List.of("enumerate", puzzles.toString()),
                List.of("explain", "examples/6x6.txt"), List.of("hint", puzzles.toString()),
                List.of("rate", "examples/6x6.txt"), List.of("generate", "--count", "2"),
                List.of("bench", "--time", "0.1", "--warmup", "0", "--solver", "dlx", "examples/9x9.txt"),
                List.of("xc", "examples/knuth-6x7.dlx"), List.of("xc", "--count", "examples/pentomino-3x20.dlx"),
                List.of("cover", "examples/9x9.txt"),
                List.of("--help"), List.of("solve", "--help"), List.of("--version"));
        for (List<String> args : commands) {
            Process p = Launch.sudokux(args.toArray(new String[0])).redirectOutput(full)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            String err = Launch.text(p.getErrorStream());
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as("%s", args).isEqualTo(74);
            assertThat(err).as("%s", args).matches("sudokux( [a-z]+)?: cannot write the output: No space left on device\n");
        }
    }

    @Test
    void aProgramThatWaitsForEachAnswerGetsIt() throws Exception {
        for (List<String> args : List.of(List.of("solve"), List.of("check", "--threads", "2"), List.of("rate"))) {
            Process p = Launch.sudokux(args.toArray(new String[0])).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            OutputStream in = p.getOutputStream();
            for (String puzzle : List.of(ONE, THIRTEEN, ONE)) {
                in.write((puzzle + "\n").getBytes(StandardCharsets.US_ASCII));
                in.flush();
                // The answer comes while stdin is still open: the command did not wait for more input.
                String answer = CompletableFuture.supplyAsync(() -> {
                    try {
                        return out.readLine();
                    } catch (IOException e) {
                        return null;
                    }
                }).get(20, TimeUnit.SECONDS);
                assertThat(answer).as("%s answer to %s", args, puzzle).isNotBlank();
            }
            in.close();
            assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).isZero();
        }
    }
}
