package dev.sudokux.solve;

class BitsetSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new BitsetSolver();
    }
}
