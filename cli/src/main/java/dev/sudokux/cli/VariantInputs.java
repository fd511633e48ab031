package dev.sudokux.cli;

import dev.sudokux.format.VariantReader;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Tells whether the inputs of a puzzle command hold variant puzzles (f-puzzles JSON or links, ISS
 * constraint strings: {@link VariantReader#looksLike}) rather than classic ones, by looking at the
 * start of each input without losing it: standard input is wrapped so that what was looked at is read
 * again.
 */
final class VariantInputs {
    /** How far into an input the detection looks at most (below the mark's limit). */
    private static final int LOOK = 60_000;

    private final boolean variant;
    private final InputStream stdin;

    private VariantInputs(boolean variant, InputStream stdin) {
        this.variant = variant;
        this.stdin = stdin;
    }

    /** Whether the inputs hold variant puzzles. */
    boolean isVariant() {
        return variant;
    }

    /** Standard input, to be read from its start (what detection looked at included). */
    InputStream stdin() {
        return stdin;
    }

    /**
     * Looks at the inputs. With a classic {@code --format} given, they are classic. Inputs of both
     * kinds in one command are an error.
     *
     * @throws UserInputException when some inputs are variant and some classic
     */
    static VariantInputs detect(List<Path> files, InputStream stdin, boolean formatGiven) {
        if (formatGiven) {
            return new VariantInputs(false, stdin);
        }
        List<Path> inputs = files.isEmpty() ? List.of(Path.of("-")) : files;
        InputStream in = stdin;
        Boolean variant = null;
        Path firstKind = null;
        for (Path file : inputs) {
            String head;
            if (Inputs.isStdin(file)) {
                if (!(in instanceof BufferedInputStream) || !in.markSupported()) {
                    in = new BufferedInputStream(in, 1 << 16);
                }
                head = peek(in);
            } else {
                head = headOf(file);
                if (head == null) {
                    continue; // unreadable: the classic path reports it
                }
            }
            if (head.isBlank()) {
                continue;
            }
            boolean v = VariantReader.looksLike(head);
            if (variant != null && variant != v) {
                throw new UserInputException(Inputs.name(file) + " holds " + (v ? "variant" : "classic")
                        + " puzzles but " + Inputs.name(firstKind) + " holds " + (v ? "classic" : "variant")
                        + " ones: give them to separate commands");
            }
            variant = v;
            firstKind = file;
        }
        return new VariantInputs(variant != null && variant, in);
    }

    /** The first bytes of a file as text, or null when it cannot be read. */
    private static String headOf(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(LOOK), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Reads the start of {@code in} up to the end of its first line that is neither blank nor a
     * comment (further while that line opens a JSON object without saying which kind), then resets it.
     * It never reads beyond what it needs, so a program that writes one puzzle and waits for its
     * answer is not kept waiting.
     */
    private static String peek(InputStream in) {
        StringBuilder text = new StringBuilder();
        try {
            in.mark(LOOK + 16);
            StringBuilder line = new StringBuilder();
            boolean decided = false;
            int b;
            int read = 0;
            while (!decided && read < LOOK && (b = in.read()) >= 0) {
                read++;
                text.append((char) b);
                if (b != '\n') {
                    line.append((char) b);
                    continue;
                }
                String t = line.toString().strip();
                line.setLength(0);
                String all = text.toString();
                decided = !t.isEmpty() && !t.startsWith("#")
                        && (!all.strip().startsWith("{") || all.contains("\"grid\"") || all.contains("\"cells\""));
            }
            in.reset();
        } catch (IOException e) {
            return ""; // the classic path reads it again and reports the error
        }
        // The bytes were read one by one as Latin-1: enough to see ASCII keys and signatures.
        return text.toString();
    }
}
