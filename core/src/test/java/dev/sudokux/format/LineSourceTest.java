package dev.sudokux.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineSourceTest {

    /** Every line as "number:kind:text", for buffers of 1 to 7 characters and the default one. */
    private static List<String> lines(String text, int bufferSize) throws IOException {
        LineSource source = bufferSize == 0 ? new LineSource(new StringReader(text))
                : new LineSource(new StringReader(text), bufferSize, Long.MAX_VALUE);
        List<String> out = new ArrayList<>();
        int kind;
        while ((kind = source.next()) != LineSource.END) {
            out.add(source.number() + ":" + (kind == LineSource.TEXT ? "T" : "B") + ":"
                    + new String(source.chars(), source.start(), source.end() - source.start()));
        }
        out.add(source.number() + ":end");
        return out;
    }

    @Test
    void everyLineEndIsOneLineWhereverTheBufferSplitsIt() throws IOException {
        String text = "\uFEFFab\r\n\r\ncd\n\r  e f \t\rg";
        List<String> expected = List.of("1:T:ab", "2:B:", "3:T:cd", "4:B:", "5:T:e f", "6:T:g", "7:end");
        for (int size = 0; size <= 7; size++) {
            assertThat(lines(text, size)).as("buffer %d", size).isEqualTo(expected);
        }
    }

    @Test
    void commentsAreSkippedAndEndStopsEverything() throws IOException {
        assertThat(lines("# c\n  #c\nx\n end \ny\n", 3)).containsExactly("3:T:x", "4:end");
        assertThat(lines("x\ne\n", 0)).containsExactly("1:T:x", "2:end");
        assertThat(lines("x\nended\n", 0)).containsExactly("1:T:x", "2:T:ended", "3:end");
        assertThat(lines("", 0)).containsExactly("1:end");
        assertThat(lines("x", 0)).containsExactly("1:T:x", "2:end");
    }

    @Test
    void pushBackGivesTheSameLineAgain() throws IOException {
        LineSource source = new LineSource(new StringReader("a\nb\n"));
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        source.pushBack();
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        assertThat(source.chars()[source.start()]).isEqualTo('b');
        assertThat(source.number()).isEqualTo(2);
        assertThat(source.next()).isEqualTo(LineSource.END);
    }

    @Test
    void anOverlongLineKeepsItsHeadAndTheNextLineIsWhole() throws IOException {
        String text = "x".repeat(LineSource.MAX_LINE + 5) + "\nyz\n";
        LineSource source = new LineSource(new StringReader(text), 1000, Long.MAX_VALUE);
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        assertThat(source.truncated()).isTrue();
        assertThat(source.end()).isEqualTo(LineSource.MAX_LINE);
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        assertThat(source.truncated()).isFalse();
        assertThat(new String(source.chars(), source.start(), source.end() - source.start())).isEqualTo("yz");
    }

    @Test
    void aCharacterLimitEndsTheText() throws IOException {
        LineSource source = new LineSource(new StringReader("abc\ndef\n"), 2, 6);
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        assertThat(source.next()).isEqualTo(LineSource.TEXT);
        assertThat(new String(source.chars(), source.start(), source.end() - source.start())).isEqualTo("de");
        assertThat(source.next()).isEqualTo(LineSource.END);
    }
}
