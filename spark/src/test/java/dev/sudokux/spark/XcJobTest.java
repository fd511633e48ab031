package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.TypeConversionException;

/**
 * The distributed count in {@code local[2]} gives the one-machine count of {@code sudokux xc --count},
 * however finely the search is cut, with killed tasks run again; {@code --estimate} and
 * {@code --split} answer as the command line does.
 */
class XcJobTest {

    private static final String DIR = "src/test/resources/xc/";

    @ParameterizedTest
    @ValueSource(strings = {"queens-8.dlx", "langford-7.dlx", "pentomino-3x20.dlx", "knuth-6x7.dlx", "colours.dlx"})
    void countsWhatOneMachineCounts(String name) {
        LocalSpark.Ran expected = LocalSpark.cli("xc", "--count", DIR + name);
        assertThat(expected.code()).isZero();
        for (String tasks : List.of("1", "7", "200")) {
            LocalSpark.Ran got = LocalSpark.spark("xc", "--count", "--partitions", tasks, DIR + name);
            assertThat(got.out()).as(name + " in " + tasks + " tasks").isEqualTo(expected.out());
            assertThat(got.code()).isEqualTo(expected.code());
        }
        for (String engine : List.of("links", "cells")) {
            LocalSpark.Ran got = LocalSpark.spark("xc", "--count", "--engine", engine, "--partitions", "30", DIR + name);
            assertThat(got.out()).as(name + " with " + engine).isEqualTo(expected.out());
        }
    }

    @Test
    void aPrefixAndALimitAreTheCommandLines() {
        String queens = DIR + "queens-8.dlx";
        LocalSpark.Ran split = LocalSpark.cli("xc", "--split", "2", queens);
        assertThat(LocalSpark.spark("xc", "--split", "2", queens).out()).isEqualTo(split.out());
        String line = split.out().lines().skip(3).findFirst().orElseThrow();
        assertThat(LocalSpark.spark("xc", "--count", "--prefix", line, queens).out())
                .isEqualTo(LocalSpark.cli("xc", "--count", "--prefix", line, queens).out());
        assertThat(LocalSpark.spark("xc", "--count", "--limit", "10", queens).out())
                .isEqualTo(LocalSpark.cli("xc", "--count", "--limit", "10", queens).out()).isEqualTo("10+\n");
        assertThat(LocalSpark.spark("xc", "--count", "--limit", "92", queens).out()).isEqualTo("92\n");
    }

    @Test
    void theEstimateIsTheCommandLines() {
        // The same seed gives the same figures; the times (and the time it took) differ from run to run.
        // A problem whose tree is larger than the estimate's cut (a smaller one is counted whole: "exact").
        String problem = "../examples/pentomino-6x10.dlx";
        String expected = LocalSpark.cli("xc", "--estimate", "--samples", "500", problem).out();
        String got = LocalSpark.spark("xc", "--estimate", "--samples", "500", problem).out();
        assertThat(expected).startsWith("estimated from");
        assertThat(withoutTimes(got)).isEqualTo(withoutTimes(expected));
    }

    private static String withoutTimes(String estimate) {
        return estimate.replaceAll("\\(\\d[\\d.,]* s\\)", "(T s)").replaceAll("(?m)^.* s( ± .*)?$", "T s");
    }

    @Test
    void badInputIsOneLineAndStatus2() {
        LocalSpark.Ran missing = LocalSpark.spark("xc", "--count", DIR + "none.dlx");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("sudokux spark xc: cannot read '" + DIR + "none.dlx': no such file\n");
        LocalSpark.Ran noMode = LocalSpark.spark("xc", DIR + "queens-8.dlx");
        assertThat(noMode.code()).isEqualTo(2);
        assertThat(noMode.err()).contains("--count");
        LocalSpark.Ran badPrefix = LocalSpark.spark("xc", "--count", "--prefix", "999", DIR + "queens-8.dlx");
        assertThat(badPrefix.code()).isEqualTo(2);
        assertThat(badPrefix.err()).startsWith("sudokux spark xc: --prefix: ");
    }

    @Test
    void aKilledTaskIsRunAgainAndCountedOnce() {
        TaskKiller killer = new TaskKiller(2);
        LocalSpark.context().sc().addSparkListener(killer);
        LocalSpark.Ran got;
        try {
            got = LocalSpark.spark("xc", "--count", "--partitions", "40", DIR + "pentomino-3x20.dlx");
        } finally {
            LocalSpark.context().sc().removeSparkListener(killer);
        }
        assertThat(got.out()).isEqualTo(LocalSpark.cli("xc", "--count", DIR + "pentomino-3x20.dlx").out());
        assertThat(killer.killed()).as("tasks killed while they ran").isPositive();
    }

    @Test
    void timeLimitsTakeTheFormsOfThePlainCommandsOnly() {
        Converters.DurationConverter durations = new Converters.DurationConverter();
        assertThat(durations.convert("1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(durations.convert("3")).isEqualTo(Duration.ofSeconds(3));
        for (String bad : List.of("5d", "Infinity", "-1s", "0", "1e3s", "0x10", "10 s")) {
            assertThatThrownBy(() -> durations.convert(bad)).as(bad)
                    .isInstanceOf(TypeConversionException.class).hasMessageContaining("is not a duration");
        }
    }
}
