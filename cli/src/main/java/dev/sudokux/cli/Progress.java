package dev.sudokux.cli;

import dev.sudokux.exactcover.ProgressListener;
import dev.sudokux.exactcover.SearchStats;
import dev.sudokux.internal.batch.ProgressLine;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress report on stderr, redrawn in place; nothing at all when stderr is not a
 * terminal (so piped and redirected runs stay quiet).
 */
class Progress implements ProgressListener {
    private final ProgressLine line;
    private final String label;

    Progress(PrintWriter err, String label, boolean enabled) {
        this.line = new ProgressLine(err, enabled);
        this.label = label;
    }

    /** A progress line for an exact cover search, shown only on a terminal. */
    static Progress forSearch(PrintWriter err, String label) {
        return new Progress(err, label, ProgressLine.stderrIsTerminal());
    }

    @Override
    public synchronized void progress(SearchStats soFar) {
        show(String.format(Locale.ROOT, "%s: %s nodes, %s solutions, %s", label, human(soFar.nodes()),
                human(soFar.solutions()), clock(soFar.elapsedNanos())));
    }

    /** Draws {@code line} in place of the previous one. */
    void show(String line) {
        this.line.draw(line);
    }

    /** Erases the line, if one is shown, so that other output starts on a clean line. */
    void clear() {
        line.clear();
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
        return ProgressLine.clock(nanos);
    }
}
