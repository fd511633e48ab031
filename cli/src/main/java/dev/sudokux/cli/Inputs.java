package dev.sudokux.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Opens the files named on the command line, or standard input for none or {@code -}. */
final class Inputs {
    private Inputs() {
    }

    /** The display name of an input: the file name, or "stdin". */
    static String name(Path file) {
        return file == null || file.toString().equals("-") ? "stdin" : file.toString();
    }

    /** A UTF-8 reader of {@code file}, or of {@code stdin} when the file is null or {@code -}. */
    static BufferedReader open(Path file, InputStream stdin) {
        if (file == null || file.toString().equals("-")) {
            return new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8), 1 << 16);
        }
        try {
            if (Files.isDirectory(file)) {
                throw new UserInputException("cannot read '" + file + "': it is a directory");
            }
            return Files.newBufferedReader(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new UserInputException("cannot read '" + file + "': no such file");
        } catch (AccessDeniedException e) {
            throw new UserInputException("cannot read '" + file + "': permission denied");
        } catch (IOException e) {
            throw new UserInputException("cannot read '" + file + "': " + e.getMessage());
        }
    }
}
