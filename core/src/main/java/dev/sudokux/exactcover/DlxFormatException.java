package dev.sudokux.exactcover;

/**
 * Bad input in Knuth's DLX text format, with the line and column where it was found (both from 1).
 * The message reads {@code line 3, column 7: unknown item 'q' (not in the items line)}.
 */
public final class DlxFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String problem;

    /** An error at {@code line}, {@code column} (from 1), described by {@code problem}. */
    public DlxFormatException(int line, int column, String problem) {
        super("line " + line + ", column " + column + ": " + problem);
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** The line of the error, from 1. */
    public int line() {
        return line;
    }

    /** The column of the error, from 1. */
    public int column() {
        return column;
    }

    /** What is wrong, without the position. */
    public String problem() {
        return problem;
    }
}
