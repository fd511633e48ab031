package dev.sudokux.exactcover;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The engine contract, on Knuth's dancing cells. */
class DancingCellsContractTest extends ExactCoverEngineContract {

    private static long alone;

    /** Parallel counts share work from the start, so that even the small ones here do. */
    @BeforeAll
    static void shareAtOnce() {
        alone = CellsTeam.aloneNanos;
        CellsTeam.aloneNanos = 0;
    }

    @AfterAll
    static void shareAsUsual() {
        CellsTeam.aloneNanos = alone;
    }

    @Override
    ExactCoverEngine engine(ExactCoverProblem problem) {
        return new DancingCells(problem);
    }
}
