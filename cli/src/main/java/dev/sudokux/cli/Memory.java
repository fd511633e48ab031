package dev.sudokux.cli;

import java.util.Locale;

/** What to say when the JVM runs out of memory. */
final class Memory {
    private Memory() {
    }

    /** {@code out of memory (the Java heap holds at most 256 MB; give it more with ...)}. */
    static String outOfMemory() {
        long max = Runtime.getRuntime().maxMemory();
        String heap = max == Long.MAX_VALUE ? "" : String.format(Locale.ROOT, " holds at most %,d MB", max >> 20);
        return "out of memory: the Java heap" + heap + "; give it more with SUDOKUX_JAVA_OPTS=-Xmx4g, say";
    }
}
