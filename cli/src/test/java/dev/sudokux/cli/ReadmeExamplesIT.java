package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every shell example of README.md that shows its output is true: each line {@code $ command} in a
 * fenced block is run (with bash, in the repository's root, {@code ./sudokux} being the built jar)
 * and what it prints must be the lines below it, up to the next {@code $} line or the end of the
 * block: its standard output, then its standard error. Examples that call the HTTP API with
 * {@code curl} are left to the web module, whose tests start a server.
 */
class ReadmeExamplesIT {

    /** One example: where it is, what is run, what it must print. */
    record Example(int line, String command, String expected) {
    }

    static List<Example> examples(List<String> readme) {
        List<Example> examples = new ArrayList<>();
        boolean inBlock = false;
        int start = -1;
        String command = null;
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < readme.size(); i++) {
            String line = readme.get(i);
            if (line.startsWith("```")) {
                if (inBlock && command != null) {
                    examples.add(new Example(start, command, expected.toString()));
                }
                inBlock = !inBlock;
                command = null;
                continue;
            }
            if (!inBlock) {
                continue;
            }
            if (line.startsWith("$ ")) {
                if (command != null) {
                    examples.add(new Example(start, command, expected.toString()));
                }
                command = line.substring(2);
                start = i + 1;
                expected.setLength(0);
            } else if (command != null) {
                expected.append(line).append('\n');
            }
        }
        return examples;
    }

    @Test
    void everyExampleThatShowsItsOutputPrintsIt() throws Exception {
        List<String> readme = Files.readAllLines(Launch.root().resolve("README.md"), StandardCharsets.UTF_8);
        List<Example> examples = examples(readme);
        assertThat(examples).hasSizeGreaterThan(8);
        List<String> wrong = new ArrayList<>();
        for (Example e : examples) {
            if (e.command().contains("curl ")) {
                continue; // the HTTP API's examples need a running server: the web module's tests run them
            }
            Process p = Launch.shell(e.command()).start();
            p.getOutputStream().close();
            CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
            String out = read(p.getInputStream());
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                wrong.add("README.md:" + e.line() + ": $ " + e.command() + "\n  did not end within 2 minutes");
                continue;
            }
            String printed = out + err.get(10, TimeUnit.SECONDS);
            if (!printed.equals(e.expected())) {
                wrong.add("README.md:" + e.line() + ": $ " + e.command() + "\n--- README shows:\n" + e.expected()
                        + "--- it prints:\n" + printed);
            }
        }
        assertThat(wrong).as("README examples whose output is not what the README shows").isEmpty();
    }

    private static String read(java.io.InputStream in) {
        try {
            return Launch.text(in);
        } catch (IOException e) {
            return e.toString();
        }
    }
}
