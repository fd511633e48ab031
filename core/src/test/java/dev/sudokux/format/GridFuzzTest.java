package dev.sudokux.format;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzz target: the grid format (N rows of N numbers). The properties are {@link ReaderProperties}'s; a first line
 * {@code # box RxC} (a comment, which the reader skips) makes the test give the reader that shape.
 *
 * <p>A plain test run replays the inputs in {@code src/test/resources/dev/sudokux/format/GridFuzzTestInputs/reads/}
 * (seeds, and every finding kept as a regression input); {@code ./mvnw -Pfuzz -pl core -am verify
 * -Dtest=GridFuzzTest} fuzzes it (README, "Fuzzing").
 */
class GridFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void reads(byte[] bytes) {
        String text = ReaderProperties.text(bytes);
        ReaderProperties.check(text, Format.GRID, ReaderProperties.shapeOf(text, Format.GRID));
    }
}
