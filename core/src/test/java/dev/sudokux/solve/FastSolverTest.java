package dev.sudokux.solve;

class FastSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new FastSolver();
    }
}
