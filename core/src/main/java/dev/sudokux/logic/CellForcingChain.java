package dev.sudokux.logic;

/**
 * Cell Forcing Chain: each candidate of a cell, followed along the grid's strong and weak links
 * (as in alternating chains, the grid not updated), leads to the same conclusion, which therefore
 * holds. Difficulty 7.8 plus the length difficulty of the branches' proofs (Sudoku Explainer's
 * multiple forcing chains start at 8.0; 7.8 ranks them as the Sudoku Exchange bank's ratings do).
 */
final class CellForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public CellForcingChain() {
        super("Cell Forcing Chain", 7.8, Propagator.Mode.STATIC, new ForcingChainSearch.Options(false, true, false, false));
    }
}
