package dev.sudokux.logic;

import java.util.List;

/**
 * One logical step: what a technique found, what it places or eliminates, where, and why.
 *
 * @param technique    the technique that found it
 * @param difficulty   how hard this step is on sudokux's scale: the technique's difficulty, or more
 *                     for a harder instance (a hidden single in a row rather than a box, a longer chain)
 * @param placements   values it places (most steps place one value or none)
 * @param eliminations candidates it removes
 * @param cells        the cells of the pattern that justifies the step (for highlighting), in order
 * @param units        the units involved (as numbered by {@link dev.sudokux.sudoku.Shape}), in order
 * @param focus        where a person should look, for a first hint: a unit name such as "box 5" or
 *                     "row 3", the lines of a fish such as "rows 2 and 6", or a cell such as "r4c7"
 * @param text         one plain sentence saying what was found and why it forces the result, such as
 *                     "In box 5, 7 can only go in r4c6, so r4c6 is 7."
 * @param links        for a chain, its links between candidates (strong and weak), in the order the
 *                     chain reads them, for drawing; empty for a step that is not a chain. A chain's
 *                     link appears here only when it is a {@link Link link} in the grid the step was
 *                     found in: a deduction that rests on several earlier ones (a dynamic forcing
 *                     chain's, a nested chain's) or a grouped link is told in the text only
 */
public record Step(Technique technique, double difficulty, List<Placement> placements,
                   List<Elimination> eliminations, List<Integer> cells, List<Integer> units, String focus,
                   String text, List<Link> links) {

    /** Copies the lists; a step must place or eliminate something. */
    public Step {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = List.copyOf(cells);
        units = List.copyOf(units);
        links = List.copyOf(links);
        if (placements.isEmpty() && eliminations.isEmpty()) {
            throw new IllegalArgumentException(technique.name() + ": a step must place or eliminate something");
        }
    }

    /** A step with no chain links. */
    public Step(Technique technique, double difficulty, List<Placement> placements, List<Elimination> eliminations,
                List<Integer> cells, List<Integer> units, String focus, String text) {
        this(technique, difficulty, placements, eliminations, cells, units, focus, text, List.of());
    }

    /** A step as hard as its technique's {@link Technique#difficulty()}, with no chain links. */
    public Step(Technique technique, List<Placement> placements, List<Elimination> eliminations,
                List<Integer> cells, List<Integer> units, String focus, String text) {
        this(technique, technique.difficulty(), placements, eliminations, cells, units, focus, text, List.of());
    }
}
