package dev.sudokux.logic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The order in which the documents list the techniques is the order {@link Techniques#all()} tries
 * them: the table of this package's {@code package-info.java} and README's "Techniques" paragraph
 * (both say the first technique in their list that finds a step gives it).
 */
class TechniqueOrderDocumentedTest {

    /**
     * The techniques of {@code text} found in the order they are tried; a name the text does not
     * hold whole may be written as its parenthesised part after its kind ("Locked Candidates
     * (Pointing) / (Claiming)"). Each name is searched for after the previous one: a technique listed
     * before one tried earlier is not found.
     */
    private static List<String> missingOrOutOfOrder(String text) {
        List<String> wrong = new ArrayList<>();
        int at = 0;
        for (String name : Techniques.names()) {
            int found = text.indexOf(name, at);
            if (found < 0 && name.contains("(")) {
                found = text.indexOf(name.substring(name.indexOf('(')), at);
            }
            if (found < 0) {
                wrong.add(name);
            } else {
                at = found + 1;
            }
        }
        return wrong;
    }

    @Test
    void packageInfoListsTheTechniquesInTheOrderTheyAreTried() throws IOException {
        String doc = Files.readString(Path.of("src/main/java/dev/sudokux/logic/package-info.java"));
        String table = doc.substring(doc.indexOf("<table>"), doc.indexOf("</table>")).replace("&amp;", "&");
        assertThat(missingOrOutOfOrder(table)).as("techniques missing from package-info's table, or listed "
                + "after one tried later").isEmpty();
    }

    @Test
    void theReadmeListsTheTechniquesInTheOrderTheyAreTried() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        int start = readme.indexOf("**Techniques**");
        String list = readme.substring(start, readme.indexOf("**Grades**", start)).replace('\n', ' ');
        assertThat(missingOrOutOfOrder(list)).as("techniques missing from README's list, or listed after one "
                + "tried later").isEmpty();
    }

    @Test
    void aListOutOfOrderIsFound() {
        assertThat(missingOrOutOfOrder("Full House, Naked Single, Hidden Single")).contains("Naked Single");
    }
}
