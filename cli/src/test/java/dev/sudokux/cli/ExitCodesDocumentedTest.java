package dev.sudokux.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.internal.batch.ExitCode;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every exit status the code uses is in the README's list, and the list has no other. */
class ExitCodesDocumentedTest {

    @Test
    void theReadmeListsEveryExitStatus() throws IOException, IllegalAccessException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int at = readme.indexOf("**Exit status**:");
        assertThat(at).isPositive();
        String paragraph = readme.substring(at, readme.indexOf("\n\n", at));
        java.util.Set<Integer> listed = new java.util.TreeSet<>();
        Matcher m = Pattern.compile("(?:^|[:,] )(\\d+) ").matcher(paragraph.replace('\n', ' '));
        while (m.find()) {
            listed.add(Integer.parseInt(m.group(1)));
        }
        java.util.Set<Integer> used = new java.util.TreeSet<>();
        for (Field f : ExitCode.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                f.setAccessible(true);
                used.add(f.getInt(null));
            }
        }
        assertThat(listed).isEqualTo(used);
    }

    /**
     * Each command's help lists its own statuses: 0, 2 and 130 always, 3 where a budget can stop it
     * (it takes --time-limit), none that is not an exit status.
     */
    @Test
    void eachCommandsHelpListsItsStatuses() throws IllegalAccessException {
        java.util.Set<Integer> used = new java.util.TreeSet<>();
        for (Field f : ExitCode.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class) {
                f.setAccessible(true);
                used.add(f.getInt(null));
            }
        }
        for (Object command : java.util.List.of(new SolveCommand(), new CheckCommand(), new CountCommand(),
                new EnumerateCommand(), new ExplainCommand(), new HintCommand(), new RateCommand(),
                new GenerateCommand(), XcCommand.spec())) {
            picocli.CommandLine.Model.CommandSpec spec = new picocli.CommandLine(command).getCommandSpec();
            String footer = String.join(" ", spec.usageMessage().footer());
            String statuses = footer.substring(footer.indexOf("Exit status:"));
            java.util.Set<Integer> listed = new java.util.TreeSet<>();
            Matcher m = Pattern.compile("(?:: |, )(\\d+) ").matcher(statuses);
            while (m.find()) {
                listed.add(Integer.parseInt(m.group(1)));
            }
            String name = spec.name();
            assertThat(used).as(name).containsAll(listed);
            assertThat(listed).as(name).contains(0, 2, 130);
            if (spec.optionsMap().containsKey("--time-limit")) {
                assertThat(listed).as(name + " takes a budget").contains(3);
            }
        }
    }
}
