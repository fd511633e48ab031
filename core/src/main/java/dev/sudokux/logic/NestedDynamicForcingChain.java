package dev.sudokux.logic;

/**
 * Nested Dynamic Forcing Chain: as {@link NestedForcingChain}, the inner test a dynamic forcing chain:
 * a branch that stalls removes every candidate whose placement leads by singles to a contradiction
 * (within {@link Propagator#INNER_LIMIT} derived literals), and goes on. The last resort: it finishes
 * the hardest known puzzles. Difficulty 10.0 plus the length difficulty of the proof, inner proofs
 * counted in (Sudoku Explainer's deepest nested chains start at 10.5). Bounded by
 * {@link ForcingChainTechnique#NESTED_BUDGET} inner tests a search.
 */
final class NestedDynamicForcingChain extends ForcingChainTechnique {

    /** The technique. */
    public NestedDynamicForcingChain() {
        super("Nested Dynamic Forcing Chain", 10.0, Propagator.Mode.NESTED_DYNAMIC, new ForcingChainSearch.Options(true, true, true, false));
    }
}
