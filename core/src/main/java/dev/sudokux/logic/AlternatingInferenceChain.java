package dev.sudokux.logic;

import java.util.Optional;

/**
 * Alternating Inference Chain (AIC): a chain that alternates strong links (bivalue cells and values
 * with two places in a unit) with weak links (peers with the same value, or two values of one cell),
 * mixing values and cells freely, such as {@code (4)r2c2 = (4)r2c7 - (6)r2c7 = (6)r8c7 - (6)r8c2 = (9)r8c2}.
 * Its two ends cannot both be false, so every candidate weakly linked to both ends goes; a chain
 * from a candidate back to itself proves it. Nodes are single candidates (no grouped nodes).
 * Difficulty 6.4 plus twice the length difficulty of {@link Chains#lengthDifficulty(int)} (Sudoku
 * Explainer rates chains mixing X and Y links 7.0 plus the length difficulty; the Sudoku Exchange
 * bank's ratings of the puzzles whose hardest step is an AIC start lower and grow faster with
 * length). The shortest chain wins, then the first start in candidate order.
 */
final class AlternatingInferenceChain implements Technique {

    @Override
    public String name() {
        return "AIC";
    }

    @Override
    public double difficulty() {
        return 6.4;
    }

    @Override
    public double maxDifficulty() {
        return difficulty() + 2 * Chains.MAX_LENGTH_DIFFICULTY;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        ChainSearch.Chain chain = new ChainSearch(grid).shortest(ChainSearch.Rules.aic(), XChain.MAX_NODES);
        if (chain == null) {
            return Optional.empty();
        }
        return Optional.of(ChainStep.of(this, Math.round((difficulty() + 2 * Chains.lengthDifficulty(chain.length())) * 10) / 10.0, chain, grid.shape(),
                "AIC"));
    }
}
