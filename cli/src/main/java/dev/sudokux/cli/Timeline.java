package dev.sudokux.cli;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * Where a run's time goes, for whoever tunes the start of a short run: with
 * {@code -Dsudokux.timeline=true} (through {@code SUDOKUX_JAVA_OPTS}), each step of the run is
 * marked ({@link #mark}) and the marks are printed to stderr at the end, one a line: the wall clock
 * (epoch milliseconds, to compare with a script's own clock around the process), the milliseconds
 * since the JVM started and since the previous mark, and the step. Then the JIT's compile time and
 * the classes loaded, and when this printing ended (what a script's clock sees after it is the JVM's
 * exit). Without the property a mark costs one test of a constant.
 *
 * <p>The JVM's start is the one the runtime reports (whole milliseconds); the marks themselves are
 * {@link System#nanoTime} readings.
 */
final class Timeline {

    /** Whether the run is marked. */
    static final boolean ON = Boolean.getBoolean("sudokux.timeline");

    private static final int MAX = 64;
    private static final long[] NANOS = new long[MAX];
    private static final String[] STEPS = new String[MAX];
    private static int marks;
    /** {@link System#currentTimeMillis()} and {@link System#nanoTime()} read together, at the first mark. */
    private static long originMillis;
    private static long originNanos;

    private Timeline() {
    }

    /** Marks the end of {@code step} (now); nothing when the timeline is off. */
    static void mark(String step) {
        if (ON) {
            record(step);
        }
    }

    private static synchronized void record(String step) {
        long now = System.nanoTime();
        if (marks == 0) {
            originMillis = System.currentTimeMillis();
            originNanos = now;
        }
        if (marks < MAX) {
            NANOS[marks] = now;
            STEPS[marks] = step;
            marks++;
        }
    }

    /** Prints the marks to {@code err} (when the timeline is on). */
    static synchronized void print(PrintStream err) {
        if (!ON || marks == 0) {
            return;
        }
        // Read after the marks: the management classes this loads are no part of the run's steps.
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        double previous = 0;
        err.println("timeline: wall ms (epoch), ms since the JVM's start, ms since the previous mark, step");
        for (int i = 0; i < marks; i++) {
            double wall = originMillis + (NANOS[i] - originNanos) / 1e6;
            double sinceStart = wall - jvmStart;
            err.printf(Locale.ROOT, "timeline: %.1f %8.1f %8.1f  %s%n", wall, sinceStart,
                    i == 0 ? sinceStart : sinceStart - previous, STEPS[i]);
            previous = sinceStart;
        }
        var compiler = ManagementFactory.getCompilationMXBean();
        err.printf(Locale.ROOT, "timeline: JVM started at %d (epoch ms); JIT %d ms of compiling; %d classes loaded%n",
                jvmStart, compiler.isCompilationTimeMonitoringSupported() ? compiler.getTotalCompilationTime() : -1,
                ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount());
        // What follows this line (the JVM's exit) is the process's end as a script times it, less this.
        err.printf(Locale.ROOT, "timeline: printed at %.1f (epoch ms)%n",
                originMillis + (System.nanoTime() - originNanos) / 1e6);
    }
}
