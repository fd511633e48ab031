package dev.sudokux.format;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz target: JSON Lines (one object a line: {@code box}, {@code cells}, {@code id}). The properties are {@link ReaderProperties}'s; a first line
 * {@code # box RxC} (a comment, which the reader skips) makes the test give the reader that shape.
 *
 * <p>A plain test run replays the inputs in {@code src/test/resources/dev/sudokux/format/JsonFuzzTestInputs/reads/}
 * (seeds, and every finding kept as a regression input); {@code ./mvnw -Pfuzz -pl core -am verify
 * -Dtest=JsonFuzzTest} fuzzes it (README, "Fuzzing").
 */
class JsonFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = ReaderProperties.text(bytes);
        ReaderProperties.check(text, Format.JSON, ReaderProperties.shapeOf(text, Format.JSON));
    }
}
