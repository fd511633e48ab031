package dev.sudokux.exactcover.examples;

import dev.sudokux.exactcover.ExactCoverProblem;
import java.util.List;
import java.util.Locale;

/**
 * The problem builders by name, as {@code sudokux xc --make NAME ARGS} offers them:
 * <ul>
 *   <li>{@code queens N}: {@link NQueens} (92 for 8);</li>
 *   <li>{@code langford N}: {@link Langford} (52 for 7; 26 with the symmetry broken);</li>
 *   <li>{@code pentominoes RxC}: the twelve pentominoes in an R x C box, {@link Polyforms} (9,356 for
 *       6x10; 2,339 with the symmetry broken); any other region from a picture through
 *       {@link Polyforms#picture};</li>
 *   <li>{@code scott}: the pentominoes on the 8 x 8 board without its centre 2 x 2 (520; 65);</li>
 *   <li>{@code soma}: Piet Hein's Soma cube (11,520; 240);</li>
 *   <li>{@code macmahon [T1 ... T6]}: MacMahon's triangles in the hexagon, or in the shape of six
 *       double triangles named as Knuth's {@code macmahon-triangles-dlx} names them, {@link MacMahon}.</li>
 * </ul>
 */
public final class Examples {

    /** The names {@link #make} knows. */
    public static final List<String> NAMES = List.of("queens", "langford", "pentominoes", "scott", "soma", "macmahon");

    /** Scott's board: 8 x 8 without the four centre squares. */
    public static final String SCOTT = """
            ........
            ........
            ........
            ...##...
            ...##...
            ........
            ........
            ........
            """;

    private Examples() {
    }

    /**
     * The problem called {@code name} with its arguments; {@code breakSymmetry} keeps one solution of
     * each class of symmetric ones where the builder can do that exactly.
     *
     * @throws IllegalArgumentException one line saying what was wrong and what was expected
     */
    public static ExactCoverProblem make(String name, List<String> args, boolean breakSymmetry) {
        String n = name.toLowerCase(Locale.ROOT);
        switch (n) {
            case "queens" -> {
                noSymmetry(n, breakSymmetry);
                return NQueens.problem(number(n, args, 1, 64));
            }
            case "langford" -> {
                return Langford.problem(number(n, args, 1, 1000), breakSymmetry);
            }
            case "pentominoes" -> {
                if (args.size() != 1) {
                    throw new IllegalArgumentException("pentominoes takes one argument, the box: RxC (6x10)");
                }
                return Polyforms.problem(Polyforms.pentominoes(), box(args.get(0)), true, breakSymmetry);
            }
            case "scott" -> {
                none(n, args);
                return Polyforms.problem(Polyforms.pentominoes(), Polyforms.picture(SCOTT), true, breakSymmetry);
            }
            case "soma" -> {
                none(n, args);
                return Polyforms.problem(Polyforms.soma(), Polyforms.box(3, 3, 3), false, breakSymmetry);
            }
            case "macmahon" -> {
                noSymmetry(n, breakSymmetry);
                if (args.isEmpty()) {
                    return MacMahon.hexagon();
                }
                return MacMahon.problem(args.toArray(new String[0]));
            }
            default -> throw new IllegalArgumentException("unknown problem '" + name + "' (known: "
                    + String.join(", ", NAMES) + ")");
        }
    }

    /** The cells of an {@code RxC} box. */
    static int[][] box(String size) {
        String[] parts = size.toLowerCase(Locale.ROOT).split("x", -1);
        try {
            if (parts.length == 2) {
                return Polyforms.box(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new IllegalArgumentException("'" + size + "' is not a box: expected RxC, such as 6x10");
    }

    private static int number(String name, List<String> args, int min, int max) {
        if (args.size() != 1) {
            throw new IllegalArgumentException(name + " takes one argument, a number " + min + ".." + max);
        }
        try {
            int v = Integer.parseInt(args.get(0));
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new IllegalArgumentException(name + ": '" + args.get(0) + "' is not a number " + min + ".." + max);
    }

    private static void none(String name, List<String> args) {
        if (!args.isEmpty()) {
            throw new IllegalArgumentException(name + " takes no argument, not '" + String.join(" ", args) + "'");
        }
    }

    private static void noSymmetry(String name, boolean breakSymmetry) {
        if (breakSymmetry) {
            throw new IllegalArgumentException(name + ": the symmetry can't be broken exactly by this builder");
        }
    }
}
