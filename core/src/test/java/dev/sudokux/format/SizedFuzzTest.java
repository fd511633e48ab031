package dev.sudokux.format;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz target: the sized format (a box size line, then its rows, as judges' problems give them). The properties are {@link ReaderProperties}'s; a first line
 * {@code # box RxC} (a comment, which the reader skips) makes the test give the reader that shape.
 *
 * <p>A plain test run replays the inputs in {@code src/test/resources/dev/sudokux/format/SizedFuzzTestInputs/reads/}
 * (seeds, and every finding kept as a regression input); {@code ./mvnw -Pfuzz -pl core -am verify
 * -Dtest=SizedFuzzTest} fuzzes it (README, "Fuzzing").
 */
class SizedFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = ReaderProperties.text(bytes);
        ReaderProperties.check(text, Format.SIZED, ReaderProperties.shapeOf(text, Format.SIZED));
    }
}
