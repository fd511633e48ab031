package dev.sudokux.internal.batch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokux.exactcover.Estimate;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The estimate's text: one figure a line, and what holds on a tree too small for a tenth. */
class EstimateTextTest {

    @Test
    void theTimesLineSaysWhenTheEstimateTookMoreThanATenthOfTheCount() {
        // 30 ms of estimating against a 0.15 s count: said, with the time it took.
        String small = text(new Estimate(747, 3_700_000, 130_000, 22_000_000, 800_000, 73_000, 4_000, 0.15, 0.005,
                false, 30_000_000));
        assertThat(small).endsWith("0.15 s ± 0.005 s (one thread; this estimate took 0.03 s, over a tenth of that: "
                + "a tree this small is counted exactly, with --count, in about that time)\n");
        // 0.3 s against a 140 s count: nothing more.
        String large = text(new Estimate(160_000, 9.2e8, 1.4e6, 1.2e10, 2e7, 7.9e7, 2e5, 140, 0.2, false,
                300_000_000));
        assertThat(large).endsWith("140 s ± 0.2 s (one thread)\n");
        assertThat(large.lines()).hasSize(5);
        // No time known: nothing more either.
        assertThat(text(new Estimate(10, 100, 5, 1000, 50, 2, 1, Double.NaN, Double.NaN, false, 30_000_000)))
                .endsWith("(one thread)\n");
    }

    private static String text(Estimate e) {
        StringWriter s = new StringWriter();
        try (PrintWriter out = new PrintWriter(s)) {
            EstimateText.print(e, out);
        }
        return s.toString().replace(System.lineSeparator(), "\n");
    }
}
