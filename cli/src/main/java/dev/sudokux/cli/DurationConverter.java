package dev.sudokux.cli;

import dev.sudokux.internal.batch.Durations;
import java.time.Duration;
import picocli.CommandLine;

/** Reads a {@code --time-limit} duration in the forms {@link Durations} documents. */
final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        return parse(value);
    }

    static Duration parse(String value) {
        try {
            return Durations.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
