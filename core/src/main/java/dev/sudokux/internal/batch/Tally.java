package dev.sudokux.internal.batch;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Counts the answers of a batch, for the exit status and the summary line. */
public final class Tally {
    /** The word of an input that could not be read (not counted as a puzzle). */
    public static final String UNREADABLE = "unreadable";

    private final Map<String, Long> byAnswer = new LinkedHashMap<>();
    private long puzzles;
    private long invalid;
    private long none;
    private long unknown;

    /**
     * Counts a puzzle answered {@code answer} ("solved", "unique", "none", "invalid", "unknown", ...),
     * or an input that could not be read ({@link #UNREADABLE}, not counted as a puzzle).
     */
    public void count(String answer) {
        count(answer, 1);
    }

    /** Counts {@code n} answers {@code answer}, as {@link #count(String)} counts one. */
    public void count(String answer, long n) {
        if (!answer.equals(UNREADABLE)) {
            puzzles += n;
        }
        byAnswer.merge(answer, n, Long::sum);
        switch (answer) {
            case "invalid", UNREADABLE, "unsupported" -> invalid += n;
            case "none" -> none += n;
            case "unknown" -> unknown += n;
            default -> {
            }
        }
    }

    /** The puzzles counted (unreadable inputs left out). */
    public long puzzles() {
        return puzzles;
    }

    /**
     * The exit status: 2 when some input was bad (or unreadable, or not for the solver asked), else 3
     * when a budget left some puzzle unanswered, else 1 when some puzzle has no solution, else 0.
     */
    public int exitCode() {
        if (invalid > 0) {
            return ExitCode.BAD_INPUT;
        }
        if (unknown > 0) {
            return ExitCode.INCOMPLETE;
        }
        return none > 0 ? ExitCode.NO_SOLUTION : ExitCode.OK;
    }

    /**
     * One line: puzzles by answer, time, rate, and the workers ({@code 2 threads}, {@code 4 cores}).
     *
     * @param worker what a worker is, singular: {@code thread}, {@code core}
     */
    public String summary(long nanos, int workers, String worker) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%,d puzzle%s (", puzzles, puzzles == 1 ? "" : "s"));
        boolean first = true;
        for (Map.Entry<String, Long> e : byAnswer.entrySet()) {
            if (e.getKey().equals(UNREADABLE)) {
                continue;
            }
            sb.append(first ? "" : ", ").append(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            first = false;
        }
        long unreadable = byAnswer.getOrDefault(UNREADABLE, 0L);
        if (unreadable > 0) {
            sb.append(String.format(Locale.ROOT, "; %,d input%s unreadable", unreadable, unreadable == 1 ? "" : "s"));
        }
        double seconds = nanos / 1e9;
        sb.append(String.format(Locale.ROOT, "), %.3f s, %,.0f puzzles/s, %d %s%s", seconds,
                seconds > 0 ? puzzles / seconds : 0.0, workers, worker, workers == 1 ? "" : "s"));
        return sb.toString();
    }
}
