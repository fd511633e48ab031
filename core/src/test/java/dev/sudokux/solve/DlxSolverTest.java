package dev.sudokux.solve;

class DlxSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new DlxSolver();
    }
}
