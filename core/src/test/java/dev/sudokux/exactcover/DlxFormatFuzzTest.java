package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Fuzz target: Knuth's DLX format ({@link DlxFormat#parse}): the items line with {@code |} before the
 * secondary items and multiplicities ({@code 2:3|a}, {@code 2|a}), options with colours
 * ({@code x:red}), comment lines. Properties: it reads the text or throws {@link DlxFormatException}
 * with a line and a column inside the text (never another exception); a problem read, written with
 * {@link DlxFormat#toString} and read again, is written the same (round trip).
 *
 * <p>Inputs: {@code src/test/resources/dev/sudokux/exactcover/DlxFormatFuzzTestInputs/reads/}.
 */
class DlxFormatFuzzTest {

    /** The most characters an input is read as (problems of a few dozen options). */
    private static final int MAX_CHARS = 8192;

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.length() > MAX_CHARS) {
            text = text.substring(0, MAX_CHARS);
        }
        ExactCoverProblem problem;
        try {
            problem = DlxFormat.parse(text);
        } catch (DlxFormatException expected) {
            long lines = text.lines().count();
            assertThat(expected.line()).isBetween(1, (int) lines + 1);
            assertThat(expected.column()).isPositive();
            assertThat(expected.problem()).isNotBlank();
            assertThat(expected.getMessage()).doesNotContain("\n", "\r");
            return;
        }
        String written = DlxFormat.toString(problem);
        ExactCoverProblem back = DlxFormat.parse(written);
        assertThat(DlxFormat.toString(back)).as("read back from%n%s", written).isEqualTo(written);
        assertThat(back.primaryCount()).isEqualTo(problem.primaryCount());
        assertThat(back.itemCount()).isEqualTo(problem.itemCount());
        assertThat(back.optionCount()).isEqualTo(problem.optionCount());
        assertThat(back.nodeCount()).isEqualTo(problem.nodeCount());
    }
}
