package dev.sudokux.spark;

import dev.sudokux.internal.batch.ProgressLine;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress report on stderr, redrawn in place at most a few times a second; nothing at
 * all when stderr is not a terminal (so piped and redirected runs stay quiet), or with
 * {@code --quiet}.
 */
final class Progress {
    private static final long INTERVAL_NANOS = 250_000_000L;

    private final ProgressLine line;
    private final String label;
    private final long start = System.nanoTime();
    private long next;

    Progress(PrintWriter err, String label, boolean quiet) {
        this.line = new ProgressLine(err, !quiet && ProgressLine.stderrIsTerminal());
        this.label = label;
    }

    /** The time since the start. */
    long elapsedNanos() {
        return System.nanoTime() - start;
    }

    /** Draws {@code text} (after the label) when it is time to redraw, or at once when {@code now}. */
    synchronized void show(String text, boolean now) {
        if (!line.enabled()) {
            return;
        }
        long t = System.nanoTime();
        if (!now && t - next < 0) {
            return;
        }
        next = t + INTERVAL_NANOS;
        line.draw(label + ": " + text);
    }

    /** Erases the line, if one is shown, so that other output starts on a clean line. */
    void clear() {
        line.clear();
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
        return ProgressLine.clock(nanos);
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
