package dev.sudokux.spark;

/** The exit statuses, the same as the command line's. */
final class ExitCode {
    /** Everything asked was done. */
    static final int OK = 0;
    /** The input was fine but (some of) it has no solution. */
    static final int NO_SOLUTION = 1;
    /** Bad input or bad arguments: the error is on stderr. */
    static final int BAD_INPUT = 2;
    /** A time or node budget ran out before the work was done: what was found is printed. */
    static final int INCOMPLETE = 3;
    /** A bug in sudokux, or a Spark job that failed for good: the error is on stderr. */
    static final int INTERNAL_ERROR = 70;
    /** The output could not be written. */
    static final int OUTPUT_FAILED = 74;
    /** Interrupted (Ctrl-C): what was found so far is printed. */
    static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
