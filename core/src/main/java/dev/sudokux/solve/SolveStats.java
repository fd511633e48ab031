package dev.sudokux.solve;

/**
 * What a solver did.
 *
 * @param nodes   search states visited (a recursive call, a level entered): comparable within a solver
 * @param guesses values tried at a branch point with two or more candidates (forced moves are not
 *                guesses); a puzzle solved by propagation alone has none
 * @param nanos   wall-clock time of the solve
 */
public record SolveStats(long nodes, long guesses, long nanos) {

    /** Time in microseconds. */
    public double micros() {
        return nanos / 1e3;
    }
}
