package dev.sudokux.logic;

/**
 * A link of a chain, from one candidate to another, as a step's {@link Step#links()} lists them.
 *
 * <p>A <em>strong</em> link says at least one of the two candidates is true: they are the only two
 * candidates of one cell, or the only two places of one value in a unit, in the grid the step was
 * found in. A <em>weak</em> link says they are not both true: two candidates of one cell, or one value
 * in two cells that see each other. Read from {@code from} to {@code to}: a strong link turns "from is
 * false" into "to is true", a weak link turns "from is true" into "to is false".
 *
 * @param fromCell  the first candidate's cell, numbered as in {@link dev.sudokux.sudoku.Shape}
 * @param fromValue the first candidate's value, from 1
 * @param toCell    the second candidate's cell
 * @param toValue   the second candidate's value
 * @param strong    whether the link is strong (else weak)
 */
public record Link(int fromCell, int fromValue, int toCell, int toValue, boolean strong) {

    /** A link must join two different candidates. */
    public Link {
        if (fromCell == toCell && fromValue == toValue) {
            throw new IllegalArgumentException("a link joins two different candidates, not value " + fromValue
                    + " of cell " + fromCell + " to itself");
        }
    }
}
