/**
 * The {@code sudokux} command: picocli over the core library. Nothing is exported: the command is
 * run ({@code dev.sudokux.cli.Main}), not used as a library. picocli reads the commands' annotated
 * fields, hence {@code opens}.
 */
module dev.sudokux.cli {
    requires dev.sudokux.core;
    requires info.picocli;
    // The -Dsudokux.timeline marks' last line: the JVM's start, the JIT's time, the classes loaded.
    requires java.management;

    opens dev.sudokux.cli to info.picocli;
}
