package dev.sudokux.spark;

import dev.sudokux.format.Format;
import dev.sudokux.internal.batch.Durations;
import dev.sudokux.solve.Solvers;
import dev.sudokux.sudoku.Shape;
import java.time.Duration;
import java.util.Iterator;
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

    /** Reads a duration in the forms the plain commands take ({@link Durations}: {@code 500ms}, {@code 10s}, {@code 2m}, ...). */
    static final class DurationConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return Durations.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
