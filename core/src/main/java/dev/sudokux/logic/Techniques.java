package dev.sudokux.logic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The techniques sudokux knows, easiest first. */
public final class Techniques {

    private Techniques() {
    }

    /** Every technique, in increasing order of difficulty (ties keep the order below). */
    public static List<Technique> all() {
        List<Technique> list = new ArrayList<>(List.of(
                new FullHouse(),
                new HiddenSingle(),
                new NakedSingle(),
                // Chains (dev.sudokux.logic chain techniques), easiest first.
                new SimpleColouring(),
                new XChain(),
                new XYChain(),
                new WWing(),
                new AlternatingInferenceChain(),
                new NishioForcingChain(),
                new CellForcingChain(),
                new UnitForcingChain(),
                new DynamicForcingChain(),
                new DynamicForcingChainPlus(),
                new NestedForcingChain(),
                new NestedDynamicForcingChain()));
        list.sort(Comparator.comparingDouble(Technique::difficulty));
        return List.copyOf(list);
    }

    /** The technique called {@code name} (case-insensitive), for tests and tools. */
    public static Technique byName(String name) {
        for (Technique t : all()) {
            if (t.name().equalsIgnoreCase(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no technique '" + name + "'");
    }
}
