/**
 * The {@code sudokux} command: picocli over the core library. Nothing is exported: the command is
 * run ({@code dev.sudokux.cli.Main}), not used as a library. picocli reads the commands' annotated
 * fields, hence {@code opens}.
 */
module dev.sudokux.cli {
    requires dev.sudokux.core;
    requires info.picocli;

    opens dev.sudokux.cli to info.picocli;
}
