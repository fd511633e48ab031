package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * README's examples of {@code ./sudokux spark ...} (a {@code $} line in a fenced block, the lines up to
 * the next one or the end of the block its output) print what README shows, run on the tests' Spark
 * context (the command line's own README test leaves them to this one).
 */
class ReadmeExamplesTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void everySparkExamplePrintsWhatReadmeShows() throws IOException {
        List<String> readme = Files.readAllLines(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        List<String[]> examples = new ArrayList<>(); // command, expected
        boolean inBlock = false;
        String command = null;
        StringBuilder expected = new StringBuilder();
        for (String line : readme) {
            boolean fence = line.startsWith("```");
            if (fence || (inBlock && line.startsWith("$ "))) {
                if (command != null) {
                    examples.add(new String[] {command, expected.toString()});
                }
                command = null;
                expected.setLength(0);
                if (fence) {
                    inBlock = !inBlock;
                    continue;
                }
            }
            if (inBlock && line.startsWith("$ ./sudokux spark ")) {
                command = line.substring("$ ./sudokux spark ".length());
            } else if (command != null) {
                expected.append(line).append('\n');
            }
        }
        assertThat(examples).hasSizeGreaterThanOrEqualTo(2);
        for (String[] e : examples) {
            List<String> args = new ArrayList<>();
            for (String a : e[0].trim().split(" +")) {
                args.add(Files.exists(ROOT.resolve(a)) && !a.startsWith("-") ? ROOT.resolve(a).toString() : a);
            }
            LocalSpark.Ran ran = LocalSpark.spark(args.toArray(String[]::new));
            assertThat(ran.out() + ran.err()).as("$ ./sudokux spark " + e[0]).isEqualTo(e[1]);
        }
    }
}
