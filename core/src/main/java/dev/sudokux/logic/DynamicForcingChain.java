package dev.sudokux.logic;

/**
 * Dynamic Forcing Chain: assumptions followed with singles on the grid as it changes (a placement
 * removes its peers' candidates, a cell or unit left with one option takes it): a candidate whose
 * placement leads to a contradiction is false (whose removal does: true); a conclusion shared by
 * every candidate of a cell, every place of a value in a unit, or a candidate on and off, holds.
 * Difficulty 8.5 plus the length difficulty of the proof (Sudoku Explainer's dynamic forcing chains).
 */
final class DynamicForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public DynamicForcingChain() {
        super("Dynamic Forcing Chain", 8.5, Propagator.Mode.DYNAMIC, new ForcingChainSearch.Options(true, true, true, true));
    }
}
