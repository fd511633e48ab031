package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DlxFormatTest {

    @Test
    void readsItemsOptionsColoursAndSkipsComments() {
        ExactCoverProblem p = DlxFormat.parse("""
                | comment before the items
                a b | x y

                a x:red
                | comment between options
                b\tx:red y
                """);
        assertThat(p.primaryCount()).isEqualTo(2);
        assertThat(p.secondaryCount()).isEqualTo(2);
        assertThat(p.optionCount()).isEqualTo(2);
        assertThat(p.optionText(0)).isEqualTo("a x:red");
        assertThat(p.optionText(1)).isEqualTo("b x:red y");
        assertThat(p.optionColor(0, 1)).isEqualTo(p.optionColor(1, 1)).isPositive();
        assertThat(p.itemIndex("y")).isEqualTo(3);
        assertThat(p.isPrimary(p.itemIndex("x"))).isFalse();
    }

    @Test
    void windowsLineEndingsAreAccepted() {
        ExactCoverProblem p = DlxFormat.parse("a b\r\na b\r\n");
        assertThat(p.optionText(0)).isEqualTo("a b");
    }

    @Test
    void writingThenReadingGivesTheSameProblem() {
        Random random = new Random(42);
        for (int trial = 0; trial < 500; trial++) {
            ExactCoverProblem p = RandomProblemsTest.randomProblem(random, trial % 2 == 0);
            String text = DlxFormat.toString(p);
            ExactCoverProblem back = DlxFormat.parse(text);
            assertThat(DlxFormat.toString(back)).isEqualTo(text);
            assertThat(back.primaryCount()).isEqualTo(p.primaryCount());
            assertThat(back.itemCount()).isEqualTo(p.itemCount());
            assertThat(back.optionCount()).isEqualTo(p.optionCount());
            for (int o = 0; o < p.optionCount(); o++) {
                assertThat(back.optionItems(o)).containsExactly(p.optionItems(o));
            }
            assertThat(new DancingLinks(back).count().solutionCount())
                    .isEqualTo(new DancingLinks(p).count().solutionCount());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "unknown item;a b\\na c;2;3;unknown item 'c' (not in the items line)",
        "item repeated in an option;a b\\nb a b;2;5;item 'b' is repeated in this option (first at column 1)",
        "item repeated in the items line;a b a;1;5;item 'a' is listed twice in the items line (first at column 1)",
        "option without a primary item;a | x\\na\\nx;3;1;this option has no primary item (every option needs one)",
        "empty input;'';1;1;missing items line: the input has no line that is not blank or a comment",
        "only comments;| just a comment\\n\\n;3;1;missing items line: the input has no line that is not blank or a comment",
        "colour on a primary item;a | x\\na:red;2;2;primary item 'a' can't have a colour (only secondary items can)",
        "empty colour;a | x\\na x:;2;5;a colour name is missing after ':'",
        "colon in the items line;a b:c;1;4;':' in item name 'b:c' (colours belong in options, not in the items line)",
        "two bars;a | x | y;1;7;a second '|' in the items line (the first is at column 3)",
        "no primary item;'  | x';1;3;no primary item before '|' in the items line",
        "bar inside an option;a b\\na | b;2;3;'|' in an option (a comment line must start with '|')",
    })
    void badInputNamesLineColumnAndProblem(String name, String text, int line, int column, String message) {
        String input = text.replace("\\n", "\n");
        assertThatThrownBy(() -> DlxFormat.parse(input))
                .isInstanceOfSatisfying(DlxFormatException.class, e -> {
                    assertThat(e.line()).isEqualTo(line);
                    assertThat(e.column()).isEqualTo(column);
                    assertThat(e.problem()).isEqualTo(message);
                    assertThat(e.getMessage()).isEqualTo("line " + line + ", column " + column + ": " + message);
                });
    }

    @Test
    void builderRejectsWhatTheFormatRejects() {
        ExactCoverProblem.Builder b = ExactCoverProblem.builder(2, 1);
        assertThatThrownBy(() -> b.addOption(0, 0)).hasMessageContaining("appears twice");
        assertThatThrownBy(() -> b.addOption(2)).hasMessageContaining("at least one primary");
        assertThatThrownBy(() -> b.addOption(0, 3)).hasMessageContaining("out of range");
        assertThatThrownBy(() -> b.addOption(new int[] {0}, new int[] {1})).hasMessageContaining("can't have a colour");
        // A rejected option leaves no trace: the same items are accepted afterwards.
        assertThat(b.addOption(0, 2)).isZero();
        assertThat(b.build().optionCount()).isEqualTo(1);
        assertThatThrownBy(() -> ExactCoverProblem.builder(java.util.List.of("a", "a"), java.util.List.of()))
                .hasMessageContaining("named twice");
    }
}
