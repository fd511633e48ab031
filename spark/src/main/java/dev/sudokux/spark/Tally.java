package dev.sudokux.spark;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Counts the answers of a batch, for the exit status and the summary line (the command line's rules). */
final class Tally {
    /** The word of an input that could not be read (not counted as a puzzle). */
    static final String UNREADABLE = "unreadable";

    private final Map<String, Long> byAnswer = new LinkedHashMap<>();
    private long puzzles;
    private long invalid;
    private long none;
    private long unknown;

    /** Counts {@code n} answers {@code word} ("solved", "unique", "none", "invalid", "unknown", ...). */
    void count(String word, long n) {
        if (!word.equals(UNREADABLE)) {
            puzzles += n;
        }
        byAnswer.merge(word, n, Long::sum);
        switch (word) {
            case "invalid", UNREADABLE, "unsupported" -> invalid += n;
            case "none" -> none += n;
            case "unknown" -> unknown += n;
            default -> {
            }
        }
    }

    /** Counts every answer of {@code chunk}. */
    void add(Chunk chunk) {
        chunk.words().forEach(this::count);
    }

    long puzzles() {
        return puzzles;
    }

    /**
     * The exit status: 2 when some input was bad (or unreadable, or not for the solver asked), else 3
     * when a budget left some puzzle unanswered, else 1 when some puzzle has no solution, else 0.
     */
    int exitCode() {
        if (invalid > 0) {
            return ExitCode.BAD_INPUT;
        }
        if (unknown > 0) {
            return ExitCode.INCOMPLETE;
        }
        return none > 0 ? ExitCode.NO_SOLUTION : ExitCode.OK;
    }

    /** One line: puzzles by answer, time, rate, and the cores that worked on them. */
    String summary(long nanos, int cores) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%,d puzzle%s (", puzzles, puzzles == 1 ? "" : "s"));
        boolean first = true;
        for (Map.Entry<String, Long> e : byAnswer.entrySet()) {
            sb.append(first ? "" : ", ").append(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            first = false;
        }
        double seconds = nanos / 1e9;
        sb.append(String.format(Locale.ROOT, "), %.3f s, %,.0f puzzles/s, %d core%s", seconds,
                seconds > 0 ? puzzles / seconds : 0.0, cores, cores == 1 ? "" : "s"));
        return sb.toString();
    }
}
