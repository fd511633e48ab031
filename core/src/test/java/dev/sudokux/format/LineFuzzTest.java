package dev.sudokux.format;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz target: the line format (one puzzle a line, {@code .} or {@code 0} blank, trailing text, an {@code end} line as POJ 3074 has). The properties are {@link ReaderProperties}'s; a first line
 * {@code # box RxC} (a comment, which the reader skips) makes the test give the reader that shape.
 *
 * <p>A plain test run replays the inputs in {@code src/test/resources/dev/sudokux/format/LineFuzzTestInputs/reads/}
 * (seeds, and every finding kept as a regression input); {@code ./mvnw -Pfuzz -pl core -am verify
 * -Dtest=LineFuzzTest} fuzzes it (README, "Fuzzing").
 */
class LineFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = ReaderProperties.text(bytes);
        ReaderProperties.check(text, Format.LINE, ReaderProperties.shapeOf(text, Format.LINE));
    }
}
