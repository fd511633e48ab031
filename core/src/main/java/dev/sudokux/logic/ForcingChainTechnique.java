package dev.sudokux.logic;

import java.util.Optional;

/**
 * A forcing chain technique: a {@link Propagator} mode (what a chain may use), the conclusions looked
 * for, and a base difficulty to which the proof's length difficulty is added
 * ({@link Chains#lengthDifficulty(int)} of its size in literals). See {@link ForcingChainSearch}.
 */
abstract class ForcingChainTechnique implements Technique {

    /**
     * Inner propagations one search may run in the nested modes (each tests one candidate on a
     * changed grid, a few microseconds on a 9x9 grid): the bound on the effort of a nested forcing
     * chain search. A search on the forum's hardest 9x9 puzzles runs about 60,000; past the bound,
     * the branches go on without nested tests.
     */
    static final long NESTED_BUDGET = 400_000;

    private final String name;
    private final double difficulty;
    private final Propagator.Mode mode;
    private final ForcingChainSearch.Options options;

    ForcingChainTechnique(String name, double difficulty, Propagator.Mode mode, ForcingChainSearch.Options options) {
        this.name = name;
        this.difficulty = difficulty;
        this.mode = mode;
        this.options = options;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final double difficulty() {
        return difficulty;
    }

    @Override
    public double maxDifficulty() {
        return difficulty + Chains.MAX_LENGTH_DIFFICULTY;
    }

    @Override
    public final Optional<Step> find(CandidateGrid grid) {
        Propagator propagator = new Propagator(grid.shape(), mode);
        propagator.innerBudget = NESTED_BUDGET;
        return new ForcingChainSearch(grid, propagator).find(this, difficulty, options);
    }
}
