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
}
