package dev.sudokux.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The progress bar of a batch on stderr: puzzles done, puzzles a second, and, when the size of the
 * input is known, how far through it and the time left. Only on a terminal; redrawn a few times a
 * second at most.
 */
final class BatchProgress {
    private static final long INTERVAL_NANOS = 200_000_000L;
    private final Progress line;
    private final boolean enabled;
    private final LongSupplier read;
    private final long total;
    private final long start = System.nanoTime();
    private long next = start + INTERVAL_NANOS;
    private long done;

    BatchProgress(PrintWriter err, String label, boolean enabled, LongSupplier read, long total) {
        this.line = new Progress(err, label, enabled);
        this.enabled = enabled;
        this.read = read;
        this.total = total;
    }

    /** Counts one puzzle done, and redraws when it is time. */
    void tick() {
        done++;
        if (enabled && (done & 63) == 0) {
            long now = System.nanoTime();
            if (now - next >= 0) {
                next = now + INTERVAL_NANOS;
                draw(now);
            }
        }
    }

    /** Clears the bar so other output starts on a clean line. */
    void clear() {
        line.clear();
    }

    private void draw(long now) {
        double seconds = (now - start) / 1e9;
        double rate = done / Math.max(seconds, 1e-9);
        String text = String.format(Locale.ROOT, "%,d puzzles, %,.0f/s, %s", done, rate, Progress.clock(now - start));
        if (total > 0) {
            double fraction = Math.min(1.0, read.getAsLong() / (double) total);
            int width = 20;
            int filled = (int) Math.round(fraction * width);
            String bar = "[" + "#".repeat(filled) + "-".repeat(width - filled) + "]";
            String left = fraction > 0.01 ? ", " + Progress.clock((long) ((now - start) * (1 - fraction) / fraction)) + " left" : "";
            text = String.format(Locale.ROOT, "%s %3.0f%% %s%s", bar, 100 * fraction, text, left);
        }
        line.show(text);
    }
}
