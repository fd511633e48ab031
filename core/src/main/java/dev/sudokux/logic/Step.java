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
 */
public record Step(Technique technique, double difficulty, List<Placement> placements,
                   List<Elimination> eliminations, List<Integer> cells, List<Integer> units, String focus,
                   String text) {

    /** Copies the lists; a step must place or eliminate something. */
    public Step {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        cells = List.copyOf(cells);
        units = List.copyOf(units);
        if (placements.isEmpty() && eliminations.isEmpty()) {
            throw new IllegalArgumentException(technique.name() + ": a step must place or eliminate something");
        }
    }

    /** A step as hard as its technique's {@link Technique#difficulty()}. */
    public Step(Technique technique, List<Placement> placements, List<Elimination> eliminations,
                List<Integer> cells, List<Integer> units, String focus, String text) {
        this(technique, technique.difficulty(), placements, eliminations, cells, units, focus, text);
    }
}
