package dev.sudokux.cli;

/** What we know of the terminal: whether stderr is one (for progress bars). */
final class Terminal {
    private Terminal() {
    }

    /**
     * Whether standard error is a terminal. The {@code ./sudokux} launcher tells us with
     * {@code -Dsudokux.stderr.tty=true|false} (the shell knows; Java 17 does not); without it we
     * guess from {@link System#console()}, which needs stdin and stdout to be terminals too.
     */
    static boolean stderrIsTerminal() {
        String told = System.getProperty("sudokux.stderr.tty");
        if (told != null) {
            return Boolean.parseBoolean(told);
        }
        return System.console() != null;
    }
}
