package dev.sudokux.internal.batch;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Numbers written out for people ({@code 3,669,000}), the same in {@code sudokux} and
 * {@code sudokux spark}.
 */
public final class Numbers {
    private Numbers() {
    }

    /** A whole number with commas between groups of three digits: {@code 1,234,494,390}. */
    public static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /**
     * {@code x} rounded to {@code digits} significant digits and written out with commas:
     * {@code rounded(3668923.4, 4)} is {@code 3,669,000}; numbers under 10 keep a decimal or two
     * ({@code 5.6}).
     */
    public static String rounded(double x, int digits) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return String.valueOf(x);
        }
        if (x == 0) {
            return "0";
        }
        BigDecimal r = new BigDecimal(x).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        if (Math.abs(x) >= 10 || r.scale() <= 0) {
            return String.format(Locale.ROOT, "%,d", r.setScale(0, RoundingMode.HALF_EVEN).longValueExact());
        }
        return r.stripTrailingZeros().toPlainString();
    }
}
