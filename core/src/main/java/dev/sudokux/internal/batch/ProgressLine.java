package dev.sudokux.internal.batch;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * One line of progress on stderr, redrawn in place ({@code \r}, padded over the previous line); it
 * draws nothing at all when disabled (stderr not a terminal, or {@code --quiet}), so piped and
 * redirected runs stay quiet. What the progress of {@code sudokux} and {@code sudokux spark} share.
 */
public final class ProgressLine {
    private final PrintWriter err;
    private final boolean enabled;
    private int shown; // characters of the line on screen

    /** A line on {@code err}, drawn only when {@code enabled}. */
    public ProgressLine(PrintWriter err, boolean enabled) {
        this.err = err;
        this.enabled = enabled;
    }

    /** Whether lines are drawn. */
    public boolean enabled() {
        return enabled;
    }

    /** Draws {@code line} in place of the previous one. */
    public synchronized void draw(String line) {
        if (!enabled) {
            return;
        }
        StringBuilder sb = new StringBuilder("\r").append(line);
        for (int k = line.length(); k < shown; k++) {
            sb.append(' ');
        }
        shown = line.length();
        err.print(sb);
        err.flush();
    }

    /** Erases the line, if one is shown, so that other output starts on a clean line. */
    public synchronized void clear() {
        if (enabled && shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    /**
     * Whether standard error is a terminal. The {@code ./sudokux} launcher tells us with
     * {@code -Dsudokux.stderr.tty=true|false} (the shell knows; Java 17 does not); without it we
     * guess from {@link System#console()}, which needs stdin and stdout to be terminals too.
     */
    public static boolean stderrIsTerminal() {
        String told = System.getProperty("sudokux.stderr.tty");
        if (told != null) {
            return Boolean.parseBoolean(told);
        }
        return System.console() != null;
    }

    /** {@code 1:05} or {@code 2:01:05}. */
    public static String clock(long nanos) {
        long s = Math.max(0, nanos) / 1_000_000_000L;
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
