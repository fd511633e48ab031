package dev.sudokux.exactcover;

/** The engine contract, on Knuth's dancing cells. */
class DancingCellsContractTest extends ExactCoverEngineContract {

    @Override
    ExactCoverEngine engine(ExactCoverProblem problem) {
        return new DancingCells(problem);
    }
}
