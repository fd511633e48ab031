package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Memory at the large end: an empty 64x64 and an empty 49x49 solve in the heap of a small machine
 * ({@code -Xmx256m}) with the default solver, and the 49x49 with {@code dlx} (an empty 64x64 with
 * {@code dlx} is a matter of time, not memory: it ran past two minutes); running out of memory is one
 * line on stderr and exit 3, never a stack trace or "no solution".
 */
class MemoryIT {

    /** An empty grid in the sized format: the box size, then n x n rows of zeros. */
    private static Path emptySized(Path dir, int box) throws IOException {
        int n = box * box;
        StringBuilder text = new StringBuilder().append(box).append('\n');
        String row = String.join(" ", java.util.Collections.nCopies(n, "0"));
        for (int r = 0; r < n; r++) {
            text.append(row).append('\n');
        }
        Path file = dir.resolve("empty-" + n + ".txt");
        Files.writeString(file, text);
        return file;
    }

    private static Finished run(String heap, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Launch.java(), "-XX:+UseSerialGC", heap, "-jar",
                Launch.jar().toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(Launch.root().toFile()).start();
        p.getOutputStream().close();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return Launch.text(p.getErrorStream());
            } catch (IOException e) {
                return e.toString();
            }
        });
        String out = Launch.text(p.getInputStream());
        boolean ended = p.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        return new Finished(ended ? p.exitValue() : -1, out, err.get(10, TimeUnit.SECONDS));
    }

    record Finished(int status, String stdout, String stderr) {
    }

    @ParameterizedTest(name = "{0}x{0}, {1}")
    @CsvSource({"8, default", "7, default", "7, dlx"})
    void emptyLargeGridsSolveIn256Megabytes(int box, String solver, @TempDir Path dir) throws Exception {
        Path file = emptySized(dir, box);
        List<String> args = new ArrayList<>(List.of("solve", "--format", "sized", "--output-format", "sized"));
        if (!solver.equals("default")) {
            args.addAll(List.of("--solver", solver));
        }
        args.add(file.toString());
        Finished f = run("-Xmx256m", args.toArray(String[]::new));
        assertThat(f.stderr()).isEmpty();
        assertThat(f.status()).isZero();
        String[] lines = f.stdout().strip().split("\n");
        int n = box * box;
        assertThat(lines).hasSize(n + 1);
        assertThat(lines[0].strip()).isEqualTo(String.valueOf(box));
        for (int r = 1; r <= n; r++) {
            assertThat(lines[r].strip().split("\\s+")).hasSize(n).doesNotContain("0").doesNotHaveDuplicates();
        }
    }

    /** A heap too small for the work: one line that says so, exit 3 (no answer), no stack trace. */
    @Test
    void runningOutOfMemoryIsOneLineAndExit3(@TempDir Path dir) throws Exception {
        Path file = emptySized(dir, 8);
        Finished f = run("-Xmx6m", "solve", "--solver", "dlx", "--format", "sized", file.toString());
        assertThat(f.status()).isIn(2, 3);
        assertThat(f.stderr()).contains("out of memory").doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(f.stderr().strip().lines()).hasSize(1);
        assertThat(f.stdout()).doesNotContain("none");
    }
}
