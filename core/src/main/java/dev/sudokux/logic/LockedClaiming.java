package dev.sudokux.logic;

import java.util.Optional;

/**
 * Locked Candidates, claiming: within a column (or row), a value can only go in cells of one box;
 * whichever of them takes it, the rest of that box cannot. Difficulty 2.8.
 *
 * <p>As Sudoku Explainer searches: columns before rows, then values in increasing order, then
 * lines. Works for every shape.
 */
final class LockedClaiming implements Technique {

    @Override
    public String name() {
        return "Locked Candidates (Claiming)";
    }

    @Override
    public double difficulty() {
        return 2.8;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        return LockedPointing.find(this, grid, Locking.CLAIMING);
    }
}
