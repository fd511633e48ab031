package dev.sudokux.exactcover;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The DLX format's edges: a byte order mark at the start is ignored, as in the puzzle formats. */
class DlxFormatEdgesTest {

    @Test
    void aByteOrderMarkAtTheStartIsIgnored() {
        ExactCoverProblem p = DlxFormat.parse("\uFEFFa b | c\na c:x\nb\n");
        assertThat(p.itemCount()).isEqualTo(3);
        assertThat(p.optionText(0)).isEqualTo("a c:x");
        // Only at the very start: elsewhere it is a character of a name.
        ExactCoverProblem later = DlxFormat.parse("a \uFEFFb\na\n\uFEFFb\n");
        assertThat(later.optionCount()).isEqualTo(2);
    }
}
