package dev.sudokux.solve;

class BitmaskSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new BitmaskSolver();
    }
}
