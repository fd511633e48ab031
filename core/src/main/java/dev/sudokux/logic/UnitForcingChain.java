package dev.sudokux.logic;

/**
 * Unit Forcing Chain (region forcing chain): each place of a value in a unit, followed along the
 * grid's strong and weak links (the grid not updated), leads to the same conclusion, which therefore
 * holds. Difficulty 8.0 plus the length difficulty of the branches' proofs.
 */
public final class UnitForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public UnitForcingChain() {
        super("Unit Forcing Chain", 8.0, Propagator.Mode.STATIC, new ForcingChainSearch.Options(false, false, true, false));
    }
}
