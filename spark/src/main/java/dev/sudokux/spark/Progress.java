package dev.sudokux.spark;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress report on stderr, redrawn in place at most a few times a second; nothing at
 * all when stderr is not a terminal (so piped and redirected runs stay quiet), or with
 * {@code --quiet}.
 */
final class Progress {
    private static final long INTERVAL_NANOS = 250_000_000L;

    private final PrintWriter err;
    private final String label;
    private final boolean enabled;
    private final long start = System.nanoTime();
    private long next;
    private int shown;

    Progress(PrintWriter err, String label, boolean quiet) {
        this.err = err;
        this.label = label;
        this.enabled = !quiet && stderrIsTerminal();
    }

    /**
     * Whether standard error is a terminal: the {@code ./sudokux} launcher says so with
     * {@code -Dsudokux.stderr.tty}; without it, a guess from {@link System#console()}.
     */
    static boolean stderrIsTerminal() {
        String told = System.getProperty("sudokux.stderr.tty");
        if (told != null) {
            return Boolean.parseBoolean(told);
        }
        return System.console() != null;
    }

    /** The time since the start. */
    long elapsedNanos() {
        return System.nanoTime() - start;
    }

    /** Draws {@code text} (after the label) when it is time to redraw, or at once when {@code now}. */
    synchronized void show(String text, boolean now) {
        if (!enabled) {
            return;
        }
        long t = System.nanoTime();
        if (!now && t - next < 0) {
            return;
        }
        next = t + INTERVAL_NANOS;
        String line = label + ": " + text;
        StringBuilder sb = new StringBuilder("\r").append(line);
        for (int k = line.length(); k < shown; k++) {
            sb.append(' ');
        }
        shown = line.length();
        err.print(sb);
        err.flush();
    }

    /** Erases the line, if one is shown, so that other output starts on a clean line. */
    synchronized void clear() {
        if (enabled && shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    /** {@code [#####---------------]  25%} for a fraction done. */
    static String bar(double fraction) {
        int width = 20;
        int filled = (int) Math.round(Math.max(0, Math.min(1, fraction)) * width);
        return String.format(Locale.ROOT, "[%s%s] %3.0f%%", "#".repeat(filled), "-".repeat(width - filled),
                100 * Math.max(0, Math.min(1, fraction)));
    }

    /** {@code 1:05} or {@code 2:01:05}. */
    static String clock(long nanos) {
        long s = Math.max(0, nanos) / 1_000_000_000L;
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** {@code 9,356}, {@code 12.3M}, ... */
    static String human(long n) {
        if (n < 10_000_000) {
            return String.format(Locale.ROOT, "%,d", n);
        }
        if (n < 10_000_000_000L) {
            return String.format(Locale.ROOT, "%.1fM", n / 1e6);
        }
        return String.format(Locale.ROOT, "%.1fG", n / 1e9);
    }
}
