package dev.sudokux.logic;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The techniques sudokux knows, in the order Sudoku Explainer tries them, and the ways to choose among them: by name, up to a
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
        return all().stream().filter(t -> !isForcingChain(t)).toList();
    }

    /** Whether {@code t} is one of the forcing chains. */
    public static boolean isForcingChain(Technique t) {
        return t instanceof ForcingChains f && f.assumes();
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
