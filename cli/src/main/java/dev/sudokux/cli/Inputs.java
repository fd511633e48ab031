package dev.sudokux.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opens the files named on the command line, or standard input for none or {@code -}. Text is read as
 * UTF-8, a byte that is not UTF-8 becoming U+FFFD, so that one bad byte costs at most the puzzle it is
 * in (which then names it, with its line and column), never the whole input.
 */
final class Inputs {
    private Inputs() {
    }

    /** Whether {@code file} stands for standard input (null or {@code -}). */
    static boolean isStdin(Path file) {
        return file == null || file.toString().equals("-");
    }

    /** The display name of an input: the file name, or "stdin". */
    static String name(Path file) {
        return isStdin(file) ? "stdin" : file.toString();
    }

    /**
     * A UTF-8 reader of {@code file} (of {@code stdin} when the file is null or {@code -}), bytes that
     * are not UTF-8 read as U+FFFD.
     *
     * @throws UserInputException saying why the file cannot be read
     */
    static Reader open(Path file, InputStream stdin) {
        return new InputStreamReader(openBytes(file, stdin), StandardCharsets.UTF_8);
    }

    /**
     * A UTF-8 reader of {@code file} (or {@code stdin}) that fails on a byte that is not UTF-8 (with a
     * {@link java.nio.charset.MalformedInputException}): for inputs read whole, where a replaced byte
     * would change the meaning silently (an exact cover problem's item names).
     */
    static Reader openStrict(Path file, InputStream stdin) {
        return new InputStreamReader(openBytes(file, stdin), StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT));
    }

    /** The bytes of {@code file}, or {@code stdin}. */
    static InputStream openBytes(Path file, InputStream stdin) {
        if (isStdin(file)) {
            return stdin;
        }
        try {
            if (Files.isDirectory(file)) {
                throw new UserInputException("cannot read '" + file + "': it is a directory");
            }
            return Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new UserInputException("cannot read '" + file + "': no such file");
        } catch (AccessDeniedException e) {
            throw new UserInputException("cannot read '" + file + "': permission denied");
        } catch (IOException e) {
            throw new UserInputException("cannot read '" + file + "': " + e.getMessage());
        }
    }
}
