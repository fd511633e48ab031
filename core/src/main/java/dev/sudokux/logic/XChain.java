package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.Optional;

/**
 * X-Chain: a chain on one value alternating strong links (the only two places of the value in a
 * unit) and weak links (two peers), such as {@code (7)r1c2 = (7)r1c8 - (7)r5c8 = (7)r5c3}: one of its
 * ends holds the value, so every cell that sees both ends loses it. Difficulty
 * {@link Chains#xChainRating(int)}: 5.4 up to three strong links, 0.4 more a link, at most Sudoku
 * Explainer's 6.6 plus the length difficulty. A four-node chain is named in the step's sentence by
 * its common name (Skyscraper, 2-String Kite, Turbot Fish); those are also techniques of their own,
 * rated lower, as Sukaku Explainer does. The shortest chain wins, values in increasing order, then
 * starts in cell order.
 */
final class XChain implements Technique {

    /** The longest chain searched, in candidates. */
    static final int MAX_NODES = 64;

    @Override
    public String name() {
        return "X-Chain";
    }

    @Override
    public double difficulty() {
        return 5.4;
    }

    @Override
    public double maxDifficulty() {
        return 6.6 + Chains.MAX_LENGTH_DIFFICULTY;
    }

    @Override
    public Optional<Step> find(CandidateGrid grid) {
        Shape shape = grid.shape();
        ChainSearch search = new ChainSearch(grid);
        ChainSearch.Chain best = null;
        int bestDigit = 0;
        for (int digit = 1; digit <= shape.size(); digit++) {
            int max = best == null ? MAX_NODES : best.length() - 2;
            ChainSearch.Chain chain = search.shortest(ChainSearch.Rules.x(digit), max);
            if (chain != null) {
                best = chain;
                bestDigit = digit;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        String kind = "X-Chain on " + bestDigit;
        if (best.length() == 4) {
            int[] nodes = best.nodes();
            kind += " (a " + Chains.shortXChainName(shape, best.strongUnits()[1], best.strongUnits()[3],
                    Chains.cell(shape, nodes[1]), Chains.cell(shape, nodes[2])) + ")";
        }
        return Optional.of(ChainStep.of(this, Chains.xChainRating(best.length()), best, shape, kind));
    }
}
