package dev.sudokux.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts the built command as users run it, for the integration tests (*IT, after {@code package}):
 * {@code java -jar cli/target/sudokux.jar}, in the repository's root.
 */
final class Launch {
    private Launch() {
    }

    /** The shaded jar ({@code -Dsudokux.jar}, set by failsafe). */
    static Path jar() {
        String jar = System.getProperty("sudokux.jar", "target/sudokux.jar");
        Path p = Path.of(jar).toAbsolutePath().normalize();
        if (!Files.isRegularFile(p)) {
            throw new IllegalStateException("no " + p + ": run the integration tests after package (./mvnw verify)");
        }
        return p;
    }

    /** The repository's root ({@code -Dsudokux.root}, set by failsafe). */
    static Path root() {
        return Path.of(System.getProperty("sudokux.root", "..")).toAbsolutePath().normalize();
    }

    /** The java that runs the tests. */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** {@code java -jar sudokux.jar args...}, in the root. */
    static ProcessBuilder sudokux(String... args) {
        List<String> command = new ArrayList<>(List.of(java(), "-XX:+UseSerialGC", "-jar", jar().toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).directory(root().toFile());
    }

    /** A shell command line in the root, with {@code ./sudokux} standing for the built jar. */
    static ProcessBuilder shell(String commandLine) {
        String sudokux = java() + " -XX:+UseSerialGC -jar " + jar();
        return new ProcessBuilder("bash", "-c", "set -o pipefail; " + commandLine.replace("./sudokux", sudokux))
                .directory(root().toFile());
    }

    /** Reads a whole stream into a string (UTF-8). */
    static String text(java.io.InputStream in) throws IOException {
        return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
}
