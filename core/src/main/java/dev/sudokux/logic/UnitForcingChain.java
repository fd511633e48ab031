package dev.sudokux.logic;

/**
 * Unit Forcing Chain (region forcing chain): each place of a value in a unit, followed along the
 * grid's strong and weak links (the grid not updated), leads to the same conclusion, which therefore
 * holds. Difficulty 8.1 plus the length difficulty of the branches' proofs (the Sudoku Exchange bank
 * rates the puzzles that need them a little above those that need a {@link CellForcingChain}).
 */
final class UnitForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public UnitForcingChain() {
        super("Unit Forcing Chain", 8.1, Propagator.Mode.STATIC, new ForcingChainSearch.Options(false, false, true, false));
    }
}
