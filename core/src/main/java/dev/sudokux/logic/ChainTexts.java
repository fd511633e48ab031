package dev.sudokux.logic;

import dev.sudokux.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/** The sentences of the chain steps: what was assumed and the implications to the conclusion. */
final class ChainTexts {

    private ChainTexts() {
    }

    /** A literal as people write it: {@code r1c2=3} or {@code r1c2<>3}. */
    static String literal(Shape shape, ChainEngine engine, int lit) {
        return shape.cellName(engine.cellOf(lit)) + (ChainEngine.isOn(lit) ? "=" : "<>") + engine.valueOf(lit);
    }

    /** The chain from the assumption down to {@code node}, along main parents: {@code a -> b -> c}. */
    static String path(Shape shape, ChainEngine engine, ChainHint hint, int node) {
        List<String> items = new ArrayList<>();
        int p = node;
        while (true) {
            String item = literal(shape, engine, hint.lit[p]);
            if (hint.nested[p] != null) {
                item += " (by a nested chain)";
            } else if (hint.cause[p] == ChainRun.ADVANCED) {
                item += " (by a simple technique on the reduced grid)";
            }
            items.add(0, item);
            if (hint.parentCount(p) == 0) {
                break;
            }
            p = hint.parent(p, 0);
        }
        return String.join(" -> ", items);
    }

    /** One sentence (or a few) saying why the step holds. */
    static String describe(Shape shape, ChainEngine engine, ChainHint hint) {
        int[] t = hint.targets;
        switch (hint.kind) {
            case ChainHint.CYCLE: {
                String name = hint.x && hint.y ? "Bidirectional Cycle" : hint.y ? "Bidirectional Y-Cycle"
                        : "Bidirectional X-Cycle";
                return name + ": " + path(shape, engine, hint, t[0])
                        + ". The loop holds whichever way it is read, so a candidate that sees both an 'on' and an"
                        + " 'off' link of its value along it is false.";
            }
            case ChainHint.FORCING: {
                String name = hint.x && hint.y ? "Forcing Chain" : hint.y ? "Forcing Y-Chain" : "Forcing X-Chain";
                return name + ": " + path(shape, engine, hint, t[0]) + ". The assumption implies its opposite, so it"
                        + " is false.";
            }
            case ChainHint.CONTRADICTION:
                return "Contradiction Forcing Chains: " + path(shape, engine, hint, t[0]) + " and "
                        + path(shape, engine, hint, t[1]) + ". The assumption leads to a candidate being both true"
                        + " and false, so it is false.";
            case ChainHint.DOUBLE:
                return "Double Forcing Chains: " + path(shape, engine, hint, t[0]) + " and "
                        + path(shape, engine, hint, t[1]) + ". The candidate leads to the same conclusion whether"
                        + " it is true or false.";
            case ChainHint.CELL:
            case ChainHint.REGION: {
                StringBuilder sb = new StringBuilder(hint.kind == ChainHint.CELL ? "Cell Forcing Chains: "
                        : "Region Forcing Chains (" + shape.unitName(hint.unit) + "): ");
                for (int i = 0; i < t.length; i++) {
                    sb.append(i == 0 ? "" : "; ").append(path(shape, engine, hint, t[i]));
                }
                sb.append(hint.kind == ChainHint.CELL ? ". Every candidate of the cell"
                        : ". Every place of the value in the unit").append(" leads to the same conclusion.");
                return sb.toString();
            }
            default:
                throw new IllegalStateException("kind " + hint.kind);
        }
    }
}
