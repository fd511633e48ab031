package dev.sudokux.logic;

import java.util.List;

/** The techniques sudokux knows, easiest first. */
public final class Techniques {

    private Techniques() {
    }

    /**
     * Every technique, in the order Sudoku Explainer tries them (Sukaku Explainer's default set; the
     * nested chains as in Sudoku Explainer 1.2.1): the first that finds a step gives it. The order is
     * not quite that of difficulty: a direct hidden pair (2.0) is tried before a naked single (2.3),
     * and a technique found earlier wins over an easier one further down.
     */
    public static List<Technique> all() {
        return List.of(
                new FullHouse(),
                new HiddenSingle(),
                new DirectLockedCandidates(true),
                new DirectLockedCandidates(false),
                new DirectHiddenSubset(2),
                new NakedSingle(),
                new DirectHiddenSubset(3),
                new LockedPointing(),
                new LockedClaiming(),
                new NakedSubset(2),
                new Fish(2),
                new HiddenSubset(2),
                new NakedSubset(3),
                new Fish(3),
                new HiddenSubset(3),
                new StrongLinks(2),
                new XYWing(),
                new XYZWing(),
                new UniqueLoop(),
                new NakedSubset(4),
                new Fish(4),
                new HiddenSubset(4),
                new StrongLinks(3),
                new AlsWing(3),
                new Bug(),
                new StrongLinks(4),
                new AlsWing(4),
                new AlignedExclusion(2),
                new AlsWing(5),
                ForcingChains.cycles(),
                new AlsWing(6),
                new AlignedExclusion(3),
                ForcingChains.nishio(),
                ForcingChains.multiple(),
                ForcingChains.dynamic(),
                ForcingChains.nested(1),
                ForcingChains.nested(2),
                ForcingChains.nested(3),
                ForcingChains.nested(4),
                ForcingChains.nested(5));
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
