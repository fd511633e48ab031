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

    @Test
    void everyWhiteSpaceCharacterSeparatesNames() {
        // Found by DlxFormatFuzzTest: U+001C (which Java counts as white space) inside a name got past
        // the reader and the builder refused the name with an IllegalArgumentException, not a
        // DlxFormatException with its line and column. Such characters now separate names.
        ExactCoverProblem p = DlxFormat.parse("a\u001Cb\u000Bc | d\u2003e\na\u001Fd:x\nb c\u001Ce:x\n");
        assertThat(p.primaryCount()).isEqualTo(3);
        assertThat(p.itemCount()).isEqualTo(5);
        assertThat(p.optionText(0)).isEqualTo("a d:x");
        assertThat(p.optionText(1)).isEqualTo("b c e:x");
    }

    @Test
    void aFirstNameThatStartsWithUFeffIsWrittenSoThatItReadsBack() {
        // Found by DlxFormatFuzzTest: "\uFEFF\uFEFF1b" names its item "\uFEFF1b" (the first U+FEFF is the
        // byte order mark), which was written at the start of the text and read back as "1b".
        ExactCoverProblem p = DlxFormat.parse("\uFEFF\uFEFF1b\n");
        assertThat(p.itemName(0)).isEqualTo("\uFEFF1b");
        String written = DlxFormat.toString(p);
        assertThat(DlxFormat.parse(written).itemName(0)).isEqualTo("\uFEFF1b");
        assertThat(DlxFormat.toString(DlxFormat.parse(written))).isEqualTo(written);
    }
}
