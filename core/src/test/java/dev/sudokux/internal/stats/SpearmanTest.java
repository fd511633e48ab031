package dev.sudokux.internal.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SpearmanTest {

    @Test
    void tiesGetTheirAverageRank() {
        assertThat(Spearman.ranks(new double[] {3.0, 1.0, 3.0, 2.0})).containsExactly(3.5, 1.0, 3.5, 2.0);
    }

    @Test
    void sameOrderIsOneAndReverseOrderMinusOne() {
        double[] a = {1.2, 2.5, 2.6, 7.1, 9.0};
        assertThat(Spearman.rho(a, new double[] {10, 20, 30, 40, 50})).isCloseTo(1.0, within(1e-12));
        assertThat(Spearman.rho(a, new double[] {5, 4, 3, 2, 1})).isCloseTo(-1.0, within(1e-12));
    }

    @Test
    void withoutTiesItIsTheTextbookFormula() {
        // Seeded random samples of distinct values: rho = 1 - 6 * sum(d^2) / (n (n^2 - 1)).
        Random random = new Random(15);
        for (int round = 0; round < 200; round++) {
            int n = 2 + random.nextInt(40);
            double[] a = new double[n];
            double[] b = new double[n];
            for (int i = 0; i < n; i++) {
                a[i] = i + random.nextDouble() * 0.5;
                b[i] = random.nextDouble();
            }
            double[] ra = Spearman.ranks(a);
            double[] rb = Spearman.ranks(b);
            double d2 = 0;
            for (int i = 0; i < n; i++) {
                d2 += (ra[i] - rb[i]) * (ra[i] - rb[i]);
            }
            double expected = 1 - 6 * d2 / ((double) n * ((double) n * n - 1));
            assertThat(Spearman.rho(a, b)).isCloseTo(expected, within(1e-9));
        }
    }
}
