package dev.sudokux.spark;

import dev.sudokux.format.Format;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Shape;
import java.time.Duration;
import java.util.Iterator;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The option readers the commands share, with the command line's words. */
final class Converters {
    private Converters() {
    }

    /** Reads {@code --format} and {@code --output-format}: line, grid, sized, letters or json. */
    static final class FormatConverter implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            try {
                return Format.fromName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Reads {@code --box RxC}. */
    static final class ShapeConverter implements ITypeConverter<Shape> {
        @Override
        public Shape convert(String value) {
            try {
                return Shape.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** The names of the solvers, for the help text. */
    static final class SolverNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Solvers.names().iterator();
        }
    }

    /** Reads a duration such as {@code 500ms}, {@code 10s}, {@code 1.5s}, {@code 2m}, {@code 1h}, or plain seconds. */
    static final class DurationConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            String text = value.trim().toLowerCase(Locale.ROOT);
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
                throw new TypeConversionException("'" + value
                        + "' is not a duration: use a positive number with ms, s, m or h (seconds when bare)");
            }
            return Duration.ofNanos((long) Math.min(Long.MAX_VALUE, Math.ceil(amount * factor)));
        }
    }
}
