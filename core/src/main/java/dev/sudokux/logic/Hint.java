package dev.sudokux.logic;

/**
 * A hint for the next step, at one of three levels of detail.
 *
 * @param level 1 (where to look), 2 (where and which technique) or 3 (the whole step)
 * @param text  what to tell the person, one sentence
 * @param step  the step the hint leads to (a front end may show its cells at level 3)
 */
public record Hint(int level, String text, Step step) {
}
