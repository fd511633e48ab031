package dev.sudokux.cli;

import dev.sudokux.exactcover.ProgressListener;
import dev.sudokux.exactcover.SearchStats;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress report on stderr, redrawn in place; nothing at all when stderr is not a
 * terminal (so piped and redirected runs stay quiet).
 */
class Progress implements ProgressListener {
    private final PrintWriter err;
    private final String label;
    private final boolean enabled;
    private int shown; // characters of the line on screen

    Progress(PrintWriter err, String label, boolean enabled) {
        this.err = err;
        this.label = label;
        this.enabled = enabled;
    }

    /** A progress line for an exact cover search, shown only on a terminal. */
    static Progress forSearch(PrintWriter err, String label) {
        return new Progress(err, label, Terminal.stderrIsTerminal());
    }

    @Override
    public synchronized void progress(SearchStats soFar) {
        show(String.format(Locale.ROOT, "%s: %s nodes, %s solutions, %s", label, human(soFar.nodes()),
                human(soFar.solutions()), clock(soFar.elapsedNanos())));
    }

    /** Draws {@code line} in place of the previous one. */
    synchronized void show(String line) {
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
    synchronized void clear() {
        if (enabled && shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    static String human(long n) {
        if (n < 10_000) {
            return Long.toString(n);
        }
        if (n < 10_000_000) {
            return String.format(Locale.ROOT, "%.1fk", n / 1e3);
        }
        if (n < 10_000_000_000L) {
            return String.format(Locale.ROOT, "%.1fM", n / 1e6);
        }
        return String.format(Locale.ROOT, "%.1fG", n / 1e9);
    }

    static String clock(long nanos) {
        long s = nanos / 1_000_000_000L;
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
