package dev.sudokux.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's examples of the HTTP API are true: each {@code $ ... curl ...} line of a fenced block
 * is run with bash against a server started here (its {@code localhost:8080} pointed at the test's
 * port), and what it prints must be the lines below it, up to the next {@code $} line or the end of
 * the block. The rest of the README's examples are run by the cli module's ReadmeExamplesIT; this is
 * the same reading of the README. Where an answer varies from run to run (a search's {@code stats}),
 * the README shows {@code {...}}, which stands for any JSON object without nested objects.
 */
class ReadmeCurlExamplesTest {

    /** One example: where it is, what is run, what it must print. */
    record Example(int line, String command, String expected) {
    }

    @Test
    void everyCurlExampleOfTheReadmePrintsWhatTheReadmeShows() throws Exception {
        assumeTrue(onPath("bash") && onPath("curl"), "bash or curl is not on the PATH: the README's curl examples are not run");
        List<Example> examples = curlExamples(Files.readAllLines(root().resolve("README.md"), StandardCharsets.UTF_8));
        assertThat(examples).as("curl examples in README.md").hasSizeGreaterThanOrEqualTo(3);
        List<String> wrong = new ArrayList<>();
        try (WebServer server = WebServer.start(ServerConfig.defaults().withPort(0))) {
            for (Example e : examples) {
                String command = e.command().replace("localhost:8080", "127.0.0.1:" + server.port());
                assertThat(command).as("README.md:%d names the server as localhost:8080", e.line()).contains("127.0.0.1:");
                String printed = run(command);
                if (!matches(e.expected(), printed)) {
                    wrong.add("README.md:" + e.line() + ": $ " + e.command() + "\n--- README shows:\n" + e.expected()
                            + "--- it prints:\n" + printed);
                }
            }
        }
        assertThat(wrong).as("README curl examples whose output is not what the README shows").isEmpty();
    }

    @Test
    void anElidedObjectStandsForOneObjectOnly() {
        assertThat(matches("{\"a\":1,\"stats\":{...}}\n", "{\"a\":1,\"stats\":{\"nodes\":3,\"micros\":12}}\n")).isTrue();
        assertThat(matches("{\"a\":1,\"stats\":{...}}\n", "{\"a\":2,\"stats\":{\"nodes\":3}}\n")).isFalse();
        assertThat(matches("{\"a\":1,\"stats\":{...}}\n", "{\"a\":1,\"stats\":{\"x\":{}}}\n")).isFalse();
        assertThat(matches("{\"a\":1}\n", "{\"a\":1}\n{\"a\":1}\n")).isFalse();
        // The last line may come without its newline (a JSON answer ends with its closing brace).
        assertThat(matches("{\"a\":1}\n", "{\"a\":1}")).isTrue();
    }

    /** The fenced examples that call curl, read as the cli module's ReadmeExamplesIT reads all of them. */
    static List<Example> curlExamples(List<String> readme) {
        List<Example> examples = new ArrayList<>();
        boolean inBlock = false;
        int start = -1;
        String command = null;
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < readme.size(); i++) {
            String line = readme.get(i);
            boolean fence = line.startsWith("```");
            if (fence || (inBlock && line.startsWith("$ "))) {
                if (inBlock && command != null && command.contains("curl ")) {
                    examples.add(new Example(start, command, expected.toString()));
                }
                command = null;
                if (fence) {
                    inBlock = !inBlock;
                    continue;
                }
            }
            if (!inBlock) {
                continue;
            }
            if (line.startsWith("$ ")) {
                command = line.substring(2);
                start = i + 1;
                expected.setLength(0);
            } else if (command != null) {
                expected.append(line).append('\n');
            }
        }
        return examples;
    }

    /** Whether {@code printed} is {@code expected}, where {@code {...}} stands for one flat JSON object. */
    static boolean matches(String expected, String printed) {
        StringBuilder regex = new StringBuilder();
        int from = 0;
        for (int at = expected.indexOf("{...}"); at >= 0; at = expected.indexOf("{...}", from)) {
            regex.append(Pattern.quote(expected.substring(from, at))).append("\\{[^{}]*\\}");
            from = at + "{...}".length();
        }
        regex.append(Pattern.quote(expected.substring(from)));
        String text = printed.endsWith("\n") ? printed : printed + "\n";
        Matcher m = Pattern.compile(regex.toString()).matcher(text);
        return m.matches();
    }

    private static String run(String command) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", command).directory(root().toFile()).start();
        p.getOutputStream().close();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        String out = read(p.getInputStream());
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return out + "(did not end within a minute)\n";
        }
        return out + err.get(10, TimeUnit.SECONDS);
    }

    private static String read(InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return e.toString();
        }
    }

    /** The repository's root: the nearest folder up from here with the README and the build. */
    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("README.md")) && Files.isRegularFile(p.resolve("mvnw"))) {
                return p;
            }
        }
        throw new IllegalStateException("no README.md and mvnw above " + Path.of("").toAbsolutePath());
    }

    private static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
