package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * What README.md says of the commands' options is what the commands take: the commands listed for
 * {@code --threads}, and the fields of {@code generate}'s JSON answers.
 */
class DocumentedOptionsTest {

    private static final List<String> COMMANDS = List.of("solve", "count", "check", "enumerate", "explain", "hint",
            "rate", "generate", "bench", "xc", "cover");

    private static String readme() throws IOException {
        return Files.readString(Path.of("..", "README.md"));
    }

    private static Object command(String name) {
        return Main.command(name);
    }

    /** The commands named in backquotes in {@code text} ({@code `xc --count`} names xc). */
    private static Set<String> named(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = Pattern.compile("`([a-z]+)[^`]*`").matcher(text);
        while (m.find()) {
            if (COMMANDS.contains(m.group(1))) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    @Test
    void theCommandsListedForThreadsAreTheOnesThatTakeIt() throws IOException {
        String row = readme().lines().filter(l -> l.startsWith("| `--threads N` |")).findFirst().orElseThrow();
        // "...; `enumerate` and `--trace` run on one thread)": the last clause names those without threads.
        int single = row.indexOf("run on one thread");
        assertThat(single).isPositive();
        int clause = row.lastIndexOf("; ", single);
        Set<String> withThreads = named(row.substring(0, clause));
        Set<String> without = named(row.substring(clause, single));
        assertThat(without).isNotEmpty();

        Set<String> taking = new TreeSet<>();
        for (String name : COMMANDS) {
            if (new CommandLine(command(name)).getCommandSpec().optionsMap().containsKey("--threads")) {
                taking.add(name);
            }
        }
        assertThat(taking).as("commands with --threads").isEqualTo(withThreads);
        assertThat(without).doesNotContainAnyElementsOf(taking);
    }

    /** The README's example object of {@code generate --output-format json}, parsed. */
    private static JsonObject documentedGenerateObject() throws IOException {
        String text = readme();
        int at = text.indexOf("`--output-format json` gives one");
        assertThat(at).isPositive();
        Matcher m = Pattern.compile("`(\\{\"number\".*?\\})`", Pattern.DOTALL).matcher(text.substring(at));
        assertThat(m.find()).isTrue();
        // the example elides the seed's value: any number stands for it
        return JsonParser.parseString(m.group(1).replace("\"seed\":...", "\"seed\":0")).getAsJsonObject();
    }

    @Test
    void generatesJsonFieldsAreTheDocumentedOnes() throws IOException {
        JsonObject documented = documentedGenerateObject();
        CliRun rated = CliRun.run("generate", "--rating", "1.0-2.3", "--seed", "2", "--output-format", "json");
        assertThat(rated.status()).isZero();
        JsonObject answer = JsonParser.parseString(rated.out().lines().findFirst().orElseThrow()).getAsJsonObject();
        // with --grade or --rating: every documented field, in the documented order, and no other
        assertThat(List.copyOf(answer.keySet())).isEqualTo(List.copyOf(documented.keySet()));
        for (String key : documented.keySet()) {
            assertThat(answer.get(key).isJsonPrimitive() || answer.get(key).isJsonArray())
                    .as(key).isEqualTo(documented.get(key).isJsonPrimitive() || documented.get(key).isJsonArray());
        }
        assertThat(answer.get("number").getAsInt()).isEqualTo(1);
        assertThat(answer.get("cells").getAsString()).hasSize(81);
        assertThat(answer.get("solution").getAsString()).hasSize(81);
        assertThat(answer.get("clues").getAsInt())
                .isEqualTo((int) answer.get("cells").getAsString().chars().filter(c -> c != '.' && c != '0').count());

        // without: the same less rating and grade ("only with --grade or --rating")
        CliRun plain = CliRun.run("generate", "--seed", "2", "--output-format", "json");
        JsonObject unrated = JsonParser.parseString(plain.out().lines().findFirst().orElseThrow()).getAsJsonObject();
        List<String> expected = documented.keySet().stream().filter(k -> !k.equals("rating") && !k.equals("grade"))
                .toList();
        assertThat(List.copyOf(unrated.keySet())).isEqualTo(expected);
    }
}
