package dev.sudokux.cli;

import dev.sudokux.format.Format;
import java.util.Locale;

/**
 * How puzzles are read or answers written: one of the text formats, or JSON Lines.
 *
 * @param format the text format; for JSON, the one-line alphabet is used inside the strings
 * @param json   whether this is JSON Lines
 */
record Style(Format format, boolean json) {

    static final Style JSON = new Style(Format.LINE, true);

    /** The text format {@code format}. */
    static Style of(Format format) {
        return new Style(format, false);
    }

    /** The style named on the command line: line, grid, sized, letters or json. */
    static Style named(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.equals("json")) {
            return JSON;
        }
        try {
            return of(Format.fromName(n));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown format '" + name + "': choose line, grid, sized, letters or json");
        }
    }

    /** The name on the command line. */
    String optionName() {
        return json ? "json" : format.optionName();
    }

    /** picocli converter for {@code --format} and {@code --output-format}. */
    static final class Converter implements picocli.CommandLine.ITypeConverter<Style> {
        @Override
        public Style convert(String value) {
            try {
                return named(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
