package dev.sudokux.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The greedy list scheduling of the scale-on-paper table, by hand and against Graham's bounds. */
class ScaleOnPaperTest {

    @Test
    void tasksGoInOrderToTheExecutorFreeFirst() {
        // 2 executors: 3 | 3, then 2 on each at 3 (ends 5, 5), then the last 2 at 5: 7.
        assertThat(ScaleOnPaper.makespan(new double[] {3, 3, 2, 2, 2}, 2)).isEqualTo(7);
        // In order, not sorted: the long task last ends late.
        assertThat(ScaleOnPaper.makespan(new double[] {1, 1, 1, 1, 4}, 2)).isEqualTo(6);
        assertThat(ScaleOnPaper.makespan(new double[] {4, 1, 1, 1, 1}, 2)).isEqualTo(4);
        assertThat(ScaleOnPaper.makespan(new double[] {1, 2, 3}, 1)).isEqualTo(6);
        assertThat(ScaleOnPaper.makespan(new double[] {1, 2, 3}, 512)).isEqualTo(3);
        assertThat(ScaleOnPaper.makespan(new double[0], 8)).isZero();
        ScaleOnPaper.Row row = ScaleOnPaper.row(new double[] {3, 3, 2, 2, 2}, 2);
        assertThat(row.speedup()).isCloseTo(12.0 / 7, within(1e-12));
        assertThat(row.efficiency()).isCloseTo(6.0 / 7, within(1e-12));
        assertThatThrownBy(() -> ScaleOnPaper.makespan(new double[] {1}, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theTimeIsWithinGrahamsBoundsAndNeverGrowsWithExecutors() {
        Random random = new Random(13);
        for (int trial = 0; trial < 500; trial++) {
            double[] times = new double[1 + random.nextInt(300)];
            for (int k = 0; k < times.length; k++) {
                times[k] = random.nextInt(4) == 0 ? 10 * random.nextDouble() : random.nextDouble();
            }
            double total = ScaleOnPaper.total(times);
            double largest = ScaleOnPaper.largest(times);
            double previous = Double.POSITIVE_INFINITY;
            for (int e = 1; e <= 64; e *= 2) {
                double end = ScaleOnPaper.makespan(times, e);
                // No schedule beats the average load or the largest task; a greedy one is at most one
                // task past the average load.
                assertThat(end).isGreaterThanOrEqualTo(Math.max(total / e, largest) - 1e-9);
                assertThat(end).isLessThanOrEqualTo(total / e + largest + 1e-9);
                if (e == 1) {
                    assertThat(end).isCloseTo(total, within(1e-9));
                }
                // Greedy in order is not monotone in general, but by the bounds above doubling the
                // executors never costs more than the largest task.
                assertThat(end).isLessThanOrEqualTo(previous + largest);
                previous = end;
            }
        }
    }

    @Test
    void readsTheTaskTimesFileAndNamesABadLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("t.txt");
        Files.writeString(file, "# task pieces estimated-work seconds solutions nodes updates\n"
                + "0 3 100 0.500000 2 10 40\n1 1 90 0.250000 0 9 30\n\n");
        assertThat(ScaleOnPaper.read(file)).containsExactly(0.5, 0.25);
        Files.writeString(file, "0 3 100 0.5 2 10 40\n1 1\n");
        assertThatThrownBy(() -> ScaleOnPaper.read(file)).hasMessageEndingWith(
                "t.txt, line 2: expected 'task pieces estimated-work seconds ...' (sudokux spark xc --task-times)");
    }
}
