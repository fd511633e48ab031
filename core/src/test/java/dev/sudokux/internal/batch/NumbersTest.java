package dev.sudokux.internal.batch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    void numbersAreWrittenOutToFourDigits() {
        assertThat(Numbers.rounded(3_668_923.4, 4)).isEqualTo("3,669,000");
        assertThat(Numbers.rounded(1_253_456_789, 4)).isEqualTo("1,253,000,000");
        assertThat(Numbers.rounded(52_345, 2)).isEqualTo("52,000");
        assertThat(Numbers.rounded(5.6123, 2)).isEqualTo("5.6");
        assertThat(Numbers.rounded(0.04567, 2)).isEqualTo("0.046");
        assertThat(Numbers.rounded(0, 3)).isEqualTo("0");
        assertThat(Numbers.rounded(9_999.6, 4)).isEqualTo("10,000");
        assertThat(Numbers.grouped(1_234_494_390L)).isEqualTo("1,234,494,390");
    }
}
