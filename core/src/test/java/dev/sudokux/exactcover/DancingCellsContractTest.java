package dev.sudokux.exactcover;

import java.util.Optional;

/** The engine contract, on Knuth's dancing cells. */
class DancingCellsContractTest extends ExactCoverEngineContract {

    @Override
    Engine engine(ExactCoverProblem problem) {
        DancingCells links = new DancingCells(problem);
        return new Engine() {
            @Override
            public SearchResult search(SearchLimits limits, SolutionVisitor visitor, boolean keep) {
                return links.search(limits, visitor, keep);
            }

            @Override
            public SearchResult searchFrom(int[] chosen, SearchLimits limits, SolutionVisitor visitor, boolean keep) {
                return links.searchFrom(chosen, limits, visitor, keep);
            }

            @Override
            public SearchResult count(SearchLimits limits, int threads) {
                return links.count(limits, threads);
            }

            @Override
            public Optional<Solution> findFirst() {
                return links.findFirst();
            }

            @Override
            public void observe(SearchObserver observer) {
                links.withObserver(observer);
            }

            @Override
            public void progress(ProgressListener listener) {
                links.withProgress(listener);
            }
        };
    }
}
