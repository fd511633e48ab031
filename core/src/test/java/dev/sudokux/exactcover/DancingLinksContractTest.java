package dev.sudokux.exactcover;

/** The engine contract, on Knuth's dancing links. */
class DancingLinksContractTest extends ExactCoverEngineContract {

    @Override
    ExactCoverEngine engine(ExactCoverProblem problem) {
        return new DancingLinks(problem);
    }
}
