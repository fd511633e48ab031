package dev.sudokux.generate;

import java.util.concurrent.CancellationException;

/**
 * Thrown when the generating thread is interrupted, to unwind at once. It leaves the thread's
 * interrupt status set. Public methods document it as the {@link CancellationException} it is.
 */
final class GenerationInterruptedException extends CancellationException {
    private static final long serialVersionUID = 1L;

    GenerationInterruptedException() {
        super("generation interrupted");
    }
}
