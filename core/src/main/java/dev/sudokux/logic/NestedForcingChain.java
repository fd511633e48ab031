package dev.sudokux.logic;

/**
 * Nested Forcing Chain: as {@link DynamicForcingChainPlus} (contradictions, cell and unit forcing),
 * and when a branch stalls, each candidate left is tested by an inner chain along the branch's strong
 * and weak links; one that contradicts itself is removed and the branch goes on. Difficulty 9.5 plus
 * the length difficulty of the proof, inner chains counted in (Sudoku Explainer's nested forcing
 * chains). Bounded by {@link ForcingChainTechnique#NESTED_BUDGET} inner tests a search.
 */
final class NestedForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public NestedForcingChain() {
        super("Nested Forcing Chain", 9.5, Propagator.Mode.NESTED, new ForcingChainSearch.Options(true, true, true, false));
    }
}
