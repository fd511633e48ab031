package dev.sudokux.solve;

class PropagationSolverTest extends SolverContract {
    @Override
    protected Solver solver() {
        return new PropagationSolver();
    }
}
