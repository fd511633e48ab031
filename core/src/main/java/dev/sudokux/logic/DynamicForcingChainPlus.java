package dev.sudokux.logic;

/**
 * Dynamic Forcing Chain (+): as {@link DynamicForcingChain}, the propagation also using locked
 * candidates, naked pairs and hidden pairs whenever singles stall. Difficulty 9.0 plus the length
 * difficulty of the proof (Sudoku Explainer's dynamic forcing chains (+)).
 */
final class DynamicForcingChainPlus extends ForcingChainTechnique {

    /** The technique. */
    public DynamicForcingChainPlus() {
        super("Dynamic Forcing Chain (+)", 9.0, Propagator.Mode.DYNAMIC_PLUS, new ForcingChainSearch.Options(true, true, true, true));
    }
}
