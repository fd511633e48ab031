package dev.sudokux.logic;

/**
 * Nishio Forcing Chain: assume a value in a cell and follow that value alone (placing it removes it
 * from the peers; a unit left with one place for it takes it); if some unit is left with no place
 * for it, the assumption was false. Difficulty 7.5 plus the length difficulty of the proof (Sudoku
 * Explainer's Nishio).
 */
final class NishioForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public NishioForcingChain() {
        super("Nishio Forcing Chain", 7.5, Propagator.Mode.DIGIT, new ForcingChainSearch.Options(true, false, false, false));
    }
}
