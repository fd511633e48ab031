package dev.sudokux.internal.batch;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code --time-limit} durations of the batch commands, the same for {@code sudokux CMD} and
 * {@code sudokux spark CMD}: a positive number (digits, optionally a fraction after a point) and a
 * unit {@code ms}, {@code s}, {@code m} or {@code h}, or no unit for seconds: {@code 500ms},
 * {@code 10s}, {@code 1.5s}, {@code 2m}, {@code 1h}, {@code 3}. Nothing else: no other unit
 * ({@code 5d}), no sign, no exponent, no {@code Infinity}, no zero.
 */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h)?");

    private Durations() {
    }

    /**
     * Reads a duration.
     *
     * @throws IllegalArgumentException {@code 'VALUE' is not a duration: } and what is expected
     */
    public static Duration parse(String value) {
        Matcher m = DURATION.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw refused(value, "use a number and ms, s, m or h, such as 500ms, 10s, 2m (seconds when bare)");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double nanosPerUnit = switch (unit) {
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "m" -> 60e9;
            default -> 3600e9;
        };
        double nanos = amount * nanosPerUnit;
        if (nanos < 1) {
            throw refused(value, "a time limit must be above zero");
        }
        return Duration.ofNanos((long) Math.min(Long.MAX_VALUE, Math.ceil(nanos)));
    }

    private static IllegalArgumentException refused(String value, String why) {
        return new IllegalArgumentException("'" + value + "' is not a duration: " + why);
    }
}
