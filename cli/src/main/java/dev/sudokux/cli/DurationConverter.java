package dev.sudokux.cli;

import java.time.Duration;
import picocli.CommandLine;

/** Reads a duration such as {@code 500ms}, {@code 10s}, {@code 1.5s}, {@code 2m}, {@code 1h}, or plain seconds. */
final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        return parse(value);
    }

    static Duration parse(String value) {
        String text = value.trim().toLowerCase(java.util.Locale.ROOT);
        double factor;
        String number;
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
        } else {
            factor = 1e9;
            number = text;
        }
        double amount;
        try {
            amount = Double.parseDouble(number);
        } catch (NumberFormatException e) {
            amount = Double.NaN;
        }
        if (!(amount > 0) || Double.isInfinite(amount)) {
            throw new CommandLine.TypeConversionException("'" + value
                    + "' is not a duration: use a positive number with ms, s, m or h (seconds when bare)");
        }
        return Duration.ofNanos((long) Math.min(Long.MAX_VALUE, Math.ceil(amount * factor)));
    }
}
