package dev.sudokux.logic;

import java.util.Optional;

/**
 * XY-Chain: a chain of bivalue cells, each linked to the next by a shared value, such as
 * {@code (3)r1c1 = (5)r1c1 - (5)r1c7 = (8)r1c7 - (8)r6c7 = (3)r6c7}: if the first cell is not its
 * first value, the chain forces the last cell's last value, so a candidate that sees both ends (of
 * the same value, or of the two values in a shared cell) goes. The shortest (three cells) is the
 * XY-Wing. Difficulty 6.0 plus the length difficulty of {@link Chains#lengthDifficulty(int)} (Sudoku
 * Explainer rates forcing Y-chains from 6.6; 6.0 ranks them as the Sudoku Exchange bank's ratings
 * do). The shortest chain wins, then the first start in candidate order.
 */
final class XYChain implements Technique {

    @Override
    public String name() {
        return "XY-Chain";
    }

    @Override
    public double difficulty() {
        return 6.0;
    }

    @Override
    public double maxDifficulty() {
        return difficulty() + Chains.MAX_LENGTH_DIFFICULTY;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        ChainSearch.Chain chain = new ChainSearch(grid).shortest(ChainSearch.Rules.xy(), XChain.MAX_NODES);
        if (chain == null) {
            return Optional.empty();
        }
        return Optional.of(ChainStep.of(this, Chains.rate(difficulty(), chain.length()), chain, grid.shape(),
                "XY-Chain"));
    }
}
