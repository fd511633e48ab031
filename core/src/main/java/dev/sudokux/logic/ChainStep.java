package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;

/** Builds the step of an alternating inference chain, with the sentence a person can follow. */
final class ChainStep {

    private ChainStep() {
    }

    /**
     * The step for {@code chain}, found by {@code technique}, rated {@code difficulty}; {@code kind}
     * names the pattern in the sentence ("X-Chain on 7", "Skyscraper on 4", "XY-Chain").
     */
    static Step of(Technique technique, double difficulty, ChainSearch.Chain chain, Shape shape, String kind) {
        int[] nodes = chain.nodes();
        String first = Chains.node(shape, nodes[0]);
        String last = Chains.node(shape, nodes[nodes.length - 1]);
        String focus = shape.cellName(Chains.cell(shape, nodes[0]));
        String text;
        if (chain.placement() != null) {
            Placement p = chain.placement();
            text = kind + ": " + chain.text(shape) + ". If " + first + " were false, the chain would make it true, so "
                    + shape.cellName(p.cell()) + " is " + p.value() + ".";
            return new Step(technique, difficulty, java.util.List.of(p), java.util.List.of(), chain.cells(shape),
                    chain.units(), focus, text);
        }
        text = kind + ": " + chain.text(shape) + ". If " + first + " is false then " + last
                + " is true, so one of them holds and every candidate that sees both goes: "
                + Chains.eliminationText(shape, chain.eliminations()) + ".";
        return new Step(technique, difficulty, java.util.List.of(), chain.eliminations(), chain.cells(shape),
                chain.units(), focus, text);
    }
}
