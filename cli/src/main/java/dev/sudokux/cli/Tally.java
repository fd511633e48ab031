package dev.sudokux.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Counts the answers of a batch, for the exit status and the summary line. */
final class Tally {
    private final Map<String, Long> byAnswer = new LinkedHashMap<>();
    private long puzzles;
    private long invalid;
    private long none;
    private long unknown;

    /**
     * Counts a puzzle answered {@code answer} ("solved", "unique", "none", "invalid", "unknown", ...),
     * or an input that could not be read ("unreadable", not counted as a puzzle).
     */
    void count(String answer) {
        if (!answer.equals("unreadable")) {
            puzzles++;
        }
        byAnswer.merge(answer, 1L, Long::sum);
        switch (answer) {
            case "invalid", "unreadable", "unsupported" -> invalid++;
            case "none" -> none++;
            case "unknown" -> unknown++;
            default -> {
            }
        }
    }

    long puzzles() {
        return puzzles;
    }

    /**
     * The exit status: 2 when some input was bad (or unreadable, or not for the solver asked), else 3 when a budget left some puzzle unanswered,
     * else 1 when some puzzle has no solution, else 0.
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

    /** One line: puzzles by answer, time and rate. */
    String summary(long nanos, int threads) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%,d puzzle%s (", puzzles, puzzles == 1 ? "" : "s"));
        boolean first = true;
        for (Map.Entry<String, Long> e : byAnswer.entrySet()) {
            if (e.getKey().equals("unreadable")) {
                continue;
            }
            sb.append(first ? "" : ", ").append(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            first = false;
        }
        long unreadable = byAnswer.getOrDefault("unreadable", 0L);
        if (unreadable > 0) {
            sb.append(String.format(Locale.ROOT, "; %,d input%s unreadable", unreadable, unreadable == 1 ? "" : "s"));
        }
        double seconds = nanos / 1e9;
        sb.append(String.format(Locale.ROOT, "), %.3f s, %,.0f puzzles/s, %d thread%s", seconds,
                seconds > 0 ? puzzles / seconds : 0.0, threads, threads == 1 ? "" : "s"));
        return sb.toString();
    }
}
