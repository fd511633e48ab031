package dev.sudokux.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * An input that says when a read is about to wait, no byte being there yet: the command then sends
 * out the answers it has, so that a program that writes a puzzle and waits for its answer (a
 * coprocess) gets it. A batch read from a file never waits, so its answers stay buffered.
 */
final class WaitSignal extends FilterInputStream {
    private volatile Runnable beforeWait = () -> { };

    WaitSignal(InputStream in) {
        super(in);
    }

    /** Runs {@code action} on the reading thread before each read that may wait. */
    void beforeWait(Runnable action) {
        this.beforeWait = action == null ? () -> { } : action;
    }

    @Override
    public int read() throws IOException {
        signal();
        return super.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        signal();
        return super.read(b, off, len);
    }

    private void signal() {
        int ready;
        try {
            ready = in.available();
        } catch (IOException e) {
            ready = 0;
        }
        if (ready <= 0) {
            beforeWait.run();
        }
    }
}
