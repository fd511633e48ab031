package dev.sudokux.format;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz target: the letters format (UVA 1309: rows of {@code A}-{@code P}, {@code -} blank). The properties are {@link ReaderProperties}'s; a first line
 * {@code # box RxC} (a comment, which the reader skips) makes the test give the reader that shape.
 *
 * <p>A plain test run replays the inputs in {@code src/test/resources/dev/sudokux/format/LettersFuzzTestInputs/reads/}
 * (seeds, and every finding kept as a regression input); {@code ./mvnw -Pfuzz -pl core -am verify
 * -Dtest=LettersFuzzTest} fuzzes it (README, "Fuzzing").
 */
class LettersFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = ReaderProperties.text(bytes);
        ReaderProperties.check(text, Format.LETTERS, ReaderProperties.shapeOf(text, Format.LETTERS));
    }
}
