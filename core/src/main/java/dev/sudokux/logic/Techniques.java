package dev.sudokux.logic;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The techniques sudokux knows, easiest first, and the ways to choose among them: by name, up to a
 * difficulty, or all but the forcing chains. The technique classes themselves are not part of the
 * API; a choice is a list of {@link Technique}s to give an {@link Explainer}:
 *
 * <pre>{@code
 * Rater quick = new Rater(new Explainer(Techniques.withoutForcingChains()));  // no trial and error
 * Rater basic = new Rater(new Explainer(Techniques.upTo(4.5)));               // up to unique rectangles
 * Explainer mine = new Explainer(Techniques.named(List.of("Full House", "Hidden Single", "Naked Single")));
 * }</pre>
 */
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
                new BugPlusOne(),
                // Chains, easiest first.
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

    /** The names of every technique, in the order they are tried. */
    public static List<String> names() {
        return all().stream().map(Technique::name).toList();
    }

    /**
     * The technique called {@code name} (case-insensitive).
     *
     * @throws IllegalArgumentException naming the techniques there are, when none has that name
     */
    public static Technique byName(String name) {
        for (Technique t : all()) {
            if (t.name().equalsIgnoreCase(name.trim())) {
                return t;
            }
        }
        throw new IllegalArgumentException("no technique '" + name + "': choose among " + String.join(", ", names()));
    }

    /**
     * The techniques with these names (case-insensitive), in the order they are tried.
     *
     * @throws IllegalArgumentException naming the first unknown name and the techniques there are
     */
    public static List<Technique> named(Collection<String> names) {
        Set<String> wanted = lowerCase(names);
        return all().stream().filter(t -> wanted.contains(t.name().toLowerCase(Locale.ROOT))).toList();
    }

    /**
     * Every technique but those with these names (case-insensitive).
     *
     * @throws IllegalArgumentException naming the first unknown name and the techniques there are
     */
    public static List<Technique> except(Collection<String> names) {
        Set<String> unwanted = lowerCase(names);
        return all().stream().filter(t -> !unwanted.contains(t.name().toLowerCase(Locale.ROOT))).toList();
    }

    /** The techniques whose {@link Technique#difficulty() difficulty} is at most {@code difficulty}. */
    public static List<Technique> upTo(double difficulty) {
        return all().stream().filter(t -> t.difficulty() <= difficulty + 1e-9).toList();
    }

    /**
     * Every technique but the forcing chains (Nishio, cell, unit, dynamic and nested forcing chains):
     * what a person finds without trial and error, and much quicker to rate; a puzzle that needs
     * forcing chains then stalls.
     */
    public static List<Technique> withoutForcingChains() {
        return all().stream().filter(t -> !(t instanceof ForcingChainTechnique)).toList();
    }

    /** Whether {@code t} is one of the forcing chains. */
    public static boolean isForcingChain(Technique t) {
        return t instanceof ForcingChainTechnique;
    }

    private static Set<String> lowerCase(Collection<String> names) {
        Set<String> known = new TreeSet<>();
        for (String n : names()) {
            known.add(n.toLowerCase(Locale.ROOT));
        }
        Set<String> lower = new TreeSet<>();
        for (String n : names) {
            String l = n.trim().toLowerCase(Locale.ROOT);
            if (!known.contains(l)) {
                throw new IllegalArgumentException("no technique '" + n + "': choose among " + String.join(", ", names()));
            }
            lower.add(l);
        }
        return lower;
    }
}
