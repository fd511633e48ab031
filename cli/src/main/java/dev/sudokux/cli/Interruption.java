package dev.sudokux.cli;

import dev.sudokux.internal.batch.ExitCode;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Turns Ctrl-C into a clean stop: the JVM's shutdown hook interrupts the thread doing the work and
 * waits (a few seconds at most) until that work has printed what it found and said it is done. Work
 * checks {@link Thread#isInterrupted()} (the engines do so on their own) and reports exit status
 * {@link ExitCode#INTERRUPTED}.
 */
final class Interruption {
    private static final long GRACE_SECONDS = 5;

    private static volatile boolean shuttingDown;
    private static final CountDownLatch done = new CountDownLatch(1);

    private Interruption() {
    }

    /** Installs the hook for the calling thread, the one that does the work. */
    static void install() {
        Thread worker = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            shuttingDown = true;
            if (done.getCount() > 0) {
                worker.interrupt();
                try {
                    done.await(GRACE_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "sudokux-interrupt"));
    }

    /** Says the work has printed its results; the hook may let the JVM end. */
    static void finished() {
        done.countDown();
    }

    /** Whether the JVM is shutting down (then {@link System#exit} must not be called). */
    static boolean shuttingDown() {
        return shuttingDown;
    }
}
