package dev.sudokux.internal.batch;

/** The exit statuses of every sudokux command, with or without {@code spark}. */
public final class ExitCode {
    /** Everything asked was done: a solution exists, every puzzle was solved, a count was printed. */
    public static final int OK = 0;
    /** The input was fine but (some of) it has no solution. */
    public static final int NO_SOLUTION = 1;
    /** Bad input or bad arguments: the error is on stderr. */
    public static final int BAD_INPUT = 2;
    /** A time or node budget ran out before the work was done: what was found is printed. */
    public static final int INCOMPLETE = 3;
    /** A bug in sudokux (please report it with the input), or a Spark job that failed for good: the error is on stderr. */
    public static final int INTERNAL_ERROR = 70;
    /** The output could not be written ({@code > /dev/full}, a disk full): the error is on stderr. */
    public static final int OUTPUT_FAILED = 74;
    /** Interrupted (Ctrl-C): what was found so far is printed. */
    public static final int INTERRUPTED = 130;
    /** The output was closed before all was written ({@code | head -1}): stopped quietly, as SIGPIPE would. */
    public static final int CLOSED_PIPE = 141;

    private ExitCode() {
    }
}
