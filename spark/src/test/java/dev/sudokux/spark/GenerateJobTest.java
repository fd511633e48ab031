package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code spark generate} makes the command line's puzzles for a seed, whatever the number of tasks. */
class GenerateJobTest {

    @Test
    void theSamePuzzlesAsTheCommandLineWhateverTheTasks() {
        String[] options = {"--count", "12", "--seed", "42", "--symmetry", "rot180"};
        LocalSpark.Ran expected = LocalSpark.cli(join("generate", options));
        assertThat(expected.code()).isZero();
        assertThat(expected.out().lines()).hasSize(12);
        for (String tasks : new String[] {"1", "5", "12"}) {
            LocalSpark.Ran got = LocalSpark.spark(join("generate", join("--partitions", tasks, options)));
            assertThat(got.out()).as(tasks + " tasks").isEqualTo(expected.out());
            assertThat(got.code()).isZero();
        }
    }

    @Test
    void aGradeAndAnotherSizeAndFormatToo() {
        String[] options = {"--count", "3", "--seed", "7", "--grade", "medium", "--output-format", "json"};
        assertThat(LocalSpark.spark(join("generate", join("--partitions", "3", options))).out())
                .isEqualTo(LocalSpark.cli(join("generate", options)).out());
        String[] small = {"--count", "4", "--seed", "3", "--box", "2x3", "--output-format", "grid"};
        assertThat(LocalSpark.spark(join("generate", join("--partitions", "2", small))).out())
                .isEqualTo(LocalSpark.cli(join("generate", small)).out());
    }

    private static String[] join(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    private static String[] join(String a, String b, String... rest) {
        return join(a, join(b, rest));
    }
}
