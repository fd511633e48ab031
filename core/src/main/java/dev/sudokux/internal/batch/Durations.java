package dev.sudokux.internal.batch;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The durations sudokux reads, the same for {@code sudokux CMD}, {@code sudokux spark CMD},
 * {@code sudokux serve}'s options and the HTTP API's {@code timeLimit}: a positive number (digits,
 * optionally a fraction after a point) and a unit {@code ms}, {@code s}, {@code m} or {@code h}, or
 * no unit for seconds (milliseconds in the HTTP API): {@code 500ms}, {@code 10s}, {@code 1.5s},
 * {@code 2m}, {@code 1h}, {@code 3}. Nothing else: no other unit ({@code 5d}), no sign, no exponent,
 * no {@code Infinity}, no zero.
 */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h)?");

    private Durations() {
    }

    /**
     * Reads a duration, seconds when it has no unit.
     *
     * @throws IllegalArgumentException {@code 'VALUE' is not a duration: } and what is expected
     */
    public static Duration parse(String value) {
        return parse(value, "s");
    }

    /**
     * Reads a duration, in {@code bareUnit} ({@code ms}, {@code s}, {@code m} or {@code h}) when it
     * has no unit.
     *
     * @throws IllegalArgumentException {@code 'VALUE' is not a duration: } and what is expected
     */
    public static Duration parse(String value, String bareUnit) {
        Matcher m = DURATION.matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw refused(value, "use a number and ms, s, m or h, such as 500ms, 10s, 2m ("
                    + (bareUnit.equals("ms") ? "milliseconds" : bareUnit.equals("s") ? "seconds"
                    : bareUnit.equals("m") ? "minutes" : "hours") + " when bare)");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? bareUnit : m.group(2);
        double nanosPerUnit = switch (unit) {
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "m" -> 60e9;
            case "h" -> 3600e9;
            default -> throw new IllegalArgumentException("no unit " + unit + ": ms, s, m or h");
        };
        double nanos = amount * nanosPerUnit;
        if (nanos < 1) {
            throw refused(value, "a time limit must be above zero");
        }
        return Duration.ofNanos((long) Math.min(Long.MAX_VALUE, Math.ceil(nanos)));
    }

    /** {@code 10s}, {@code 500ms}, {@code 2m}: the shortest exact way to write {@code d} in whole milliseconds. */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 60_000 == 0 && ms > 0) {
            return ms / 60_000 + "m";
        }
        if (ms % 1000 == 0 && ms > 0) {
            return ms / 1000 + "s";
        }
        return ms + "ms";
    }

    private static IllegalArgumentException refused(String value, String why) {
        return new IllegalArgumentException("'" + value + "' is not a duration: " + why);
    }
}
