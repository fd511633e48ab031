package dev.sudokux.web;

import java.time.Duration;
import java.util.Locale;

/** Durations as the command line and the API write them: {@code 500ms}, {@code 10s}, {@code 1.5s}, {@code 2m}, {@code 1h}. */
final class Durations {
    private Durations() {
    }

    /**
     * Reads a duration: a positive number with {@code ms}, {@code s}, {@code m} or {@code h}
     * ({@code bareUnitNanos} when it has none).
     *
     * @throws IllegalArgumentException saying what is expected
     */
    static Duration parse(String value, double bareUnitNanos) {
        String text = value.trim().toLowerCase(Locale.ROOT);
        double factor = bareUnitNanos;
        String number = text;
        if (text.endsWith("ms")) {
            factor = 1e6;
            number = text.substring(0, text.length() - 2);
        } else if (text.endsWith("s")) {
            factor = 1e9;
            number = text.substring(0, text.length() - 1);
        } else if (text.endsWith("m")) {
            factor = 60e9;
            number = text.substring(0, text.length() - 1);
        } else if (text.endsWith("h")) {
            factor = 3600e9;
            number = text.substring(0, text.length() - 1);
        }
        double amount;
        try {
            amount = Double.parseDouble(number.trim());
        } catch (NumberFormatException e) {
            amount = Double.NaN;
        }
        if (!(amount > 0) || Double.isInfinite(amount)) {
            throw new IllegalArgumentException("'" + value + "' is not a duration: use a positive number with ms, s, m or h");
        }
        return Duration.ofNanos((long) Math.min(Long.MAX_VALUE, Math.ceil(amount * factor)));
    }

    /** {@code 10s}, {@code 500ms}, {@code 2m}: the shortest exact way to write {@code d}. */
    static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 60_000 == 0 && ms > 0) {
            return ms / 60_000 + "m";
        }
        if (ms % 1000 == 0 && ms > 0) {
            return ms / 1000 + "s";
        }
        return ms + "ms";
    }
}
