package dev.sudokux.internal.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The one duration reader of the command line, Spark, serve's options and the HTTP API. */
class DurationsTest {

    @Test
    void readsEveryUnitAndTheBareNumberInTheUnitAsked() {
        assertThat(Durations.parse("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(Durations.parse("1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Durations.parse(" 2M ")).isEqualTo(Duration.ofMinutes(2));
        assertThat(Durations.parse("1h")).isEqualTo(Duration.ofHours(1));
        assertThat(Durations.parse("3")).isEqualTo(Duration.ofSeconds(3));
        assertThat(Durations.parse("250", "ms")).isEqualTo(Duration.ofMillis(250));
        assertThat(Durations.parse("2s", "ms")).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void refusesAnythingElseSayingWhatABareNumberMeans() {
        for (String bad : new String[] {"soon", "-1s", "5d", "1e3", "Infinity", "", "1.s"}) {
            assertThatThrownBy(() -> Durations.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("'" + bad + "' is not a duration: ").hasMessageContaining("seconds when bare");
            assertThatThrownBy(() -> Durations.parse(bad, "ms")).as(bad)
                    .hasMessageContaining("milliseconds when bare");
        }
        assertThatThrownBy(() -> Durations.parse("0ms")).hasMessage("'0ms' is not a duration: a time limit must be above zero");
    }

    @Test
    void writesTheShortestExactForm() {
        assertThat(Durations.format(Duration.ofSeconds(120))).isEqualTo("2m");
        assertThat(Durations.format(Duration.ofSeconds(10))).isEqualTo("10s");
        assertThat(Durations.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
        assertThat(Durations.parse(Durations.format(Duration.ofMillis(2500)))).isEqualTo(Duration.ofMillis(2500));
    }
}
