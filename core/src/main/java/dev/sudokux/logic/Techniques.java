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
                new LockedPointing(),
                new LockedClaiming(),
                new NakedSubset(2),
                new Fish(2),
                new HiddenSubset(2),
                new NakedSubset(3),
                new Fish(3),
                new HiddenSubset(3),
                new TurbotFish(TurbotFish.Kind.SKYSCRAPER),
                new TurbotFish(TurbotFish.Kind.TWO_STRING_KITE),
                new TurbotFish(TurbotFish.Kind.TURBOT_FISH),
                new XYWing(),
                new EmptyRectangle(),
                new XYZWing(),
                new UniqueRectangle(1),
                new UniqueRectangle(2),
                new UniqueRectangle(4),
                new UniqueRectangle(3),
                new NakedSubset(4),
                new Fish(4),
                new HiddenSubset(4),
                new BugPlusOne()));
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
