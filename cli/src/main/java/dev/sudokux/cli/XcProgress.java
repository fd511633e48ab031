package dev.sudokux.cli;

import dev.sudokux.exactcover.ProgressListener;
import dev.sudokux.exactcover.SearchProgress;
import dev.sudokux.exactcover.SearchStats;
import dev.sudokux.internal.batch.Numbers;
import dev.sudokux.internal.batch.ProgressLine;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * How a long {@code xc} search is going, on stderr: on a terminal, a bar driven by Knuth's estimate
 * of the fraction done, with the time left; with {@code --progress SECONDS}, every so often one line
 * in the style of Knuth's programs, for logs:
 *
 * <pre>
 * after 12.0 s: 3,512,448 nodes, 1,003,117,902 updates, 5734 sols, kw 5u 8c 11 ik 11 27 14 .59860
 * </pre>
 *
 * (solutions so far, then choice k of d at each level in his code: 0-9, a-z, A-Z, * past 61; then the
 * fraction done). A parallel count has no single path: its bar and lines give the counts only.
 */
final class XcProgress implements ProgressListener {
    private static final long BAR_NANOS = 250_000_000L;
    private static final int LOG_LEVELS = 30;

    private final PrintWriter err;
    private final String label;
    private final boolean bar;
    private final long logNanos;
    private long nextLog;
    private long nextBar;
    private final ProgressLine line; // the bar, drawn in place

    /**
     * @param bar        whether to draw the bar (stderr is a terminal and not quieted)
     * @param logSeconds the seconds between log lines, or 0 for none
     */
    XcProgress(PrintWriter err, String label, boolean bar, double logSeconds) {
        this.err = err;
        this.label = label;
        this.bar = bar;
        this.line = new ProgressLine(err, bar);
        this.logNanos = (long) (logSeconds * 1e9);
        this.nextLog = logNanos;
    }

    /** Whether it will ever print anything. */
    boolean active() {
        return bar || logNanos > 0;
    }

    @Override
    public long intervalNanos() {
        return logNanos > 0 && (!bar || logNanos < BAR_NANOS) ? Math.min(logNanos, BAR_NANOS) : BAR_NANOS;
    }

    @Override
    public void progress(SearchStats soFar) {
        progress(SearchProgress.countsOnly(soFar));
    }

    @Override
    public synchronized void progress(SearchProgress p) {
        long now = p.stats().elapsedNanos();
        if (logNanos > 0 && now >= nextLog) {
            nextLog = now + logNanos;
            clear();
            err.println(logLine(p));
            err.flush();
        }
        if (bar && now >= nextBar) {
            nextBar = now + BAR_NANOS;
            show(barLine(p));
        }
    }

    /** Knuth's progress line, with times instead of mems. */
    static String logLine(SearchProgress p) {
        SearchStats s = p.stats();
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "after %.1f s: %s nodes, %s updates, %d sols",
                s.seconds(), Numbers.grouped(s.nodes()), Numbers.grouped(s.updates()), s.solutions()));
        if (p.hasPath()) {
            line.append(", ").append(p.path(LOG_LEVELS));
            line.append(String.format(Locale.ROOT, " %.5f", p.fractionDone()).replace(" 0.", " ."));
        }
        return line.toString();
    }

    private String barLine(SearchProgress p) {
        SearchStats s = p.stats();
        String counts = Progress.human(s.nodes()) + " nodes, " + Progress.human(s.solutions()) + " solutions";
        if (!p.hasPath()) {
            return label + ": " + counts + ", " + Progress.clock(s.elapsedNanos());
        }
        double f = p.fractionDone();
        int width = 24;
        int filled = (int) Math.round(f * width);
        String left = f > 0 ? Progress.clock((long) (s.elapsedNanos() * (1 - f) / f)) : "?";
        return String.format(Locale.ROOT, "%s [%s%s] %5.1f%% %s, %s left", label, "#".repeat(filled),
                ".".repeat(width - filled), 100 * f, counts, left);
    }

    private void show(String text) {
        line.draw(text);
    }

    /** Erases the bar, if one is shown, so that other output starts on a clean line. */
    synchronized void clear() {
        line.clear();
    }
}
